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
///
/// The characters are also kept joined, as `string`, and the insertion point also as offsets
/// in UTF-16 and UTF-8 code units: a keystroke then changes the string where it types and
/// counts nothing from the start (joining the characters anew, and counting the UTF-16 units
/// before the insertion point for the delegate, made typing quadratic).
struct _EditableText {
    /// The characters, one for each place the insertion point can take.
    private(set) var characters: [Character] = []
    /// The characters joined (`String(characters)`), kept in step with them.
    private(set) var string = ""
    /// Where typing goes, 0…characters.count.
    var insertionPoint: Int {
        get { cursor.index }
        set { cursor = offsets(of: min(max(newValue, 0), characters.count)) }
    }
    /// The insertion point with the UTF-16 and UTF-8 lengths of the characters before it.
    private var cursor = Offsets()

    /// A character index and the lengths of the characters before it.
    private struct Offsets {
        var index = 0, utf16 = 0, utf8 = 0
    }

    /// `index` with the lengths of `characters[..<index]`, counted from the insertion point
    /// (so from a place near it, at no cost).
    private func offsets(of index: Int) -> Offsets {
        var o = cursor
        while o.index < index {
            o.utf16 += characters[o.index].utf16.count
            o.utf8 += characters[o.index].utf8.count
            o.index += 1
        }
        while o.index > index {
            o.index -= 1
            o.utf16 -= characters[o.index].utf16.count
            o.utf8 -= characters[o.index].utf8.count
        }
        return o
    }

    /// Where character `index` starts in `string`, in UTF-8 code units.
    func utf8Offset(of index: Int) -> Int { offsets(of: index).utf8 }

    /// The UTF-16 range of characters `range` (what UIKit's delegates are told).
    func utf16Range(_ range: Range<Int>) -> NSRange {
        let length = characters[range].reduce(0) { $0 + $1.utf16.count }
        return NSRange(location: offsets(of: range.lowerBound).utf16, length: length)
    }

    /// Replaces `range` with `replacement` and puts the insertion point after it; returns the
    /// UTF-8 range of `string` that was replaced.
    @discardableResult
    mutating func replace(_ range: Range<Int>, with replacement: String) -> Range<Int> {
        let start = offsets(of: range.lowerBound)
        let removed = characters[range].reduce(0) { $0 + $1.utf8.count }
        let appends = range.isEmpty && range.lowerBound == characters.count
        characters.replaceSubrange(range, with: Array(replacement))
        cursor = Offsets(index: range.lowerBound + replacement.count, utf16: start.utf16 + replacement.utf16.count,
                         utf8: start.utf8 + replacement.utf8.count)
        if appends {
            // Typing at the end appends in place: O(1) amortised while nothing else holds the
            // string (a copy of it first, when something does).
            string.append(replacement)
            return start.utf8..<start.utf8
        }
        let from = string.utf8.index(string.utf8.startIndex, offsetBy: start.utf8)
        let to = string.utf8.index(from, offsetBy: removed)
        // The string is rebuilt by copying its bytes on either side, cut between Unicode scalars
        // (so it stays the characters joined even where one typed joins the one before it, as an
        // accent its letter). A label shares it, so a change in place would copy it first, and
        // for a list of scalars it would do so by decoding and encoding every one.
        var rebuilt = String()
        rebuilt.reserveCapacity(string.utf8.count - removed + replacement.utf8.count)
        rebuilt.append(contentsOf: Substring(string.unicodeScalars[..<from]))
        rebuilt.append(replacement)
        rebuilt.append(contentsOf: Substring(string.unicodeScalars[to...]))
        string = rebuilt
        return start.utf8..<start.utf8 + removed
    }

    mutating func set(_ text: String) {
        characters = Array(text)
        string = text
        string.makeContiguousUTF8()
        cursor = Offsets(index: characters.count, utf16: string.utf16.count, utf8: string.utf8.count)
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

    /// Whether the text before character `index` ends in a newline, as
    /// `String(characters[..<index]).hasSuffix("\n")` says without joining them.
    func endsInNewline(before index: Int) -> Bool {
        // Joined, a "\n" after a "\r" is one character with it ("\r\n"), no newline; nothing
        // else joins a "\n".
        guard index > 0, characters[index - 1] == "\n" else { return false }
        return index == 1 || characters[index - 2].unicodeScalars.last != "\r"
    }

    /// How many spaces end the text before character `index`, as
    /// `String(characters[..<index]).reversed().prefix { $0 == " " }.count` counts them.
    func trailingSpaces(before index: Int) -> Int {
        var start = index
        while start > 0, characters[start - 1] == " " { start -= 1 }
        // An ASCII character (or none) before them takes no space into itself.
        if start == 0 || characters[start - 1].isASCII { return index - start }
        // Joined with the character before them (which may take the first space into itself,
        // as a prepended mark does): what comes before that cannot change how they join.
        return String(characters[max(start - 1, 0)..<index]).reversed().prefix { $0 == " " }.count
    }
}
