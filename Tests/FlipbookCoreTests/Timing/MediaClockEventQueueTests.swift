//  MediaClockEventQueueTests.swift — FlipbookCoreTests
//  The clock keeps its pending events in time order: each change of a layer's timing re-times the
//  animations below it, and finding the next event costs O(log N) comparisons, not O(N).

import Foundation
@testable import FlipbookCore
import FlipbookTestSupport
import Testing

/// Records when each animation started and stopped, by name, at the clock's time.
private final class TimeRecorder {
    unowned let clock: MediaClock
    var starts: [String: Double] = [:]
    var stops: [String: Double] = [:]
    var order: [String] = []

    init(clock: MediaClock) { self.clock = clock }

    /// A delegate that reports to this recorder under `name` (an animation holds its delegate).
    func delegate(_ name: String) -> CAAnimationDelegate { Named(name: name, recorder: self) }

    private final class Named: CAAnimationDelegate {
        let name: String
        unowned let recorder: TimeRecorder
        init(name: String, recorder: TimeRecorder) { self.name = name; self.recorder = recorder }

        func animationDidStart(_ anim: CAAnimation) {
            recorder.starts[name] = recorder.clock.time
            recorder.order.append("start \(name)")
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            recorder.stops[name] = recorder.clock.time
            recorder.order.append("stop \(name)")
        }
    }
}

@Suite struct MediaClockEventQueueTests {
    /// A clock driving `root`, with `parent` under it and `layer` under `parent`.
    private func tree() -> (MediaClock, root: CALayer, parent: CALayer, layer: CALayer) {
        let root = CALayer(), parent = CALayer(), layer = CALayer()
        root.addSublayer(parent)
        parent.addSublayer(layer)
        let clock = MediaClock()
        clock.add(root)
        return (clock, root, parent, layer)
    }

    private func fade(_ name: String, duration: Double = 1, beginTime: Double = 0, delegate: TimeRecorder) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = duration
        animation.beginTime = beginTime
        animation.delegate = delegate.delegate(name)
        return animation
    }

    // The time model, per level: local = (parent − beginTime) × speed + timeOffset
    // (CAMediaTiming docs: "t = (tp - begin) * speed + offset").

    @Test func speedingUpAnAncestorMidFlightBringsTheStopForward() {
        let (clock, _, parent, layer) = tree()
        let recorder = TimeRecorder(clock: clock)
        layer.add(fade("a", delegate: recorder), forKey: "a")
        clock.tick(to: 0.5)
        // Re-anchored at the current local time (0.5), then twice as fast: 1.0 is reached 0.25 s later.
        parent.timeOffset = 0.5
        parent.beginTime = 0.5
        parent.speed = 2
        clock.tick(to: 3)
        #expect(recorder.stops["a"] == 0.75)
    }

    // Technical Q&A QA1673 (pausing and resuming a layer's animations): pause with speed 0 and
    // timeOffset at the paused local time; resume with speed 1, timeOffset 0 and beginTime the time
    // spent paused.
    @Test func pausingHoldsTheStopAndResumingMovesItByThePause() {
        let (clock, _, parent, layer) = tree()
        let recorder = TimeRecorder(clock: clock)
        layer.add(fade("a", delegate: recorder), forKey: "a")
        clock.tick(to: 0.5)
        let paused = parent.convertTime(clock.time, from: nil)
        parent.speed = 0
        parent.timeOffset = paused
        clock.tick(to: 5)
        #expect(recorder.stops["a"] == nil)
        #expect(clock.hasRunningAnimations)
        parent.speed = 1
        parent.timeOffset = 0
        parent.beginTime = 0
        parent.beginTime = parent.convertTime(clock.time, from: nil) - paused
        clock.tick(to: 10)
        #expect(recorder.stops["a"] == 5.5)  // 0.5 s left when paused at 5 − 4.5
    }

    @Test func anOffsetChangeBeforeADelayedStartMovesTheStartAndTheStop() {
        let (clock, _, parent, layer) = tree()
        let recorder = TimeRecorder(clock: clock)
        layer.add(fade("a", beginTime: 1, delegate: recorder), forKey: "a")
        clock.tick(to: 0.25)
        parent.timeOffset = 0.5  // local = t + 0.5: begin 1 at t = 0.5, end 2 at t = 1.5
        clock.tick(to: 3)
        #expect(recorder.starts["a"] == 0.5)
        #expect(recorder.stops["a"] == 1.5)
    }

    @Test func aLayerTakenOutOfAFastParentRunsAtTheClocksRate() {
        let (clock, _, parent, layer) = tree()
        let recorder = TimeRecorder(clock: clock)
        parent.speed = 2
        layer.add(fade("a", delegate: recorder), forKey: "a")  // begins at local 0, ends at local 1: t = 0.5
        clock.tick(to: 0.25)
        layer.removeFromSuperlayer()  // its local time is now the clock's: 1 is reached at t = 1
        clock.tick(to: 3)
        #expect(recorder.stops["a"] == 1)
    }

    @Test func aLayerMovedUnderAFastParentStopsSooner() {
        let (clock, root, _, layer) = tree()
        let recorder = TimeRecorder(clock: clock)
        let fast = CALayer()
        fast.speed = 2
        root.addSublayer(fast)
        layer.add(fade("a", delegate: recorder), forKey: "a")  // ends at t = 1 in the plain parent
        clock.tick(to: 0.25)
        fast.addSublayer(layer)  // local = 2t from now on: 1 is reached at t = 0.5
        clock.tick(to: 3)
        #expect(recorder.stops["a"] == 0.5)
    }

    @Test func anAncestorsSpeedChangeReachesEveryLevelBelow() {
        let (clock, root, _, layer) = tree()
        let recorder = TimeRecorder(clock: clock)
        let deep = CALayer()
        layer.addSublayer(deep)
        deep.add(fade("a", delegate: recorder), forKey: "a")
        root.speed = 4  // at t = 0, local = 4t: ends at t = 0.25
        clock.tick(to: 3)
        #expect(recorder.stops["a"] == 0.25)
    }

    @Test func aTimeWarpOnAnAncestorRetimesTheStop() throws {
        let (clock, _, parent, layer) = tree()
        let recorder = TimeRecorder(clock: clock)
        layer.add(fade("a", delegate: recorder), forKey: "a")
        clock.tick(to: 0.5)
        // Linear from local 0.5 to 2.5 over t = 0.5…1.5: local 1 at a quarter of the way, t = 0.75.
        parent.timeWarp = LayerTimeWarp(start: 0.5, duration: 1, from: 0.5, to: 2.5, curve: CAMediaTimingFunction(name: .linear), rateAfter: 1)
        clock.tick(to: 3)
        let stop = try #require(recorder.stops["a"])
        #expect(abs(stop - 0.75) < 1e-9)
    }

    @Test func aLayerWhoseTimedParentGoesAwayRunsAtTheClocksRate() {
        let (clock, root, _, _) = tree()
        let recorder = TimeRecorder(clock: clock)
        let layer = CALayer()
        var fast: CALayer? = CALayer()
        fast!.speed = 2
        root.addSublayer(fast!)
        fast!.addSublayer(layer)
        layer.add(fade("a", delegate: recorder), forKey: "a")  // ends at t = 0.5 under the fast parent
        clock.tick(to: 0.2)
        fast!.removeFromSuperlayer()
        fast = nil  // the parent is gone; the layer (held here) is its own time root: ends at t = 1
        clock.tick(to: 3)
        #expect(recorder.stops["a"] == 1)
    }

    // At one instant: starts before stops, each in the order the animations were added, whatever
    // order their pending events were re-timed in.
    @Test func animationsDueAtOneInstantRunInTheOrderTheyWereAddedAfterARetime() {
        let (clock, root, parent, layer) = tree()
        let recorder = TimeRecorder(clock: clock)
        let other = CALayer()
        root.addSublayer(other)
        layer.add(fade("a", delegate: recorder), forKey: "a")
        other.add(fade("b", delegate: recorder), forKey: "b")
        clock.tick(to: 0.5)
        parent.timeOffset = 0.25  // "a" is re-timed twice, ending where it did
        parent.timeOffset = 0
        clock.tick(to: 3)
        #expect(recorder.order == ["start a", "start b", "stop a", "stop b"])
        #expect(recorder.stops["a"] == 1 && recorder.stops["b"] == 1)
    }

    /// Comparisons the clock's queue makes per event for N animations, each on its own layer with
    /// its own delay (the shatter: one block, per-piece delays).
    private func comparisonsPerEvent(_ n: Int) -> Double {
        let root = CALayer()
        let clock = MediaClock()
        clock.add(root)
        let recorder = TimeRecorder(clock: clock)
        for i in 0..<n {
            let layer = CALayer()
            root.addSublayer(layer)
            // Delays in a scrambled order, so that the queue is not fed sorted.
            layer.add(fade("\(i)", duration: 0.5, beginTime: Double((i * 7919) % n) / Double(n), delegate: recorder), forKey: "f")
        }
        let before = clock.eventQueueComparisons
        clock.tick(to: 2)
        #expect(recorder.stops.count == n)
        return Double(clock.eventQueueComparisons - before) / Double(2 * n)
    }

    @Test func findingTheNextEventCostsLogarithmicallyManyComparisons() {
        for n in [100, 1_600] {
            let perEvent = comparisonsPerEvent(n)
            // A start re-queues its stop (≤ log₂ 2N up), the next look drops the spent entry
            // (≤ 2 log₂ 2N down): a scan would be ≥ N per event.
            let bound = 3 * log2(Double(2 * n)) + 4
            #expect(perEvent <= bound, "N = \(n): \(perEvent) comparisons per event, bound \(bound)")
        }
    }

    /// The clock's forecast of when its work ends: the latest end of its animations at the
    /// timing of their layers (CAMediaTiming docs: an animation's active duration is its
    /// `duration` × `repeatCount`, in its parent's time scaled by each layer's `speed`); none
    /// while a block that may start more is scheduled, or an animation never ends.
    @Test func theScheduledEndIsTheLatestEndUnlessSomethingMayStartMore() {
        let (clock, _, parent, layer) = tree()
        let recorder = TimeRecorder(clock: clock)
        #expect(clock.scheduledEnd == 0, "nothing runs: it has ended now")
        parent.speed = 2
        layer.add(fade("a", duration: 3, beginTime: 1, delegate: recorder), forKey: "a")
        parent.add(fade("b", duration: 1, delegate: recorder), forKey: "b")
        clock.commit()
        #expect(clock.scheduledEnd == 2, "a: local 1 + 3 = 4, at speed 2 in its parent's time 2 s; b ends at 1")

        let watch = clock.schedule(at: 10, watchOnly: true) {}
        #expect(clock.scheduledEnd == 2, "a block that only watches starts nothing")
        let more = clock.schedule(at: 1) {}
        #expect(clock.scheduledEnd == nil, "a block that may start more")
        clock.cancelScheduled(more)
        clock.cancelScheduled(watch)
        #expect(clock.scheduledEnd == 2)

        let forever = fade("c", delegate: recorder)
        forever.repeatCount = .infinity
        layer.add(forever, forKey: "c")
        clock.commit()
        #expect(clock.scheduledEnd == nil, "an animation repeating forever never ends")
    }
}

