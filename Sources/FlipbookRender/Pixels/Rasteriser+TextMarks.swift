//  Rasteriser+TextMarks.swift — FlipbookRender
//  How much of each readable text run comes through what is painted after it: the text
//  pass shows a run dimmed under a translucent cover and not at all under an opaque one.
//  Status: complete.

import Foundation
import FlipbookGraphics

/// A readable text run of the frame: the pixels where the text pass may write its characters
/// (the whole cells of `_TextPass.writableCells`, and a margin for rounding), and where their values start in
/// the rasteriser's `textMarkCover` and `textMarkUnder`.
struct _TextMark {
    let index: Int
    let box: _PixelBox
    let offset: Int
}

/// The text marks of a frame, read through pointers: valid only inside the scopes that made them.
struct _TextMarks {
    let marks: UnsafeBufferPointer<_TextMark>
    let cover: UnsafeBufferPointer<Float>
    let under: UnsafeBufferPointer<PremultipliedPixel>

    /// The mark of display-list item `index`, if the item is a readable run the frame marked.
    func mark(ofItem index: Int) -> _TextMark? {
        // Marks are in display-list order.
        var lo = 0, hi = marks.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if marks[mid].index < index { lo = mid + 1 } else { hi = mid }
        }
        return lo < marks.count && marks[lo].index == index ? marks[lo] : nil
    }

    /// Where pixel `(x, y)` of item `index`'s mark is kept in `cover` and `under`.
    func pixel(ofItem index: Int, x: Int, y: Int) -> Int? {
        mark(ofItem: index).flatMap { Self.pixel(of: $0, x: x, y: y) }
    }

    /// Where pixel `(x, y)` of `mark` is kept, nil outside its box.
    @inline(__always)
    static func pixel(of mark: _TextMark, x: Int, y: Int) -> Int? {
        let box = mark.box
        guard x >= box.x0, x < box.x1, y >= box.y0, y < box.y1 else { return nil }
        return mark.offset + (y - box.y0) * box.width + (x - box.x0)
    }
}

extension Rasteriser {
    /// Columns of margin either side of a run's box, and rows above and below, where the text
    /// pass's rounding may place a character.
    static let textMarkMargin = (columns: 2, rows: 1)

    /// Marks readable text item `index`: keeps what is beneath its cells (the transmittance so
    /// far and the pixels) and starts the transmittance there afresh, so that at the end of the
    /// frame the plane holds what the items after it let through (`finishTextMarks`).
    func markText(_ item: DisplayItem, index: Int, viewport: Viewport, bufferBox: _PixelBox, target: _RasterTarget) {
        guard item.opacity > 0, let cells = _TextPass.writableCells(of: item, viewport: viewport) else { return }
        let ppcX = viewport.pixelsPerCellX, ppcY = viewport.pixelsPerCellY
        // Far off the grid, a box is held to a range an `Int` takes (a NaN edge, from an
        // infinite transform, as 0).
        func cell(_ v: Double, _ rounding: FloatingPointRoundingRule) -> Int {
            Int(saturating: min(max(v, -1e6), 1e6), rounding: rounding)
        }
        let margin = Self.textMarkMargin
        let box = _PixelBox(x0: (cell(cells.left, .down) - margin.columns) * ppcX,
                            y0: (cell(cells.top, .down) - margin.rows) * ppcY,
                            x1: (cell(cells.right, .up) + margin.columns) * ppcX,
                            y1: (cell(cells.bottom, .up) + margin.rows) * ppcY).intersection(bufferBox)
        guard !box.isEmpty else { return }
        textMarks.append(_TextMark(index: index, box: box, offset: textMarkCover.count))
        for y in box.y0..<box.y1 {
            let start = y * target.width + box.x0
            textMarkCover.append(contentsOf: UnsafeBufferPointer(start: target.cover + start, count: box.width))
            textMarkUnder.append(contentsOf: UnsafeBufferPointer(start: target.pixels + start, count: box.width))
            (target.cover + start).update(repeating: 1, count: box.width)
        }
    }

    /// At the end of a frame, for each mark from the last: what the plane holds in its box is
    /// what the items after it let through — kept as the mark's — and the plane becomes again
    /// what it would have been unmarked (that times what was kept at the mark). Undone in
    /// reverse order, overlapping marks each get exactly their own share.
    func finishTextMarks(target: _RasterTarget) {
        textMarkCover.withUnsafeMutableBufferPointer { kept in
            for mark in textMarks.reversed() {
                let box = mark.box
                var k = mark.offset
                for y in box.y0..<box.y1 {
                    let row = target.cover + y * target.width
                    for x in box.x0..<box.x1 {
                        let after = row[x]
                        row[x] = kept[k] * after
                        kept[k] = after
                        k += 1
                    }
                }
            }
        }
    }
}
