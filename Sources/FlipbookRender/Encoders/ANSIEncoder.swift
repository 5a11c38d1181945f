//  ANSIEncoder.swift — FlipbookRender
//  Flipbook's cell-buffer → ANSI/VT byte stream encoder (pipes, asciicast). Status: complete.

import Foundation

/// Turns cell buffers into the bytes a VT/xterm-compatible terminal draws, writing as little as
/// it can.
///
/// The encoder models the terminal it writes to — where the cursor is and which colours and
/// attributes (the *pen*) are set. The cells of a frame's diff (`CellDiff`) are written grouped by pen (every
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

    /// The cells to write of the frame being encoded, as `CellDiff.Scan` yields them (indices
    /// into the current buffer; `~index` for a cell written blanked), in row order; the first
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

    /// Writes the cells `CellDiff` yields from `previous` to `current` (every cell when the sizes differ).
    ///
    /// Cells are written grouped by pen — every cell of the first pen to appear, in row order,
    /// then every cell of the next — so the pen changes once per group rather than at every
    /// boundary between colours, and the cursor is moved between cells by whichever of CUP,
    /// CHA, CUF, CUB, CUD, CUU and backspace takes fewest bytes. The terminal ends up showing
    /// the same cells as when they are written in row order (no cell is written twice, and
    /// a wide character's right half is never written on its own).
    private func encode(_ current: CellBuffer, previous: CellBuffer) {
        let width = current.width
        collectChanges(current, previous: previous)
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
                        // A group's cells share one pen (a blanked cell keeps its pen): only its
                        // first cell can need an SGR.
                        var checkPen = true
                        for code in order[j..<Int(ends[g])] {
                            state.writer.reserve(160)
                            if code >= 0 {
                                state.write(cells[Int(code)], index: Int(code), checkPen: checkPen)
                            } else {
                                state.write(CellDiff.blanked(cells[Int(~code)]), index: Int(~code), checkPen: checkPen)
                            }
                            checkPen = false
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

    /// Fills `changed` with the cells to write, in row order (the one diff, `CellDiff.Scan`),
    /// and sets `changedCount`.
    private func collectChanges(_ current: CellBuffer, previous: CellBuffer) {
        let count = current.cells.count
        if changed.count < count { changed.append(contentsOf: repeatElement(0, count: count - changed.count)) }
        var scan = CellDiff.Scan(current: current, previous: previous)
        changedCount = current.cells.withUnsafeBufferPointer { cur in
            previous.cells.withUnsafeBufferPointer { prev in
                changed.withUnsafeMutableBufferPointer { scan.collect(cur, prev, into: $0) }
            }
        }
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
