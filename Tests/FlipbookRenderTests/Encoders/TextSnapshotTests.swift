//  TextSnapshotTests.swift — FlipbookRenderTests
//  The golden-file text form: quoted rows, wide characters once, the colour plane and legend.

import FlipbookRender
import Testing

@Suite struct TextSnapshotTests {
    private func sample() -> CellBuffer {
        var b = CellBuffer(width: 6, height: 3)
        b.write("▀▀", x: 0, y: 0, foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255))
        b.write("▄", x: 4, y: 0, foreground: .indexed(196))
        b.write("日本", x: 0, y: 1, foreground: .rgb(0, 0, 255))
        b.write("x", x: 5, y: 1)
        return b
    }

    @Test func rowsAreQuotedAndWideCharactersWrittenOnce() {
        #expect(TextSnapshot.render(sample(), colors: false) == """
            |▀▀  ▄ |
            |日本 x|
            |      |

            """)
    }

    @Test func theColourPlaneListsItsLegendInOrderOfFirstUse() {
        #expect(TextSnapshot.render(sample(), colors: true) == """
            |▀▀  ▄ |
            |日本 x|
            |      |
            --
            a=#ff0000
            b=@196
            c=#0000ff
            |aa..b.|cc....|
            |cccc..|......|
            |......|......|

            """)
    }

    @Test func aOneCellColourChangeChangesOneSymbolOfOneLine() {
        let before = sample()
        var after = before
        after[3, 2] = Cell(" ", foreground: .default, background: .rgb(255, 0, 0))
        let a = TextSnapshot.render(before, colors: true).split(separator: "\n", omittingEmptySubsequences: false)
        let b = TextSnapshot.render(after, colors: true).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(a.count == b.count)
        let changed = zip(a, b).filter { $0 != $1 }
        #expect(changed.count == 1)
        #expect(changed.first?.1 == "|......|...a..|")
    }

    @Test func renderingIsDeterministic() {
        let frame = EncodeFixtures.frames()[2]
        #expect(TextSnapshot.render(frame, colors: true) == TextSnapshot.render(frame, colors: true))
    }

    @Test func plainLinesBlankWhatATerminalCannotShow() {
        var b = CellBuffer(width: 5, height: 1)
        b[0, 0] = Cell("\u{1B}")                 // a control character
        b[1, 0] = Cell("x")
        b[2, 0] = Cell(" ", width: 0)            // an orphaned continuation
        b[4, 0] = Cell("日", width: 2)           // a wide character in the last column
        #expect(TextSnapshot.lines(b) == [" x   "])
    }

    @Test func manyColoursStillGetOneColumnSymbols() {
        var b = CellBuffer(width: 100, height: 8)
        for y in 0..<8 {
            for x in 0..<100 { b[x, y] = Cell("▀", foreground: .rgb(UInt8(x), UInt8(y), 0), background: .rgb(0, UInt8(x), UInt8(y))) }
        }
        let text = TextSnapshot.render(b, colors: true)
        let planeRows = text.split(separator: "\n").suffix(8)
        for row in planeRows {
            #expect(row.unicodeScalars.count == 1 + 100 + 1 + 100 + 1)
            #expect(row.unicodeScalars.allSatisfy { TerminalWidth.of($0) == 1 })
        }
        // 1 600 distinct colours: more than the alphabet, and the snapshot says so.
        #expect(text.contains("?=more colours than symbols\n"))
    }
}
