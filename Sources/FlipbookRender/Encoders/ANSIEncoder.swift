//  ANSIEncoder.swift — FlipbookRender
//  Flipbook's cell-buffer → ANSI/VT byte stream encoder (pipes, asciicast). Status: complete.

import Foundation

/// Turns cell buffers into the bytes a VT/xterm-compatible terminal draws, writing as little as
/// it can.
///
/// The encoder models the terminal it writes to — where the cursor is and which colours and
/// attributes (the *pen*) are set. The changed cells of a frame are written grouped by pen (every
/// cell of the first pen to appear, in row order, then the next pen's), so a pen is set once per
/// frame rather than at every boundary between colours; the cursor is moved only when the next
/// cell is not where it stands, by whichever of CUP, CHA, CUF, CUB, CUD, CUU or backspaces takes
/// fewest bytes; an SGR is written only when the pen must change. Every frame is wrapped in
/// synchronized-output mode 2026 so a terminal that knows it shows the frame at once; one that
/// does not ignores the mode. The pen is reset at the end of every frame, so whatever is written
/// after a frame starts from the terminal's defaults.
///
/// Output goes to one reusable byte buffer: the encode calls *append*, `removeAll()` empties it
/// and keeps its capacity. After the first frames have grown the buffer and the encoder's
/// scratch, encoding allocates nothing.
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
/// cursor position is treated as unknown and the next cell is reached with an explicit CUP, as is
/// the first cell of every frame.
public final class ANSIEncoder {
    /// The encoded bytes since the last `removeAll()`.
    ///
    /// Reading shares the storage (no copy); holding on to the array past the next encode call
    /// makes that call copy it once.
    public private(set) var bytes: [UInt8]

    /// The colours and attributes the terminal has set, or nil when unknown (before the first
    /// frame — whatever ran before us may have left any pen set).
    private var pen: _Pen?

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
        pen = nil
    }

    // MARK: - Frames

    /// Resets the pen, homes the cursor and clears the screen: what the first frame of a stream
    /// is preceded by, so the terminal's old contents do not show through unchanged cells.
    public func encodeClear() {
        // CSI 0 m when the pen is not known to be plain, then CSI H, CSI 2 J
        if pen != .plain { bytes.append(contentsOf: [0x1B, 0x5B, 0x30, 0x6D]) }
        bytes.append(contentsOf: [0x1B, 0x5B, 0x48, 0x1B, 0x5B, 0x32, 0x4A])
        pen = .plain
    }

    /// Writes every cell of `cells`.
    public func encodeFrame(_ cells: CellBuffer) {
        encode(cells, previous: Self.empty)
    }

    /// Writes only the cells of `current` that differ from `previous` (every cell when the sizes
    /// differ). When nothing changed, writes nothing at all — not even the synchronized-output
    /// wrapper.
    public func encodeDiff(from previous: CellBuffer, to current: CellBuffer) {
        encode(current, previous: previous)
    }

    /// A 0×0 buffer: diffing against it yields every cell (the sizes differ).
    private static let empty = CellBuffer(width: 0, height: 0)

    // MARK: - Scratch (kept between frames)
    //
    // The per-cell arrays are sized to the frame's cell count before a frame is encoded and
    // written through pointers: an append per changed cell checks the array's uniqueness, which
    // cost more than the rest of the per-cell work.

    /// The changed cells of the frame being encoded, as indices into the current buffer
    /// (`~index` for an orphaned continuation, written as a blank), in row order; the first
    /// `changedCount` count.
    private var changed: [Int32] = []
    private var changedCount = 0
    /// Each changed cell's pen group (pens numbered by first appearance), then the cells in
    /// write order (as `changed` codes).
    private var groups: [Int32] = []
    private var order: [Int32] = []
    /// Per group, where its cells start in `order` while it is built, then where they end.
    private var groupStarts: [Int32] = []
    /// How many pen groups the frame being encoded has.
    private var groupCount = 0
    /// Open-addressing table from a pen's key (+ 1, so that 0 marks an empty slot) to its group.
    /// Every slot is empty between frames: a frame empties the ones it filled (`groupSlots`).
    private var tableKeys: [UInt64] = []
    private var tableGroups: [Int32] = []
    /// The slot each group's key went in.
    private var groupSlots: [Int32] = []
    /// Where bytes are written before being appended to `bytes` in one copy.
    private var out = _ByteWriter()

    deinit { out.deallocate() }

    /// Writes the changes from `previous` to `current` (every cell when `all`).
    ///
    /// Cells are written grouped by pen — every cell of the first pen to appear, in row order,
    /// then every cell of the next — so the pen changes once per group rather than at every
    /// boundary between colours, and the cursor is moved between cells by whichever of CUP,
    /// CHA, CUF, CUB, CUD, CUU and backspace takes fewest bytes. The terminal ends up showing
    /// the same cells as when they are written in row order (no cell is written twice, and
    /// a wide character's right half is never written on its own).
    private func encode(_ current: CellBuffer, previous: CellBuffer) {
        let width = current.width
        let all = current.width != previous.width || current.height != previous.height
        collectChanges(current, previous: previous, all: all)
        guard changedCount > 0 else { return }
        orderByPen(current)

        var state = _EncodeState(writer: out, pen: pen, width: width)
        state.writer.reserve(64)
        state.appendSynchronizedOutput(begin: true)
        current.cells.withUnsafeBufferPointer { cells in
            order.withUnsafeBufferPointer { order in
                groupStarts.withUnsafeBufferPointer { ends in
                    // The cursor may have been moved by anyone between frames; the first cell always gets a CUP.
                    state.cursorKnown = false
                    var j = 0
                    for g in 0..<groupCount {
                        // A group's cells share one pen: only its first cell can need an SGR (an
                        // orphaned half, written as a plain blank, may differ from its group's pen).
                        var checkPen = true
                        for code in order[j..<Int(ends[g])] {
                            state.writer.reserve(160)
                            if code >= 0 {
                                state.write(cells[Int(code)], index: Int(code), checkPen: checkPen)
                                checkPen = false
                            } else {
                                let cell = cells[Int(~code)]
                                state.write(Cell(" ", foreground: cell.foreground, background: cell.background),
                                            index: Int(~code), checkPen: true)
                                checkPen = true
                            }
                        }
                        j = Int(ends[g])
                    }
                }
            }
        }
        state.writer.reserve(64)
        if state.pen != .plain {
            state.appendSGRReset()
            state.pen = .plain
        }
        state.appendSynchronizedOutput(begin: false)
        out = state.writer
        pen = state.pen
        bytes.append(contentsOf: UnsafeBufferPointer(start: out.base, count: out.count))
        out.count = 0
    }

    /// Fills `changed` with the cells to write, in row order (as `CellDiff` yields them), and
    /// sets `changedCount`.
    private func collectChanges(_ current: CellBuffer, previous: CellBuffer, all: Bool) {
        let count = current.cells.count
        if changed.count < count { changed.append(contentsOf: repeatElement(0, count: count - changed.count)) }
        var n = 0
        current.cells.withUnsafeBufferPointer { cur in
            previous.cells.withUnsafeBufferPointer { prev in
                changed.withUnsafeMutableBufferPointer { changed in
                    var i = 0
                    while i < count {
                        if !all {
                            // Most cells of a frame are unchanged: skip a run of them in a tight loop
                            // (a wide character's cell is left to the full test, which looks at both halves).
                            while i < count, cur[i].width != 2, Self.same(cur[i], prev[i]) {
                                i += 1
                                // Within a run, whole blocks at once from each block boundary.
                                if i % Self.unchangedBlockCells == 0 { i = Self.skipUnchangedBlocks(cur, prev, from: i) }
                            }
                            guard i < count else { break }
                        }
                        let cell = cur[i]
                        var isChanged = all || !Self.same(cell, prev[i])
                        if cell.width == 2, !isChanged, i + 1 < count {
                            isChanged = !Self.same(cur[i + 1], prev[i + 1])
                        }
                        if isChanged {
                            if cell.width == 0 {
                                // Its wide character was reported from its left cell (which looks at both halves);
                                // an orphaned half is written as a blank.
                                if !(i > 0 && cur[i - 1].width == 2) {
                                    changed[n] = ~Int32(truncatingIfNeeded: i)
                                    n += 1
                                }
                            } else {
                                changed[n] = Int32(truncatingIfNeeded: i)
                                n += 1
                            }
                        }
                        i += 1
                    }
                }
            }
        }
        changedCount = n
    }

    /// How many cells `collectChanges` compares at once as bytes.
    private static let unchangedBlockCells = 32

    /// The index after the whole blocks of cells from `start` whose bytes are the same (so is
    /// every field; padding that differs only sends a block cell by cell) and whose last cell
    /// is not a wide character's left half (its right half lies beyond): cells the cell-by-cell
    /// test of `collectChanges` would report none of. Out of line, so that a frame of changed
    /// cells pays nothing for it.
    @inline(never)
    private static func skipUnchangedBlocks(_ cur: UnsafeBufferPointer<Cell>, _ prev: UnsafeBufferPointer<Cell>,
                                            from start: Int) -> Int {
        let block = unchangedBlockCells
        var i = start
        while i + block <= cur.count, cur[i + block - 1].width != 2,
              memcmp(cur.baseAddress! + i, prev.baseAddress! + i, block * MemoryLayout<Cell>.stride) == 0 {
            i += block
        }
        return i
    }

    /// Whether two cells are equal, field by field; without a branch per field (most cells of
    /// a frame are unchanged, so every field is compared).
    @inline(__always)
    private static func same(_ a: Cell, _ b: Cell) -> Bool {
        (a.scalar.value ^ b.scalar.value) | (a.foreground.raw ^ b.foreground.raw) | (a.background.raw ^ b.background.raw)
            | UInt32(a.attributes.rawValue ^ b.attributes.rawValue) | UInt32(a.width ^ b.width) == 0
    }

    /// The pen of a cell as one integer (colours are 26 bits each: a tag and 24 bits).
    @inline(__always)
    private static func penKey(_ cell: Cell) -> UInt64 {
        UInt64(cell.foreground.raw) << 34 | UInt64(cell.background.raw) << 8 | UInt64(cell.attributes.rawValue)
    }

    /// Fills `order` with the `changed` codes grouped by pen (groups by first appearance, row
    /// order within a group), `groupStarts` with where each group ends in it and sets
    /// `groupCount`: a counting sort on group numbers from a small hash table.
    private func orderByPen(_ current: CellBuffer) {
        let n = changedCount
        if groups.count < n {
            groups.append(contentsOf: repeatElement(0, count: n - groups.count))
            order.append(contentsOf: repeatElement(0, count: n - order.count))
            groupSlots.append(contentsOf: repeatElement(0, count: n - groupSlots.count))
            groupStarts.append(contentsOf: repeatElement(0, count: n + 1 - groupStarts.count))
        }
        var tableSize = 16
        while tableSize < 2 * n { tableSize <<= 1 }
        if tableKeys.count < tableSize {
            tableKeys.append(contentsOf: repeatElement(0, count: tableSize - tableKeys.count))
            tableGroups.append(contentsOf: repeatElement(0, count: tableSize - tableGroups.count))
        }
        current.cells.withUnsafeBufferPointer { cells in
            changed.withUnsafeBufferPointer { changed in
                groups.withUnsafeMutableBufferPointer { groups in
                    order.withUnsafeMutableBufferPointer { order in
                        groupSlots.withUnsafeMutableBufferPointer { slots in
                            groupStarts.withUnsafeMutableBufferPointer { starts in
                                tableKeys.withUnsafeMutableBufferPointer { keys in
                                    tableGroups.withUnsafeMutableBufferPointer { ids in
                                        let count = Self.group(changed, count: n, cells: cells, keys: keys, ids: ids,
                                                                    mask: tableSize - 1, into: groups, slots: slots,
                                                                    sizes: starts)
                                        groupCount = count
                                        // Empty the slots this frame filled, for the next.
                                        for g in 0..<count { keys[Int(slots[g])] = 0 }
                                        // Sizes to starts, then each cell to its group's next place (which
                                        // leaves each start at its group's end).
                                        var sum: Int32 = 0
                                        for g in 0..<count {
                                            let size = starts[g]
                                            starts[g] = sum
                                            sum += size
                                        }
                                        for k in 0..<n {
                                            let g = Int(groups[k])
                                            order[Int(starts[g])] = changed[k]
                                            starts[g] += 1
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Numbers the pens of the first `count` `changed` cells by first appearance into `groups`,
    /// the slot of each group's key into `slots` and its number of cells into `sizes`; returns
    /// how many groups there are. `keys` must be empty (all 0) and hold `mask + 1` slots, at
    /// least twice `count`.
    @inline(__always)
    private static func group(_ changed: UnsafeBufferPointer<Int32>, count: Int, cells: UnsafeBufferPointer<Cell>,
                              keys: UnsafeMutableBufferPointer<UInt64>, ids: UnsafeMutableBufferPointer<Int32>, mask: Int,
                              into groups: UnsafeMutableBufferPointer<Int32>, slots: UnsafeMutableBufferPointer<Int32>,
                              sizes: UnsafeMutableBufferPointer<Int32>) -> Int {
        var groupCount = 0
        var lastKey: UInt64 = .max, lastGroup = 0
        for k in 0..<count {
            let code = changed[k]
            let key = penKey(cells[code >= 0 ? Int(code) : Int(~code)]) &+ 1
            if key != lastKey {
                var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 40) & mask
                while true {
                    if keys[slot] == key { lastGroup = Int(ids[slot]); break }
                    if keys[slot] == 0 {
                        keys[slot] = key
                        ids[slot] = Int32(truncatingIfNeeded: groupCount)
                        slots[groupCount] = Int32(truncatingIfNeeded: slot)
                        sizes[groupCount] = 0
                        lastGroup = groupCount
                        groupCount += 1
                        break
                    }
                    slot = (slot + 1) & mask
                }
                lastKey = key
            }
            groups[k] = Int32(truncatingIfNeeded: lastGroup)
            sizes[lastGroup] += 1
        }
        return groupCount
    }
}

/// The parts of a cell the SGR sequence controls.
private struct _Pen: Equatable {
    var foreground: TerminalColor
    var background: TerminalColor
    var attributes: CellAttributes

    static let plain = _Pen(foreground: .default, background: .default, attributes: [])
}

/// A growable byte buffer written through a raw pointer: callers `reserve` room for a
/// sequence, then write it without bounds checks. Its storage is kept from frame to frame.
private struct _ByteWriter {
    var base: UnsafeMutablePointer<UInt8>? = nil
    var count = 0
    var capacity = 0

    /// Makes room for `n` more bytes.
    @inline(__always)
    mutating func reserve(_ n: Int) {
        if count + n > capacity { grow(to: count + n) }
    }

    mutating func grow(to needed: Int) {
        let newCapacity = max(needed, capacity * 2, 4096)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        if let base {
            newBase.update(from: base, count: count)
            base.deallocate()
        }
        base = newBase
        capacity = newCapacity
    }

    func deallocate() { base?.deallocate() }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        base.unsafelyUnwrapped[count] = byte
        count &+= 1
    }

    /// ESC [
    @inline(__always)
    mutating func appendCSI() {
        append(0x1B)
        append(0x5B)
    }

    /// A non-negative integer in decimal.
    @inline(__always)
    mutating func appendDecimal(_ value: Int) {
        let n = max(value, 0)
        if n < 10 {
            append(0x30 &+ UInt8(truncatingIfNeeded: n))
        } else if n < 100 {
            append(0x30 &+ UInt8(truncatingIfNeeded: n / 10))
            append(0x30 &+ UInt8(truncatingIfNeeded: n % 10))
        } else if n < 1000 {
            append(0x30 &+ UInt8(truncatingIfNeeded: n / 100))
            append(0x30 &+ UInt8(truncatingIfNeeded: n / 10 % 10))
            append(0x30 &+ UInt8(truncatingIfNeeded: n % 10))
        } else {
            appendLongDecimal(n)
        }
    }

    mutating func appendLongDecimal(_ value: Int) {
        var n = value
        var divisor = 1
        while divisor <= n / 10 { divisor *= 10 }
        repeat {
            append(0x30 + UInt8(n / divisor))
            n %= divisor
            divisor /= 10
        } while divisor > 0
    }

    /// How many digits `appendDecimal` writes.
    @inline(__always)
    static func digits(_ value: Int) -> Int {
        var n = max(value, 0), d = 1
        while n >= 10 { n /= 10; d += 1 }
        return d
    }

    /// A scalar's UTF-8 bytes.
    @inline(__always)
    mutating func appendUTF8(_ scalar: Unicode.Scalar) {
        let v = scalar.value
        switch v {
        case ..<0x80:
            append(UInt8(v))
        case ..<0x800:
            append(0xC0 | UInt8(v >> 6))
            append(0x80 | UInt8(v & 0x3F))
        case ..<0x10000:
            append(0xE0 | UInt8(v >> 12))
            append(0x80 | UInt8((v >> 6) & 0x3F))
            append(0x80 | UInt8(v & 0x3F))
        default:
            append(0xF0 | UInt8(v >> 18))
            append(0x80 | UInt8((v >> 12) & 0x3F))
            append(0x80 | UInt8((v >> 6) & 0x3F))
            append(0x80 | UInt8(v & 0x3F))
        }
    }
}

/// The terminal model while one frame is encoded: the bytes so far, where the cursor is and
/// which pen is set.
private struct _EncodeState {
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
            writer.appendDecimal(base + 8)
            writer.append(0x3B); writer.append(0x32) // ;2
            writer.append(0x3B); writer.appendDecimal(Int((raw >> 16) & 0xFF))
            writer.append(0x3B); writer.appendDecimal(Int((raw >> 8) & 0xFF))
            writer.append(0x3B); writer.appendDecimal(Int(raw & 0xFF))
        default:
            writer.appendDecimal(base + 9)
        }
    }
}
