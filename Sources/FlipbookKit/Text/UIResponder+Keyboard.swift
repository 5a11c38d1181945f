//  UIResponder+Keyboard.swift — FlipbookKit
//  Mirrors UIKit's keyboard notifications on UIResponder and their userInfo keys. Status: partial
//  (shown and hidden as a text input becomes and stops being first responder, and moved when
//  the screen changes size; no floating, split or undocked keyboard, no keyboard layout guide).

import Foundation

/// The software keyboard's notifications, posted on `NotificationCenter.default` with a nil
/// object (UIKit docs: "The notification object is nil") and a userInfo of the keys below.
///
/// Flipbook draws no keyboard: the previewer's keys are the hardware keyboard's. It posts what
/// iOS posts about the keyboard it would show, with the frame it would have
/// (UIWindow+Keyboard.swift), so an app that makes room for the keyboard moves as on iOS.
///
/// ```swift
/// NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
///                                        object: nil, queue: nil) { note in
///     let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
///     …
/// }
/// ```
extension UIResponder {
    /// Posted just before the keyboard shows (after `keyboardWillChangeFrameNotification`).
    public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    /// Posted when the keyboard has shown.
    // Flipbook: posted at once, not when the keyboard's 0.25 s animation would end.
    public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    /// Posted just before the keyboard hides (after `keyboardWillChangeFrameNotification`).
    public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    /// Posted when the keyboard has hidden.
    // Flipbook: posted at once, not when the keyboard's animation would end.
    public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    /// Posted just before the keyboard's frame changes: as it shows, as it hides, and as the
    /// screen turns under it.
    public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted when the keyboard's frame has changed.
    public static let keyboardDidChangeFrameNotification = NSNotification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before it moves, in the screen's coordinates (UIKit docs: an `NSValue`
    /// holding a `CGRect`; read it with `cgRectValue`).
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after it moves, in the screen's coordinates (an `NSValue` holding a `CGRect`).
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// How long the keyboard takes to move, seconds (UIKit docs: an `NSNumber` holding a double).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The curve the keyboard moves on (UIKit docs: an `NSNumber` holding a `UIView.AnimationCurve`).
    // Flipbook: 7, as iOS sends — a private curve `UIView.AnimationCurve(rawValue:)` has no case
    // for here (nil); `UIView.AnimationOptions(rawValue: curve << 16)` reads it as ease-in-out.
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (UIKit docs: an `NSNumber` holding a Boolean;
    /// false for the other apps on screen). Always true here: the scene is the only app.
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
