//  EditableTextLayout.swift — FlipbookGraphics
//  The lines of a text being edited, broken as `TextMetrics.lines` breaks them and kept as the
//  text changes: an edit breaks again only the lines it can move. Status: partial (no line
//  limit: a text shown in at most N lines runs on in its last, which this does not keep).

import Foundation

/// A text's lines at one width, kept across edits: what a text view asks at every keystroke
/// (how many lines there are, how far the line before the insertion point reaches) answered
/// without breaking the whole text again.
///
/// Each line keeps its `_LineRecord`: how far the text decided where it starts. An edit at
/// offset `o` breaks the text again from the last line decided before `o`, and stops at the
/// first line after the edit that starts with a whole piece where a line of the old text
/// started: from a line's start nothing is carried over, so the old lines from there on stand,
/// moved by the edit's change of length. Typing at the end of a paragraph breaks its last line
/// again; an edit inside one, the lines it reflows.
///
/// Offsets are in UTF-8 code units. The text is not kept here: what reads it is given it, and
/// it must be the text the layout was made for and edited with.
package struct EditableTextLayout {
    package let fontSize: CGFloat
    package let bold: Bool
    /// The width lines break at (`.infinity`: only newlines break them).
    package let width: CGFloat
    /// Every line as the breaker left it: the last may be an empty line that `TextMetrics.lines`
    /// leaves out (see `lineCount`), and none is cut yet.
    package private(set) var records: [_LineRecord] = []
    /// The text's length in UTF-8 code units.
    package private(set) var length: Int
    /// How many characters (Unicode scalars) this layout and its copies have broken into lines
    /// (Flipbook addition, a test hook: an edit breaks again only the lines it moves, so typing
    /// at the end of a text breaks about a line's worth per keystroke however long the text is).
    package let work = Work()
    /// The breaker that broke the text's last lines, left unfinished at the text's end, and the
    /// index of the line it started at: text typed at the end is fed on to it, so a keystroke
    /// breaks only what it adds. It is started again (from the last line decided) once it has
    /// started a few lines, so what finishing a copy of it costs stays a line's worth.
    private var tail: (breaker: _LineBreaker, from: Int)?
    /// How many lines the tail may start before it is started again.
    private static let tailLines = 2

    /// A count shared by a layout and its copies (see `work`).
    package final class Work {
        package internal(set) var scalarsBroken = 0
    }

    /// The lines of `text` in the system font at `fontSize`, wrapped at `width` points.
    package init(_ text: String, fontSize: CGFloat, bold: Bool, width: CGFloat) {
        self.fontSize = fontSize
        self.bold = bold
        self.width = width
        length = text.utf8.count
        records = breakLines(of: text, from: _LineRecord(start: 0, examinedEnd: 0, startsPiece: true), to: length)
            .breaker.records
    }

    /// How many lines `TextMetrics.lines` gives the text.
    package var lineCount: Int {
        records.count > 1 && records[records.count - 1].isEmpty ? records.count - 1 : records.count
    }

    /// The width of line `index` (below `lineCount`) as `TextMetrics.lines` gives it: the last
    /// one cut to end in "…" when it overflows.
    package func width(ofLine index: Int, in text: String) -> CGFloat {
        let record = records[index]
        guard index == lineCount - 1, record.width > limit else { return record.width }
        return cutWidth(ofLineAt: record, in: text, end: length)
    }

    /// The widest line's width.
    package func widestLineWidth(in text: String) -> CGFloat {
        let last = lineCount - 1
        return records[..<last].reduce(width(ofLine: last, in: text)) { max($0, $1.width) }
    }

    /// What `TextMetrics.lines` makes of the text before UTF-8 offset `end` (a character's
    /// start): how many lines, and the last one's width. Breaks again only the lines from the
    /// last one decided before `end`.
    package func linesBefore(_ end: Int, in text: String) -> (count: Int, lastWidth: CGFloat) {
        if end >= length { return (lineCount, width(ofLine: lineCount - 1, in: text)) }
        let j = lastLine(decidedBefore: end)
        let run = breakLines(of: text, from: records[j], to: end, keepingCharacters: true).breaker
        let count = j + run.records.count
        // An empty last line is left out unless it is the only one: the line before it is the last.
        if count > 1, run.records[run.records.count - 1].isEmpty {
            if run.lines.count > 1 { return (count - 1, cutWidth(of: run.lines[run.lines.count - 2])) }
            let before = records[j - 1]
            return (count - 1, before.width > limit ? cutWidth(ofLineAt: before, in: text, end: end) : before.width)
        }
        return (count, cutWidth(of: run.lines[run.lines.count - 1]))
    }

    /// Breaks again what an edit can move: `range` of the old text (UTF-8 offsets) was replaced
    /// by `newCount` code units, giving `text`.
    package mutating func replace(_ range: Range<Int>, newCount: Int, in text: String) {
        if range.isEmpty, range.lowerBound == length {
            append(newCount, in: text)
            return
        }
        tail = nil
        let delta = newCount - range.count
        let editEnd = range.lowerBound + newCount
        let j = lastLine(decidedBefore: range.lowerBound)
        length += delta
        // The first line past the edit that starts with a whole piece where an old line started
        // (the old line's index): the old lines from there on stand.
        var rejoined: Int?
        let run = breakLines(of: text, from: records[j], to: length) { line in
            guard line.startsPiece, line.start >= editEnd else { return false }
            rejoined = Self.index(ofLineStartingAt: line.start - delta, in: records, after: j)
            return rejoined != nil
        }
        let fresh = run.breaker.records
        guard let k = run.stoppedAt, let n = rejoined else {
            records.replaceSubrange(j..., with: fresh)
            return
        }
        var joined = fresh[k]
        joined.width = records[n].width
        joined.isEmpty = records[n].isEmpty
        records.replaceSubrange(j...n, with: Array(fresh[..<k]) + [joined])
        // The old lines after it, moved by the edit. Each was decided no earlier than the one
        // before it, as the breaker records them.
        var decided = joined.examinedEnd
        for i in (j + k + 1)..<records.count {
            records[i].start += delta
            records[i].examinedEnd = max(records[i].examinedEnd + delta, decided)
            decided = records[i].examinedEnd
        }
    }

    /// `count` UTF-8 code units were added at the end, giving `text`: fed on to the tail (started
    /// again from the last line decided before the old end when there is none, or it has run
    /// on for `tailLines` lines), whose lines, finished, replace those from where it started.
    private mutating func append(_ count: Int, in text: String) {
        let end = length + count
        if tail == nil || tail!.breaker.records.count > Self.tailLines {
            let j = lastLine(decidedBefore: length)
            var breaker = _LineBreaker(fontSize: fontSize, bold: bold, width: width, maxLines: 0, keepsCharacters: false,
                                       recordingFrom: records[j])
            feed(&breaker, text, from: records[j].start, to: length)
            tail = (breaker, j)
        }
        feed(&tail!.breaker, text, from: length, to: end)
        length = end
        var finished = tail!.breaker
        finished.finish(at: end)
        records.replaceSubrange(tail!.from..., with: finished.records)
    }

    /// Feeds the characters of `text` from UTF-8 offset `start` to `end` to `breaker`.
    private func feed(_ breaker: inout _LineBreaker, _ text: String, from start: Int, to end: Int) {
        let utf8 = text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: start)
        let to = utf8.index(utf8.startIndex, offsetBy: end)
        var offset = start
        for scalar in text.unicodeScalars[from..<to] {
            breaker.feed(scalar, at: offset)
            offset += UTF8.width(scalar)
            work.scalarsBroken += 1
        }
    }

    // MARK: Breaking

    /// The widest a line may be set.
    private var limit: CGFloat { TextMetrics.lineLimit(width: width, fontSize: fontSize) }

    /// The last line whose start the text before `offset` decided alone (at least the first).
    private func lastLine(decidedBefore offset: Int) -> Int {
        // `examinedEnd` never decreases from a line to the next, and the first line's is 0.
        var low = 0, high = records.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if records[mid].examinedEnd <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The line after `index` among `records` that starts at `start`, if one does.
    private static func index(ofLineStartingAt start: Int, in records: [_LineRecord], after index: Int) -> Int? {
        var low = index + 1, high = records.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if records[mid].start == start { return mid }
            if records[mid].start < start { low = mid + 1 } else { high = mid - 1 }
        }
        return nil
    }

    /// Breaks `text` from the start of the line `line` records up to UTF-8 offset `end`, where
    /// the text is taken to end; or until `stop` is true of a line started on the way (whose
    /// index among the breaker's records is `stoppedAt`; it is not finished).
    private func breakLines(of text: String, from line: _LineRecord, to end: Int, keepingCharacters: Bool = false,
                            stoppingAt stop: (_LineRecord) -> Bool = { _ in false }) -> (breaker: _LineBreaker, stoppedAt: Int?) {
        var breaker = _LineBreaker(fontSize: fontSize, bold: bold, width: width, maxLines: 0,
                                   keepsCharacters: keepingCharacters, recordingFrom: line)
        let utf8 = text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: line.start)
        let to = utf8.index(utf8.startIndex, offsetBy: end)
        var offset = line.start
        var checked = 1
        var fed = 0
        defer { work.scalarsBroken += fed }
        for scalar in text.unicodeScalars[from..<to] {
            fed += 1
            breaker.feed(scalar, at: offset)
            offset += UTF8.width(scalar)
            while checked < breaker.records.count {
                if stop(breaker.records[checked]) { return (breaker, checked) }
                checked += 1
            }
        }
        breaker.finish(at: end)
        return (breaker, nil)
    }

    /// The width `line` has as a last line: cut to end in "…" when it overflows.
    private func cutWidth(of line: TextLine) -> CGFloat {
        line.width > limit ? TextMetrics.truncated(line, width: width, fontSize: fontSize, bold: bold).width : line.width
    }

    /// The cut width of the line that starts at `record`, broken again from there in the text
    /// up to `end`.
    private func cutWidth(ofLineAt record: _LineRecord, in text: String, end: Int) -> CGFloat {
        let run = breakLines(of: text, from: record, to: end, keepingCharacters: true) { _ in true }
        return cutWidth(of: run.breaker.lines[0])
    }
}
