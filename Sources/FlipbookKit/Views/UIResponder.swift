//  UIResponder.swift — FlipbookKit
//  Mirrors UIKit.UIResponder. Status: partial (the responder chain; no touch handling yet).

import Foundation

/// An object in the responder chain: views, view controllers, the window.
open class UIResponder: NSObject {
    /// The next responder: a view's superview or view controller, a controller's view's superview.
    open var next: UIResponder? { nil }

    public override init() {
        super.init()
    }
}

/// An input event (Flipbook's previewer delivers taps and keys; UIKit's event types are mirrored by name).
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    open var type: EventType { .touches }
    /// Seconds on the scene's clock when the event happened.
    open private(set) var timestamp: TimeInterval

    public init(timestamp: TimeInterval = 0) {
        self.timestamp = timestamp
        super.init()
    }
}
