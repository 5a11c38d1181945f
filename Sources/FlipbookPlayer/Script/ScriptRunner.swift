//  ScriptRunner.swift — FlipbookPlayer
//  Runs a parsed `.flip` script on a player, as a user's keys would, in media time.

import Foundation
import FlipbookKit
import FlipbookRender

/// Runs a script's commands on a `Player`, frame by frame in media time (never the wall clock).
///
/// Every command is one or more `PlayerEvent`s sent to `Player.update` — keys, ticks, or the
/// events that name what a hand would do (a tap, a drag, a scrub) — so a script reaches exactly
/// the frames a user would, by the same road. The runner only reads the player otherwise (to
/// check an `expect`, or that a command can act). Each frame to show is announced to `onFrame`
/// (a recorder or the terminal), with the script's time in seconds.
///
/// Script time is media time: `wait`s and the durations of sweeps and gestures add up exactly,
/// whatever the frame rate (a hundred `wait 0.02` are 2 s at 30 fps and at 60). Frames are samples
/// of it — a `wait` shows the frames at k / `frameRate` that fall within it — and the scene is
/// ticked on to the exact script time before each command acts, so `expect percent` reads the same
/// playhead at any frame rate.
public final class ScriptRunner {
    /// An `expect` that did not hold, or a command that cannot act in the state reached.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let fileName: String
        public let position: SourcePosition
        public let message: String
        /// `file.flip:LINE:COL: message`, the file's name as `Echo` shows it.
        public var description: String { "\(Echo.escaped(fileName)):\(position.line):\(position.column): \(message)" }
    }

    /// The player the script drives (a comparison's left one, whose state `expect` reads).
    public let player: Player
    /// The comparison the script drives instead, when one runs: events go to both its players and
    /// frames are its own.
    public let comparison: Comparison?
    public let fileName: String
    /// Frames per second of media time the clock advances by.
    public let frameRate: Double
    /// The script's time, seconds: advanced by `wait`, sweeps and gestures.
    public var time: Double { Double(clock) / 1e9 }
    /// The script's time in whole nanoseconds, so durations add up exactly (saturating).
    private var clock = 0
    /// The script time the scene has been ticked to: at most `time`, behind it after a `wait` that
    /// ends between two frames until the next command catches it up.
    private var sceneClock = 0.0
    public private(set) var frameCount = 0
    public private(set) var expectationsMet = 0
    /// How many `snapshot <name>` lines have run.
    public private(set) var snapshotCount = 0
    /// Called with each frame to show: the script's time, and `paint`, which draws the frame
    /// into a buffer (resizing it) — the handler's own, so the frame goes where it is shown
    /// without a copy. The handler calls `paint` once (a frame is drawn, and lays out the views
    /// that need it, as a device's frame does). Without a handler, the runner draws into a buffer
    /// of its own.
    public var onFrame: ((_ time: Double, _ paint: (inout CellBuffer) -> Void) -> Void)?
    /// Called when a `snapshot <name>` line runs, with the name and the frame as golden text
    /// (characters, then colours); may throw to stop the run. Nothing is kept: without it, a
    /// snapshot line only counts, and its frame is not even drawn.
    public var onSnapshot: ((_ name: String, _ text: String) throws -> Void)?
    /// Called when a `snapshot <name>` line runs, with the name and what the inspector knows then
    /// as JSON (`Player.inspectionJSON`, with the velocity jumps seen so far in the run); may
    /// throw to stop the run. Set, the run also watches the lanes' velocities frame by frame.
    public var onInspection: ((_ name: String, _ json: String) throws -> Void)?
    /// Parameters to set (`--set NAME=VALUE`) in each demo the run shows that declares them, as
    /// it is shown (the first demo as the run starts).
    public var parameterSettings: [(name: String, value: String)] = []
    /// Whether frames are the device alone (`record --device-only`), not the previewer's whole screen.
    public var deviceOnly = false
    /// In a comparison, the right side's (`--set-b`); `parameterSettings` and a script's `set` are the left's.
    public var parameterSettingsB: [(name: String, value: String)] = []
    /// Set (e.g. from `onFrame`, when the user presses q) to end the run after this frame.
    public var isStopped = false
    /// Whether the last transition seen ended cancelled (for `expect state cancelled`).
    private var lastTransitionCancelled = false
    /// The buffer frames are drawn into without an `onFrame` handler, and snapshots always.
    private var frame = CellBuffer(width: 0, height: 0)
    /// With `onInspection`: the lanes' velocity jumps, watched frame by frame, and the inventory
    /// they are read from, made again only when the animations change.
    private var velocityJumps = VelocityJumpDetector()
    private var watched: (signature: AnimationSignature, inventory: AnimationInventory)?
    private var scratchSignature = AnimationSignature()

    /// The default `expect percent` tolerance, percentage points.
    public static let defaultPercentTolerance = 0.5

    public init(player: Player, fileName: String, frameRate: Double = 60) {
        self.player = player
        comparison = nil
        self.fileName = fileName
        self.frameRate = frameRate
    }

    /// Runs scripts on both sides of `comparison` at once (`record`, `play` with `--compare` or
    /// `--set-b`): its events reach both players, its frames show both.
    public init(comparison: Comparison, fileName: String, frameRate: Double = 60) {
        player = comparison.a
        self.comparison = comparison
        self.fileName = fileName
        self.frameRate = frameRate
    }

    /// Runs every command; the first failure stops the run.
    public func run(_ script: Script) throws(Failure) {
        try applyParameterSettings { Failure(fileName: fileName, position: SourcePosition(line: 1, column: 1), message: $0) }
        show()
        for command in script.commands { try run(command) }
    }

    private func run(_ command: ScriptCommand) throws(Failure) {
        if isStopped { return }
        switch command.kind {
        // A wait only moves the clock; a loop's commands catch up themselves.
        case .wait, .loop: break
        default: catchUp()
        }
        func fail(_ message: String) -> Failure { Failure(fileName: fileName, position: command.position, message: message) }
        switch command.kind {
        case .demo(let name):
            guard let index = player.registry.index(named: name) else {
                throw fail("there is no demo called \(Echo.quoted(name))")
            }
            send(.showDemo(index))
            try applyParameterSettings(fail)
        case let .size(columns, rows):
            send(.resize(columns: columns, rows: rows))
        case let .device(width, height):
            send(.device(width: width, height: height))
        case .speed(let speed):
            deliver(.speed(speed))
        case .select(let item):
            guard player.scene.selectItem != nil else { throw fail("the demo '\(player.demo.name)' has nothing to select") }
            send(.select(item: item))
        case .present, .push:
            let before = player.take
            key(.enter)
            try expectTake(before: before, kind: command.kind == .present ? .present : .push, fail)
        case .dismiss, .pop:
            let before = player.take
            key(.escape)
            try expectTake(before: before, kind: command.kind == .dismiss ? .dismiss : .pop, fail)
        case let .tap(x, y):
            send(.tap(x: x, y: y))
        case let .touch(phase, x, y, finger):
            send(.touch(phase, x: x, y: y, finger: finger))
            noteTransition()
        case let .pan(fromX, fromY, toX, toY, duration, releaseSpeed):
            let distance = hypot(toX - fromX, toY - fromY)
            let progress = Self.panProgress(duration: duration, distance: distance, releaseSpeed: releaseSpeed)
            drive(fingers: 1, over: duration, progress: progress) { _, f in (fromX + (toX - fromX) * f, fromY + (toY - fromY) * f) }
        case let .longPress(x, y, duration):
            send(.touch(.down, x: x, y: y, finger: 0))
            advance(by: duration)
            catchUp()
            send(.touch(.up, x: x, y: y, finger: 0))
            noteTransition()
        case let .swipe(direction, x, y):
            let (dx, dy): (Double, Double) = switch direction {
            case .left: (-1, 0)
            case .right: (1, 0)
            case .up: (0, -1)
            case .down: (0, 1)
            }
            drive(fingers: 1, over: Self.swipeDuration) { _, f in (x + dx * Self.swipeDistance * f, y + dy * Self.swipeDistance * f) }
        case let .pinch(x, y, from, to, duration):
            drive(fingers: 2, over: duration) { finger, f in
                let half = (from + (to - from) * f) / 2
                return (finger == 0 ? x - half : x + half, y)
            }
        case let .rotate(x, y, degrees, duration):
            drive(fingers: 2, over: duration) { finger, f in
                let angle = degrees * f * .pi / 180, r = Self.rotationRadius * (finger == 0 ? -1 : 1)
                return (x + r * cos(angle), y + r * sin(angle))
            }
        case .key(let key):
            if deliver(.key(key)) == .quit { return }
            show()
        case .type(let text):
            // Without a field being edited the characters would be the player's keys (q quits).
            guard player.scene.textEditor != nil, player.mode == .live else {
                throw fail("nothing to type into: no text field or text view is being edited (tap one first)")
            }
            for c in text { deliver(.key(.character(c))) }
            show()
        case .wait(let seconds):
            advance(by: seconds)
        case .pause:
            if player.mode != .scrub { key(.character(" ")) }
        case .resume:
            if player.mode == .scrub { key(.character(" ")) }
        case .scrub(let percent):
            guard player.take != nil else { throw fail("nothing to scrub: no transition or animation has run yet") }
            send(.scrub(toFraction: percent / 100))
        case let .scrubRamp(from, to, duration):
            guard player.take != nil else { throw fail("nothing to scrub: no transition or animation has run yet") }
            scrub(from: from, to: to, over: duration)
        case .interactive:
            if player.mode != .interactive { key(.character("i")) }
        case .drag(let percent):
            guard player.isTransitionUnderTheHand else {
                throw fail("no interactive transition to drag: use 'interactive', then 'present' or 'push', first")
            }
            send(.drag(toFraction: percent / 100))
        case .release(let velocity):
            guard player.isTransitionUnderTheHand else { throw fail("no interactive transition to release") }
            send(.release(velocity: velocity))
        case .reverse:
            key(.character("r"))
        case .step(let n):
            for _ in 0..<abs(n) { key(.character(n > 0 ? "." : ",")) }
        case let .loop(count, body):
            for _ in 0..<count where !isStopped {
                for inner in body { try run(inner) }
            }
        case .expectState(let state):
            try expect(state, fail)
        case let .expectPercent(percent, tolerance):
            try expect(percent: percent, within: tolerance ?? Self.defaultPercentTolerance, fail)
        case let .set(name, value):
            do {
                try setParameter(name, to: value, in: player)
            } catch {
                throw fail(error.description)
            }
        case .snapshot(let name):
            try snapshot(name, fail)
        }
    }

    /// Scrubs from one percentage to another over `duration` of script time, a frame at a time.
    /// Sets the `parameterSettings` the demo shown declares.
    private func applyParameterSettings(_ fail: (String) -> Failure) throws(Failure) {
        var sides = [(player, parameterSettings, "--set")]
        if let comparison { sides.append((comparison.b, parameterSettingsB, "--set-b")) }
        for (side, settings, option) in sides {
            for (name, value) in settings where side.parameterValues.index(of: name) != nil {
                do {
                    try setParameter(name, to: value, in: side)
                } catch {
                    throw fail("\(option) \(Echo.escaped("\(name)=\(value)")): \(error.description)")
                }
            }
        }
    }

    private func scrub(from: Double, to: Double, over duration: Double) {
        let start = clock
        let frames = max(Int(saturating: duration * frameRate, rounding: .toNearestOrAwayFromZero), 1)
        for i in 0...frames where !isStopped {
            if i > 0 {
                // The scene is paused under the playhead: it is at the script's time without a tick.
                clock = Self.nanoseconds(start, plus: duration * Double(i) / Double(frames))
                sceneClock = time
                frameCount += 1
            }
            send(.scrub(toFraction: (from + (to - from) * Double(i) / Double(frames)) / 100))
        }
    }

    /// Fingers down where `position` puts them at 0, moved a frame at a time to where it puts
    /// them at each frame's `progress` through `duration`, and lifted at the last.
    private func drive(fingers: Int, over duration: Double, progress: (Double) -> Double = { $0 },
                       position: (_ finger: Int, _ fraction: Double) -> (Double, Double)) {
        for finger in 0..<fingers {
            let p = position(finger, 0)
            send(.touch(.down, x: p.0, y: p.1, finger: finger))
        }
        let start = clock
        let frames = max(Int(saturating: duration * frameRate, rounding: .toNearestOrAwayFromZero), 1)
        for i in 1...frames where !isStopped {
            deliver(.tick(duration / Double(frames)))
            clock = Self.nanoseconds(start, plus: duration * Double(i) / Double(frames))
            sceneClock = time
            frameCount += 1
            let f = progress(Double(i) / Double(frames))
            for finger in 0..<fingers {
                let p = position(finger, f)
                send(.touch(.move, x: p.0, y: p.1, finger: finger))
            }
            noteTransition()
        }
        for finger in 0..<fingers {
            let p = position(finger, progress(1))
            send(.touch(.up, x: p.0, y: p.1, finger: finger))
        }
        noteTransition()
    }

    /// A swipe's length and time: fast enough for UIKit's swipe recognizer (about 1 700 pt/s).
    static let swipeDistance = 200.0
    static let swipeDuration = 0.12
    /// Half the distance between a `rotate`'s two fingers.
    static let rotationRadius = 60.0
    /// The span at the end of a `pan` over which its release speed is held (a pan recognizer's
    /// velocity is measured over its last 0.1 s).
    static let releaseSpan = 0.1

    /// How far along a pan is at each fraction of its time: steadily; or, with a release speed,
    /// steadily up to the last `releaseSpan` and at that speed through it.
    static func panProgress(duration: Double, distance: Double, releaseSpeed: Double?) -> (Double) -> Double {
        guard let releaseSpeed, distance > 0, duration > 0 else { return { $0 } }
        let span = min(releaseSpan, duration / 2)
        let tail = min(releaseSpeed * span, distance) / distance
        return { u in
            let t = u * duration
            return t <= duration - span ? (1 - tail) * t / (duration - span) : (1 - tail) + tail * (t - (duration - span)) / span
        }
    }

    /// Hands the frame to `onSnapshot` as golden text and the inspector's values to `onInspection`
    /// (only counted without them).
    private func snapshot(_ name: String, _ fail: (String) -> Failure) throws(Failure) {
        snapshotCount += 1
        do {
            if let onSnapshot {
                paint(&frame)
                try onSnapshot(name, TextSnapshot.render(frame, colors: true))
            }
            try onInspection?(name, player.inspectionJSON(velocityJumps: velocityJumps.jumps))
        } catch {
            throw fail("snapshot \(Echo.escaped(name)): \(error)")
        }
    }

    // MARK: Time and frames

    /// Runs the clock on by `seconds` of script time, showing the frames that fall in it: frame k
    /// at k / `frameRate` (none at a rate that is not positive). The scene stays at the last of
    /// them; the next command catches it up.
    private func advance(by seconds: Double) {
        let end = Self.nanoseconds(clock, plus: seconds)
        let endSeconds = Double(end) / 1e9
        var frame = Int(saturating: (sceneClock + Self.timeTolerance) * frameRate, rounding: .down) + 1
        while !isStopped, frameRate > 0 {
            let frameTime = Double(frame) / frameRate
            guard frameTime <= endSeconds + Self.timeTolerance else { break }
            // From the frame before, a frame's length, as a hand's ticks are; else the rest of the way.
            let onPreviousFrame = abs(sceneClock - Double(frame - 1) / frameRate) <= Self.timeTolerance
            deliver(.tick(onPreviousFrame ? 1 / frameRate : frameTime - sceneClock))
            sceneClock = frameTime
            frameCount += 1
            noteTransition()
            show(at: frameTime)
            frame += 1
        }
        // Stopped part-way, the script's time is its last frame's.
        clock = isStopped ? max(clock, Self.nanoseconds(0, plus: sceneClock)) : end
    }

    /// Ticks the scene on to the script's time, where a `wait` ending between two frames left it
    /// behind, so a command acts at the time it is written at, whatever the frame rate.
    private func catchUp() {
        let now = time
        if now - sceneClock > Self.timeTolerance {
            deliver(.tick(now - sceneClock))
            noteTransition()
        }
        sceneClock = max(sceneClock, now)
    }

    /// Times closer than this, seconds, are the same time (the clock's unit is a nanosecond).
    static let timeTolerance = 1e-9

    /// `clock` (nanoseconds) plus `seconds`, rounded to the nanosecond and saturating.
    private static func nanoseconds(_ clock: Int, plus seconds: Double) -> Int {
        let (sum, overflow) = clock.addingReportingOverflow(Int(saturating: seconds * 1e9, rounding: .toNearestOrAwayFromZero))
        return overflow ? .max : sum
    }

    private func key(_ code: KeyCode) {
        deliver(.key(Key(code)))
        noteTransition()
        show()
    }

    /// Sets a parameter of `side` (the player, or a side of the comparison, kept on one playhead).
    private func setParameter(_ name: String, to value: String, in side: Player) throws(ParameterError) {
        if let comparison { try comparison.setParameter(name, to: value, in: side) } else { try side.setParameter(name, to: value) }
    }

    /// Hands an event to the comparison, or else the player.
    @discardableResult
    private func deliver(_ event: PlayerEvent) -> PlayerCommand? {
        if let comparison { return comparison.update(event) }
        return player.update(event)
    }

    /// Draws the comparison's frame, or else the player's.
    private func paint(_ cells: inout CellBuffer) {
        if let comparison {
            comparison.render(into: &cells)
        } else if deviceOnly {
            player.renderDevice(into: &cells)
        } else {
            player.render(into: &cells)
        }
    }

    /// Sends an event and shows the frame it leads to.
    private func send(_ event: PlayerEvent) {
        deliver(event)
        show()
    }

    /// Shows the frame at `frameTime` (nil: the script's time).
    private func show(at frameTime: Double? = nil) {
        if let onFrame { onFrame(frameTime ?? time, paint) } else { paint(&frame) }
        if onInspection != nil { watchVelocities() }
    }

    /// Feeds this frame's lanes to the velocity-jump detector.
    private func watchVelocities() {
        let window = player.scene.window
        scratchSignature.read(window)
        if watched == nil || watched!.signature != scratchSignature {
            watched = (scratchSignature, AnimationInventory(window: window, takeStart: player.take?.start ?? player.sceneTime))
        }
        velocityJumps.feed(time: player.sceneTime, inventory: watched!.inventory, window: window)
    }

    private func noteTransition() {
        if let transition = player.scene.window.activeTransition { lastTransitionCancelled = transition.transitionWasCancelled }
    }

    private func expectTake(before: Take?, kind: Take.Kind, _ fail: (String) -> Failure) throws(Failure) {
        guard let take = player.take, take != before else {
            throw fail("'\(kind.rawValue)' started nothing in the demo '\(player.demo.name)' (is something already shown, or still moving?)")
        }
        guard take.kind == kind else {
            throw fail("'\(kind.rawValue)' started \(take.kind == .animation ? "an animation, not a transition," : take.kind.withArticle) "
                + "in the demo '\(player.demo.name)'; write '\(Self.command(starting: take.kind, with: kind))' instead")
        }
        lastTransitionCancelled = false
    }

    /// The script command that starts a take of `kind` with the key `asked` presses: a transition
    /// by its own name; a plain animation by the key itself (`key enter` or `key escape`).
    static func command(starting kind: Take.Kind, with asked: Take.Kind) -> String {
        switch kind {
        case .present, .dismiss, .push, .pop: return kind.rawValue
        // A change of tab and a plain animation have no command of their own: the key starts them.
        case .tab, .animation: return asked == .present || asked == .push ? "key enter" : "key escape"
        }
    }

    // MARK: Expectations

    private func expect(_ state: ScriptState, _ fail: (String) -> Failure) throws(Failure) {
        guard holds(state) else { throw fail("expect state \(state.rawValue) failed: \(stateSummary)") }
        expectationsMet += 1
    }

    private func expect(percent: Double, within tolerance: Double, _ fail: (String) -> Failure) throws(Failure) {
        guard player.take != nil else { throw fail("expect percent \(format(percent))% failed: no transition has run") }
        let actual = player.takeFraction * 100
        guard abs(actual - percent) <= tolerance + 1e-9 else {
            throw fail("expect percent \(format(percent))% (± \(format(tolerance))%) failed: the playhead is at \(format(actual))%")
        }
        expectationsMet += 1
    }

    private var isPresented: Bool {
        guard let root = player.scene.window.rootViewController else { return false }
        if root.presentedViewController != nil { return true }
        if let navigation = root as? UINavigationController { return navigation.viewControllers.count > 1 }
        return false
    }

    private func holds(_ state: ScriptState) -> Bool {
        switch state {
        case .live: return player.mode == .live
        case .scrub, .paused: return player.mode == .scrub
        case .interactive: return player.mode == .interactive
        case .presented: return isPresented
        case .dismissed: return !isPresented
        case .running: return player.mode != .scrub && player.isAnimating
        case .finished:
            guard let take = player.take else { return false }
            return take.fraction(at: player.sceneTime) >= 1 && player.scene.window.activeTransition == nil
        case .cancelled: return lastTransitionCancelled && player.scene.window.activeTransition == nil
        }
    }

    private var stateSummary: String {
        let percent = player.take.map { _ in format(player.takeFraction * 100) + "%" } ?? "no transition"
        return "the player is \(player.mode.rawValue), \(isPresented ? "something is presented" : "nothing is presented"), \(percent)"
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
