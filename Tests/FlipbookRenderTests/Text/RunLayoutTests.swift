//  RunLayoutTests.swift — FlipbookRenderTests
//  Text set by the font's metrics as the device sets it, then placed on the cell grid where
//  its glyphs stand: large text spread out, small text packed whole, cut only where the device cuts.

import Foundation
import FlipbookGraphics
import FlipbookRender
import FlipbookTestSupport
import Testing

/// A 200×200-point scene on 40×20 half-block cells: 5 points a column, 10 points a row.
private let scene = CGSize(width: 200, height: 200)

private func label(_ text: String, at origin: CGPoint, size: CGSize, fontSize: CGFloat, lines: Int = 1,
                   alignment: TextAlignment = .left) -> DisplayItem {
    DisplayItem(transform: ProjectiveTransform(translationX: Double(origin.x), y: Double(origin.y)), size: size,
                content: .text(TextRun(string: text, fontSize: fontSize, color: .white, alignment: alignment, numberOfLines: lines)))
}

private func rows(_ items: [DisplayItem]) -> [String] {
    let cells = Renderer(blitter: .halfBlock, colorMode: .none).render(DisplayList(size: scene, items: items), columns: 40, rows: 20)
    return (0..<20).map { y in String(String.UnicodeScalarView((0..<40).map { cells[$0, y].scalar })) }
}

/// The column where `text` starts in `row`, if it is there.
private func column(of text: String, in row: String) -> Int? {
    row.range(of: text).map { row.distance(from: row.startIndex, to: $0.lowerBound) }
}

@Suite struct RunLayoutTests {
    // Adobe's Helvetica metrics (thousandths of an em): H 722, e 556, l 222, o 556, space 278,
    // w 722, r 333, d 556; the ellipsis 1000. "Hello world" at 10 pt is 49.45 pt wide.
    @Test func linesBreakAndTruncateByTheFontsAdvances() {
        let one = TextMetrics.lines("Hello world", fontSize: 10, bold: false, width: .infinity, maxLines: 1)
        #expect(one.count == 1)
        expectClose(Double(one[0].width), 49.45, tolerance: 1e-9)
        // In 30 pt, one line: "Hello" + "…" is 32.78 pt, too wide; "Hell" + "…" 27.22 pt fits.
        let cut = TextMetrics.lines("Hello world", fontSize: 10, bold: false, width: 30, maxLines: 1)
        #expect(cut.map { String(String.UnicodeScalarView($0.scalars)) } == ["Hell…"])
        // Two lines of 30 pt: a word each.
        let two = TextMetrics.lines("Hello world", fontSize: 10, bold: false, width: 30, maxLines: 2)
        #expect(two.map { String(String.UnicodeScalarView($0.scalars)) } == ["Hello", "world"])
        // Bold is wider: Helvetica Bold's l is 278, o 611.
        expectClose(Double(TextMetrics.width(of: "lo", fontSize: 10, bold: true)), 8.89, tolerance: 1e-9)
    }

    // "Master" at 5 pt is M 833 + a 556 + s 500 + t 278 + e 556 + r 333 = 3.056 em: 15.28 pt, three
    // columns on the device's scale for six characters. It fits on the device, so it shows whole,
    // packed around where it stands (its middle at x 87.64 pt: column 17.5), not cut to "Ma…".
    // (Its line's middle is at y 93 + 5 = 98: row 9.)
    // Left-aligned, it starts where its first glyph does (M, 0.833 em = 4.165 pt, centred at
    // 82.08: column 16); right-aligned it ends where its last does (r ends at 95.28: column 19).
    @Test(arguments: [TextAlignment.center, .left, .right])
    func textThatFitsOnTheDeviceShowsWholeAlignedWhereItStands(alignment: TextAlignment) {
        let r = rows([label("Master", at: CGPoint(x: 80, y: 93), size: CGSize(width: 15.28, height: 10), fontSize: 5,
                            alignment: alignment)])
        let start = try! #require(column(of: "Master", in: r[9]), "row 9: \(r[9])")
        switch alignment {
        case .center: #expect(abs(Double(start) + 3 - 17.5) <= 1, "centred on column 17.5: starts at \(start)")
        case .left: #expect(start == 16)
        default: #expect(start + 6 == 19, "ends at column 19: starts at \(start)")
        }
    }

    // Set large, glyphs stand further apart than cells: each takes the cell under its centre.
    // "Hi" at 40 pt from x 50: H is 28.88 pt wide, centred at 64.44 (column 12.9); i (222) centred
    // at 50 + 28.88 + 4.44 = 83.32 (column 16.7).
    @Test func largeTextIsSpreadAsItIsOnTheDevice() {
        let r = rows([label("Hi", at: CGPoint(x: 50, y: 80), size: CGSize(width: 40, height: 48), fontSize: 40)])
        let row = try! #require(r.first { $0.contains("H") })
        let h = try! #require(column(of: "H", in: row)), i = try! #require(column(of: "i", in: row))
        #expect(h == Int((64.44 / 5 - 0.5).rounded()) && i == Int((83.32 / 5 - 0.5).rounded()), "\(row)")
    }

    // Where the device cuts a line, so does the picture: "Master" at 5 pt in 10 pt keeps
    // "M" (4.165 pt) and "…" (5 pt); "Ma…" would be 11.9 pt.
    @Test func textIsCutWhereTheDeviceCutsIt() {
        let r = rows([label("Master", at: CGPoint(x: 80, y: 93), size: CGSize(width: 10, height: 10), fontSize: 5)])
        #expect(r[9].contains("M…") && !r[9].contains("Ma"), "\(r[9])")
    }

    // Packing pushes a run past the scene's edge although the device shows it inside: it is
    // moved back in. A run the device shows outside the scene stays out.
    @Test func theCellsDoNotPushTextOffTheScreen() {
        let edge = rows([label("Master", at: CGPoint(x: 0, y: 93), size: CGSize(width: 15.28, height: 10), fontSize: 5)])
        #expect(column(of: "Master", in: edge[9]) == 0, "\(edge[9])")
        let away = rows([label("Master", at: CGPoint(x: -40, y: 93), size: CGSize(width: 15.28, height: 10), fontSize: 5)])
        #expect(!away[9].contains("M"), "\(away[9])")
    }

    // Lines of a wrapped run are set one above the other; where the cells are coarser than the
    // lines, each takes the next row. Two 5 pt lines (5.97 pt each) in one 10 pt row: rows 9 and 10.
    @Test func linesTooCloseForTheRowsTakeOneEach() {
        let r = rows([label("Hello world", at: CGPoint(x: 80, y: 90), size: CGSize(width: 20, height: 12), fontSize: 5, lines: 2)])
        let hello = r.firstIndex { $0.contains("Hello") }, world = r.firstIndex { $0.contains("world") }
        #expect(hello != nil && world == hello.map { $0 + 1 }, "\(r[8...11])")
    }

    // A label cut into slices (a snapshot's halves: each a copy of it, clipped to its part) reads
    // as the label does whole: each slice places the text as the whole label does and shows the
    // characters whose glyphs stand inside it, so none is doubled or lost where they meet —
    // whether the cut passes through the glyphs ("Master" stands at 80…95.28 pt: through "s" at
    // 90) or through the cells the packed text spills into (at 96, past every glyph).
    @Test(arguments: [90.0, 96.0])
    func aLabelCutIntoSlicesReadsAsTheWholeLabel(cut: Double) {
        let whole = label("Master", at: CGPoint(x: 80, y: 93), size: CGSize(width: 15.28, height: 10), fontSize: 5)
        var left = whole, right = whole
        left.clips = [DisplayClip(transform: .identity, rect: CGRect(x: 0, y: 0, width: cut, height: 200))]
        right.clips = [DisplayClip(transform: .identity, rect: CGRect(x: cut, y: 0, width: 200 - cut, height: 200))]
        let unsliced = rows([whole])[9]
        #expect(unsliced.contains("Master"))
        #expect(rows([left, right])[9] == unsliced)
        #expect(rows([right, left])[9] == unsliced)
    }

    // Two labels side by side on the device whose packed cells meet ("‹ Inbox" and a title after
    // it) stay two words apart: the later one moves a column clear of the cell beside the first
    // rather than losing its first letter. "Ok" at 5 pt is O 778 + k 500 = 6.39 pt, packed into 2
    // columns from x 80 (columns 16–17); "No" (N 722 + o 556) at 91 stands in column 18, the cell beside it.
    @Test func aLabelBesideAnotherMovesClearOfItRatherThanLosingALetter() {
        let r = rows([label("Ok", at: CGPoint(x: 80, y: 93), size: CGSize(width: 6.39, height: 10), fontSize: 5),
                      label("No", at: CGPoint(x: 91, y: 93), size: CGSize(width: 6.39, height: 10), fontSize: 5)])
        #expect(r[9].contains("Ok No"), "\(r[9])")
    }

    // A weaker run crossing a stronger one gives way word by word: a word with a letter on the
    // stronger run's cells is left out whole, never leaving a stray letter (a cross-fade's
    // "Inbox" over "Inbox" two columns on showed "Inbox x").
    @Test func aWeakerRunCrossingAStrongerGivesWayByWholeWords() {
        var faint = label("Inbox", at: CGPoint(x: 90, y: 93), size: CGSize(width: 15, height: 10), fontSize: 5)
        faint.opacity = 0.4
        let r = rows([label("Inbox", at: CGPoint(x: 80, y: 93), size: CGSize(width: 15, height: 10), fontSize: 5), faint])
        #expect(r[9].filter { $0 != " " } == "Inbox", "\(r[9])")
    }
}
