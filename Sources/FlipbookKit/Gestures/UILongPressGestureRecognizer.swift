//  UILongPressGestureRecognizer.swift — FlipbookKit
//  Mirrors UIKit.UILongPressGestureRecognizer. Status: complete.

import Foundation

/// A continuous gesture: fingers held still for `minimumPressDuration`. It begins then (on the
/// scene's clock), changes as they move, and ends when they lift; moving more than
/// `allowableMovement` before it begins fails it.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTouchesRequired = 1
    open var numberOfTapsRequired = 0

    private var deadline = GestureTimer()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if activeTouches.count > numberOfTouchesRequired || touches.contains(where: { $0.tapCount < numberOfTapsRequired + 1 }) {
            state = .failed
            return
        }
        guard activeTouches.count == numberOfTouchesRequired else { return }
        deadline.start(after: minimumPressDuration, on: view) { [weak self] in
            guard let self, self.state == .possible, self.activeTouches.count == self.numberOfTouchesRequired else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if touches.contains(where: { hypot($0.windowLocation.x - $0.startWindowLocation.x,
                                              $0.windowLocation.y - $0.startWindowLocation.y) > allowableMovement }) {
                deadline.cancel()
                state = .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        deadline.cancel()
        if state == .began || state == .changed { state = .ended } else if state == .possible { state = .failed }
    }

    open override func reset() {
        deadline.cancel()
    }
}
