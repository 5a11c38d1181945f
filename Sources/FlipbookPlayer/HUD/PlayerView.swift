//  PlayerView.swift — FlipbookPlayer
//  Draws the player's state: header, device, HUD, key hints, help, the too-small message.

import Foundation
import FlipbookKit
import FlipbookRender

/// The previewer's frame, drawn from a player's state (what SCREEN.md sketches).
struct PlayerView {
    let player: Player
    let cache: PlayerViewCache
    let palette: PlayerViewCache.Palette
    let glyphs: HUDGlyphs
    /// Where the view's writing may land (nil: anywhere). The HUD is drawn through a copy clipped
    /// to the HUD's rectangle, so none of its parts lands on the device's frame or the hints.
    var clip: CellRect?

    // The HUD's palette.
    static let ink = Color(white: 0.85)
    static let dim = Color(white: 0.55)
    static let accent = Color(sRGBRed: 0.35, green: 0.65, blue: 1)
    static let warning = Color(sRGBRed: 1, green: 0.6, blue: 0.2)
    static let frameColor = Color(white: 0.4)
    static let background = Color(white: 0.08)
    static let helpBackground = Color(white: 0.16)

    init(player: Player, cache: PlayerViewCache) {
        self.player = player
        self.cache = cache
        glyphs = HUDGlyphs.forSet(player.renderer.glyphs)
        let r = player.renderer
        palette = cache.palette(r.colorMode) {
            PlayerViewCache.Palette(ink: r.terminalColor(Self.ink), dim: r.terminalColor(Self.dim),
                                    accent: r.terminalColor(Self.accent), warning: r.terminalColor(Self.warning),
                                    frame: r.terminalColor(Self.frameColor), background: r.terminalColor(Self.background),
                                    helpBackground: r.terminalColor(Self.helpBackground))
        }
    }

    func draw(into cells: inout CellBuffer) {
        let layout = PlayerLayout(columns: player.columns, rows: player.rows,
                                  scene: player.scene.window.bounds.size, blitter: player.renderer.blitter,
                                  showsHUD: player.showsHUD)
        let blank = Cell(" ", foreground: palette.ink, background: palette.background)
        // The renderer writes every cell of the device (`drawDevice`): only the rest is cleared.
        if layout.isTooSmall { cells.fill(blank) } else { cells.fill(blank, except: layout.device) }
        defer { if glyphs.set == .ascii { HUDGlyphs.foldToASCII(&cells) } }
        if layout.isTooSmall {
            drawTooSmall(into: &cells, layout: layout)
            return
        }
        guard player.showsHUD else {
            drawDevice(into: &cells, layout: layout)
            drawHiddenHUDHint(into: &cells, layout: layout)
            if player.showsHelp { drawHelp(into: &cells) }
            return
        }
        drawHeader(into: &cells)
        drawDevice(into: &cells, layout: layout)
        if layout.hud.isEmpty {
            if let row = layout.statusRow { drawStatusLine(at: row, into: &cells) }
        } else {
            var hud = self
            hud.clip = layout.hud
            hud.drawHUD(into: &cells, layout: layout)
        }
        drawHints(into: &cells)
        if player.showsHelp { drawHelp(into: &cells) }
    }

    // MARK: Parts

    private func drawTooSmall(into cells: inout CellBuffer, layout: PlayerLayout) {
        let lines = Self.tooSmallMessage(columns: layout.columns, rows: layout.rows, times: glyphs.times)
        let top = max((layout.rows - lines.count) / 2, 0)
        for (i, line) in lines.enumerated() {
            let x = max((layout.columns - line.count) / 2, 0)
            write(line, at: x, top + i, into: &cells, color: palette.ink)
        }
    }

    /// The lines saying how big the terminal must be, as long as `columns` × `rows` can show
    /// whole: the full sentence, then ever shorter forms ("Flipbook needs 40×12 — now 10×5",
    /// "needs 40×12", "40×12", down to the size stacked a character a line), each wrapped at
    /// word boundaries; "!" where not even that fits. A word is never cut.
    static func tooSmallMessage(columns: Int, rows: Int, times: String) -> [String] {
        let need = "\(Player.minimumSize.columns)\(times)\(Player.minimumSize.rows)"
        let now = "\(columns)\(times)\(rows)"
        // The first form keeps its own line breaks; the rest are wrapped to the width.
        let full = ["Flipbook needs a terminal", "of at least \(need) cells;", "this one is \(now).", "Enlarge it, or q to quit."]
        if full.count <= rows, full.allSatisfy({ $0.count <= columns }) { return full }
        let forms = [
            "Flipbook needs \(need); this one is \(now). Enlarge it, or q to quit.",
            "Flipbook needs \(need) — now \(now)",
            "needs \(need), now \(now)",
            "needs \(need)",
            need,
            "\(Player.minimumSize.columns)\(times) \(Player.minimumSize.rows)",
            "\(Player.minimumSize.columns) \(times) \(Player.minimumSize.rows)",
            need.map(String.init).joined(separator: " "),
        ]
        for form in forms {
            if let lines = wrap(form, width: columns), lines.count <= rows { return lines }
        }
        return ["!"]
    }

    /// `text`'s words in lines of at most `width` characters; `nil` when a word is longer.
    static func wrap(_ text: String, width: Int) -> [String]? {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            guard word.count <= width else { return nil }
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    private func drawHeader(into cells: inout CellBuffer) {
        let key = PlayerViewCache.HeaderKey(demoIndex: player.demoIndex, speed: player.speed, blitter: player.renderer.blitter,
                                            colorMode: player.renderer.colorMode, colorDowngrade: player.colorDowngrade,
                                            glyphs: glyphs.set, columns: player.columns)
        let header = cache.header(key) {
            let demo = player.demo
            let g = glyphs
            let left = " Flipbook  \(demo.name)\(g.dash)\(demo.summary)" + (demo.seed.isEmpty ? "" : " (seed \(demo.seed))")
            let right = Self.headerRight(blitter: player.renderer.blitter, colorMode: player.renderer.colorMode,
                                         downgrade: player.colorDowngrade, speed: player.speed, glyphs: g,
                                         columns: player.columns, keeping: " Flipbook  \(demo.name)".count)
            let room = max(player.columns - right.count - 1, 0)
            let shown = left.count > room ? String(left.prefix(max(room - 1, 0))) + g.ellipsis : left
            return (shown, right)
        }
        write(header.left, at: 0, 0, into: &cells, color: palette.ink, attributes: .bold)
        write(header.right, at: max(player.columns - header.right.count, 0), 0, into: &cells, color: palette.dim)
    }

    private func drawDevice(into cells: inout CellBuffer, layout: PlayerLayout) {
        let d = layout.device
        guard !d.isEmpty else { return }
        let frame = palette.frame
        let bg = palette.background
        func put(_ s: Unicode.Scalar, _ x: Int, _ y: Int) {
            guard x >= 0, y >= 0, x < cells.width, y < cells.height else { return }
            cells[x, y] = Cell(s, foreground: frame, background: bg)
        }
        let g = glyphs
        put(g.topLeft, d.column - 1, d.row - 1); put(g.topRight, d.maxColumn, d.row - 1)
        put(g.bottomLeft, d.column - 1, d.maxRow); put(g.bottomRight, d.maxColumn, d.maxRow)
        for x in d.column..<d.maxColumn { put(g.horizontal, x, d.row - 1); put(g.horizontal, x, d.maxRow) }
        for y in d.row..<d.maxRow { put(g.vertical, d.column - 1, y); put(g.vertical, d.maxColumn, y) }
        // Into storage kept from the last frame, leaving out the layers that cannot show in the
        // device's cells (the whole area, letterbox included).
        player.scene.window.displayList(into: &cache.displayList, visibleRect: layout.viewport.visibleSceneRect)
        appendInspectorOverlay(to: &cache.displayList, viewport: layout.viewport)
        player.renderer.render(cache.displayList, in: layout.viewport, into: &cells, background: .black)
    }

    /// The HUD, top to bottom: the transition and its state, the timeline, the inspector's values
    /// of the selected view (when one is), the curve and lanes (or the view hierarchy, when its
    /// panel is open), the diagnostics; each part returns the row below it.
    private func drawHUD(into cells: inout CellBuffer, layout: PlayerLayout) {
        let hud = layout.hud
        cache.targets.removeAll(keepingCapacity: true)
        var y = drawTransitionAndState(in: hud, into: &cells)
        if let bar = layout.timelineBar, let line = layout.timeline {
            drawTimeline(bar: bar, line: line, into: &cells)
            y = line.row + 2
        }
        let inspector = player.inspector
        let selected = player.selectedLayer
        let inspectorRows = selected != nil ? Self.inspectorRows : inspector.selection != nil ? 2 : 0
        let take = player.currentTake
        let panelRows = Self.parametersPanelRows(player)
        let spareRows = hud.maxRow - y - inspectorRows - panelRows - 2 - 4
        // However few rows are spare, the plot ends inside the HUD: at most the rows under its title.
        let plotRoom = hud.maxRow - y - inspectorRows - panelRows - 1
        let entry = inventory(of: player.scene.window, takeStart: take?.start ?? player.sceneTime,
                              titleWidth: min(26, hud.columns / 2)) { lanes in
            let size = CurvePlot.size(width: hud.columns, spareRows: spareRows - (lanes == 0 ? 0 : 2 + min(lanes, 6)))
            return (size.columns, Self.plotRows(size.rows, room: plotRoom))
        }
        if inspector.isOpen {
            cache.velocityJumpsFound += cache.velocity.feed(time: player.sceneTime, inventory: entry.inventory, window: player.scene.window)
        }
        if let selected {
            y = drawInspector(selected, in: hud, from: y, into: &cells)
        } else if let name = inspector.selectedName {
            // Picked, and gone from the window (a transition's temporary view, a dismissed screen):
            // it is found again by name when a view of that name comes back.
            writeLabel("Inspector", hud.column, y, into: &cells)
            var line = FieldWriter(column: hud.column + 12, row: y, budget: max(hud.columns - 12, 0), color: palette.dim,
                                   background: palette.background, clip: clip)
            line.write(name, into: &cells)
            line.write(" — not in the window now", into: &cells)
            y += 2
        }
        if player.parametersPanel.isOpen {
            y = drawParameters(in: hud, from: y, settling: entry.inventory.pacing?.settlingDuration, into: &cells)
        }
        if inspector.showsViews {
            let lanes = entry.inventory
            y = drawViews(in: hud, from: y, to: hud.maxRow - 4, animates: { layer in
                lanes.views.indices.contains { lanes.layer(ofView: $0) === layer }
            }, into: &cells)
        } else {
            y = drawCurveAndLanes(entry, in: hud, from: y, selected: selected, into: &cells)
        }
        drawDiagnostics(in: hud, from: y, into: &cells)
    }

    /// The Transition and State lines, each fitted to the width by priority.
    private func drawTransitionAndState(in hud: CellRect, into cells: inout CellBuffer) -> Int {
        let x = hud.column, y = hud.row
        let take = player.currentTake
        let valueWidth = max(hud.columns - 12, 0)
        let g = glyphs
        let what = cache.transitionField(.init(take: take, primaryActionName: player.scene.primaryActionName, width: valueWidth,
                                               glyphs: g.set)) {
            HUDLines.transition(take: take, primaryActionName: player.scene.primaryActionName, glyphs: g)
                .fitted(width: valueWidth, ellipsis: g.ellipsis).text
        }
        writeLabel("Transition", x, y, into: &cells)
        write(what, at: x + 12, y, into: &cells, color: palette.ink)
        // "live · 40% · 120 ms · frame 7/18  isInteractive no  transitionWasCancelled no".
        writeLabel("State", x, y + 1, into: &cells)
        let flags = stateFlags(in: player.scene.window)
        let state = cache.stateLine(.init(mode: player.mode, take: take, flags: flags, width: valueWidth, glyphs: g.set)) {
            HUDLines.state(mode: player.mode, take: take, flags: flags, glyphs: g).fitted(width: valueWidth, ellipsis: g.ellipsis)
        }
        let playhead = HUDLines.Playhead(fraction: player.shownFraction, length: take?.length ?? 0)
        var line = FieldWriter(column: x + 12, row: y + 1, budget: valueWidth, color: palette.ink, background: palette.background,
                               clip: clip)
        line.write(state, playhead: take == nil ? nil : playhead, from: HUDLines.percentField, into: &cells)
        return y + 3
    }

    /// "0.000s ━━━━●──── 0.500s", the playhead at the take's progress.
    private func drawTimeline(bar: CellRect, line: CellRect, into cells: inout CellBuffer) {
        let take = player.currentTake
        let length = take?.length ?? 0
        let g = glyphs
        write("0.000s", at: line.column, line.row, into: &cells, color: palette.dim)
        write(cache.takeLength(length) { String(format: "%5.3fs", length) }, at: bar.maxColumn + 1, line.row, into: &cells, color: palette.dim)
        let head = bar.columns > 1 ? Int(saturating: player.shownFraction * Double(bar.columns - 1), rounding: .toNearestOrAwayFromZero) : 0
        for i in 0..<bar.columns {
            let glyph = i == head && take != nil ? g.playhead : (i < head ? g.played : g.unplayed)
            put(glyph, at: bar.column + i, line.row, into: &cells, color: i <= head ? palette.accent : palette.dim)
        }
    }

    /// The curve, as wide as the HUD and as tall as the rows the lanes and diagnostics leave
    /// (lanes at most six, diagnostics a label and three lines) — or, with a lane of the selected
    /// view, that lane's value over the take — then a row per lane: its title, its bar over the
    /// take, its start → end value, the value now and (inspector open) its velocity. A plot the
    /// HUD has no rows left for, or that would not end inside it, is left out, title and all.
    private func drawCurveAndLanes(_ entry: PlayerViewCache.InventoryEntry, in hud: CellRect, from top: Int, selected: CALayer?,
                                   into cells: inout CellBuffer) -> Int {
        var y = top
        let x = hud.column, width = hud.columns
        let take = player.currentTake
        if let (plot, playhead) = selectedValuePlot(entry, selected: selected, hud: hud, room: hud.maxRow - y - 1) {
            writeLabel("Value", x, y, into: &cells)
            var name = FieldWriter(column: x + 12, row: y, budget: max(width - 12, 0), color: palette.ink, background: palette.background,
                                   clip: clip)
            name.write(plot.title, into: &cells)
            y += 1
            y = drawCurve(plot.curve, labels: plot.labels, x: x + 1, y: y, at: playhead, into: &cells) + 1
        } else if let curve = entry.curve, curve.rows > 0, curve.glyphs.isEmpty || y + 1 + curve.rows <= hud.maxRow {
            writeLabel("Curve", x, y, into: &cells)
            var name = FieldWriter(column: x + 12, row: y, budget: max(width - 12, 0), color: palette.ink, background: palette.background,
                                   clip: clip)
            name.write(curve.pacing?.name ?? "", into: &cells)
            y += 1
            y = drawCurve(curve, labels: entry.curveLabels, x: x + 1, y: y, at: player.shownFraction, into: &cells) + 1
        }
        let lanes = entry.inventory.lanes
        guard !lanes.isEmpty, y < hud.maxRow - 4 else { return y }
        writeLabel("Lanes", x, y, into: &cells); y += 1
        let titleWidth = entry.titleWidth
        // The bar takes two fifths of the room right of the titles; the values the rest.
        let room = max(width - titleWidth - 2, 4)
        let barWidth = room >= 40 ? room * 2 / 5 : room
        var longest = 0.0
        for lane in lanes { longest = max(longest, lane.delay + lane.duration) }
        let span = max(take?.length ?? longest, 0.001)
        let watching = player.inspector.isOpen
        for i in lanes.indices.prefix(max(hud.maxRow - y - 4, 0)) {
            let lane = lanes[i]
            let layer = entry.inventory.layer(ofLane: i)
            let isSelected = layer != nil && layer === selected
            write(entry.titles[i], at: x + 1, y, into: &cells, color: isSelected ? palette.accent : palette.ink)
            // A lane's delay and duration are the user's numbers (an endless or NaN one among them).
            let from = Int(saturating: lane.delay / span * Double(barWidth), rounding: .toNearestOrAwayFromZero)
            let to = max(Int(saturating: (lane.delay + lane.duration) / span * Double(barWidth), rounding: .toNearestOrAwayFromZero),
                         from &+ 1)
            let first = min(max(from, 0), barWidth)
            for i in first..<max(min(to, barWidth), first) {
                put(glyphs.lane, at: x + titleWidth + 2 + i, y, into: &cells, color: palette.accent)
            }
            if barWidth < room {
                var values = FieldWriter(column: x + titleWidth + 3 + barWidth, row: y, budget: room - barWidth - 1,
                                         color: palette.ink, background: palette.background, clip: clip)
                drawLaneValues(i, of: entry, watching: watching, into: &values, cells: &cells)
            }
            cache.targets.append(.init(row: y, columns: x..<(x + width), layer: layer, keyPath: lane.keyPath))
            y += 1
        }
        return y + 1
    }

    /// The rows a plot of `rows` rows gets with `room` rows under its title: all of them when they
    /// fit, else the room — or none when that is under `minimumPlotRows` (a plot cut at the HUD's
    /// bottom would lose its lower range label and could lose its dot).
    static func plotRows(_ rows: Int, room: Int) -> Int {
        let fitted = min(rows, room)
        return fitted >= minimumPlotRows ? fitted : 0
    }

    /// The fewest rows a curve or value plot is drawn in.
    static let minimumPlotRows = 2

    /// "y 844 → 0  now 212.5  -1 850 pt/s": the lane's start → end in the component that changes
    /// most, the value now, and (inspector open) its velocity there.
    private func drawLaneValues(_ i: Int, of entry: PlayerViewCache.InventoryEntry, watching: Bool,
                                into w: inout FieldWriter, cells: inout CellBuffer) {
        let label = entry.laneLabels[i]
        w.write(label.text, into: &cells)
        // Once the take is over (its lanes kept on screen) there is nothing moving to read, and a
        // kept lane's layer may be another scene's (a seek swaps scenes): start → end alone.
        guard let component = label.component, !entry.isKept else { return }
        // Each number whole or not at all: a cut one ("now 21") would read as another value.
        let now: HUDNumber
        var velocity: HUDNumber?
        if watching, let motion = cache.velocity.lastMotion(ofLane: i) {
            now = HUDNumber(motion.value[component])
            velocity = HUDNumber(motion.velocity[component], grouped: true)
        } else if let value = entry.inventory.value(ofLane: i, at: player.sceneTime) {
            now = HUDNumber(value[component])
        } else {
            return
        }
        guard w.budget >= 6 + now.count else { return }
        w.write("  now ", into: &cells)
        w.write(now, into: &cells)
        guard let velocity, w.budget >= 3 + velocity.count + label.unit.count else { return }
        w.write("  ", into: &cells)
        w.write(velocity, into: &cells)
        w.write(" ", into: &cells)
        w.write(label.unit, into: &cells)
    }

    /// The selected view's lane (the one clicked, else its first with values) plotted over the
    /// take from the selection's trace, as wide as the HUD's curve and in at most `room` rows, with
    /// where the playhead is on it; nil when no lane of the selected view has values, or no plot fits.
    private func selectedValuePlot(_ entry: PlayerViewCache.InventoryEntry, selected: CALayer?, hud: CellRect, room: Int)
        -> (plot: PlayerViewCache.ValuePlot, playhead: Double)? {
        guard let selected else { return nil }
        let lanes = entry.inventory.lanes
        var chosen: Int?
        for i in lanes.indices where lanes[i].from != nil && entry.inventory.layer(ofLane: i) === selected {
            if chosen == nil || lanes[i].keyPath == player.selectedKeyPath { chosen = i }
            if lanes[i].keyPath == player.selectedKeyPath { break }
        }
        guard let lane = chosen, let trace = player.selectionTrace, trace.count > 1,
              let k = trace.key.keyPaths.firstIndex(of: lanes[lane].keyPath) else { return nil }
        let size = entry.curve.map { ($0.columns, $0.rows) } ?? CurvePlot.size(width: hud.columns, spareRows: 4)
        let rows = Self.plotRows(size.1, room: room)
        guard rows > 0 else { return nil }
        let key = PlayerViewCache.ValuePlotKey(trace: trace.key, keyPath: lanes[lane].keyPath, columns: size.0, rows: rows)
        let made = cache.valuePlot(key) { () -> PlayerViewCache.ValuePlot? in
            guard let values = trace.plot(ofKeyPath: k) else { return nil }
            let curve = CurvePlot(samples: values.samples, columns: size.0, rows: rows)
            guard !curve.glyphs.isEmpty else { return nil }
            let property = values.component.isEmpty ? lanes[lane].keyPath : lanes[lane].keyPath + "." + values.component
            return .init(title: lanes[lane].view + " " + property, curve: curve,
                         labels: (CurvePlot.label(curve.high), CurvePlot.label(curve.low)))
        }
        guard let made else { return nil }
        let start = trace.key.take.start
        return (made, (player.sceneTime - start) / max(trace.lastTime - start, 1e-9))
    }

    /// UIKit's complaints: the last three, newest first, each in at most three lines.
    private func drawDiagnostics(in hud: CellRect, from top: Int, into cells: inout CellBuffer) {
        var y = top
        let x = hud.column, width = hud.columns
        guard y < hud.maxRow else { return }
        writeLabel("Diagnostics", x, y, into: &cells); y += 1
        let messages = player.diagnostics
        let jumps = player.inspector.isOpen ? cache.velocity.jumps : []
        if messages.isEmpty, jumps.isEmpty {
            write(" none", at: x, y, into: &cells, color: palette.dim)
        }
        let recent = messages.suffix(3)
        let key = PlayerViewCache.DiagnosticsKey(count: messages.count, jumps: jumps.isEmpty ? 0 : cache.velocityJumpsFound, width: width,
                                                 last: recent.last, secondLast: recent.dropLast().last, thirdLast: recent.first)
        let lines = cache.diagnostics(key) {
            // The newest velocity jumps first (the hand-off just seen), then UIKit's messages.
            (jumps.suffix(2).reversed().map(\.message) + recent.reversed()).map { message in
                TextLayout.layout(message, width: max(width - 1, 1), maxLines: 3)
                    .map { String(String.UnicodeScalarView($0.scalars)) }
            }.flatMap { $0 }
        }
        for line in lines where y < hud.maxRow {
            write(line, at: x + 1, y, into: &cells, color: palette.warning)
            y += 1
        }
    }

    /// The transition's or the property animator's flags, for the state line.
    func stateFlags(in window: UIWindow) -> PlayerViewCache.StateFlags {
        if let transition = window.activeTransition {
            return .transition(isInteractive: transition.isInteractive, cancelled: transition.transitionWasCancelled)
        } else if let animator = window.firstPropertyAnimator(where: { $0.state != .inactive }) {
            return .animator(animator.state, isRunning: animator.isRunning, isReversed: animator.isReversed)
        }
        return .none
    }

    /// The window's animations, walked every frame but made into lanes and a curve only when
    /// they changed; while what runs is what ran as the take began, or some of it (its pieces
    /// ending one by one), and once nothing runs, the take's own, so its lanes and curve stay
    /// until the next take (3 400 pieces ending over a few frames made it again every frame).
    func inventory(of window: UIWindow, takeStart: Double, titleWidth: Int,
                           curveSize: (_ lanes: Int) -> (columns: Int, rows: Int)) -> PlayerViewCache.InventoryEntry {
        // The same window, and no layer tree or animation changed since the last read: the
        // signature is the same (the walk over every layer is the most of a steady frame's HUD).
        let generation = (window: ObjectIdentifier(window), tree: CALayer.treeGeneration)
        let isRead = cache.signatureGeneration.map { $0 != generation } ?? true
        var signature: AnimationSignature
        if isRead {
            signature = cache.scratchSignature
            cache.scratchSignature = AnimationSignature()
            signature.read(window)
            cache.signatureGeneration = generation
        } else {
            signature = cache.signature
        }
        let kept = signature.isEmpty ? player.takeInventory : nil
        // (Unread, it is the one kept: no need to compare the thousands of entries again.)
        let isSame = !isRead || signature == cache.signature
        lazy var ofTake = kept == nil && player.currentTake?.start == takeStart
            ? player.takeInventory.flatMap { signature.isSubsequence(of: $0.signature) ? $0 : nil } : nil
        if isRead {
            cache.scratchSignature = cache.signature
            cache.signature = signature
        }
        if let entry = cache.inventory, entry.isKept == (kept != nil), isSame || (entry.isTake && ofTake != nil),
           entry.titleWidth == titleWidth, entry.takeStart == takeStart || (signature.isEmpty && kept == nil),
           entry.curve.map({ curve in curveSize(entry.inventory.lanes.count) == (curve.columns, curve.rows) }) ?? true {
            return entry
        }
        let inventory = kept ?? ofTake ?? AnimationInventory(window: window, takeStart: takeStart)
        let size = curveSize(inventory.lanes.count)
        let curve = inventory.pacing.map {
            CurvePlot(pacing: $0, trajectory: PhysicsTrajectory(longestIn: window), columns: size.columns, rows: size.rows)
        }
        let ellipsis = glyphs.ellipsis
        let entry = PlayerViewCache.InventoryEntry(
            takeStart: takeStart, isKept: kept != nil, isTake: ofTake != nil, titleWidth: titleWidth, inventory: inventory,
            titles: inventory.lanes.map { HUDLine.laneTitle(view: $0.view, keyPath: $0.keyPath, width: titleWidth, ellipsis: ellipsis) },
            laneLabels: inventory.lanes.map { HUDLine.laneValues(of: $0, arrow: glyphs.arrow) },
            curve: curve, curveLabels: (curve.map { CurvePlot.label($0.high) } ?? "", curve.map { CurvePlot.label($0.low) } ?? ""))
        cache.inventory = entry
        return entry
    }

    /// The statusline of a narrow terminal: "live · present · Animator · 40% of 0.500s".
    private func drawStatusLine(at row: Int, into cells: inout CellBuffer) {
        let take = player.currentTake
        let g = glyphs
        let width = max(player.columns - 2, 0)
        let fitted = cache.statusLine(.init(mode: player.mode, take: take, primaryActionName: player.scene.primaryActionName,
                                            width: width, glyphs: g.set)) {
            HUDLines.status(mode: player.mode, take: take, primaryActionName: player.scene.primaryActionName, glyphs: g)
                .fitted(width: width, ellipsis: g.ellipsis)
        }
        let playhead = take.map { HUDLines.Playhead(fraction: player.shownFraction, length: $0.length) }
        var line = FieldWriter(column: 1, row: row, budget: width, color: palette.ink, background: palette.background)
        line.write(fitted, playhead: playhead, from: HUDLines.statusPercentField, into: &cells)
    }

    /// Draws a plotted curve with its range labels and a dot at the current point; returns the
    /// row below it.
    private func drawCurve(_ curve: CurvePlot, labels: (high: String, low: String), x: Int, y: Int, at fraction: Double,
                           into cells: inout CellBuffer) -> Int {
        let columns = curve.columns, rows = curve.rows
        guard !curve.glyphs.isEmpty else { return y }
        // The plot's cells are made once per plot and colours, and copied a row at a time.
        let g = glyphs, dim = palette.dim, background = palette.background
        let plotted = cache.curveCells(.init(glyphs: curve.glyphs, columns: columns, set: g.set, color: dim, background: background)) {
            var block = CellBuffer(width: columns, height: rows)
            for row in 0..<rows {
                for column in 0..<columns {
                    block[column, row] = Cell(g.curveCell(curve.glyphs[row * columns + column]), foreground: dim, background: background)
                }
            }
            return block
        }
        if let clip { cells.copy(plotted, toX: x, y: y, clip: clip) } else { cells.copy(plotted, toX: x, y: y) }
        write(labels.high, at: x + columns + 1, y, into: &cells, color: palette.dim)
        if rows > 1 { write(labels.low, at: x + columns + 1, y + rows - 1, into: &cells, color: palette.dim) }
        if let point = curve.point(at: fraction) {
            put(glyphs.curvePoint, at: x + point.column, y + point.row, into: &cells, color: palette.accent)
        }
        return y + rows
    }

    private func drawHints(into cells: inout CellBuffer) {
        let scene = player.scene
        let key = PlayerViewCache.HintsKey(
            mode: player.mode, primaryActionName: scene.primaryActionName,
            backActionName: scene.backAction == nil ? nil : scene.backActionName, selects: scene.moveSelection != nil,
            isScripted: player.isScripted, hasTake: player.currentTake != nil,
            canReverse: scene.canReverse,
            isUnderHand: player.isTransitionUnderTheHand, hasOtherDemos: player.registry.demos.count > 1,
            showsViews: player.inspector.showsViews, hasSelection: player.inspector.selection != nil,
            editing: player.editingKind, columns: player.columns, glyphs: glyphs.set)
        let g = glyphs
        let hints = cache.hints(key) {
            HUDLines.hints(key, glyphs: g).fitted(width: max(key.columns - 1, 0), ellipsis: g.ellipsis).text
        }
        write(hints, at: 1, player.rows - 1, into: &cells, color: palette.dim)
    }

    /// With the HUD hidden: how to bring it back, and to quit, right of the device's bottom
    /// if there is room (else nothing: the device has the whole terminal).
    private func drawHiddenHUDHint(into cells: inout CellBuffer, layout: PlayerLayout) {
        let hint = "h HUD   q quit"
        let x = player.columns - hint.count - 1
        guard x > layout.device.maxColumn + 1 else { return }
        write(hint, at: x, player.rows - 1, into: &cells, color: palette.dim)
    }

    private func drawHelp(into cells: inout CellBuffer) {
        let lines = glyphs.help
        let width = min((lines.map(\.count).max() ?? 0) + 4, player.columns - 2)
        let height = min(lines.count + 2, player.rows - 2)
        let left = max((player.columns - width) / 2, 0), top = max((player.rows - height) / 2, 0)
        let bg = palette.helpBackground
        for row in top..<(top + height) {
            for column in left..<(left + width) where column < cells.width && row < cells.height {
                cells[column, row] = Cell(" ", background: bg)
            }
        }
        for (i, line) in lines.enumerated() where i + 1 < height {
            write(line, at: left + 2, top + 1 + i, into: &cells, color: i == 0 ? palette.accent : palette.ink,
                  background: bg, attributes: i == 0 ? .bold : [])
        }
    }

    // MARK: Writing

    func writeLabel(_ label: String, _ x: Int, _ y: Int, into cells: inout CellBuffer) {
        write(label, at: x, y, into: &cells, color: palette.dim)
    }

    func write(_ text: String, at x: Int, _ y: Int, into cells: inout CellBuffer, color: TerminalColor,
                       background: TerminalColor? = nil, attributes: CellAttributes = []) {
        let shown: CellAttributes = player.renderer.colorMode == .none ? [] : attributes
        if let clip {
            cells.write(text, x: x, y: y, foreground: color, background: background ?? palette.background, attributes: shown, clip: clip)
        } else {
            cells.write(text, x: x, y: y, foreground: color, background: background ?? palette.background, attributes: shown)
        }
    }

    /// One narrow character in the HUD's background (inside the clip, if any).
    func put(_ scalar: Unicode.Scalar, at x: Int, _ y: Int, into cells: inout CellBuffer, color: TerminalColor) {
        guard x >= 0, y >= 0, x < cells.width, y < cells.height, clip?.contains(column: x, row: y) ?? true else { return }
        cells[x, y] = Cell(scalar, foreground: color, background: palette.background)
    }

    static func blitterName(_ kind: BlitterKind) -> String {
        switch kind {
        case .halfBlock: return "half-block"
        case .quadrant: return "quadrants"
        case .braille: return "braille"
        case .ascii: return "ascii"
        }
    }

    /// The header's right-hand side: why the picture is in ASCII, the blitter, the colour mode and
    /// the speed — said once, where the user looks. A colour mode below the one asked for says what
    /// was asked and why while the renderer shows it (`downgrade`): whole when that leaves the left
    /// side of `columns` more than `keeping` (the demo's name), else only what was asked, else not at all.
    static func headerRight(blitter: BlitterKind, colorMode: ColorMode, downgrade: ColorDowngrade?, speed: Double,
                            glyphs g: HUDGlyphs, columns: Int, keeping: Int) -> String {
        let locale = g.set == .ascii ? "locale not UTF-8\(g.separator)" : ""
        let shownSpeed = speed == 1 ? "\(g.times)1" : String(format: "\(g.times)%g", speed)
        var notes = [""]
        if let downgrade, downgrade.mode == colorMode {
            let asked = "asked \(optionName(downgrade.requested))"
            notes = [" (\(asked): \(downgrade.reason))", " (\(asked))", ""]
        }
        var right = ""
        for note in notes {
            right = "\(locale)\(blitterName(blitter))\(g.separator)\(colorName(colorMode))\(note)\(g.separator)\(shownSpeed)   ? help "
            if columns - right.count - 1 > keeping { break }  // the name whole, then "…"
        }
        return right
    }

    /// The mode as `--color` names it.
    static func optionName(_ mode: ColorMode) -> String {
        switch mode {
        case .trueColor: return "truecolor"
        case .palette256: return "256"
        case .palette16: return "16"
        case .none: return "none"
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

/// Writes a HUD field in pieces along a row, at most `budget` characters in all (as
/// `String.prefix` would cut the whole text), without making the whole text; nothing outside
/// `clip` (the HUD's rectangle, when given).
struct FieldWriter {
    var column: Int
    let row: Int
    var budget: Int
    let color: TerminalColor
    let background: TerminalColor
    var clip: CellRect? = nil

    mutating func write(_ text: String, into cells: inout CellBuffer) {
        guard budget > 0, !text.isEmpty else { return }
        let count = text.count
        if count <= budget {
            column = put(text, into: &cells)
            budget -= count
        } else {
            // Character by character: one character is a small string, kept inline (no allocation).
            for character in text.prefix(budget) {
                column = put(String(character), into: &cells)
            }
            budget = 0
        }
    }

    /// Writes `text` at the writer's column; returns the column after it.
    private func put(_ text: String, into cells: inout CellBuffer) -> Int {
        guard let clip else { return cells.write(text, x: column, y: row, foreground: color, background: background) }
        return cells.write(text, x: column, y: row, foreground: color, background: background, clip: clip)
    }

    /// A number's characters (`HUDNumber`), as many as the budget leaves room for.
    mutating func write(_ number: HUDNumber, into cells: inout CellBuffer) {
        for i in 0..<number.count where budget > 0 && column >= 0 && column < cells.width && row >= 0 && row < cells.height
            && clip?.contains(column: column, row: row) ?? true {
            cells[column, row] = Cell(Unicode.Scalar(number.bytes[i]), foreground: color, background: background)
            column += 1
            budget -= 1
        }
    }

    /// A fitted HUD line, its fields from `first` on the playhead's: percent, milliseconds,
    /// frame (written from `playhead`, or left out without one).
    mutating func write(_ line: HUDLine.Fitted, playhead: HUDLines.Playhead?, from first: Int, into cells: inout CellBuffer) {
        for (i, piece) in line.pieces.enumerated() {
            guard let piece else { continue }
            let dynamic = i - first
            guard (0..<3).contains(dynamic) else {
                write(piece.separator, into: &cells)
                write(piece.text, into: &cells)
                continue
            }
            guard let playhead else { continue }
            write(piece.separator, into: &cells)
            switch dynamic {
            case 0:
                write(String(playhead.percent), into: &cells)
                write("%", into: &cells)
            case 1:
                write(String(playhead.milliseconds), into: &cells)
                write(" ms", into: &cells)
            default:
                write("frame ", into: &cells)
                write(String(playhead.frame), into: &cells)
                write("/", into: &cells)
                write(String(playhead.frames), into: &cells)
            }
        }
    }
}
