//  CATransactionTests.swift — FlipbookCoreTests
//  Transaction settings nest and fall back to Core Animation's defaults.

import Foundation
@testable import FlipbookCore
import Testing

@Suite struct CATransactionTests {
    @Test func defaultsAreCoreAnimations() {
        CATransaction.flush()
        // Expected: CATransaction docs — implicit animations last 0.25 s; actions are enabled.
        #expect(CATransaction.animationDuration() == 0.25)
        #expect(!CATransaction.disableActions())
        #expect(CATransaction.animationTimingFunction() == nil)
        #expect(CATransaction.completionBlock() == nil)
    }

    @Test func innerSettingsShadowOuterOnesUntilCommitted() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setValue("outer", forKey: "tag")
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2, "inherited from the outer transaction")
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setDisableActions(true)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        #expect(CATransaction.animationDuration() == 0.5)
        #expect(CATransaction.disableActions())
        #expect(CATransaction.animationTimingFunction() == CAMediaTimingFunction(name: .easeIn))
        #expect(CATransaction.value(forKey: "tag") as? String == "outer")
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2)
        #expect(!CATransaction.disableActions())
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test func settingsOutsideBeginLiveInTheImplicitTransactionUntilFlushed() {
        CATransaction.setAnimationDuration(3)
        #expect(CATransaction.animationDuration() == 3)
        CATransaction.commit()  // commits nothing: there is no explicit transaction
        #expect(CATransaction.animationDuration() == 3)
        CATransaction.flush()
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test func aClockTickCommitsTheImplicitTransaction() {
        CATransaction.flush()  // an earlier test on this thread may have left changes uncommitted
        var completed = false
        let clock = MediaClock()
        let root = CALayer()
        clock.add(root)
        CATransaction.setCompletionBlock { completed = true }
        #expect(!completed)
        clock.tick(to: 0.1)
        #expect(completed)
    }

    @Test func disabledActionsStopImplicitAnimations() {
        let clock = MediaClock()
        let root = CALayer()
        let layer = CALayer()
        root.addSublayer(layer)
        clock.add(root)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 50, y: 50)
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        layer.opacity = 0.5
        #expect(layer.animationKeys() == ["opacity"])
        CATransaction.flush()
    }

    @Test func explicitAnimationsWithoutDurationOrCurveTakeTheTransactions() {
        let clock = MediaClock()
        let root = CALayer()
        let layer = CALayer()
        root.addSublayer(layer)
        clock.add(root)
        let plain = CABasicAnimation(keyPath: "opacity")
        plain.fromValue = 0
        plain.toValue = 1
        let timed = plain.copy() as! CABasicAnimation
        timed.duration = 0.5
        timed.timingFunction = CAMediaTimingFunction(name: .linear)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        layer.add(plain, forKey: "plain")
        layer.add(timed, forKey: "timed")
        CATransaction.commit()
        // Expected: CATransaction.h — the duration is the default for animations added to layers;
        // a non-nil timing function is given to animations that have none.
        #expect(layer.animation(forKey: "plain")?.duration == 2)
        #expect(layer.animation(forKey: "plain")?.timingFunction == CAMediaTimingFunction(name: .easeIn))
        #expect(layer.animation(forKey: "timed")?.duration == 0.5)
        #expect(layer.animation(forKey: "timed")?.timingFunction == CAMediaTimingFunction(name: .linear))
        #expect(plain.duration == 0, "the caller's animation is not changed")
        // Outside any transaction the default stays 0.25 s.
        CATransaction.flush()
        layer.add(plain, forKey: "later")
        #expect(layer.animation(forKey: "later")?.duration == 0.25)
        CATransaction.flush()
    }
}
