//  Viewport.swift — FlipbookRender
//  Flipbook's fit of a scene (points) into a rectangle of terminal cells and its pixel grid.
//  Status: complete.

import Foundation
import FlipbookGraphics

/// Where a scene of `sceneSize` points lands in a rectangle of terminal cells, and at what scale.
///
/// The scene is fitted into the cell rectangle whole, centred, with its aspect ratio kept.
/// Cells are taller than wide (`cellAspect`, height over width), and a blitter splits each
/// cell into `pixelsPerCell` pixels, so the scale is measured first in cell widths per point:
///
///     k = min(columns / sceneWidth, rows × cellAspect / sceneHeight)
///
/// A pixel is `1 / pixelsPerCell.x` of a cell wide and `cellAspect / pixelsPerCell.y` cell
/// widths tall, which gives the two pixel scales (pixels per point):
///
///     pixelScaleX = k × pixelsPerCell.x
///     pixelScaleY = k × pixelsPerCell.y / cellAspect
///
/// Pixel coordinates are continuous and relative to the top-left corner of the cell
/// rectangle: pixel `(i, j)` covers `[i, i + 1) × [j, j + 1)`, its centre is `(i + ½, j + ½)`.
/// Cell coordinates are the terminal's own (they include `originColumn` and `originRow`).
///
/// A viewport with no room (no columns or rows) or an empty scene has scale 0; a rasteriser
/// then paints only the background.
public struct Viewport: Equatable, Sendable {
    /// The size of the scene in points (a display list's `size`).
    public var sceneSize: CGSize
    /// The terminal column of the cell rectangle's left edge.
    public var originColumn: Int
    /// The terminal row of the cell rectangle's top edge.
    public var originRow: Int
    /// The width of the cell rectangle in cells.
    public var columns: Int
    /// The height of the cell rectangle in cells.
    public var rows: Int
    /// The height of a terminal cell divided by its width.
    public var cellAspect: Double
    /// Pixels a blitter makes of one cell, across.
    public var pixelsPerCellX: Int
    /// Pixels a blitter makes of one cell, down.
    public var pixelsPerCellY: Int

    /// The usual shape of a terminal cell: twice as tall as wide.
    public static let defaultCellAspect: Double = 2

    /// Creates a viewport from the blitter's pixels per cell.
    public init(
        sceneSize: CGSize, originColumn: Int = 0, originRow: Int = 0, columns: Int, rows: Int,
        cellAspect: Double = Viewport.defaultCellAspect, pixelsPerCell: (x: Int, y: Int)
    ) {
        self.sceneSize = sceneSize
        self.originColumn = originColumn
        self.originRow = originRow
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
        self.cellAspect = cellAspect
        self.pixelsPerCellX = max(pixelsPerCell.x, 1)
        self.pixelsPerCellY = max(pixelsPerCell.y, 1)
    }

    /// Creates a viewport for a blitter.
    public init(
        sceneSize: CGSize, originColumn: Int = 0, originRow: Int = 0, columns: Int, rows: Int,
        cellAspect: Double = Viewport.defaultCellAspect, blitter: BlitterKind
    ) {
        self.init(sceneSize: sceneSize, originColumn: originColumn, originRow: originRow,
                  columns: columns, rows: rows, cellAspect: cellAspect, pixelsPerCell: blitter.pixelsPerCell)
    }

    /// Creates the viewport a renderer with `blitter` fits a scene into `area` with.
    public init(sceneSize: CGSize, area: CellRect, cellAspect: Double = Viewport.defaultCellAspect, blitter: BlitterKind) {
        self.init(sceneSize: sceneSize, originColumn: area.column, originRow: area.row,
                  columns: area.columns, rows: area.rows, cellAspect: cellAspect, pixelsPerCell: blitter.pixelsPerCell)
    }

    /// The cell rectangle.
    public var area: CellRect { CellRect(column: originColumn, row: originRow, columns: columns, rows: rows) }

    // MARK: Scale

    /// Cell widths per point: the one scale that fits the scene into the cell rectangle.
    public var cellWidthsPerPoint: Double {
        let w = Double(sceneSize.width), h = Double(sceneSize.height)
        guard w > 0, h > 0, columns > 0, rows > 0, cellAspect > 0, w.isFinite, h.isFinite else { return 0 }
        return min(Double(columns) / w, Double(rows) * cellAspect / h)
    }

    /// Pixels per point across: the fitted scale, adjusted so that the scene is a whole number
    /// of pixels wide (see `sceneRectInPixels`).
    // Flipbook: the two axes' scales may then differ from the fitted one, by under half a pixel
    // over the scene's width or height.
    public var pixelScaleX: Double {
        scenePixels.width > 0 ? scenePixels.width / Double(sceneSize.width) : 0
    }

    /// Pixels per point down, adjusted likewise so the scene is a whole number of pixels tall.
    public var pixelScaleY: Double {
        scenePixels.height > 0 ? scenePixels.height / Double(sceneSize.height) : 0
    }

    /// The scene's size in whole pixels: at the fitted scale, the nearest whole number on each
    /// axis (at least one, at most the grid); zero when the viewport has no scale.
    private var scenePixels: (width: Double, height: Double) {
        let k = cellWidthsPerPoint
        guard k > 0 else { return (0, 0) }
        func whole(_ pixels: Double, limit: Int) -> Double { min(max(pixels.rounded(), 1), Double(max(limit, 1))) }
        return (whole(k * Double(pixelsPerCellX) * Double(sceneSize.width), limit: pixelWidth),
                whole(k * Double(pixelsPerCellY) / cellAspect * Double(sceneSize.height), limit: pixelHeight))
    }

    // MARK: Pixel grid

    /// The pixel grid's width: `columns × pixelsPerCellX`.
    public var pixelWidth: Int { columns * pixelsPerCellX }

    /// The pixel grid's height: `rows × pixelsPerCellY`.
    public var pixelHeight: Int { rows * pixelsPerCellY }

    /// The scene's rectangle in pixels, centred in the pixel grid, every edge on a pixel corner:
    /// its top-left corner moved up and left onto one, its size whole pixels.
    ///
    /// Layers stacked full-screen share the scene's edges. Where such an edge crosses a pixel,
    /// each layer's coverage lets the ones below show through a little (coverage compositing
    /// cannot tell coincident edges from overlapping ones), so a screen's outer rows and columns
    /// would be tinted by its window's background: on pixel corners, those edges cover whole pixels.
    public var sceneRectInPixels: CGRect {
        let (w, h) = scenePixels
        return CGRect(x: ((Double(pixelWidth) - w) / 2).rounded(.down), y: ((Double(pixelHeight) - h) / 2).rounded(.down),
                      width: w, height: h)
    }

    /// Maps scene points to pixels: scale by the pixel scales, then move to the scene rectangle.
    public var pointsToPixels: ProjectiveTransform {
        let origin = sceneRectInPixels.origin
        return ProjectiveTransform(scaleX: pixelScaleX, y: pixelScaleY)
            .concatenating(ProjectiveTransform(translationX: Double(origin.x), y: Double(origin.y)))
    }

    // MARK: Cells and points (for the text pass)

    /// The size of one cell in scene points (about `1 / k` across, `cellAspect / k` down: a cell's
    /// pixels over the pixel scales); zero when the viewport has no scale.
    public var pointsPerCell: CGSize {
        let sx = pixelScaleX, sy = pixelScaleY
        guard sx > 0, sy > 0 else { return .zero }
        return CGSize(width: Double(pixelsPerCellX) / sx, height: Double(pixelsPerCellY) / sy)
    }

    /// The terminal cell position (fractional column and row, origin included) of a scene point.
    public func cellPosition(ofPoint p: CGPoint) -> CGPoint {
        let origin = sceneRectInPixels.origin
        let px = Double(origin.x) + Double(p.x) * pixelScaleX
        let py = Double(origin.y) + Double(p.y) * pixelScaleY
        return CGPoint(x: Double(originColumn) + px / Double(pixelsPerCellX),
                       y: Double(originRow) + py / Double(pixelsPerCellY))
    }

    /// The scene point at a terminal cell position (fractional column and row, origin included);
    /// the inverse of `cellPosition(ofPoint:)`. Returns the scene's origin when there is no scale.
    public func point(atCellPosition c: CGPoint) -> CGPoint {
        guard cellWidthsPerPoint > 0 else { return .zero }
        let origin = sceneRectInPixels.origin
        let px = (Double(c.x) - Double(originColumn)) * Double(pixelsPerCellX)
        let py = (Double(c.y) - Double(originRow)) * Double(pixelsPerCellY)
        return CGPoint(x: (px - Double(origin.x)) / pixelScaleX, y: (py - Double(origin.y)) / pixelScaleY)
    }

    /// The rectangle, in scene points, that the whole cell rectangle covers (letterbox included):
    /// what can show of a scene, for leaving out what cannot.
    public var visibleSceneRect: CGRect {
        let topLeft = point(atCellPosition: CGPoint(x: originColumn, y: originRow))
        let bottomRight = point(atCellPosition: CGPoint(x: originColumn + columns, y: originRow + rows))
        return CGRect(x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y)
    }

    /// The rectangle, in scene points, that the terminal cell at `column`, `row` covers.
    public func pointsRect(ofCellAtColumn column: Int, row: Int) -> CGRect {
        let topLeft = point(atCellPosition: CGPoint(x: column, y: row))
        return CGRect(origin: topLeft, size: pointsPerCell)
    }

    /// Whether the terminal cell at `column`, `row` lies in the viewport's cell rectangle.
    public func containsCell(column: Int, row: Int) -> Bool {
        column >= originColumn && column < originColumn + columns && row >= originRow && row < originRow + rows
    }
}
