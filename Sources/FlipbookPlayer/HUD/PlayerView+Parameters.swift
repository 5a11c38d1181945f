//  PlayerView+Parameters.swift — FlipbookPlayer
//  The parameters panel in the HUD: each parameter and its value, the picked one's Swift line,
//  and the take's spring settling time, above the curve that redraws as a value changes.

import Foundation
import FlipbookKit
import FlipbookRender

extension PlayerView {
    /// The rows the panel takes when open: a title, a row a parameter (at least one), the Swift
    /// line (two rows), the settling time and a blank.
    static func parametersPanelRows(_ player: Player) -> Int {
        player.parametersPanel.isOpen ? max(player.parameterValues.parameters.count, 1) + 5 : 0
    }

    /// The panel's lines, made again only when a value, the pick or the width changes.
    struct ParametersKey: Equatable {
        var values: ParameterValues
        var selected: Int
        var width: Int
        var glyphs: GlyphSet
    }

    /// The panel from row `top`; returns the row below it.
    func drawParameters(in hud: CellRect, from top: Int, settling: Double?, into cells: inout CellBuffer) -> Int {
        let x = hud.column, width = hud.columns
        let values = player.parameterValues
        let panel = player.parametersPanel
        let g = glyphs
        let lines = cache.parameterLines(.init(values: values, selected: panel.selected, width: width, glyphs: g.set)) {
            Self.parameterLines(values, selected: panel.selected, width: width, glyphs: g)
        }
        var y = top
        writeLabel("Parameters", x, y, into: &cells)
        write(lines.hint, at: x + 12, y, into: &cells, color: palette.dim)
        y += 1
        for (i, row) in lines.rows.enumerated() where y < hud.maxRow {
            write(row, at: x + 1, y, into: &cells, color: i == panel.selected && !values.parameters.isEmpty ? palette.accent : palette.ink)
            y += 1
        }
        writeLabel("Swift", x, y, into: &cells)
        for line in lines.swift where y < hud.maxRow {
            write(line, at: x + 12, y, into: &cells, color: palette.ink)
            y += 1
        }
        y = max(y, top + 1 + lines.rows.count + 2)
        if let settling {
            writeLabel("Settles", x, y, into: &cells)
            var line = FieldWriter(column: x + 12, row: y, budget: max(width - 12, 0), color: palette.ink, background: palette.background,
                                   clip: clip)
            line.write(cache.settlingText(settling) { String(format: "%.3f s", settling) }, into: &cells)
            line.write("  the take's spring, settlingDuration", into: &cells)
        }
        return y + 2
    }

    /// "▸ damping    0.35   (default 0.3)", a row a parameter; the hint after the title; the
    /// picked parameter's Swift line, cut to the width.
    static func parameterLines(_ values: ParameterValues, selected: Int, width: Int, glyphs g: HUDGlyphs)
        -> (hint: String, rows: [String], swift: [String]) {
        let hint = "\(g.upDown) pick  \(g.leftRight) change  \(g.shiftLeftRight) \(g.times)10  t close"
        func fitted(_ text: String, _ room: Int) -> String {
            text.count <= room ? text : String(text.prefix(max(room - 1, 0))) + g.ellipsis
        }
        let parameters = values.parameters
        guard !parameters.isEmpty else {
            return (fitted(hint, width - 12), [fitted("none: this demo declares no DemoParameter", width - 1)], ["none"])
        }
        let nameWidth = min(parameters.map(\.name.count).max() ?? 0, 16)
        let rows = parameters.indices.map { i -> String in
            let name = parameters[i].name.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
            let value = values.text(of: i)
            let isDefault = values.values[i] == parameters[i].defaultValue
            let defaultText = isDefault ? "" : "   (default \(ParameterValues(parameters).text(of: i)))"
            let marker = i == selected ? (g.set == .ascii ? ">" : "▸") : " "
            return fitted("\(marker) \(name)  \(value.padding(toLength: max(value.count, 8), withPad: " ", startingAt: 0))\(defaultText)",
                          width - 1)
        }
        let index = min(max(selected, 0), parameters.count - 1)
        return (fitted(hint, width - 12), rows, swiftRows(values.swiftLine(of: index), width: width - 12, ellipsis: g.ellipsis))
    }

    /// A Swift line in at most two rows of `width`: broken after the last ", " that fits, the
    /// rest indented two; cut where even that is too long.
    static func swiftRows(_ line: String, width: Int, ellipsis: String) -> [String] {
        func cut(_ text: String) -> String { text.count <= width ? text : String(text.prefix(max(width - 1, 0))) + ellipsis }
        guard line.count > width, width > 8 else { return [cut(line)] }
        let prefix = line.prefix(width)
        guard let comma = prefix.range(of: ", ", options: .backwards) else { return [cut(line)] }
        return [String(line[..<comma.upperBound].dropLast()), cut("  " + line[comma.upperBound...])]
    }
}
