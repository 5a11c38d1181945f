//  CellRect.swift — FlipbookRender
//  A rectangle of terminal cells. Status: complete.

import Foundation

/// A rectangle of cells: the column and row of its top-left cell, and its size in cells.
public struct CellRect: Equatable, Hashable, Sendable {
    public var column: Int
    public var row: Int
    public var columns: Int
    public var rows: Int

    public init(column: Int, row: Int, columns: Int, rows: Int) {
        self.column = column
        self.row = row
        self.columns = max(columns, 0)
        self.rows = max(rows, 0)
    }

    public var maxColumn: Int { column + columns }
    public var maxRow: Int { row + rows }
    public var isEmpty: Bool { columns == 0 || rows == 0 }

    public func contains(column c: Int, row r: Int) -> Bool {
        c >= column && c < maxColumn && r >= row && r < maxRow
    }

    /// The rectangle shrunk by `n` cells on every side.
    public func insetBy(_ n: Int) -> CellRect {
        CellRect(column: column + n, row: row + n, columns: columns - 2 * n, rows: rows - 2 * n)
    }
}
