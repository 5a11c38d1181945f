//  CellBuffer.swift — FlipbookRender
//  Flipbook's grid of terminal cells (its diff: CellDiff.swift). Status: complete.

import Foundation

/// A grid of cells, row-major, top row first: one terminal frame.
public struct CellBuffer: Equatable, Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    @usableFromInline package var cells: [Cell]

    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        cells = [Cell](repeating: fill, count: self.width * self.height)
    }

    /// Inlinable: the HUD writes a thousand cells a frame through it from another module.
    @inlinable public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    /// Changes the size (every cell becomes `fill`), reusing the storage's capacity.
    public mutating func resize(width: Int, height: Int, fill: Cell = .blank) {
        let count = max(width, 0) * max(height, 0)
        self.width = max(width, 0)
        self.height = max(height, 0)
        if cells.count == count {
            self.fill(fill)
        } else {
            cells.removeAll(keepingCapacity: true)
            cells.append(contentsOf: repeatElement(fill, count: count))
        }
    }

    /// Sets every cell to `cell`.
    ///
    /// A cell is stored field by field, so a frame's worth (16 800 at 240×70) is filled by
    /// storing a few and then copying what is filled onto the rest, doubling each time: the
    /// copies are plain memory copies (7 µs for 240×70 here, against 17 µs cell by cell).
    public mutating func fill(_ cell: Cell) {
        cells.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            Self.fill(base, 0..<buffer.count, with: cell)
        }
    }

    /// Sets every cell outside `area` to `cell`, leaving the cells inside it as they are: for a
    /// caller that then draws all of `area` itself (the previewer's device, which the renderer
    /// covers whole), so those cells are not written twice.
    public mutating func fill(_ cell: Cell, except area: CellRect) {
        let c0 = min(max(area.column, 0), width), c1 = min(max(area.maxColumn, 0), width)
        let r0 = min(max(area.row, 0), height), r1 = min(max(area.maxRow, 0), height)
        guard c0 < c1, r0 < r1 else { return fill(cell) }
        let width = width
        cells.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            // What lies before the area's first cell, between its rows and after its last cell
            // is one run each.
            Self.fill(base, 0..<(r0 * width + c0), with: cell)
            for r in r0..<(r1 - 1) { Self.fill(base, (r * width + c1)..<((r + 1) * width + c0), with: cell) }
            Self.fill(base, ((r1 - 1) * width + c1)..<buffer.count, with: cell)
        }
    }

    /// Copies `source`'s cells onto this buffer with its top left at (`x`, `y`), row by row, the
    /// part that falls outside left out: for a block of cells made once and shown every frame
    /// (a plot), one copy a row instead of a write a cell.
    public mutating func copy(_ source: CellBuffer, toX x: Int, y: Int) {
        let c0 = max(x, 0), c1 = min(x + source.width, width)
        let r0 = max(y, 0), r1 = min(y + source.height, height)
        guard c0 < c1, r0 < r1 else { return }
        let w = width
        source.cells.withUnsafeBufferPointer { from in
            cells.withUnsafeMutableBufferPointer { to in
                guard let fromBase = from.baseAddress, let toBase = to.baseAddress else { return }
                for r in r0..<r1 {
                    (toBase + r * w + c0).update(from: fromBase + (r - y) * source.width + (c0 - x), count: c1 - c0)
                }
            }
        }
    }

    /// Sets the cells of `range` to `cell`: a few stored, then what is filled copied onto the
    /// rest, doubling each time.
    private static func fill(_ base: UnsafeMutablePointer<Cell>, _ range: Range<Int>, with cell: Cell) {
        let start = base + range.lowerBound
        var filled = min(range.count, 64)
        start.update(repeating: cell, count: filled)
        while filled < range.count {
            let n = min(filled, range.count - filled)
            // `Cell` is plain data (no references), so its bytes may be copied as they are.
            memcpy(start + filled, start, n * MemoryLayout<Cell>.stride)
            filled += n
        }
    }

    /// Writes `string` from (x, y) along the row in the given colours, wide characters taking
    /// two cells; stops at the right edge, or at the end of `columns` when given (a wide
    /// character that would straddle it is dropped), and writes nothing left of `columns`.
    /// Returns the column after the last cell written.
    @discardableResult
    @inlinable  // the HUD writes every label through it, every frame
    public mutating func write(_ string: String, x: Int, y: Int, foreground: TerminalColor = .default,
                               background: TerminalColor = .default, attributes: CellAttributes = [],
                               within columns: Range<Int>? = nil) -> Int {
        guard y >= 0, y < height else { return x }
        let left = max(columns?.lowerBound ?? 0, 0), right = min(columns?.upperBound ?? width, width)
        var column = x
        for scalar in string.unicodeScalars {
            let w = TerminalWidth.of(scalar)
            guard w > 0 else { continue }
            guard column + w <= right else { break }
            if column >= left {
                self[column, y] = Cell(scalar, foreground: foreground, background: background, attributes: attributes, width: UInt8(w))
                if w == 2 { self[column + 1, y] = Cell(" ", foreground: foreground, background: background, attributes: attributes, width: 0) }
            }
            column += w
        }
        return column
    }

    /// The cells to write to take a terminal from `previous` to this frame, in row order (every
    /// cell when the sizes differ), by the wide-character rule `CellDiff` documents. Iterating
    /// allocates nothing.
    public func diff(from previous: CellBuffer) -> CellDiff {
        CellDiff(current: self, previous: previous)
    }
}

/// How many columns a character takes in a terminal.
public enum TerminalWidth {
    /// 0 for combining marks and controls, 2 for East Asian wide and fullwidth characters and
    /// emoji presentation, 1 otherwise (the ranges follow Unicode's EastAsianWidth W and F).
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
        if v < 0x300 { return 1 }
        switch v {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F, 0x20D0...0x20FF: return 0
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
             0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
             0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
             0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
             0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55,
             0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
             0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
