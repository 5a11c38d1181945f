//  TextLayout.swift — FlipbookRender
//  Flipbook's text layout in terminal cells: words wrapped to a width, lines truncated. Status: complete.

import Foundation
import FlipbookGraphics

/// Lays a text run out in a grid of cells: one character per cell (two for wide characters),
/// words wrapped to the width, at most a number of lines, the last truncated with "…".
///
/// Layouts are cached by text, width and line limit, so a steady frame lays nothing out again.
package final class TextLayout {
    /// A laid-out line: its characters with their cell widths, and its total width in cells.
    package struct Line: Equatable {
        package var scalars: [Unicode.Scalar]
        package var widths: [UInt8]
        package var width: Int
    }

    private struct Key: Hashable {
        var text: String
        var width: Int
        var maxLines: Int
    }

    private var cache: [Key: [Line]] = [:]
    /// Entries kept before the cache starts over (scenes show few distinct texts).
    static let cacheLimit = 512

    package init() {}

    /// The lines of `text` in `width` cells, at most `maxLines` (0: any number).
    package func lines(_ text: String, width: Int, maxLines: Int) -> [Line] {
        let key = Key(text: text, width: width, maxLines: maxLines)
        if let cached = cache[key] { return cached }
        let laid = Self.layout(text, width: width, maxLines: maxLines)
        if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
        cache[key] = laid
        return laid
    }

    /// Greedy word wrap: a word that does not fit moves to the next line; a word longer than
    /// the width is broken; explicit newlines break lines. Wide (CJK) characters need no
    /// spaces: each may start a new line. On the last allowed line, the rest of the text is
    /// run on and cut with "…".
    package static func layout(_ text: String, width: Int, maxLines: Int) -> [Line] {
        guard width > 0 else { return [] }
        var lines: [Line] = []
        var current = Line(scalars: [], widths: [], width: 0)
        var word = Line(scalars: [], widths: [], width: 0)
        var spaceBefore = false

        func newLine() {
            lines.append(current)
            current = Line(scalars: [], widths: [], width: 0)
        }

        func place(_ piece: Line) {
            let space = spaceBefore && !current.scalars.isEmpty ? 1 : 0
            if current.width + space + piece.width > width, !current.scalars.isEmpty {
                newLine()
            } else if space == 1 {
                current.scalars.append(" "); current.widths.append(1); current.width += 1
            }
            for (scalar, w) in zip(piece.scalars, piece.widths) {
                if current.width + Int(w) > width, !current.scalars.isEmpty { newLine() }
                current.scalars.append(scalar); current.widths.append(w); current.width += Int(w)
            }
            spaceBefore = false
        }

        func flushWord() {
            guard !word.scalars.isEmpty else { return }
            place(word)
            word = Line(scalars: [], widths: [], width: 0)
        }

        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n":
                flushWord()
                newLine()
                spaceBefore = false
            case " ", "\t":
                flushWord()
                spaceBefore = true
            default:
                let w = TerminalWidth.of(scalar)
                guard w > 0 else { continue }
                if w == 2 {
                    flushWord()
                    place(Line(scalars: [scalar], widths: [2], width: 2))
                } else {
                    word.scalars.append(scalar); word.widths.append(UInt8(w)); word.width += w
                }
            }
        }
        flushWord()
        if !current.scalars.isEmpty || lines.isEmpty { lines.append(current) }

        if maxLines > 0, lines.count > maxLines {
            // The last allowed line runs on with the rest of the text, then is cut.
            var last = lines[maxLines - 1]
            for line in lines[maxLines...] {
                last.scalars.append(" "); last.widths.append(1); last.width += 1
                last.scalars += line.scalars; last.widths += line.widths; last.width += line.width
            }
            lines.removeSubrange(maxLines...)
            truncate(&last, width: width)
            lines[maxLines - 1] = last
        }
        return lines
    }

    /// Ends a line with "…" within `width` cells.
    private static func truncate(_ line: inout Line, width: Int) {
        while line.width + 1 > width, !line.scalars.isEmpty {
            line.width -= Int(line.widths.removeLast())
            line.scalars.removeLast()
        }
        if line.scalars.last == " " {
            line.scalars.removeLast(); line.widths.removeLast(); line.width -= 1
        }
        line.scalars.append("…"); line.widths.append(1); line.width += 1
    }
}
