//  Renderer.swift — FlipbookRender
//  Flipbook's frame pipeline in one object: display list → pixels → cells (+ text). Status: complete.

import Foundation
import FlipbookGraphics

/// Turns display lists into cells: rasterises, blits, then writes text runs as characters.
///
/// One renderer reuses its pixel buffer, scratch planes and colour cache from frame to frame,
/// so drawing a frame allocates nothing once warm (text layouts are cached by content).
public final class Renderer {
    /// How pixels become cells.
    public var blitter: BlitterKind {
        didSet { if blitter != oldValue { rebuild() } }
    }
    /// How many colours the terminal shows.
    public var colorMode: ColorMode {
        didSet { if colorMode != oldValue { rebuild() } }
    }
    /// The characters the cells may use (`.ascii`: the ASCII blitter keeps to its ASCII ramp).
    public var glyphs: GlyphSet = .unicode {
        didSet { if glyphs != oldValue { rebuild() } }
    }

    private let rasteriser = Rasteriser()
    private var pixels = PixelBuffer(width: 0, height: 0)
    private var cellBlitter: Blitter
    private let layout = TextLayout()

    public init(blitter: BlitterKind = .halfBlock, colorMode: ColorMode = .trueColor) {
        self.blitter = blitter
        self.colorMode = colorMode
        cellBlitter = Blitter(kind: blitter, colorMode: colorMode)
    }

    private func rebuild() {
        cellBlitter = Blitter(kind: blitter, colorMode: colorMode, glyphs: glyphs)
    }

    /// Draws `list` into the cells of `area`, its scene fitted and centred (aspect kept), the
    /// rest of the area in `background`.
    public func render(_ list: DisplayList, into cells: inout CellBuffer, area: CellRect, background: Color) {
        render(list, in: Viewport(sceneSize: list.size, area: area, blitter: blitter), into: &cells, background: background)
    }

    /// Draws `list` into the viewport's cells, the rest of its cell rectangle in `background`.
    /// The viewport is the one this renderer's blitter fits the list's scene into its rectangle
    /// with (`Viewport(sceneSize:area:blitter:)`), made once by a caller that needs it too.
    public func render(_ list: DisplayList, in viewport: Viewport, into cells: inout CellBuffer, background: Color) {
        guard viewport.columns > 0, viewport.rows > 0 else { return }
        // Only this renderer writes `pixels`, and only through the rasteriser.
        rasteriser.render(list, viewport: viewport, background: background, into: &pixels, holdsLastFrame: true)
        let painted = rasteriser.paintedBox
        cellBlitter.blit(pixels, into: &cells, at: (column: viewport.originColumn, row: viewport.originRow),
                         background: LinearPixel(background),
                         paintedBox: (x0: painted.x0, y0: painted.y0, x1: painted.x1, y1: painted.y1))
        drawText(list, viewport: viewport, into: &cells)
    }

    /// A frame of `columns × rows` cells showing `list` alone (headless rendering, snapshots).
    public func render(_ list: DisplayList, columns: Int, rows: Int, background: Color = .black) -> CellBuffer {
        var cells = CellBuffer(width: columns, height: rows)
        render(list, into: &cells, area: CellRect(column: 0, row: 0, columns: columns, rows: rows), background: background)
        return cells
    }

    /// A colour as this renderer's colour mode shows it.
    public func terminalColor(_ color: Color) -> TerminalColor {
        guard colorMode != .none else { return .default }
        let c = color.sRGB8
        return cellBlitter.quantizer.terminalColor(red: c.r, green: c.g, blue: c.b)
    }

    // MARK: Text

    /// Writes every readable text run as characters over the blitted cells.
    ///
    /// A run is laid out in the cells its item covers (word-wrapped, at most its number of
    /// lines, centred vertically as a label is), in the run's colour blended over the cell's
    /// background by the run's opacity. A character is left out where a later item painted
    /// over the cell, outside the item's clips, or outside the area. Runs scaled or turned too
    /// far to read are greeked by the rasteriser instead.
    private func drawText(_ list: DisplayList, viewport: Viewport, into cells: inout CellBuffer) {
        // The pixels and the top-item plane are read through pointers (a property's every
        // access would be checked for exclusivity).
        let topItem = rasteriser.topItem
        pixels.storage.withUnsafeBufferPointer { pixelStorage in
            topItem.withUnsafeBufferPointer { topItem in
                let planes = _TextPlanes(pixels: pixelStorage, pixelWidth: pixels.width, pixelHeight: pixels.height,
                                         topItem: topItem, topItemWidth: rasteriser.topItemWidth,
                                         topItemHeight: rasteriser.topItemHeight)
                drawText(list, viewport: viewport, planes: planes, into: &cells)
            }
        }
    }

    private func drawText(_ list: DisplayList, viewport: Viewport, planes: _TextPlanes, into cells: inout CellBuffer) {
        let ppc = blitter.pixelsPerCell
        let toPixels = viewport.pointsToPixels
        // Most items are not text: test each in place (no copy of the item, no retains) and
        // take a copy only of the text items.
        list.items.withUnsafeBufferPointer { items in
            for index in items.indices {
                guard case .text = items[index].content else { continue }
                let item = items[index]
                guard case .text(let run) = item.content, item.opacity > 0,
                      !Rasteriser.isGreeked(item, viewport: viewport) else { continue }
                let m = item.transform.concatenating(toPixels)
                // The item's box in cell units, relative to the area (no arrays: nothing allocated).
                var left = Double.infinity, right = -Double.infinity, top = Double.infinity, bottom = -Double.infinity
                var mapped = 0
                for (u, v) in [(0.0, 0.0), (Double(item.size.width), 0.0), (0.0, Double(item.size.height)),
                               (Double(item.size.width), Double(item.size.height))] {
                    guard let p = m.apply(CGPoint(x: u, y: v)) else { continue }
                    mapped += 1
                    left = min(left, Double(p.x) / Double(ppc.x)); right = max(right, Double(p.x) / Double(ppc.x))
                    top = min(top, Double(p.y) / Double(ppc.y)); bottom = max(bottom, Double(p.y) / Double(ppc.y))
                }
                guard mapped == 4 else { continue }
                let width = max(Int((right - left).rounded()), 1)
                let rowsAvailable = max(Int((bottom - top).rounded()), 1)
                let maxLines = run.numberOfLines > 0 ? min(run.numberOfLines, rowsAvailable) : rowsAvailable
                let lines = layout.lines(run.string, width: width, maxLines: maxLines)
                guard !lines.isEmpty else { continue }
                let firstRow = Int(((top + bottom) / 2 - Double(lines.count) / 2).rounded())
                let ink = LinearPixel(run.color, opacity: 1)
                let alpha = Float(min(max(item.opacity * run.color.alpha, 0), 1))
                for (lineIndex, line) in lines.enumerated() {
                    let row = firstRow + lineIndex
                    var column: Int
                    switch run.alignment {
                    case .center: column = Int((left + (right - left - Double(line.width)) / 2).rounded())
                    case .right: column = Int((right - Double(line.width)).rounded())
                    case .left, .natural, .justified: column = Int(left.rounded())
                    }
                    for (scalar, w) in zip(line.scalars, line.widths) {
                        defer { column += Int(w) }
                        guard scalar != " " else { continue }
                        let x = viewport.originColumn + column, y = viewport.originRow + row
                        guard column >= 0, row >= 0, column + Int(w) <= viewport.columns, row < viewport.rows,
                              x >= 0, y >= 0, x + Int(w) <= cells.width, y < cells.height else { continue }
                        guard isVisible(item, index: index, column: column, row: row, cellWidth: Int(w), viewport: viewport,
                                        planes: planes)
                        else { continue }
                        let background = meanPixel(column: column, row: row, cellWidth: Int(w), planes: planes)
                        let foreground = ink * alpha + background * (1 - alpha)
                        let bg = colorMode == .none ? .default : cellBlitter.quantizer.terminalColor(for: background)
                        let fg = colorMode == .none ? .default : cellBlitter.quantizer.terminalColor(for: foreground)
                        let attributes: CellAttributes = run.isBold && colorMode != .none ? .bold : []
                        cells[x, y] = Cell(scalar, foreground: fg, background: bg, attributes: attributes, width: w)
                        if w == 2 { cells[x + 1, y] = Cell(" ", foreground: fg, background: bg, width: 0) }
                    }
                }
            }
        }
    }

    /// Whether text of item `index` shows in a cell: no later item painted over its pixels, and
    /// the cell's centre lies inside the item's clips.
    private func isVisible(_ item: DisplayItem, index: Int, column: Int, row: Int, cellWidth: Int, viewport: Viewport,
                           planes: _TextPlanes) -> Bool {
        let ppc = blitter.pixelsPerCell
        for py in (row * ppc.y)..<((row + 1) * ppc.y) {
            for px in (column * ppc.x)..<((column + cellWidth) * ppc.x) where planes.topItemIndex(x: px, y: py) > index {
                return false
            }
        }
        guard !item.clips.isEmpty else { return true }
        let centre = viewport.point(atCellPosition: CGPoint(x: Double(viewport.originColumn + column) + Double(cellWidth) / 2,
                                                            y: Double(viewport.originRow + row) + 0.5))
        return item.clips.allSatisfy { $0.contains(screenPoint: centre) }
    }

    /// The mean pixel under a cell (what its background shows).
    private func meanPixel(column: Int, row: Int, cellWidth: Int, planes: _TextPlanes) -> LinearPixel {
        let ppc = blitter.pixelsPerCell
        var sum = LinearPixel.zero
        var count: Float = 0
        for py in (row * ppc.y)..<min((row + 1) * ppc.y, planes.pixelHeight) {
            for px in (column * ppc.x)..<min((column + cellWidth) * ppc.x, planes.pixelWidth) {
                sum += planes.pixels[py * planes.pixelWidth + px]
                count += 1
            }
        }
        return count > 0 ? sum / count : .zero
    }
}

/// What the text pass reads of the rasterised frame: the pixels and the top-item plane
/// (as `Rasteriser.topItemIndex` reads it: −1 outside). Valid only inside `drawText`.
private struct _TextPlanes {
    let pixels: UnsafeBufferPointer<LinearPixel>
    let pixelWidth: Int, pixelHeight: Int
    let topItem: UnsafeBufferPointer<Int32>
    let topItemWidth: Int, topItemHeight: Int

    func topItemIndex(x: Int, y: Int) -> Int32 {
        guard x >= 0, y >= 0, x < topItemWidth, y < topItemHeight else { return -1 }
        return topItem[y * topItemWidth + x]
    }
}
