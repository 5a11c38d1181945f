//  UIEvent.swift — FlipbookKit
//  Mirrors UIKit.UIEvent. Status: partial (touch events; the other types are named only).

import Foundation

/// An input event: for touches, every finger on the screen at that moment.
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    open var type: EventType { .touches }
    /// Seconds on the scene's clock when the event happened.
    open internal(set) var timestamp: TimeInterval
    /// The fingers on the screen, whatever their phase.
    var touchSet: Set<UITouch> = []

    public init(timestamp: TimeInterval = 0) {
        self.timestamp = timestamp
        super.init()
    }

    open var allTouches: Set<UITouch>? { touchSet }

    /// The touches delivered to `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        touchSet.filter { $0.view === view }
    }

    open func touches(for window: UIWindow) -> Set<UITouch>? {
        touchSet.filter { $0.window === window }
    }

    /// The touches `gesture` receives.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        touchSet.filter { $0.gestureRecognizers?.contains { $0 === gesture } == true }
    }
}
