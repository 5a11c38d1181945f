//  UIViewKeyframeAnimationTests.swift — FlipbookKitTests
//  animateKeyframes turns each animated property into one keyframe animation whose values hold
//  between keyframes, paced overall by ease-in-out unless a curve option says otherwise.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct UIViewKeyframeAnimationTests {
    @Test func aKeyframeOverTheFirstTenthMakesKeyTimesZeroTenthOne() {
        let (window, view) = makeScene()
        UIView.animateKeyframes(withDuration: 10, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { view.alpha = 0 }
        })
        let animation = view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation
        #expect(animation?.keyTimes?.map(\.doubleValue) == [0, 0.1, 1])
        #expect(animation?.values?.compactMap { $0 as? Float } == [1, 0, 0])
        #expect(animation?.calculationMode == .linear)
        #expect(animation?.fillMode == .both)
        #expect(animation?.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
        window.clock.tick(to: 0.5)
        let p = ReferenceCurve.easeInEaseOut(0.05)
        expectClose(Double(view.onScreen.opacity), 1 - p / 0.1, tolerance: 1e-6)
        window.clock.tick(to: 5)
        #expect(view.onScreen.opacity == 0)
    }

    /// Seed 000's dismissal (ImageDismissedAnimator): the wrapper's frame and the fades run over the
    /// whole 0.3 s; the cell's 1.1 scale returns to identity in the last 5 %.
    @Test func seed000DismissalShrinksTheCellOnlyInTheLastFivePercent() {
        let (window, container) = makeScene()
        container.frame = window.bounds
        let cellImage = UIView(frame: CGRect(x: 20, y: 500, width: 100, height: 100))
        container.addSubview(cellImage)
        cellImage.alpha = 0
        cellImage.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        let start = CGRect(x: 0, y: 100, width: 390, height: 390)
        let wrapper = UIView(frame: start)
        container.addSubview(wrapper)
        let target = CGRect(x: 20, y: 500, width: 100, height: 100)  // the cell's frame before its 1.1 scale
        let duration = 0.3
        var result: [Bool] = []
        UIView.animateKeyframes(withDuration: duration, delay: 0, options: .calculationModeLinear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                wrapper.frame = target
                cellImage.alpha = 1
            }
            UIView.addKeyframe(withRelativeStartTime: 0.95, relativeDuration: 0.05) {
                cellImage.transform = .identity
            }
        }, completion: { result.append($0) })
        #expect(Set(wrapper.layer.animationKeys() ?? []) == ["bounds", "position"])
        let transform = cellImage.layer.animation(forKey: "transform") as? CAKeyframeAnimation
        #expect(transform?.keyTimes?.map(\.doubleValue) == [0, 0.95, 1])

        let curve = ReferenceCurve.easeInEaseOut
        let boundary = curve.inverse(0.95) * duration
        for t in [0.05, 0.15, boundary, (boundary + duration) / 2, 0.299] {
            window.clock.tick(to: t)
            let p = curve(t / duration)
            expectClose(wrapper.onScreen.frame, CGRect(x: lerp(0, Double(target.minX), p), y: lerp(100, Double(target.minY), p),
                                                       width: lerp(390, 100, p), height: lerp(390, 100, p)),
                        tolerance: 1e-6, "frame at \(t)")
            expectClose(Double(cellImage.onScreen.opacity), p, tolerance: 1e-6)
            let scale = p <= 0.95 ? 1.1 : lerp(1.1, 1, (p - 0.95) / 0.05)
            expectClose(Double(cellImage.onScreen.transform.m11), scale, tolerance: 1e-6, "scale at \(t)")
        }
        #expect(result.isEmpty)
        window.clock.tick(to: duration + 0.001)
        #expect(result == [true])
        #expect(cellImage.onScreen.transform.m11 == 1)
        #expect(wrapper.onScreen.frame == target)
    }

    @Test func valuesHoldBetweenKeyframesOfOneProperty() {
        let (window, view) = makeScene()
        let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
        UIView.animateKeyframes(withDuration: 4, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.alpha = 0.5 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        })
        let animation = view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation
        #expect(animation?.keyTimes?.map(\.doubleValue) == [0, 0.25, 0.5, 1])
        #expect(animation?.values?.compactMap { $0 as? Float } == [1, 0.5, 0.5, 0])
        let expected: [(Double, Double)] = [(0.5, 0.75), (1, 0.5), (1.5, 0.5), (2, 0.5), (3, 0.25)]
        for (t, alpha) in expected {
            window.clock.tick(to: t)
            expectClose(Double(view.onScreen.opacity), alpha, tolerance: 1e-6, "at \(t)")
        }
    }

    @Test func delayOptionsAndChangesOutsideKeyframes() {
        let (window, view) = makeScene()
        UIView.animateKeyframes(withDuration: 1, delay: 1, options: .calculationModeDiscrete, animations: {
            view.center = CGPoint(x: 300, y: 100)
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        })
        #expect((view.layer.animation(forKey: "opacity") as? CAKeyframeAnimation)?.calculationMode == .discrete)
        let position = view.layer.animation(forKey: "position") as? CAKeyframeAnimation
        #expect(position?.keyTimes?.map(\.doubleValue) == [0, 1], "a change outside addKeyframe spans the whole duration")
        window.clock.tick(to: 0.5)
        #expect(view.onScreen.position == CGPoint(x: 100, y: 100), "the first value is held during the delay")
        #expect(view.onScreen.opacity == 1)
    }

    @Test func addKeyframeOutsideAKeyframeBlockReportsAndApplies() {
        let (window, view) = makeScene()
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }
        #expect(view.alpha == 0.5)
        #expect(view.layer.animationKeys() == nil)
        #expect(window.clock.diagnostics.contains { $0.contains("addKeyframe") })
    }
}
