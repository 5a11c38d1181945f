//  InputDecoder.swift — FlipbookTerminal
//  The bytes a terminal sends, as player keys and mouse events: UTF-8, CSI and SS3 keys, SGR and
//  X10 mouse reports, bracketed paste. Status: complete.

import FlipbookPlayer

/// Decodes terminal input into player events, whatever the terminal's terminfo entry says.
/// Pure and stateful: bytes go in as they were read — a sequence split across reads is held
/// until its end — and events come out. No terminal, no clock: the screen reads and keeps time.
///
/// ```swift
/// var decoder = InputDecoder()
/// var events: [PlayerEvent] = []
/// decoder.decode(Array("\u{1B}[<0;30;10M".utf8), into: &events)  // a click at column 29, row 9
/// // No byte for 25 ms while `isHoldingSequence`: a lone Esc is the Esc key.
/// decoder.flush(into: &events)
/// ```
///
/// Keys (the events are those ncurses' key codes gave the player before):
/// - Text is UTF-8; a byte that cannot start or continue a character is dropped, as are C1
///   controls (U+0080…U+009F). Enter is `\r` or `\n`; Tab `\t`; Backspace 127 or 8 (`^H`);
///   `^@` is Ctrl+Space; other control characters are their letter with `.control` (`^A` → `a`,
///   `^\` `^]` `^^` `^_` → `\ ] ^ _`).
/// - Alt+x arrives as Esc then x: `.alt` is added to x (any key, including a sequence:
///   `ESC ESC [ A` is Alt+Up, as rxvt sends it). Two Escs with nothing after them are Alt+Esc.
///   `ESC Tab` is Back-tab (the Linux console's Shift+Tab).
/// - CSI `ESC [ params final`: arrows `A B C D`, Home/End `H F`, F1–F4 `P Q R S`, Back-tab `Z`,
///   the VT220 keys `n ~` (1 and 7 Home, 2 Insert, 3 Delete, 4 and 8 End, 5/6 Page Up/Down,
///   11–15 F1–F5, 17–21 F6–F10, 23–26 F11–F14, 28–29 F15–F16, 31–34 F17–F20), each with xterm's
///   modifier parameter (`ESC [ 1 ; 5 C` Ctrl+Right, `ESC [ 5 ; 2 ~` Shift+Page Up: the parameter is
///   1 + shift + 2·alt + 4·control, 8·meta counting as alt); xterm's `modifyOtherKeys`
///   (`ESC [ 27 ; mod ; code ~`) and `ESC [ code ; mod u`; rxvt's shifted arrows `ESC [ a…d` and
///   its `n $` (shift), `n ^` (control), `n @` (control+shift) keys; the Linux console's F1–F5,
///   `ESC [ [ A…E`.
/// - SS3 `ESC O final` (application cursor and keypad mode): arrows, Home/End, F1–F4, keypad
///   Enter `M`, keypad digits and operators `p…y j…o X`, rxvt's control arrows `a…d`.
///
/// Mouse (0-based `column` and `row`, as `MouseEvent` has them):
/// - SGR (mode 1006) `ESC [ < b ; x ; y M` (press, motion) or `… m` (release): b's low bits are
///   the button (0 left, 1 middle, 2 right, 3 none), +32 motion (a drag, or a move with no
///   button), +64 the wheel (64 up, 65 down); shift/meta/control bits are ignored. A coordinate
///   of 0 or above 65 535 (a terminal's size is an unsigned 16-bit number) drops the report.
/// - X10 `ESC [ M b x y`, each byte 32 + the value; its release names no button, so the
///   button last pressed is released.
///
/// Swallowed whole, never turned into keys: bracketed paste (`ESC [ 200 ~` up to `ESC [ 201 ~`,
/// however long, streamed through without being kept), focus reports, and every sequence the
/// decoder does not know. A sequence longer than `maximumSequenceLength` is discarded up to its
/// final byte. Esc inside a sequence abandons it and starts anew; CAN and SUB abandon it; another
/// control character or a non-ASCII byte ends it unfinished, and is then read as itself.
///
/// Timeouts are the screen's: `flush(into:)` after ~25 ms without a byte turns a lone Esc into
/// `.escape` and discards an unfinished sequence (`ESC [` and `ESC O` included — nothing the
/// player binds is Alt+`[` or Alt+`O`, and a report cut by a slow link must not become keys).
/// A paste is kept open across flushes; `reset()` gives it up.
///
/// Flipbook plumbing: public only so the fuzz target (a package of its own) can reach it.
public struct InputDecoder: Sendable {
    /// Bytes between `ESC [` and a final byte beyond which a sequence is discarded.
    public static let maximumSequenceLength = 64
    /// The largest coordinate a mouse report can carry (`struct winsize` holds 16 bits).
    public static let maximumCoordinate = 65_535
    /// Numeric parameters a CSI sequence keeps; the rest are read and ignored.
    static let maximumParameters = 8
    /// A parameter stops growing here (a runaway number saturates instead of overflowing).
    static let parameterLimit = 1_000_000

    private enum State: Sendable {
        case ground
        /// Inside a multi-byte UTF-8 character.
        case utf8
        /// After ESC.
        case escape
        /// After `ESC [`.
        case csi
        /// After `ESC O`.
        case ss3
        /// After `ESC [ [` (the Linux console's F1–F5).
        case linuxFunction
        /// After `ESC [ M`: three raw bytes follow.
        case x10Mouse
        /// Inside a bracketed paste.
        case paste
    }

    private var state = State.ground
    /// An Esc came before the one that started this sequence (or, in `.escape`, before this Esc).
    private var altPrefix = false

    // UTF-8
    private var scalar: UInt32 = 0
    private var continuationBytes = 0
    private var smallestScalar: UInt32 = 0
    private var utf8Alt = false

    // CSI and SS3
    private var parameters: [Int] = []
    private var parameter = 0
    private var hasParameter = false
    private var inSubparameter = false
    private var privateMarker: UInt8 = 0
    private var intermediate: UInt8 = 0
    private var sequenceLength = 0
    private var malformed = false

    // X10 mouse
    private var x10Bytes: (UInt8, UInt8) = (0, 0)
    private var x10Count = 0
    private var heldButton = 0

    // Bracketed paste: how much of `pasteEnd` has been seen.
    private var pasteMatched = 0
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 2 0 1 ~

    /// Skip text unread: printable ASCII, Tab, CR and LF outside any sequence, each of which
    /// would be one key and change nothing else, are passed over. The screen sets it while it
    /// drops a paste that came without brackets (`PasteBurstFilter`), so a megabyte of pasted
    /// text costs a scan, not a million keys made and thrown away. Sequences still decode.
    public var skipsText = false

    public init() {
        parameters.reserveCapacity(Self.maximumParameters)
    }

    /// Bytes are held that a timeout decides: a lone Esc, or a sequence or character not yet
    /// finished. The screen calls `flush(into:)` when no byte followed for ~25 ms.
    public var isHoldingSequence: Bool {
        switch state {
        case .ground, .paste: return false
        case .utf8, .escape, .csi, .ss3, .linuxFunction, .x10Mouse: return true
        }
    }

    /// A bracketed paste has begun and not ended: everything is being discarded.
    public var isInPaste: Bool {
        if case .paste = state { return true }
        return false
    }

    /// Decodes `bytes`, appending the events they complete to `events`.
    public mutating func decode(_ bytes: UnsafeRawBufferPointer, into events: inout [PlayerEvent]) {
        var index = 0
        let count = bytes.count
        while index < count {
            if case .paste = state, pasteMatched == 0 {
                // The body of a paste: skip to the next Esc without looking at each byte's meaning.
                while index < count, bytes[index] != 0x1B { index += 1 }
                guard index < count else { return }
            } else if skipsText, case .ground = state {
                while index < count, Self.isText(bytes[index]) { index += 1 }
                guard index < count else { return }
            }
            consume(bytes[index], into: &events)
            index += 1
        }
    }

    /// A byte that is a key on its own and leaves the state as it was (what `skipsText` skips).
    private static func isText(_ byte: UInt8) -> Bool {
        (0x20...0x7E).contains(byte) || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Decodes `bytes`, appending the events they complete to `events`.
    public mutating func decode(_ bytes: [UInt8], into events: inout [PlayerEvent]) {
        bytes.withUnsafeBytes { decode($0, into: &events) }
    }

    /// The events `bytes` complete.
    public mutating func decode(_ bytes: [UInt8]) -> [PlayerEvent] {
        var events: [PlayerEvent] = []
        decode(bytes, into: &events)
        return events
    }

    /// No byte came for the Esc delay: a lone Esc (or two) is the Esc key, an unfinished
    /// sequence or character is discarded. A bracketed paste stays open.
    public mutating func flush(into events: inout [PlayerEvent]) {
        switch state {
        case .escape:
            events.append(.key(Key(.escape, modifiers: altPrefix ? .alt : [])))
            state = .ground
        case .utf8, .csi, .ss3, .linuxFunction, .x10Mouse:
            state = .ground
        case .ground, .paste:
            break
        }
        altPrefix = false
    }

    /// The events `flush(into:)` gives.
    public mutating func flush() -> [PlayerEvent] {
        var events: [PlayerEvent] = []
        flush(into: &events)
        return events
    }

    /// Forgets everything held, an open paste included (the screen gives up on a paste whose
    /// end never came after a second of silence). The held mouse button is kept.
    public mutating func reset() {
        state = .ground
        altPrefix = false
        pasteMatched = 0
    }

    // MARK: - Bytes

    private mutating func consume(_ byte: UInt8, into events: inout [PlayerEvent]) {
        switch state {
        case .ground: ground(byte, into: &events)
        case .utf8: continueCharacter(byte, into: &events)
        case .escape: afterEscape(byte, into: &events)
        case .csi: controlSequence(byte, into: &events)
        case .ss3: singleShift(byte, into: &events)
        case .linuxFunction: linuxFunction(byte, into: &events)
        case .x10Mouse: x10Mouse(byte, into: &events)
        case .paste: paste(byte)
        }
    }

    private mutating func ground(_ byte: UInt8, into events: inout [PlayerEvent]) {
        if byte == 0x1B {
            state = .escape
            altPrefix = false
        } else {
            _ = text(byte, alt: false, into: &events)
        }
    }

    /// A byte outside any sequence, Esc aside: a key (with `.alt` when `alt`), or the start of a
    /// character; `false` for a byte that is neither (a stray continuation byte, or one that no
    /// UTF-8 character starts with), which is dropped.
    private mutating func text(_ byte: UInt8, alt: Bool, into events: inout [PlayerEvent]) -> Bool {
        let modifiers: KeyModifiers = alt ? .alt : []
        switch byte {
        case 0x20...0x7E:
            events.append(.key(.character(Character(Unicode.Scalar(byte)), modifiers: modifiers)))
        case 0x00...0x1F, 0x7F:
            var key = Self.controlKey(byte)
            key.modifiers.formUnion(modifiers)
            events.append(.key(key))
        case 0xC2...0xDF:
            beginCharacter(byte & 0x1F, continuationBytes: 1, smallest: 0x80, alt: alt)
        case 0xE0...0xEF:
            beginCharacter(byte & 0x0F, continuationBytes: 2, smallest: 0x800, alt: alt)
        case 0xF0...0xF4:
            beginCharacter(byte & 0x07, continuationBytes: 3, smallest: 0x1_0000, alt: alt)
        default:
            return false
        }
        return true
    }

    private mutating func beginCharacter(_ bits: UInt8, continuationBytes: Int, smallest: UInt32, alt: Bool) {
        scalar = UInt32(bits)
        self.continuationBytes = continuationBytes
        smallestScalar = smallest
        utf8Alt = alt
        state = .utf8
    }

    private mutating func continueCharacter(_ byte: UInt8, into events: inout [PlayerEvent]) {
        guard byte & 0xC0 == 0x80 else {
            // Cut short: the partial character is dropped, the byte read afresh.
            state = .ground
            ground(byte, into: &events)
            return
        }
        scalar = scalar << 6 | UInt32(byte & 0x3F)
        continuationBytes -= 1
        guard continuationBytes == 0 else { return }
        state = .ground
        // Overlong forms, surrogates and C1 controls are no characters to the player.
        guard scalar >= smallestScalar, scalar >= 0xA0, let value = Unicode.Scalar(scalar) else { return }
        events.append(.key(.character(Character(value), modifiers: utf8Alt ? .alt : [])))
    }

    private mutating func afterEscape(_ byte: UInt8, into events: inout [PlayerEvent]) {
        switch byte {
        case 0x5B:  // [
            beginSequence(.csi)
        case 0x4F:  // O
            beginSequence(.ss3)
        case 0x1B:
            if altPrefix {
                // Three Escs: the first two were Alt+Esc; this one starts again.
                events.append(.key(Key(.escape, modifiers: .alt)))
                altPrefix = false
            } else {
                altPrefix = true
            }
        case 0x09:  // the Linux console's Shift+Tab
            state = .ground
            events.append(.key(Key(.backTab, modifiers: altPrefix ? .alt : [])))
            altPrefix = false
        default:
            if altPrefix {
                // Esc Esc x: Alt+Esc, then x as itself.
                events.append(.key(Key(.escape, modifiers: .alt)))
                state = .ground
                altPrefix = false
                ground(byte, into: &events)
                return
            }
            state = .ground
            // Esc, then a byte no character starts with: the Esc key, the byte dropped.
            if !text(byte, alt: true, into: &events) { events.append(.key(Key(.escape))) }
        }
    }

    private mutating func beginSequence(_ next: State) {
        state = next
        parameters.removeAll(keepingCapacity: true)
        parameter = 0
        hasParameter = false
        inSubparameter = false
        privateMarker = 0
        intermediate = 0
        sequenceLength = 0
        malformed = false
    }

    /// A byte that cannot be inside a sequence: Esc starts a new one, CAN and SUB cancel, any
    /// other ends the sequence unfinished and is read as itself.
    private mutating func interrupt(_ byte: UInt8, into events: inout [PlayerEvent]) {
        switch byte {
        case 0x1B:
            state = .escape
            altPrefix = false
        case 0x18, 0x1A:
            state = .ground
            altPrefix = false
        default:
            state = .ground
            altPrefix = false
            ground(byte, into: &events)
        }
    }

    private mutating func parameterByte(_ byte: UInt8) {
        switch byte {
        case 0x30...0x39:
            guard !inSubparameter else { return }
            parameter = min(parameter * 10 + Int(byte - 0x30), Self.parameterLimit)
            hasParameter = true
        case 0x3B:  // ;
            endParameter()
            inSubparameter = false
        case 0x3A:  // : (a sub-parameter, as kitty sends: only the first part is kept)
            inSubparameter = true
        default:  // < = > ?
            if sequenceLength == 1 { privateMarker = byte } else { malformed = true }
        }
    }

    private mutating func endParameter() {
        if parameters.count < Self.maximumParameters { parameters.append(hasParameter ? parameter : 0) }
        parameter = 0
        hasParameter = false
    }

    private mutating func controlSequence(_ byte: UInt8, into events: inout [PlayerEvent]) {
        sequenceLength += 1
        if sequenceLength > Self.maximumSequenceLength { malformed = true }
        switch byte {
        case 0x30...0x3F:
            if intermediate != 0 { malformed = true }
            parameterByte(byte)
        case 0x24 where privateMarker == 0 && intermediate == 0 && hasParameter && sequenceLength > 1:
            // rxvt's shifted keys end in `$` (an intermediate byte to ECMA-48).
            finishControlSequence(byte, into: &events)
        case 0x20...0x2F:
            if intermediate == 0 { intermediate = byte }
        case 0x5B where sequenceLength == 1:  // ESC [ [
            state = .linuxFunction
        case 0x4D where sequenceLength == 1:  // ESC [ M
            state = .x10Mouse
            x10Count = 0
        case 0x40...0x7E:
            finishControlSequence(byte, into: &events)
        case 0x7F:
            break  // DEL is ignored inside a sequence, as terminals' parsers do
        default:
            interrupt(byte, into: &events)
        }
    }

    private mutating func finishControlSequence(_ final: UInt8, into events: inout [PlayerEvent]) {
        state = .ground
        let alt = altPrefix
        altPrefix = false
        endParameter()
        guard !malformed else { return }
        if privateMarker == 0x3C, intermediate == 0, final == 0x4D || final == 0x6D {  // < … M / m
            if let mouse = sgrMouse(final: final) { events.append(.mouse(mouse)) }
            return
        }
        guard privateMarker == 0, intermediate == 0 else { return }
        if final == 0x7E, parameters.first == 200 {
            state = .paste
            pasteMatched = 0
            return
        }
        guard var key = key(final: final) else { return }
        if alt { key.modifiers.insert(.alt) }
        events.append(.key(key))
    }

    /// The key a finished CSI sequence without private marker names, if any.
    private func key(final: UInt8) -> Key? {
        let first = parameters.first ?? 0
        let second = parameters.count > 1 ? parameters[1] : 0
        /// xterm's `1 ; mod` form, or a lone modifier parameter as older xterms sent.
        var cursorModifiers: KeyModifiers {
            parameters.count > 1 ? Self.modifiers(xterm: second) : Self.modifiers(xterm: first)
        }
        switch final {
        case 0x41: return Key(.up, modifiers: cursorModifiers)  // A
        case 0x42: return Key(.down, modifiers: cursorModifiers)
        case 0x43: return Key(.right, modifiers: cursorModifiers)
        case 0x44: return Key(.left, modifiers: cursorModifiers)
        case 0x48: return Key(.home, modifiers: cursorModifiers)  // H
        case 0x46: return Key(.end, modifiers: cursorModifiers)  // F
        case 0x50...0x53: return Key(.function(Int(final - 0x50) + 1), modifiers: cursorModifiers)  // P Q R S
        case 0x5A: return Key(.backTab)  // Z
        case 0x61...0x64 where parameters.count == 1 && first == 0:  // rxvt: a b c d, shifted arrows
            return Key(Self.arrows[Int(final - 0x61)], modifiers: .shift)
        case 0x7E:  // ~
            if first == 27, parameters.count >= 3 {  // xterm's modifyOtherKeys: 27 ; mod ; code ~
                return Self.key(codePoint: parameters[2], modifiers: Self.modifiers(xterm: second))
            }
            return Self.vt220Key(first).map { Key($0, modifiers: Self.modifiers(xterm: second)) }
        case 0x24, 0x5E, 0x40:  // rxvt: $ shift, ^ control, @ control+shift
            guard parameters.count == 1, let code = Self.vt220Key(first) else { return nil }
            let modifiers: KeyModifiers = final == 0x24 ? .shift : final == 0x5E ? .control : [.control, .shift]
            return Key(code, modifiers: modifiers)
        case 0x75:  // u: code ; mod u
            return Self.key(codePoint: first, modifiers: Self.modifiers(xterm: second))
        default:
            return nil  // focus in/out (I, O), keypad 5 (E, G) and everything else
        }
    }

    private mutating func singleShift(_ byte: UInt8, into events: inout [PlayerEvent]) {
        sequenceLength += 1
        switch byte {
        case 0x30...0x39, 0x3B:
            parameterByte(byte)  // an old xterm's modifier: ESC O 5 A
        case 0x40...0x7E:
            state = .ground
            let alt = altPrefix
            altPrefix = false
            endParameter()
            let modifiers = Self.modifiers(xterm: parameters.last ?? 0)
            guard var key = Self.singleShiftKey(byte, modifiers: modifiers) else { return }
            if alt { key.modifiers.insert(.alt) }
            events.append(.key(key))
        default:
            interrupt(byte, into: &events)
        }
    }

    private mutating func linuxFunction(_ byte: UInt8, into events: inout [PlayerEvent]) {
        switch byte {
        case 0x41...0x45:
            state = .ground
            var key = Key(.function(Int(byte - 0x40)))
            if altPrefix { key.modifiers.insert(.alt) }
            altPrefix = false
            events.append(.key(key))
        case 0x40...0x7E:
            state = .ground
            altPrefix = false
        default:
            interrupt(byte, into: &events)
        }
    }

    // MARK: - Mouse

    private func sgrMouse(final: UInt8) -> MouseEvent? {
        guard parameters.count == 3 else { return nil }
        return Self.mouseEvent(code: parameters[0], x: parameters[1], y: parameters[2],
                               released: final == 0x6D, heldButton: 0)
    }

    private mutating func x10Mouse(_ byte: UInt8, into events: inout [PlayerEvent]) {
        switch x10Count {
        case 0: x10Bytes.0 = byte
        case 1: x10Bytes.1 = byte
        default:
            state = .ground
            altPrefix = false
            let code = Int(x10Bytes.0) - 32, x = Int(x10Bytes.1) - 32, y = Int(byte) - 32
            guard code >= 0 else { return }
            // X10's release (button bits 3, no motion or wheel bit) names no button.
            let released = code & 0b1110_0011 == 3
            guard let mouse = Self.mouseEvent(code: code, x: x, y: y, released: released, heldButton: heldButton) else { return }
            switch mouse.kind {
            case .press: heldButton = mouse.button
            case .release: heldButton = 0
            case .drag, .move, .scrollUp, .scrollDown: break
            }
            events.append(.mouse(mouse))
            return
        }
        x10Count += 1
    }

    // MARK: - Paste

    private mutating func paste(_ byte: UInt8) {
        if byte == Self.pasteEnd[pasteMatched] {
            pasteMatched += 1
            if pasteMatched == Self.pasteEnd.count {
                state = .ground
                pasteMatched = 0
            }
        } else {
            pasteMatched = byte == 0x1B ? 1 : 0
        }
    }
}
