//  UIResponder.swift — FlipbookKit
//  Mirrors UIKit.UIResponder. Status: partial (the responder chain and touches; no presses,
//  motion or first responder).

import Foundation

/// An object in the responder chain: views, view controllers, the window.
open class UIResponder: NSObject {
    /// The next responder: a view's superview or view controller, a controller's view's superview.
    open var next: UIResponder? { nil }

    public override init() {
        super.init()
    }

    // MARK: Touches (UIKit docs: the default implementations pass the message up the responder chain)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
