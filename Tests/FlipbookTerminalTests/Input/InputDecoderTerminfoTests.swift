//  InputDecoderTerminfoTests.swift — FlipbookTerminalTests
//  The decoder against terminfo's own database: every key sequence each terminal Flipbook
//  runs in says it sends, in normal and application cursor mode.

import CNcurses
import FlipbookPlayer
@testable import FlipbookTerminal
import Testing

/// setupterm changes ncurses' one current terminal: one terminal at a time.
@Suite(.serialized) struct InputDecoderTerminfoTests {
    /// The terminals the README's users run in: xterm and its 256-colour entry (most terminal
    /// emulators), tmux's and screen's defaults, the Linux console, rxvt-unicode and rxvt, a VT100.
    /// All are in ncurses-base, which every Debian system has.
    static let terminals = ["xterm", "xterm-256color", "tmux-256color", "tmux", "screen-256color", "screen",
                            "linux", "rxvt-unicode-256color", "rxvt", "vt100"]

    /// Capability → the key it names (terminfo(5)).
    static let plainKeys: [(String, Key)] = [
        ("kcuu1", Key(.up)), ("kcud1", Key(.down)), ("kcub1", Key(.left)), ("kcuf1", Key(.right)),
        ("khome", Key(.home)), ("kend", Key(.end)), ("kpp", Key(.pageUp)), ("knp", Key(.pageDown)),
        ("kdch1", Key(.delete)), ("kich1", Key(.insert)), ("kcbt", Key(.backTab)), ("kbs", Key(.backspace)),
        ("kent", Key(.enter)),
    ] + (1...12).map { ("kf\($0)", Key(.function($0))) }

    /// ncurses' extended names for modified keys: the stem alone is shift; stem + n is
    /// xterm's modifier n (2 shift, 3 alt, 4 shift+alt, 5 control, 6 shift+control, 7 alt+control).
    static let modifiedStems: [(String, KeyCode)] = [
        ("kUP", .up), ("kDN", .down), ("kLFT", .left), ("kRIT", .right), ("kHOM", .home), ("kEND", .end),
        ("kPRV", .pageUp), ("kNXT", .pageDown), ("kDC", .delete), ("kIC", .insert),
    ]

    static func modifiers(suffix: Int) -> KeyModifiers {
        var modifiers: KeyModifiers = []
        if (suffix - 1) & 1 != 0 { modifiers.insert(.shift) }
        if (suffix - 1) & 2 != 0 { modifiers.insert(.alt) }
        if (suffix - 1) & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    static var capabilities: [(name: String, key: Key)] {
        var all = plainKeys.map { (name: $0.0, key: $0.1) }
        for (stem, code) in modifiedStems {
            all.append((stem, Key(code, modifiers: .shift)))
            for suffix in 2...7 { all.append(("\(stem)\(suffix)", Key(code, modifiers: modifiers(suffix: suffix)))) }
        }
        return all
    }

    static func sequence(_ capability: String) -> [UInt8]? {
        guard let value = flipbook_terminfo_string(capability) else { return nil }
        return Array(String(cString: value).utf8)
    }

    static func decode(_ bytes: [UInt8]) -> [PlayerEvent] {
        var decoder = InputDecoder()
        var events = decoder.decode(bytes)
        decoder.flush(into: &events)
        return events
    }

    /// What Flipbook reads where a terminfo entry and the other terminals disagree, and why.
    static func expectedKey(for key: Key, sequence: [UInt8]) -> Key {
        let ss3 = sequence.count == 3 && sequence[0] == 0x1B && sequence[1] == 0x4F
        // rxvt names `ESC O A…D` as Ctrl+Shift+arrows, which every other terminal (and rxvt
        // itself) sends for the plain arrows in application cursor mode: those win.
        if ss3, (0x41...0x44).contains(sequence[2]), !key.modifiers.isEmpty { return Key(key.code) }
        // vt100 names its keypad's application-mode keys (`ESC O l`, `ESC O t…x`) F5–F10; VT102 and
        // everything after send those for the keypad digits and comma, and Flipbook reads them so.
        if ss3, case .function = key.code, (0x6A...0x79).contains(sequence[2]) {
            let printed: [UInt8: Character] = [0x6A: "*", 0x6B: "+", 0x6C: ",", 0x6D: "-", 0x6E: ".", 0x6F: "/"]
            return .character(printed[sequence[2]] ?? Character(Unicode.Scalar(sequence[2] - 0x70 + 0x30)))
        }
        return key
    }

    @Test(arguments: terminals)
    func everyKeyTheTerminalSendsDecodesToItsKey(term: String) throws {
        try #require(flipbook_load_terminfo(term) == flipbook_ok(),
                     "no terminfo entry for \(term): install ncurses-base (apt-get install ncurses-base)")
        var checked = 0
        for (name, key) in Self.capabilities {
            guard let sequence = Self.sequence(name) else { continue }
            let expected = Self.expectedKey(for: key, sequence: sequence)
            #expect(Self.decode(sequence) == [.key(expected)], "\(term) \(name) = \(sequence)")
            checked += 1
            // The cursor keys' other mode: terminfo lists the keypad-transmit (application) form
            // `ESC O x` for xterm's family and the normal form `ESC [ x` for the Linux console and rxvt.
            if sequence.count == 3, sequence[0] == 0x1B, sequence[1] == 0x4F || sequence[1] == 0x5B,
               (0x41...0x44).contains(sequence[2]) || sequence[2] == 0x48 || sequence[2] == 0x46, key.modifiers.isEmpty {
                let other = [0x1B, sequence[1] == 0x4F ? 0x5B : 0x4F, sequence[2]]
                #expect(Self.decode(other) == [.key(key)], "\(term) \(name) in the other cursor mode: \(other)")
            }
        }
        #expect(checked >= 10, "\(term): too few key capabilities found (\(checked))")
        // Each key, Alt-prefixed, is that key with Alt.
        for (name, key) in Self.plainKeys {
            guard let sequence = Self.sequence(name), sequence.first == 0x1B else { continue }
            var alt = Self.expectedKey(for: key, sequence: sequence)
            alt.modifiers.insert(.alt)
            #expect(Self.decode([0x1B] + sequence) == [.key(alt)], "\(term) Alt+\(name)")
        }
    }

    /// `kmous`, the prefix of the terminal's mouse reports: `ESC [ <` (SGR) or `ESC [ M` (X10).
    /// Flipbook turns SGR reports on itself, so both must decode whatever the entry says.
    @Test(arguments: terminals)
    func mouseReportsDecodeWhateverTheEntrySays(term: String) throws {
        try #require(flipbook_load_terminfo(term) == flipbook_ok())
        let click = MouseEvent(.press, column: 29, row: 9, button: 1)
        #expect(Self.decode(Array("\u{1B}[<0;30;10M".utf8)) == [.mouse(click)])
        guard let prefix = Self.sequence("kmous") else { return }
        let report = prefix == Array("\u{1B}[<".utf8) ? Array("0;30;10M".utf8) : [32, 32 + 30, 32 + 10]
        #expect(Self.decode(prefix + report) == [.mouse(click)], "\(term) kmous = \(prefix)")
    }
}
