//  InputDecoder+Keys.swift — FlipbookTerminal
//  What a control character, a VT220 number, xterm's modifier parameter and an SS3 final byte
//  mean as player keys: the decoder's tables, stateless. Status: complete.

import FlipbookPlayer

extension InputDecoder {
    /// The key a C0 control character (or DEL) stands for.
    static func controlKey(_ byte: UInt8) -> Key {
        switch byte {
        case 9: return Key(.tab)
        case 10, 13: return Key(.enter)
        case 8, 127: return Key(.backspace)
        case 27: return Key(.escape)
        case 0: return .character(" ", modifiers: .control)  // ^@, as Ctrl+Space sends
        case 1...26: return .character(Character(Unicode.Scalar(96 + byte)), modifiers: .control)
        default: return .character(Character(Unicode.Scalar(64 + byte)), modifiers: .control)  // ^\ ^] ^^ ^_
        }
    }

    static let arrows: [KeyCode] = [.up, .down, .right, .left]

    /// The key of a VT220-style `n ~` sequence.
    static func vt220Key(_ number: Int) -> KeyCode? {
        switch number {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(number - 10)
        case 17...21: return .function(number - 11)
        case 23...26: return .function(number - 12)
        case 28, 29: return .function(number - 13)
        case 31...34: return .function(number - 14)
        default: return nil
        }
    }

    /// The modifiers xterm's parameter stands for: 1 + shift + 2·alt + 4·control (+ 8·meta,
    /// counted as alt); 0 or 1 is none.
    static func modifiers(xterm parameter: Int) -> KeyModifiers {
        guard parameter > 1 else { return [] }
        let bits = parameter - 1
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// A key given by its code point (modifyOtherKeys, CSI u).
    static func key(codePoint: Int, modifiers: KeyModifiers) -> Key? {
        switch codePoint {
        case 13: return Key(.enter, modifiers: modifiers)
        case 9: return Key(.tab, modifiers: modifiers)
        case 27: return Key(.escape, modifiers: modifiers)
        case 8, 127: return Key(.backspace, modifiers: modifiers)
        case 0x20...0x7E, 0xA0...0x10FFFF:
            guard let scalar = Unicode.Scalar(UInt32(codePoint)) else { return nil }
            return Key(.character(Character(scalar)), modifiers: modifiers)
        default:
            return nil
        }
    }

    /// The key of `ESC O final`.
    static func singleShiftKey(_ final: UInt8, modifiers: KeyModifiers) -> Key? {
        switch final {
        case 0x41...0x44: return Key(arrows[Int(final - 0x41)], modifiers: modifiers)
        case 0x48: return Key(.home, modifiers: modifiers)
        case 0x46: return Key(.end, modifiers: modifiers)
        case 0x50...0x53: return Key(.function(Int(final - 0x50) + 1), modifiers: modifiers)
        case 0x4D: return Key(.enter, modifiers: modifiers)  // keypad Enter
        case 0x61...0x64: return Key(arrows[Int(final - 0x61)], modifiers: modifiers.union(.control))  // rxvt
        case 0x70...0x79: return .character(Character(Unicode.Scalar(final - 0x70 + 0x30)), modifiers: modifiers)  // keypad 0–9
        case 0x6A: return .character("*", modifiers: modifiers)
        case 0x6B: return .character("+", modifiers: modifiers)
        case 0x6C: return .character(",", modifiers: modifiers)
        case 0x6D: return .character("-", modifiers: modifiers)
        case 0x6E: return .character(".", modifiers: modifiers)
        case 0x6F: return .character("/", modifiers: modifiers)
        case 0x58: return .character("=", modifiers: modifiers)
        default: return nil
        }
    }
}
