//  SpareScenes.swift — FlipbookPlayer
//  Scenes replayed beside the live one, so a seek or a take's probe starts near its time.

import Foundation

/// Spare scenes of the player's demo, each replayed in step with the log up to its own time:
/// some kept at the start of the current take (the checkpoint), others where the live scene
/// was before a seek. A seek back into the take, or the probe that measures a new take, takes
/// one and runs it on from there instead of replaying the whole session from the demo's factory.
///
/// A new take's key moves only the checkpoint: the probe (the latest spare, run on) performs the
/// action that starts the take, as the live scene does, and no other scene does then — at a
/// shatter's 3 400 pieces, each spare doing so cost as much as the live scene's start. The spares
/// left behind catch up later, a step per player update (`work(log:updatesLeft:showsAnimation:)`),
/// or when a seek takes one. A heavy step — an action that added more than `heavyWeight`
/// animations, a scene from the factory of more than `heavyWeight` views — is never taken in an
/// update that shows animation: it waits for one that does not (idle, paused; `hasWork` asks
/// the runner for them), or for the seek that needs the spare.
///
/// A scene cannot be copied (it is whatever object graph the user's demo built), and time in it
/// only runs forward, so a spare run on is spent. A seek away from a scene keeps that scene as
/// a spare at its own time (a seek forward may use it again, or it rewinds to an earlier moment
/// of the take: scrubbing to and fro swaps the same scenes). The take's probe comes back when it
/// is done (it has only run on, past the take's end). When fewer than `checkpointsWanted` are
/// left at or before the checkpoint — a loop, or seeks back across the take's events, spend
/// them — one is built again from the factory, a few logged actions per player update
/// (`work(log:)`), so no one event pays for the whole session.
final class SpareScenes {
    /// How many spares are kept at most (the latest goes first).
    static let count = 4
    /// How many are wanted at or before the checkpoint, for seeks back into the take.
    static let checkpointsWanted = 2
    /// How many logged actions the spare being built replays per player update.
    static let buildStep = 4
    /// The most animations an action may add, or views a scene may have, for a spare to replay or
    /// build it in an update that shows animation (about 2 ms in release).
    static let heavyWeight = 1_000

    private let makeScene: () -> DemoScene
    /// The spares, each the log's up to its time.
    private(set) var spares: [ReplayedScene] = []
    /// The spare being built from the factory, toward the checkpoint.
    private(set) var building: ReplayedScene?
    /// Where spares are kept for seeks back: the start of the current take.
    private(set) var checkpoint = 0.0
    /// How many scenes were made from the factory, and how many logged actions spares have
    /// performed, all told: what replaying has cost (for tests and the bench).
    package private(set) var scenesBuilt = 0
    package private(set) var actionsReplayed = 0
    /// What building a scene from the factory weighs: the views of the scene it makes.
    let buildWeight: Int

    init(makeScene: @escaping () -> DemoScene, buildWeight: Int = 0) {
        self.makeScene = makeScene
        self.buildWeight = buildWeight
    }

    /// The spares' times, earliest first (for tests and the bench).
    var times: [Double] { spares.map(\.time).sorted() }

    /// Whether a spare is being built (the player then does a little more work per update).
    var isBuilding: Bool { building != nil }

    /// Lets go of every spare whose time lies after `t` (run on to rest, so what it holds
    /// completes): the log after `t` is about to be rewritten, and they have run past it.
    func forget(after t: Double) {
        spares.removeAll { spare in
            guard spare.time > t else { return false }
            Player.retire(spare.scene)
            return true
        }
        if let scene = building?.scene, scene.window.clock.time > t {
            Player.retire(scene)
            building = nil
        }
        checkpoint = min(checkpoint, t)
    }

    /// A new take starts at `t`: spares are kept for it from now on. None runs on to it now (the
    /// probe does, taken); those behind catch up in `work`.
    func moveCheckpoint(to t: Double) {
        checkpoint = t
    }

    /// Whether spares are still to be built or brought up to the checkpoint: updates that move
    /// nothing (`.tick(0)`) then still do work.
    func hasWork(log: [LoggedAction]) -> Bool {
        building != nil || nextToWork(log: log) != nil
    }

    /// What `work` does next: build a spare (nil index) when too few wait at or before the
    /// checkpoint, or else run on the latest of them still behind it. Nil when none needs to.
    private func nextToWork(log: [LoggedAction]) -> Int?? {
        if spares.count(where: { $0.time <= checkpoint }) < Self.checkpointsWanted { return .some(nil) }
        let due = Self.actionCount(in: log, notAfter: checkpoint)
        // The latest behind, found without an array: asked on every frame while one waits.
        var latest: Int?
        for i in spares.indices where spares[i].time <= checkpoint && spares[i].performed < due {
            if latest.map({ spares[i].time > spares[$0].time }) ?? true { latest = i }
        }
        return latest.map { .some($0) }
    }

    /// Whether a spare can be at `t` for less than running a scene at `from` on to it: one that
    /// rewinds to `t`, or one later than `from` and not after `t`.
    func hasBetterScene(for t: Double, than from: Double, log: [LoggedAction]) -> Bool {
        spares.contains { $0.canRewind(to: t, log: log) || ($0.time > from && $0.time <= t) }
    }

    /// A scene at `t` for the caller to keep: a spare that rewinds to it, or else the spare
    /// latest at or before it run on; the one being built when no spare will do; or else a scene
    /// replayed from the factory.
    func take(for t: Double, log: [LoggedAction]) -> ReplayedScene {
        if let i = spares.firstIndex(where: { $0.canRewind(to: t, log: log) }) {
            var chosen = spares.remove(at: i)
            _ = chosen.rewind(to: t, log: log)
            // An action logged at `t` since it was kept (a reversal measured from where it happens).
            actionsReplayed += chosen.advance(to: t, log: log)
            return chosen
        }
        var chosen: ReplayedScene
        if let i = spares.indices.filter({ spares[$0].time <= t }).max(by: { spares[$0].time < spares[$1].time }) {
            chosen = spares.remove(at: i)
        } else if let partial = building, partial.time <= t {
            chosen = partial
            building = nil
        } else {
            chosen = freshScene()
        }
        actionsReplayed += chosen.advance(to: t, log: log)
        return chosen
    }

    /// Keeps `spare` (the scene a seek replaced, a probe that has run on); over `count`, the
    /// latest spare is let go of.
    func give(_ spare: ReplayedScene) {
        spares.append(spare)
        trim()
    }

    /// One step of building a spare when too few wait at or before the checkpoint, or of running
    /// on one behind it: at most `buildStep` logged actions replayed — or, when the spare is due
    /// within `updatesLeft` updates (a loop comes back to the take's start then), as many as
    /// finish it in time, so the loop-back finds it ready rather than replaying the session in one
    /// frame. When the update `showsAnimation`, no heavy step is taken. Returns whether it did
    /// any work.
    @discardableResult
    func work(log: [LoggedAction], updatesLeft: Int? = nil, showsAnimation: Bool = false) -> Bool {
        var spare: ReplayedScene
        var built = false, kept = false
        if let partial = building {
            spare = partial
            building = nil
        } else if let next = nextToWork(log: log) {
            if let i = next {
                spare = spares.remove(at: i)
                kept = true
            } else {
                guard !showsAnimation || buildWeight <= Self.heavyWeight else { return false }
                spare = freshScene()
                built = true
            }
        } else {
            return false
        }
        let before = spare.performed
        var step = Self.buildStep
        if let updatesLeft {
            let remaining = Self.actionCount(in: log, notAfter: checkpoint) - spare.performed
            step = max(step, (remaining + max(updatesLeft, 1) - 1) / max(updatesLeft, 1))
        }
        let done = spare.advance(toward: checkpoint, log: log, limit: step, takesHeavy: !showsAnimation)
        actionsReplayed += spare.performed - before
        if done {
            give(spare)
        } else if kept {
            spares.append(spare)  // still a spare where it stopped, for a seek to take meanwhile
        } else {
            building = spare
        }
        return built || spare.performed > before || done
    }

    /// Lets go of every spare (the player switches demo, or goes away).
    func removeAll() {
        for spare in spares { Player.retire(spare.scene) }
        spares = []
        if let scene = building?.scene { Player.retire(scene) }
        building = nil
        checkpoint = 0
    }

    /// How many of the log's actions are at or before `t` (the log is sorted by time).
    static func actionCount(in log: [LoggedAction], notAfter t: Double) -> Int {
        var low = 0, high = log.count
        while low < high {
            let mid = (low + high) / 2
            if log[mid].time <= t { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private func trim() {
        while spares.count > Self.count, let latest = spares.indices.max(by: { spares[$0].time < spares[$1].time }) {
            Player.retire(spares.remove(at: latest).scene)
        }
    }

    private func freshScene() -> ReplayedScene {
        scenesBuilt += 1
        return ReplayedScene(makeScene())
    }
}
