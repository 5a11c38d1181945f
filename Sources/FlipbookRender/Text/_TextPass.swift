//  _TextPass.swift — FlipbookRender
//  Flipbook's text pass: a frame's readable text runs written as characters over the blitted
//  cells. Status: complete.

import Foundation
import FlipbookGraphics

/// Writes every readable text run of a display list as characters over the blitted cells.
///
/// A run is set as the device sets it and its characters placed where its glyphs stand
/// (`RunLayout`), in the run's colour blended over the cell's background
/// by the run's opacity, and dimmed by what covers it: the items painted after it let through
/// a share of its light (their transmittance, kept by the rasteriser in the run's mark), and a
/// character shows by that share. It is left out where that share falls below
/// `leastTransmittanceShown`, outside the item's clips, or outside the area. Runs scaled or
/// turned too far to read are greeked by the rasteriser instead (`Rasteriser.isGreeked(_:viewport:)`).
///
/// Made by the renderer for one frame, after the blit: it reads that frame's pixels and
/// text marks (`planes`), so it is valid only inside the scopes that made them.
struct _TextPass {
    let viewport: Viewport
    let pixelsPerCell: (x: Int, y: Int)
    let colorMode: ColorMode
    let quantizer: ColorQuantizer
    let layout: RunLayout
    let planes: _TextPlanes

    /// Below this share of its light coming through what covers it, a character is left out
    /// and its cell shows the cover's picture (without colour, below `leastTransmittanceShownWithoutColour`).
    /// Deviation: a cell holds a whole character or none, so a glyph that a cover's edge
    /// partly hides on the device is here shown dimmed or not at all.
    static let leastTransmittanceShown: Float = 0.25
    /// Without colour a character cannot be dimmed: it shows where at least half its light does.
    static let leastTransmittanceShownWithoutColour: Float = 0.5

    /// Writes every readable text run of `list` into `cells`, the strongest first (opacity ×
    /// colour alpha; between equals, the one on top): a run holds the cells from its lines'
    /// first character shown to the last and one either side, and a word of a later run goes
    /// only to cells no stronger run holds, whole or not at all — so where two runs cross-fade
    /// over each other (a navigation bar's titles) each cell reads as the one that shows more,
    /// never a mix of both. A line that lands only on the cell beside another run moves a
    /// column or two clear of it instead.
    func draw(_ list: DisplayList, into cells: inout CellBuffer) {
        layout.beginFrame(columns: viewport.columns, rows: viewport.rows)
        // Most items are not text: test each in place (no copy of the item, no retains).
        list.items.withUnsafeBufferPointer { items in
            for index in items.indices {
                guard case .text(let run) = items[index].content else { continue }
                layout.order.append((Float(items[index].opacity * run.color.alpha), index))
            }
            // Insertion sort, in place (a library sort may allocate): strongest, then topmost, first.
            var order = layout.order
            layout.order = []
            for i in order.indices.dropFirst() {
                let entry = order[i]
                var j = i
                while j > 0, order[j - 1].strength < entry.strength
                        || (order[j - 1].strength == entry.strength && order[j - 1].index < entry.index) {
                    order[j] = order[j - 1]
                    j -= 1
                }
                order[j] = entry
            }
            for entry in order { draw(items[entry.index], index: entry.index, in: items, into: &cells) }
            layout.order = order
        }
    }

    /// Lays out and writes the run of text item `item` (display-list index `index`): its lines
    /// as the device sets them, each in the row under its middle (or the next free one, the
    /// block moved back by half the push), its characters placed by `RunLayout`.
    private func draw(_ item: DisplayItem, index: Int, in items: UnsafeBufferPointer<DisplayItem>, into cells: inout CellBuffer) {
        guard case .text(let run) = item.content, item.opacity > 0, !Rasteriser.isGreeked(item, viewport: viewport),
              let mark = planes.marks.mark(ofItem: index) else { return }
        let lines = layout.lines(of: run, in: item.size)
        guard !lines.isEmpty else { return }
        let m = item.transform.concatenating(viewport.pointsToPixels)
        let ppc = (x: Double(pixelsPerCell.x), y: Double(pixelsPerCell.y))
        func middleRow(ofLine k: Int) -> Int? {
            let origin = RunLayout.origin(ofLine: k, of: lines, run: run, in: item.size)
            // Far off the grid (an infinite transform's), a row is held to a range an `Int` takes, NaN as 0.
            return m.apply(CGPoint(x: origin.x + lines[k].width / 2, y: origin.y))
                .map { Int(saturating: min(max(Double($0.y) / ppc.y, -1e6), 1e6), rounding: .down) }
        }
        var lastRow = Int.min, idealLastRow = 0
        for k in lines.indices {
            guard let ideal = middleRow(ofLine: k) else { return }  // at or behind the eye
            idealLastRow = ideal
            lastRow = max(ideal, lastRow &+ 1)
        }
        let rowShift = -(lastRow - idealLastRow) / 2
        let ink = _Ink(color: PremultipliedPixel(run.color, opacity: 1),
                       alpha: Float(min(max(item.opacity * run.color.alpha, 0), 1)),
                       attributes: run.isBold && colorMode != .none ? .bold : [])
        let allowed = sceneColumns()
        var row = Int.min
        for (k, line) in lines.enumerated() {
            guard let ideal = middleRow(ofLine: k) else { return }
            row = max(ideal, row &+ 1)
            let lineRow = row + rowShift
            let origin = RunLayout.origin(ofLine: k, of: lines, run: run, in: item.size)
            // Each glyph's centre is found once, as the layout asks for it; a character is shown
            // only once placed, and only where the device shows its glyph (inside the clips).
            var glyphStart = origin.x
            layout.placed.removeAll(keepingCapacity: true)
            layout.placeColumns(of: line, alignment: run.alignment, allowed: allowed, centreColumn: { i in
                let centre = CGPoint(x: glyphStart + line.advances[i] / 2, y: origin.y)
                glyphStart += line.advances[i]
                layout.placed.append((column: 0, glyph: centre, shown: false))
                return m.apply(centre).map { Double($0.x) / ppc.x } ?? .nan
            }) { i, column in
                let scalar = line.scalars[i]
                layout.placed[i].column = column
                layout.placed[i].shown = scalar != " " && TerminalWidth.of(scalar) > 0
                    && isInsideClips(item, glyphCentre: layout.placed[i].glyph)
            }
            let nudge = self.nudge(of: line, row: lineRow, allowed: allowed, against: item, in: items)
            giveWayByWords(line, nudge: nudge, row: lineRow, against: item, in: items)
            var held: ClosedRange<Int>?
            for (i, placed) in layout.placed.enumerated() where placed.shown {
                let scalar = line.scalars[i], w = TerminalWidth.of(scalar), column = placed.column + nudge
                guard fits(column: column, row: lineRow, cellWidth: w, in: cells),
                      let glyphPixel = m.apply(placed.glyph),
                      let seen = throughCover(mark, around: glyphPixel, cellWidth: w) else { continue }
                write(scalar, width: UInt8(w), column: column, row: lineRow, ink: ink, seen: seen, into: &cells)
                held = held.map { $0.lowerBound...(column + w - 1) } ?? column...(column + w - 1)
            }
            if let held { layout.take(held, row: lineRow, index: index) }
        }
    }

    /// Leaves out each word of the line being written (`layout.placed`, moved by `nudge`) that
    /// has a character in a cell a stronger run holds: a word shows whole or not at all, so a
    /// weaker run crossing a stronger one never leaves a stray letter beside it.
    private func giveWayByWords(_ line: TextLine, nudge: Int, row: Int, against item: DisplayItem,
                                in items: UnsafeBufferPointer<DisplayItem>) {
        var wordStart = 0, wordBlocked = false
        for i in 0...layout.placed.count {
            if i == layout.placed.count || line.scalars[i] == " " {
                if wordBlocked { for k in wordStart..<i { layout.placed[k].shown = false } }
                wordStart = i + 1
                wordBlocked = false
            } else if layout.placed[i].shown, !wordBlocked {
                wordBlocked = isBlocked(column: layout.placed[i].column + nudge, row: row,
                                        width: TerminalWidth.of(line.scalars[i]), against: item, in: items)
            }
        }
    }

    /// Whether a stronger run holds any of cells `column ..< column + width` of `row` against
    /// `item`'s run (see `isHeld`).
    private func isBlocked(column: Int, row: Int, width: Int, against item: DisplayItem,
                           in items: UnsafeBufferPointer<DisplayItem>) -> Bool {
        (0..<width).contains { isHeld(column: column + $0, row: row, against: item, in: items) }
    }

    /// Whether a stronger run holds cell (`column`, `row`) against `item`'s run: its text, or
    /// the cell beside it unless it is the same run placed the same (one label cut into slices,
    /// each showing the characters whose glyphs stand in it).
    private func isHeld(column: Int, row: Int, against item: DisplayItem, in items: UnsafeBufferPointer<DisplayItem>) -> Bool {
        guard let holder = layout.holder(column: column, row: row) else { return false }
        let other = items[holder.index]
        return !holder.besideOnly || other.content != item.content || other.transform != item.transform || other.size != item.size
    }

    /// Columns to move a line whose shown characters (`layout.placed`) land only beside a
    /// stronger run's text (the cells its rounding took, not where its glyphs stand): the fewest,
    /// up to `largestNudge` either way, that put them all in free cells inside `allowed`; 0
    /// when none does, or when they land on text (a cross-fade's weaker run gives way).
    private func nudge(of line: TextLine, row: Int, allowed: ClosedRange<Int>, against item: DisplayItem,
                       in items: UnsafeBufferPointer<DisplayItem>) -> Int {
        func blocked(_ d: Int, onlyBeside: inout Bool) -> Bool {
            var any = false
            for (i, placed) in layout.placed.enumerated() where placed.shown {
                let w = TerminalWidth.of(line.scalars[i])
                for c in (placed.column + d)..<(placed.column + d + w)
                where isHeld(column: c, row: row, against: item, in: items) {
                    any = true
                    if layout.holder(column: c, row: row)?.besideOnly != true { onlyBeside = false }
                }
            }
            return any
        }
        var onlyBeside = true
        guard blocked(0, onlyBeside: &onlyBeside), onlyBeside,
              let first = layout.placed.first(where: { $0.shown })?.column,
              let last = layout.placed.last(where: { $0.shown })?.column else { return 0 }
        for step in 1...Self.largestNudge {
            for d in stride(from: step, through: -step, by: -2 * step)
            where first + d >= allowed.lowerBound && last + d <= allowed.upperBound {
                var ignored = true
                if !blocked(d, onlyBeside: &ignored) { return d }
            }
        }
        return 0
    }

    /// The most columns a line is moved to clear the cell beside a stronger run.
    static let largestNudge = 2

    /// The columns of the area whose centres lie inside the scene: a run the cells push past
    /// its edge is moved back inside. Clips play no part in placing a run (a slice's clip must
    /// not move its part of a sliced label): they decide, glyph by glyph, which characters show.
    private func sceneColumns() -> ClosedRange<Int> {
        let ppc = Double(pixelsPerCell.x)
        let low = Double(viewport.sceneRectInPixels.minX) / ppc, high = Double(viewport.sceneRectInPixels.maxX) / ppc
        let first = Int((low - 0.5).rounded(.up)), last = Int((high - 0.5).rounded(.down))
        return first...max(first, last)
    }

    /// How a run's characters are coloured: its colour, its opacity over the cell, and bold.
    private struct _Ink {
        let color: PremultipliedPixel
        let alpha: Float
        let attributes: CellAttributes
    }

    /// The cells, relative to the area, where the text pass may write item `item`'s characters;
    /// nil when a corner does not map (it lies at or behind the eye). Its box, widened by as
    /// many columns as the text has characters beyond the box's width (packed text spills past
    /// its box, centred) and deepened by as many rows as it may have lines beyond the box's
    /// height. The rasteriser marks a run's pixels by it (`markText`).
    static func writableCells(of item: DisplayItem, viewport: Viewport) -> (left: Double, right: Double, top: Double, bottom: Double)? {
        guard case .text(let run) = item.content else { return nil }
        let m = item.transform.concatenating(viewport.pointsToPixels)
        let ppc = (x: Double(viewport.pixelsPerCellX), y: Double(viewport.pixelsPerCellY))
        // No arrays: nothing allocated.
        var left = Double.infinity, right = -Double.infinity, top = Double.infinity, bottom = -Double.infinity
        for (u, v) in [(0.0, 0.0), (Double(item.size.width), 0.0), (0.0, Double(item.size.height)),
                       (Double(item.size.width), Double(item.size.height))] {
            guard let p = m.apply(CGPoint(x: u, y: v)) else { return nil }
            left = min(left, Double(p.x) / ppc.x); right = max(right, Double(p.x) / ppc.x)
            top = min(top, Double(p.y) / ppc.y); bottom = max(bottom, Double(p.y) / ppc.y)
        }
        let characters = run.string.unicodeScalars.reduce(0) { $0 + TerminalWidth.of($1) }
        let spill = max(Double(characters) - (right - left), 0)
        let lineRows = max(Double(RunLayout.lineLimit(of: run, height: item.size.height)) - (bottom - top), 0)
        return (left - spill, right + spill, top - lineRows, bottom + lineRows)
    }

    /// What covers a character of `mark`'s run whose glyph stands at pixel `centre`: how much of
    /// its light comes through (the least over the cell-sized box of pixels around it, so a
    /// cover's edge hides it as soon as the cover does) and what was painted beneath it there
    /// (the mean); nil when too little comes through. Read where the glyph stands, not in the
    /// cell it is written to: a character the cells push past its glyph is covered as its glyph is.
    private func throughCover(_ mark: _TextMark, around centre: CGPoint, cellWidth: Int)
        -> (transmittance: Float, under: PremultipliedPixel)? {
        let ppc = pixelsPerCell
        let left = Int((Double(centre.x) - Double(cellWidth * ppc.x) / 2).rounded())
        let top = Int((Double(centre.y) - Double(ppc.y) / 2).rounded())
        var least: Float = 1
        var under = PremultipliedPixel.zero
        var count: Float = 0
        for py in top..<(top + ppc.y) {
            for px in left..<(left + cellWidth * ppc.x) {
                // A pixel outside the mark (only past the buffer's edge) adds nothing.
                guard let k = _TextMarks.pixel(of: mark, x: px, y: py) else { continue }
                least = min(least, planes.marks.cover[k])
                under += planes.marks.under[k]
                count += 1
            }
        }
        let floor = colorMode == .none ? Self.leastTransmittanceShownWithoutColour : Self.leastTransmittanceShown
        guard least >= floor else { return nil }
        return (least, count > 0 ? under / count : .zero)
    }

    /// Whether a character `cellWidth` cells wide at (`column`, `row`) of the area lies inside
    /// the area and the cell buffer.
    private func fits(column: Int, row: Int, cellWidth: Int, in cells: CellBuffer) -> Bool {
        let x = viewport.originColumn + column, y = viewport.originRow + row
        return column >= 0 && row >= 0 && column + cellWidth <= viewport.columns && row < viewport.rows
            && x >= 0 && y >= 0 && x + cellWidth <= cells.width && y < cells.height
    }

    /// Writes a character (and, when wide, its continuation) at (`column`, `row`) of the area,
    /// over the mean of the pixels beneath it. What the run adds to what was beneath it,
    /// `alpha × (ink − under)`, reaches the eye by the share the cover lets through.
    private func write(_ scalar: Unicode.Scalar, width w: UInt8, column: Int, row: Int, ink: _Ink,
                       seen: (transmittance: Float, under: PremultipliedPixel), into cells: inout CellBuffer) {
        let x = viewport.originColumn + column, y = viewport.originRow + row
        let background = meanPixel(column: column, row: row, cellWidth: Int(w))
        let foreground = background + (ink.color - seen.under) * (ink.alpha * seen.transmittance)
        let bg = colorMode == .none ? .default : quantizer.terminalColor(for: background)
        let fg = colorMode == .none ? .default : quantizer.terminalColor(for: foreground)
        cells[x, y] = Cell(scalar, foreground: fg, background: bg, attributes: ink.attributes, width: w)
        if w == 2 { cells[x + 1, y] = Cell(" ", foreground: fg, background: bg, width: 0) }
    }

    /// Whether glyph centre `local` (in the run's box) lies inside the item's clips: a character
    /// shows where the device draws its glyph, wherever the cells have put it (so each slice of
    /// a sliced label shows the characters whose glyphs stand in it, and no character twice).
    private func isInsideClips(_ item: DisplayItem, glyphCentre local: CGPoint) -> Bool {
        guard !item.clips.isEmpty else { return true }
        guard let centre = item.transform.apply(local) else { return false }
        return item.clips.allSatisfy { $0.contains(screenPoint: centre) }
    }

    /// The mean pixel under a cell (what its background shows).
    private func meanPixel(column: Int, row: Int, cellWidth: Int) -> PremultipliedPixel {
        let ppc = pixelsPerCell
        var sum = PremultipliedPixel.zero
        var count: Float = 0
        for py in (row * ppc.y)..<min((row + 1) * ppc.y, planes.pixelHeight) {
            for px in (column * ppc.x)..<min((column + cellWidth) * ppc.x, planes.pixelWidth) {
                sum += planes.pixels[py * planes.pixelWidth + px]
                count += 1
            }
        }
        return count > 0 ? sum / count : .zero
    }
}

/// What the text pass reads of the rasterised frame: the pixels and the text marks.
/// Valid only inside the pointer scopes that made it.
struct _TextPlanes {
    let pixels: UnsafeBufferPointer<PremultipliedPixel>
    let pixelWidth: Int, pixelHeight: Int
    let marks: _TextMarks
}
