//  RunLayout.swift — FlipbookRender
//  A text run set as the device sets it (lines broken and truncated by the font's advances,
//  centred in the label), then each character put in the cell where its glyph stands on the
//  device, or as near as the cells allow. Status: complete.

import Foundation
import FlipbookGraphics

/// Lays text runs out by the system font's metrics (`TextMetrics`) and places their
/// characters on the cell grid.
///
/// A run's lines are those the device shows in the run's box: broken at its width, as many as
/// `numberOfLines` and the box's height allow, the last cut with "…" only where the device cuts
/// it. The block is centred vertically, each line aligned in the box, as a label sets them.
/// Each character then goes to the cell under its glyph's centre: text set larger than a cell
/// per glyph is spread out as it is on the device (a large title is wide), and text set
/// smaller is packed into consecutive cells centred on where it stands, spilling past its box
/// rather than being cut (what fits on the device shows whole). A run the cells push past the
/// scene's edge is moved back inside, as far as the device shows it inside.
///
/// Line layouts are cached by text, size, weight, width and line limit, so a steady frame
/// lays nothing out again; placement works in kept scratch storage.
package final class RunLayout {
    private struct Key: Hashable {
        var text: String
        var fontSize: CGFloat
        var bold: Bool
        var width: CGFloat
        var maxLines: Int
    }

    // Its stored state is used by one text pass at a time, never re-entered: exclusivity is
    // not checked at run time (the checks were about 4 % of a frame of `reveal`).
    @exclusivity(unchecked) private var cache: [Key: [TextLine]] = [:]
    /// Entries kept before the cache starts over (scenes show few distinct texts).
    static let cacheLimit = 512
    /// Glyphs whose centres stand this many cells apart (per cell of their widths) or more are
    /// spread out; closer ones are set in consecutive cells.
    static let spreadPitch = 1.5
    /// Per character of the line being placed: its first column.
    @exclusivity(unchecked) private var columns: [Int] = []

    package init() {}

    /// The lines the device shows `run` in a box of `size` points.
    package func lines(of run: TextRun, in size: CGSize) -> [TextLine] {
        let maxLines = Self.lineLimit(of: run, height: size.height)
        let key = Key(text: run.string, fontSize: run.fontSize, bold: run.isBold, width: size.width, maxLines: maxLines)
        if let cached = cache[key] { return cached }
        let laid = TextMetrics.lines(run.string, fontSize: run.fontSize, bold: run.isBold, width: size.width, maxLines: maxLines)
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = laid
        return laid
    }

    /// As many lines as `numberOfLines` allows and the box's height holds (at least one):
    /// UIKit's label shows no more.
    static func lineLimit(of run: TextRun, height: CGFloat) -> Int { run.lineLimit(height: height) }

    /// The local point (in the run's box of `size`) where line `index` of `lines` starts, on
    /// its middle: the block centred vertically, the line aligned across.
    static func origin(ofLine index: Int, of lines: [TextLine], run: TextRun, in size: CGSize) -> CGPoint {
        run.origin(ofLine: index, of: lines, in: size)
    }

    /// Places `line`'s characters on the cell grid and calls `body(index, column)` for each:
    /// `centreColumn(i)`, asked once for each glyph in order, is where glyph `i`'s centre stands
    /// in columns; `allowed` the columns its scene shows.
    ///
    /// Each character goes to the column under its centre when it stands `spreadPitch` cells or
    /// more from the one before, else just after that one. The push that gives the run's end is
    /// taken back as the alignment anchors it — none for leading text, all for trailing, half for centred — so runs stay aligned as
    /// on the device; then the run is moved inside `allowed` if the cells alone took it past
    /// an edge the device shows it within.
    func placeColumns(of line: TextLine, alignment: TextAlignment, allowed: ClosedRange<Int>,
                      centreColumn: (Int) -> Double, _ body: (Int, Int) -> Void) {
        let count = line.scalars.count
        guard count > 0 else { return }
        columns.removeAll(keepingCapacity: true)
        var next = Int.min
        var idealFirst = 0, idealEnd = 0
        var lastCentre = 0.0, lastWidth = 0
        for i in 0..<count {
            let w = max(TerminalWidth.of(line.scalars[i]), 1)
            let centre = centreColumn(i)
            guard centre.isFinite, abs(centre) < 1e6 else { return }
            let ideal = Int((centre - Double(w) / 2).rounded())
            if i == 0 { idealFirst = ideal }
            if i == count - 1 { idealEnd = ideal + w }
            // A gap only where the glyphs stand clearly further apart than cells: rounding
            // alone must not open one inside a word.
            let spread = i > 0 && centre - lastCentre >= Self.spreadPitch * Double(w + lastWidth) / 2
            let column = i == 0 ? ideal : (spread ? max(ideal, next) : next)
            columns.append(column)
            next = column + w
            lastCentre = centre
            lastWidth = w
        }
        let push = next - idealEnd
        var shift: Int
        switch alignment {
        case .center: shift = -push / 2
        case .right: shift = -push
        case .left, .natural, .justified: shift = 0
        }
        // An edge the device shows the run past (sliding in from off screen) holds nothing back.
        let low = idealFirst >= allowed.lowerBound ? allowed.lowerBound : Int.min / 2
        let high = idealEnd <= allowed.upperBound + 1 ? allowed.upperBound + 1 : Int.max / 2
        let first = columns[0] + shift, end = next + shift
        if first < low {
            shift += min(low - first, max(high - end, 0))
        } else if end > high {
            shift -= min(end - high, max(first - low, 0))
        }
        for i in 0..<count { body(i, columns[i] + shift) }
    }

    // MARK: Cells taken

    /// Per cell of the area (row-major, `takenWidth` a row): the display-list index of the run
    /// of this frame that holds it, or −1; and whether it holds it only as the cell beside its text.
    @exclusivity(unchecked) private var taken: [Int32] = []
    @exclusivity(unchecked) private var besideOnly: [Bool] = []
    @exclusivity(unchecked) private var takenWidth = 0, takenHeight = 0
    /// The line being written: per character, its column, its glyph's centre in the run's box,
    /// and whether the device shows it here (see `_TextPass`).
    @exclusivity(unchecked) var placed: [(column: Int, glyph: CGPoint, shown: Bool)] = []
    /// The frame's text items, strongest first (see `_TextPass.draw(_:into:)`).
    @exclusivity(unchecked) var order: [(strength: Float, index: Int)] = []

    /// Starts a frame of `columns × rows` cells with none taken.
    func beginFrame(columns: Int, rows: Int) {
        takenWidth = columns
        takenHeight = rows
        taken.removeAll(keepingCapacity: true)
        taken.append(contentsOf: repeatElement(-1, count: columns * rows))
        besideOnly.removeAll(keepingCapacity: true)
        besideOnly.append(contentsOf: repeatElement(false, count: columns * rows))
        order.removeAll(keepingCapacity: true)
    }

    /// The run holding cell (`column`, `row`) of the area, and whether only as the cell beside
    /// its text; nil when free (or outside the area).
    func holder(column: Int, row: Int) -> (index: Int, besideOnly: Bool)? {
        guard column >= 0, row >= 0, column < takenWidth, row < takenHeight else { return nil }
        let k = row * takenWidth + column
        return taken[k] < 0 ? nil : (Int(taken[k]), besideOnly[k])
    }

    /// Run `index` takes `columns` of `row` (those inside the area and free), its text from
    /// `text.lowerBound` to `text.upperBound` and the cells either side as beside it.
    func take(_ text: ClosedRange<Int>, row: Int, index: Int) {
        let low = max(text.lowerBound - 1, 0), high = min(text.upperBound + 1, takenWidth - 1)
        guard row >= 0, row < takenHeight, low <= high else { return }
        for column in low...high where taken[row * takenWidth + column] < 0 {
            taken[row * takenWidth + column] = Int32(truncatingIfNeeded: index)
            besideOnly[row * takenWidth + column] = !text.contains(column)
        }
    }
}
