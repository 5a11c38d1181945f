//  UITapGestureRecognizer.swift — FlipbookKit
//  Mirrors UIKit.UITapGestureRecognizer. Status: complete (buttonMaskRequired is stored only: no pointer buttons).

import Foundation

/// A discrete gesture: `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers, each
/// lifted without moving far, each following the last quickly.
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    /// Flipbook: stored only; the previewer's mouse stands for a finger, so no button is checked.
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    /// How far a finger may move and still tap. Flipbook: UIKit does not publish its slop; 10 pt,
    /// as UILongPressGestureRecognizer's documented `allowableMovement`.
    package static let allowableMovement: CGFloat = 10

    private var taps = 0
    private var fingersThisTap = 0
    private var deadline = GestureTimer()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        deadline.cancel()
        fingersThisTap = max(fingersThisTap, activeTouches.count)
        if activeTouches.count > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches where hypot(touch.windowLocation.x - touch.startWindowLocation.x,
                                         touch.windowLocation.y - touch.startWindowLocation.y) > Self.allowableMovement {
            state = .failed
            return
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesMoved(touches, with: event)
        guard state == .possible, activeTouches.isEmpty else { return }
        guard fingersThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        taps += 1
        fingersThisTap = 0
        if taps >= numberOfTapsRequired {
            state = .recognized
        } else {
            deadline.start(after: UIWindow.multipleTapInterval, on: view) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    /// A tap series waits for its next tap after the fingers lift.
    override package var failsWhenTouchesEnd: Bool { false }

    open override func reset() {
        taps = 0
        fingersThisTap = 0
        deadline.cancel()
    }
}
