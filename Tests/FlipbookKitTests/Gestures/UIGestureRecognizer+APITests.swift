//  UIGestureRecognizer+APITests.swift — FlipbookKitTests
//  Targets and actions, ignored touches, touch types, and the subclass hooks for preventing and
//  requiring failure, against UIKit's documentation.

import Foundation
@testable import FlipbookKit
import Testing

/// A window with a 200×200 view at (50, 100); `log` records each recognizer's actions.
private final class Scene {
    let window = UIWindow()
    let view = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
    var log: [String] = []

    init() {
        window.addSubview(view)
        window.makeKeyAndVisible()
    }

    @discardableResult
    func add<R: UIGestureRecognizer>(_ recognizer: R, _ name: String) -> R {
        recognizer.addAction { [unowned self] r in log.append("\(name):\(r.state.rawValue)") }
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    func tap(_ x: Double = 100, _ y: Double = 150, finger: Int = 0) {
        window.sendTouch(.began, at: CGPoint(x: x, y: y), finger: finger)
        window.sendTouch(.ended, at: CGPoint(x: x, y: y), finger: finger)
    }
}

/// Counts the selector actions it receives (registered with Flipbook's selector table, as the
/// translation registers an app's @objc methods).
private final class Receiver: NSObject {
    var fired: [String] = []
    func first() { fired.append("first") }
    func second() { fired.append("second") }

    static func register() {
        ObjCRuntime.addMethods([
            "first": { r, _ in (r as! Receiver).first() },
            "second": { r, _ in (r as! Receiver).second() },
        ], to: Receiver.self)
    }
}

@Suite struct UIGestureRecognizerAPITests {
    // UIKit docs, init(target:action:): "nil is not a valid value" for sending, but a recognizer
    // made with nil target and action is valid; pairs are added later with addTarget(_:action:).
    @Test func aRecognizerMadeWithNoTargetSendsNothingUntilOneIsAdded() {
        Receiver.register()
        let scene = Scene()
        let receiver = Receiver()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        scene.view.addGestureRecognizer(tap)
        scene.tap()
        #expect(receiver.fired.isEmpty)
        tap.addTarget(receiver, action: Selector("first"))
        scene.window.clock.tick(to: 1)
        scene.tap()
        #expect(receiver.fired == ["first"])
    }

    // UIKit docs, removeTarget(_:action:): "Specify nil to remove all actions of the target", and
    // a nil target "to remove all targets".
    @Test func removeTargetWithANilActionRemovesAllOfThatTargetsActionsAndANilTargetRemovesAll() {
        Receiver.register()
        let scene = Scene()
        let a = Receiver(), b = Receiver()
        let tap = UITapGestureRecognizer(target: a, action: Selector("first"))
        tap.addTarget(a, action: Selector("second"))
        tap.addTarget(b, action: Selector("first"))
        scene.view.addGestureRecognizer(tap)
        tap.removeTarget(a, action: Selector?.none)
        scene.tap()
        #expect(a.fired.isEmpty)
        #expect(b.fired == ["first"])
        tap.removeTarget(Any?.none, action: Selector?.none)
        scene.window.clock.tick(to: 1)
        scene.tap()
        #expect(b.fired == ["first"])
    }

    // UIKit docs, ignore(_:for:): "If a touch isn't part of this gesture you may pass it to this
    // method, causing it to be ignored. UIGestureRecognizer does not cancel ignored touches on
    // the associated view."
    @Test func anIgnoredTouchReachesTheViewButNotTheRecognizer() {
        final class Ignoring: UIGestureRecognizer {
            var seen = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                for touch in touches { ignore(touch, for: event) }
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { seen += 1 }
        }
        final class Logging: UIView {
            var ended = 0
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
        }
        let window = UIWindow()
        let view = Logging(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        window.makeKeyAndVisible()
        let recognizer = Ignoring()
        view.addGestureRecognizer(recognizer)
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        #expect(recognizer.numberOfTouches == 0)
        window.sendTouch(.ended, at: CGPoint(x: 10, y: 10))
        #expect(recognizer.seen == 0)
        #expect(view.ended == 1)
    }

    // UIKit docs, allowedTouchTypes: "An array of touch types used to distinguish type of touches.";
    // a recognizer receives only touches of the listed types.
    @Test func aRecognizerReceivesOnlyItsAllowedTouchTypes() {
        let scene = Scene()
        let tap = scene.add(UITapGestureRecognizer(), "tap")
        tap.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        scene.tap()
        #expect(scene.log.isEmpty)
        tap.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        scene.window.clock.tick(to: 1)
        scene.tap()
        #expect(scene.log == ["tap:3"])
    }

    // UIKit docs, UIGestureRecognizerDelegate.gestureRecognizer(_:shouldReceive:) (event): "Asks
    // the delegate if a gesture recognizer should receive an object representing an event";
    // returning false keeps the recognizer from seeing it.
    @Test func theRecognizerAndItsDelegateCanRefuseAnEvent() {
        final class Refusing: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { false }
        }
        final class RefusingTap: UITapGestureRecognizer {
            override func shouldReceive(_ event: UIEvent) -> Bool { false }
        }
        let scene = Scene()
        let delegate = Refusing()
        let tap = scene.add(UITapGestureRecognizer(), "tap")
        tap.delegate = delegate
        scene.add(RefusingTap(), "refusing")
        scene.tap()
        #expect(scene.log.isEmpty)
        tap.delegate = nil
        scene.window.clock.tick(to: 1)
        scene.tap()
        #expect(scene.log == ["tap:3"])
    }

    // UIKit docs, canPrevent(_:): "Overridden to indicate that the specified gesture recognizer
    // can prevent the receiver from recognizing its gesture" (default true); canBePrevented(by:)
    // likewise. A recognizer that cannot prevent another lets both recognize.
    @Test func aRecognizerThatCannotPreventAnotherLetsBothRecognize() {
        final class Polite: UIPanGestureRecognizer {
            override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        final class Unstoppable: UIPanGestureRecognizer {
            override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        func run(_ first: UIPanGestureRecognizer, _ second: UIPanGestureRecognizer) -> [String] {
            let scene = Scene()
            scene.add(first, "a")
            scene.add(second, "b")
            scene.window.sendTouch(.began, at: CGPoint(x: 100, y: 150))
            scene.window.sendTouch(.moved, at: CGPoint(x: 140, y: 150))
            return scene.log
        }
        #expect(run(UIPanGestureRecognizer(), UIPanGestureRecognizer()).count == 1)
        #expect(Set(run(Polite(), Polite())) == ["a:1", "b:1"])
        #expect(Set(run(Unstoppable(), Unstoppable())) == ["a:1", "b:1"])
    }

    // UIKit docs, shouldRequireFailure(of:): "Overridden to indicate that the receiver requires
    // the specified gesture recognizer to fail" — a class-wide require(toFail:).
    @Test func aSubclassCanRequireAnotherToFail() {
        final class WaitsForDoubleTap: UITapGestureRecognizer {
            override func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
                (otherGestureRecognizer as? UITapGestureRecognizer)?.numberOfTapsRequired == 2
            }
        }
        let scene = Scene()
        scene.add(WaitsForDoubleTap(), "single")
        let double = scene.add(UITapGestureRecognizer(), "double")
        double.numberOfTapsRequired = 2
        scene.tap()
        scene.window.clock.tick(to: 0.1)
        scene.tap()
        #expect(scene.log == ["double:3"])
    }

    // UIKit docs, shouldBeRequiredToFail(by:): "Overridden to indicate that the receiver must fail
    // before the specified gesture recognizer can recognize".
    @Test func aSubclassCanMakeOthersWaitForItsFailure() {
        final class DoubleTap: UITapGestureRecognizer {
            override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
                otherGestureRecognizer !== self
            }
        }
        let scene = Scene()
        scene.add(UITapGestureRecognizer(), "single")
        let double = scene.add(DoubleTap(), "double")
        double.numberOfTapsRequired = 2
        scene.tap()
        #expect(scene.log.isEmpty)  // the single tap waits on the double tap
        scene.window.clock.tick(to: 0.1)
        scene.tap()
        #expect(scene.log == ["double:3"])
    }
}
