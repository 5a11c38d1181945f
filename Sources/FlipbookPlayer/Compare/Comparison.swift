//  Comparison.swift — FlipbookPlayer
//  Two transitions side by side on one playhead: two demos, or one demo under two sets of values.

import Foundation
import FlipbookKit
import FlipbookRender

/// `flipbook compare`: two players driven as one, drawn side by side.
///
/// Both scenes run on the same scene time: every tick, key and touch goes to both, so their takes
/// begin together. The comparison owns what moves the playhead — pause, scrub, step, Home/End,
/// the timeline and the loop — over one span, from the earlier take's start to the later one's
/// end, and pauses both players at the same scene time. Keys that would make the two differ in
/// what they show (another demo, the parameters panel, the inspector) are not offered.
public final class Comparison {
    /// The left pane's player and the right one's.
    public let a: Player
    public let b: Player
    /// `b`'s demo (nil: the same as `a`'s), kept when a script shows another demo in `a`.
    private let bDemoName: String?
    public private(set) var columns: Int
    public private(set) var rows: Int
    public private(set) var showsHUD = true
    public private(set) var showsHelp = false
    public private(set) var isLooping = false
    /// Where the left button went down on a pane, while it is held: a finger on both screens.
    private var touchPane: Int?
    let viewCache = ComparisonViewCache()
    private var frame: CellBuffer
    /// How the two takes' lanes differ, worked out once per pair of takes, and what each animates
    /// when they have no lane in common.
    private var differences: (key: DifferenceKey, value: [LaneDifference], unshared: LaneDifference.Unshared?)?

    /// Compares `a`'s demo under `aValues` with `b`'s (nil: `a`'s) under `bValues`; the players are
    /// built as the previewer's would be, with the renderer settings given.
    public init(registry: DemoRegistry, a aName: String?, aValues: ParameterValues? = nil, b bName: String? = nil,
                bValues: ParameterValues? = nil, speed: Double = 1, deviceSize: CGSize = UIWindow.iPhoneScreenSize,
                blitter: BlitterKind = .halfBlock, colorMode: ColorMode = .trueColor, glyphs: GlyphSet = .unicode,
                columns: Int = 120, rows: Int = 36) {
        a = Player(registry: registry, demo: aName, values: aValues, speed: speed, deviceSize: deviceSize, blitter: blitter,
                   colorMode: colorMode, glyphs: glyphs, columns: columns, rows: rows)
        b = Player(registry: registry, demo: bName ?? aName, values: bValues, speed: speed, deviceSize: deviceSize, blitter: blitter,
                   colorMode: colorMode, glyphs: glyphs, columns: columns, rows: rows)
        bDemoName = bName
        self.columns = columns
        self.rows = rows
        frame = CellBuffer(width: columns, height: rows)
        a.scene.window.makeCurrent()
    }

    /// Does `body` to A, then B (no array made per event).
    private func forBoth(_ body: (Player) throws -> Void) rethrows {
        try body(a)
        try body(b)
    }

    // MARK: The shared playhead

    /// The span the playhead moves over: from the earlier take's start to the later one's end
    /// (one take's when only one scene has started something); nil before any take.
    public var span: (start: Double, end: Double)? {
        switch (a.take, b.take) {
        case let (x?, y?): return (min(x.start, y.start), max(x.end, y.end))
        case let (x?, nil), let (nil, x?): return (x.start, x.end)
        case (nil, nil): return nil
        }
    }

    /// The scene time both players show.
    public var sceneTime: Double { a.sceneTime }

    /// The playhead's place on the span, 0…1.
    public var fraction: Double {
        guard let span else { return 0 }
        let length = span.end - span.start
        return length > 0 ? min(max((sceneTime - span.start) / length, 0), 1) : 1
    }

    public var isPaused: Bool { a.isPaused }
    public var isAnimating: Bool { !isPaused && (isLooping || a.isAnimating || b.isAnimating) }

    private func pause(at t: Double) {
        forBoth { $0.pause(atTime: t) }
    }

    private func scrub(toFraction p: Double) {
        guard let span else { return }
        pause(at: span.start + min(max(p, 0), 1) * (span.end - span.start))
    }

    private func scrub(byTime dt: Double) {
        pause(at: max(sceneTime + dt, 0))
    }

    private func togglePause() {
        if isPaused { forBoth { $0.unpause() } } else { pause(at: sceneTime) }
    }

    private func tick(_ dt: Double) {
        guard !isPaused, dt > 0 else { return }
        if isLooping, let span, sceneTime + dt * a.speed > span.end + Player.loopPause {
            forBoth { $0.seek(to: span.start) }
            return
        }
        forBoth { $0.update(.tick(dt)) }
    }

    /// Sets a parameter of one side (`a` or `b`) and shows the other at the same moment: a side that
    /// had played to its end plays its take again, and the other goes back with it.
    public func setParameter(_ name: String, to text: String, in side: Player) throws(ParameterError) {
        try side.setParameter(name, to: text)
        let other = side === a ? b : a
        if other.sceneTime != side.sceneTime { other.seek(to: side.sceneTime) }
    }

    // MARK: Update

    /// Applies an event to both players (or to the shared playhead); returns `.quit` for q.
    @discardableResult
    public func update(_ event: PlayerEvent) -> PlayerCommand? {
        switch event {
        case .tick(let dt):
            tick(dt)
        case let .resize(columns, rows):
            self.columns = max(columns, 0)
            self.rows = max(rows, 0)
        case .key(let key):
            return handle(key)
        case .mouse(let mouse):
            handle(mouse)
        case .scrub(let p):
            scrub(toFraction: p)
        case .showDemo(let index):
            // A script's `demo NAME` shows it in the left pane; the right keeps its own demo if it has one.
            a.update(event)
            b.update(.showDemo(bDemoName.flatMap(b.registry.index(named:)) ?? index))
        case .device, .speed, .tap, .touch, .select, .drag, .release:
            forBoth { $0.update(event) }
        }
        return nil
    }

    private func handle(_ key: Key) -> PlayerCommand? {
        if showsHelp, key.code != .character("?") {
            showsHelp = false
            if key.code == .escape { return nil }
        }
        // A text field being edited takes the keys in both scenes.
        if a.editingKind != nil || b.editingKind != nil {
            forBoth { $0.update(.key(key)) }
            return nil
        }
        let big = key.modifiers.contains(.shift)
        // ← → move the playhead as in the previewer: paused, or live once a take has run (unless the
        // scene selects with them); under the hand they drive the transitions, in both scenes.
        let arrowsScrub = a.mode != .interactive && (isPaused || span != nil && a.scene.moveSelection == nil)
        switch key.code {
        case .character("q"), .character("Q"):
            return .quit
        case .character("?"):
            showsHelp.toggle()
        case .character("h"):
            showsHUD.toggle()
        case .character("l"):
            isLooping.toggle()
        case .character(" "):
            togglePause()
        case .character("."), .character(","):
            scrub(byTime: key.code == .character(".") ? Player.frameDuration : -Player.frameDuration)
        case .left where arrowsScrub, .right where arrowsScrub:
            let step = (big ? 0.1 : 0.01) * (key.code == .right ? 1 : -1)
            span == nil ? scrub(byTime: step) : scrub(toFraction: fraction + step)
        case .pageUp, .pageDown:
            let step = key.code == .pageDown ? 0.1 : -0.1
            span == nil ? scrub(byTime: step) : scrub(toFraction: fraction + step)
        case .home, .end:
            scrub(toFraction: key.code == .end ? 1 : 0)
        case .enter where isPaused, .escape where isPaused, .backspace where isPaused:
            togglePause()
        case .character("n"), .character("p"), .character("t"), .character("v"), .character("m"), .tab, .backTab:
            break  // the two panes stay on their demos and values; the inspector is the previewer's
        case .character(let c) where c.isNumber:
            break
        default:
            // Speed, blitter, colours, interactive mode, reverse, Enter, Esc, arrows in the app.
            forBoth { $0.update(.key(key)) }
        }
        return nil
    }

    private func handle(_ mouse: MouseEvent) {
        let layout = ComparisonLayout(columns: columns, rows: rows, scene: a.scene.window.bounds.size, blitter: a.renderer.blitter,
                                      showsHUD: showsHUD)
        if mouse.kind == .press || mouse.kind == .drag, touchPane == nil, span != nil,
           let p = layout.timelineFraction(column: mouse.column, row: mouse.row) {
            scrub(toFraction: p)
            return
        }
        // A finger put down on either pane touches both screens at the same point.
        if let pane = touchPane, mouse.kind == .drag || mouse.kind == .release {
            let point = layout.panes[pane].clampedScenePoint(column: mouse.column, row: mouse.row)
            update(.touch(mouse.kind == .drag ? .move : .up, x: Double(point.x), y: Double(point.y), finger: 0))
            if mouse.kind == .release { touchPane = nil }
            return
        }
        guard mouse.kind == .press, mouse.button != 3 else { return }
        for i in 0..<2 {
            let pane = layout.panes[i]
            guard let point = pane.scenePoint(column: mouse.column, row: mouse.row) else { continue }
            let start = pane.edgeSnapped(point)
            if touchPane != nil { update(.touch(.cancel, x: Double(start.x), y: Double(start.y), finger: 0)) }
            touchPane = i
            update(.touch(.down, x: Double(start.x), y: Double(start.y), finger: 0))
            return
        }
    }

    /// Starts a transition in both with the keys a user would press and pauses both at `fraction`
    /// of the span, as `Player.pause(in:atFraction:)` does one (dismiss and pop: the forward
    /// transitions run to the later one's end first). Throws when either side starts no such transition.
    public func pause(in transition: Player.SnapshotTransition?, atFraction fraction: Double) throws {
        update(.key(Key(.enter)))
        if let transition, transition.needsForwardFirst {
            if let span { forBoth { $0.seek(to: span.end + Player.frameDuration) } }
            update(.key(Key(.escape)))
        }
        try forBoth { try $0.checkSnapshotTake(transition) }
        scrub(toFraction: fraction)
    }

    // MARK: Differences

    /// What identifies a pair of takes whose lanes were compared.
    struct DifferenceKey: Equatable {
        var a: Take?
        var b: Take?
        var aValues: ParameterValues, bValues: ParameterValues
    }

    /// How many times through the span the two takes' lanes are read to compare them.
    static let differenceSamples = 121

    /// The lanes both takes animate, by how much they differ (most first), read through the span on
    /// spare scenes; empty before a take.
    public var laneDifferences: [LaneDifference] { comparedLanes().differences }

    /// What each take animates when the two have no lane in common (no view and key path animated
    /// by both), read through the span as `laneDifferences` is; nil when they share one, or before
    /// a take. Their values cannot be compared then, and "Differs most" says so.
    package var unsharedLanes: LaneDifference.Unshared? { comparedLanes().unshared }

    /// `laneDifferences` and `unsharedLanes`, read once per pair of takes.
    private func comparedLanes() -> (differences: [LaneDifference], unshared: LaneDifference.Unshared?) {
        let key = DifferenceKey(a: a.take, b: b.take, aValues: a.parameterValues, bValues: b.parameterValues)
        if let differences, differences.key == key { return (differences.value, differences.unshared) }
        var made: [LaneDifference] = []
        var unshared: LaneDifference.Unshared?
        if let span, span.end > span.start {
            let n = Self.differenceSamples
            let left = a.laneSamples(from: span.start, to: span.end, count: n)
            let right = b.laneSamples(from: span.start, to: span.end, count: n)
            made = LaneDifference.compare(left, right, start: span.start, end: span.end)
            unshared = LaneDifference.unshared(left, right)
            a.scene.window.makeCurrent()
        }
        differences = (key, made, unshared)
        return (made, unshared)
    }

    // MARK: Render

    /// The frame for the current state, `columns × rows`.
    public func render() -> CellBuffer {
        render(into: &frame)
        return frame
    }

    /// Draws the frame into `cells`, resized to `columns × rows`.
    public func render(into cells: inout CellBuffer) {
        if cells.width != columns || cells.height != rows { cells.resize(width: columns, height: rows) }
        ComparisonView(comparison: self, cache: viewCache).draw(into: &cells)
        a.scene.window.makeCurrent()
    }
}
