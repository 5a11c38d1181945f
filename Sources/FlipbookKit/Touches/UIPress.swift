//  UIPress.swift — FlipbookKit
//  Mirrors UIKit.UIPress and UIPressesEvent. Status: partial (declared so responders and
//  recognizers can override the press methods; the previewer never creates a press).

import Foundation

/// A physical button press (a remote's, a game controller's or a hardware keyboard's key).
///
/// Flipbook: the previewer's keys drive the player, so no press is ever delivered to the app.
open class UIPress: NSObject {
    /// Seconds on the scene's clock of the press's last change.
    open internal(set) var timestamp: TimeInterval = 0
    open internal(set) weak var window: UIWindow?
    open internal(set) weak var responder: UIResponder?
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]? = []
    /// How hard the button is pressed, 0 to 1 (1 for a digital button).
    open internal(set) var force: CGFloat = 0

    public override init() {
        super.init()
    }
}

/// An event that describes the state of a set of physical buttons.
///
/// Flipbook: never sent (see `UIPress`).
open class UIPressesEvent: UIEvent {
    open var allPresses: Set<UIPress> { pressSet }
    var pressSet: Set<UIPress> = []

    open override var type: UIEvent.EventType { .presses }

    /// The presses `gesture` receives.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        pressSet.filter { $0.gestureRecognizers?.contains { $0 === gesture } == true }
    }
}
