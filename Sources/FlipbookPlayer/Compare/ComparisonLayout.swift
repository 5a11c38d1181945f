//  ComparisonLayout.swift — FlipbookPlayer
//  Where a comparison's parts go: header, two devices side by side, the HUD, the hints. Pure.

import Foundation
import FlipbookKit
import FlipbookRender

/// The placement of a comparison's parts in a terminal of a given size.
///
/// The two devices, each in its frame and the same size, sit side by side at the top left in the
/// columns the previewer gives one device (each half as wide, its height to match its aspect);
/// the HUD takes the columns to their right. When that leaves too little room the devices share
/// the width and the HUD collapses to one status line. With the HUD hidden the devices, centred,
/// have the whole terminal.
package struct ComparisonLayout: TimelineCells {
    package struct Pane: DeviceCells {
        package let device: CellRect
        package let viewport: Viewport
    }

    package let columns: Int
    package let rows: Int
    /// The left device (A) and the right one (B).
    package let panes: Sides<Pane>
    package let hud: CellRect
    package let statusRow: Int?
    package let timeline: CellRect?

    /// Rows of the HUD above the timeline: A, B, a gap, Transition, State, Progress.
    static let timelineRow = 6

    package init(columns: Int, rows: Int, scene: CGSize, blitter: BlitterKind, showsHUD: Bool = true) {
        self.columns = columns
        self.rows = rows
        func deviceWidth(forContentRows contentRows: Int) -> Int { PlayerLayout.deviceWidth(forContentRows: contentRows, scene: scene) }
        // Two frames side by side with a column between: 2 × (width + 2) + 1 columns.
        func panes(contentRows: Int, width: Int, left: Int, top: Int) -> Sides<Pane> {
            func pane(at column: Int) -> Pane {
                let device = CellRect(column: column, row: top, columns: width, rows: contentRows)
                return Pane(device: device, viewport: Viewport(sceneSize: scene, area: device, blitter: blitter))
            }
            return Sides(pane(at: left), pane(at: left + width + 3))
        }
        let maxWidth = max((columns - 5) / 2, 0)
        if !showsHUD {
            let contentRows = max(rows - 2, 0)
            let width = min(deviceWidth(forContentRows: contentRows), maxWidth)
            self.panes = panes(contentRows: contentRows, width: width, left: max((columns - 2 * width - 5) / 2, 0) + 1, top: 1)
            hud = CellRect(column: 0, row: 0, columns: 0, rows: 0)
            statusRow = nil
            timeline = nil
            return
        }
        let bodyRows = max(rows - 2, 0)
        // The pair takes the columns one device would (each at half its width, its height to match),
        // so the HUD keeps the previewer's width and a frame costs about what one device does.
        let single = deviceWidth(forContentRows: max(bodyRows - 2, 0))
        var contentRows = Self.contentRows(fitting: single / 2, below: max(bodyRows - 2, 0), width: deviceWidth)
        var width = deviceWidth(forContentRows: contentRows)
        let hudLeft = 2 * width + 6
        if columns - hudLeft - 1 >= PlayerLayout.minimumHUDWidth {
            self.panes = panes(contentRows: contentRows, width: width, left: 1, top: 2)
            hud = CellRect(column: hudLeft, row: 1, columns: columns - hudLeft - 1, rows: bodyRows)
            statusRow = nil
            timeline = CellRect(column: hudLeft, row: 1 + Self.timelineRow, columns: hud.columns, rows: 1)
        } else {
            // Narrow: the two share the width, as tall as the body allows, above one status line.
            contentRows = Self.contentRows(fitting: maxWidth, below: max(bodyRows - 3, 0), width: deviceWidth)
            width = deviceWidth(forContentRows: contentRows)
            self.panes = panes(contentRows: contentRows, width: width, left: 1, top: 2)
            hud = CellRect(column: 0, row: 0, columns: 0, rows: 0)
            statusRow = rows - 2
            timeline = nil
        }
    }

    /// The most rows, at most `limit`, whose device is at most `columns` wide.
    static func contentRows(fitting columns: Int, below limit: Int, width: (Int) -> Int) -> Int {
        var rows = limit
        while rows > 0, width(rows) > columns { rows -= 1 }
        return rows
    }

    package var isTooSmall: Bool {
        columns < Player.minimumSize.columns || rows < Player.minimumSize.rows
    }
}

/// A value for each side of a comparison, A and B (two stored values: no array to allocate per frame).
package struct Sides<Value> {
    package var a: Value
    package var b: Value

    package init(_ a: Value, _ b: Value) {
        self.a = a
        self.b = b
    }

    package subscript(side: Int) -> Value {
        get { side == 0 ? a : b }
        set { if side == 0 { a = newValue } else { b = newValue } }
    }
}
