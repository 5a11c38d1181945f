//  ANSIEncoder.swift — FlipbookRender
//  Flipbook's cell-buffer → ANSI/VT byte stream encoder (pipes, asciicast). Status: complete.

import Foundation

/// Turns cell buffers into the bytes a VT/xterm-compatible terminal draws, writing as little as
/// it can.
///
/// The encoder models the terminal it writes to — where the cursor is and which colours and
/// attributes (the *pen*) are set — and emits a cursor move (CUP) only when the next changed
/// cell is not where the cursor already stands, and an SGR only when the pen must change. Every
/// frame is wrapped in synchronized-output mode 2026 so a terminal that knows it shows the frame
/// at once; one that does not ignores the mode. The pen is reset at the end of every frame, so
/// whatever is written after a frame starts from the terminal's defaults.
///
/// Output goes to one reusable byte buffer: the encode calls *append*, `removeAll()` empties it
/// and keeps its capacity. After the first frames have grown the buffer, encoding allocates
/// nothing — numbers and UTF-8 are written byte by byte.
///
/// ```swift
/// let encoder = ANSIEncoder()
/// encoder.encodeClear()
/// encoder.encodeFrame(first)
/// output.write(encoder.bytes); encoder.removeAll()
/// encoder.encodeDiff(from: first, to: second)   // nothing at all if nothing changed
/// ```
///
/// The cursor is never assumed to wrap at the right margin: after a cell in the last column the
/// cursor position is treated as unknown and the next cell is reached with an explicit CUP.
public final class ANSIEncoder {
    /// The encoded bytes since the last `removeAll()`.
    ///
    /// Reading shares the storage (no copy); holding on to the array past the next encode call
    /// makes that call copy it once.
    public private(set) var bytes: [UInt8]

    /// Where the terminal's cursor is (0-based), or nil when unknown.
    private var cursor: (x: Int, y: Int)?
    /// The colours and attributes the terminal has set, or nil when unknown (before the first
    /// frame — whatever ran before us may have left any pen set).
    private var pen: Pen?

    /// The parts of a cell the SGR sequence controls.
    private struct Pen: Equatable {
        var foreground: TerminalColor
        var background: TerminalColor
        var attributes: CellAttributes

        static let plain = Pen(foreground: .default, background: .default, attributes: [])
    }

    /// Creates an encoder whose buffer starts with room for `capacity` bytes.
    public init(capacity: Int = 16 * 1024) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Empties the byte buffer, keeping its capacity. The terminal model (cursor, pen) stays:
    /// call this after handing the bytes to the terminal.
    public func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Calls `body` with the encoded bytes in place, without copying.
    public func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try bytes.withUnsafeBufferPointer(body)
    }

    /// The encoded bytes as a string (for tests and logs; allocates).
    public var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Forgets what the encoder knows about the terminal (after something else wrote to it):
    /// the next frame positions the cursor and sets the pen from scratch.
    public func invalidate() {
        cursor = nil
        pen = nil
    }

    // MARK: - Frames

    /// Resets the pen, homes the cursor and clears the screen: what the first frame of a stream
    /// is preceded by, so the terminal's old contents do not show through unchanged cells.
    public func encodeClear() {
        if pen != .plain { appendSGRReset() }
        // CSI H, CSI 2 J
        appendCSI(); bytes.append(0x48)
        appendCSI(); bytes.append(0x32); bytes.append(0x4A)
        cursor = (0, 0)
        pen = .plain
    }

    /// Writes every cell of `cells`.
    public func encodeFrame(_ cells: CellBuffer) {
        encode(cells.diff(from: Self.empty), width: cells.width)
    }

    /// Writes only the cells of `current` that differ from `previous` (every cell when the sizes
    /// differ). When nothing changed, writes nothing at all — not even the synchronized-output
    /// wrapper.
    public func encodeDiff(from previous: CellBuffer, to current: CellBuffer) {
        encode(current.diff(from: previous), width: current.width)
    }

    /// A 0×0 buffer: diffing against it yields every cell (the sizes differ).
    private static let empty = CellBuffer(width: 0, height: 0)

    private func encode(_ changes: CellDiff, width: Int) {
        let start = bytes.count
        appendSynchronizedOutput(begin: true)
        let headerEnd = bytes.count
        // The cursor may have been moved by anyone between frames; the first cell always gets a CUP.
        cursor = nil
        for (x, y, cell) in changes {
            write(cell, x: x, y: y, width: width)
        }
        guard bytes.count > headerEnd else {
            // Nothing changed: take back the wrapper's opening so the frame costs no bytes.
            bytes.removeSubrange(start...)
            return
        }
        if pen != .plain {
            appendSGRReset()
            pen = .plain
        }
        appendSynchronizedOutput(begin: false)
    }

    /// Writes one cell at (x, y) of a row `width` cells wide.
    private func write(_ cell: Cell, x: Int, y: Int, width: Int) {
        var scalar = cell.scalar
        var columns = Int(cell.width)
        let scalarColumns = TerminalWidth.of(scalar)
        // A cell whose stored width disagrees with its character moves the terminal's cursor
        // by the character's width, not the stored one.
        var trustworthy = scalarColumns == columns
        if scalarColumns == 0 || columns == 0 || (columns == 2 && x + 1 >= width) {
            // Controls and lone combining marks would move the cursor or merge with the previous
            // cell; a continuation yielded on its own is an orphan; a wide character in the last
            // column would wrap to the next row. All are written as a blank.
            scalar = " "
            columns = 1
            trustworthy = true
        }

        if let at = cursor, at.x == x, at.y == y {
            // Already there.
        } else {
            appendCUP(row: y + 1, column: x + 1)
        }
        let wanted = Pen(foreground: cell.foreground, background: cell.background, attributes: cell.attributes)
        if pen != wanted { appendSGR(to: wanted) }
        appendUTF8(scalar)

        let next = x + columns
        // At the right margin the terminal is about to wrap and its column is ambiguous.
        cursor = next < width && trustworthy ? (next, y) : nil
    }

    // MARK: - Escape sequences

    /// ESC [
    @inline(__always)
    private func appendCSI() {
        bytes.append(0x1B)
        bytes.append(0x5B)
    }

    /// CSI ? 2026 h (begin) or CSI ? 2026 l (end).
    private func appendSynchronizedOutput(begin: Bool) {
        appendCSI()
        bytes.append(0x3F) // ?
        appendDecimal(2026)
        bytes.append(begin ? 0x68 : 0x6C) // h / l
    }

    /// CSI row ; column H, 1-based.
    private func appendCUP(row: Int, column: Int) {
        appendCSI()
        appendDecimal(row)
        bytes.append(0x3B)
        appendDecimal(column)
        bytes.append(0x48)
    }

    /// CSI 0 m
    private func appendSGRReset() {
        appendCSI()
        bytes.append(0x30)
        bytes.append(0x6D)
    }

    /// One SGR sequence that takes the terminal from `pen` to `wanted`.
    ///
    /// Attributes can only be added one by one; turning any off (or an unknown pen) starts with a
    /// full reset `0` and then sets every part of `wanted` that is not the default.
    private func appendSGR(to wanted: Pen) {
        appendCSI()
        var first = true
        var from: Pen
        if let current = pen, current.attributes.isSubset(of: wanted.attributes) {
            from = current
        } else {
            bytes.append(0x30) // 0
            first = false
            from = .plain
        }
        if wanted.foreground != from.foreground {
            appendSeparator(&first)
            appendColor(wanted.foreground, background: false)
        }
        if wanted.background != from.background {
            appendSeparator(&first)
            appendColor(wanted.background, background: true)
        }
        let added = wanted.attributes.subtracting(from.attributes)
        if !added.isEmpty {
            for (attribute, code) in Self.attributeCodes where added.contains(attribute) {
                appendSeparator(&first)
                bytes.append(code)
            }
        }
        bytes.append(0x6D) // m
        pen = wanted
    }

    /// SGR parameters for bold, dim, italic, underline, inverse (one ASCII digit each).
    private static let attributeCodes: [(CellAttributes, UInt8)] = [
        (.bold, 0x31), (.dim, 0x32), (.italic, 0x33), (.underline, 0x34), (.inverse, 0x37),
    ]

    @inline(__always)
    private func appendSeparator(_ first: inout Bool) {
        if first { first = false } else { bytes.append(0x3B) }
    }

    /// The SGR parameters of one colour: 39/49 default; 30–37/40–47 and 90–97/100–107 for the 16
    /// system colours; 38;5;n/48;5;n for the rest of the palette; 38;2;r;g;b/48;2;r;g;b for RGB.
    private func appendColor(_ color: TerminalColor, background: Bool) {
        let base = background ? 40 : 30
        switch color.kind {
        case .default:
            appendDecimal(base + 9)
        case .indexed(let index) where index < 8:
            appendDecimal(base + Int(index))
        case .indexed(let index) where index < 16:
            appendDecimal(base + 60 + Int(index) - 8)
        case .indexed(let index):
            appendDecimal(base + 8)
            bytes.append(0x3B); bytes.append(0x35); bytes.append(0x3B) // ;5;
            appendDecimal(Int(index))
        case .rgb(let r, let g, let b):
            appendDecimal(base + 8)
            bytes.append(0x3B); bytes.append(0x32) // ;2
            bytes.append(0x3B); appendDecimal(Int(r))
            bytes.append(0x3B); appendDecimal(Int(g))
            bytes.append(0x3B); appendDecimal(Int(b))
        }
    }

    /// A non-negative integer in decimal, without going through `String`.
    private func appendDecimal(_ value: Int) {
        var n = max(value, 0)
        var divisor = 1
        while divisor <= n / 10 { divisor *= 10 }
        repeat {
            bytes.append(0x30 + UInt8(n / divisor))
            n %= divisor
            divisor /= 10
        } while divisor > 0
    }

    /// A scalar's UTF-8 bytes.
    private func appendUTF8(_ scalar: Unicode.Scalar) {
        let v = scalar.value
        switch v {
        case ..<0x80:
            bytes.append(UInt8(v))
        case ..<0x800:
            bytes.append(0xC0 | UInt8(v >> 6))
            bytes.append(0x80 | UInt8(v & 0x3F))
        case ..<0x10000:
            bytes.append(0xE0 | UInt8(v >> 12))
            bytes.append(0x80 | UInt8((v >> 6) & 0x3F))
            bytes.append(0x80 | UInt8(v & 0x3F))
        default:
            bytes.append(0xF0 | UInt8(v >> 18))
            bytes.append(0x80 | UInt8((v >> 12) & 0x3F))
            bytes.append(0x80 | UInt8((v >> 6) & 0x3F))
            bytes.append(0x80 | UInt8(v & 0x3F))
        }
    }
}
