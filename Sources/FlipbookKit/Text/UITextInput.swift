//  UITextInput.swift — FlipbookKit
//  Mirrors UIKit's UIKeyInput and UITextInputTraits: what a responder that takes typing is
//  and says about its keyboard. Status: partial (no UITextInput positions, ranges or marked text).

import Foundation

/// The keyboard's traits a text-entry object declares.
///
/// Flipbook: UIKit's traits are optional Objective-C requirements; here the protocol requires
/// nothing and the fields and views declare their own traits as settable properties. There is
/// no on-screen keyboard, so the traits are kept and not drawn.
public protocol UITextInputTraits: AnyObject {}

/// A responder that takes typed text: UIKit sends it the characters typed and the delete key.
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts typed characters at the insertion point (the Return key types "\n").
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}

/// The keyboard a text-entry object asks for.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The title of the keyboard's Return key.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// When the keyboard's Shift is on by itself.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// Whether autocorrection is on.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// Whether spelling is checked.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}

/// The keyboard's appearance.
public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    public static let alert = UIKeyboardAppearance.dark
}

/// What a field's contents are, for AutoFill (`.username`, `.password`, `.emailAddress`, …).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let emailAddress = UITextContentType("email")
    public static let telephoneNumber = UITextContentType("tel")
    public static let URL = UITextContentType("url")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let postalCode = UITextContentType("postal-code")
}

// MARK: - Flipbook addition

/// A first responder that also moves its insertion point, as the arrow keys of a hardware
/// keyboard do: what the previewer sends the keys to while a field or text view is edited.
package protocol TextEditingResponder: UIKeyInput {
    /// Moves the insertion point by `characters` (negative: towards the start), within the text.
    func moveInsertionPoint(by characters: Int)
    /// Moves the insertion point to the start or the end of the text.
    func moveInsertionPoint(toEnd: Bool)
}

/// One piece of text being edited: the characters, the insertion point (in characters) and the
/// replacement of a range as a delegate approves it. UITextField and UITextView keep one.
struct _EditableText {
    var characters: [Character] = []
    /// Where typing goes, 0…characters.count.
    var insertionPoint = 0

    var string: String { String(characters) }

    /// The UTF-16 range of characters `range` (what UIKit's delegates are told).
    func utf16Range(_ range: Range<Int>) -> NSRange {
        let before = characters[..<range.lowerBound].reduce(0) { $0 + $1.utf16.count }
        let length = characters[range].reduce(0) { $0 + $1.utf16.count }
        return NSRange(location: before, length: length)
    }

    /// Replaces `range` with `replacement` and puts the insertion point after it.
    mutating func replace(_ range: Range<Int>, with replacement: String) {
        characters.replaceSubrange(range, with: Array(replacement))
        insertionPoint = range.lowerBound + replacement.count
    }

    mutating func set(_ text: String) {
        characters = Array(text)
        insertionPoint = characters.count
    }

    /// Moves the insertion point by `n` characters within the text (by the whole text towards
    /// an end for `toEnd`); returns whether it moved.
    mutating func move(by n: Int) -> Bool {
        let before = insertionPoint
        insertionPoint = min(max(insertionPoint + n, 0), characters.count)
        return insertionPoint != before
    }

    mutating func move(toEnd: Bool) -> Bool {
        move(by: toEnd ? characters.count : -characters.count)
    }

    /// The character the delete key removes, if any.
    var characterBeforeInsertionPoint: Range<Int>? {
        insertionPoint > 0 ? insertionPoint - 1..<insertionPoint : nil
    }
}
