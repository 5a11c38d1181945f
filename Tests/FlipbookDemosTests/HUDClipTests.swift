//  HUDClipTests.swift — FlipbookDemosTests
//  Every part of the HUD stays in the HUD's rectangle at every size down to the minimum: the
//  inspector's values and a lane's value plot leave the device's frame, the gaps and the hints
//  alone, in the previewer and in a comparison.

@testable import FlipbookDemos
@testable import FlipbookPlayer
import FlipbookKit
import FlipbookRender
import Testing

@Suite struct HUDClipTests {
    /// From the minimum size up; at 70×20, 80×24 and 90×22 the inspector leaves little room below it.
    static let sizes = [(40, 12), (60, 16), (70, 20), (80, 24), (90, 22), (100, 30), (120, 28), (160, 48)]

    /// The square demo paused halfway through its 2 s animator with the square picked: the
    /// inspector's values, then the square's position.x plotted over the take.
    private func inspecting(columns: Int, rows: Int) throws -> Player {
        let player = Player(registry: Demos.registry(), demo: "square", columns: columns, rows: rows)
        player.update(.tick(1))
        player.update(char(" "))
        let square = try #require(player.hierarchy.first { $0.name == "SquareViewController.squareView" }?.view)
        player.select(square.layer)
        return player
    }

    /// The device's frame is whole around `d` (skipping `label`, the column of a pane's "A"/"B").
    private func expectFrame(around d: CellRect, in frame: CellBuffer, label: Int? = nil, _ context: String) {
        func at(_ x: Int, _ y: Int) -> Unicode.Scalar { frame[x, y].scalar }
        #expect(at(d.column - 1, d.row - 1) == "┌" && at(d.maxColumn, d.row - 1) == "┐", "\(context): top corners")
        #expect(at(d.column - 1, d.maxRow) == "└" && at(d.maxColumn, d.maxRow) == "┘", "\(context): bottom corners")
        for x in d.column..<d.maxColumn {
            #expect(x == label || at(x, d.row - 1) == "─", "\(context): top edge at column \(x) is '\(at(x, d.row - 1))'")
            #expect(at(x, d.maxRow) == "─", "\(context): bottom edge at column \(x) is '\(at(x, d.maxRow))'")
        }
        for y in d.row..<d.maxRow {
            #expect(at(d.column - 1, y) == "│" && at(d.maxColumn, y) == "│", "\(context): the sides at row \(y)")
        }
    }

    /// Between the header and the hints, every cell outside the devices (with their frames), the
    /// HUD's rectangle and the status line is blank.
    private func expectBlankOutside(_ devices: [CellRect], hud: CellRect, statusRow: Int?, in frame: CellBuffer,
                                    _ context: String) {
        for y in 1..<(frame.height - 1) where y != statusRow {
            for x in 0..<frame.width where !hud.contains(column: x, row: y) {
                let onDevice = devices.contains { d in x >= d.column - 1 && x <= d.maxColumn && y >= d.row - 1 && y <= d.maxRow }
                guard !onDevice else { continue }
                #expect(frame[x, y].scalar == " ", "\(context): '\(frame[x, y].scalar)' at (\(x), \(y)), outside the HUD and the device")
            }
        }
    }

    @Test(arguments: sizes)
    func theInspectorAndItsPlotStayInTheHUD(columns: Int, rows: Int) throws {
        let player = try inspecting(columns: columns, rows: rows)
        let frame = player.render()
        let context = "\(columns)×\(rows)"
        let layout = PlayerLayout(columns: columns, rows: rows, scene: player.scene.window.bounds.size, blitter: .halfBlock)
        expectFrame(around: layout.device, in: frame, context)
        expectBlankOutside([layout.device], hud: layout.hud, statusRow: layout.statusRow, in: frame, context)
        // The last row is the hints, and nothing of the HUD after them.
        let hints = TextSnapshot.lines(frame)[rows - 1].trimmingCharacters(in: .whitespaces)
        #expect(hints.hasSuffix("q quit"), "\(context): the hints row is '\(hints)'")
    }

    /// At 80×24 the inspector leaves three rows under the plot's title: the square's position.x is
    /// plotted in them whole, from its highest value (365) at the top to its lowest (25) at the
    /// bottom, above the hints.
    @Test func theValuePlotFitsTheRowsLeftUnderTheInspector() throws {
        let player = try inspecting(columns: 80, rows: 24)
        let lines = TextSnapshot.lines(player.render())
        let title = try #require(lines.firstIndex { $0.contains("Value") && $0.contains("SquareViewController.squareView position.x") },
                                 "\(lines.joined(separator: "\n"))")
        let plotted = lines.indices.filter { i in
            i > title && lines[i].unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) }
        }
        let top = try #require(plotted.first), bottom = try #require(plotted.last)
        #expect(bottom < 23 && plotted == Array(top...bottom), "the plot's rows \(plotted) are above the hints, together")
        #expect(lines[top].trimmingCharacters(in: .whitespaces).hasSuffix(" 365"), "\(lines[top])")
        #expect(lines[bottom].trimmingCharacters(in: .whitespaces).hasSuffix(" 25"), "\(lines[bottom])")
    }

    /// A comparison's HUD at small sizes leaves both panes' frames whole and the hints row alone.
    @Test(arguments: [(80, 24), (90, 22), (100, 30)])
    func aComparisonsHUDStaysInItsRectangle(columns: Int, rows: Int) throws {
        let c = Comparison(registry: Demos.registry(), a: "pinterest", b: "card", columns: columns, rows: rows)
        try c.pause(in: nil, atFraction: 0.5)
        let frame = c.render()
        let context = "compare \(columns)×\(rows)"
        let layout = ComparisonLayout(columns: columns, rows: rows, scene: c.a.scene.window.bounds.size, blitter: .halfBlock)
        let panes = [layout.panes.a.device, layout.panes.b.device]
        for pane in panes { expectFrame(around: pane, in: frame, label: pane.column + 1, context) }
        expectBlankOutside(panes, hud: layout.hud, statusRow: layout.statusRow, in: frame, context)
        // The hints row holds hints, three spaces apart, and nothing else.
        let keys = ComparisonView.hints(paused: true, scripted: false, glyphs: .unicode)
        let hints = TextSnapshot.lines(frame)[rows - 1].trimmingCharacters(in: .whitespaces)
        for hint in hints.components(separatedBy: "   ") {
            #expect(keys.contains(hint), "\(context): '\(hint)' in the hints row '\(hints)'")
        }
    }
}
