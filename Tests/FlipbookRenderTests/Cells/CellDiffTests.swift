//  CellDiffTests.swift — FlipbookRenderTests
//  The one cell diff against two truths written plainly here: a brute-force reference of its
//  rule, and a model terminal that replays what it yields over the previous frame.

import FlipbookTestSupport
import FlipbookRender
import Testing

@Suite struct CellDiffTests {
    // MARK: - Cases named for what they catch

    /// The diff's skip loop reads a cell as two words (`CellDiff.Scan.words`): the fields must
    /// lie where it looks for them, and a change to any field must show in its masked words.
    @Test func cellsLieAsTheSkipLoopReadsThem() {
        #expect(MemoryLayout<Cell>.stride == 16)
        #expect(MemoryLayout<Cell>.offset(of: \Cell.scalar) == 0)
        #expect(MemoryLayout<Cell>.offset(of: \Cell.foreground) == 4)
        #expect(MemoryLayout<Cell>.offset(of: \Cell.background) == 8)
        #expect(MemoryLayout<Cell>.offset(of: \Cell.attributes) == 12)
        #expect(MemoryLayout<Cell>.offset(of: \Cell.width) == 13)
        let base = Cell("a", foreground: .rgb(1, 2, 3), background: .indexed(7), attributes: [.bold], width: 1)
        var changes = [base, base, base, base, base]
        changes[0].scalar = "b"; changes[1].foreground = .rgb(1, 2, 4); changes[2].background = .indexed(8)
        changes[3].attributes = [.bold, .dim]; changes[4].width = 2
        for changed in changes {
            var a = CellBuffer(width: 1, height: 1), b = a
            a[0, 0] = base
            b[0, 0] = changed
            #expect(Array(b.diff(from: a)).count == 1, "\(changed) differs from \(base)")
        }
    }

    @Test func aChangeToAContinuationRewritesItsWideCharacter() {
        var a = CellBuffer(width: 6, height: 1)
        a.write("a日b", x: 0, y: 0)
        var b = a
        b[2, 0].background = .indexed(4)
        #expect(Array(b.diff(from: a)).map(\.x) == [1])
    }

    /// The left half of 日 overwritten in the buffer leaves its continuation as it was: a terminal
    /// erases that half too, so it is written again, as a space in its colours.
    @Test func overwritingTheLeftHalfOfAWideCharacterRewritesTheRightHalf() {
        var a = CellBuffer(width: 6, height: 1)
        a.write("a日b", x: 0, y: 0, foreground: .indexed(3), attributes: .bold)
        var b = a
        b[1, 0] = Cell("x")
        let changes = Array(b.diff(from: a))
        #expect(changes.map(\.x) == [1, 2])
        #expect(changes.last?.cell == Cell(" ", foreground: .indexed(3), attributes: .bold))
    }

    /// A wide character in the last column cannot show; an orphaned continuation in column 0 is
    /// not the right half of the wide character that ends the row above.
    @Test func wideCharactersAtTheRowsEndsAreWrittenAsSpaces() {
        let a = CellBuffer(width: 4, height: 2)
        var b = a
        b[3, 0] = Cell("日", foreground: .indexed(2), width: 2)
        b[0, 1] = Cell(" ", foreground: .indexed(5), width: 0)
        let changes = Array(b.diff(from: a))
        #expect(changes.map { [$0.x, $0.y] } == [[3, 0], [0, 1]])
        #expect(changes.map(\.cell) == [Cell(" ", foreground: .indexed(2)), Cell(" ", foreground: .indexed(5))])
    }

    /// A new wide character whose right half covers an old one's left half: the old one's right
    /// half, unchanged in the buffer (an orphan now), is erased by the terminal and written again.
    @Test func aWideCharacterOverTheLeftHalfOfAnotherRewritesItsRightHalf() {
        var a = CellBuffer(width: 6, height: 1)
        a.write("a日b", x: 0, y: 0, foreground: .indexed(6))
        var b = a
        b.write("本", x: 0, y: 0)
        let changes = Array(b.diff(from: a))
        #expect(changes.map(\.x) == [0, 2])
        #expect(changes.last?.cell == Cell(" ", foreground: .indexed(6)))
    }

    /// A buffer keeps a wide character whose right half was written over (`CellBuffer.write`
    /// leaves its left neighbour alone): the character written there is covered, as
    /// `TextSnapshot.lines` reads it, and the cell after it is an orphan.
    @Test func aCharacterWrittenOverAContinuationIsCoveredByItsWideCharacter() {
        var a = CellBuffer(width: 8, height: 1)
        a.write("ab日cd", x: 0, y: 0)
        var b = a
        b.write("本", x: 3, y: 0)
        #expect(TextSnapshot.lines(b) == ["ab日 d  "])
        #expect(Array(b.diff(from: a)).map(\.x) == [2, 4])
    }

    @Test func unchangedRowsAndLongUnchangedRunsYieldNothing() {
        var a = CellBuffer(width: 150, height: 9)
        for y in 0..<9 { a.write(String(repeating: "ab日", count: 50), x: 0, y: y, foreground: .indexed(UInt8(y))) }
        #expect(Array(a.diff(from: a)).isEmpty)
        var b = a
        b[149, 8] = Cell("z")
        b[0, 4] = Cell("y")
        #expect(Array(b.diff(from: a)).map { [$0.x, $0.y] } == [[0, 4], [149, 8]])
    }

    // MARK: - Random frames against the two truths

    /// Frames a few edits apart, wide enough for whole blocks and rows of unchanged cells, with
    /// wide characters written properly and cells poked in by hand: orphans, wide characters in
    /// the last column, runs of wide cells with no continuation.
    @Test(arguments: 0..<60)
    func randomFramesMatchTheReferenceAndReplayToTheNewFrame(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let width = [1, 2, 7, 33, 64, 97][Int(random.next() % 6)], height = 1 + Int(random.next() % 5)
        var previous = CellBuffer(width: width, height: height)
        Self.scribble(&previous, edits: 4 * width * height, random: &random)
        var current = previous
        Self.scribble(&current, edits: Int(random.next() % UInt64(2 * width + 1)), random: &random)

        let yielded = Array(current.diff(from: previous))
        let expected = Self.referenceDiff(current, previous)
        #expect(yielded.map { [$0.x, $0.y] } == expected.map { [$0.x, $0.y] }, "seed \(seed)")
        #expect(yielded.map(\.cell) == expected.map(\.cell), "seed \(seed)")

        var terminal = ModelTerminal(showing: previous)
        for (x, y, cell) in yielded { terminal.write(cell, x: x, y: y) }
        #expect(terminal.rows == ModelTerminal(showing: current).rows, "seed \(seed): replayed over the previous frame")
        // Every write fits (a wide character never in the last column) and no continuation comes alone.
        #expect(yielded.allSatisfy { $0.cell.width == 1 || ($0.cell.width == 2 && $0.x + 1 < width) }, "seed \(seed)")
    }

    @Test(arguments: 0..<10)
    func aSizeChangeWritesEveryUnitWhole(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var current = CellBuffer(width: 37, height: 3)
        Self.scribble(&current, edits: 200, random: &random)
        let yielded = Array(current.diff(from: CellBuffer(width: 0, height: 0)))
        var terminal = ModelTerminal(showing: CellBuffer(width: 37, height: 3, fill: Cell("#")))
        for (x, y, cell) in yielded { terminal.write(cell, x: x, y: y) }
        #expect(terminal.rows == ModelTerminal(showing: current).rows, "seed \(seed)")
        #expect(yielded.map { [$0.x, $0.y] } == Self.referenceDiff(current, CellBuffer(width: 0, height: 0)).map { [$0.x, $0.y] })
    }

    // MARK: - The reference, written plainly

    /// The rule `CellDiff` documents, cell by cell with no shortcut: read each row in units (a
    /// width-2 cell with a column to its right takes it too); a unit is written when a cell of it
    /// changed, or when the unit to its left is written and the previous frame had a wide
    /// character across their boundary; a cell that cannot show its character is a space.
    static func referenceDiff(_ current: CellBuffer, _ previous: CellBuffer) -> [(x: Int, y: Int, cell: Cell)] {
        let all = current.width != previous.width || current.height != previous.height
        var result: [(x: Int, y: Int, cell: Cell)] = []
        for y in 0..<current.height {
            var x = 0
            var leftWritten = false
            while x < current.width {
                let cell = current[x, y]
                let wide = cell.width == 2 && x + 1 < current.width
                let cells = wide ? [x, x + 1] : [x]
                var write = all || cells.contains { current[$0, y] != previous[$0, y] }
                if !all && leftWritten && previous[x - 1, y].width == 2 { write = true }
                if write {
                    let shows = cell.width == 1 || wide
                    result.append((x, y, shows ? cell : Cell(" ", foreground: cell.foreground, background: cell.background,
                                                               attributes: cell.attributes)))
                }
                leftWritten = write
                x += cells.count
            }
        }
        return result
    }

    // MARK: - Frames

    static func scribble(_ buffer: inout CellBuffer, edits: Int, random: inout SeededGenerator) {
        let scalars: [Unicode.Scalar] = ["a", "b", "▀", " ", "日", "本", "😀"]
        let colors: [TerminalColor] = [.default, .indexed(1), .rgb(9, 8, 7)]
        for _ in 0..<edits {
            let x = Int(random.next() % UInt64(buffer.width)), y = Int(random.next() % UInt64(buffer.height))
            let scalar = scalars[Int(random.next() % UInt64(scalars.count))]
            let fg = colors[Int(random.next() % 3)], bg = colors[Int(random.next() % 3)]
            let attributes: CellAttributes = random.next() % 4 == 0 ? .underline : []
            switch random.next() % 8 {
            case 0:  // by hand: any width, whatever its neighbours
                buffer[x, y] = Cell(scalar, foreground: fg, background: bg, attributes: attributes,
                                    width: UInt8(random.next() % 3))
            case 1:  // a colour only (a continuation's, often)
                buffer[x, y].background = bg
            default:  // as text is written
                buffer.write(String(scalar), x: x, y: y, foreground: fg, background: bg, attributes: attributes)
            }
        }
    }
}

/// A terminal as xterm keeps its screen, written plainly: each column holds a character in a pen,
/// the left or right half of a wide character, or nothing known. Writing over either half of a
/// wide character erases the other (to nothing known, so a test sees it unless it is rewritten).
struct ModelTerminal: Equatable {
    enum Column: Equatable {
        case narrow(Unicode.Scalar, Pen)
        case left(Unicode.Scalar, Pen)
        case right(Pen)
        case erased
    }
    struct Pen: Equatable {
        let foreground: TerminalColor, background: TerminalColor, attributes: CellAttributes
        init(_ cell: Cell) { foreground = cell.foreground; background = cell.background; attributes = cell.attributes }
    }

    private(set) var rows: [[Column]]

    /// A terminal showing `frame`, as `TextSnapshot.lines` reads it: a wide character with a
    /// column to its right takes both; any other cell that cannot show its character is a space.
    init(showing frame: CellBuffer) {
        rows = []
        for y in 0..<frame.height {
            var row: [Column] = []
            var x = 0
            while x < frame.width {
                let cell = frame[x, y]
                if cell.width == 2, x + 1 < frame.width {
                    row += [.left(cell.scalar, Pen(cell)), .right(Pen(cell))]
                    x += 2
                } else {
                    row.append(.narrow(cell.width == 1 ? cell.scalar : " ", Pen(cell)))
                    x += 1
                }
            }
            rows.append(row)
        }
    }

    mutating func write(_ cell: Cell, x: Int, y: Int) {
        let columns = Int(cell.width)
        precondition(columns == 1 || columns == 2, "a cell written must show: \(cell)")
        for column in x..<(x + columns) { breakWideCharacter(at: column, y: y) }
        if columns == 2 {
            rows[y][x] = .left(cell.scalar, Pen(cell))
            rows[y][x + 1] = .right(Pen(cell))
        } else {
            rows[y][x] = .narrow(cell.scalar, Pen(cell))
        }
    }

    private mutating func breakWideCharacter(at x: Int, y: Int) {
        switch rows[y][x] {
        case .left: rows[y][x + 1] = .erased
        case .right: rows[y][x - 1] = .erased
        case .narrow, .erased: break
        }
    }
}
