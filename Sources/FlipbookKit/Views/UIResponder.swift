//  UIResponder.swift — FlipbookKit
//  Mirrors UIKit.UIResponder. Status: partial (the responder chain, touches, the first responder
//  and actions; no presses, motion, key commands, edit menu or input views).

import Foundation

/// An object in the responder chain: views, view controllers, the window.
open class UIResponder: NSObject {
    /// The next responder: a view's superview or view controller, a controller's view's superview.
    open var next: UIResponder? { nil }

    public override init() {
        super.init()
    }

    // MARK: The first responder

    /// Whether this object can become the first responder (UIKit docs: false by default; text
    /// fields and text views say true).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this object gives up first-responder status when asked (UIKit docs: true by default).
    open var canResignFirstResponder: Bool { true }

    /// Whether this object is its window's first responder: the one keys go to.
    open var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponder === self
    }

    /// Makes this object its window's first responder.
    ///
    /// UIKit docs: the current first responder is asked to resign first and may refuse; then
    /// `canBecomeFirstResponder` decides. An object outside a window's view hierarchy cannot
    /// become first responder. Returns whether this object is the first responder now.
    /// The keyboard stays up while the old first responder resigns for this one; this one then
    /// shows it or hides it (UIWindow+Keyboard).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = responderWindow else { return false }
        if window.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = window.firstResponder, !window.holdingKeyboard({ current.resignFirstResponder() }) { return false }
        window.firstResponder = self
        if !(self is TextEditingResponder) { window.keyboardFollowsFirstResponder() }
        return true
    }

    /// Gives up first-responder status (UIKit docs: the default returns true after checking
    /// `canResignFirstResponder`; overrides call super).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder || responderWindow?.forcesResignation == true else { return false }
        if let window = responderWindow, window.firstResponder === self {
            window.firstResponder = nil
            if !(self is TextEditingResponder) { window.keyboardFollowsFirstResponder() }
        }
        return true
    }

    /// Resigns without the chance to refuse (`endEditing(true)`, or leaving the window): the
    /// responder is told as for any resignation, and is not first responder afterwards.
    package func resignFirstResponderForcibly() {
        guard let window = responderWindow, window.firstResponder === self else { return }
        window.forcesResignation = true
        defer { window.forcesResignation = false }
        _ = resignFirstResponder()
        if window.firstResponder === self { window.firstResponder = nil }
        window.keyboardFollowsFirstResponder()
    }

    /// The window whose first responder this object can be: a view's window, a controller's view's.
    package var responderWindow: UIWindow? { nil }

    // MARK: Actions

    /// Whether this responder handles `action` (UIKit docs: it is asked before an action is sent to
    /// it up the responder chain, and for the edit menu's commands). The default: whether it
    /// implements the method (`responds(to:)`).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        responds(to: action)
    }

    /// The object that handles `action`: this responder if `canPerformAction(_:withSender:)` says
    /// so, else the first one up the responder chain that does; nil when none does.
    ///
    /// UIKit docs: "The default implementation calls the canPerformAction(_:withSender:) method to
    /// determine whether it can invoke the action. If the object can invoke the action, it returns
    /// itself, otherwise it passes the request up the responder chain."
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
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
