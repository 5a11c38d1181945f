//  CAMediaTimingTests.swift — FlipbookCoreTests
//  The CAMediaTiming arithmetic and local time through nested time domains.

import Foundation
@testable import FlipbookCore
import FlipbookTestSupport
import Testing

@Suite struct CAMediaTimingTests {
    private func model(
        begin: Double = 0, duration: Double = 1, speed: Double = 1, offset: Double = 0,
        repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
        fill: CAMediaTimingFillMode = .removed
    ) -> MediaTimingModel {
        MediaTimingModel(beginTime: begin, duration: duration, speed: speed, timeOffset: offset,
                         repeatCount: repeatCount, repeatDuration: repeatDuration,
                         autoreverses: autoreverses, fillMode: fill)
    }

    @Test func activeDurationFollowsRepeatAndAutoreverse() {
        // Expected: CAMediaTiming docs — autoreverse doubles an iteration; repeatDuration wins over repeatCount.
        #expect(model(duration: 2).activeDuration == 2)
        #expect(model(duration: 2, autoreverses: true).activeDuration == 4)
        #expect(model(duration: 2, repeatCount: 2.5).activeDuration == 5)
        #expect(model(duration: 2, repeatCount: 2, autoreverses: true).activeDuration == 8)
        #expect(model(duration: 2, repeatCount: 3, repeatDuration: 1.5).activeDuration == 1.5)
        #expect(model(duration: 2, repeatCount: .infinity).activeDuration == .infinity)
    }

    @Test func fillModesDecideWhatShowsOutsideTheActiveInterval() {
        for fill in [CAMediaTimingFillMode.removed, .forwards, .backwards, .both] {
            let m = model(begin: 1, duration: 2, fill: fill)
            let before = m.phase(atParentTime: 0.5)
            let after = m.phase(atParentTime: 3.5)
            #expect((before != nil) == (fill == .backwards || fill == .both), "before, \(fill.rawValue)")
            #expect((after != nil) == (fill == .forwards || fill == .both), "after, \(fill.rawValue)")
            if let before { #expect(before.fraction == 0) }
            if let after { #expect(after.fraction == 1) }
            #expect(m.phase(atParentTime: 2)?.fraction == 0.5)
        }
    }

    @Test func autoreverseRunsBackOnTheSecondLeg() {
        let m = model(duration: 1, repeatCount: 2, autoreverses: true, fill: .forwards)
        expectClose(m.phase(atParentTime: 0.25)!.fraction, 0.25)
        expectClose(m.phase(atParentTime: 1.5)!.fraction, 0.5)
        expectClose(m.phase(atParentTime: 1.75)!.fraction, 0.25)
        expectClose(m.phase(atParentTime: 2.25)!.fraction, 0.25)
        #expect(m.phase(atParentTime: 2.25)!.iteration == 1)
        // Ends where the last backward leg ends: at the start value.
        expectClose(m.phase(atParentTime: 10)!.fraction, 0)
    }

    @Test func fractionalRepeatCountHoldsWhereItStopped() {
        let m = model(duration: 2, repeatCount: 1.25, fill: .forwards)
        expectClose(m.phase(atParentTime: 2.25)!.fraction, 0.125)
        expectClose(m.phase(atParentTime: 100)!.fraction, 0.25)
        #expect(m.phase(atParentTime: 100)!.iteration == 1)
    }

    @Test func wholeRepeatCountHoldsTheEndOfTheLastIteration() {
        let m = model(duration: 1, repeatCount: 3, fill: .forwards)
        let end = m.phase(atParentTime: 3)!
        #expect(end.fraction == 1)
        #expect(end.iteration == 2)
    }

    @Test func speedScalesAndOffsetWrapsAround() {
        expectClose(model(duration: 1, speed: 2).phase(atParentTime: 0.25)!.fraction, 0.5)
        #expect(model(duration: 1, speed: 2).endTimeInParent == 0.5)
        // Expected: Core Animation timing — an offset starts mid-way and wraps round the end.
        let offset = model(duration: 1, offset: 0.5)
        expectClose(offset.phase(atParentTime: 0.25)!.fraction, 0.75)
        expectClose(offset.phase(atParentTime: 0.75)!.fraction, 0.25)
        #expect(offset.endTimeInParent == 1)
    }

    @Test func pausedObjectsNeverEnd() {
        let paused = model(begin: 3, duration: 1, speed: 0, offset: 0.4)
        #expect(paused.endTimeInParent == nil)
        expectClose(paused.phase(atParentTime: 1000)!.fraction, 0.4)
        #expect(model(duration: 1, repeatCount: .infinity).endTimeInParent == nil)
    }

    // MARK: Layers' time domains

    /// Root, middle and leaf layers, each with its own begin time, speed and offset.
    @Test func aLayersTimeFollowsEveryChangeAboveItAfterItWasRead() {
        // CAMediaTiming docs: a layer's local time is its parent's mapped by its own beginTime,
        // speed and timeOffset, all the way up. Flipbook keeps "nothing above changes time" per
        // layer (a walk per conversion was most of a 10 000-animation forecast): every change
        // above must be seen by a layer that was already read.
        let root = CALayer(), middle = CALayer(), leaf = CALayer()
        root.addSublayer(middle)
        middle.addSublayer(leaf)
        expectClose(leaf.convertTime(2, from: nil), 2)
        middle.speed = 2
        expectClose(leaf.convertTime(2, from: nil), 4)  // (2 − 0)·2 + 0
        middle.speed = 1
        expectClose(leaf.convertTime(2, from: nil), 2)
        root.beginTime = 0.5
        expectClose(leaf.convertTime(2, from: nil), 1.5)
        expectClose(leaf.convertTime(1.5, to: nil), 2)
        root.beginTime = 0
        // Moved under a layer with its own time, then out of it.
        let other = CALayer()
        other.timeOffset = 3
        other.addSublayer(middle)
        expectClose(leaf.convertTime(2, from: nil), 5)
        middle.removeFromSuperlayer()
        expectClose(leaf.convertTime(2, from: nil), 2)
        // A parent with its own time that goes away: the layer below keeps only its own.
        var parent: CALayer? = CALayer()
        parent!.speed = 3
        parent!.addSublayer(middle)
        expectClose(leaf.convertTime(2, from: nil), 6)
        parent = nil
        expectClose(leaf.convertTime(2, from: nil), 2)
    }

    private func threeDomains() -> (clock: MediaClock, root: CALayer, middle: CALayer, leaf: CALayer) {
        let root = CALayer(), middle = CALayer(), leaf = CALayer()
        root.beginTime = 1; root.speed = 2; root.timeOffset = 0.5
        middle.beginTime = 0.25; middle.speed = 0.5; middle.timeOffset = 3
        leaf.beginTime = 10; leaf.speed = 4; leaf.timeOffset = -1
        root.addSublayer(middle)
        middle.addSublayer(leaf)
        let clock = MediaClock()
        clock.add(root)
        return (clock, root, middle, leaf)
    }

    @Test func localTimeComposesThroughThreeDomains() {
        let (_, root, middle, leaf) = threeDomains()
        // By hand at clock time 2: root (2−1)·2+0.5 = 2.5; middle (2.5−0.25)·0.5+3 = 4.125;
        // leaf (4.125−10)·4−1 = −24.5.
        expectClose(root.convertTime(2, from: nil), 2.5)
        expectClose(middle.convertTime(2, from: nil), 4.125)
        expectClose(leaf.convertTime(2, from: nil), -24.5)
        // And back, and between layers.
        expectClose(leaf.convertTime(-24.5, to: nil), 2)
        expectClose(leaf.convertTime(4.125, from: middle), -24.5)
        expectClose(root.convertTime(-24.5, from: leaf), 2.5)
        for t in stride(from: -3.0, through: 7, by: 0.37) {
            expectClose(leaf.convertTime(leaf.convertTime(t, from: nil), to: nil), t, tolerance: 1e-12)
        }
    }

    @Test func pausedMiddleDomainFreezesItsSubtree() {
        let (_, _, middle, leaf) = threeDomains()
        middle.speed = 0
        middle.timeOffset = 7
        // (7 − 10)·4 − 1 = −13 whatever the clock says.
        for t in [0.0, 2, 50] {
            expectClose(leaf.convertTime(t, from: nil), -13)
        }
        #expect(leaf.rootTime(fromLocalTime: -13) == nil)
    }

    @Test func pausedLayerFreezesItsAnimationsAndResumesWhereItStopped() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        let layer = CALayer()
        root.addSublayer(layer)
        let clock = MediaClock()
        clock.add(root)
        let recorder = DelegateRecorder(clock: clock)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        move.delegate = recorder
        layer.add(move, forKey: "move")

        clock.tick(to: 0.3)
        // The idiom from Apple's Technical Q&A QA1673: pause by speed 0 and an offset.
        let pausedTime = layer.convertTime(clock.time, from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        clock.tick(to: 5)
        expectClose(layer.presentation()!.position.x, 30, tolerance: 1e-9)
        #expect(recorder.events == ["start move.x at 0.0"])

        // Resume the same way.
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(clock.time, from: nil) - pausedTime
        clock.tick(to: 5.2)
        expectClose(layer.presentation()!.position.x, 50, tolerance: 1e-9)
        clock.tick(to: 9)
        // 0.7 s were left at 5.0, so it stops at 5.7 exactly.
        #expect(recorder.events == ["start move.x at 0.0", "stop move.x finished at 5.7"])
        #expect(layer.animation(forKey: "move") == nil)
        #expect(layer.presentation()!.position.x == 0)
    }
}

/// Records delegate calls with the clock time at which they happen.
final class DelegateRecorder: CAAnimationDelegate {
    /// Unowned: an animation holds its delegate (as in Core Animation), and the clock its animations.
    unowned let clock: MediaClock
    var events: [String] = []

    init(clock: MediaClock) { self.clock = clock }

    private func name(_ anim: CAAnimation) -> String {
        (anim as? CAPropertyAnimation)?.keyPath.map { "move.\($0.split(separator: ".").last!)" } ?? "group"
    }

    private var now: String { String(format: "%.1f", clock.time) }

    func animationDidStart(_ anim: CAAnimation) {
        events.append("start \(name(anim)) at \(now)")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop \(name(anim)) \(flag ? "finished" : "removed") at \(now)")
    }
}
