//  AnimationValueDiagnosticsTests.swift — FlipbookKitTests
//  NaN and infinite numbers given to UIKit's animation calls — durations, delays, spring damping
//  and velocity, keyframe times, an animator's fraction — are said on the scene's diagnostics,
//  naming the call and the value, and replaced; the animation runs and the frame is drawn.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct AnimationValueDiagnosticsTests {
    private let spring = "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)"
    private let keyframe = "UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)"

    /// Whether the window's frame paints `view`'s red background somewhere.
    private func drawsRed(_ window: UIWindow) -> Bool {
        window.displayList().items.contains { item in
            if case .fill(let color) = item.content { return color == UIColor.red.color }
            return false
        }
    }

    // Before: the animation ran for ever at its start, the take never ended, and the HUD's lane
    // bar converted `inf` to an Int (a trap).
    @Test func anInfiniteDurationIsSaidAndTheChangeIsMadeAtOnce() {
        let (window, view) = makeScene()
        view.backgroundColor = .red
        let log = CompletionLog()
        UIView.animate(withDuration: .infinity, animations: { view.center = CGPoint(x: 300, y: 700) },
                       completion: log.callback("block"))
        #expect(window.clock.diagnostics == ["UIView.animate(withDuration:): duration inf is not finite; treated as 0."])
        #expect(view.layer.animationKeys() == nil)
        window.clock.tick(to: 0.1)
        #expect(view.onScreen.position == CGPoint(x: 300, y: 700))
        #expect(log.flags == [true])
        #expect(drawsRed(window))
    }

    @Test func aNaNDelayIsSaidAndTakenAsNone() {
        let (window, view) = makeScene()
        UIView.animate(withDuration: 1, delay: .nan, options: .curveLinear, animations: { view.alpha = 0 })
        #expect(window.clock.diagnostics == ["UIView.animate(withDuration:): delay nan is not finite; treated as 0."])
        window.clock.tick(to: 0.5)
        expectClose(Double(view.onScreen.opacity), 0.5, tolerance: 1e-6)
    }

    // Before: `Spring(dampingRatio: .nan, …)` failed its precondition, "Spring damping must not be negative".
    @Test func aNaNDampingRatioIsSaidAndTakenAsOne() {
        let (window, view) = makeScene()
        view.backgroundColor = .red
        let twin = UIView(frame: view.frame)
        window.addSubview(twin)
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: .nan, initialSpringVelocity: 0,
                       options: [], animations: { view.center.x = 300 })
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       options: [], animations: { twin.center.x = 300 })
        #expect(window.clock.diagnostics == ["\(spring): damping ratio nan is not a number; treated as 1."])
        for t in [0.1, 0.3, 0.6] {
            window.clock.tick(to: t)
            #expect(view.onScreen.position == twin.onScreen.position, "at \(t)")
        }
        #expect(drawsRed(window))
    }

    // Before: the NaN velocity made every value of the spring NaN: the view left the screen and
    // the HUD drew its curve flat.
    @Test func aNaNInitialVelocityIsSaidAndTakenAsZero() {
        let (window, view) = makeScene()
        UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: .nan,
                       options: [], animations: { view.center.x = 300 })
        #expect(window.clock.diagnostics == ["\(spring): initial spring velocity nan is not finite; treated as 0."])
        #expect((view.layer.animation(forKey: "position") as? CASpringAnimation)?.initialVelocity == 0)
        window.clock.tick(to: 0.3)
        let x = view.onScreen.position.x
        #expect(x.isFinite && x > 100)
    }

    // Before: the NaN duration reached the timing arithmetic, whose iteration `Int(_:)` trapped on.
    @Test func aPropertyAnimatorOfNaNDurationIsSaidAndEndsAtOnce() {
        let (window, view) = makeScene()
        view.backgroundColor = .red
        let animator = UIViewPropertyAnimator(duration: .nan, curve: .linear) { view.center.x = 300 }
        #expect(animator.duration == 0)
        #expect(window.clock.diagnostics == ["UIViewPropertyAnimator(duration:): duration nan is not finite; treated as 0."])
        var ended: UIViewAnimatingPosition?
        animator.addCompletion { ended = $0 }
        animator.startAnimation()
        window.clock.tick(to: 0.1)
        #expect(ended == .end)
        #expect(view.onScreen.position.x == 300)
        #expect(drawsRed(window))
    }

    @Test func aPropertyAnimatorsSpringOfNaNRatioIsSaidAndTakenAsOne() {
        let (window, view) = makeScene()
        let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: .nan) { view.center.x = 300 }
        #expect(window.clock.diagnostics == ["UISpringTimingParameters(dampingRatio:initialVelocity:): damping ratio nan is "
            + "not a number; treated as 1."])
        animator.startAnimation()
        window.clock.tick(to: 0.5)
        let x = view.onScreen.position.x
        #expect(x.isFinite && x > 100 && x <= 300, "critically damped: on its way, no overshoot")
    }

    @Test func aSpringTimingsNaNVelocityIsSaidAndTakenAsZero() {
        let (window, view) = makeScene()
        let timing = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: CGFloat.nan, dy: 0))
        #expect(timing.initialVelocity == .zero)
        #expect(window.clock.diagnostics == ["UISpringTimingParameters(dampingRatio:initialVelocity:): initial velocity "
            + "(nan, 0) is not finite; treated as zero."])
        let animator = UIViewPropertyAnimator(duration: 1, timingParameters: timing)
        animator.addAnimations { view.center.x = 300 }
        animator.startAnimation()
        window.clock.tick(to: 0.3)
        let x = view.onScreen.position.x
        #expect(x.isFinite && x > 100, "the spring moves: its curve is not flat")
    }

    // Before: scrubbing to a NaN fraction made a NaN time, and the next frame trapped.
    @Test func aNaNFractionCompleteIsSaidAndIgnored() {
        let (window, view) = makeScene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 300 }
        animator.fractionComplete = 0.25
        animator.fractionComplete = .nan
        #expect(window.clock.diagnostics == ["UIViewPropertyAnimator: fractionComplete nan is not a number; the value is ignored."])
        expectClose(Double(animator.fractionComplete), 0.25, tolerance: 1e-9)
        expectClose(view.onScreen.position.x, 150, tolerance: 1e-6)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .end)
    }

    // Before: a NaN start became NaN key times (the keyframe lost), a start below 0 and a
    // duration past the end were cut to the animation without a word.
    @Test func keyframesOutsideTheAnimationAreSaidAndHeldToIt() {
        let (window, view) = makeScene()
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: .nan, relativeDuration: 0.5) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 1.5) { view.alpha = 0 }
            UIView.addKeyframe(withRelativeStartTime: -0.25, relativeDuration: 0.25) { view.center.x = 300 }
        })
        #expect(window.clock.diagnostics == [
            "\(keyframe): relative start time nan is not a number; treated as 0.",
            "\(keyframe): relative duration 1.5 from relative start time 0.5 runs past the end of the animation; "
                + "the keyframe ends at 1 (relative duration 0.5).",
            "\(keyframe): relative start time -0.25 is outside 0…1; treated as 0.",
        ])
        let opacity = view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation
        #expect(opacity?.keyTimes?.map(\.doubleValue) == [0, 0.5, 1])
        #expect(opacity?.values?.compactMap { $0 as? Float } == [1, 0.5, 0])
        let position = view.layer.animation(forKey: "position") as? CAKeyframeAnimation
        #expect(position?.keyTimes?.map(\.doubleValue) == [0, 0.25, 1])
        window.clock.tick(to: 0.75)
        expectClose(Double(view.onScreen.opacity), 0.25, tolerance: 1e-6)
        expectClose(view.onScreen.position.x, 300, tolerance: 1e-9)
    }

    @Test func anInfiniteKeyframeDurationIsSaidAndTheChangesAreMadeAtOnce() {
        let (window, view) = makeScene()
        UIView.animateKeyframes(withDuration: .infinity, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }
        })
        #expect(window.clock.diagnostics == ["UIView.animateKeyframes(withDuration:delay:options:animations:completion:): "
            + "duration inf is not finite; treated as 0."])
        #expect(view.layer.animationKeys() == nil)
        #expect(view.onScreen.opacity == 0.5)
    }
}
