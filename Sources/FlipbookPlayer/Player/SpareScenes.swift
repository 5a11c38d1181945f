//  SpareScenes.swift — FlipbookPlayer
//  Scenes replayed beside the live one, so a seek back or a take's probe starts near its time.

import Foundation

/// Spare scenes of the player's demo, replayed in step with the log and kept at the start of
/// the current take (the checkpoint): a seek back into the take, or the probe that measures a
/// new take, takes one and runs it on from there instead of replaying the whole session from
/// the demo's factory.
///
/// A scene cannot be copied (it is whatever object graph the user's demo built), so a spare
/// that is used is gone. The take's probe comes back when it is done (it has only run on, past
/// the take's end, and is still the log's as long as nothing is logged before its time); a spare
/// that became the live scene is replaced by one built from the factory a few logged actions per
/// player update (`work(log:)`), so no one event pays for the whole session.
final class SpareScenes {
    /// How many spares are kept: a take's probe, and checkpoints for the seeks back that cross
    /// one of the take's events (seeks that cross none rewind the live scene's clock instead).
    static let count = 4
    /// How many logged actions the spare being built replays per player update.
    static let buildStep = 8
    /// A log at most this long is replayed at once when a spare is missing (a session's start).
    static let immediateBuildLimit = 32

    private let makeScene: () -> DemoScene
    /// The spares, any time at or before the live scene's, each the log's up to its time.
    private(set) var spares: [ReplayedScene] = []
    /// The spare being built from the factory, when fewer than `count` are kept.
    private(set) var building: ReplayedScene?
    /// Where spares are kept: the start of the current take.
    private(set) var checkpoint = 0.0
    /// How many scenes were made from the factory, and how many logged actions spares have
    /// performed, all told: what replaying has cost (for tests and the bench).
    package private(set) var scenesBuilt = 0
    package private(set) var actionsReplayed = 0

    init(makeScene: @escaping () -> DemoScene) {
        self.makeScene = makeScene
    }

    /// The spares' times, earliest first (for tests and the bench).
    var times: [Double] { spares.map(\.time).sorted() }

    /// Whether a spare is being built (the player then does a little more work per update).
    var isBuilding: Bool { building != nil }

    /// Lets go of every spare whose time lies after `t`: the log after `t` is about to be
    /// rewritten, and they have run past it.
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

    /// A new take starts at `t`: every spare runs on to it, and spares missing are built now
    /// while the log is short.
    func moveCheckpoint(to t: Double, log: [LoggedAction]) {
        checkpoint = t
        for i in spares.indices where spares[i].time <= t { actionsReplayed += spares[i].advance(to: t, log: log) }
        if log.count <= Self.immediateBuildLimit {
            while spares.count < Self.count {
                var spare = building ?? freshScene()
                building = nil
                actionsReplayed += spare.advance(to: t, log: log)
                spares.append(spare)
            }
        }
    }

    /// The spare latest at or before `t`, run on to `t`, for the caller to keep: the one being
    /// built when no spare will do, or else a scene replayed from the factory.
    func take(atOrBefore t: Double, log: [LoggedAction]) -> ReplayedScene {
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

    /// Keeps `spare` (a probe that has run on) while there is room.
    func give(_ spare: ReplayedScene) {
        if spares.count < Self.count { spares.append(spare) } else { Player.retire(spare.scene) }
    }

    /// One step of building a missing spare: at most `buildStep` logged actions replayed.
    /// Returns whether it did any work.
    @discardableResult
    func work(log: [LoggedAction]) -> Bool {
        guard spares.count < Self.count else { return false }
        var spare = building ?? freshScene()
        let before = spare.performed
        let done = spare.advance(toward: checkpoint, log: log, limit: Self.buildStep)
        actionsReplayed += spare.performed - before
        if done {
            spares.append(spare)
            building = nil
        } else {
            building = spare
        }
        return true
    }

    private func freshScene() -> ReplayedScene {
        scenesBuilt += 1
        return ReplayedScene(makeScene())
    }

    /// Lets go of every spare (the player switches demo, or goes away).
    func removeAll() {
        for spare in spares { Player.retire(spare.scene) }
        spares = []
        if let scene = building?.scene { Player.retire(scene) }
        building = nil
        checkpoint = 0
    }
}
