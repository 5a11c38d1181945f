//  MediaClockTests.swift — FlipbookCoreTests
//  Side effects happen only on ticks, in time order, each at the instant it was due.

import Foundation
@testable import FlipbookCore
import FlipbookTestSupport
import Testing

@Suite struct MediaClockTests {
    private func attachedLayer() -> (MediaClock, CALayer) {
        let root = CALayer()
        let layer = CALayer()
        root.addSublayer(layer)
        let clock = MediaClock()
        clock.add(root)
        return (clock, layer)
    }

    private func move(_ axis: String, duration: Double, delegate: CAAnimationDelegate? = nil) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "position.\(axis)")
        animation.fromValue = 0
        animation.toValue = 100
        animation.duration = duration
        animation.delegate = delegate
        return animation
    }

    @Test func delegateAndTransactionCompletionRunInTimeOrderAtTheirOwnInstants() {
        let (clock, layer) = attachedLayer()
        let recorder = DelegateRecorder(clock: clock)
        CATransaction.begin()
        CATransaction.setCompletionBlock { recorder.events.append("completion at \(String(format: "%.1f", clock.time))") }
        layer.add(move("x", duration: 1, delegate: recorder), forKey: "x")
        layer.add(move("y", duration: 0.5, delegate: recorder), forKey: "y")
        CATransaction.commit()
        #expect(recorder.events.isEmpty, "nothing happens before the clock ticks")

        clock.tick(to: 2)  // one coarse tick past everything
        #expect(recorder.events == [
            "start move.x at 0.0", "start move.y at 0.0",
            "stop move.y finished at 0.5", "stop move.x finished at 1.0",
            "completion at 1.0",
        ])
        #expect(clock.time == 2)
        #expect(!clock.hasRunningAnimations)
    }

    // A run-loop turn ends (the owner's layout pass, then the commit) before a tick's first event
    // and after each, as iOS lays out and commits at the end of every turn; a tick that moves no
    // time, or `commit()`, ends one too.
    @Test func aTurnEndsBeforeATicksFirstEventAndAfterEach() {
        let (clock, layer) = attachedLayer()
        let recorder = DelegateRecorder(clock: clock)
        var turns: [String] = []
        clock.willCommit = { [unowned clock] in
            turns.append("at \(String(format: "%.1f", clock.time)) after \(recorder.events.count)")
        }
        layer.add(move("x", duration: 1, delegate: recorder), forKey: "x")
        clock.tick(to: 2)
        #expect(turns == ["at 0.0 after 0", "at 0.0 after 1", "at 1.0 after 2"])
        turns = []
        clock.tick(to: 2)
        clock.commit()
        #expect(turns == ["at 2.0 after 2", "at 2.0 after 2"])
    }

    @Test func evaluatingHasNoSideEffects() {
        let (clock, layer) = attachedLayer()
        let recorder = DelegateRecorder(clock: clock)
        layer.add(move("x", duration: 1, delegate: recorder), forKey: "x")
        clock.tick(to: 0.5)
        for t in [0.0, 0.7, 3.0] { _ = layer.presentation(atRootTime: t) }
        _ = layer.presentation()
        #expect(recorder.events == ["start move.x at 0.0"])
        #expect(layer.animation(forKey: "x") != nil)
    }

    @Test func aCompletionThatStartsAnAnimationStartsItExactlyWhereThePreviousEnded() {
        let (clock, layer) = attachedLayer()
        CATransaction.begin()
        CATransaction.setCompletionBlock {
            layer.add(self.move("y", duration: 1), forKey: "y")
        }
        layer.add(move("x", duration: 0.3), forKey: "x")
        CATransaction.commit()
        clock.tick(to: 1)  // one coarse tick
        #expect(layer.animation(forKey: "y")?.beginTime == 0.3)
        expectClose(layer.presentation()!.position.y, 70, tolerance: 1e-9)
    }

    @Test func nestedTransactionsEachWaitForTheirOwnAnimations() {
        let (clock, layer) = attachedLayer()
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("outer at \(clock.time)") }
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("inner at \(clock.time)") }
        layer.add(move("x", duration: 1), forKey: "x")
        CATransaction.commit()
        layer.add(move("y", duration: 2), forKey: "y")
        CATransaction.commit()
        clock.tick(to: 5)
        #expect(log == ["inner at 1.0", "outer at 2.0"])
    }

    @Test func anEmptyTransactionCompletesOnTheNextTick() {
        let (clock, _) = attachedLayer()
        var ran = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran = true }
        CATransaction.commit()
        #expect(ran, "with no clock involved there is nothing to wait for")

        var ranOnTick = false
        let (clock2, layer2) = attachedLayer()
        CATransaction.begin()
        CATransaction.setCompletionBlock { ranOnTick = true }
        layer2.add(move("x", duration: 0.5), forKey: "x")
        layer2.removeAnimation(forKey: "x")
        CATransaction.commit()
        #expect(!ranOnTick)
        clock2.tick(to: 0.01)
        #expect(ranOnTick)
        _ = clock
    }

    @Test func removingAnAnimationReportsUnfinishedOnTheNextTick() {
        let (clock, layer) = attachedLayer()
        let recorder = DelegateRecorder(clock: clock)
        layer.add(move("x", duration: 1, delegate: recorder), forKey: "x")
        clock.tick(to: 0.4)
        layer.removeAnimation(forKey: "x")
        #expect(layer.animation(forKey: "x") == nil)
        #expect(layer.presentation()!.position.x == 0, "the model shows at once")
        #expect(recorder.events == ["start move.x at 0.0"])
        clock.tick(to: 0.5)
        #expect(recorder.events == ["start move.x at 0.0", "stop move.x removed at 0.4"])
    }

    @Test func replacingAnAnimationUnderTheSameKeyRemovesTheOldOne() {
        let (clock, layer) = attachedLayer()
        let recorder = DelegateRecorder(clock: clock)
        layer.add(move("x", duration: 1, delegate: recorder), forKey: "k")
        clock.tick(to: 0.2)
        layer.add(move("y", duration: 1, delegate: recorder), forKey: "k")
        clock.tick(to: 2)
        #expect(recorder.events == [
            "start move.x at 0.0", "stop move.x removed at 0.2",
            "start move.y at 0.2", "stop move.y finished at 1.2",
        ])
    }

    @Test func finishedAnimationsAreRemovedBeforeTheDelegateHearsUnlessKept() {
        let (clock, layer) = attachedLayer()
        final class Probe: CAAnimationDelegate {
            weak var layer: CALayer?
            var presentDuringStop: [Bool] = []
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                presentDuringStop.append(layer?.animation(forKey: (anim as! CAPropertyAnimation).keyPath!) != nil)
            }
        }
        let probe = Probe()
        probe.layer = layer
        layer.add(move("x", duration: 1, delegate: probe), forKey: "position.x")
        let kept = move("y", duration: 1, delegate: probe)
        kept.isRemovedOnCompletion = false
        kept.fillMode = .forwards
        layer.add(kept, forKey: "position.y")
        clock.tick(to: 3)
        #expect(probe.presentDuringStop == [false, true])
        #expect(layer.animationKeys() == ["position.y"])
        #expect(layer.presentation()!.position == CGPoint(x: 0, y: 100))
        #expect(layer.position == .zero, "the model never changes")
    }

    @Test func animationsAddedBeforeTheTreeHasAClockBeginWhenItGetsOne() {
        let root = CALayer()
        let layer = CALayer()
        root.addSublayer(layer)
        layer.add(move("x", duration: 1), forKey: "x")
        #expect(layer.presentation() == nil, "never on screen")
        let clock = MediaClock(time: 10)
        clock.add(root)
        #expect(layer.animation(forKey: "x")?.beginTime == 10)
        clock.tick(to: 10.25)
        expectClose(layer.presentation()!.position.x, 25)
    }

    @Test func timeNeverRunsBackwards() {
        let (clock, _) = attachedLayer()
        clock.tick(to: 2)
        clock.tick(to: 1)
        #expect(clock.time == 2)
        clock.advance(by: 0.5)
        #expect(clock.time == 2.5)
    }

    @Test func animationsUnderAPausedLayerStartButNeverStop() {
        let (clock, layer) = attachedLayer()
        let recorder = DelegateRecorder(clock: clock)
        layer.speed = 0
        layer.add(move("x", duration: 1, delegate: recorder), forKey: "x")
        clock.tick(to: 100)
        // Its begin time is the paused layer's local time, so it has begun; its end is never reached.
        #expect(recorder.events == ["start move.x at 0.0"])
        #expect(clock.hasRunningAnimations)
    }

    @Test func aSlowerRootStretchesEveryEndTime() {
        let (clock, layer) = attachedLayer()
        let recorder = DelegateRecorder(clock: clock)
        layer.superlayer!.speed = 0.5
        layer.add(move("x", duration: 1, delegate: recorder), forKey: "x")
        clock.tick(to: 1)
        expectClose(layer.presentation()!.position.x, 50)
        clock.tick(to: 3)
        #expect(recorder.events == ["start move.x at 0.0", "stop move.x finished at 2.0"])
    }

    @Test func anUnknownKeyPathAddedBeforeTheClockIsReportedWhenTheLayerArrives() {
        let root = CALayer()
        let wobble = CABasicAnimation(keyPath: "wobble")
        wobble.toValue = 1
        root.add(wobble, forKey: "wobble")
        let clock = MediaClock()
        #expect(clock.diagnostics.isEmpty)
        clock.add(root)
        #expect(clock.diagnostics.count == 1)
        #expect(clock.diagnostics.first?.contains("'wobble' is not an animatable key path") == true)
    }

    // MARK: - Flipbook addition: stepping event by event, and rewinding past nothing

    @Test func nextEventTimeNamesEachSideEffectInTurn() {
        let (clock, layer) = attachedLayer()
        let recorder = DelegateRecorder(clock: clock)
        layer.add(move("x", duration: 1, delegate: recorder), forKey: "x")
        layer.add(move("y", duration: 0.5, delegate: recorder), forKey: "y")
        clock.schedule(at: 0.75) { recorder.events.append("block at \(clock.time)") }
        var stops: [Double] = []
        while let due = clock.nextEventTime(notAfter: 2) {
            clock.tick(to: due)
            stops.append(due)
        }
        #expect(stops == [0, 0.5, 0.75, 1])
        #expect(recorder.events == ["start move.x at 0.0", "start move.y at 0.0", "stop move.y finished at 0.5",
                                    "block at 0.75", "stop move.x finished at 1.0"])
        #expect(clock.nextEventTime(notAfter: 0.9) == nil)
    }

    @Test func rewindingGoesBackOnlyOverTimeInWhichNothingHappened() {
        let (clock, layer) = attachedLayer()
        let recorder = DelegateRecorder(clock: clock)
        layer.add(move("x", duration: 1, delegate: recorder), forKey: "x")
        clock.tick(to: 0.6)
        // Nothing happened after the start at 0: back to 0.2 reads as 0.2 did, x = 100 × 0.2.
        #expect(clock.canRewind(to: 0.2) && clock.rewind(to: 0.2))
        #expect(clock.time == 0.2)
        expectClose(layer.presentation()!.position.x, 100 * 0.2, tolerance: 1e-9)
        #expect(!clock.canRewind(to: 0.3), "a rewind never goes forward")
        clock.tick(to: 1.5)
        // The stop at 1.0 ran: back past it would need it undone.
        #expect(!clock.rewind(to: 0.9))
        #expect(clock.time == 1.5)
        #expect(clock.rewind(to: 1.0) && clock.time == 1.0)
        #expect(recorder.events == ["start move.x at 0.0", "stop move.x finished at 1.0"], "rewinding runs nothing")
        // What is given to the clock counts as something happening too.
        clock.tick(to: 2)
        clock.schedule(at: 5) {}
        #expect(!clock.canRewind(to: 1.5) && clock.canRewind(to: 2))
        layer.add(move("y", duration: 1), forKey: "y")
        clock.tick(to: 3.5)
        #expect(!clock.canRewind(to: 2.9) && clock.canRewind(to: 3), "the animation added at 2 stopped at 3")
    }
}
