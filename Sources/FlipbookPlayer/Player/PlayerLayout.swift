//  PlayerLayout.swift — FlipbookPlayer
//  Where things go on the terminal: header, device, HUD, footer. Pure.

import Foundation
import FlipbookKit
import FlipbookRender

/// The placement of the previewer's parts in a terminal of a given size.
///
/// The device is fitted to the terminal's height (cells are twice as tall as wide) in a thin
/// frame at the left; the HUD takes the columns to its right. When that leaves too little
/// room the HUD collapses to one status line above the key hints. With the HUD hidden the
/// device, centred, has the whole terminal.
package struct PlayerLayout: DeviceCells, TimelineCells {
    package let columns: Int
    package let rows: Int
    /// The device's content (inside its frame).
    package let device: CellRect
    /// The HUD's area; empty when collapsed.
    package let hud: CellRect
    /// The one-line status shown instead of the HUD in narrow terminals (nil otherwise).
    package let statusRow: Int?
    /// The timeline bar's row and columns, when shown.
    package let timeline: CellRect?
    /// Where the scene lands in the device's cells (the one fit the renderer draws with).
    package let viewport: Viewport

    /// Width of the HUD at least, and its preferred width.
    static let minimumHUDWidth = 36

    package init(columns: Int, rows: Int, scene: CGSize, blitter: BlitterKind, showsHUD: Bool = true) {
        self.columns = columns
        self.rows = rows
        // The device's frame is fitted to the body's height, aspect kept.
        func deviceWidth(forContentRows contentRows: Int) -> Int { Self.deviceWidth(forContentRows: contentRows, scene: scene) }
        if !showsHUD {
            // The device alone: the whole terminal's height (its frame on the first and last rows).
            let contentRows = max(rows - 2, 0)
            let contentColumns = min(deviceWidth(forContentRows: contentRows), max(columns - 2, 0))
            device = CellRect(column: max((columns - contentColumns) / 2, 1), row: 1, columns: contentColumns, rows: contentRows)
            viewport = Viewport(sceneSize: scene, area: device, blitter: blitter)
            hud = CellRect(column: 0, row: 0, columns: 0, rows: 0)
            statusRow = nil
            timeline = nil
            return
        }
        let bodyTop = 1
        let bodyRows = max(rows - 2, 0)
        var contentRows = max(bodyRows - 2, 0)
        var contentColumns = deviceWidth(forContentRows: contentRows)
        let wide = columns - (contentColumns + 2) - 1 >= Self.minimumHUDWidth
        if !wide {
            // Narrow: one status line above the hints; the device may use the full width.
            contentRows = max(bodyRows - 3, 0)
            contentColumns = min(deviceWidth(forContentRows: contentRows), max(columns - 2, 0))
        }
        device = CellRect(column: 1, row: bodyTop + 1, columns: contentColumns, rows: contentRows)
        viewport = Viewport(sceneSize: scene, area: device, blitter: blitter)
        if wide {
            let left = device.maxColumn + 2
            hud = CellRect(column: left, row: bodyTop, columns: columns - left - 1, rows: bodyRows)
            statusRow = nil
            timeline = CellRect(column: left, row: bodyTop + 3, columns: hud.columns, rows: 1)
        } else {
            hud = CellRect(column: 0, row: 0, columns: 0, rows: 0)
            statusRow = rows - 2
            timeline = nil
        }
    }

    /// The columns a device showing `scene` takes at `contentRows` rows, its aspect kept.
    static func deviceWidth(forContentRows contentRows: Int, scene: CGSize) -> Int {
        guard scene.height > 0 else { return 0 }
        return Int((Double(contentRows) * Viewport.defaultCellAspect * Double(scene.width / scene.height)).rounded())
    }

    /// Whether the terminal is big enough to draw in.
    package var isTooSmall: Bool {
        columns < Player.minimumSize.columns || rows < Player.minimumSize.rows
    }

    /// "0.000s" is 6 cells.
    static let timeLabelWidth = 6

    /// How far inside the right and bottom edges a press in the device's outermost cells lands,
    /// points. Hit testing takes a view's bounds as half-open, so a finger at x = width would touch
    /// no view at all; half a point in is on the screen, and well within the margin in which
    /// `UIScreenEdgePanGestureRecognizer` takes a touch as at the edge.
    static let edgeInset: CGFloat = 0.5
}

/// A device drawn in cells: where a cell's scene point is.
package protocol DeviceCells {
    /// The device's content (inside its frame).
    var device: CellRect { get }
    /// Where the scene lands in the device's cells.
    var viewport: Viewport { get }
}

extension DeviceCells {
    /// The scene point under the centre of a cell of the device, if the cell shows the scene.
    package func scenePoint(column: Int, row: Int) -> CGPoint? {
        guard device.contains(column: column, row: row), viewport.cellWidthsPerPoint > 0 else { return nil }
        let p = viewport.point(atCellPosition: CGPoint(x: Double(column) + 0.5, y: Double(row) + 0.5))
        let size = viewport.sceneSize
        guard p.x >= 0, p.y >= 0, p.x <= size.width, p.y <= size.height else { return nil }
        return p
    }

    /// The scene point under a cell, the nearest on the device for a cell outside it (a drag
    /// that leaves the device keeps its finger on the screen's edge).
    package func clampedScenePoint(column: Int, row: Int) -> CGPoint {
        guard viewport.cellWidthsPerPoint > 0 else { return .zero }
        let p = viewport.point(atCellPosition: CGPoint(x: Double(column) + 0.5, y: Double(row) + 0.5))
        let size = viewport.sceneSize
        return CGPoint(x: min(max(p.x, 0), size.width), y: min(max(p.y, 0), size.height))
    }

    /// `point` moved onto the device's edge when it is within the outermost cell of it, so a
    /// click there can start a screen-edge pan (a cell is many points wide): the first point of
    /// the screen on the left and top, the last one on the right and bottom
    /// (`PlayerLayout.edgeInset` inside, since a view's bounds hold x < maxX, not maxX itself).
    package func edgeSnapped(_ point: CGPoint) -> CGPoint {
        let size = viewport.sceneSize
        let origin = viewport.point(atCellPosition: .zero), one = viewport.point(atCellPosition: CGPoint(x: 1, y: 1))
        let cellWidth = abs(one.x - origin.x), cellHeight = abs(one.y - origin.y)
        let inset = PlayerLayout.edgeInset
        var p = point
        if p.x < cellWidth { p.x = 0 } else if size.width - p.x < cellWidth { p.x = size.width - inset }
        if p.y < cellHeight { p.y = 0 } else if size.height - p.y < cellHeight { p.y = size.height - inset }
        return p
    }
}

/// A timeline drawn in cells ("0.000s ━━━━●──── 0.500s"): where a click on it lands.
package protocol TimelineCells {
    /// The timeline's row and columns, when shown.
    var timeline: CellRect? { get }
}

extension TimelineCells {
    /// The fraction of the timeline under a cell, if the cell is on it.
    package func timelineFraction(column: Int, row: Int) -> Double? {
        guard let bar = timelineBar, row == bar.row, column >= bar.column, column < bar.maxColumn else { return nil }
        return bar.columns > 1 ? Double(column - bar.column) / Double(bar.columns - 1) : 0
    }

    /// The bar part of the timeline line (between the two time labels).
    package var timelineBar: CellRect? {
        guard let line = timeline else { return nil }
        let label = PlayerLayout.timeLabelWidth + 1
        return CellRect(column: line.column + label, row: line.row, columns: line.columns - 2 * label, rows: 1)
    }
}
