//  EditableTextLayoutTests.swift — FlipbookGraphicsTests
//  The lines a text view keeps across edits against the whole text laid out again: the same
//  count, widths and lines before every offset after random edits; and `TextMetrics.lines`,
//  now run by `_LineBreaker`, against the greedy wrap as it was written before (kept here).

import Foundation
import FlipbookGraphics
import FlipbookTestSupport
import Testing

/// `TextMetrics.lines` as it was written before the breaker took its loop over: the reference.
private func referenceLines(_ text: String, fontSize: CGFloat, bold: Bool, width: CGFloat, maxLines: Int) -> [TextLine] {
    let limit = width + 1e-6 * max(fontSize, 1)
    let space = TextMetrics.advance(of: " ", bold: bold) * fontSize
    var lines: [TextLine] = []
    var current = TextLine(), word = TextLine()
    var spaceBefore = false
    let lastLine = maxLines > 0 ? maxLines - 1 : Int.max
    var runsOn: Bool { lines.count >= lastLine }
    func append(_ scalar: Unicode.Scalar, _ advance: CGFloat, to line: inout TextLine) {
        line.scalars.append(scalar)
        line.advances.append(advance)
        line.width += advance
    }
    func newLine() {
        lines.append(current)
        current = TextLine()
    }
    func place(_ piece: TextLine) {
        let gap = spaceBefore && !current.scalars.isEmpty
        if !runsOn, !current.scalars.isEmpty, current.width + (gap ? space : 0) + piece.width > limit {
            newLine()
        } else if gap {
            append(" ", space, to: &current)
        }
        for (scalar, a) in zip(piece.scalars, piece.advances) {
            if !runsOn, !current.scalars.isEmpty, current.width + a > limit { newLine() }
            append(scalar, a, to: &current)
        }
        spaceBefore = false
    }
    func flushWord() {
        guard !word.scalars.isEmpty else { return }
        place(word)
        word = TextLine()
    }
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\n", "\u{2028}":
            flushWord()
            if runsOn { spaceBefore = true } else { newLine(); spaceBefore = false }
        case " ", "\t":
            flushWord()
            spaceBefore = true
        default:
            let a = TextMetrics.advance(of: scalar, bold: bold) * fontSize
            guard a > 0 else { continue }
            if TextMetrics.isWide(scalar) {
                flushWord()
                place(TextLine(scalars: [scalar], advances: [a], width: a))
            } else {
                append(scalar, a, to: &word)
            }
        }
    }
    flushWord()
    if !current.scalars.isEmpty || lines.isEmpty { lines.append(current) }
    if var last = lines.last, last.width > limit {
        let ellipsis = TextMetrics.advance(of: "…", bold: bold) * fontSize
        while !last.scalars.isEmpty, last.width + ellipsis > width {
            last.scalars.removeLast()
            last.width -= last.advances.removeLast()
        }
        while last.scalars.last == " " {
            last.scalars.removeLast()
            last.width -= last.advances.removeLast()
        }
        append("…", ellipsis, to: &last)
        lines[lines.count - 1] = last
    }
    return lines
}

/// Pieces random texts are made of: words, a word wider than most lines, spaces, tabs,
/// newlines (and "\r\n", and the line separator), wide characters, zero-width and combining
/// marks (which take no room), an accented letter.
private let pieces = [
    "a", "b", "W", "mm", "word", "hello", "iii", "ab cd", "long" + String(repeating: "o", count: 30), " ", "  ", "\t",
    "\n", "\n", "\r\n", "\u{2028}", "中", "😀", "\u{200B}", "\u{301}", "é",
]

/// Widths from none (only newlines break) to narrower than a letter (every line overflows and the last is cut).
private let widths: [CGFloat] = [.infinity, 3, 7, 20, 45.5, 60, 150]

private func randomText(_ rng: inout SeededGenerator, pieces count: Int) -> String {
    (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &rng)] }.joined()
}

/// Every offset in `text` at which a Unicode scalar starts, and its end.
private func scalarOffsets(_ text: String) -> [Int] {
    var offsets = [0]
    for scalar in text.unicodeScalars { offsets.append(offsets[offsets.count - 1] + UTF8.width(scalar)) }
    return offsets
}

/// Where `layout` disagrees with `text` laid out whole: its count and each line's width, and
/// what it says of the text before each offset.
private func mismatches(_ layout: EditableTextLayout, _ text: String) -> [String] {
    func lines(_ text: String) -> [TextLine] {
        TextMetrics.lines(text, fontSize: layout.fontSize, bold: layout.bold, width: layout.width, maxLines: 0)
    }
    let whole = lines(text)
    let context = "\(text.debugDescription) at width \(layout.width)"
    guard layout.lineCount == whole.count else { return ["\(layout.lineCount) lines, not \(whole.count): \(context)"] }
    var found: [String] = []
    for (i, line) in whole.enumerated() where layout.width(ofLine: i, in: text) != line.width {
        found.append("line \(i) is \(layout.width(ofLine: i, in: text)) wide, not \(line.width): \(context)")
    }
    if layout.widestLineWidth(in: text) != whole.reduce(0, { max($0, $1.width) }) { found.append("widest line: \(context)") }
    for offset in scalarOffsets(text) {
        let before = lines(String(text.utf8.prefix(offset))!)
        let kept = layout.linesBefore(offset, in: text)
        if kept.count != before.count || kept.lastWidth != before[before.count - 1].width {
            found.append("before \(offset): \(kept), not \(before.count) lines ending \(before[before.count - 1].width): \(context)")
        }
    }
    return found
}

@Suite struct EditableTextLayoutTests {
    // The breaker runs the same greedy wrap: the same lines, with or without a line limit
    // (where the last line runs on and is cut).
    @Test func linesAreThoseTheGreedyWrapGaveBeforeTheBreaker() {
        var rng = SeededGenerator(seed: 11)
        var found: [String] = []
        for _ in 0..<1_500 {
            let text = randomText(&rng, pieces: Int.random(in: 0..<40, using: &rng))
            let width = widths[Int.random(in: 0..<widths.count, using: &rng)]
            let fontSize: CGFloat = [12, 17, 0][Int.random(in: 0..<3, using: &rng)]
            let bold = Bool.random(using: &rng), maxLines = Int.random(in: 0..<4, using: &rng)
            if TextMetrics.lines(text, fontSize: fontSize, bold: bold, width: width, maxLines: maxLines)
                != referenceLines(text, fontSize: fontSize, bold: bold, width: width, maxLines: maxLines) {
                found.append("\(text.debugDescription) at width \(width), \(fontSize) pt, \(maxLines) lines")
            }
        }
        #expect(found.isEmpty, "\(found.prefix(5))")
    }

    @Test func aFreshLayoutIsTheWholeTextLaidOut() {
        var rng = SeededGenerator(seed: 12)
        var found: [String] = []
        for _ in 0..<400 {
            let text = randomText(&rng, pieces: Int.random(in: 0..<30, using: &rng))
            let layout = EditableTextLayout(text, fontSize: Bool.random(using: &rng) ? 12 : 17, bold: Bool.random(using: &rng),
                                            width: widths[Int.random(in: 0..<widths.count, using: &rng)])
            found += mismatches(layout, text)
        }
        #expect(found.isEmpty, "\(found.prefix(5))")
    }

    // Insertions (most), deletions and replacements anywhere, and typing at the end, each kept
    // by breaking again only what it moves: the lines are those of the edited text laid out
    // anew, line for line, and no line claims to depend on less of the text than it does.
    @Test func editsKeepTheLinesOfTheEditedTextLaidOutAnew() {
        var rng = SeededGenerator(seed: 13)
        var found: [String] = []
        for _ in 0..<200 {
            var text = randomText(&rng, pieces: Int.random(in: 0..<30, using: &rng))
            let fontSize: CGFloat = Bool.random(using: &rng) ? 12 : 17
            let bold = Bool.random(using: &rng), width = widths[Int.random(in: 0..<widths.count, using: &rng)]
            var layout = EditableTextLayout(text, fontSize: fontSize, bold: bold, width: width)
            for edit in 0..<20 {
                let offsets = scalarOffsets(text)
                var low = offsets[Int.random(in: 0..<offsets.count, using: &rng)]
                var high = offsets[Int.random(in: 0..<offsets.count, using: &rng)]
                if low > high { swap(&low, &high) }
                if Int.random(in: 0..<3, using: &rng) > 0 { high = low }
                if Int.random(in: 0..<4, using: &rng) == 0 { low = text.utf8.count; high = low }
                let inserted = Int.random(in: 0..<5, using: &rng) == 0 ? "" : randomText(&rng, pieces: 1 + Int.random(in: 0..<2, using: &rng))
                var bytes = Array(text.utf8)
                bytes.replaceSubrange(low..<high, with: Array(inserted.utf8))
                text = String(decoding: bytes, as: UTF8.self)
                layout.replace(low..<high, newCount: inserted.utf8.count, in: text)

                let fresh = EditableTextLayout(text, fontSize: fontSize, bold: bold, width: width)
                let same = layout.records.count == fresh.records.count && zip(layout.records, fresh.records).allSatisfy { kept, anew in
                    kept.start == anew.start && kept.width == anew.width && kept.isEmpty == anew.isEmpty
                        && kept.examinedEnd >= anew.examinedEnd
                }
                if !same {
                    found.append("after edit \(edit): \(text.debugDescription) at width \(width)")
                    break
                }
                if edit % 5 == 4 { found += mismatches(layout, text) }
            }
        }
        #expect(found.isEmpty, "\(found.prefix(5))")
    }

    // A paragraph typed a character at a time, at its end and now and then in its middle.
    @Test func typingOneCharacterAtATimeKeepsTheLines() {
        let sample = String(repeating: "The quick brown fox jumps over the lazy dog. Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa mm\n", count: 4)
        for width: CGFloat in [60, 150, .infinity] {
            var text = ""
            var layout = EditableTextLayout(text, fontSize: 12, bold: false, width: width)
            for (i, scalar) in sample.unicodeScalars.enumerated() {
                let offsets = scalarOffsets(text)
                let at = i % 7 == 3 ? offsets[offsets.count / 2] : text.utf8.count
                var bytes = Array(text.utf8)
                bytes.insert(contentsOf: Array(String(scalar).utf8), at: at)
                text = String(decoding: bytes, as: UTF8.self)
                layout.replace(at..<at, newCount: UTF8.width(scalar), in: text)
            }
            #expect(mismatches(layout, text).isEmpty, "at width \(width)")
        }
    }

    // Typing only at the end, fed on to the kept breaker (started again every few lines): after
    // every keystroke the lines are those of the text laid out anew — across spaces, newlines,
    // blank lines and a word too long for a line, broken between its characters.
    @Test func typingAtTheEndFeedsTheKeptBreakerAndKeepsTheLines() {
        let sample = String(repeating: "The quick brown fox jumps over the lazy dog.  Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa mm\n\n", count: 3)
        for width: CGFloat in [30, 60, 150, .infinity] {
            var text = ""
            var layout = EditableTextLayout(text, fontSize: 12, bold: false, width: width)
            var found: [String] = []
            for scalar in sample.unicodeScalars {
                let at = text.utf8.count
                text.unicodeScalars.append(scalar)
                layout.replace(at..<at, newCount: UTF8.width(scalar), in: text)
                let fresh = EditableTextLayout(text, fontSize: 12, bold: false, width: width)
                let same = layout.records.count == fresh.records.count && zip(layout.records, fresh.records).allSatisfy { kept, anew in
                    kept.start == anew.start && kept.width == anew.width && kept.isEmpty == anew.isEmpty
                        && kept.examinedEnd >= anew.examinedEnd
                }
                if !same { found.append("after \(text.utf8.count) bytes"); break }
            }
            #expect(found.isEmpty && mismatches(layout, text).isEmpty, "at width \(width): \(found)")
        }
    }
}
