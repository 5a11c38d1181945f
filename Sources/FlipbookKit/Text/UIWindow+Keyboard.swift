//  UIWindow+Keyboard.swift — FlipbookKit
//  Flipbook addition: the software keyboard iOS would show over the window's screen — when it
//  shows and hides, where it stands, and the notifications that say so (UIResponder+Keyboard).

import Foundation

extension UIWindow {
    /// Shows the keyboard when the first responder takes typing (`UIKeyInput`: a text field, a
    /// text view, an app's own) and none is shown; hides it when the first responder no longer
    /// does. Nothing while focus passes from one responder to another (`holdingKeyboard`): the
    /// keyboard stays up from one text input to the next, as on iOS.
    ///
    /// A text field or text view calls this itself once its begin- or end-editing callbacks are
    /// where iOS has them; other responders get it from `UIResponder`.
    package func keyboardFollowsFirstResponder() {
        guard !holdsKeyboard else { return }
        let wantsKeyboard = firstResponder is UIKeyInput
        if let shown = keyboardFrame, !wantsKeyboard {
            let below = keyboardFrame(onScreen: screen.bounds, shown: false)
            keyboardFrame = nil
            postKeyboardMove(from: shown, to: below, will: UIResponder.keyboardWillHideNotification,
                             did: UIResponder.keyboardDidHideNotification)
        } else if keyboardFrame == nil, wantsKeyboard {
            let shown = keyboardFrame(onScreen: screen.bounds, shown: true)
            keyboardFrame = shown
            postKeyboardMove(from: keyboardFrame(onScreen: screen.bounds, shown: false), to: shown,
                             will: UIResponder.keyboardWillShowNotification, did: UIResponder.keyboardDidShowNotification)
        }
    }

    /// Runs `body` (the old first responder resigning for a new one) with the keyboard held where
    /// it is; the new first responder then decides whether it stays.
    package func holdingKeyboard<Result>(_ body: () -> Result) -> Result {
        let held = holdsKeyboard
        holdsKeyboard = true
        defer { holdsKeyboard = held }
        return body()
    }

    /// Moves a shown keyboard to the foot of the screen at its new size (the device turned):
    /// `keyboardWillChangeFrameNotification` and `keyboardDidChangeFrameNotification`.
    // Flipbook: only the frame-change pair; whether iOS also repeats will/didShow on a turn is
    // not documented.
    package func keyboardFollowsScreen() {
        guard let old = keyboardFrame else { return }
        let new = keyboardFrame(onScreen: screen.bounds, shown: true)
        guard new != old else { return }
        keyboardFrame = new
        let info = keyboardUserInfo(from: old, to: new)
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
    }

    /// The keyboard's frame on a screen of `bounds`: the screen's width at its foot, `shown`, or
    /// just below it, hidden (where it comes from and goes to).
    package func keyboardFrame(onScreen bounds: CGRect, shown: Bool) -> CGRect {
        let height = min(Self.keyboardHeight(forScreen: bounds.size), bounds.height)
        return CGRect(x: bounds.minX, y: shown ? bounds.maxY - height : bounds.maxY, width: bounds.width, height: height)
    }

    /// The keyboard's height on a screen of `size`, points: by the device Flipbook takes the
    /// size for (UITraitCollection.device) and how it is held.
    // Flipbook: no keyboard is drawn; this is the height iOS's English keyboard has without the
    // predictive bar. Apple documents none of these (UIKit docs say to read the frame at run time):
    // - iPhone portrait, 291: measured on Face ID iPhones (216 pt of keys, the keyboard's height
    //   on home-button iPhones, over a 75 pt band with the globe and dictation keys).
    // - iPhone landscape, 183: an estimate — the home-button iPhones' 162 pt landscape keyboard
    //   over the 21 pt home-indicator inset Flipbook's landscape iPhone has (deviceSafeAreaInsets).
    // - iPad portrait 284 and landscape 372: estimates — the home-button iPads' 264 and 352 pt
    //   keyboards over the 20 pt home-indicator inset of Flipbook's iPad.
    package static func keyboardHeight(forScreen size: CGSize) -> CGFloat {
        let portrait = size.height >= size.width
        if UITraitCollection.device(size: size).userInterfaceIdiom == .pad { return portrait ? 284 : 372 }
        return portrait ? 291 : 183
    }

    /// How long the keyboard takes to show or hide, seconds.
    // Expected: 0.25 s, what iOS sends in keyboardAnimationDurationUserInfoKey (not documented).
    package static let keyboardAnimationDuration: TimeInterval = 0.25

    /// The curve the keyboard shows and hides on.
    // Expected: 7, what iOS sends in keyboardAnimationCurveUserInfoKey: a private curve
    // `UIView.AnimationCurve` has no case for.
    package static let keyboardAnimationCurve: UInt = 7

    /// willChangeFrame, `will`, didChangeFrame, `did`: the order iOS posts them in as the keyboard
    /// shows or hides, at once and on this thread.
    private func postKeyboardMove(from begin: CGRect, to end: CGRect, will: NSNotification.Name, did: NSNotification.Name) {
        let info = keyboardUserInfo(from: begin, to: end)
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: will, object: nil, userInfo: info)
        center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: did, object: nil, userInfo: info)
    }

    /// The userInfo of every keyboard notification, in the types UIKit documents.
    // Flipbook: the did-notifications carry the duration and curve too (UIKit's header promises
    // them only to the will-notifications; having them there harms no reader).
    private func keyboardUserInfo(from begin: CGRect, to end: CGRect) -> [AnyHashable: Any] {
        [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Self.keyboardAnimationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: Self.keyboardAnimationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
    }
}
