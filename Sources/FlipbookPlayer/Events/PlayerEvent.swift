//  PlayerEvent.swift — FlipbookPlayer
//  What the player reacts to: keys, mouse, resizes, clock ticks. Status: complete.

import Foundation

/// An input to the player. The terminal, a script and a test all speak in these, so the same
/// `update` runs interactively, headless and under test.
public enum PlayerEvent: Equatable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal is now `columns` × `rows` cells.
    case resize(columns: Int, rows: Int)
    /// Wall-clock seconds passed (the player scales them by its speed).
    case tick(TimeInterval)
}

/// A key press with its modifiers.
public struct Key: Equatable, Hashable, Sendable {
    public var code: KeyCode
    public var modifiers: KeyModifiers

    public init(_ code: KeyCode, modifiers: KeyModifiers = []) {
        self.code = code
        self.modifiers = modifiers
    }

    /// A printable character key.
    public static func character(_ c: Character, modifiers: KeyModifiers = []) -> Key {
        Key(.character(c), modifiers: modifiers)
    }
}

/// Which key.
public enum KeyCode: Equatable, Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case home, end, pageUp, pageDown
    case enter, escape, backspace, tab, backTab, delete, insert
    case function(Int)
}

/// Modifier keys held with a key.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    public static let alt = KeyModifiers(rawValue: 1 << 2)
}

/// A mouse action at a cell (0-based column and row of the terminal).
public struct MouseEvent: Equatable, Hashable, Sendable {
    public enum Kind: Equatable, Hashable, Sendable {
        case press, release, drag, move, scrollUp, scrollDown
    }

    public var kind: Kind
    public var column: Int
    public var row: Int
    /// 1 left, 2 middle, 3 right (0 when none, as for a move).
    public var button: Int

    public init(_ kind: Kind, column: Int, row: Int, button: Int = 1) {
        self.kind = kind
        self.column = column
        self.row = row
        self.button = button
    }
}
