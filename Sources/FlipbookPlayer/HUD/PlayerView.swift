//  PlayerView.swift — FlipbookPlayer
//  Draws the player's state: header, device, HUD, key hints, help, the too-small message.

import Foundation
import FlipbookKit
import FlipbookRender

/// The previewer's frame, drawn from a player's state (what SCREEN.md sketches).
struct PlayerView {
    let player: Player

    // The HUD's palette.
    static let ink = Color(white: 0.85)
    static let dim = Color(white: 0.55)
    static let accent = Color(sRGBRed: 0.35, green: 0.65, blue: 1)
    static let warning = Color(sRGBRed: 1, green: 0.6, blue: 0.2)
    static let frameColor = Color(white: 0.4)
    static let background = Color(white: 0.08)

    func draw(into cells: inout CellBuffer) {
        let r = player.renderer
        let bg = r.terminalColor(Self.background)
        cells.fill(Cell(" ", foreground: r.terminalColor(Self.ink), background: bg))
        let layout = PlayerLayout(columns: player.columns, rows: player.rows,
                                  scene: player.scene.window.bounds.size, blitter: r.blitter)
        if layout.isTooSmall {
            drawTooSmall(into: &cells, layout: layout)
            return
        }
        drawHeader(into: &cells)
        drawDevice(into: &cells, layout: layout)
        if layout.hud.isEmpty {
            if let row = layout.statusRow { write(statusLine(), at: 1, row, into: &cells, color: Self.ink) }
        } else {
            drawHUD(into: &cells, layout: layout)
        }
        drawHints(into: &cells)
        if player.showsHelp { drawHelp(into: &cells) }
    }

    // MARK: Parts

    private func drawTooSmall(into cells: inout CellBuffer, layout: PlayerLayout) {
        // Short lines, so the message fits however small the terminal is.
        let lines = [
            "Flipbook needs a terminal",
            "of at least \(Player.minimumSize.columns)×\(Player.minimumSize.rows) cells;",
            "this one is \(layout.columns)×\(layout.rows).",
            "Enlarge it, or q to quit.",
        ]
        let top = max((layout.rows - lines.count) / 2, 0)
        for (i, line) in lines.enumerated() {
            let x = max((layout.columns - line.count) / 2, 0)
            write(line, at: x, top + i, into: &cells, color: Self.ink)
        }
    }

    private func drawHeader(into cells: inout CellBuffer) {
        let demo = player.demo
        let left = " Flipbook  \(demo.name) — \(demo.summary) (seed \(demo.seed))"
        let speed = player.speed == 1 ? "×1" : String(format: "×%g", player.speed)
        let right = "\(Self.blitterName(player.renderer.blitter)) · \(Self.colorName(player.renderer.colorMode)) · \(speed)   ? help "
        let room = max(player.columns - right.count - 1, 0)
        let shown = left.count > room ? String(left.prefix(max(room - 1, 0))) + "…" : left
        write(shown, at: 0, 0, into: &cells, color: Self.ink, attributes: .bold)
        write(right, at: max(player.columns - right.count, 0), 0, into: &cells, color: Self.dim)
    }

    private func drawDevice(into cells: inout CellBuffer, layout: PlayerLayout) {
        let d = layout.device
        guard !d.isEmpty else { return }
        let frame = player.renderer.terminalColor(Self.frameColor)
        let bg = player.renderer.terminalColor(Self.background)
        func put(_ s: Unicode.Scalar, _ x: Int, _ y: Int) {
            guard x >= 0, y >= 0, x < cells.width, y < cells.height else { return }
            cells[x, y] = Cell(s, foreground: frame, background: bg)
        }
        put("┌", d.column - 1, d.row - 1); put("┐", d.maxColumn, d.row - 1)
        put("└", d.column - 1, d.maxRow); put("┘", d.maxColumn, d.maxRow)
        for x in d.column..<d.maxColumn { put("─", x, d.row - 1); put("─", x, d.maxRow) }
        for y in d.row..<d.maxRow { put("│", d.column - 1, y); put("│", d.maxColumn, y) }
        player.scene.window.layoutIfNeeded()
        player.renderer.render(player.scene.window.displayList(), into: &cells, area: d, background: .black)
    }

    private func drawHUD(into cells: inout CellBuffer, layout: PlayerLayout) {
        let hud = layout.hud
        var y = hud.row
        let x = hud.column
        let width = hud.columns
        let window = player.scene.window
        let transition = window.activeTransition
        let take = player.take

        // Transition and UIKit state.
        var what = "none — ⏎ \(player.scene.primaryActionName)"
        if let take {
            what = "\(take.kind) · \(take.animatorName)" + (take.style.map { " · modal \($0)" } ?? "")
        }
        writeField("Transition", what, x, y, width, into: &cells); y += 1
        var state = "\(player.mode.rawValue)"
        if let take { state += String(format: " · %.0f%%", take.fraction(at: player.sceneTime) * 100) }
        if let transition {
            state += "  isInteractive \(yes(transition.isInteractive))  transitionWasCancelled \(yes(transition.transitionWasCancelled))"
        } else if let animator = window.propertyAnimators.first(where: { $0.state != .inactive }) {
            state += "  state .\(animator.state)  isRunning \(yes(animator.isRunning))  isReversed \(yes(animator.isReversed))"
        }
        writeField("State", state, x, y, width, into: &cells); y += 2

        // Timeline.
        if let bar = layout.timelineBar, let line = layout.timeline {
            let length = take?.length ?? 0
            let fraction = take?.fraction(at: player.sceneTime) ?? 0
            write(String(format: "%5.3fs", 0.0), at: line.column, line.row, into: &cells, color: Self.dim)
            write(String(format: "%5.3fs", length), at: bar.maxColumn + 1, line.row, into: &cells, color: Self.dim)
            let head = bar.columns > 1 ? Int((fraction * Double(bar.columns - 1)).rounded()) : 0
            for i in 0..<bar.columns {
                let glyph: Character = i == head && take != nil ? "●" : (i < head ? "━" : "─")
                write(String(glyph), at: bar.column + i, line.row, into: &cells, color: i <= head ? Self.accent : Self.dim)
            }
            y = line.row + 2
        }

        // Curve and lanes.
        let inventory = AnimationInventory(window: window, takeStart: take?.start ?? player.sceneTime)
        if let curve = inventory.curve {
            writeField("Curve", curve.name, x, y, width, into: &cells); y += 1
            y = drawCurve(curve, x: x + 1, y: y, columns: min(24, width - 2), rows: 4,
                          at: take?.fraction(at: player.sceneTime) ?? 0, into: &cells) + 1
        }
        if !inventory.lanes.isEmpty, y < hud.maxRow - 4 {
            write("Lanes", at: x, y, into: &cells, color: Self.dim); y += 1
            let titleWidth = min(26, width / 2)
            let barWidth = max(width - titleWidth - 2, 4)
            let span = max(take?.length ?? inventory.lanes.map { $0.delay + $0.duration }.max() ?? 1, 0.001)
            for lane in inventory.lanes.prefix(max(hud.maxRow - y - 4, 0)) {
                write(String(lane.title.prefix(titleWidth)), at: x + 1, y, into: &cells, color: Self.ink)
                let from = Int((lane.delay / span * Double(barWidth)).rounded())
                let to = max(Int(((lane.delay + lane.duration) / span * Double(barWidth)).rounded()), from + 1)
                for i in max(from, 0)..<min(to, barWidth) {
                    write("█", at: x + titleWidth + 2 + i, y, into: &cells, color: Self.accent)
                }
                y += 1
            }
            y += 1
        }

        // Diagnostics.
        if y < hud.maxRow {
            write("Diagnostics", at: x, y, into: &cells, color: Self.dim); y += 1
            let messages = window.clock.diagnostics.suffix(3)
            if messages.isEmpty {
                write(" none", at: x, y, into: &cells, color: Self.dim)
            }
            for message in messages.reversed() where y < hud.maxRow {
                for line in TextLayout.layout(message, width: max(width - 1, 1), maxLines: 3) where y < hud.maxRow {
                    write(String(String.UnicodeScalarView(line.scalars)), at: x + 1, y, into: &cells, color: Self.warning)
                    y += 1
                }
            }
        }
    }

    /// Plots the curve in braille: x across, progress up; a dot marks the current point.
    private func drawCurve(_ curve: AnimationCurve, x: Int, y: Int, columns: Int, rows: Int, at fraction: Double,
                           into cells: inout CellBuffer) -> Int {
        guard columns > 1, rows > 0, curve.value(at: 0) != nil else { return y }
        let dotsX = columns * 2, dotsY = rows * 4
        var grid = [UInt8](repeating: 0, count: columns * rows)
        // Expected: Unicode braille dot bits — left column 0x01 0x02 0x04 0x40, right 0x08 0x10 0x20 0x80.
        let bits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]
        func plot(_ dx: Int, _ v: Double) {
            let dy = Int(((1 - min(max(v, -0.2), 1.2)) / 1.0 * Double(dotsY - 1)).rounded())
            guard dx >= 0, dx < dotsX, dy >= 0, dy < dotsY else { return }
            grid[(dy / 4) * columns + dx / 2] |= bits[dx % 2][dy % 4]
        }
        for dx in 0..<dotsX {
            if let v = curve.value(at: Double(dx) / Double(dotsX - 1)) { plot(dx, v) }
        }
        for row in 0..<rows {
            for column in 0..<columns {
                let scalar = Unicode.Scalar(0x2800 + UInt32(grid[row * columns + column]))!
                write(String(Character(scalar)), at: x + column, y + row, into: &cells, color: Self.dim)
            }
        }
        // The current point.
        let px = Int((fraction * Double(columns - 1)).rounded())
        if let v = curve.value(at: fraction) {
            let py = Int(((1 - min(max(v, 0), 1)) * Double(rows - 1)).rounded())
            write("●", at: x + px, y + py, into: &cells, color: Self.accent)
        }
        return y + rows
    }

    private func statusLine() -> String {
        guard let take = player.take else { return "\(player.mode.rawValue) · ⏎ \(player.scene.primaryActionName)" }
        return String(format: "%@ · %@ · %@ · %.0f%% of %.3fs", player.mode.rawValue, take.kind, take.animatorName,
                      take.fraction(at: player.sceneTime) * 100, take.length)
    }

    private func drawHints(into cells: inout CellBuffer) {
        let hints: String
        switch player.mode {
        case .live:
            let back = player.scene.backAction == nil ? "" : "   esc \(player.scene.backActionName)"
            let select = player.scene.moveSelection == nil ? "" : "   ←↑→↓ select"
            hints = " ⏎ \(player.scene.primaryActionName)\(back)\(select)   ␣ pause/scrub   i interactive   r reverse   [/] speed   l loop   n/p demo   q quit"
        case .scrub:
            hints = " ←/→ scrub 1%   ⇧←/→ 10%   ,/. frame   home/end   ␣ play   l loop   [/] speed   q quit"
        case .interactive:
            hints = " ⏎ start / let go   ←/→ drag 1%   ⇧←/→ 10% (flick)   i leave interactive   r reverse   q quit"
        }
        write(hints, at: 0, player.rows - 1, into: &cells, color: Self.dim)
    }

    private func drawHelp(into cells: inout CellBuffer) {
        let lines = [
            "Keys",
            "⏎        tap the selection / present / push (interactive: start, let go)",
            "esc ⌫    dismiss / pop",
            "↑↓←→     move the selection; scrub when paused; drag when interactive",
            "⇧←/→     10 % steps (PgUp/PgDn too)      home/end  start/end",
            ", .      one frame back / forward       ␣  pause and scrub / play",
            "i        interactive mode               r  reverse",
            "[ ]      slower / faster (×0.1 … ×4)    l  loop the last transition",
            "n p tab  next / previous demo           1…9  pick a demo",
            "b        blitter                        c  colour mode",
            "mouse    click the device to tap; click or drag the timeline to scrub",
            "?        close this help                q  quit",
        ]
        let width = min((lines.map(\.count).max() ?? 0) + 4, player.columns - 2)
        let height = min(lines.count + 2, player.rows - 2)
        let left = max((player.columns - width) / 2, 0), top = max((player.rows - height) / 2, 0)
        let bg = player.renderer.terminalColor(Color(white: 0.16))
        for row in top..<(top + height) {
            for column in left..<(left + width) where column < cells.width && row < cells.height {
                cells[column, row] = Cell(" ", background: bg)
            }
        }
        for (i, line) in lines.enumerated() where i + 1 < height {
            write(line, at: left + 2, top + 1 + i, into: &cells, color: i == 0 ? Self.accent : Self.ink,
                  background: Color(white: 0.16), attributes: i == 0 ? .bold : [])
        }
    }

    // MARK: Writing

    private func writeField(_ label: String, _ value: String, _ x: Int, _ y: Int, _ width: Int, into cells: inout CellBuffer) {
        write(label, at: x, y, into: &cells, color: Self.dim)
        write(String(value.prefix(max(width - 12, 0))), at: x + 12, y, into: &cells, color: Self.ink)
    }

    private func write(_ text: String, at x: Int, _ y: Int, into cells: inout CellBuffer, color: Color,
                       background: Color = PlayerView.background, attributes: CellAttributes = []) {
        let r = player.renderer
        cells.write(text, x: x, y: y, foreground: r.terminalColor(color), background: r.terminalColor(background),
                    attributes: r.colorMode == .none ? [] : attributes)
    }

    private func yes(_ flag: Bool) -> String { flag ? "yes" : "no" }

    static func blitterName(_ kind: BlitterKind) -> String {
        switch kind {
        case .halfBlock: return "half-block"
        case .quadrant: return "quadrants"
        case .braille: return "braille"
        case .ascii: return "ascii"
        }
    }

    static func colorName(_ mode: ColorMode) -> String {
        switch mode {
        case .trueColor: return "24-bit"
        case .palette256: return "256 colours"
        case .palette16: return "16 colours"
        case .none: return "no colour"
        }
    }
}
