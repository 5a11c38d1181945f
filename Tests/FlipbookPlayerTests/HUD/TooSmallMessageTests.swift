//  TooSmallMessageTests.swift — FlipbookPlayerTests
//  Below 40×12 the previewer says how big it must be: at every size, whole words only.

@testable import FlipbookPlayer
import FlipbookRender
import Testing

@Suite struct TooSmallMessageTests {
    /// The rows of a frame as text (a wide character's continuation cell left out).
    static func rows(_ cells: CellBuffer) -> [String] {
        (0..<cells.height).map { y in
            String(String.UnicodeScalarView((0..<cells.width).compactMap { x in
                cells[x, y].isContinuation ? nil : cells[x, y].scalar
            }))
        }
    }

    /// Every form the message may take, from the longest, as a reader sees it: words in order.
    static func forms(columns: Int, rows: Int) -> [[Substring]] {
        let now = "\(columns)×\(rows)"
        return [
            "Flipbook needs a terminal of at least 40×12 cells; this one is \(now). Enlarge it, or q to quit.",
            "Flipbook needs 40×12; this one is \(now). Enlarge it, or q to quit.",
            "Flipbook needs 40×12 — now \(now)",
            "needs 40×12, now \(now)",
            "needs 40×12",
            "40×12",
            "40× 12",
            "40 × 12",
            "4 0 × 1 2",
            "!",
        ].map { $0.split(separator: " ") }
    }

    @Test func everySizeShowsWholeWordsOfOneForm() {
        let registry = DemoRegistry([FadeDemo()])
        for columns in 1...60 {
            for rows in 1...12 where columns < 40 || rows < 12 {
                let player = Player(registry: registry, columns: columns, rows: rows)
                let screen = Self.rows(player.render())
                let words = screen.flatMap { $0.split(separator: " ") }
                let forms = Self.forms(columns: columns, rows: rows)
                let form = forms.firstIndex(of: words)
                #expect(form != nil, "\(columns)×\(rows) shows \(screen)")
                // The needed size is there, whole, wherever a form with it fits (5 cells in a line or a column).
                if columns >= 5 || rows >= 5 || (columns >= 3 && rows >= 2) || (columns >= 2 && rows >= 3) {
                    #expect(words.joined().contains("40×12"), "\(columns)×\(rows) shows \(screen)")
                }
                // A shorter form only when the one before it cannot fit whole.
                if let form, form > 0 {
                    let longer = forms[form - 1]
                    let fitsOnOneLinePerWord = longer.allSatisfy { $0.count <= columns } && longer.count <= rows
                    let fitsAsOneLine = longer.joined(separator: " ").count <= columns
                    #expect(!(fitsAsOneLine || (fitsOnOneLinePerWord && longer.count == 1)),
                            "\(columns)×\(rows) could have shown \(longer.joined(separator: " "))")
                }
            }
        }
    }

    @Test func theIssuesSizeAndTheSmallestOnes() {
        let registry = DemoRegistry([FadeDemo()])
        func words(_ columns: Int, _ rows: Int) -> String {
            Self.rows(Player(registry: registry, columns: columns, rows: rows).render())
                .flatMap { $0.split(separator: " ") }.joined(separator: " ")
        }
        #expect(words(10, 5) == "Flipbook needs 40×12 — now 10×5")
        #expect(words(39, 11) == "Flipbook needs a terminal of at least 40×12 cells; this one is 39×11. Enlarge it, or q to quit.")
        #expect(words(5, 1) == "40×12")
        #expect(words(1, 5) == "4 0 × 1 2")
        #expect(words(1, 1) == "!")
    }
}
