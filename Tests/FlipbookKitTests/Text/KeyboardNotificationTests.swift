//  KeyboardNotificationTests.swift — FlipbookKitTests
//  UIResponder's keyboard notifications against UIKit's documentation: their names and keys,
//  when they come (a text input taking focus with no keyboard up, the last one giving it up)
//  and in what order, none while focus moves between text inputs, the frames against the
//  screen, the userInfo read back as an app reads it, and an app moving a bar over the keyboard.

import Foundation
@testable import FlipbookKit
import Testing

/// The keyboard notifications posted on this thread, in order. Tests run side by side and
/// `NotificationCenter.default` is shared, so another test's keyboard is left out.
private final class KeyboardLog: @unchecked Sendable {
    static let names = [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
        UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
    ]
    private(set) var notes: [Notification] = []
    /// The notifications' names, short ("willShow"), with what else was logged between them.
    private(set) var entries: [String] = []
    private var tokens: [NSObjectProtocol] = []

    init() {
        let thread = ObjectIdentifier(Thread.current)
        for name in Self.names {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [unowned self] note in
                guard ObjectIdentifier(Thread.current) == thread else { return }
                notes.append(note)
                entries.append(Self.short(note.name))
            })
        }
    }

    deinit { for token in tokens { NotificationCenter.default.removeObserver(token) } }

    func note(_ entry: String) { entries.append(entry) }

    func clear() {
        notes.removeAll()
        entries.removeAll()
    }

    /// "UIKeyboardWillShowNotification" → "willShow".
    private static func short(_ name: NSNotification.Name) -> String {
        let bare = name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: "")
        return bare.prefix(1).lowercased() + bare.dropFirst()
    }

    /// The frames of the notification named `name` (the last one), read as an app reads them.
    func frames(of name: NSNotification.Name) -> (begin: CGRect, end: CGRect)? {
        guard let info = notes.last(where: { $0.name == name })?.userInfo,
              let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
              let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return nil }
        return (begin, end)
    }
}

private let showing = ["willChangeFrame", "willShow", "didChangeFrame", "didShow"]
private let hiding = ["willChangeFrame", "willHide", "didChangeFrame", "didHide"]

/// A key window of `size` holding `views`.
private func host(_ views: UIView..., size: CGSize = UIWindow.iPhoneScreenSize) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.makeKey()
    for view in views { window.addSubview(view) }
    window.layoutIfNeeded()
    return window
}

private func field(y: CGFloat = 100) -> UITextField {
    UITextField(frame: CGRect(x: 20, y: y, width: 300, height: 34))
}

/// Tells the log what the delegate hears, in its order with the keyboard's notifications.
private final class EditingLog: NSObject, UITextFieldDelegate, UITextViewDelegate {
    let log: KeyboardLog
    var allowsEnd = true
    init(_ log: KeyboardLog) { self.log = log }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.note("didBeginEditing") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { allowsEnd }
    func textFieldDidEndEditing(_ textField: UITextField) { log.note("didEndEditing") }
    func textViewDidBeginEditing(_ textView: UITextView) { log.note("didBeginEditing") }
    func textViewDidEndEditing(_ textView: UITextView) { log.note("didEndEditing") }
}

/// A responder of an app's own that takes typing (UIKit docs, UIKeyInput: "a responder that
/// conforms to it gets the system keyboard").
private final class KeyCatcher: UIView, UIKeyInput {
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { false }
    func insertText(_ text: String) {}
    func deleteBackward() {}
}

/// A responder that can be first responder but takes no typing.
private final class Selectable: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

@Suite struct KeyboardNotificationTests {
    // UIKit's header (UIWindow.h) and docs: the names' and keys' string values.
    @Test func theNamesAndKeysAreUIKits() {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardDidShowNotification.rawValue == "UIKeyboardDidShowNotification")
        #expect(UIResponder.keyboardWillHideNotification.rawValue == "UIKeyboardWillHideNotification")
        #expect(UIResponder.keyboardDidHideNotification.rawValue == "UIKeyboardDidHideNotification")
        #expect(UIResponder.keyboardWillChangeFrameNotification.rawValue == "UIKeyboardWillChangeFrameNotification")
        #expect(UIResponder.keyboardDidChangeFrameNotification.rawValue == "UIKeyboardDidChangeFrameNotification")
        #expect(UIResponder.keyboardFrameBeginUserInfoKey == "UIKeyboardFrameBeginUserInfoKey")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        #expect(UIResponder.keyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
        #expect(UIResponder.keyboardAnimationCurveUserInfoKey == "UIKeyboardAnimationCurveUserInfoKey")
        #expect(UIResponder.keyboardIsLocalUserInfoKey == "UIKeyboardIsLocalUserInfoKey")
        // Reached through a subclass, as app code often spells them.
        #expect(UIViewController.keyboardWillShowNotification == UIResponder.keyboardWillShowNotification)
    }

    // UIKit docs, keyboardWillShowNotification: "Posted immediately prior to the display of the
    // keyboard. The notification object is nil." Shown: willChangeFrame, willShow, didChangeFrame,
    // didShow; hidden: the same with hide — all before the call that caused them returns.
    @Test func aFieldTakingFocusShowsTheKeyboardAndGivingItUpHidesIt() {
        let log = KeyboardLog()
        let first = field()
        let window = host(first)
        #expect(window.keyboardFrame == nil)
        #expect(first.becomeFirstResponder())
        #expect(log.entries == showing)
        #expect(log.notes.allSatisfy { $0.object == nil })
        #expect(window.keyboardFrame != nil)

        log.clear()
        #expect(first.becomeFirstResponder(), "already first responder")
        #expect(log.entries.isEmpty)

        #expect(first.resignFirstResponder())
        #expect(log.entries == hiding)
        #expect(window.keyboardFrame == nil)
        log.clear()
        #expect(first.resignFirstResponder())
        #expect(log.entries.isEmpty, "no keyboard to hide")
    }

    // Observed on iOS (craiggrummitt.com, 2016): a text field's textFieldDidBeginEditing comes
    // before the keyboard's notifications, a text view's textViewDidBeginEditing after them.
    @Test func theKeyboardComesAfterAFieldBeginsEditingAndBeforeATextViewDoes() {
        let log = KeyboardLog()
        let editing = EditingLog(log)
        let input = field()
        input.delegate = editing
        let textView = UITextView(frame: CGRect(x: 20, y: 200, width: 300, height: 100))
        textView.delegate = editing
        let window = host(input, textView)

        #expect(input.becomeFirstResponder())
        #expect(log.entries == ["didBeginEditing"] + showing)
        log.clear()
        #expect(input.resignFirstResponder())
        #expect(log.entries == ["didEndEditing"] + hiding)

        log.clear()
        #expect(textView.becomeFirstResponder())
        #expect(log.entries == showing + ["didBeginEditing"])
        log.clear()
        #expect(textView.resignFirstResponder())
        #expect(log.entries == ["didEndEditing"] + hiding)
        #expect(window.keyboardFrame == nil)
    }

    // The keyboard stays up as focus moves from one text input to another: nothing is posted;
    // the last one to resign hides it.
    @Test func focusMovingBetweenTextInputsPostsNothing() {
        let log = KeyboardLog()
        let editing = EditingLog(log)
        let first = field(y: 100), second = field(y: 150)
        first.delegate = editing
        second.delegate = editing
        let textView = UITextView(frame: CGRect(x: 20, y: 200, width: 300, height: 100))
        let window = host(first, second, textView)

        #expect(first.becomeFirstResponder())
        let shown = window.keyboardFrame
        log.clear()
        #expect(second.becomeFirstResponder())
        #expect(log.entries == ["didEndEditing", "didBeginEditing"], "the fields are told; the keyboard stays")
        #expect(textView.becomeFirstResponder())
        #expect(first.becomeFirstResponder())
        #expect(log.entries == ["didEndEditing", "didBeginEditing", "didEndEditing", "didBeginEditing"])
        #expect(window.keyboardFrame == shown)

        log.clear()
        #expect(first.resignFirstResponder())
        #expect(log.entries == ["didEndEditing"] + hiding)
    }

    // UIKit docs, textFieldShouldEndEditing: returning false keeps the field editing — and the
    // keyboard up, whether the field was asked to resign or another field asked for focus.
    @Test func aFieldThatWillNotResignKeepsTheKeyboard() {
        let log = KeyboardLog()
        let editing = EditingLog(log)
        let first = field(y: 100), second = field(y: 150)
        first.delegate = editing
        let window = host(first, second)
        #expect(first.becomeFirstResponder())
        editing.allowsEnd = false
        log.clear()
        #expect(!first.resignFirstResponder())
        #expect(!second.becomeFirstResponder())
        #expect(log.entries.isEmpty && window.keyboardFrame != nil)

        // endEditing(true) makes it resign whatever it says, and the keyboard goes.
        #expect(window.endEditing(true))
        #expect(log.entries == ["didEndEditing"] + hiding)
        #expect(window.keyboardFrame == nil)
    }

    // A first responder leaving its window resigns (UIKit), so the keyboard hides.
    @Test func removingTheEditedFieldHidesTheKeyboard() {
        let log = KeyboardLog()
        let input = field()
        let window = host(input)
        #expect(input.becomeFirstResponder())
        log.clear()
        input.removeFromSuperview()
        #expect(log.entries == hiding)
        #expect(window.keyboardFrame == nil)
    }

    // The keyboard follows the first responder's taking typing, not its class: an app's own
    // UIKeyInput view shows it; a responder that takes no typing, given focus, hides it.
    @Test func anAppsKeyInputShowsTheKeyboardAndAResponderWithoutTypingHidesIt() {
        let log = KeyboardLog()
        let catcher = KeyCatcher(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let plain = Selectable(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        let input = field(y: 300)
        let window = host(catcher, plain, input)

        #expect(catcher.becomeFirstResponder())
        #expect(log.entries == showing)
        log.clear()
        #expect(input.becomeFirstResponder())
        #expect(log.entries.isEmpty, "from one typing responder to another")
        #expect(plain.becomeFirstResponder())
        #expect(log.entries == hiding)
        #expect(window.keyboardFrame == nil)
        log.clear()
        #expect(catcher.becomeFirstResponder())
        #expect(log.entries == showing)
        log.clear()
        #expect(catcher.resignFirstResponder())
        #expect(log.entries == hiding)
    }

    // UIKit docs, keyboardFrameBeginUserInfoKey / keyboardFrameEndUserInfoKey: the frames are in
    // the screen's coordinates. Shown, the keyboard rises from just below the screen to its foot,
    // the screen's width; hidden, the reverse.
    @Test func theKeyboardRisesFromBelowTheScreenToItsFoot() throws {
        let log = KeyboardLog()
        let input = field()
        let window = host(input)
        let screen = window.screen.bounds
        #expect(input.becomeFirstResponder())
        for name in [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
                     UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification] {
            let (begin, end) = try #require(log.frames(of: name))
            #expect(begin.minY == screen.maxY, "just off-screen, below")
            #expect(end.maxY == screen.maxY && screen.contains(end), "on-screen at the foot")
            #expect(begin.width == screen.width && end.width == screen.width)
            #expect(begin.height == end.height && begin.minX == 0 && end.minX == 0)
        }
        // Expected: 291 pt, a Face ID iPhone's keyboard without the predictive bar (measured).
        #expect(try #require(log.frames(of: UIResponder.keyboardDidShowNotification)).end == CGRect(x: 0, y: 553, width: 390, height: 291))
        #expect(window.keyboardFrame == CGRect(x: 0, y: 553, width: 390, height: 291))

        log.clear()
        #expect(input.resignFirstResponder())
        let (begin, end) = try #require(log.frames(of: UIResponder.keyboardWillHideNotification))
        #expect(begin == CGRect(x: 0, y: 553, width: 390, height: 291))
        #expect(end == CGRect(x: 0, y: 844, width: 390, height: 291))
    }

    // The height by device and orientation (UIWindow.keyboardHeight(forScreen:) says where each
    // figure comes from), and the frame kept on a screen shorter than the keyboard.
    @Test func theKeyboardsHeightFollowsTheDevice() throws {
        for (size, height) in [(CGSize(width: 390, height: 844), 291.0), (CGSize(width: 844, height: 390), 183),
                               (CGSize(width: 820, height: 1180), 284), (CGSize(width: 1180, height: 820), 372),
                               (CGSize(width: 400, height: 150), 150)] {
            let log = KeyboardLog()
            let input = field(y: 10)
            let window = host(input, size: size)
            #expect(input.becomeFirstResponder())
            let end = try #require(log.frames(of: UIResponder.keyboardWillShowNotification)).end
            #expect(end == CGRect(x: 0, y: size.height - height, width: size.width, height: height), "\(size)")
            #expect(window.screen.bounds.contains(end))
        }
    }

    // UIKit docs: the frames are NSValues holding CGRects, the duration an NSNumber holding a
    // double, the curve an NSNumber holding a UIView.AnimationCurve, isLocal an NSNumber holding
    // a Boolean. Read back as apps read them.
    @Test func theUserInfoReadsBackAsAnAppReadsIt() throws {
        let log = KeyboardLog()
        let input = field()
        let window = host(input)
        #expect(input.becomeFirstResponder())
        #expect(input.resignFirstResponder())
        #expect(log.notes.count == 8)
        for note in log.notes {
            let info = try #require(note.userInfo)
            #expect((info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue != nil)
            #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.height == 291)
            #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
            #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval == 0.25)
            #expect((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
            // Expected: 7, the private keyboard curve iOS sends.
            #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt == 7)
            #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
            #expect((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue == 7)
            #expect(info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
            #expect((info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == true)
        }
        // The curve becomes animation options as apps convert it (curve << 16), or a curve as
        // `UIView.AnimationCurve(rawValue: 7)!`, which succeeds on iOS (Apple Developer Forums
        // thread 701769: an imported enum takes the keyboard's private raw value).
        let curve = try #require(log.notes.first?.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt)
        let keyboardCurve = try #require(UIView.AnimationCurve(rawValue: Int(curve)))
        #expect(UIView.AnimationOptions(rawValue: curve << 16).curve == keyboardCurve)
        #expect(keyboardCurve.rawValue == 7 && keyboardCurve != .easeInOut)
        #expect(window.keyboardFrame == nil)
    }

    // The app pattern: on willShow, move the bar up by the keyboard's height with the keyboard's
    // duration and curve; on willHide, back down.
    @Test func anAppMovesItsBarAboveTheKeyboard() throws {
        let bar = UIView(frame: CGRect(x: 0, y: 794, width: 390, height: 50))
        let input = field()
        let window = host(bar, input)
        let thread = ObjectIdentifier(Thread.current)
        final class Tokens: @unchecked Sendable { var all: [NSObjectProtocol] = [] }
        let tokens = Tokens()
        defer { for token in tokens.all { NotificationCenter.default.removeObserver(token) } }
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification] {
            tokens.all.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                guard ObjectIdentifier(Thread.current) == thread,
                      let info = note.userInfo,
                      let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                      let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
                      let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt else { return }
                let shows = note.name == UIResponder.keyboardWillShowNotification
                UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
                    bar.transform = shows ? CGAffineTransform(translationX: 0, y: -end.height) : .identity
                }
            })
        }

        #expect(input.becomeFirstResponder())
        let keyboard = try #require(window.keyboardFrame)
        #expect(bar.frame.maxY == keyboard.minY, "the bar sits on the keyboard")
        let animation = try #require((bar.layer.animationKeys() ?? []).compactMap { bar.layer.animation(forKey: $0) }.first)
        #expect(animation.duration == 0.25, "with the keyboard's duration")

        #expect(input.resignFirstResponder())
        #expect(bar.frame == CGRect(x: 0, y: 794, width: 390, height: 50))
    }

    // UIKit docs, keyboardWillChangeFrameNotification: posted as the keyboard's frame changes —
    // here as the screen turns under a shown keyboard; a hidden one posts nothing.
    @Test func aShownKeyboardFollowsTheScreenAsItTurns() throws {
        let log = KeyboardLog()
        let input = field(y: 10)
        let window = host(input)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(log.entries.isEmpty, "no keyboard up")
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)

        #expect(input.becomeFirstResponder())
        log.clear()
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(log.entries == ["willChangeFrame", "didChangeFrame"])
        let (begin, end) = try #require(log.frames(of: UIResponder.keyboardDidChangeFrameNotification))
        #expect(begin == CGRect(x: 0, y: 553, width: 390, height: 291))
        #expect(end == CGRect(x: 0, y: 207, width: 844, height: 183))
        #expect(window.keyboardFrame == end)
        log.clear()
        #expect(input.resignFirstResponder())
        #expect(try #require(log.frames(of: UIResponder.keyboardDidHideNotification)).end == CGRect(x: 0, y: 390, width: 844, height: 183))
    }
}
