//  UIWindow+Touches.swift — FlipbookKit
//  Flipbook addition: touches enter the scene here, and go where UIKit's event system sends them.

import Foundation

extension UIWindow {
    // MARK: - Flipbook addition: touches from the previewer and scripts

    /// Finger `finger` touches down, moves or lifts at `point` (window coordinates) at the clock's
    /// time, and is delivered as UIKit delivers it: hit-tested once when it touches down, then
    /// given first to the gesture recognizers of that view and its ancestors (deepest first),
    /// then to the view's `touchesBegan`/`Moved`/`Ended` — which stop, with one
    /// `touchesCancelled`, once a recognizer that `cancelsTouchesInView` recognizes.
    ///
    /// A `.began` for a finger already down, or a move or lift of one that is not, is ignored; so
    /// is a finger that touches down while the app ignores interaction events
    /// (`UIApplication.beginIgnoringInteractionEvents()`), with its moves and lift.
    /// The event goes through `UIApplication.sendEvent(_:)` and the window's `sendEvent(_:)`.
    public func sendTouch(_ phase: UITouch.Phase, at point: CGPoint, finger: Int = 0) {
        let now = clock.time
        let touch: UITouch
        switch phase {
        case .began:
            guard touchesByFinger[finger] == nil, UIApplication.shared.ignoredInteractionEvents == 0 else { return }
            layoutIfNeeded()
            touch = UITouch()
            touch.window = self
            touch.windowLocation = point
            touch.previousWindowLocation = point
            touch.startWindowLocation = point
            touch.timestamp = now
            if let last = lastLift, now - last.time <= UIWindow.multipleTapInterval,
               hypot(point.x - last.location.x, point.y - last.location.y) <= UIWindow.multipleTapDistance {
                touch.tapCount = last.tapCount + 1
            }
            touch.view = hitTest(point, with: nil)
            touch.gestureRecognizers = recognizers(receiving: touch)
            touchesByFinger[finger] = touch
        case .moved, .stationary, .ended, .cancelled:
            guard let existing = touchesByFinger[finger] else { return }
            touch = existing
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = point
            touch.timestamp = now
        default:
            return
        }
        touch.phase = phase
        let event = UIEvent(timestamp: now)
        event.touchSet = Set(touchesByFinger.values)
        for other in touchesByFinger.values where other !== touch && other.phase != .ended && other.phase != .cancelled {
            other.phase = .stationary
        }
        touchBeingSent = touch
        UIApplication.shared.sendEvent(event)
        touchBeingSent = nil
        if phase == .ended || phase == .cancelled {
            touchesByFinger[finger] = nil
            if phase == .ended { lastLift = (now, point, touch.tapCount) }
        }
    }

    /// Gives `touch` to its gesture recognizers, then to its view (UIWindow.sendEvent(_:)).
    func deliver(_ touch: UITouch, event: UIEvent) {
        let phase = touch.phase
        for recognizer in touch.gestureRecognizers ?? [] where recognizer.view != nil {
            recognizer.receive([touch], phase: phase, event: event)
        }
        if let view = touch.view, !touch.isCancelledInView {
            let set: Set<UITouch> = [touch]
            switch phase {
            case .began: view.touchesBegan(set, with: event)
            case .moved, .stationary: view.touchesMoved(set, with: event)
            case .ended: view.touchesEnded(set, with: event)
            case .cancelled: view.touchesCancelled(set, with: event)
            default: break
            }
        }
    }

    /// Whether any finger is on the screen.
    public var hasTouchesDown: Bool { !touchesByFinger.isEmpty }

    /// UIKit's window for a second tap to count as one of a series (Flipbook: not public in
    /// UIKit; iOS's double-tap timing, 0.35 s, and a 20-point slop).
    package static let multipleTapInterval: TimeInterval = 0.35
    package static let multipleTapDistance: CGFloat = 20

    /// The enabled recognizers of the touch's view and its ancestors, deepest first, that the
    /// delegates let receive it.
    private func recognizers(receiving touch: UITouch) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var view = touch.view
        while let current = view {
            for recognizer in current.gestureRecognizerStorage where recognizer.isEnabled {
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) == false { continue }
                found.append(recognizer)
            }
            view = current.superview
        }
        return found
    }

    /// A recognizer recognized: the views of `touches` get `touchesCancelled` once, and no more of them.
    package func cancelViewTouches(_ touches: [UITouch]) {
        for touch in touches where !touch.isCancelledInView {
            touch.isCancelledInView = true
            // A touch whose end the view already had (an earlier finger of the gesture) is left alone.
            guard let view = touch.view, touchesByFinger.values.contains(where: { $0 === touch }) else { continue }
            let event = UIEvent(timestamp: clock.time)
            event.touchSet = Set(touchesByFinger.values)
            view.touchesCancelled([touch], with: event)
        }
    }

    /// The recognizers anywhere in the window waiting for `recognizer` to fail.
    package func recognizersWaiting(on recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        func visit(_ view: UIView) {
            found += view.gestureRecognizerStorage.filter { $0 !== recognizer && $0.waits(on: recognizer) }
            for subview in view.subviewStorage { visit(subview) }
        }
        visit(self)
        return found
    }
}
