//  ScriptRunner.swift — FlipbookPlayer
//  Runs a parsed `.flip` script on a player, as a user's keys would, in media time.

import Foundation
import FlipbookKit
import FlipbookRender

/// Runs a script's commands on a `Player`, frame by frame in media time (never the wall clock).
///
/// Commands act through the player's own actions — the same log, takes and replay the keys
/// use — so a script reaches exactly the frames a user would. Every frame the clock advances
/// is handed to `onFrame` (a recorder or the terminal), with the script's time in seconds.
public final class ScriptRunner {
    /// An `expect` that did not hold, or a command that cannot act in the state reached.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let fileName: String
        public let position: SourcePosition
        public let message: String
        public var description: String { "\(fileName):\(position.line):\(position.column): \(message)" }
    }

    public let player: Player
    public let fileName: String
    /// Frames per second of media time the clock advances by.
    public let frameRate: Double
    /// The script's time, seconds: advanced by `wait`, sweeps and steps.
    public private(set) var time = 0.0
    public private(set) var frameCount = 0
    public private(set) var expectationsMet = 0
    /// How many `snapshot <name>` lines have run.
    public private(set) var snapshotCount = 0
    /// Called with each frame and the script's time when it shows.
    public var onFrame: ((CellBuffer, Double) -> Void)?
    /// Called when a `snapshot <name>` line runs, with the name and the frame as golden text
    /// (characters, then colours); may throw to stop the run. Nothing is kept: without it, a
    /// snapshot line only counts, and its frame is not even drawn.
    public var onSnapshot: ((_ name: String, _ text: String) throws -> Void)?
    /// Set (e.g. from `onFrame`, when the user presses q) to end the run after this frame.
    public var isStopped = false
    /// Whether the last transition seen ended cancelled (for `expect state cancelled`).
    private var lastTransitionCancelled = false

    /// The default `expect percent` tolerance, percentage points.
    public static let defaultPercentTolerance = 0.5

    public init(player: Player, fileName: String, frameRate: Double = 60) {
        self.player = player
        self.fileName = fileName
        self.frameRate = frameRate
    }

    /// Runs every command; the first failure stops the run.
    public func run(_ script: Script) throws(Failure) {
        onFrame?(player.render(), time)
        for command in script.commands { try run(command) }
    }

    private func run(_ command: ScriptCommand) throws(Failure) {
        if isStopped { return }
        func fail(_ message: String) -> Failure { Failure(fileName: fileName, position: command.position, message: message) }
        switch command.kind {
        case .demo(let name):
            guard let index = player.registry.index(named: name) else {
                throw fail("there is no demo called '\(name)'")
            }
            player.switchDemo(to: index)
            show()
        case let .size(columns, rows):
            _ = player.update(.resize(columns: columns, rows: rows))
            show()
        case let .device(width, height):
            UIWindow.defaultScreenSize = CGSize(width: width, height: height)
            player.switchDemo(to: player.demoIndex)  // the scene is built for the device
            show()
        case .speed(let speed):
            player.speed = speed
        case .select(let item):
            guard player.scene.selectItem != nil else { throw fail("the demo '\(player.demo.name)' has nothing to select") }
            player.act(.selectItem(item))
            show()
        case .present, .push:
            let before = player.take
            key(.enter)
            try expectTake(before: before, kind: command.kind == .present ? .present : .push, fail)
        case .dismiss, .pop:
            let before = player.take
            key(.escape)
            try expectTake(before: before, kind: command.kind == .dismiss ? .dismiss : .pop, fail)
        case let .tap(x, y):
            player.act(.tap(x: x, y: y))
            show()
        case .key(let key):
            if player.update(.key(key)) == .quit { return }
            show()
        case .wait(let seconds):
            advance(by: seconds)
        case .pause:
            if player.mode != .scrub { key(.character(" ")) }
        case .resume:
            if player.mode == .scrub { key(.character(" ")) }
        case .scrub(let percent):
            guard player.take != nil else { throw fail("nothing to scrub: no transition or animation has run yet") }
            player.scrub(toFraction: percent / 100)
            show()
        case let .scrubRamp(from, to, duration):
            guard player.take != nil else { throw fail("nothing to scrub: no transition or animation has run yet") }
            let frames = max(Int((duration * frameRate).rounded()), 1)
            for i in 0...frames where !isStopped {
                player.scrub(toFraction: (from + (to - from) * Double(i) / Double(frames)) / 100)
                if i > 0 { time += duration / Double(frames); frameCount += 1 }
                show()
            }
        case .interactive:
            if player.mode != .interactive { key(.character("i")) }
        case .drag(let percent):
            guard player.scene.percentDriver != nil, player.scene.window.activeTransition?.isInteractive == true else {
                throw fail("no interactive transition to drag: use 'interactive', then 'present' or 'push', first")
            }
            player.act(.interactiveUpdate(percent / 100))
            show()
        case .release(let velocity):
            guard let driver = player.scene.percentDriver, player.scene.window.activeTransition?.isInteractive == true else {
                throw fail("no interactive transition to release")
            }
            // As a pan gesture's end: a flick decides; without one, past half-way finishes.
            let p = Double(driver.percentComplete)
            let finish = velocity.map { $0 > 0 || ($0 == 0 && p > 0.5) } ?? (p > 0.5)
            player.act(.interactiveRelease(finish: finish))
            show()
        case .reverse:
            key(.character("r"))
        case .step(let n):
            for _ in 0..<abs(n) { key(.character(n > 0 ? "." : ",")) }
        case let .loop(count, body):
            for _ in 0..<count where !isStopped {
                for inner in body { try run(inner) }
            }
        case .expectState(let state):
            let actual = holds(state)
            guard actual else { throw fail("expect state \(state.rawValue) failed: \(stateSummary)") }
            expectationsMet += 1
        case let .expectPercent(percent, tolerance):
            guard let take = player.take else { throw fail("expect percent \(format(percent))% failed: no transition has run") }
            let actual = take.fraction(at: player.sceneTime) * 100
            let tolerance = tolerance ?? Self.defaultPercentTolerance
            guard abs(actual - percent) <= tolerance + 1e-9 else {
                throw fail("expect percent \(format(percent))% (± \(format(tolerance))%) failed: the playhead is at \(format(actual))%")
            }
            expectationsMet += 1
        case .snapshot(let name):
            snapshotCount += 1
            guard let onSnapshot else { return }
            do {
                try onSnapshot(name, TextSnapshot.render(player.render(), colors: true))
            } catch {
                throw fail("snapshot \(name): \(error)")
            }
        }
    }

    // MARK: Time and frames

    /// Runs the clock on by `seconds` of script time, one frame at a time.
    private func advance(by seconds: Double) {
        let frames = Int((seconds * frameRate).rounded())
        for _ in 0..<frames where !isStopped {
            _ = player.update(.tick(1 / frameRate))
            time += 1 / frameRate
            frameCount += 1
            noteTransition()
            show()
        }
    }

    private func key(_ code: KeyCode) {
        _ = player.update(.key(Key(code)))
        noteTransition()
        show()
    }

    private func show() {
        onFrame?(player.render(), time)
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
        case .animation: return asked == .present || asked == .push ? "key enter" : "key escape"
        }
    }

    // MARK: Expectations

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
        let percent = player.take.map { format($0.fraction(at: player.sceneTime) * 100) + "%" } ?? "no transition"
        return "the player is \(player.mode.rawValue), \(isPresented ? "something is presented" : "nothing is presented"), \(percent)"
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }
}
