//  CellDiff.swift — FlipbookRender
//  Flipbook's one cell diff: what a backend writes to take a terminal from one frame to the next,
//  and the wide-character rule. Status: complete.

import Foundation

/// The cells to write to take a terminal showing `previous` to `current`, as `(x, y, cell)` in
/// row order; every cell when the sizes differ. Every backend writes through it (the ncurses
/// screen iterates it, the ANSI encoder steps its `Scan` directly); iterating allocates nothing.
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
    /// write as its index, or `~index` when it is to be written `blanked`.
    ///
    /// The fast path: a row whose bytes equal the previous frame's is skipped with one `memcmp`
    /// (nothing in it can need writing: the rule above never reaches across rows); in a row that
    /// changed, runs of equal cells are skipped in a tight loop, whole blocks at once from each
    /// block boundary. Neither skips a wide character's cell: those take the full test, which
    /// looks at both halves and keeps the reading in step with the units.
    struct Scan {
        /// The frames' width and cell count; `all` when their sizes differ (every unit is written
        /// and the previous frame is never read).
        let width: Int, count: Int, all: Bool
        /// The next cell to look at: always the first cell of a unit.
        var index = 0
        /// The end of the row `index` is in (`index == rowEnd`: the next row is to be found).
        var rowEnd = 0
        /// Whether the unit left of `index` is written this frame.
        var leftWritten = false

        init(current: CellBuffer, previous: CellBuffer) {
            width = current.width
            count = current.cells.count
            all = current.width != previous.width || current.height != previous.height
        }

        /// The next cell to write (`~index`: blanked), or nil when the frame has no more.
        /// `current` and `previous` are the frames' cells, the same on every call.
        @inline(__always)
        mutating func next(_ current: UnsafeBufferPointer<Cell>, _ previous: UnsafeBufferPointer<Cell>) -> Int? {
            while true {
                if index == rowEnd {
                    guard nextRow(current, previous) else { return nil }
                }
                if !all {
                    skipUnchanged(current, previous)
                    if index == rowEnd { continue }
                }
                let i = index
                let cell = current[i]
                let wide = cell.width == 2 && i + 1 < rowEnd
                let write = all || !Self.same(cell, previous[i])
                    || (wide && !Self.same(current[i + 1], previous[i + 1]))
                    || (leftWritten && previous[i - 1].width == 2)
                index = wide ? i + 2 : i + 1
                leftWritten = write
                guard write else { continue }
                return cell.width == 0 || (cell.width == 2 && !wide) ? ~i : i
            }
        }

        /// Moves to the start of the next row that can hold a change; false when none is left.
        @inline(__always)
        mutating func nextRow(_ current: UnsafeBufferPointer<Cell>, _ previous: UnsafeBufferPointer<Cell>) -> Bool {
            var start = rowEnd
            if !all {
                while start < count, Self.sameBytes(current, previous, start, width) { start += width }
            }
            guard start < count else {
                index = count
                rowEnd = count
                return false
            }
            index = start
            rowEnd = start + width
            leftWritten = false
            return true
        }

        /// Moves `index` past the unchanged cells from it that need no writing, stopping at a
        /// wide character's cell and at the row's end.
        @inline(__always)
        mutating func skipUnchanged(_ current: UnsafeBufferPointer<Cell>, _ previous: UnsafeBufferPointer<Cell>) {
            // The cell right of a written unit may be the standing half of a wide character.
            if leftWritten && previous[index - 1].width == 2 { return }
            var i = index
            while i < rowEnd, current[i].width != 2, Self.same(current[i], previous[i]) {
                i += 1
                if i % Self.blockCells == 0 { i = Self.skipUnchangedBlocks(current, previous, from: i, to: rowEnd) }
            }
            if i != index {
                index = i
                leftWritten = false
            }
        }

        /// How many cells `skipUnchangedBlocks` compares at once as bytes.
        static let blockCells = 32

        /// The index after the whole blocks of cells from `start` (up to `end`) whose bytes are
        /// the same and whose last cell is not a wide character's (its right half lies beyond).
        /// Out of line, so that a frame of changed cells pays nothing for it.
        @inline(never)
        static func skipUnchangedBlocks(_ current: UnsafeBufferPointer<Cell>, _ previous: UnsafeBufferPointer<Cell>,
                                        from start: Int, to end: Int) -> Int {
            var i = start
            while i + blockCells <= end, current[i + blockCells - 1].width != 2,
                  sameBytes(current, previous, i, blockCells) {
                i += blockCells
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

        /// Whether two cells are equal, field by field, without a branch per field (most cells
        /// of a frame are unchanged, so every field is compared).
        @inline(__always)
        static func same(_ a: Cell, _ b: Cell) -> Bool {
            (a.scalar.value ^ b.scalar.value) | (a.foreground.raw ^ b.foreground.raw) | (a.background.raw ^ b.background.raw)
                | UInt32(a.attributes.rawValue ^ b.attributes.rawValue) | UInt32(a.width ^ b.width) == 0
        }
    }
}
