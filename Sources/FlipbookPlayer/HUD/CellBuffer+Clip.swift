//  CellBuffer+Clip.swift — FlipbookPlayer
//  Writing inside a rectangle of the frame only: how the HUD keeps off the device and the hints.

import FlipbookRender

extension CellBuffer {
    /// `write(_:x:y:foreground:background:attributes:)` kept inside `clip`: nothing is written on a
    /// row above or below it, left of it, or from the first character that would cross its right
    /// edge on (a wide character across an edge is left out whole). Returns the column after the
    /// last character considered, as `write` does.
    @discardableResult
    mutating func write(_ string: String, x: Int, y: Int, foreground: TerminalColor, background: TerminalColor,
                        attributes: CellAttributes = [], clip: CellRect) -> Int {
        guard y >= max(clip.row, 0), y < min(clip.maxRow, height), clip.column < clip.maxColumn else { return x }
        return write(string, x: x, y: y, foreground: foreground, background: background, attributes: attributes,
                     within: clip.column..<clip.maxColumn)
    }

    /// `copy(_:toX:y:)` kept inside `clip`: the block's cells outside it are left out (a block
    /// wholly inside is copied a row at a time, as `copy` does).
    mutating func copy(_ source: CellBuffer, toX x: Int, y: Int, clip: CellRect) {
        if x >= clip.column, y >= clip.row, x + source.width <= clip.maxColumn, y + source.height <= clip.maxRow {
            copy(source, toX: x, y: y)
            return
        }
        let c0 = max(x, clip.column, 0), c1 = min(x + source.width, clip.maxColumn, width)
        let r0 = max(y, clip.row, 0), r1 = min(y + source.height, clip.maxRow, height)
        guard c0 < c1, r0 < r1 else { return }
        for row in r0..<r1 {
            for column in c0..<c1 { self[column, row] = source[column - x, row - y] }
        }
    }
}
