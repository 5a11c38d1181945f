//  VelocityJumpDetectorTests.swift — FlipbookKitTests
//  A lane's velocity jumping between frames: at an interactive release, at a reversal, and
//  nowhere in a transition that runs on its own.

import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct VelocityJumpDetectorTests {
    /// Runs the window's clock frame by frame (60 per second) from `from` to `to`, feeding `detector`.
    private func run(_ window: UIWindow, from: Double, to: Double, takeStart: Double, _ detector: inout VelocityJumpDetector) {
        var frame = (from * 60).rounded()
        while frame / 60 <= to + 1e-9 {
            window.clock.tick(to: frame / 60)
            detector.feed(time: window.clock.time, inventory: AnimationInventory(window: window, takeStart: takeStart), window: window)
            frame += 1
        }
    }

    @Test func releasingAnInteractiveTransitionJumpsFromRestToTheCurvesSpeed() throws {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log)
        let delegate = FixedTransitioningDelegate()
        delegate.presentAnimator = FadeAnimator(log: log)  // alpha 0 → 1, 1 s, linear
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        defer { withExtendedLifetime(delegate) {} }
        var detector = VelocityJumpDetector()
        run(window, from: 0, to: 0.2, takeStart: 0, &detector)
        interaction.update(0.3)
        run(window, from: 0.21, to: 0.4, takeStart: 0, &detector)
        #expect(detector.jumps.isEmpty, "under the hand the view moves with the hand, not the clock: 0 /s throughout")
        interaction.completionCurve = .linear
        interaction.finish()
        run(window, from: 0.41, to: 0.6, takeStart: 0, &detector)
        let jump = try #require(detector.jumps.first)
        #expect(detector.jumps.count == 1)
        #expect(jump.cause == .release && jump.property == "opacity" && jump.unit == "/s")
        // Expected by hand: the fade runs 0 → 1 in 1 s linearly; finished at completionSpeed 1 along
        // a linear completion curve, the rest plays at the animation's own rate, 1 per second.
        expectClose(jump.from, 0, tolerance: 1e-9)
        expectClose(jump.to, 1, tolerance: 1e-6)
        expectClose(jump.time, 25.0 / 60, tolerance: 1e-9)
        #expect(jump.message == "LoggingViewController.view opacity velocity jumps from 0 to 1 /s at release (0.417 s)")
    }

    /// The previewer draws a frame right after ⏎ or a lifted finger, at the moment of the release:
    /// let go onto UIKit's default completion curve (.easeInOut), the transition has no speed
    /// yet there. The release is judged on the next frame, against the frame before it.
    @Test func aReleaseDrawnAtItsOwnMomentIsJudgedOnceTimeMovesOn() throws {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log)
        let delegate = FixedTransitioningDelegate()
        delegate.presentAnimator = FadeAnimator(log: log)  // alpha 0 → 1, 1 s, linear
        let interaction = UIPercentDrivenInteractiveTransition()  // completionCurve .easeInOut
        delegate.presentInteraction = interaction
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        defer { withExtendedLifetime(delegate) {} }
        var detector = VelocityJumpDetector()
        run(window, from: 0, to: 0.2, takeStart: 0, &detector)
        interaction.update(0.3)
        run(window, from: 0.21, to: 0.4, takeStart: 0, &detector)
        interaction.finish()
        detector.feed(time: window.clock.time, inventory: AnimationInventory(window: window, takeStart: 0), window: window)
        #expect(detector.jumps.isEmpty, "at the instant of release the ease-in-out has no speed yet")
        run(window, from: 0.41, to: 0.6, takeStart: 0, &detector)
        let jump = try #require(detector.jumps.first)
        #expect(detector.jumps.count == 1)
        #expect(jump.cause == .release && jump.property == "opacity")
        // Expected by hand: under the hand 0 /s. The rest, 0.3 → 1 in 0.7 s along
        // (0.42, 0, 0.58, 1), runs at the curve's slope, 0.0914 /s, a frame in: twice what the
        // trapezoid rule predicts from rest, past the quarter that makes a jump.
        expectClose(jump.from, 0, tolerance: 1e-9)
        expectClose(jump.to, 0.0914, tolerance: 0.001)
        expectClose(jump.time, 25.0 / 60, tolerance: 1e-9)
    }

    @Test func reversingAPropertyAnimatorTurnsItsVelocityRound() throws {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: -10, y: 0, width: 20, height: 20))
        window.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { view.center.x = 600 }
        animator.startAnimation()
        var detector = VelocityJumpDetector()
        run(window, from: 0, to: 1, takeStart: 0, &detector)
        #expect(detector.jumps.isEmpty)
        animator.isReversed = true
        run(window, from: 61.0 / 60, to: 1.5, takeStart: 0, &detector)
        let jump = try #require(detector.jumps.first)
        #expect(detector.jumps.count == 1)
        // Expected by hand: 0 → 600 pt in 2 s linearly is 300 pt/s; reversed, the same speed back.
        #expect(jump.cause == .reversal && jump.property == "position.x" && jump.unit == "pt/s")
        expectClose(jump.from, 300, tolerance: 1e-6)
        expectClose(jump.to, -300, tolerance: 1e-6)
    }

    @Test func aTransitionThatRunsOnItsOwnHasNoJumpEvenWhereItsCurveHasCorners() {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        // A linear start after a delay and a spring: corners and steep curves of the user's own timing.
        UIView.animate(withDuration: 0.5, delay: 0.2, options: [.curveLinear]) { view.alpha = 0 }
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: []) {
            view.center.y = 400
        }
        var detector = VelocityJumpDetector()
        run(window, from: 0, to: 1, takeStart: 0, &detector)
        #expect(detector.jumps.isEmpty)
    }

    @Test func anInterruptionOnTheSameKeyPathIsOne() throws {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { view.center.x = 310 }
        var detector = VelocityJumpDetector()
        run(window, from: 0, to: 0.5, takeStart: 0, &detector)
        // From where it is, straight back to 10 in 0.5 s, linearly (UIKit's beginFromCurrentState).
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear, .beginFromCurrentState]) { view.center.x = 10 }
        run(window, from: 31.0 / 60, to: 0.7, takeStart: 0, &detector)
        let jump = try #require(detector.jumps.first)
        #expect(jump.cause == .interruption && jump.property == "position.x")
        expectClose(jump.from, 300, tolerance: 1e-6)
    }
}
