//  KeyDecoderTests.swift — FlipbookTerminalTests
//  Every key ncurses can hand over, decoded without a terminal.

import CNcurses
import FlipbookPlayer
@testable import FlipbookTerminal
import Testing

@Suite struct KeyDecoderTests {
    typealias Input = KeyDecoder.Input
    let decoder = KeyDecoder()

    static let characters: [(UInt32, Key)] = [
        (0x61, .character("a")), (0x41, .character("A")), (0x20, .character(" ")), (0x7E, .character("~")),
        (0x71, .character("q")), (0x3F, .character("?")), (0xE9, .character("é")), (0x65E5, .character("日")),
        (0x1F600, .character("😀")),
        (13, Key(.enter)), (10, Key(.enter)), (9, Key(.tab)), (27, Key(.escape)),
        (127, Key(.backspace)), (8, Key(.backspace)),
        (1, .character("a", modifiers: .control)), (12, .character("l", modifiers: .control)),
        (26, .character("z", modifiers: .control)), (0, .character(" ", modifiers: .control)),
        (28, .character("\\", modifiers: .control)), (31, .character("_", modifiers: .control)),
    ]

    static let keyCodes: [(Int32, Key)] = [
        (KEY_UP, Key(.up)), (KEY_DOWN, Key(.down)), (KEY_LEFT, Key(.left)), (KEY_RIGHT, Key(.right)),
        (KEY_SLEFT, Key(.left, modifiers: .shift)), (KEY_SRIGHT, Key(.right, modifiers: .shift)),
        (KEY_SR, Key(.up, modifiers: .shift)), (KEY_SF, Key(.down, modifiers: .shift)),
        (KEY_HOME, Key(.home)), (KEY_END, Key(.end)),
        (KEY_SHOME, Key(.home, modifiers: .shift)), (KEY_SEND, Key(.end, modifiers: .shift)),
        (KEY_PPAGE, Key(.pageUp)), (KEY_NPAGE, Key(.pageDown)),
        (KEY_SPREVIOUS, Key(.pageUp, modifiers: .shift)), (KEY_SNEXT, Key(.pageDown, modifiers: .shift)),
        (KEY_DC, Key(.delete)), (KEY_SDC, Key(.delete, modifiers: .shift)),
        (KEY_IC, Key(.insert)), (KEY_SIC, Key(.insert, modifiers: .shift)),
        (KEY_ENTER, Key(.enter)), (KEY_BACKSPACE, Key(.backspace)), (KEY_BTAB, Key(.backTab)),
        (flipbook_key_f(1), Key(.function(1))), (flipbook_key_f(5), Key(.function(5))),
        (flipbook_key_f(12), Key(.function(12))), (flipbook_key_f(24), Key(.function(24))),
    ]

    @Test func charactersDecode() {
        for (value, key) in Self.characters {
            #expect(decoder.decode(.character(value)) == .key(key), "character \(value)")
        }
    }

    @Test func keyCodesDecode() {
        for (code, key) in Self.keyCodes {
            #expect(decoder.decode(.keyCode(code)) == .key(key), "key code \(code)")
        }
    }

    @Test func resizeAndMouseAskTheScreenForMore() {
        #expect(decoder.decode(.keyCode(KEY_RESIZE)) == .resize)
        #expect(decoder.decode(.keyCode(KEY_MOUSE)) == .mouse)
    }

    @Test func whatThePlayerCannotUseIsIgnored() {
        #expect(decoder.decode(.keyCode(KEY_F0)) == .ignored, "F0 is not a key on any keyboard")
        #expect(decoder.decode(.keyCode(KEY_PRINT)) == .ignored)
        #expect(decoder.decode(.character(0x85)) == .ignored, "C1 control")
        #expect(decoder.decode(.character(0xD800)) == .ignored, "a lone surrogate is not a character")
    }

    @Test func escThenAKeyIsAlt() {
        #expect(decoder.withAlt(.character(0x66)) == .character("f", modifiers: .alt))
        #expect(decoder.withAlt(.keyCode(KEY_LEFT)) == Key(.left, modifiers: .alt))
        #expect(decoder.withAlt(.character(13)) == Key(.enter, modifiers: .alt))
        #expect(decoder.withAlt(.character(2)) == .character("b", modifiers: [.control, .alt]))
        #expect(decoder.withAlt(.keyCode(KEY_RESIZE)) == nil, "a resize after Esc is not Alt+anything")
    }

    @Test func xtermModifierDigitsNameTheirModifiers() {
        #expect(KeyDecoder.modifiers(forSuffix: 2) == .shift)
        #expect(KeyDecoder.modifiers(forSuffix: 3) == .alt)
        #expect(KeyDecoder.modifiers(forSuffix: 4) == [.shift, .alt])
        #expect(KeyDecoder.modifiers(forSuffix: 5) == .control)
        #expect(KeyDecoder.modifiers(forSuffix: 6) == [.shift, .control])
        #expect(KeyDecoder.modifiers(forSuffix: 7) == [.alt, .control])
    }

    @Test func extendedKeysComeFromTheTerminalsOwnCodes() {
        // As xterm's terminfo numbers them when ncurses loads it: only what the terminal defines.
        let codes: [String: Int32] = ["kLFT5": 560, "kRIT5": 575, "kUP3": 580, "kDN2": 530]
        let table = KeyDecoder.extendedKeys { codes[$0] ?? 0 }
        #expect(table == [
            560: Key(.left, modifiers: .control), 575: Key(.right, modifiers: .control),
            580: Key(.up, modifiers: .alt), 530: Key(.down, modifiers: .shift),
        ])
        let decoder = KeyDecoder(extendedKeys: table)
        #expect(decoder.decode(.keyCode(560)) == .key(Key(.left, modifiers: .control)))
        #expect(decoder.decode(.keyCode(KEY_LEFT)) == .key(Key(.left)), "the plain keys are unaffected")
    }
}
