//  Soak.swift — FlipbookSoak
//  A long headless session on one demo: every kind of transition the player can start, over and
//  over, in media time, with every transition booked from start to completion.

import Foundation
import FlipbookKit
import FlipbookPlayer
import FlipbookRender

/// Drives one demo through a player for a stretch of media time, as a restless user would, and
/// counts every transition it starts and completes.
///
/// A round is a fixed series of episodes, each ending with the demo back on its first screen:
/// forward and back by the keys; the same under the hand in interactive mode, finished past
/// half-way, flicked, and cancelled; paused and scrubbed both ways (which rebuilds the scene);
/// reversed mid-flight; looped; at double speed; the grid's highlight moved; and the demo
/// switched mid-transition (the player drops that scene). Rounds vary their drag lengths and
/// pause points, so the same moments are not hit every time. Everything runs on the player's
/// public events — keys and ticks of `frameDuration` — and nothing reads the wall clock.
///
/// `flipbook-soak` runs it for minutes per demo and watches memory; the demo tests run a round
/// of each demo to keep "every transition completes exactly once".
public final class Soak {
    /// What a soak saw.
    public struct Tally: Equatable, Sendable {
        /// View-controller transitions seen starting in the scene shown, replays included.
        public var transitionsStarted = 0
        /// Of those, how many ran `completeTransition(_:)` …
        public var transitionsCompleted = 0
        /// … and how many of those ended cancelled.
        public var transitionsCancelled = 0
        /// Property animators seen running, and seen finished.
        public var animatorsStarted = 0
        public var animatorsCompleted = 0
        /// Frames shown (one per tick and per key), and the media time the ticks covered, seconds.
        public var frames = 0
        public var mediaTime = 0.0
        public var rounds = 0
        /// Times the soak started the demo afresh to go on (after a stuck scene or a note).
        public var rebuilds = 0
        /// What broke "every transition completes exactly once", or left the demo stuck.
        public var problems: [String] = []
        /// The kit's other diagnostics (misuse the seeds commit as written), each once.
        public var otherDiagnostics: Set<String> = []
        /// What the soak met that a demo does as its seed wrote it, not a broken transition, each once.
        public var notes: Set<String> = []

        /// Every transition and animator that started completed, and nothing else went wrong.
        public var isClean: Bool {
            problems.isEmpty && transitionsStarted == transitionsCompleted && animatorsStarted == animatorsCompleted
        }
    }

    /// The player the soak drives (one demo in its registry, so `n` rebuilds the same demo).
    public let player: Player
    /// Whether every frame is drawn (`player.render()`); off, only the scene's clock runs.
    public var rendersFrames = true
    /// Called with each frame drawn.
    public var onFrame: ((CellBuffer) -> Void)?
    /// Called after each round, with the tally so far.
    public var onRound: ((Tally) -> Void)?
    /// Called as each episode ends, with a line saying where the soak is (for finding a problem).
    public var trace: ((String) -> Void)?
    public var tally: Tally { ledger.tally }

    /// Media time of one tick, seconds.
    public static let frameDuration = Player.frameDuration
    /// The longest the soak waits for a scene to come to rest, seconds of media time.
    static let restLimit = 20.0
    /// Media time left idle after each episode, seconds.
    static let dwell = 0.25

    private let ledger = TransitionLedger()
    private var round = 0

    public init(demo: Demo, columns: Int = 80, rows: Int = 24) {
        player = Player(registry: DemoRegistry([demo]), columns: columns, rows: rows)
    }

    /// Runs whole rounds until at least `mediaTime` seconds of media time have passed, then lets
    /// the scene come to rest and books anything still open as a problem.
    @discardableResult
    public func run(mediaTime: Double) -> Tally {
        show()
        repeat {
            runRound()
            onRound?(ledger.tally)
        } while ledger.tally.mediaTime < mediaTime
        returnToFirstScreen()
        ledger.close(at: player.sceneTime)
        return ledger.tally
    }

    // MARK: Rounds

    private func runRound() {
        let r = round
        round += 1
        // Forward and back; in the navigation demos, every other round two screens deep.
        episode("plain") { plain(depth: r % 2 == 0 ? 1 : 2) }
        episode("interactive") { interactive(finishAt: 0.55 + 0.05 * Double(r % 8), cancelAt: 0.15 + 0.05 * Double(r % 6)) }
        episode("scrub") { scrub(pauseAfter: 3 + (r * 5) % 20) }
        episode("reverse") { reverse(after: 2 + (r * 3) % 15) }
        if r % 2 == 1 { episode("loop") { loop() } }
        episode("double speed") { doubleSpeed() }
        episode("move highlight") { moveHighlight(r) }
        if r % 3 == 2 { episode("switch mid-transition") { switchMidTransition(after: 1 + r % 10) } }
        ledger.countRound()
    }

    private func episode(_ name: String, _ body: () -> Void) {
        body()
        guard let trace else { return }
        let t = ledger.tally
        trace("round \(round) \(name): scene time \(Self.format(player.sceneTime)) s, \(depth) deep, transitions "
            + "\(t.transitionsStarted) started / \(t.transitionsCompleted) completed, animators \(t.animatorsStarted) started / "
            + "\(t.animatorsCompleted) completed, \(t.problems.count) problems")
    }

    /// Enter `depth` times, then Esc as often, each run to rest.
    private func plain(depth: Int) {
        for _ in 0..<depth { press(.enter); runToRest() }
        for _ in 0..<depth { press(.escape); runToRest() }
        returnToFirstScreen()
    }

    /// Interactive mode: drag forward past half-way and let go (it finishes), back likewise;
    /// then drag short and let go (it cancels), flick (finishes before half-way), and cancel a
    /// dismissal.
    private func interactive(finishAt finish: Double, cancelAt cancel: Double) {
        press(.character("i"))
        drag(.enter, to: finish)
        drag(.escape, to: finish)
        drag(.enter, to: cancel)
        flick(.enter)
        drag(.escape, to: cancel)
        drag(.escape, to: finish)
        press(.character("i"))
        returnToFirstScreen()
    }

    /// Starts a transition with `key` under the hand, drags it by 1 % steps (a frame each) to
    /// `target`, lets go, and runs to rest.
    private func drag(_ key: KeyCode, to target: Double) {
        press(key)
        if player.scene.percentDriver != nil {
            for _ in 0..<Int((target * 100).rounded()) { press(.right); tick() }
            press(.enter)
        }
        runToRest()
    }

    /// A quick 10 % and 20 % flick: let go before half-way, it finishes.
    private func flick(_ key: KeyCode) {
        press(key)
        if player.scene.percentDriver != nil {
            press(.right, .shift); tick()
            press(.right, .shift); tick()
            press(.enter)
        }
        runToRest()
    }

    /// Pauses a transition part-way and scrubs it both ways — back to its start (the scene is
    /// rebuilt), to its end, by frames and by tenths — then lets it run on; the same going back.
    private func scrub(pauseAfter frames: Int) {
        for key in [KeyCode.enter, .escape] {
            press(key)
            ticks(frames)
            press(.character(" "))
            for (code, modifiers) in Self.scrubKeys { press(code, modifiers) }
            press(.character(" "))
            runToRest()
        }
        returnToFirstScreen()
    }

    private static let scrubKeys: [(KeyCode, KeyModifiers)] = [
        (.pageUp, []), (.character(","), []), (.character("."), []), (.home, []), (.pageDown, []), (.pageDown, []),
        (.right, [.shift]), (.left, []), (.end, []), (.pageUp, []), (.home, []), (.right, []), (.right, []), (.pageDown, []),
    ]

    /// Presses r a few frames into a transition (which turns only once let go of from the hand;
    /// otherwise the Diagnostics say why) or the square's animator, both ways.
    private func reverse(after frames: Int) {
        for key in [KeyCode.enter, .escape] {
            press(key)
            ticks(frames)
            press(.character("r"))
            runToRest()
        }
        returnToFirstScreen()
    }

    /// Loops a transition for a few seconds (each loop rebuilds the scene at the take's start).
    private func loop() {
        press(.enter)
        press(.character("l"))
        ticks(Int(3 / Self.frameDuration))
        press(.character("l"))
        runToRest()
        returnToFirstScreen()
    }

    /// Forward and back at ×2.
    private func doubleSpeed() {
        press(.character("]"))
        plain(depth: 1)
        press(.character("["))
    }

    /// Moves a grid's highlight, so later rounds open other cells.
    private func moveHighlight(_ r: Int) {
        guard player.scene.moveSelection != nil else { return }
        press(r % 4 < 2 ? .right : .left)
        press(r % 5 < 3 ? .down : .up)
    }

    /// Starts a transition and switches to the next demo (the same one) a few frames in: the
    /// player drops the scene mid-flight and builds a fresh one.
    private func switchMidTransition(after frames: Int) {
        press(.enter)
        ticks(frames)
        press(.character("n"))
        runToRest()
    }

    // MARK: Driving the player

    private func press(_ code: KeyCode, _ modifiers: KeyModifiers = []) {
        _ = player.update(.key(Key(code, modifiers: modifiers)))
        show()
    }

    private func tick() {
        _ = player.update(.tick(Self.frameDuration))
        show(mediaTime: Self.frameDuration)
    }

    private func ticks(_ n: Int) {
        for _ in 0..<n { tick() }
    }

    /// Books the scene and draws the frame.
    private func show(mediaTime: Double = 0) {
        ledger.poll(player)
        ledger.count(frame: mediaTime)
        if rendersFrames {
            let frame = player.render()
            onFrame?(frame)
        }
    }

    private var sceneIsAtRest: Bool {
        !player.scene.window.clock.hasRunningAnimations && player.scene.window.activeTransition == nil
    }

    /// Resumes the clock if paused and ticks until nothing moves, then a short dwell.
    private func runToRest() {
        if player.mode == .scrub { press(.character(" ")) }
        let start = player.sceneTime
        while !sceneIsAtRest {
            if player.sceneTime - start > Self.restLimit {
                ledger.noteProblem("\(player.demo.name): the scene did not come to rest within \(Self.format(Self.restLimit)) s "
                    + "of media time (round \(round), scene time \(Self.format(player.sceneTime)) s)")
                rebuild()
                return
            }
            tick()
        }
        ticks(Int(Self.dwell / Self.frameDuration))
    }

    /// Live mode, at rest, nothing presented or pushed: Esc until the first screen shows.
    private func returnToFirstScreen() {
        if player.mode == .scrub { press(.character(" ")) }
        if player.mode == .interactive { press(.character("i")) }
        runToRest()
        var attempts = 0
        while depth > 0 {
            guard attempts < 4 else {
                // Not a broken transition: a seed can leave its screen unusable (see Tally.notes).
                ledger.note("Esc did not bring the first screen back; the demo was rebuilt (n) to go on")
                rebuild()
                return
            }
            attempts += 1
            press(.escape)
            runToRest()
        }
    }

    /// Starts the demo afresh (`n`, the registry's only demo); transitions still open in the
    /// dropped scene are booked as never completing.
    private func rebuild() {
        ledger.abandonOpen(at: player.sceneTime)
        press(.character("n"))
        ledger.countRebuild()
    }

    /// How many screens deep the scene is: presentations plus pushes.
    private var depth: Int {
        var count = 0
        var controller = player.scene.window.rootViewController
        while let current = controller {
            if let navigation = current as? UINavigationController { count += navigation.viewControllers.count - 1 }
            controller = current.presentedViewController
            if controller != nil { count += 1 }
        }
        return count
    }

    static func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
