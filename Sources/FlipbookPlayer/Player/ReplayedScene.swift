//  ReplayedScene.swift — FlipbookPlayer
//  A scene and how far through the player's log it has been replayed.

import Foundation
import FlipbookKit

/// A demo's scene with the logged actions it has performed: the first `performed` of the log,
/// which are exactly those at or before its clock's time.
///
/// The log is sorted by time, so running a scene on walks the log from `performed`, never from
/// the start: what it costs depends on how far the scene goes, not on how long the session is.
struct ReplayedScene {
    let scene: DemoScene
    /// How many of the log's first actions the scene has performed.
    private(set) var performed: Int

    init(_ scene: DemoScene, performed: Int = 0) {
        self.scene = scene
        self.performed = performed
    }

    /// The scene's clock time.
    var time: Double { scene.window.clock.time }

    /// Runs the scene on to `t`, performing each logged action on the way at its own time;
    /// returns how many it performed.
    @discardableResult
    mutating func advance(to t: Double, log: [LoggedAction]) -> Int {
        scene.window.makeCurrent()  // the scene `CACurrentMediaTime()` and `UIScreen.main` refer to while it runs
        let clock = scene.window.clock
        let before = performed
        while performed < log.count, log[performed].time <= t {
            clock.tick(to: log[performed].time)
            scene.perform(log[performed].action)
            performed += 1
        }
        clock.tick(to: t)
        return performed - before
    }

    /// Performs at most `limit` more logged actions, none after `t`; whether the scene has then
    /// performed every action up to `t` (its clock is then at `t`). A heavy action (one weighing
    /// more than `SpareScenes.heavyWeight`) ends the step; without `takesHeavy`, the scene stops
    /// before it and the actions at its instant, and a later call performs it — and a scene whose
    /// clock holds that many animations does not run on at all: it would go through their
    /// thousands of starts and stops on the way.
    mutating func advance(toward t: Double, log: [LoggedAction], limit: Int, takesHeavy: Bool = true) -> Bool {
        if !takesHeavy, time < t, scene.window.clock.liveAnimationCount > SpareScenes.heavyWeight { return false }
        var end = performed
        while end < log.count, log[end].time <= t, end - performed < limit {
            let heavy = log[end].weight > SpareScenes.heavyWeight
            if heavy, !takesHeavy {
                // A scene runs on to an instant whole: the actions at the heavy one's instant wait with it.
                while end > performed, log[end - 1].time == log[end].time { end -= 1 }
                break
            }
            end += 1
            if heavy { break }
        }
        if end == log.count || log[end].time > t {
            advance(to: t, log: log)
            return true
        }
        if end > performed { advance(to: log[end - 1].time, log: log) }
        return false
    }

    /// Whether the scene can go back to `t` without a rebuild: nothing has happened in it since
    /// `t` (no logged action after `t`, and nothing its clock ran or was given after `t`).
    func canRewind(to t: Double, log: [LoggedAction]) -> Bool {
        (performed == 0 || log[performed - 1].time <= t) && scene.window.clock.canRewind(to: t)
    }

    /// Goes back to `t` when `canRewind(to:log:)`; returns whether it did.
    mutating func rewind(to t: Double, log: [LoggedAction]) -> Bool {
        canRewind(to: t, log: log) && scene.window.clock.rewind(to: t)
    }
}
