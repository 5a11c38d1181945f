//  ComparisonView.swift — FlipbookPlayer
//  Draws a comparison: header, the two devices, a HUD of both takes on one playhead, key hints.

import Foundation
import FlipbookKit
import FlipbookRender

/// What a comparison's frame keeps from one render to the next.
final class ComparisonViewCache {
    typealias Memo = PlayerViewCache.Memo
    /// Each pane's display list, its storage reused.
    var displayLists = [DisplayList(size: .zero), DisplayList(size: .zero)]
    var header = Memo<HeaderKey, (left: String, right: String)>()
    var sides = Memo<SidesKey, [String]>()
    var transitions = Memo<TransitionsKey, [String]>()
    var stateLine = Memo<StateKey, HUDLine.Fitted>()
    var spanLength = Memo<Double, String>()
    var curves = Memo<CurvesKey, Curves?>()
    var pairs = Memo<PairsKey, [LanePair]>()
    var differences = Memo<DifferencesKey, [String]>()
    var diagnostics = Memo<DiagnosticsKey, [String]>()
    var hints = Memo<HintsKey, String>()

    struct HeaderKey: Equatable {
        var a: String, b: String, speed: Double, blitter: BlitterKind, colorMode: ColorMode, colorDowngrade: ColorDowngrade?
        var glyphs: GlyphSet, columns: Int
    }
    struct SidesKey: Equatable {
        var a: ParameterValues, b: ParameterValues, aDemo: String, bDemo: String, width: Int
    }
    struct TransitionsKey: Equatable {
        var a: Take?
        var b: Take?
        var aAction: String, bAction: String, width: Int, glyphs: GlyphSet
    }
    struct StateKey: Equatable {
        var mode: Player.Mode, span: Take?, width: Int, glyphs: GlyphSet
    }
    struct CurvesKey: Equatable {
        var a: AnimationPacing?
        var b: AnimationPacing?
        var aTake: Take?
        var bTake: Take?
        var aPhysics: PhysicsTrajectory?
        var bPhysics: PhysicsTrajectory?
        var columns: Int, rows: Int, set: GlyphSet, palette: PlayerViewCache.Palette
    }
    /// Both curves on one span and one range, as cells coloured by whose dots they hold.
    struct Curves {
        var a: CurvePlot?
        var b: CurvePlot?
        var cells: CellBuffer
        var labels: (high: String, low: String)
        var names: [String]
    }
    struct PairsKey: Equatable {
        var a: [AnimationLane], b: [AnimationLane], titleWidth: Int
    }
    /// A row of the lanes: the lane in A, its partner in B (same view and key path), either may be missing.
    struct LanePair {
        var title: String
        var a: Int?
        var b: Int?
    }
    struct DifferencesKey: Equatable {
        var differences: [LaneDifference], unshared: LaneDifference.Unshared?, width: Int, glyphs: GlyphSet
    }
    struct DiagnosticsKey: Equatable {
        var a: Int, b: Int, width: Int
    }
    struct HintsKey: Equatable {
        var paused: Bool, scripted: Bool, columns: Int, glyphs: GlyphSet
    }
}

/// A comparison's frame, drawn from its two players' state.
struct ComparisonView {
    let comparison: Comparison
    let cache: ComparisonViewCache
    /// The previewer's view of each player: its palette, its writing (A's, clipped to the HUD's
    /// rectangle while the HUD draws), its lanes' inventory.
    var views: Sides<PlayerView>
    let palette: PlayerViewCache.Palette
    let glyphs: HUDGlyphs

    init(comparison: Comparison, cache: ComparisonViewCache) {
        self.comparison = comparison
        self.cache = cache
        views = Sides(PlayerView(player: comparison.a, cache: comparison.a.viewCache),
                      PlayerView(player: comparison.b, cache: comparison.b.viewCache))
        palette = views.a.palette
        glyphs = views.a.glyphs
    }

    private var a: Player { comparison.a }
    private var b: Player { comparison.b }
    private func player(_ side: Int) -> Player { side == 0 ? a : b }
    /// Each side's colour: A the accent, B the warning colour; where both are, the ink.
    private func sideColor(_ side: Int) -> TerminalColor { side == 0 ? palette.accent : palette.warning }
    /// What a missing value shows.
    private var none: String { glyphs.set == .ascii ? "-" : "—" }
    /// Where the writing may land: the HUD's rectangle while the HUD draws (nil: anywhere).
    private var clip: CellRect? { views.a.clip }

    func draw(into cells: inout CellBuffer) {
        let layout = ComparisonLayout(columns: comparison.columns, rows: comparison.rows, scene: a.scene.window.bounds.size,
                                      blitter: a.renderer.blitter, showsHUD: comparison.showsHUD)
        let blank = Cell(" ", foreground: palette.ink, background: palette.background)
        cells.fill(blank)
        defer { if glyphs.set == .ascii { HUDGlyphs.foldToASCII(&cells) } }
        if layout.isTooSmall {
            let lines = PlayerView.tooSmallMessage(columns: layout.columns, rows: layout.rows, times: glyphs.times)
            let top = max((layout.rows - lines.count) / 2, 0)
            for (i, line) in lines.enumerated() { write(line, at: max((layout.columns - line.count) / 2, 0), top + i, into: &cells) }
            return
        }
        for i in 0..<2 { drawDevice(i, layout.panes[i], into: &cells) }
        if comparison.showsHUD {
            drawHeader(into: &cells)
            if layout.hud.isEmpty {
                if let row = layout.statusRow { drawStatusLine(at: row, into: &cells) }
            } else {
                var hud = self
                hud.views.a.clip = layout.hud
                hud.drawHUD(layout, into: &cells)
            }
            drawHints(into: &cells)
        }
        if comparison.showsHelp { drawHelp(into: &cells) }
    }

    // MARK: Devices

    /// A device in its frame, "A" or "B" in the top edge, the scene drawn by its own player's renderer.
    private func drawDevice(_ i: Int, _ pane: ComparisonLayout.Pane, into cells: inout CellBuffer) {
        let d = pane.device
        guard !d.isEmpty else { return }
        let player = i == 0 ? a : b
        let g = glyphs, frame = palette.frame, bg = palette.background
        func put(_ s: Unicode.Scalar, _ x: Int, _ y: Int, _ color: TerminalColor = frame) {
            guard x >= 0, y >= 0, x < cells.width, y < cells.height else { return }
            cells[x, y] = Cell(s, foreground: color, background: bg)
        }
        put(g.topLeft, d.column - 1, d.row - 1); put(g.topRight, d.maxColumn, d.row - 1)
        put(g.bottomLeft, d.column - 1, d.maxRow); put(g.bottomRight, d.maxColumn, d.maxRow)
        for x in d.column..<d.maxColumn { put(g.horizontal, x, d.row - 1); put(g.horizontal, x, d.maxRow) }
        for y in d.row..<d.maxRow { put(g.vertical, d.column - 1, y); put(g.vertical, d.maxColumn, y) }
        if d.columns >= 3 { put(i == 0 ? "A" : "B", d.column + 1, d.row - 1, sideColor(i)) }
        player.scene.window.makeCurrent()
        player.scene.window.displayList(into: &cache.displayLists[i], visibleRect: pane.viewport.visibleSceneRect)
        player.renderer.render(cache.displayLists[i], in: pane.viewport, into: &cells, background: .black)
    }

    // MARK: Header and hints

    private func drawHeader(into cells: inout CellBuffer) {
        let columns = comparison.columns
        let key = ComparisonViewCache.HeaderKey(a: a.demo.name, b: b.demo.name, speed: a.speed, blitter: a.renderer.blitter,
                                                colorMode: a.renderer.colorMode, colorDowngrade: a.colorDowngrade,
                                                glyphs: glyphs.set, columns: columns)
        let header = cache.header(key) {
            let g = glyphs
            let what = key.a == key.b ? "\(key.a) under two sets of values" : "\(key.a) and \(key.b)"
            let left = " Flipbook compare  \(what)"
            let right = PlayerView.headerRight(blitter: a.renderer.blitter, colorMode: a.renderer.colorMode,
                                               downgrade: a.colorDowngrade, speed: a.speed, glyphs: g,
                                               columns: columns, keeping: " Flipbook compare  \(key.a)".count)
            let room = max(columns - right.count - 1, 0)
            return (left.count > room ? String(left.prefix(max(room - 1, 0))) + g.ellipsis : left, right)
        }
        write(header.left, at: 0, 0, into: &cells, attributes: .bold)
        write(header.right, at: max(columns - header.right.count, 0), 0, into: &cells, color: palette.dim)
    }

    /// The keys a comparison takes, the least used dropped first where the width is short.
    static func hints(paused: Bool, scripted: Bool, glyphs g: HUDGlyphs) -> [String] {
        // A script has the other keys (`flipbook play`): the pacer takes space and q.
        if scripted { return ["\(g.space) \(paused ? "play" : "pause")", "q quit"] }
        return ["\(g.space) \(paused ? "play" : "pause")", "\(g.leftRight) scrub", "q quit", "\(g.enter) act", "l loop",
         "Home/End", ",/. frame", "[ ] speed", "i interactive", "h HUD", "? help"]
    }

    private func drawHints(into cells: inout CellBuffer) {
        let key = ComparisonViewCache.HintsKey(paused: comparison.isPaused, scripted: a.isScripted, columns: comparison.columns,
                                               glyphs: glyphs.set)
        let g = glyphs
        let text = cache.hints(key) {
            var kept: [String] = []
            let all = Self.hints(paused: key.paused, scripted: key.scripted, glyphs: g)
            for hint in all where (kept + [hint]).joined(separator: "   ").count <= key.columns - 2 { kept.append(hint) }
            return kept.joined(separator: "   ")
        }
        write(text, at: 1, comparison.rows - 1, into: &cells, color: palette.dim)
    }

    /// The help card: what each key does in a comparison.
    static func help(glyphs g: HUDGlyphs) -> [String] {
        ["Flipbook compare — keys",
         "\(g.space)         pause / play both",
         "\(g.leftRight)       scrub the shared playhead 1% (\(g.shiftLeftRight) 10%)",
         ", .       a frame back / on",
         "Home End  the span's start / end",
         "l         loop the span",
         "[ ]       slower / faster",
         "\(g.enter)         present / push in both (\(g.arrow) Esc: back)",
         "i         interactive: transitions start under the hand",
         "r         reverse the property animators",
         "mouse     a press on either device touches both",
         "b c       blitter, colours",
         "h         hide the HUD",
         "q         quit"]
    }

    private func drawHelp(into cells: inout CellBuffer) {
        let lines = Self.help(glyphs: glyphs)
        let columns = comparison.columns, rows = comparison.rows
        let width = min((lines.map(\.count).max() ?? 0) + 4, columns - 2)
        let height = min(lines.count + 2, rows - 2)
        let left = max((columns - width) / 2, 0), top = max((rows - height) / 2, 0)
        for row in top..<(top + height) {
            for column in left..<(left + width) where column < cells.width && row < cells.height {
                cells[column, row] = Cell(" ", background: palette.helpBackground)
            }
        }
        for (i, line) in lines.enumerated() where i + 1 < height {
            cells.write(String(line.prefix(max(width - 4, 0))), x: left + 2, y: top + 1 + i, foreground: i == 0 ? palette.accent : palette.ink,
                        background: palette.helpBackground, attributes: i == 0 && a.renderer.colorMode != .none ? .bold : [])
        }
    }

    // MARK: HUD

    /// The shared span as a take (for the state line's fields and the timeline).
    private var spanTake: Take? {
        guard let span = comparison.span, let kind = a.take?.kind ?? b.take?.kind else { return nil }
        return Take(start: span.start, length: max(span.end - span.start, Player.frameDuration), kind: kind, animatorName: "", style: nil)
    }

    private func drawHUD(_ layout: ComparisonLayout, into cells: inout CellBuffer) {
        let hud = layout.hud
        let x = hud.column, width = hud.columns, valueWidth = max(width - 12, 0)
        // A and B: each side's demo and values, in its colour.
        let sides = cache.sides(.init(a: a.parameterValues, b: b.parameterValues, aDemo: a.demo.name, bDemo: b.demo.name,
                                      width: valueWidth)) {
            [a, b].map { player in
                // Every value, changed or not: the two sides are read against each other.
                let values = player.parameterValues
                let list = values.parameters.indices.map { "\(values.parameters[$0].name) \(values.text(of: $0))" }
                let text = "\(player.demo.name)\(glyphs.dash)\(list.isEmpty ? "no parameters" : list.joined(separator: ", "))"
                return text.count > valueWidth ? String(text.prefix(max(valueWidth - 1, 0))) + glyphs.ellipsis : text
            }
        }
        for i in 0..<2 {
            writeLabel(i == 0 ? "A" : "B", x, hud.row + i, into: &cells)
            write(sides[i], at: x + 12, hud.row + i, into: &cells, color: sideColor(i))
        }
        var y = hud.row + 3
        let transitions = cache.transitions(.init(a: a.take, b: b.take, aAction: a.scene.primaryActionName,
                                                  bAction: b.scene.primaryActionName, width: valueWidth, glyphs: glyphs.set)) {
            func fitted(_ player: Player, width: Int) -> String {
                HUDLines.transition(take: player.take, primaryActionName: player.scene.primaryActionName, glyphs: glyphs)
                    .fitted(width: max(width, 0), ellipsis: glyphs.ellipsis).text
            }
            let lines = [fitted(a, width: valueWidth - 2), fitted(b, width: valueWidth - 2)]
            if lines[0] == lines[1] { return [lines[0]] }
            // Both whole when they fit with the gap between them; else each fitted to its half of
            // the row (the less important fields given up first), so neither runs into the other.
            let gap = Self.transitionGap
            if lines[0].count + lines[1].count + 4 + gap <= valueWidth { return ["A " + lines[0], "B " + lines[1]] }
            let half = (valueWidth - gap) / 2
            return ["A " + fitted(a, width: half - 2), "B " + fitted(b, width: valueWidth - gap - half - 2)]
        }
        writeLabel("Transition", x, y, into: &cells)
        write(transitions[0], at: x + 12, y, into: &cells)
        // B's at the right end of the row: at least `transitionGap` columns after A's.
        if transitions.count > 1 { write(transitions[1], at: x + width - transitions[1].count, y, into: &cells) }
        y += 1
        // The shared playhead: the mode, and where it is on the span.
        let take = spanTake
        writeLabel("State", x, y, into: &cells)
        let state = cache.stateLine(.init(mode: a.mode, span: take, width: valueWidth, glyphs: glyphs.set)) {
            HUDLines.state(mode: a.mode, take: take, flags: .none, glyphs: glyphs).fitted(width: valueWidth, ellipsis: glyphs.ellipsis)
        }
        var line = FieldWriter(column: x + 12, row: y, budget: valueWidth, color: palette.ink, background: palette.background, clip: clip)
        line.write(state, playhead: take.map { HUDLines.Playhead(fraction: comparison.fraction, length: $0.length) },
                   from: HUDLines.percentField, into: &cells)
        y += 1
        // Each side's own progress, as UIKit reads it (a transition's percentComplete, an animator's fractionComplete).
        writeLabel("Progress", x, y, into: &cells)
        var progress = FieldWriter(column: x + 12, row: y, budget: valueWidth, color: palette.accent, background: palette.background,
                                   clip: clip)
        for i in 0..<2 {
            let player = player(i)
            progress = FieldWriter(column: progress.column, row: y, budget: progress.budget, color: sideColor(i), background: palette.background,
                                   clip: clip)
            progress.write(i == 0 ? "A " : "   B ", into: &cells)
            if player.take == nil {
                progress.write(none, into: &cells)
            } else {
                progress.write(String(Int(saturating: player.takeFraction * 100, rounding: .toNearestOrAwayFromZero)), into: &cells)
                progress.write("%", into: &cells)
            }
        }
        if let bar = layout.timelineBar, let timeline = layout.timeline {
            drawTimeline(bar: bar, line: timeline, length: take?.length ?? 0, into: &cells)
            y = timeline.row + 2
        }
        let titleWidth = min(26, width / 2)
        let differences = comparison.laneDifferences, unshared = comparison.unsharedLanes
        let differenceRows = Self.differenceLineCount(differences, unshared: unshared) + 2
        let spareRows = hud.maxRow - y - 2 - differenceRows - 4
        func entry(_ i: Int) -> PlayerViewCache.InventoryEntry {
            let player = player(i)
            player.scene.window.makeCurrent()
            return views[i].inventory(of: player.scene.window, takeStart: player.take?.start ?? player.sceneTime,
                                      titleWidth: titleWidth) { lanes in
                CurvePlot.size(width: width, spareRows: spareRows - (lanes == 0 ? 0 : 2 + min(lanes, 6)))
            }
        }
        let entries = Sides(entry(0), entry(1))
        y = drawCurves(entries, in: hud, from: y, into: &cells)
        y = drawLanes(entries, in: hud, from: y, reserving: differenceRows + 4, into: &cells)
        y = drawDifferences(differences, unshared: unshared, in: hud, from: y, into: &cells)
        drawDiagnostics(in: hud, from: y, into: &cells)
    }

    /// "0.000s ━━━━●──── 0.700s": the shared playhead on the span.
    private func drawTimeline(bar: CellRect, line: CellRect, length: Double, into cells: inout CellBuffer) {
        let g = glyphs
        write("0.000s", at: line.column, line.row, into: &cells, color: palette.dim)
        write(cache.spanLength(length) { String(format: "%5.3fs", length) }, at: bar.maxColumn + 1, line.row, into: &cells, color: palette.dim)
        let hasSpan = comparison.span != nil
        let head = bar.columns > 1 ? Int(saturating: comparison.fraction * Double(bar.columns - 1), rounding: .toNearestOrAwayFromZero) : 0
        for i in 0..<bar.columns {
            let glyph = i == head && hasSpan ? g.playhead : (i < head ? g.played : g.unplayed)
            put(glyph, at: bar.column + i, line.row, into: &cells, color: i <= head ? palette.accent : palette.dim)
        }
    }

    /// Both takes' curves over the span, to one scale: A's dots in the accent, B's in the warning
    /// colour, cells holding both in the ink; the dot of each side's point now. Returns the row below.
    private func drawCurves(_ entries: Sides<PlayerViewCache.InventoryEntry>, in hud: CellRect, from top: Int,
                            into cells: inout CellBuffer) -> Int {
        guard let size = (entries.a.curve ?? entries.b.curve).map({ ($0.columns, $0.rows) }) else { return top }
        let span = comparison.span
        let key = ComparisonViewCache.CurvesKey(
            a: entries[0].inventory.pacing, b: entries[1].inventory.pacing, aTake: a.take, bTake: b.take,
            aPhysics: entries[0].curve?.trajectory, bPhysics: entries[1].curve?.trajectory,
            columns: size.0, rows: size.1, set: glyphs.set, palette: palette)
        let g = glyphs
        let made = cache.curves(key) { () -> ComparisonViewCache.Curves? in
            // Each curve's own time, placed on the span: its take's start and length within it.
            func plot(_ i: Int, range: (low: Double, high: Double)?) -> CurvePlot? {
                let player = i == 0 ? a : b
                guard let pacing = entries[i].inventory.pacing, let take = player.take, let span else { return nil }
                let length = max(span.end - span.start, 1e-9)
                let window = ((take.start - span.start) / length, length / max(take.length, 1e-9))
                let curve = CurvePlot(pacing: pacing, trajectory: entries[i].curve?.trajectory, columns: size.0, rows: size.1,
                                      timeWindow: window, range: range)
                return curve.glyphs.isEmpty ? nil : curve
            }
            let own = [plot(0, range: nil), plot(1, range: nil)]
            let known = own.compactMap { $0 }
            guard let low = known.map(\.low).min(), let high = known.map(\.high).max() else { return nil }
            let both = [plot(0, range: (low, high)), plot(1, range: (low, high))]
            var block = CellBuffer(width: size.0, height: size.1)
            for row in 0..<size.1 {
                for column in 0..<size.0 {
                    let k = row * size.0 + column
                    let bits = both.map { $0.map { $0.glyphs[k].value - 0x2800 } ?? 0 }
                    let color = bits[0] != 0 && bits[1] != 0 ? palette.ink : bits[0] != 0 ? palette.accent
                        : bits[1] != 0 ? palette.warning : palette.dim
                    block[column, row] = Cell(g.curveCell(Unicode.Scalar(0x2800 + (bits[0] | bits[1]))!), foreground: color,
                                              background: palette.background)
                }
            }
            let names = [a, b].indices.compactMap { i in
                entries[i].inventory.pacing.map { String(((i == 0 ? "A " : "B ") + $0.name).prefix(max(hud.columns - 12, 0))) }
            }
            return .init(a: both[0], b: both[1], cells: block, labels: (CurvePlot.label(high), CurvePlot.label(low)), names: names)
        }
        guard let made else { return top }
        let x = hud.column
        var y = top
        writeLabel("Curves", x, y, into: &cells)
        for name in made.names {
            write(name, at: x + 12, y, into: &cells, color: sideColor(name.hasPrefix("A") ? 0 : 1))
            y += 1
        }
        if let clip { cells.copy(made.cells, toX: x + 1, y: y, clip: clip) } else { cells.copy(made.cells, toX: x + 1, y: y) }
        write(made.labels.high, at: x + 1 + size.0 + 1, y, into: &cells, color: palette.dim)
        if size.1 > 1 { write(made.labels.low, at: x + 1 + size.0 + 1, y + size.1 - 1, into: &cells, color: palette.dim) }
        for i in 0..<2 {
            if let curve = i == 0 ? made.a : made.b, let point = curve.point(at: comparison.fraction) {
                put(glyphs.curvePoint, at: x + 1 + point.column, y + point.row, into: &cells, color: sideColor(i))
            }
        }
        return y + size.1 + 1
    }

    /// A row per lane either side animates, paired by view and key path: the value now in A and
    /// in B and how far apart they are. Returns the row below.
    private func drawLanes(_ entries: Sides<PlayerViewCache.InventoryEntry>, in hud: CellRect, from top: Int, reserving: Int,
                           into cells: inout CellBuffer) -> Int {
        let titleWidth = entries[0].titleWidth
        let pairs = cache.pairs(.init(a: entries[0].inventory.lanes, b: entries[1].inventory.lanes, titleWidth: titleWidth)) {
            let left = entries[0].inventory.lanes, right = entries[1].inventory.lanes
            var pairs = left.indices.map { i in
                ComparisonViewCache.LanePair(title: entries[0].titles[i],
                                             a: i, b: right.firstIndex { $0.view == left[i].view && $0.keyPath == left[i].keyPath })
            }
            for j in right.indices where !pairs.contains(where: { $0.b == j }) {
                pairs.append(.init(title: entries[1].titles[j], a: nil, b: j))
            }
            return pairs
        }
        let x = hud.column
        var y = top
        guard !pairs.isEmpty, y < hud.maxRow - reserving else { return y }
        writeLabel("Lanes", x, y, into: &cells); y += 1
        let time = comparison.sceneTime
        for pair in pairs.prefix(max(hud.maxRow - reserving - y, 0)) {
            write(pair.title, at: x + 1, y, into: &cells)
            var w = FieldWriter(column: x + titleWidth + 3, row: y, budget: max(hud.columns - titleWidth - 3, 0), color: palette.ink,
                                background: palette.background, clip: clip)
            var now = Sides<Double?>(nil, nil)
            // Both sides read in A's component, so the numbers compare.
            let component = pair.a.flatMap { entries[0].laneLabels[$0].component } ?? pair.b.flatMap { entries[1].laneLabels[$0].component }
            guard component != nil else {
                // An animation to the value it starts from on both sides, or a transition (no value).
                w = FieldWriter(column: w.column, row: y, budget: w.budget, color: palette.dim, background: palette.background, clip: clip)
                w.write(pair.a.map { entries[0].laneLabels[$0].text } ?? pair.b.map { entries[1].laneLabels[$0].text } ?? "", into: &cells)
                y += 1
                continue
            }
            for side in 0..<2 {
                let lane = side == 0 ? pair.a : pair.b
                w = FieldWriter(column: w.column, row: y, budget: w.budget, color: sideColor(side), background: palette.background, clip: clip)
                w.write(side == 0 ? "A " : "  B ", into: &cells)
                // Once the take is over (its lanes kept on screen), where each lane ended.
                let entry = entries[side]
                guard let lane, let component,
                      let value = entry.isKept ? entry.inventory.lanes[lane].to : entry.inventory.value(ofLane: lane, at: time) else {
                    w.write(lane == nil ? "none" : none, into: &cells)
                    continue
                }
                now[side] = value[component]
                // Each number whole or not at all: a cut one would read as another value.
                let number = HUDNumber(value[component])
                if w.budget >= number.count { w.write(number, into: &cells) }
            }
            if let l = now.a, let r = now.b {
                let difference = HUDNumber(r - l)
                if w.budget >= difference.count + 4 {
                    w = FieldWriter(column: w.column, row: y, budget: w.budget, color: palette.dim, background: palette.background, clip: clip)
                    w.write("  \u{0394} ", into: &cells)
                    w.write(difference, into: &cells)
                }
            }
            y += 1
        }
        return y + 1
    }

    /// "cardView position.y" over "Δ 37.2 pt at 0.183 s (A 412, B 374.8)": where the lanes part
    /// most, the two lanes that part most.
    static let differencesShown = 2

    /// The columns at least between A's transition and B's on the Transition row.
    static let transitionGap = 3

    /// The rows under "Differs most": two a difference shown; three when the sides share no lane
    /// (the words, then what A animates, then what B does); else one.
    static func differenceLineCount(_ differences: [LaneDifference], unshared: LaneDifference.Unshared?) -> Int {
        if let unshared { return unshared.a.isEmpty && unshared.b.isEmpty ? 1 : 3 }
        return max(min(differences.count, differencesShown) * 2, 1)
    }

    /// The lines under "Differs most", each cut to `width` with the ellipsis: the lanes that part
    /// most; with no lane in common, what each side animates ("no lane in common:", "A animates
    /// cardView position, transform", "B animates …"), as their values cannot be compared; else that
    /// the lanes both animate take the same values.
    static func differenceLines(_ differences: [LaneDifference], unshared: LaneDifference.Unshared?, width: Int,
                                glyphs: HUDGlyphs) -> [String] {
        func fitted(_ text: String) -> String {
            text.count > width ? String(text.prefix(max(width - 1, 0))) + glyphs.ellipsis : text
        }
        if let unshared {
            guard !unshared.a.isEmpty || !unshared.b.isEmpty else { return [fitted("neither side animates a lane")] }
            func animates(_ side: String, _ views: [String]) -> String {
                fitted("\(side) animates " + (views.isEmpty ? "no lane" : views.joined(separator: "; ")))
            }
            return [fitted("no lane in common:"), animates("A", unshared.a), animates("B", unshared.b)]
        }
        guard !differences.isEmpty else { return [fitted("the lanes both sides animate take the same values")] }
        return differences.prefix(differencesShown).flatMap { d in
            let unit = d.unit.isEmpty ? "" : " " + d.unit
            return ["\(d.view) \(d.property)", "  \u{0394} \(InspectedValue.number(d.largest))\(unit) at " + String(format: "%.3f s", d.time)
                + " (A \(InspectedValue.number(d.a)), B \(InspectedValue.number(d.b)))"].map(fitted)
        }
    }

    private func drawDifferences(_ differences: [LaneDifference], unshared: LaneDifference.Unshared?, in hud: CellRect, from top: Int,
                                 into cells: inout CellBuffer) -> Int {
        guard comparison.span != nil, top < hud.maxRow - 1 else { return top }
        let width = max(hud.columns - 1, 0)
        let lines = cache.differences(.init(differences: differences, unshared: unshared, width: width, glyphs: glyphs.set)) {
            Self.differenceLines(differences, unshared: unshared, width: width, glyphs: glyphs)
        }
        writeLabel("Differs most", hud.column, top, into: &cells)
        var y = top + 1
        for (i, line) in lines.enumerated() where y < hud.maxRow {
            // With no lane in common, what A animates in A's colour and what B does in B's.
            let color = unshared != nil ? (i == 1 ? sideColor(0) : i == 2 ? sideColor(1) : palette.dim)
                : differences.isEmpty ? palette.dim : palette.ink
            write(line, at: hud.column + 1, y, into: &cells, color: color)
            y += 1
        }
        return y + 1
    }

    /// UIKit's complaints on either side, the newest of each, marked A or B.
    private func drawDiagnostics(in hud: CellRect, from top: Int, into cells: inout CellBuffer) {
        guard top < hud.maxRow else { return }
        let messages = Sides(a.diagnostics, b.diagnostics)
        let width = max(hud.columns - 3, 1)
        let lines = cache.diagnostics(.init(a: messages[0].count, b: messages[1].count, width: width)) {
            (0..<2).flatMap { side in
                messages[side].suffix(1).flatMap { message in
                    TextLayout.layout(message, width: width, maxLines: 2).map { (side == 0 ? "A " : "B ") + String(String.UnicodeScalarView($0.scalars)) }
                }
            }
        }
        writeLabel("Diagnostics", hud.column, top, into: &cells)
        var y = top + 1
        if lines.isEmpty { write(" none", at: hud.column, y, into: &cells, color: palette.dim) }
        for line in lines where y < hud.maxRow {
            write(line, at: hud.column + 1, y, into: &cells, color: palette.warning)
            y += 1
        }
    }

    /// A narrow terminal's one line: "scrub · 40% of 0.700s   A 62%  B 48%".
    private func drawStatusLine(at row: Int, into cells: inout CellBuffer) {
        var w = FieldWriter(column: 1, row: row, budget: max(comparison.columns - 2, 0), color: palette.ink, background: palette.background)
        w.write(a.mode.rawValue, into: &cells)
        guard let take = spanTake else { return }
        w.write(glyphs.separator, into: &cells)
        w.write(String(HUDLines.Playhead(fraction: comparison.fraction, length: take.length).percent), into: &cells)
        w.write("% of ", into: &cells)
        w.write(cache.spanLength(take.length) { String(format: "%5.3fs", take.length) }, into: &cells)
        for i in 0..<2 where player(i).take != nil {
            let player = player(i)
            w = FieldWriter(column: w.column, row: row, budget: w.budget, color: sideColor(i), background: palette.background)
            w.write(i == 0 ? "   A " : "  B ", into: &cells)
            w.write(String(Int(saturating: player.takeFraction * 100, rounding: .toNearestOrAwayFromZero)), into: &cells)
            w.write("%", into: &cells)
        }
    }

    // MARK: Writing

    private func writeLabel(_ label: String, _ x: Int, _ y: Int, into cells: inout CellBuffer) {
        views.a.writeLabel(label, x, y, into: &cells)
    }

    private func write(_ text: String, at x: Int, _ y: Int, into cells: inout CellBuffer, color: TerminalColor? = nil,
                       attributes: CellAttributes = []) {
        views.a.write(text, at: x, y, into: &cells, color: color ?? palette.ink, attributes: attributes)
    }

    private func put(_ scalar: Unicode.Scalar, at x: Int, _ y: Int, into cells: inout CellBuffer, color: TerminalColor) {
        views.a.put(scalar, at: x, y, into: &cells, color: color)
    }
}
