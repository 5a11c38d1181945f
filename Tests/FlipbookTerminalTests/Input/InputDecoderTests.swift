//  InputDecoderTests.swift — FlipbookTerminalTests
//  Bytes as terminals send them, decoded without a terminal: keys, mouse, paste, split reads.

import FlipbookPlayer
@testable import FlipbookTerminal
import Testing

@Suite struct InputDecoderTests {
    /// Decodes `text`'s bytes in one go, then times out (`flush`).
    static func decode(_ text: String) -> [PlayerEvent] {
        decode(Array(text.utf8))
    }

    static func decode(_ bytes: [UInt8], flush: Bool = true) -> [PlayerEvent] {
        var decoder = InputDecoder()
        var events = decoder.decode(bytes)
        if flush { decoder.flush(into: &events) }
        return events
    }

    static func key(_ code: KeyCode, _ modifiers: KeyModifiers = []) -> PlayerEvent { .key(Key(code, modifiers: modifiers)) }
    static func char(_ c: Character, _ modifiers: KeyModifiers = []) -> PlayerEvent { .key(.character(c, modifiers: modifiers)) }
    static func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int, _ button: Int) -> PlayerEvent {
        .mouse(MouseEvent(kind, column: column, row: row, button: button))
    }

    // MARK: Characters (the mapping KeyDecoder gave ncurses' characters)

    static let characters: [([UInt8], PlayerEvent)] = [
        ([0x61], char("a")), ([0x41], char("A")), ([0x20], char(" ")), ([0x7E], char("~")), ([0x71], char("q")),
        ([0xC3, 0xA9], char("é")), ([0xE6, 0x97, 0xA5], char("日")), ([0xF0, 0x9F, 0x98, 0x80], char("😀")),
        ([13], key(.enter)), ([10], key(.enter)), ([9], key(.tab)), ([127], key(.backspace)), ([8], key(.backspace)),
        ([1], char("a", .control)), ([12], char("l", .control)), ([26], char("z", .control)),
        ([0], char(" ", .control)), ([28], char("\\", .control)), ([31], char("_", .control)),
    ]

    @Test func charactersAndControlKeys() {
        for (bytes, event) in Self.characters {
            #expect(Self.decode(bytes) == [event], "bytes \(bytes)")
        }
    }

    @Test func invalidUTF8IsDroppedNotTrapped() {
        // A stray continuation byte, an overlong "/", a surrogate, beyond U+10FFFF, 0xFF, a C1 control.
        let bad: [[UInt8]] = [[0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0xC2, 0x85]]
        for bytes in bad {
            #expect(Self.decode(bytes + [0x61]) == [Self.char("a")], "bytes \(bytes)")
        }
        // A character cut short by a new one: only the new one.
        #expect(Self.decode([0xE6, 0x97, 0x61]) == [Self.char("a")])
    }

    // MARK: Escape, Alt

    @Test func aLoneEscapeWaitsForTheTimeout() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.isHoldingSequence)
        #expect(decoder.flush() == [Self.key(.escape)])
        #expect(!decoder.isHoldingSequence)
    }

    @Test func altIsAnEscapePrefix() {
        #expect(Self.decode("\u{1B}x") == [Self.char("x", .alt)])
        #expect(Self.decode("\u{1B}é") == [Self.char("é", .alt)])
        #expect(Self.decode("\u{1B}\r") == [Self.key(.enter, .alt)])
        #expect(Self.decode("\u{1B}\u{7F}") == [Self.key(.backspace, .alt)])
        #expect(Self.decode("\u{1B}\u{01}") == [Self.char("a", [.control, .alt])])
        #expect(Self.decode("\u{1B}\u{1B}") == [Self.key(.escape, .alt)])
        #expect(Self.decode("\u{1B}\u{1B}\u{1B}") == [Self.key(.escape, .alt), Self.key(.escape)])
        #expect(Self.decode("\u{1B}\u{1B}x") == [Self.key(.escape, .alt), Self.char("x")])
        #expect(Self.decode("\u{1B}\u{1B}[A") == [Self.key(.up, .alt)], "rxvt's Alt+Up")
        #expect(Self.decode("\u{1B}\t") == [Self.key(.backTab)], "the Linux console's Shift+Tab")
    }

    @Test func anUnfinishedSequenceIsDiscardedAtTheTimeout() {
        for text in ["\u{1B}[", "\u{1B}[1;", "\u{1B}O", "\u{1B}[<0;30", "\u{1B}[M!", "\u{1B}[[", "\u{1B}[200"] {
            #expect(Self.decode(text).isEmpty, "\(Array(text.utf8))")
        }
    }

    // MARK: Keys in CSI and SS3

    static let sequences: [(String, PlayerEvent)] = [
        ("[A", key(.up)), ("[B", key(.down)), ("[C", key(.right)), ("[D", key(.left)),
        ("OA", key(.up)), ("OB", key(.down)), ("OC", key(.right)), ("OD", key(.left)),
        ("[H", key(.home)), ("[F", key(.end)), ("OH", key(.home)), ("OF", key(.end)),
        ("[1~", key(.home)), ("[7~", key(.home)), ("[4~", key(.end)), ("[8~", key(.end)),
        ("[2~", key(.insert)), ("[3~", key(.delete)), ("[5~", key(.pageUp)), ("[6~", key(.pageDown)),
        ("[Z", key(.backTab)), ("OM", key(.enter)),
        ("OP", key(.function(1))), ("OS", key(.function(4))), ("[11~", key(.function(1))), ("[15~", key(.function(5))),
        ("[17~", key(.function(6))), ("[21~", key(.function(10))), ("[23~", key(.function(11))), ("[24~", key(.function(12))),
        ("[[A", key(.function(1))), ("[[E", key(.function(5))),
        // xterm's modifier parameter: 2 shift, 3 alt, 5 control, 6 shift+control, 9 meta.
        ("[1;2C", key(.right, .shift)), ("[1;5D", key(.left, .control)), ("[1;3A", key(.up, .alt)),
        ("[1;6B", key(.down, [.shift, .control])), ("[1;9C", key(.right, .alt)), ("[1;2H", key(.home, .shift)),
        ("[5;5~", key(.pageUp, .control)), ("[3;2~", key(.delete, .shift)), ("[1;2P", key(.function(1), .shift)),
        ("[15;5~", key(.function(5), .control)), ("O5C", key(.right, .control)), ("O2P", key(.function(1), .shift)),
        // rxvt.
        ("[a", key(.up, .shift)), ("[d", key(.left, .shift)), ("Oc", key(.right, .control)), ("Ob", key(.down, .control)),
        ("[3$", key(.delete, .shift)), ("[7^", key(.home, .control)), ("[8@", key(.end, [.control, .shift])),
        // modifyOtherKeys and CSI u.
        ("[27;5;13~", key(.enter, .control)), ("[27;2;9~", key(.tab, .shift)), ("[97;5u", char("a", .control)),
        // Keypad digits in application mode.
        ("Op", char("0")), ("Oy", char("9")), ("Ok", char("+")),
    ]

    @Test func keySequences() {
        for (text, event) in Self.sequences {
            #expect(Self.decode("\u{1B}" + text) == [event], "ESC \(text)")
        }
    }

    @Test func sequencesThePlayerHasNoUseForAreSwallowedWhole() {
        // Focus in and out, a cursor position report's twin with a private marker, DA responses, keypad 5, unknown finals.
        for text in ["[I", "[O", "[?1;2c", "[>0;276;0c", "[E", "[G", "[1;5E", "[99~", "[0~", "[?2004;1$y", "[12 q", "[;;;;x"] {
            #expect(Self.decode("\u{1B}" + text + "q") == [Self.char("q")], "ESC \(text)")
        }
    }

    @Test func anOverlongSequenceIsDiscardedUpToItsFinalByte() {
        let long = "\u{1B}[" + String(repeating: "1;", count: 500) + "5C"
        #expect(Self.decode(long + "x") == [Self.char("x")])
        let hugeNumber = "\u{1B}[" + String(repeating: "9", count: 40) + "~"
        #expect(Self.decode(hugeNumber + "x") == [Self.char("x")])
    }

    @Test func aControlCharacterEndsASequenceAndIsReadAsItself() {
        #expect(Self.decode("\u{1B}[1;\rq") == [Self.key(.enter), Self.char("q")])
        #expect(Self.decode("\u{1B}[1;\u{1B}[A") == [Self.key(.up)], "Esc starts anew")
        #expect(Self.decode("\u{1B}[1;\u{18}q") == [Self.char("q")], "CAN cancels")
    }

    // MARK: Mouse

    @Test func sgrClicksDragsAndWheel() {
        #expect(Self.decode("\u{1B}[<0;30;10M") == [Self.mouse(.press, 29, 9, 1)])
        #expect(Self.decode("\u{1B}[<0;30;10m") == [Self.mouse(.release, 29, 9, 1)])
        #expect(Self.decode("\u{1B}[<2;1;1M") == [Self.mouse(.press, 0, 0, 3)])
        #expect(Self.decode("\u{1B}[<1;5;6m") == [Self.mouse(.release, 4, 5, 2)])
        #expect(Self.decode("\u{1B}[<32;31;10M") == [Self.mouse(.drag, 30, 9, 1)])
        #expect(Self.decode("\u{1B}[<35;31;10M") == [Self.mouse(.move, 30, 9, 0)])
        #expect(Self.decode("\u{1B}[<64;3;4M") == [Self.mouse(.scrollUp, 2, 3, 0)])
        #expect(Self.decode("\u{1B}[<65;3;4M") == [Self.mouse(.scrollDown, 2, 3, 0)])
        // Shift (4), meta (8) and control (16) do not change the event.
        #expect(Self.decode("\u{1B}[<20;30;10M") == [Self.mouse(.press, 29, 9, 1)])
    }

    @Test func sgrReportsWithHugeOrZeroCoordinatesAreDroppedWhole() {
        #expect(Self.decode("\u{1B}[<0;12000;10M") == [Self.mouse(.press, 11999, 9, 1)], "10 000 and more fit a terminal")
        for text in ["[<0;65536;10M", "[<0;30;99999999999999999999M", "[<0;0;10M", "[<0;30M", "[<0;1;2;3M", "[<66;3;4M", "[<128;3;4M"] {
            #expect(Self.decode("\u{1B}" + text + "q") == [Self.char("q")], "ESC \(text)")
        }
    }

    @Test func x10Reports() {
        func x10(_ b: Int, _ x: Int, _ y: Int) -> [UInt8] { [0x1B, 0x5B, 0x4D, UInt8(32 + b), UInt8(32 + x), UInt8(32 + y)] }
        #expect(Self.decode(x10(0, 30, 10) + x10(32, 31, 10) + x10(3, 31, 10)) ==
            [Self.mouse(.press, 29, 9, 1), Self.mouse(.drag, 30, 9, 1), Self.mouse(.release, 30, 9, 1)])
        #expect(Self.decode(x10(2, 1, 1) + x10(3, 1, 1)) == [Self.mouse(.press, 0, 0, 3), Self.mouse(.release, 0, 0, 3)])
        #expect(Self.decode(x10(64, 200, 1) + x10(65, 1, 1)) == [Self.mouse(.scrollUp, 199, 0, 0), Self.mouse(.scrollDown, 0, 0, 0)])
        #expect(Self.decode(x10(3, 5, 5)) == [], "a release with nothing held")
        #expect(Self.decode(x10(35, 5, 5)) == [Self.mouse(.move, 4, 4, 0)])
    }

    // MARK: Paste

    @Test func aBracketedPasteIsDiscardedWhole() {
        let pasted = "q[1]\u{1B}[A\u{1B}\u{1B}[20~x\r\n" + String(repeating: "abc 123 ", count: 1000)
        #expect(Self.decode("\u{1B}[200~" + pasted + "\u{1B}[201~q") == [Self.char("q")])
    }

    @Test func aPasteStreamsThroughReadsWithoutEnding() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~hello".utf8)).isEmpty)
        #expect(decoder.isInPaste)
        #expect(decoder.flush().isEmpty, "a timeout does not end a paste")
        #expect(decoder.decode(Array(" world\u{1B}[20".utf8)).isEmpty)
        #expect(decoder.decode(Array("1~n".utf8)) == [Self.char("n")])
        #expect(!decoder.isInPaste)
    }

    @Test func resetGivesUpAPasteWhoseEndNeverCame() {
        var decoder = InputDecoder()
        _ = decoder.decode(Array("\u{1B}[200~abc".utf8))
        decoder.reset()
        #expect(decoder.decode(Array("q".utf8)) == [Self.char("q")])
    }

    // MARK: Splits

    /// The issue's reproduction: a click in tmux, and a mixed stream, fed in every split.
    @Test func everySplitOfAStreamGivesTheSameEvents() {
        let stream = Array("a\u{1B}[<0;30;10M\u{1B}[1;5Cé\u{1B}OP\u{1B}[200~xyz\u{1B}[201~\u{1B}[<0;30;10m日\u{1B}x".utf8)
        let whole = Self.decode(stream)
        #expect(whole == [Self.char("a"), Self.mouse(.press, 29, 9, 1), Self.key(.right, .control), Self.char("é"),
                          Self.key(.function(1)), Self.mouse(.release, 29, 9, 1), Self.char("日"), Self.char("x", .alt)])
        for cut in 0...stream.count {
            for second in cut...stream.count {
                var decoder = InputDecoder()
                var events: [PlayerEvent] = []
                decoder.decode(Array(stream[..<cut]), into: &events)
                decoder.decode(Array(stream[cut..<second]), into: &events)
                decoder.decode(Array(stream[second...]), into: &events)
                decoder.flush(into: &events)
                #expect(events == whole, "cut at \(cut) and \(second)")
            }
        }
    }
}

extension InputDecoderTests {
    /// `skipsText` passes over exactly the bytes that would each have been one key.
    @Test func skippingTextDropsOnlyTextKeys() {
        let stream = Array("abc\r\n\u{1B}[<0;30;10Mq\u{1B}[Aé\u{1B}x12".utf8)
        var decoder = InputDecoder()
        decoder.skipsText = true
        var events = decoder.decode(stream)
        decoder.flush(into: &events)
        #expect(events == [Self.mouse(.press, 29, 9, 1), Self.key(.up), Self.char("é"), Self.char("x", .alt)])
    }
}
