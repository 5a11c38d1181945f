//  GestureRecognizerTests.swift — FlipbookKitTests
//  Touches through hit-testing and the responder chain, and each recognizer's state sequence
//  for scripted touch streams, against UIKit's documented state machine.

@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// A view that logs the touches it is sent.
private final class TouchLog: UIView {
    var entries: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { entries.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { entries.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { entries.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { entries.append("cancelled") }
}

/// A window with a 200×200 view at (50, 100), which the touches land on.
private final class TouchScene {
    let window = UIWindow()
    let view = TouchLog(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
    /// Every action a recognizer sent, as "name:state".
    var actions: [String] = []

    init() {
        window.addSubview(view)
        window.makeKeyAndVisible()
    }

    /// Attaches `recognizer` (to `view` unless told) logging its actions under `name`.
    @discardableResult
    func add<R: UIGestureRecognizer>(_ recognizer: R, _ name: String, to target: UIView? = nil) -> R {
        recognizer.addAction { [unowned self] r in actions.append("\(name):\(Self.name(r.state))") }
        (target ?? view).addGestureRecognizer(recognizer)
        return recognizer
    }

    static func name(_ state: UIGestureRecognizer.State) -> String {
        ["possible", "began", "changed", "ended", "cancelled", "failed"][state.rawValue]
    }

    func at(_ t: Double) { window.clock.tick(to: t) }
    func down(_ x: Double, _ y: Double, finger: Int = 0) { window.sendTouch(.began, at: CGPoint(x: x, y: y), finger: finger) }
    func move(_ x: Double, _ y: Double, finger: Int = 0) { window.sendTouch(.moved, at: CGPoint(x: x, y: y), finger: finger) }
    func up(_ x: Double, _ y: Double, finger: Int = 0) { window.sendTouch(.ended, at: CGPoint(x: x, y: y), finger: finger) }
}

@Suite struct TouchDeliveryTests {
    // UIKit docs, UIResponder.touchesBegan: "The default implementation of this method forwards
    // the message up the responder chain."
    @Test func aTouchGoesToTheHitViewAndUpTheResponderChain() {
        final class Controller: UIViewController {
            var seen: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                seen.append("began at \(touches.first!.location(in: view))")
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { seen.append("ended") }
        }
        let window = UIWindow()
        let controller = Controller()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let inner = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        controller.view.addSubview(inner)
        window.sendTouch(.began, at: CGPoint(x: 30, y: 50))
        window.sendTouch(.ended, at: CGPoint(x: 31, y: 52))
        #expect(controller.seen == ["began at CGPoint(x: 30.0, y: 50.0)", "ended"], "inner forwards to its superview, which forwards to its controller")
    }

    @Test func aTouchKnowsItsViewItsPlacesItsPhaseAndItsTapCount() {
        let s = TouchScene()
        var touches: [UITouch] = []
        let recognizer = UIPanGestureRecognizer(handler: { _ in })
        s.view.addGestureRecognizer(recognizer)
        s.down(60, 110)
        touches = Array(s.window.touchesByFinger.values)
        let touch = touches[0]
        #expect(touch.view === s.view && touch.window === s.window && touch.phase == .began)
        #expect(touch.location(in: s.view) == CGPoint(x: 10, y: 10))
        #expect(touch.gestureRecognizers?.first === recognizer)
        s.at(0.1)
        s.move(70, 115)
        #expect(touch.phase == .moved && touch.previousLocation(in: nil) == CGPoint(x: 60, y: 110))
        #expect(touch.location(in: nil) == CGPoint(x: 70, y: 115) && touch.timestamp == 0.1)
        s.up(70, 115)
        #expect(touch.phase == .ended && !s.window.hasTouchesDown)
        // A second touch down close by and soon counts as the second tap.
        s.at(0.3)
        s.down(71, 116)
        #expect(s.window.touchesByFinger[0]?.tapCount == 2)
    }

    @Test func aTouchOnANonInteractiveViewGoesToTheViewBehind() {
        let s = TouchScene()
        let label = TouchLog(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        label.isUserInteractionEnabled = false
        s.view.addSubview(label)
        s.down(60, 110)
        s.up(60, 110)
        #expect(label.entries.isEmpty && s.view.entries == ["began", "ended"])
    }
}

@Suite struct TapGestureTests {
    // UIKit docs, UITapGestureRecognizer: discrete; "the gesture is recognized when the specified
    // number of fingers tap the view the specified number of times"; cancelsTouchesInView
    // (default true) means the view is sent touchesCancelled when it is recognized.
    @Test func aTapIsRecognizedOnLiftAndTheViewsTouchIsCancelled() {
        let s = TouchScene()
        s.add(UITapGestureRecognizer(), "tap")
        s.down(100, 150)
        s.up(102, 151)
        #expect(s.actions == ["tap:ended"])
        #expect(s.view.entries == ["began", "cancelled"])
    }

    @Test func aTapThatMovesFarFailsAndTheViewSeesItsTouchEnd() {
        let s = TouchScene()
        let tap = s.add(UITapGestureRecognizer(), "tap")
        var states: [UIGestureRecognizer.State] = []
        s.down(100, 150)
        s.move(130, 150)
        states.append(tap.state)
        s.up(130, 150)
        #expect(states == [.failed])
        #expect(s.actions.isEmpty && s.view.entries == ["began", "moved", "ended"])
        #expect(tap.state == .possible, "reset for the next sequence")
    }

    // UIKit docs, require(toFail:): "This method creates a relationship with another gesture
    // recognizer that delays the receiver's transition out of UIGestureRecognizer.State.possible."
    @Test func aSingleTapWaitsForTheDoubleTapToFail() {
        let s = TouchScene()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        s.add(double, "double")
        let single = s.add(UITapGestureRecognizer(), "single")
        single.require(toFail: double)

        s.down(100, 150)
        s.up(100, 150)
        #expect(s.actions.isEmpty, "the single tap waits")
        s.at(0.3)
        #expect(s.actions.isEmpty)
        s.at(0.4)
        #expect(s.actions == ["single:ended"], "no second tap within 0.35 s: the double tap fails, the single recognizes")

        s.actions = []
        s.at(1)
        s.down(100, 150)
        s.up(100, 150)
        s.at(1.2)
        s.down(101, 151)
        s.up(101, 151)
        s.at(2)
        #expect(s.actions == ["double:ended"], "two taps: the double recognizes, the single fails")
    }
}

@Suite struct PanGestureTests {
    // UIKit docs, UIPanGestureRecognizer: continuous; "The gesture begins when the minimum number
    // of fingers allowed has moved enough to be considered a pan. It changes when a finger moves
    // … It ends when all fingers are lifted." translation(in:) is in the given view's coordinate
    // system; velocity(in:) in points per second.
    @Test func aPanBeginsAfterTheFingerMovesChangesAndEnds() {
        let s = TouchScene()
        let pan = s.add(UIPanGestureRecognizer(), "pan")
        var translations: [CGPoint] = []
        pan.addAction { r in translations.append((r as! UIPanGestureRecognizer).translation(in: s.view)) }
        s.down(100, 150)
        s.at(0.05)
        s.move(100, 154)
        #expect(pan.state == .possible, "4 pt is not a pan yet")
        s.at(0.1)
        s.move(100, 170)
        #expect(pan.state == .began)
        s.at(0.15)
        s.move(100, 190)
        #expect(pan.state == .changed)
        expectClose(Double(pan.velocity(in: nil).y), (190 - 154) / 0.1, tolerance: 1e-9, "over the last 0.1 s")
        s.at(0.2)
        s.up(100, 200)
        #expect(s.actions == ["pan:began", "pan:changed", "pan:ended"])
        #expect(translations == [CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 40), CGPoint(x: 0, y: 50)])
        #expect(s.view.entries == ["began", "moved", "cancelled"], "recognized: the view's touch is cancelled")
        #expect(pan.state == .possible)
    }

    @Test func translationIsInTheGivenViewsSpaceAndSetTranslationMovesItsOrigin() {
        let s = TouchScene()
        s.view.transform = CGAffineTransform(scaleX: 2, y: 2)
        let pan = s.add(UIPanGestureRecognizer(), "pan")
        s.down(150, 200)
        s.move(150, 240)
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 40))
        #expect(pan.translation(in: s.view) == CGPoint(x: 0, y: 20), "a view drawn twice as big moves half as far in its own points")
        pan.setTranslation(.zero, in: s.view)
        s.move(150, 250)
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 10))
    }

    @Test func aFingerJoiningOrLeavingDoesNotMoveTheTranslationAndRemovalCancels() {
        let s = TouchScene()
        let pan = s.add(UIPanGestureRecognizer(), "pan")
        s.down(100, 150)
        s.move(100, 180)
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 30))
        s.down(200, 150, finger: 1)
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 30), "the centroid jumped; the translation did not")
        s.move(100, 190, finger: 0)
        s.move(200, 160, finger: 1)
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 40), "both moved 10 pt")
        s.up(200, 160, finger: 1)
        #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 40))
        s.view.removeGestureRecognizer(pan)
        #expect(s.actions.last == "pan:cancelled" && pan.state == .possible && pan.view == nil)
        s.move(100, 250)
        s.up(100, 250)
        #expect(s.actions.last == "pan:cancelled", "no more actions once removed")
    }

    @Test func aScreenEdgePanBeginsOnlyAtItsEdge() {
        let s = TouchScene()
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        s.add(edge, "edge", to: s.window)
        s.down(5, 400)
        s.move(40, 400)
        s.up(60, 400)
        s.down(200, 400)
        s.move(240, 400)
        s.up(260, 400)
        #expect(s.actions == ["edge:began", "edge:ended"], "the second starts 200 pt from the edge and fails")
        #expect(UIRectEdge.all == [.top, .left, .bottom, .right] && UIRectEdge.all.rawValue == 15)
    }

    // UIKit docs, "About the gesture recognizer state machine": by default no two recognizers of
    // the same touches recognize at once; gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)
    // returning true lets both.
    @Test func twoPansOfOneTouchRecognizeOneAtATimeUnlessADelegateSaysOtherwise() {
        final class Both: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
        }
        for simultaneous in [false, true] {
            let s = TouchScene()
            let delegate = Both()
            let inner = s.add(UIPanGestureRecognizer(), "inner")
            s.add(UIPanGestureRecognizer(), "outer", to: s.window)
            if simultaneous { inner.delegate = delegate }
            s.down(100, 150)
            s.move(100, 180)
            s.up(100, 180)
            #expect(s.actions == (simultaneous ? ["inner:began", "outer:began", "inner:ended", "outer:ended"] : ["inner:began", "inner:ended"]))
        }
    }

    @Test func theDelegateCanRefuseToBeginOrToReceiveAndDisablingCancels() {
        final class No: UIGestureRecognizerDelegate {
            var begin = true, receive = true
            func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { begin }
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }
        }
        let s = TouchScene()
        let delegate = No()
        let pan = s.add(UIPanGestureRecognizer(), "pan")
        pan.delegate = delegate
        delegate.begin = false
        s.down(100, 150); s.move(100, 180); s.up(100, 180)
        delegate.begin = true
        delegate.receive = false
        s.down(100, 150); s.move(100, 180); s.up(100, 180)
        #expect(s.actions.isEmpty)
        #expect(s.view.entries.suffix(3) == ["began", "moved", "ended"], "a refused recognizer leaves the view its touches")
        delegate.receive = true
        s.down(100, 150); s.move(100, 180)
        pan.isEnabled = false
        s.up(100, 180)
        #expect(s.actions == ["pan:began", "pan:cancelled"])
    }
}

@Suite struct OtherGestureTests {
    // UIKit docs, UILongPressGestureRecognizer: continuous; "The gesture begins when the fingers
    // … have been pressed for the specified period (minimumPressDuration) and … do not move
    // beyond the allowable range of movement (allowableMovement)", default 0.5 s and 10 points.
    @Test func aLongPressBeginsOnTheClockAfterItsDuration() {
        let s = TouchScene()
        let press = s.add(UILongPressGestureRecognizer(), "press")
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        s.down(100, 150)
        s.at(0.49)
        #expect(press.state == .possible)
        s.at(0.5)
        #expect(press.state == .began)
        s.at(0.6)
        s.move(120, 150)
        s.up(120, 150)
        #expect(s.actions == ["press:began", "press:changed", "press:ended"])

        s.actions = []
        s.at(1)
        s.down(100, 150)
        s.move(100, 165)
        s.at(2)
        s.up(100, 165)
        #expect(s.actions.isEmpty, "moved 15 pt before 0.5 s: failed")
    }

    // UIKit docs, UISwipeGestureRecognizer: discrete; direction defaults to .right.
    @Test func aSwipeIsQuickAndStraight() {
        let s = TouchScene()
        let swipe = s.add(UISwipeGestureRecognizer(), "swipe")
        #expect(swipe.direction == .right)
        s.down(60, 150); s.at(0.05); s.move(90, 152); s.at(0.1); s.move(130, 155); s.up(130, 155)
        s.at(1)
        s.down(60, 150); s.at(1.4); s.move(80, 150); s.at(1.8); s.move(130, 150); s.up(130, 150)
        s.at(2)
        s.down(130, 150); s.at(2.1); s.move(60, 150); s.up(60, 150)
        #expect(s.actions == ["swipe:ended"], "only the first: the second is slow, the third goes left")
    }

    // UIKit docs, UIPinchGestureRecognizer.scale: "The scale factor relative to the points of the
    // two touches in screen coordinates"; UIRotationGestureRecognizer.rotation: "The rotation of
    // the gesture in radians."
    @Test func twoFingersPinchAndTurn() {
        let s = TouchScene()
        let pinch = s.add(UIPinchGestureRecognizer(), "pinch")
        let turn = s.add(UIRotationGestureRecognizer(), "turn")
        let both = Simultaneous()
        pinch.delegate = both
        s.down(100, 200, finger: 0)
        s.down(200, 200, finger: 1)
        s.at(0.1)
        s.move(150, 100, finger: 1)  // distance 100 → 111.8, line turned by atan2(-100, 50)
        s.at(0.2)
        s.move(100, 400, finger: 1)  // straight down from finger 0: 200 pt, turned +90°
        expectClose(Double(pinch.scale), 2, tolerance: 1e-9)
        expectClose(Double(turn.rotation), Double.pi / 2, tolerance: 1e-9)
        s.up(100, 400, finger: 1)
        s.up(100, 200, finger: 0)
        #expect(s.actions.filter { $0.hasPrefix("pinch") } == ["pinch:began", "pinch:changed", "pinch:ended"])
        #expect(s.actions.filter { $0.hasPrefix("turn") } == ["turn:began", "turn:changed", "turn:ended"])
    }

    private final class Simultaneous: UIGestureRecognizerDelegate {
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
    }

    @Test func aRecognizerMovesToTheViewItIsAddedToAndTargetActionTakesAMethod() {
        final class Handler {
            var panned = 0
            func handlePan(_ gesture: UIPanGestureRecognizer) { panned += 1 }
        }
        let s = TouchScene()
        let handler = Handler()
        let pan = UIPanGestureRecognizer(target: handler, action: Handler.handlePan)
        s.view.addGestureRecognizer(pan)
        s.window.addGestureRecognizer(pan)
        #expect(pan.view === s.window && s.view.gestureRecognizers == nil && s.window.gestureRecognizers?.count == 1)
        s.down(100, 150); s.move(100, 180); s.up(100, 180)
        #expect(handler.panned == 2, "began and ended")
        pan.removeTarget(handler)
        s.down(100, 150); s.move(100, 180); s.up(100, 180)
        #expect(handler.panned == 2)
    }
}
