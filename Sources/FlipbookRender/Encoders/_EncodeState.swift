//  _EncodeState.swift — FlipbookRender
//  The ANSI encoder's model of the terminal while it writes a frame: the cursor, the pen (SGR),
//  and the fewest-bytes cursor moves and colour sequences. Status: complete.

/// The terminal model while one frame is encoded: the bytes so far, where the cursor is and
/// which pen is set.
struct _EncodeState {
    var writer: _ByteWriter
    /// The pen the terminal has set, or nil when unknown.
    var pen: _Pen?
    /// Where the terminal's cursor is (0-based), when `cursorKnown`, and that cell's index in a
    /// row-major buffer `width` cells wide.
    var cursorX = 0, cursorY = 0, cursorIndex = 0
    var cursorKnown = false
    /// The frame's width in cells.
    let width: Int

    init(writer: _ByteWriter, pen: _Pen?, width: Int) {
        self.writer = writer
        self.pen = pen
        self.width = width
    }

    /// Writes the cell at `index` (row-major). `checkPen: false` says the pen set is the cell's.
    @inline(__always)
    mutating func write(_ cell: Cell, index: Int, checkPen: Bool) {
        let x: Int
        if cursorKnown && cursorIndex == index {
            x = cursorX
        } else {
            x = index % width
            moveCursor(x: x, y: index / width)
        }
        if checkPen {
            if let pen, pen.foreground == cell.foreground, pen.background == cell.background,
               pen.attributes == cell.attributes {
                // Already set.
            } else {
                appendSGR(to: _Pen(foreground: cell.foreground, background: cell.background, attributes: cell.attributes))
            }
        }
        let v = cell.scalar.value
        if cell.width == 1 && Self.isSingleColumn(v) {
            // Most cells: a character one column wide that says so.
            writer.appendUTF8(cell.scalar)
            advanceCursor(by: 1, from: x)
            return
        }
        var scalar = cell.scalar
        var columns = Int(cell.width)
        let scalarColumns = Self.columns(of: scalar)
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
        writer.appendUTF8(scalar)
        if trustworthy { advanceCursor(by: columns, from: x) } else { cursorKnown = false }
    }

    /// After a character `columns` wide written at column `x` of the cursor's row. At the right
    /// margin the terminal is about to wrap and its column is ambiguous.
    @inline(__always)
    mutating func advanceCursor(by columns: Int, from x: Int) {
        let next = x + columns
        if next < width {
            cursorX = next
            cursorIndex = index(x: next, y: cursorY)
        } else {
            cursorKnown = false
        }
    }

    @inline(__always)
    func index(x: Int, y: Int) -> Int { y &* width &+ x }

    /// Printable ASCII, block elements and braille: the characters the blitters write, one
    /// column each.
    @inline(__always)
    static func isSingleColumn(_ v: UInt32) -> Bool {
        (v >= 0x20 && v < 0x7F) || (v >= 0x2580 && v <= 0x259F) || (v >= 0x2800 && v <= 0x28FF)
    }

    /// `TerminalWidth.of`, with the block elements and braille the blitters write answered first.
    @inline(__always)
    static func columns(of scalar: Unicode.Scalar) -> Int {
        isSingleColumn(scalar.value) ? 1 : TerminalWidth.of(scalar)
    }

    /// Moves the cursor to (x, y) with the fewest bytes: an absolute CUP (`CSI row;col H`), or,
    /// from a known position, relative moves — CUU/CUD for the row, then backspaces, CUB, CUF
    /// or CHA for the column. None of them scrolls or wraps.
    mutating func moveCursor(x: Int, y: Int) {
        let cup = 4 + _ByteWriter.digits(y + 1) + _ByteWriter.digits(x + 1)
        guard cursorKnown else {
            appendCUP(x: x, y: y)
            return
        }
        let dy = y - cursorY
        let vertical = dy == 0 ? 0 : Self.relativeCost(abs(dy))
        let dx = x - cursorX
        let cha = 3 + (x == 0 ? 0 : _ByteWriter.digits(x + 1))
        let horizontal: Int
        var useCHA = false
        if dx == 0 {
            horizontal = 0
        } else {
            let relative = dx < 0 && -dx <= 3 ? -dx : Self.relativeCost(abs(dx))
            if cha < relative { horizontal = cha; useCHA = true } else { horizontal = relative }
        }
        guard vertical + horizontal < cup else {
            appendCUP(x: x, y: y)
            return
        }
        if dy != 0 {
            writer.appendCSI()
            if abs(dy) != 1 { writer.appendDecimal(abs(dy)) }
            writer.append(dy > 0 ? 0x42 : 0x41) // B down / A up
        }
        if dx != 0 {
            if useCHA {
                writer.appendCSI()
                if x != 0 { writer.appendDecimal(x + 1) }
                writer.append(0x47) // G
            } else if dx < 0 && -dx <= 3 {
                for _ in 0 ..< -dx { writer.append(0x08) } // BS
            } else {
                writer.appendCSI()
                if abs(dx) != 1 { writer.appendDecimal(abs(dx)) }
                writer.append(dx > 0 ? 0x43 : 0x44) // C forward / D back
            }
        }
        cursorX = x
        cursorY = y
        cursorIndex = index(x: x, y: y)
        cursorKnown = true
    }

    /// The bytes of `CSI n A/B/C/D` (n omitted when 1).
    @inline(__always)
    static func relativeCost(_ n: Int) -> Int { n == 1 ? 3 : 3 + _ByteWriter.digits(n) }

    /// CSI row ; column H, 1-based.
    mutating func appendCUP(x: Int, y: Int) {
        writer.appendCSI()
        writer.appendDecimal(y + 1)
        writer.append(0x3B)
        writer.appendDecimal(x + 1)
        writer.append(0x48)
        cursorX = x
        cursorY = y
        cursorIndex = index(x: x, y: y)
        cursorKnown = true
    }

    /// CSI ? 2026 h (begin) or CSI ? 2026 l (end).
    mutating func appendSynchronizedOutput(begin: Bool) {
        writer.appendCSI()
        writer.append(0x3F) // ?
        writer.appendDecimal(2026)
        writer.append(begin ? 0x68 : 0x6C) // h / l
    }

    /// CSI 0 m
    mutating func appendSGRReset() {
        writer.appendCSI()
        writer.append(0x30)
        writer.append(0x6D)
    }

    /// One SGR sequence that takes the terminal from `pen` to `wanted`.
    ///
    /// Attributes can only be added one by one; turning any off (or an unknown pen) starts with a
    /// full reset `0` and then sets every part of `wanted` that is not the default.
    mutating func appendSGR(to wanted: _Pen) {
        writer.appendCSI()
        var first = true
        var from: _Pen
        if let current = pen, current.attributes.isSubset(of: wanted.attributes) {
            from = current
        } else {
            writer.append(0x30) // 0
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
            // Bold, dim, italic, underline, inverse: one ASCII digit each.
            if added.contains(.bold) { appendSeparator(&first); writer.append(0x31) }
            if added.contains(.dim) { appendSeparator(&first); writer.append(0x32) }
            if added.contains(.italic) { appendSeparator(&first); writer.append(0x33) }
            if added.contains(.underline) { appendSeparator(&first); writer.append(0x34) }
            if added.contains(.inverse) { appendSeparator(&first); writer.append(0x37) }
        }
        writer.append(0x6D) // m
        pen = wanted
    }

    @inline(__always)
    mutating func appendSeparator(_ first: inout Bool) {
        if first { first = false } else { writer.append(0x3B) }
    }

    /// The SGR parameters of one colour: 39/49 default; 30–37/40–47 and 90–97/100–107 for the 16
    /// system colours; 38;5;n/48;5;n for the rest of the palette; 38;2;r;g;b/48;2;r;g;b for RGB.
    mutating func appendColor(_ color: TerminalColor, background: Bool) {
        let base = background ? 40 : 30
        let raw = color.raw
        switch raw >> 24 {
        case 1:
            let index = Int(raw & 0xFF)
            if index < 8 {
                writer.appendDecimal(base + index)
            } else if index < 16 {
                writer.appendDecimal(base + 60 + index - 8)
            } else {
                writer.appendDecimal(base + 8)
                writer.append(0x3B); writer.append(0x35); writer.append(0x3B) // ;5;
                writer.appendDecimal(index)
            }
        case 2:
            writer.appendFour(background ? 0x323B_3834 : 0x323B_3833) // 48;2 or 38;2
            writer.appendSemicolonAndByte(UInt8(truncatingIfNeeded: raw >> 16))
            writer.appendSemicolonAndByte(UInt8(truncatingIfNeeded: raw >> 8))
            writer.appendSemicolonAndByte(UInt8(truncatingIfNeeded: raw))
        default:
            writer.appendDecimal(base + 9)
        }
    }
}

/// The parts of a cell the SGR sequence controls.
struct _Pen: Equatable {
    var foreground: TerminalColor
    var background: TerminalColor
    var attributes: CellAttributes

    static let plain = _Pen(foreground: .default, background: .default, attributes: [])
}
