//  ImplicitAnimationTests.swift — FlipbookCoreTests
//  Implicit actions of a standalone layer: duration, start value, and every way to turn them off.

import Foundation
@testable import FlipbookCore
import FlipbookGraphics
import FlipbookTestSupport
import Testing

/// A layer delegate that answers every event with a fixed action.
private final class FixedActionDelegate: CALayerDelegate {
    let action: CAAction?
    var asked: [String] = []
    init(_ action: CAAction?) { self.action = action }
    func action(for layer: CALayer, forKey event: String) -> CAAction? {
        asked.append(event)
        return action
    }
}

@Suite struct ImplicitAnimationTests {
    /// Runs `body` in an explicit transaction with a linear curve (so values can be checked by hand).
    private func linearTransaction(duration: CFTimeInterval? = nil, _ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        if let duration { CATransaction.setAnimationDuration(duration) }
        body()
        CATransaction.commit()
    }

    @Test func defaultDurationIsAQuarterSecond() {
        let s = Scene()
        #expect(CATransaction.animationDuration() == 0.25)
        s.layer.position = CGPoint(x: 100, y: 0)
        #expect(s.layer.position == CGPoint(x: 100, y: 0), "the model changes at once")
        let action = s.layer.animation(forKey: "position") as? CABasicAnimation
        #expect(action != nil, "an implicit animation under the property's name")
        #expect(action?.keyPath == "position")
        #expect(action?.duration == 0.25)

        // From the old value, moving towards the new one, never beyond either (all named curves stay in 0…1).
        expectClose(s.presentation(at: 0).position.x, 0, tolerance: 0)
        var previous = CGFloat(0)
        for t in [0.0, 0.05, 0.1, 0.15, 0.2, 0.24] {
            let x = s.presentation(at: t).position.x
            #expect(x >= previous && x < 100, "t = \(t): \(x)")
            previous = x
        }
        expectClose(s.presentation(at: 0.26).position, CGPoint(x: 100, y: 0), tolerance: 0)
        #expect(s.layer.animation(forKey: "position") == nil)
    }

    @Test func linearImplicitAnimationValues() {
        let s = Scene()
        linearTransaction { s.layer.position = CGPoint(x: 100, y: 40) }
        expectClose(s.presentation(at: 0.0625).position, CGPoint(x: 25, y: 10), tolerance: 1e-9)
        expectClose(s.presentation(at: 0.125).position, CGPoint(x: 50, y: 20), tolerance: 1e-9)
        expectClose(s.presentation(at: 0.2).position, CGPoint(x: 80, y: 32), tolerance: 1e-9)
    }

    @Test func transactionTimingFunctionIsUsed() {
        let s = Scene()
        CATransaction.begin()
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeIn))
        s.layer.position = CGPoint(x: 100, y: 0)
        CATransaction.commit()
        expectClose(s.presentation(at: 0.1).position.x, 100 * NamedCurve.easeIn.eased(0.4), tolerance: 1e-6)
    }

    @Test func startsFromTheOldPresentationValue() {
        let s = Scene()
        // An explicit slide is halfway when the property is changed.
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 200
        slide.duration = 1
        s.layer.add(slide, forKey: "slide")
        expectClose(s.presentation(at: 0.5).position.x, 100, tolerance: 1e-9)
        linearTransaction(duration: 2) { s.layer.position = CGPoint(x: 300, y: 0) }
        #expect(s.layer.position.x == 300)
        // Once the slide is over, the implicit animation runs alone: 100 → 300 over 2 s from t = 0.5.
        expectClose(s.presentation(at: 1.5).position.x, 100 + 200 * 0.5, tolerance: 1e-9)
        expectClose(s.presentation(at: 2.0).position.x, 100 + 200 * 0.75, tolerance: 1e-9)
    }

    // CALayer docs, presentation(): the values "reflect the current state of any running animations";
    // an implicit animation starts from that. Here only a keyframe path's rotation mode moves the
    // transform; the animations of other properties (opacity, bounds) leave it alone.
    @Test func startsFromThePresentationValueWhateverElseAnimates() {
        let s = Scene()
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration) = (0, 1, 1)
        s.layer.add(fade, forKey: "fade")
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        (grow.fromValue, grow.toValue, grow.duration) = (40, 80, 1)
        s.layer.add(grow, forKey: "grow")
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 0, y: 100))
        let follow = CAKeyframeAnimation(keyPath: "position")
        (follow.path, follow.duration, follow.rotationMode) = (path, 1, .rotateAuto)
        s.layer.add(follow, forKey: "follow")
        // Halfway: turned a quarter (the path heads down, +y), half faded, 60 wide, 50 down.
        let halfway = s.presentation(at: 0.5)
        expectClose(atan2(Double(halfway.transform.m12), Double(halfway.transform.m11)), .pi / 2, tolerance: 1e-9)
        linearTransaction(duration: 1) {
            s.layer.transform = CATransform3DIdentity
            s.layer.opacity = 1
            s.layer.zPosition = 3
        }
        // The turn starts from the path's quarter turn, the fade from halfway, the lift from the model's 0.
        func from(_ key: String) -> AnimatableValue? { (s.layer.animation(forKey: key) as? CABasicAnimation)?.fromValue as? AnimatableValue }
        guard case .transform(let turn)? = from("transform"), case .scalar(let fade)? = from("opacity"),
              case .scalar(let lift)? = from("zPosition") else {
            Issue.record("each change has an implicit animation from a value")
            return
        }
        expectClose(atan2(Double(turn.m12), Double(turn.m11)), .pi / 2, tolerance: 1e-9)
        expectClose(fade, 0.5, tolerance: 1e-9)
        expectClose(lift, 0, tolerance: 0)
    }

    @Test func retargetingMidFlightStartsFromWhereItIs() {
        let s = Scene()
        linearTransaction { s.layer.position = CGPoint(x: 100, y: 0) }
        expectClose(s.presentation(at: 0.125).position.x, 50, tolerance: 1e-9)
        linearTransaction { s.layer.position = CGPoint(x: 0, y: 0) }
        #expect(s.layer.animationKeys() == ["position"], "the new action replaces the old one")
        expectClose(s.presentation(at: 0.25).position.x, 25, tolerance: 1e-9)
        expectClose(s.presentation(at: 0.4).position.x, 0, tolerance: 0)
    }

    @Test func disableActionsPreventsIt() {
        let s = Scene()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        s.layer.position = CGPoint(x: 100, y: 0)
        s.layer.opacity = 0.5
        CATransaction.commit()
        #expect(s.layer.animationKeys() == nil)
        let p = s.presentation(at: 0.01)
        expectClose(p.position, CGPoint(x: 100, y: 0), tolerance: 0)
        #expect(p.opacity == 0.5)
    }

    @Test func disableActionsInAnOuterTransactionCoversNestedOnes() {
        let s = Scene()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        s.layer.position = CGPoint(x: 100, y: 0)
        CATransaction.commit()
        CATransaction.commit()
        #expect(s.layer.animationKeys() == nil)
    }

    @Test func setAnimationDurationChangesTheDuration() {
        let s = Scene()
        linearTransaction(duration: 1) { s.layer.position = CGPoint(x: 100, y: 0) }
        #expect(s.layer.animation(forKey: "position")?.duration == 1)
        expectClose(s.presentation(at: 0.5).position.x, 50, tolerance: 1e-9)
        expectClose(s.presentation(at: 0.9).position.x, 90, tolerance: 1e-9)
        expectClose(s.presentation(at: 1.01).position.x, 100, tolerance: 0)
    }

    @Test func delegateReturningNSNullDisablesIt() {
        let delegate = FixedActionDelegate(NSNull())
        let s = Scene { $0.delegate = delegate }
        s.layer.position = CGPoint(x: 100, y: 0)
        #expect(delegate.asked == ["position"])
        #expect(s.layer.animationKeys() == nil)
        expectClose(s.presentation(at: 0.1).position.x, 100, tolerance: 0)
        withExtendedLifetime(delegate) {}
    }

    @Test func delegateReturningNSNullWinsOverTheActionsDictionary() {
        let delegate = FixedActionDelegate(NSNull())
        let explicit = CABasicAnimation()
        explicit.duration = 1
        let s = Scene { $0.delegate = delegate; $0.actions = ["position": explicit] }
        s.layer.position = CGPoint(x: 100, y: 0)
        #expect(s.layer.animationKeys() == nil)
        withExtendedLifetime(delegate) {}
    }

    @Test func delegateReturningNilFallsThroughToTheDefault() {
        let delegate = FixedActionDelegate(nil)
        let s = Scene { $0.delegate = delegate }
        s.layer.position = CGPoint(x: 100, y: 0)
        #expect(delegate.asked == ["position"])
        #expect(s.layer.animation(forKey: "position")?.duration == 0.25)
        withExtendedLifetime(delegate) {}
    }

    @Test func delegateActionIsRun() {
        let custom = CABasicAnimation()
        custom.duration = 2
        let delegate = FixedActionDelegate(custom)
        let s = Scene { $0.delegate = delegate }
        linearTransaction { s.layer.position = CGPoint(x: 100, y: 0) }
        // An action without values animates from the old on-screen value to the new model value.
        // Expected: CABasicAnimation docs — with every value nil it interpolates between the
        // previous and the current value of the key path; an action's key path is the event's.
        #expect(s.layer.animation(forKey: "position")?.duration == 2)
        expectClose(s.presentation(at: 1).position.x, 50, tolerance: 1e-9)
        expectClose(s.presentation(at: 1.5).position.x, 75, tolerance: 1e-9)
        withExtendedLifetime(delegate) {}
    }

    @Test func actionsDictionaryAnimationWithoutKeyPathAnimatesTheChangedProperty() {
        let fade = CABasicAnimation()
        fade.duration = 1
        let s = Scene { $0.actions = ["opacity": fade]; $0.opacity = 1 }
        s.layer.opacity = 0
        expectClose(Double(s.presentation(at: 0.25).opacity), 0.75, tolerance: 1e-6)
        #expect(fade.keyPath == nil, "the dictionary's animation is not modified")
        expectClose(Double(s.presentation(at: 1.01).opacity), 0, tolerance: 0)
    }

    @Test func actionsDictionaryWithNSNullDisablesOnlyThatKey() {
        let s = Scene { $0.actions = ["position": NSNull()] }
        s.layer.position = CGPoint(x: 100, y: 0)
        s.layer.opacity = 0
        #expect(s.layer.animationKeys() == ["opacity"])
        let p = s.presentation(at: 0.1)
        expectClose(p.position.x, 100, tolerance: 0)
        #expect(p.opacity > 0, "opacity still fades")
    }

    @Test func aLayerInNoClockedTreeRunsNoActions() {
        CATransaction.flush()
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 0)
        #expect(layer.animationKeys() == nil)
        #expect(layer.position == CGPoint(x: 100, y: 0))
    }

    @Test func nonAnimatablePropertiesRunNoActions() {
        let s = Scene()
        s.layer.masksToBounds = true
        s.layer.name = "x"
        #expect(s.layer.animationKeys() == nil)
    }

    @Test func backgroundColorAndOpacityAnimateImplicitly() {
        let s = Scene { $0.backgroundColor = CGColor.black; $0.opacity = 1 }
        linearTransaction {
            s.layer.backgroundColor = CGColor.white
            s.layer.opacity = 0
        }
        let p = s.presentation(at: 0.125)
        expectClose(Double(p.opacity), 0.5, tolerance: 1e-6)
        let c = p.backgroundColor?.components ?? []
        #expect(c.count == 4)
        if c.count == 4 { expectClose(c[0], 0.5, tolerance: 1e-9) }
    }

    @Test func completionBlockRunsWhenTheImplicitAnimationEnds() {
        let s = Scene()
        var completedAt: CFTimeInterval?
        CATransaction.begin()
        CATransaction.setCompletionBlock { completedAt = s.clock.time }
        s.layer.position = CGPoint(x: 100, y: 0)
        CATransaction.commit()
        _ = s.presentation(at: 0.2)
        #expect(completedAt == nil)
        _ = s.presentation(at: 0.5)
        expectClose(completedAt ?? -1, s.start + 0.25, tolerance: 1e-9)
    }
}
