//  _LineBreaker.swift — FlipbookGraphics
//  TextMetrics' line breaking as a machine fed one character at a time: what `TextMetrics.lines`
//  runs over a whole text, and what `EditableTextLayout` runs again from a line's start when a
//  text being edited changes. Status: complete.

import Foundation

/// What the breaker knows of a line it started: where, how much of the text decided that it
/// starts there, and (once the line is finished) how wide it is.
///
/// Offsets are in UTF-8 code units from the start of the text.
package struct _LineRecord: Equatable, Sendable {
    /// Where the line's first character starts (after a newline: where the text after it starts).
    package var start: Int
    /// How far the text was read to break every line up to this one's start (the end of the
    /// text, read as such, counts as one past it): a text that agrees with this one before
    /// `examinedEnd` has the same lines before this one and starts this one at `start` with
    /// nothing carried over, so it can be broken again from here alone.
    package var examinedEnd: Int
    /// Whether the line starts with a whole piece — a word, a wide character, what follows a
    /// newline, the text's start — rather than inside a word broken between characters.
    package var startsPiece: Bool
    /// The sum of the line's advances, in points (0 until the line is finished).
    package var width: CGFloat = 0
    /// Whether the line holds no character (a blank line, or spaces only; until it is finished).
    package var isEmpty = true

    package init(start: Int, examinedEnd: Int, startsPiece: Bool) {
        self.start = start
        self.examinedEnd = examinedEnd
        self.startsPiece = startsPiece
    }
}

/// Greedy word wrap as `TextMetrics.lines` documents it, fed a character at a time.
///
/// Fed a whole text and finished, its `lines` are those `TextMetrics.lines` returns before it
/// leaves out an empty last line and cuts the last one. Asked to record, it also notes each
/// line's `_LineRecord`. At a line's start it carries nothing over — the line is empty, no
/// space is pending, what remains of a word broken there is read again — so a breaker started
/// there (`recordingFrom:` that line's record) breaks what follows as one started at the text's
/// start does.
///
/// What a line's start depends on is recorded as the text read to decide it: a piece that fits
/// on a line depends on the whole piece and the character that ended it; a piece that does not
/// fit, only on its characters as far as where it first overflows (longer, it overflows too);
/// a break inside a word, on the character it breaks before.
package struct _LineBreaker {
    private let fontSize: CGFloat
    private let bold: Bool
    /// The widest a line may be set (`TextMetrics.lineLimit`).
    private let limit: CGFloat
    /// The advance of the space between two words on a line.
    private let space: CGFloat
    /// The line on which the rest of the text runs on (Int.max: none).
    private let lastLine: Int
    private let keepsCharacters: Bool
    private let recordsLines: Bool

    /// The finished lines' characters (when kept).
    package private(set) var lines: [TextLine] = []
    /// Every line started (when recorded), the last one still being filled.
    package private(set) var records: [_LineRecord] = []
    private var finishedCount = 0
    private var current = TextLine()
    private var word = TextLine()
    /// Where each character of `word` starts (when recorded).
    private var wordStarts: [Int] = []
    private var spaceBefore = false
    /// How far the decisions made so far read the text.
    private var examinedEnd = 0

    /// A breaker at the start of a text, or, recording, at the start of the line `start` records
    /// (the text's first line: `_LineRecord(start: 0, examinedEnd: 0, startsPiece: true)`).
    package init(fontSize: CGFloat, bold: Bool, width: CGFloat, maxLines: Int, keepsCharacters: Bool = true,
                 recordingFrom start: _LineRecord? = nil) {
        self.fontSize = fontSize
        self.bold = bold
        limit = TextMetrics.lineLimit(width: width, fontSize: fontSize)
        space = TextMetrics.advance(of: " ", bold: bold) * fontSize
        lastLine = maxLines > 0 ? maxLines - 1 : Int.max
        self.keepsCharacters = keepsCharacters
        recordsLines = start != nil
        if let start {
            records = [_LineRecord(start: start.start, examinedEnd: start.examinedEnd, startsPiece: start.startsPiece)]
            examinedEnd = start.examinedEnd
        }
    }

    /// Whether the rest of the text runs on in the last allowed line.
    private var runsOn: Bool { finishedCount >= lastLine }

    /// Breaks at the text's next character, `scalar`, which starts at UTF-8 offset `offset`
    /// (read only when recording).
    package mutating func feed(_ scalar: Unicode.Scalar, at offset: Int) {
        switch scalar {
        case "\n", "\u{2028}":
            let end = offset + UTF8.width(scalar)
            flushWord(terminatorEnd: end)
            if runsOn {
                spaceBefore = true
            } else {
                examine(through: end)
                newLine(startingAt: end, startsPiece: true)
                spaceBefore = false
            }
        case " ", "\t":
            flushWord(terminatorEnd: offset + 1)
            spaceBefore = true
        default:
            let a = TextMetrics.advance(of: scalar, bold: bold) * fontSize
            guard a > 0 else { return }
            if TextMetrics.isWide(scalar) {
                let end = offset + UTF8.width(scalar)
                flushWord(terminatorEnd: end)
                place(TextLine(scalars: [scalar], advances: [a], width: a), startingAt: offset, terminatorEnd: end)
            } else {
                word.append(scalar, a)
                if recordsLines { wordStarts.append(offset) }
            }
        }
    }

    /// Ends the text, at UTF-8 offset `end`: places the last word and finishes the last line,
    /// which is kept even when empty.
    package mutating func finish(at end: Int) {
        flushWord(terminatorEnd: end + 1)
        finishLine()
    }

    private mutating func examine(through end: Int) {
        if end > examinedEnd { examinedEnd = end }
    }

    /// Places the word read so far, which the character ending at `terminatorEnd` ended.
    private mutating func flushWord(terminatorEnd: Int) {
        guard !word.scalars.isEmpty else { return }
        place(word, startingAt: nil, terminatorEnd: terminatorEnd)
        word.scalars.removeAll(keepingCapacity: true)
        word.advances.removeAll(keepingCapacity: true)
        word.width = 0
        wordStarts.removeAll(keepingCapacity: true)
    }

    /// Puts a piece — a word, or one wide character starting at `singleStart` — after a space
    /// when one came before it, or on a new line when it does not fit; a piece wider than a
    /// line is broken between characters.
    private mutating func place(_ piece: TextLine, startingAt singleStart: Int?, terminatorEnd: Int) {
        let gap = spaceBefore && !current.scalars.isEmpty
        let room = current.width + (gap ? space : 0)
        if !runsOn, !current.scalars.isEmpty, room + piece.width > limit {
            var start = 0
            if recordsLines {
                // Settled where the piece first overflows, with the advances summed in the same
                // order as its width: a piece that goes on past there does not fit either.
                var partial: CGFloat = 0
                var k = 0
                while true {
                    partial += piece.advances[k]
                    if room + partial > limit || k == piece.advances.count - 1 { break }
                    k += 1
                }
                examine(through: (singleStart ?? wordStarts[k]) + UTF8.width(piece.scalars[k]))
                start = singleStart ?? wordStarts[0]
            }
            newLine(startingAt: start, startsPiece: true)
        } else {
            // Fitting depends on the whole piece, and so on the character that ended it.
            if recordsLines, !runsOn, !current.scalars.isEmpty { examine(through: terminatorEnd) }
            if gap { current.append(" ", space) }
        }
        for i in piece.scalars.indices {
            let a = piece.advances[i]
            if !runsOn, !current.scalars.isEmpty {
                var start = 0
                if recordsLines {
                    start = singleStart ?? wordStarts[i]
                    examine(through: start + UTF8.width(piece.scalars[i]))
                }
                if current.width + a > limit { newLine(startingAt: start, startsPiece: false) }
            }
            current.append(piece.scalars[i], a)
        }
        spaceBefore = false
    }

    /// Finishes the current line and starts one at `start`.
    private mutating func newLine(startingAt start: Int, startsPiece: Bool) {
        finishLine()
        if recordsLines { records.append(_LineRecord(start: start, examinedEnd: examinedEnd, startsPiece: startsPiece)) }
    }

    private mutating func finishLine() {
        if recordsLines {
            records[records.count - 1].width = current.width
            records[records.count - 1].isEmpty = current.scalars.isEmpty
        }
        finishedCount += 1
        if keepsCharacters {
            lines.append(current)
            current = TextLine()
        } else {
            current.scalars.removeAll(keepingCapacity: true)
            current.advances.removeAll(keepingCapacity: true)
            current.width = 0
        }
    }
}
