//  PlayerEvent.swift — FlipbookPlayer
//  What the player reacts to: keys, mouse, resizes, clock ticks. Status: complete.

import Foundation

/// An input to the player. The terminal, a script and a test all speak in these, so the same
/// `update` runs interactively, headless and under test, and whatever a script does, a user can
/// do by hand (the events after `tick` are what a script names; the keys and clicks that do the
/// same are said at each).
public enum PlayerEvent: Equatable, Sendable {
    case key(Key)
    case mouse(MouseEvent)
    /// The terminal is now `columns` × `rows` cells.
    case resize(columns: Int, rows: Int)
    /// Wall-clock seconds passed (the player scales them by its speed).
    case tick(TimeInterval)
    /// Show the demo at this index of the registry, from its start (`n`, `p`, `1`…`9`).
    case showDemo(Int)
    /// Show the demo afresh on a device of this size, in points (`--device` at launch).
    case device(width: Double, height: Double)
    /// Play at this speed, a factor of real time (`[` and `]` step through `Player.speeds`).
    case speed(Double)
    /// A tap at this point of the scene, in points (a script's `tap`: a finger down and up there).
    case tap(x: Double, y: Double)
    /// Finger `finger` touching down, moving or lifting at this point of the scene, in points
    /// (the mouse pressed, dragged and released on the device; a script's `touch`).
    case touch(TouchPhase, x: Double, y: Double, finger: Int)
    /// Put the selection on this item (the arrows move it; demos with a collection).
    case select(item: Int)
    /// Pause and show this fraction, 0…1, of the take (a click on the timeline).
    case scrub(toFraction: Double)
    /// Move the interactive transition to this fraction complete, 0…1 (the arrows, in
    /// interactive mode), as a pan gesture's `update` would.
    case drag(toFraction: Double)
    /// Let go of the interactive transition (Enter, in interactive mode), as a pan gesture ends:
    /// with a velocity, its sign decides (a flick); without one, past half-way finishes.
    case release(velocity: Double?)
}

/// What a finger does (UIKit's touch phases began, moved, ended, cancelled).
public enum TouchPhase: String, Equatable, Hashable, Sendable, CaseIterable {
    case down, move, up, cancel
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
