//  UIViewAnimateTests.swift — FlipbookKitTests
//  UIView.animate installs one animation per changed property, paced by the curve option, with
//  UIKit's delay, completion, replacement, beginFromCurrentState, repeat and nesting rules.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct UIViewAnimateTests {
    @Test func centerFollowsTheDefaultEaseInOutCurveWhileTheModelJumps() {
        let (window, view) = makeScene()
        let start = view.center, end = CGPoint(x: 300, y: 700)
        UIView.animate(withDuration: 2) { view.center = end }
        #expect(view.center == end)
        #expect(view.layer.animationKeys() == ["position"])
        for t in [0.5, 1.0, 1.5] {
            window.clock.tick(to: t)
            expectClose(view.onScreen.position, lerp(start, end, ReferenceCurve.easeInEaseOut(t / 2)), tolerance: 1e-6)
        }
        window.clock.tick(to: 2.5)
        #expect(view.onScreen.position == end)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test func alphaTransformColourAndFrameFollowTheirCurveOptions() {
        let (window, view) = makeScene()
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0.2 })
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseIn, animations: {
            view.transform = CGAffineTransform(scaleX: 3, y: 3)
        })
        UIView.animate(withDuration: 1, delay: 0, options: .curveEaseOut, animations: {
            view.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        })
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        window.addSubview(other)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            other.frame = CGRect(x: 100, y: 200, width: 50, height: 60)
        })
        for t in [0.25, 0.5, 0.75] {
            window.clock.tick(to: t)
            let p = view.onScreen
            expectClose(Double(p.opacity), lerp(1, 0.2, t), tolerance: 1e-6)
            expectClose(Double(p.transform.m11), lerp(1, 3, ReferenceCurve.easeIn(t)), tolerance: 1e-6)
            let colour = p.backgroundColor!.color.sRGBComponents
            let e = ReferenceCurve.easeOut(t)
            expectClose(colour.red, 1 - e, tolerance: 1e-6)
            expectClose(colour.blue, e, tolerance: 1e-6)
            expectClose(other.onScreen.frame,
                        CGRect(x: lerp(0, 100, t), y: lerp(0, 200, t), width: lerp(10, 50, t), height: lerp(20, 60, t)),
                        tolerance: 1e-6)
        }
    }

    @Test func aDelayedAnimationShowsTheOldValueUntilItBegins() {
        let (window, view) = makeScene()
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 })
        #expect(view.alpha == 0)
        window.clock.tick(to: 0.25)
        expectClose(Double(view.onScreen.opacity), 1, tolerance: 1e-9, "before the delay the old value shows")
        window.clock.tick(to: 1.0)
        expectClose(Double(view.onScreen.opacity), 0.5, tolerance: 1e-6)
        window.clock.tick(to: 1.6)
        #expect(view.onScreen.opacity == 0)
    }

    @Test func completionsRunInEndOrderOnceEachWithFinishedTrue() {
        let (window, view) = makeScene()
        let log = CompletionLog()
        UIView.animate(withDuration: 2, animations: { view.alpha = 0.5 }, completion: log.callback("long"))
        UIView.animate(withDuration: 1, animations: {
            view.center = CGPoint(x: 10, y: 10)
            view.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        }, completion: log.callback("short"))
        window.clock.tick(to: 0.99)
        #expect(log.entries.isEmpty)
        window.clock.tick(to: 1.5)
        #expect(log.names == ["short"])
        window.clock.tick(to: 3)
        #expect(log.names == ["short", "long"])
        #expect(log.flags == [true, true])
    }

    @Test func aNewerAnimationOfTheSamePropertyFinishesTheOlderWithFalse() {
        let (window, view) = makeScene()
        let log = CompletionLog()
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: log.callback("first"))
        window.clock.tick(to: 0.5)
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: log.callback("second"))
        #expect(log.entries.isEmpty, "the replaced animation's completion waits for the next tick")
        window.clock.tick(to: 0.6)
        #expect(log.names == ["first"])
        #expect(log.flags == [false])
        window.clock.tick(to: 1.6)
        #expect(log.names == ["first", "second"])
        #expect(log.flags == [false, true])
    }

    @Test func settingAPropertyTwiceInOneBlockIsOneAnimationThatFinishes() {
        let (window, view) = makeScene()
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            view.alpha = 0.5
            view.alpha = 0
        }, completion: log.callback("block"))
        window.clock.tick(to: 0.5)
        expectClose(Double(view.onScreen.opacity), 0.5, tolerance: 1e-6, "runs from the value before the block")
        window.clock.tick(to: 1.5)
        #expect(log.flags == [true])
    }

    @Test func aBlockThatAnimatesNothingCompletesOnTheNextTick() {
        let (window, view) = makeScene()
        let detached = UIView(frame: .zero)
        let log = CompletionLog()
        UIView.animate(withDuration: 1, animations: { detached.alpha = 0 }, completion: log.callback("detached"))
        UIView.animate(withDuration: 1, animations: {}, completion: log.callback("empty"))
        UIView.animate(withDuration: 0, animations: { view.center = .zero }, completion: log.callback("zero"))
        #expect(log.entries.isEmpty)
        #expect(view.layer.animation(forKey: "position") == nil, "a zero duration changes at once")
        window.clock.tick(to: 0.01)
        #expect(log.names == ["detached", "empty", "zero"])
        #expect(log.flags == [true, true, true])
    }

    @Test func withoutAnyClockTheCompletionRunsAtOnce() {
        // Runs on a fresh thread, where no key window was ever made.
        let log = CompletionLog()
        let countWhenAnimateReturned = CompletionLog()
        let done = DispatchSemaphore(value: 0)  // also orders the thread's writes before the reads below
        let thread = Thread {
            UIView.animate(withDuration: 1, animations: { UIView().alpha = 0 }, completion: log.callback("now"))
            countWhenAnimateReturned.entries = log.entries
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(countWhenAnimateReturned.flags == [true], "called before animate returned")
        #expect(log.flags == [true])
    }

    @Test func beginFromCurrentStateStartsFromTheInFlightPresentationValue() {
        let (window, view) = makeScene()
        let other = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(other)
        for v in [view, other] {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 200 })
        }
        window.clock.tick(to: 0.5)
        expectClose(view.onScreen.position.x, 150, tolerance: 1e-6)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { view.center.x = 300 })
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { other.center.x = 300 })
        expectClose(view.onScreen.position.x, 150, tolerance: 1e-6, "no jump with beginFromCurrentState")
        expectClose(other.onScreen.position.x, 200, tolerance: 1e-6, "without it, from the old model value")
        window.clock.tick(to: 1.0)
        expectClose(view.onScreen.position.x, 225, tolerance: 1e-6)
        expectClose(other.onScreen.position.x, 250, tolerance: 1e-6)
    }

    @Test func repeatAndAutoreverseGoBackAndForthForever() {
        let (window, view) = makeScene()
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
                       animations: { view.alpha = 0 }, completion: log.callback("never"))
        let expected: [(Double, Double)] = [(0.25, 0.75), (1.25, 0.25), (1.75, 0.75), (2.5, 0.5), (9.25, 0.25)]
        for (t, alpha) in expected {
            window.clock.tick(to: t)
            expectClose(Double(view.onScreen.opacity), alpha, tolerance: 1e-6, "at \(t)")
        }
        #expect(log.entries.isEmpty)
    }

    @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() {
        let (window, view) = makeScene()
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let c = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(b)
        window.addSubview(c)
        var inside: [TimeInterval] = []
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            inside.append(UIView.inheritedAnimationDuration)
            UIView.animate(withDuration: 0.5, delay: 0, options: .curveEaseIn, animations: {
                inside.append(UIView.inheritedAnimationDuration)
                view.alpha = 0
            })
            UIView.animate(withDuration: 0.5, delay: 0,
                           options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseIn],
                           animations: { b.alpha = 0 })
            UIView.animate(withDuration: 1, delay: 0, options: [.overrideInheritedOptions, .curveEaseOut],
                           animations: { c.alpha = 0 })
        })
        #expect(inside == [2, 2])
        #expect(UIView.inheritedAnimationDuration == 0)
        window.clock.tick(to: 0.25)
        expectClose(Double(view.onScreen.opacity), 1 - 0.25 / 2, tolerance: 1e-6, "inherits 2 s, linear")
        expectClose(Double(b.onScreen.opacity), 1 - ReferenceCurve.easeIn(0.5), tolerance: 1e-6)
        expectClose(Double(c.onScreen.opacity), 1 - ReferenceCurve.easeOut(0.25), tolerance: 1e-6)
        window.clock.tick(to: 1.0)
        expectClose(Double(view.onScreen.opacity), 0.5, tolerance: 1e-6)
        #expect(b.onScreen.opacity == 0)
    }

    @Test func performWithoutAnimationInsideABlockChangesAtOnce() {
        let (window, view) = makeScene()
        UIView.animate(withDuration: 1, animations: {
            view.center = CGPoint(x: 300, y: 300)
            UIView.performWithoutAnimation {
                #expect(!UIView.areAnimationsEnabled)
                view.alpha = 0.3
            }
        })
        #expect(UIView.areAnimationsEnabled)
        #expect(view.layer.animationKeys() == ["position"])
        window.clock.tick(to: 0.5)
        expectClose(Double(view.onScreen.opacity), 0.3, tolerance: 1e-6)
        #expect(view.onScreen.position != CGPoint(x: 300, y: 300))
    }

    @Test func theInstalledAnimationCarriesUIKitsValues() {
        let (window, view) = makeScene()
        defer { withExtendedLifetime(window) {} }
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveEaseOut, animations: { view.alpha = 0 })
        let animation = view.layer.animation(forKey: "opacity") as? CABasicAnimation
        #expect(animation?.fromValue as? Float == 1)
        #expect(animation?.toValue == nil)
        #expect(animation?.duration == 1)
        #expect(animation?.fillMode == .backwards)
        #expect(animation?.timingFunction == CAMediaTimingFunction(name: .easeOut))
        #expect(animation?.keyPath == "opacity")
    }

    @Test func aViewAnimationsFromValueIsTheValueBeforeAsItsKeysType() throws {
        // Core Animation docs (CABasicAnimation.fromValue): the value the interpolation starts
        // from, of the animated property's type — a point for position, a transform for transform.
        let (window, view) = makeScene()
        defer { withExtendedLifetime(window) {} }
        let before = view.layer.position
        UIView.animate(withDuration: 1) {
            view.center = CGPoint(x: 300, y: 300)
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
        }
        let position = try #require(view.layer.animation(forKey: "position") as? CABasicAnimation)
        #expect(position.fromValue as? CGPoint == before && position.keyPath == "position")
        let transform = try #require(view.layer.animation(forKey: "transform") as? CABasicAnimation)
        #expect(transform.fromValue as? CATransform3D == CATransform3DIdentity)
        // A copy reads the same, and setting fromValue replaces it as set.
        let copy = try #require(position.copy() as? CABasicAnimation)
        #expect(copy.fromValue as? CGPoint == before)
        copy.fromValue = CGPoint(x: 1, y: 2)
        #expect(copy.fromValue as? CGPoint == CGPoint(x: 1, y: 2))
    }

    // A public idiom: a view whose corner radius follows its size inside an animation block
    // copies the block's bounds animation (CAAnimation docs: copies keep their timing), renames it
    // and gives it its own values through an action of its own (CAAction.run(forKey:object:arguments:)).
    @Test func aCopiedBlockAnimationRetargetedByAnActionFollowsTheBlocksTiming() {
        final class RoundedView: UIView {
            override func action(for layer: CALayer, forKey event: String) -> CAAction? {
                guard event == "cornerRadius", let key = layer.animationKeys()?.first(where: { $0.hasPrefix("bounds") }),
                      let sizing = layer.animation(forKey: key) as? CABasicAnimation else {
                    return super.action(for: layer, forKey: event)
                }
                let animation = sizing.copy() as! CABasicAnimation
                animation.keyPath = "cornerRadius"
                return RadiusAction(animation: animation, from: layer.cornerRadius)
            }
        }
        final class RadiusAction: NSObject, CAAction {
            let animation: CABasicAnimation, from: CGFloat
            init(animation: CABasicAnimation, from: CGFloat) { (self.animation, self.from) = (animation, from) }
            func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
                guard let layer = anObject as? CALayer else { return }
                animation.fromValue = from
                animation.toValue = layer.cornerRadius
                layer.add(animation, forKey: "cornerRadius")
            }
        }
        let window = UIWindow()
        window.makeKey()
        let view = RoundedView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(view)
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) {
            view.bounds.size = CGSize(width: 200, height: 200)
            view.layer.cornerRadius = 100
        }
        for t in [0.5, 1.0, 1.5] {
            window.clock.tick(to: t)
            let shown = view.layer.presentation()
            expectClose(Double(shown?.cornerRadius ?? -1), 100 * t / 2, tolerance: 1e-9)
            expectClose(Double(shown?.bounds.width ?? -1), 100 + 100 * t / 2, tolerance: 1e-9)
        }
    }

    // A public idiom: a view that mirrors its moves onto a sublayer adds the block's own position
    // animation (from super's action) to the sublayer too, changes its duration first, and returns
    // it. CALayer docs, add(_:forKey:): the animation is copied, so each layer runs its own and
    // later changes to the object leave both alone.
    @Test func aBlocksAnimationAddedToASecondLayerRunsOnBoth() throws {
        final class MirroringView: UIView {
            let mirror = CALayer()
            var kept: CABasicAnimation?
            override func action(for layer: CALayer, forKey event: String) -> CAAction? {
                let action = super.action(for: layer, forKey: event)
                guard event == "position", let animation = action as? CABasicAnimation else { return action }
                animation.duration = 4
                mirror.add(animation, forKey: "position")
                kept = animation
                return animation
            }
        }
        let window = UIWindow()
        window.makeKey()
        let view = MirroringView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        view.layer.addSublayer(view.mirror)
        view.mirror.position = CGPoint(x: 10, y: 10)
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear) {
            view.center = CGPoint(x: 450, y: 50)  // from (50, 50): 400 pt right
        }
        let kept = try #require(view.kept)
        kept.duration = 100  // after both adds: changes neither
        window.clock.tick(to: 1)
        // A quarter of the way, on the view's layer (its own model value: 450) …
        expectClose(Double(view.layer.presentation()?.position.x ?? -1), 50 + 400 * 0.25, tolerance: 1e-9)
        // … and on the mirror, from the block's start value to the mirror's model value (10).
        expectClose(Double(view.mirror.presentation()?.position.x ?? -1), 50 + (10 - 50) * 0.25, tolerance: 1e-9)
        window.clock.tick(to: 4.5)
        #expect(view.layer.animationKeys() == nil && view.mirror.animationKeys() == nil, "both ended at 4 s")
    }
}
