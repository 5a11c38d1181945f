//  _TextPass.swift — FlipbookRender
//  Flipbook's text pass: a frame's readable text runs written as characters over the blitted
//  cells. Status: complete.

import Foundation
import FlipbookGraphics

/// Writes every readable text run of a display list as characters over the blitted cells.
///
/// A run is laid out in the cells its item covers (word-wrapped, at most its number of lines,
/// centred vertically as a label is), in the run's colour blended over the cell's background
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
    let layout: TextLayout
    let planes: _TextPlanes

    /// Below this share of its light coming through what covers it, a character is left out
    /// and its cell shows the cover's picture (without colour, below `leastTransmittanceShownWithoutColour`).
    /// Deviation: a cell holds a whole character or none, so a glyph that a cover's edge
    /// partly hides on the device is here shown dimmed or not at all.
    static let leastTransmittanceShown: Float = 0.25
    /// Without colour a character cannot be dimmed: it shows where at least half its light does.
    static let leastTransmittanceShownWithoutColour: Float = 0.5

    /// Writes every readable text run of `list` into `cells`.
    func draw(_ list: DisplayList, into cells: inout CellBuffer) {
        // Most items are not text: test each in place (no copy of the item, no retains) and
        // take a copy only of the text items.
        list.items.withUnsafeBufferPointer { items in
            for index in items.indices {
                guard case .text = items[index].content else { continue }
                draw(items[index], index: index, into: &cells)
            }
        }
    }

    /// Lays out and writes the run of text item `item` (display-list index `index`).
    private func draw(_ item: DisplayItem, index: Int, into cells: inout CellBuffer) {
        guard case .text(let run) = item.content, item.opacity > 0, !Rasteriser.isGreeked(item, viewport: viewport),
              let box = Self.cellBox(of: item, viewport: viewport), let mark = planes.marks.mark(ofItem: index) else { return }
        let rowsAvailable = max(Int((box.bottom - box.top).rounded()), 1)
        let maxLines = run.numberOfLines > 0 ? min(run.numberOfLines, rowsAvailable) : rowsAvailable
        let lines = layout.lines(run.string, width: max(Int((box.right - box.left).rounded()), 1), maxLines: maxLines)
        guard !lines.isEmpty else { return }
        let firstRow = Int(((box.top + box.bottom) / 2 - Double(lines.count) / 2).rounded())
        let ink = _Ink(color: LinearPixel(run.color, opacity: 1),
                       alpha: Float(min(max(item.opacity * run.color.alpha, 0), 1)),
                       attributes: run.isBold && colorMode != .none ? .bold : [])
        for (lineIndex, line) in lines.enumerated() {
            draw(line, row: firstRow + lineIndex, column: firstColumn(of: line, in: box, alignment: run.alignment),
                 ink: ink, item: item, mark: mark, into: &cells)
        }
    }

    /// How a run's characters are coloured: its colour, its opacity over the cell, and bold.
    private struct _Ink {
        let color: LinearPixel
        let alpha: Float
        let attributes: CellAttributes
    }

    /// An item's box in cell units, relative to the area; nil when a corner does not map (it
    /// lies at or behind the eye). The rasteriser marks a run's pixels by it (`markText`).
    static func cellBox(of item: DisplayItem, viewport: Viewport) -> (left: Double, right: Double, top: Double, bottom: Double)? {
        let m = item.transform.concatenating(viewport.pointsToPixels)
        let ppc = (x: viewport.pixelsPerCellX, y: viewport.pixelsPerCellY)
        // No arrays: nothing allocated.
        var left = Double.infinity, right = -Double.infinity, top = Double.infinity, bottom = -Double.infinity
        for (u, v) in [(0.0, 0.0), (Double(item.size.width), 0.0), (0.0, Double(item.size.height)),
                       (Double(item.size.width), Double(item.size.height))] {
            guard let p = m.apply(CGPoint(x: u, y: v)) else { return nil }
            left = min(left, Double(p.x) / Double(ppc.x)); right = max(right, Double(p.x) / Double(ppc.x))
            top = min(top, Double(p.y) / Double(ppc.y)); bottom = max(bottom, Double(p.y) / Double(ppc.y))
        }
        return (left, right, top, bottom)
    }

    /// The column a line starts at in `box`, by the run's alignment.
    private func firstColumn(of line: TextLayout.Line, in box: (left: Double, right: Double, top: Double, bottom: Double),
                             alignment: TextAlignment) -> Int {
        switch alignment {
        case .center: return Int((box.left + (box.right - box.left - Double(line.width)) / 2).rounded())
        case .right: return Int((box.right - Double(line.width)).rounded())
        case .left, .natural, .justified: return Int(box.left.rounded())
        }
    }

    /// Writes one laid-out line from (`column`, `row`) of the area, each character where it shows.
    private func draw(_ line: TextLayout.Line, row: Int, column start: Int, ink: _Ink, item: DisplayItem, mark: _TextMark,
                      into cells: inout CellBuffer) {
        var column = start
        for (scalar, w) in zip(line.scalars, line.widths) {
            defer { column += Int(w) }
            guard scalar != " ", fits(column: column, row: row, cellWidth: Int(w), in: cells),
                  isInsideClips(item, column: column, row: row, cellWidth: Int(w)),
                  let seen = throughCover(mark, column: column, row: row, cellWidth: Int(w)) else { continue }
            write(scalar, width: w, column: column, row: row, ink: ink, seen: seen, into: &cells)
        }
    }

    /// What covers a character of `mark`'s run at (`column`, `row`): how much of its light comes
    /// through (the least over the cell's pixels, so a cover's edge hides it as soon as the cover
    /// does) and what was painted beneath it there (the mean); nil when too little comes through.
    private func throughCover(_ mark: _TextMark, column: Int, row: Int, cellWidth: Int)
        -> (transmittance: Float, under: LinearPixel)? {
        let ppc = pixelsPerCell
        var least: Float = 1
        var under = LinearPixel.zero
        var count: Float = 0
        for py in (row * ppc.y)..<((row + 1) * ppc.y) {
            for px in (column * ppc.x)..<((column + cellWidth) * ppc.x) {
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
                       seen: (transmittance: Float, under: LinearPixel), into cells: inout CellBuffer) {
        let x = viewport.originColumn + column, y = viewport.originRow + row
        let background = meanPixel(column: column, row: row, cellWidth: Int(w))
        let foreground = background + (ink.color - seen.under) * (ink.alpha * seen.transmittance)
        let bg = colorMode == .none ? .default : quantizer.terminalColor(for: background)
        let fg = colorMode == .none ? .default : quantizer.terminalColor(for: foreground)
        cells[x, y] = Cell(scalar, foreground: fg, background: bg, attributes: ink.attributes, width: w)
        if w == 2 { cells[x + 1, y] = Cell(" ", foreground: fg, background: bg, width: 0) }
    }

    /// Whether a cell's centre lies inside the item's clips.
    private func isInsideClips(_ item: DisplayItem, column: Int, row: Int, cellWidth: Int) -> Bool {
        guard !item.clips.isEmpty else { return true }
        let centre = viewport.point(atCellPosition: CGPoint(x: Double(viewport.originColumn + column) + Double(cellWidth) / 2,
                                                            y: Double(viewport.originRow + row) + 0.5))
        return item.clips.allSatisfy { $0.contains(screenPoint: centre) }
    }

    /// The mean pixel under a cell (what its background shows).
    private func meanPixel(column: Int, row: Int, cellWidth: Int) -> LinearPixel {
        let ppc = pixelsPerCell
        var sum = LinearPixel.zero
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
    let pixels: UnsafeBufferPointer<LinearPixel>
    let pixelWidth: Int, pixelHeight: Int
    let marks: _TextMarks
}
