//  UIResponder.swift — FlipbookKit
//  Mirrors UIKit.UIResponder. Status: partial (the responder chain, touches, the first responder
//  and actions; presses, motion, remote-control events, key commands, menus and input views are
//  declared for subclasses and never sent or shown; undo managers and user activities through
//  Flipbook's stand-ins for Foundation's; no item providers: Foundation on Linux has none).

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

    /// Flipbook: never called; the previewer's touches have no estimated properties.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: Presses, motion and remote control (UIKit docs: the defaults pass them up the chain)
    // Flipbook: declared for subclasses to override; the previewer sends no press (its keys drive
    // the player), no shake and no remote-control event.

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }

    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }

    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }

    open func remoteControlReceived(with event: UIEvent?) {
        next?.remoteControlReceived(with: event)
    }

    // MARK: Input views
    // Flipbook: the previewer draws a plain keyboard (UIWindow+Keyboard) and never replaces it
    // with a responder's input view, nor draws an accessory view above it.

    /// The view shown instead of the system keyboard while this responder is first responder. Default nil.
    open var inputView: UIView? { nil }
    /// The controller of `inputView`. Default nil.
    open var inputViewController: UIInputViewController? { nil }
    /// The view shown above the keyboard while this responder is first responder. Default nil.
    open var inputAccessoryView: UIView? { nil }
    /// The controller of `inputAccessoryView`. Default nil.
    open var inputAccessoryViewController: UIInputViewController? { nil }

    /// Asks for the input views again. Flipbook: does nothing, as no input view is drawn.
    open func reloadInputViews() {}

    // MARK: Commands and menus
    // Flipbook: no menu bar, main menu, edit menu or hardware keyboard commands here.

    /// The key commands this responder handles. Default nil. Flipbook: never fired.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Edits the app's main menu. Flipbook: never called; there is no main menu.
    open func buildMenu(with builder: any UIMenuBuilder) {}

    /// Updates a command's state before a menu shows it. Flipbook: never called.
    open func validate(_ command: UICommand) {}

    // MARK: Text input mode

    /// The keyboard mode this responder asks for. Flipbook: nil, no system keyboards.
    open var textInputMode: UITextInputMode? { nil }
    /// The identifier under which the system remembers this responder's input mode. Default nil.
    open var textInputContextIdentifier: String? { nil }
    /// Forgets the input mode remembered for `identifier`. Flipbook: none is remembered.
    open class func clearTextInputContextIdentifier(_ identifier: String) {}

    // MARK: Paste, editing gestures, sharing and camera
    // Flipbook: no pasteboard, three-finger editing gestures, share sheet or camera here; the
    // values are kept for code that sets and reads them.

    open var pasteConfiguration: UIPasteConfiguration?
    /// Whether the responder takes part in the editing gestures. Default `.default`.
    open var editingInteractionConfiguration: UIEditingInteractionConfiguration { .default }
    open var activityItemsConfiguration: (any UIActivityItemsConfigurationReading)?

    /// Starts capturing text from the camera. Flipbook: does nothing, there is no camera.
    open func captureTextFromCamera(_ sender: Any?) {}

    // MARK: Undo and user activities

    /// The nearest shared undo manager up the responder chain. UIKit docs: "the request goes up
    /// the responder chain and the UIWindow object returns a usable instance."
    open var undoManager: UndoManager? { next?.undoManager }

    /// The activity this responder supports. UIKit docs: UIKit manages it and saves it at
    /// appropriate times — here, at the next tick after its `needsSave` is set.
    open var userActivity: NSUserActivity? {
        didSet {
            guard oldValue !== userActivity else { return }
            oldValue?.remove(responder: self)
            userActivity?.add(responder: self)
        }
    }

    /// Adds this responder's state to `activity` (`addUserInfoEntries(from:)`) when UIKit saves it.
    /// Does nothing by default.
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Restores this responder's state from `activity`. Does nothing by default. Flipbook: called
    /// only by the app's own code (an app delegate's restoration handler); no activity is continued here.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    // MARK: Nib loading (UIKit declares these on NSObject: UINibLoadingAdditions, IBDesignable)

    /// Called after the object is loaded from a nib or storyboard. Overrides call super.
    /// Flipbook: not called yet, as nothing is loaded from a storyboard.
    open func awakeFromNib() {}

    /// Called when Interface Builder renders a designable view. Flipbook: never called.
    open func prepareForInterfaceBuilder() {}
}

extension UIResponder: UIUserActivityRestoring {}
