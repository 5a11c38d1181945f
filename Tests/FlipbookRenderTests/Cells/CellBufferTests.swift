//  CellBufferTests.swift — FlipbookRenderTests
//  The cell grid, its diff, and the wide-character rule.

import FlipbookRender
import Testing

@Suite struct CellBufferTests {
    /// A block copied in is the block, cell by cell, wherever it lies — inside, across any edge,
    /// or wholly outside (nothing changes) — against a copy made a cell at a time.
    @Test(arguments: [(2, 1), (0, 0), (-2, -1), (7, 2), (-5, 0), (12, 1), (3, 5)])
    func aCopiedBlockIsTheBlockClippedToTheBuffer(x: Int, y: Int) {
        var block = CellBuffer(width: 4, height: 2)
        for r in 0..<2 { for c in 0..<4 { block[c, r] = Cell(Unicode.Scalar(UInt8(65 + r * 4 + c)), foreground: .indexed(UInt8(c))) } }
        var copied = CellBuffer(width: 10, height: 3, fill: Cell("."))
        var expected = copied
        copied.copy(block, toX: x, y: y)
        for r in 0..<2 { for c in 0..<4 where (0..<10).contains(x + c) && (0..<3).contains(y + r) { expected[x + c, y + r] = block[c, r] } }
        #expect(copied == expected)
    }

    @Test func anUnchangedFrameHasNoDiff() {
        var a = CellBuffer(width: 10, height: 3)
        a.write("hello", x: 1, y: 1)
        #expect(Array(a.diff(from: a)).isEmpty)
    }

    @Test func oneChangedCellIsTheOnlyOneReported() {
        let a = CellBuffer(width: 10, height: 3)
        var b = a
        b[4, 2] = Cell("x", foreground: .rgb(255, 0, 0))
        let changes = Array(b.diff(from: a))
        #expect(changes.count == 1)
        #expect(changes.first?.x == 4 && changes.first?.y == 2 && changes.first?.cell.scalar == "x")
    }

    @Test(arguments: [(0, 0), (1, 1), (63, 1), (8, 8), (65, 1), (16, 8), (129, 1), (80, 24), (240, 70), (7, 13)])
    func fillSetsEveryCell(width: Int, height: Int) {
        var buffer = CellBuffer(width: width, height: height)
        for y in 0..<height { for x in 0..<width { buffer[x, y] = Cell(Unicode.Scalar(UInt8(65 + (x + y) % 26))) } }
        let cell = Cell("▀", foreground: .rgb(1, 2, 3), background: .rgb(4, 5, 6), attributes: .bold)
        buffer.fill(cell)
        for y in 0..<height {
            for x in 0..<width where buffer[x, y] != cell {
                Issue.record("cell (\(x), \(y)) of \(width)×\(height) is \(buffer[x, y])")
            }
        }
    }

    /// Areas inside, at each edge, over an edge, wholly outside and empty; runs between rows of
    /// one cell and of many, and a buffer wider than 64 cells (so runs are copied, not stored).
    @Test(arguments: [CellRect(column: 3, row: 2, columns: 10, rows: 5), CellRect(column: 0, row: 0, columns: 90, rows: 7),
                      CellRect(column: 0, row: 3, columns: 89, rows: 2), CellRect(column: 1, row: 0, columns: 89, rows: 9),
                      CellRect(column: -4, row: -2, columns: 20, rows: 4), CellRect(column: 80, row: 6, columns: 30, rows: 9),
                      CellRect(column: 95, row: 0, columns: 5, rows: 5), CellRect(column: 5, row: 5, columns: 0, rows: 3)])
    func fillExceptLeavesTheAreaAndSetsTheRest(area: CellRect) {
        let width = 90, height = 9
        var buffer = CellBuffer(width: width, height: height)
        func original(_ x: Int, _ y: Int) -> Cell { Cell(Unicode.Scalar(UInt8(65 + (x + y) % 26))) }
        for y in 0..<height { for x in 0..<width { buffer[x, y] = original(x, y) } }
        let cell = Cell("▀", foreground: .rgb(1, 2, 3), background: .rgb(4, 5, 6))
        buffer.fill(cell, except: area)
        for y in 0..<height {
            for x in 0..<width {
                let expected = area.contains(column: x, row: y) ? original(x, y) : cell
                if buffer[x, y] != expected { Issue.record("cell (\(x), \(y)) outside/inside \(area) is \(buffer[x, y])") }
            }
        }
    }

    @Test func aSizeChangeReportsEveryCell() {
        #expect(Array(CellBuffer(width: 4, height: 2).diff(from: CellBuffer(width: 3, height: 2))).count == 8)
    }

    @Test func wideCharactersTakeTwoCellsAndAreReportedWhole() {
        var a = CellBuffer(width: 6, height: 1)
        let end = a.write("a日b", x: 0, y: 0)
        #expect(end == 4)
        #expect(a[1, 0].scalar == "日" && a[1, 0].width == 2)
        #expect(a[2, 0].isContinuation)
        #expect(a[3, 0].scalar == "b")
        var b = a
        b[2, 0].background = .indexed(4)  // only the right half changed
        let changes = Array(b.diff(from: a))
        #expect(changes.map(\.x) == [1], "the wide character is reported by its left cell")
        #expect(changes.first?.cell.scalar == "日")
    }

    @Test func aWideCharacterThatWouldStraddleTheEdgeIsDropped() {
        var a = CellBuffer(width: 3, height: 1)
        #expect(a.write("ab日", x: 0, y: 0) == 2)
        #expect(a[2, 0] == .blank)
    }
}
