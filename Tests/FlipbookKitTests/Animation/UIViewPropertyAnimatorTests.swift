//  UIViewPropertyAnimatorTests.swift — FlipbookKitTests
//  Pausing, scrubbing, reversing, re-timing and finishing, against UIKit's documented behaviour.

import FlipbookKit
import FlipbookTestSupport
import Testing

/// A window with one view at x = 0 that an animator moves to x = 100 over 2 s.
private final class Scene {
    let window = UIWindow()
    let view = UIView(frame: CGRect(x: -25, y: 0, width: 50, height: 50))  // center.x = 0
    var positions: [UIViewAnimatingPosition] = []

    init() {
        window.addSubview(view)
        window.makeKeyAndVisible()
    }

    func animator(_ timing: UITimingCurveProvider = UICubicTimingParameters(animationCurve: .easeIn)) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: 2, timingParameters: timing)
        // Weak: the window's clock holds a running animator, and the scene holds the window.
        animator.addAnimations { [view] in view.center.x = 100 }
        animator.addCompletion { [weak self] in self?.positions.append($0) }
        return animator
    }

    var x: Double { Double(view.layer.presentation()!.position.x) }
    func tick(_ t: Double) { window.clock.tick(to: t) }
    var diagnostics: [String] { window.clock.diagnostics }
}

@Suite struct UIViewPropertyAnimatorTests {
    @Test func statesFollowUIKitsLifecycle() {
        let s = Scene()
        let animator = s.animator()
        #expect(animator.state == .inactive && !animator.isRunning)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        s.tick(1)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        animator.finishAnimation(at: .current)
        #expect(animator.state == .inactive)
        #expect(s.positions == [.current])
    }

    @Test func pausedAtThreeTenthsThenScrubbedLinearlyAndAlongTheCurve() {
        for linear in [true, false] {
            let s = Scene()
            let animator = s.animator()
            animator.scrubsLinearly = linear
            animator.startAnimation()
            s.tick(0.6)
            animator.pauseAnimation()
            expectClose(Double(animator.fractionComplete), 0.3, tolerance: 1e-9)
            expectClose(s.x, 100 * Reference.easeIn(0.3), tolerance: 1e-6, "paused on the curve")
            s.tick(5)
            expectClose(s.x, 100 * Reference.easeIn(0.3), tolerance: 1e-6, "a paused animator stays put")

            animator.fractionComplete = 0.7
            expectClose(Double(animator.fractionComplete), 0.7, tolerance: 1e-9)
            // Expected: UIKit docs — with scrubsLinearly the views move linearly with fractionComplete.
            expectClose(s.x, linear ? 70 : 100 * Reference.easeIn(0.7), tolerance: 1e-6, "scrubbed, linear \(linear)")
            #expect(s.positions.isEmpty)

            // Resuming runs the remaining 30 % of the 2 s.
            animator.startAnimation()
            s.tick(5.3)
            #expect(s.positions.isEmpty)
            s.tick(5.6)
            #expect(s.positions == [.end])
            #expect(s.view.center.x == 100)
            #expect(s.x == 100)
        }
    }

    @Test func resumingAfterALinearScrubCarriesOnFromWhereTheViewStands() {
        let s = Scene()
        let animator = s.animator()
        animator.startAnimation()
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        #expect(s.x == 50)
        animator.startAnimation()
        s.tick(0.0001)
        expectClose(s.x, 50, tolerance: 0.01, "no jump back onto the curve")
        s.tick(0.5)
        // The rest (50 → 100) runs over the remaining 1 s along the animator's curve.
        expectClose(s.x, 50 + 50 * Reference.easeIn(0.5), tolerance: 1e-6)
    }

    @Test func reversingRunsBackFromTheCurrentPointAndCompletesAtTheStart() {
        let s = Scene()
        let animator = s.animator(UICubicTimingParameters(animationCurve: .linear))
        animator.startAnimation()
        s.tick(1.4)  // 70 %
        animator.pauseAnimation()
        animator.isReversed = true
        animator.startAnimation()
        s.tick(1.9)
        expectClose(s.x, 45, tolerance: 1e-6, "0.5 s back from 70 %")
        expectClose(Double(animator.fractionComplete), 0.45, tolerance: 1e-9)
        s.tick(2.8)
        #expect(s.positions == [.start])
        #expect(s.view.center.x == 0, "finishing at .start restores the start values")
    }

    @Test func reversingWhileRunningTurnsRoundAtOnce() {
        let s = Scene()
        let animator = s.animator(UICubicTimingParameters(animationCurve: .linear))
        animator.startAnimation()
        s.tick(1)
        animator.isReversed = true
        s.tick(1.5)
        expectClose(s.x, 25, tolerance: 1e-6)
        s.tick(2)
        #expect(s.positions == [.start])
    }

    @Test func continuingWithNewTimingAndADurationFactor() {
        let s = Scene()
        let animator = s.animator()
        animator.startAnimation()
        s.tick(0.8)  // 40 % of the time, on the easeIn curve
        animator.pauseAnimation()
        let here = s.x
        // The rest takes durationFactor × duration × (1 − fractionComplete) = 0.5 × 2 × 0.6 = 0.6 s, linearly.
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 0.5)
        #expect(animator.isRunning)
        s.tick(1.1)
        expectClose(s.x, here + (100 - here) * 0.5, tolerance: 1e-6)
        expectClose(Double(animator.fractionComplete), 0.7, tolerance: 1e-9)
        s.tick(1.39)
        #expect(s.positions.isEmpty)
        s.tick(1.41)
        #expect(s.positions == [.end])
    }

    @Test func stoppingThenFinishingAtEachPosition() {
        for position in [UIViewAnimatingPosition.start, .end, .current] {
            let s = Scene()
            let animator = s.animator(UICubicTimingParameters(animationCurve: .linear))
            animator.startAnimation()
            s.tick(0.5)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            expectClose(s.view.center.x, 25, tolerance: 1e-9, "stopping leaves the views where they are")
            #expect(s.view.layer.animationKeys() == nil)
            s.tick(3)
            #expect(s.positions.isEmpty, "a stopped animator never completes by itself")
            animator.finishAnimation(at: position)
            let expected: CGFloat = position == .start ? 0 : position == .end ? 100 : 25
            expectClose(s.view.center.x, expected, tolerance: 1e-9)
            #expect(s.positions == [position])
            #expect(animator.state == .inactive)
        }
    }

    @Test func stoppingWithoutFinishingRunsNoCompletion() {
        let s = Scene()
        let animator = s.animator(UICubicTimingParameters(animationCurve: .linear))
        animator.startAnimation()
        s.tick(1)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(s.view.center.x == 50)
        s.tick(5)
        #expect(s.positions.isEmpty)
    }

    @Test func animationsAddedWhileRunningUseTheRemainingTime() {
        let s = Scene()
        let animator = s.animator(UICubicTimingParameters(animationCurve: .linear))
        animator.startAnimation()
        s.tick(1)
        animator.addAnimations { s.view.alpha = 0 }
        s.tick(1.5)
        expectClose(Double(s.view.layer.presentation()!.opacity), 0.5, tolerance: 1e-6, "halfway through the remaining second")
        s.tick(2)
        #expect(s.positions == [.end])
        #expect(s.view.alpha == 0)
    }

    @Test func delayFactorDelaysABlockByAShareOfTheDuration() {
        let s = Scene()
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear)
        animator.addAnimations({ s.view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        s.tick(0.9)
        #expect(s.view.layer.presentation()!.opacity == 1)
        s.tick(1.5)
        expectClose(Double(s.view.layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
    }

    @Test func startingAfterADelayHoldsTheStartValues() {
        let s = Scene()
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0.5, options: .curveLinear,
            animations: { s.view.center.x = 100 }, completion: { s.positions.append($0) })
        #expect(animator.delay == 0.5)
        s.tick(0.4)
        #expect(s.x == 0)
        s.tick(1.0)
        expectClose(s.x, 50, tolerance: 1e-6)
        s.tick(1.5)
        #expect(s.positions == [.end])
    }

    @Test func pausesOnCompletionKeepsTheAnimatorActiveAtTheEnd() {
        let s = Scene()
        let animator = s.animator(UICubicTimingParameters(animationCurve: .linear))
        animator.pausesOnCompletion = true
        animator.startAnimation()
        s.tick(3)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(s.positions.isEmpty)
        #expect(animator.fractionComplete == 1)
        animator.isReversed = true
        animator.startAnimation()
        s.tick(4)
        expectClose(s.x, 50, tolerance: 1e-6)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .current)
    }

    @Test func aDampingRatioSpringComesToRestWithinTheDuration() {
        let s = Scene()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.3) { s.view.center.x = 100 }
        animator.addCompletion { s.positions.append($0) }
        animator.startAnimation()
        var overshoot = 0.0
        for step in 1...100 {
            s.tick(Double(step) / 100)
            overshoot = max(overshoot, s.x - 100)
        }
        // Expected: ζ = 0.3 overshoots by exp(−πζ/√(1−ζ²)) ≈ 37 % of the distance.
        expectClose(overshoot, 100 * exp(-Double.pi * 0.3 / (1 - 0.09).squareRoot()), tolerance: 1.0)
        #expect(s.positions == [.end])
        expectClose(s.x, 100, tolerance: 1e-9)
    }

    @Test func aPhysicalSpringIgnoresTheAnimatorsDuration() {
        let s = Scene()
        // Expected: UIKit docs — with mass/stiffness/damping the spring's own settling time governs.
        let timing = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 20, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 10, timingParameters: timing)
        animator.addAnimations { s.view.center.x = 100 }
        animator.addCompletion { s.positions.append($0) }
        animator.startAnimation()
        // Critically damped, ω0 = 10: 1 − (1 + 10t)e^(−10t) reaches 0.999 at t ≈ 0.923 s.
        s.tick(0.5)
        expectClose(s.x, 100 * (1 - (1 + 5) * exp(-5.0)), tolerance: 1e-6)
        s.tick(0.95)
        #expect(s.positions == [.end])
    }

    @Test func misuseIsReportedWithUIKitsMessageAndLeavesADefinedState() {
        let s = Scene()
        let animator = s.animator(UICubicTimingParameters(animationCurve: .linear))
        animator.finishAnimation(at: .end)
        #expect(s.diagnostics.last == "finishAnimationAtPosition: should only be called on a stopped animator!")
        #expect(animator.state == .inactive)

        animator.startAnimation()
        animator.fractionComplete = 0.9
        #expect(s.diagnostics.last?.contains("fractionComplete can only be set on a paused animator") == true)
        #expect(animator.isRunning)

        animator.pauseAnimation()
        animator.startAnimation(afterDelay: 1)
        #expect(s.diagnostics.last?.contains("cannot be called on a paused animator") == true)
        #expect(!animator.isRunning)

        let rigid = s.animator()
        rigid.isInterruptible = false
        rigid.startAnimation()
        rigid.pauseAnimation()
        #expect(s.diagnostics.last?.contains("isInterruptible is false") == true)
        #expect(rigid.isRunning)

        animator.stopAnimation(false)
        animator.finishAnimation(at: .end)
    }

    @Test func releasingAPausedAnimatorIsReportedAndTheViewsStayWhereTheyShow() {
        let s = Scene()
        do {
            let animator = s.animator(UICubicTimingParameters(animationCurve: .linear))
            animator.startAnimation()
            s.tick(0.5)
            animator.pauseAnimation()
        }
        #expect(s.diagnostics.last?.hasPrefix("It is an error to release a paused or stopped property animator.") == true)
        expectClose(s.view.center.x, 25, tolerance: 1e-9)
        #expect(s.view.layer.animationKeys() == nil)
    }

    @Test func startingWithNoAnimationsIsReportedAndCompletesAtTheEnd() {
        let s = Scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addCompletion { s.positions.append($0) }
        animator.startAnimation()
        #expect(s.diagnostics.last?.contains("no animations") == true)
        s.tick(0.01)
        #expect(s.positions == [.end])
    }
}
