//  KeyDecoder.swift — FlipbookTerminal
//  What `wget_wch` returned, as a player key. Status: complete.

import CNcurses
import FlipbookPlayer

/// Decodes ncurses input into player keys. Pure: the screen reads, this decides.
///
/// `wget_wch` gives either a character (`OK`) or a key code (`KEY_CODE_YES`); both arrive here
/// as `Input`. Decoding:
/// - printable characters → `.character`; Enter (`\r`, `\n`, `KEY_ENTER`) → `.enter`;
///   Tab → `.tab`, `KEY_BTAB` → `.backTab`; 127, 8 (`^H`) and `KEY_BACKSPACE` → `.backspace`;
///   27 → `.escape`; other control characters → their letter with `.control` (`^A` → `a`).
/// - arrows, Home/End, Page Up/Down, Insert/Delete and `KEY_F(n)` → the named key; the shifted
///   codes curses defines (`KEY_SLEFT`, `KEY_SRIGHT`, `KEY_SR`/`KEY_SF` for shift up/down,
///   `KEY_SHOME`, `KEY_SEND`, `KEY_SDC`, `KEY_SIC`, `KEY_SPREVIOUS`, `KEY_SNEXT`) add `.shift`.
/// - codes in `extendedKeys` (ncurses' codes for xterm's modified keys such as `kLFT5`,
///   looked up per terminal by the screen) → their key.
/// - `KEY_RESIZE` and `KEY_MOUSE` → `.resize` and `.mouse`: the screen asks ncurses the rest.
///
/// Alt: a terminal sends Alt+x as Esc then x. After an Esc the screen reads once more without
/// waiting; `withAlt(_:)` adds `.alt` to what came.
struct KeyDecoder {
    enum Input: Equatable {
        /// A character (`wget_wch` returned `OK`).
        case character(UInt32)
        /// A function-key code (`wget_wch` returned `KEY_CODE_YES`).
        case keyCode(Int32)
    }

    enum Result: Equatable {
        case key(Key)
        /// `KEY_RESIZE`: read the new size.
        case resize
        /// `KEY_MOUSE`: read the event with `getmouse`.
        case mouse
        /// Nothing the player knows.
        case ignored
    }

    /// Terminal-specific key codes (ncurses numbers them as it reads terminfo).
    var extendedKeys: [Int32: Key] = [:]

    func decode(_ input: Input) -> Result {
        switch input {
        case .character(let value): return Self.decodeCharacter(value)
        case .keyCode(let code): return decodeKeyCode(code)
        }
    }

    /// The key that followed an Esc, with `.alt` added; `nil` when it was not a key.
    func withAlt(_ next: Input) -> Key? {
        guard case .key(var key) = decode(next) else { return nil }
        key.modifiers.insert(.alt)
        return key
    }

    private static func decodeCharacter(_ value: UInt32) -> Result {
        switch value {
        case 9: return .key(Key(.tab))
        case 10, 13: return .key(Key(.enter))
        case 8, 127: return .key(Key(.backspace))
        case 27: return .key(Key(.escape))
        case 0: return .key(.character(" ", modifiers: .control))  // ^@, as Ctrl+Space sends
        case 1...26: return .key(.character(Character(Unicode.Scalar(UInt8(96 + value))), modifiers: .control))
        case 28...31: return .key(.character(Character(Unicode.Scalar(UInt8(64 + value))), modifiers: .control))  // ^\ ^] ^^ ^_
        case 0x80..<0xA0: return .ignored  // C1 controls
        default:
            guard let scalar = Unicode.Scalar(value) else { return .ignored }
            return .key(.character(Character(scalar)))
        }
    }

    private func decodeKeyCode(_ code: Int32) -> Result {
        if let key = extendedKeys[code] { return .key(key) }
        if code > KEY_F0, code <= flipbook_key_f(63) { return .key(Key(.function(Int(code - KEY_F0)))) }
        switch code {
        case KEY_UP: return .key(Key(.up))
        case KEY_DOWN: return .key(Key(.down))
        case KEY_LEFT: return .key(Key(.left))
        case KEY_RIGHT: return .key(Key(.right))
        case KEY_SR: return .key(Key(.up, modifiers: .shift))
        case KEY_SF: return .key(Key(.down, modifiers: .shift))
        case KEY_SLEFT: return .key(Key(.left, modifiers: .shift))
        case KEY_SRIGHT: return .key(Key(.right, modifiers: .shift))
        case KEY_HOME: return .key(Key(.home))
        case KEY_END: return .key(Key(.end))
        case KEY_SHOME: return .key(Key(.home, modifiers: .shift))
        case KEY_SEND: return .key(Key(.end, modifiers: .shift))
        case KEY_PPAGE: return .key(Key(.pageUp))
        case KEY_NPAGE: return .key(Key(.pageDown))
        case KEY_SPREVIOUS: return .key(Key(.pageUp, modifiers: .shift))
        case KEY_SNEXT: return .key(Key(.pageDown, modifiers: .shift))
        case KEY_DC: return .key(Key(.delete))
        case KEY_SDC: return .key(Key(.delete, modifiers: .shift))
        case KEY_IC: return .key(Key(.insert))
        case KEY_SIC: return .key(Key(.insert, modifiers: .shift))
        case KEY_ENTER: return .key(Key(.enter))
        case KEY_BACKSPACE: return .key(Key(.backspace))
        case KEY_BTAB: return .key(Key(.backTab))
        case KEY_RESIZE: return .resize
        case KEY_MOUSE: return .mouse
        default: return .ignored
        }
    }
}

// MARK: - Modified keys

extension KeyDecoder {
    /// xterm's modified-key capabilities: the key's terminfo stem, the player key, and the
    /// suffix digit for each set of modifiers (2 shift, 3 alt, 4 shift+alt, 5 control,
    /// 6 shift+control, 7 alt+control — the xterm parameter minus nothing).
    static let modifiedKeyStems: [(stem: String, code: KeyCode)] = [
        ("kUP", .up), ("kDN", .down), ("kLFT", .left), ("kRIT", .right),
        ("kHOM", .home), ("kEND", .end), ("kPRV", .pageUp), ("kNXT", .pageDown), ("kDC", .delete), ("kIC", .insert),
    ]

    /// The modifiers xterm's suffix digit stands for (1 + shift + 2·alt + 4·control).
    static func modifiers(forSuffix suffix: Int) -> KeyModifiers {
        let bits = suffix - 1
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// The extended-key table for a terminal, given how to look a capability's key code up
    /// (0 when the terminal lacks it).
    static func extendedKeys(lookUp: (String) -> Int32) -> [Int32: Key] {
        var table: [Int32: Key] = [:]
        for (stem, code) in modifiedKeyStems {
            for suffix in 2...7 {
                let number = lookUp("\(stem)\(suffix)")
                if number > 0 { table[number] = Key(code, modifiers: modifiers(forSuffix: suffix)) }
            }
        }
        return table
    }
}
