//  CellDiff.swift — FlipbookRender
//  Flipbook's one cell diff: what a backend writes to take a terminal from one frame to the next,
//  and the wide-character rule. Status: complete.

import Foundation

/// The cells to write to take a terminal showing `previous` to `current`, as `(x, y, cell)` in
/// row order; every cell when the sizes differ. Every backend writes through it (the ncurses
/// screen iterates it, the ANSI encoder collects its `Scan` in bulk); iterating allocates nothing.
///
/// The wide-character rule, as a terminal applies it. A row is read left to right in *units*:
/// a cell of `width` 2 with a column to its right is a wide character whose unit is both cells
/// (the right one, its continuation, is covered by it whatever it holds, and is never written on
/// its own); any other cell is a unit of one. A unit is written:
/// - when any of its cells changed: a change to a continuation rewrites its wide character;
/// - when the unit to its left is written and the previous frame had a wide character across
///   their boundary: a terminal that overwrites half of a wide character erases the other half,
///   so the half still standing in the new frame is written again.
///
/// A cell that cannot show its character where it stands — a continuation not covered by a wide
/// character (an *orphan*, left when its wide character was overwritten) or a wide character in
/// the last column — is yielded as a space in its colours and attributes (`blanked(_:)`).
/// `TextSnapshot.lines` reads a frame by the same rule.
public struct CellDiff: Sequence {
    let current: CellBuffer
    let previous: CellBuffer

    init(current: CellBuffer, previous: CellBuffer) {
        self.current = current
        self.previous = previous
    }

    public struct Iterator: IteratorProtocol {
        let current: CellBuffer
        let previous: CellBuffer
        var scan: Scan

        public mutating func next() -> (x: Int, y: Int, cell: Cell)? {
            var scan = self.scan
            defer { self.scan = scan }
            let code = current.cells.withUnsafeBufferPointer { cur in
                previous.cells.withUnsafeBufferPointer { prev in scan.next(cur, prev) }
            }
            guard let code else { return nil }
            let index = code >= 0 ? code : ~code
            let cell = current.cells[index]
            return (index % current.width, index / current.width, code >= 0 ? cell : CellDiff.blanked(cell))
        }
    }

    public func makeIterator() -> Iterator {
        Iterator(current: current, previous: previous, scan: Scan(current: current, previous: previous))
    }

    /// A cell that cannot show its character where it stands, as it is written: a space in its
    /// colours and attributes.
    @inline(__always)
    static func blanked(_ cell: Cell) -> Cell {
        Cell(" ", foreground: cell.foreground, background: cell.background, attributes: cell.attributes)
    }

    /// The diff as a resumable scan over the two frames' cells: `next` returns the next cell to
    /// write as its index, or `~index` when it is to be written `blanked`; `collect` stores them all.
    ///
    /// The fast path: unchanged cells are skipped in a tight loop, and from each 32-cell block
    /// boundary whole blocks at once with `memcmp` (so a run of unchanged rows costs a `memcmp`
    /// per block). The skip never passes a wide character's cell, whose full test looks at both
    /// halves; so it always stops at the first cell of a unit, and the reading stays in step.
    struct Scan {
        /// The frames' width and cell count; `all` when their sizes differ (every unit is written
        /// and the previous frame is never read).
        let width: Int, count: Int, all: Bool
        /// The next cell to look at: always the first cell of a unit.
        var index = 0
        /// Whether the unit at `index` must be written whatever it holds: the unit left of it
        /// (in its row) is written, over the left half of a wide character of the previous frame.
        var forced = false

        init(current: CellBuffer, previous: CellBuffer) {
            width = current.width
            count = current.cells.count
            all = current.width != previous.width || current.height != previous.height
        }

        /// The next cell to write (`~index`: blanked), or nil when the frame has no more.
        /// `current` and `previous` are the frames' cells, the same on every call.
        mutating func next(_ current: UnsafeBufferPointer<Cell>, _ previous: UnsafeBufferPointer<Cell>) -> Int? {
            while index < count {
                if let code = Self.step(current, previous, width: width, all: all,
                                        index: &index, forced: &forced) { return code }
            }
            return nil
        }

        /// Stores every code `next` would return from here, in order, into `codes` (room for one
        /// per cell) and returns how many: the encoder's bulk path, one loop whose state stays in
        /// registers (a store through `codes` could alias `self`, so it works on locals).
        mutating func collect(_ current: UnsafeBufferPointer<Cell>, _ previous: UnsafeBufferPointer<Cell>,
                              into codes: UnsafeMutableBufferPointer<Int32>) -> Int {
            var (i, forced) = (index, self.forced)
            defer { (index, self.forced) = (i, forced) }
            let (width, count) = (width, count)
            var n = 0
            // Two loops, each with `all` a constant: a full repaint tests nothing.
            if all {
                while i < count {
                    if let code = Self.step(current, previous, width: width, all: true,
                                            index: &i, forced: &forced) {
                        codes[n] = Int32(truncatingIfNeeded: code)
                        n &+= 1
                    }
                }
            } else {
                while i < count {
                    if let code = Self.step(current, previous, width: width, all: false,
                                            index: &i, forced: &forced) {
                        codes[n] = Int32(truncatingIfNeeded: code)
                        n &+= 1
                    }
                }
            }
            return n
        }

        /// One step of the scan from `index` (< the cell count): skips the unchanged cells that
        /// need no writing, then reads one unit; returns its code when it is written, and leaves
        /// `index` at the next unit (or the end) and `forced` in step. Where a row ends is asked
        /// (a division) only at wide characters, old or new: the rest of the frame pays nothing
        /// for the rule.
        @inline(__always)
        static func step(_ current: UnsafeBufferPointer<Cell>, _ previous: UnsafeBufferPointer<Cell>, width: Int,
                         all: Bool, index: inout Int, forced: inout Bool) -> Int? {
            var i = index
            // Whether the skip stopped at a changed cell (then it need not be compared again).
            var changed = false
            if !all && !forced {
                while i < current.count {
                    let (a, b) = (words(current, i), words(previous, i))
                    if a.1 & widthMask == wideWidth { break }
                    if (a.0 ^ b.0) | ((a.1 ^ b.1) & fieldsMask) != 0 {
                        changed = true
                        break
                    }
                    i &+= 1
                    if i % blockCells == 0 { i = skipUnchangedBlocks(current, previous, from: i) }
                }
                guard i < current.count else {
                    index = i
                    return nil
                }
            }
            let cell = current[i]
            // A wide character with a column to its right in its row.
            let wide = cell.width == 2 && (i &+ 1) % width != 0
            let write = all || forced || changed || !same(cell, previous[i])
                || (wide && !same(current[i &+ 1], previous[i &+ 1]))
            index = i &+ (wide ? 2 : 1)
            // Written over the left half of a wide character of the previous frame whose right
            // half is the next unit of the row: the terminal erases that half, so it is written too.
            forced = !all && write && previous[index &- 1].width == 2 && index % width != 0
            guard write else { return nil }
            return cell.width == 0 || (cell.width == 2 && !wide) ? ~i : i
        }

        /// How many cells `skipUnchangedBlocks` compares at once as bytes.
        static let blockCells = 32

        /// The index after the whole blocks of cells from `start` whose bytes are the same and
        /// whose last cell is not a wide character's (its right half lies beyond). Out of line,
        /// so that a frame of changed cells pays nothing for it.
        @inline(never)
        static func skipUnchangedBlocks(_ current: UnsafeBufferPointer<Cell>, _ previous: UnsafeBufferPointer<Cell>,
                                        from start: Int) -> Int {
            var i = start
            while i &+ blockCells <= current.count, current[i &+ blockCells &- 1].width != 2,
                  sameBytes(current, previous, i, blockCells) {
                i &+= blockCells
            }
            return i
        }

        /// Whether `count` cells from `start` have the same bytes in both frames: then so has
        /// every field. (Padding that differs only sends the cells to the field-by-field test.)
        @inline(__always)
        static func sameBytes(_ current: UnsafeBufferPointer<Cell>, _ previous: UnsafeBufferPointer<Cell>,
                              _ start: Int, _ count: Int) -> Bool {
            memcmp(current.baseAddress! + start, previous.baseAddress! + start, count * MemoryLayout<Cell>.stride) == 0
        }

        /// Cell `i` as its two 8-byte words: the scalar and foreground, then the background,
        /// attributes, width and two bytes of padding (`fieldsMask` keeps all but the padding).
        /// The skip loop compares cells so, two loads each instead of one per field; the layout
        /// is Cell's declaration order, which a test holds it to.
        @inline(__always)
        static func words(_ cells: UnsafeBufferPointer<Cell>, _ i: Int) -> (UInt64, UInt64) {
            let raw = UnsafeRawPointer(cells.baseAddress! + i)
            return (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }

        /// In a cell's second word: the background, attributes and width; the width alone; a
        /// width of 2 there.
        static let fieldsMask: UInt64 = 0x0000_FFFF_FFFF_FFFF
        static let widthMask: UInt64 = 0x0000_FF00_0000_0000
        static let wideWidth: UInt64 = 0x0000_0200_0000_0000

        /// Whether two cells are equal, field by field, without a branch per field (most cells
        /// of a frame are unchanged, so every field is compared).
        @inline(__always)
        static func same(_ a: Cell, _ b: Cell) -> Bool {
            (a.scalar.value ^ b.scalar.value) | (a.foreground.raw ^ b.foreground.raw) | (a.background.raw ^ b.background.raw)
                | UInt32(a.attributes.rawValue ^ b.attributes.rawValue) | UInt32(a.width ^ b.width) == 0
        }
    }
}
