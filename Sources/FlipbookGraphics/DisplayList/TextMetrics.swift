//  TextMetrics.swift — FlipbookGraphics
//  How wide text is set in the system font, and how a label breaks it into lines: the one
//  measure UIKit's sizes and the terminal's text placement share. Status: complete.

import Foundation

/// A line of text as the device sets it: its characters, each one's advance in points, and
/// the line's width (the sum of the advances).
public struct TextLine: Equatable, Sendable {
    public var scalars: [Unicode.Scalar]
    public var advances: [CGFloat]
    public var width: CGFloat

    public init(scalars: [Unicode.Scalar] = [], advances: [CGFloat] = [], width: CGFloat = 0) {
        self.scalars = scalars
        self.advances = advances
        self.width = width
    }

    mutating func append(_ scalar: Unicode.Scalar, _ advance: CGFloat) {
        scalars.append(scalar)
        advances.append(advance)
        width += advance
    }

    mutating func removeLast() {
        scalars.removeLast()
        width -= advances.removeLast()
    }
}

/// The system font's metrics: each character's advance and the line height, in points for a
/// point size, and label line breaking by them.
///
/// Deviation: the advances are Helvetica's and Helvetica Bold's (Adobe's published metrics for
/// the PDF standard fonts), not San Francisco's, which are not public; the two are within a few
/// per cent of each other across a word. Bold (semibold and heavier) uses the bold widths.
/// Letters with accents take their base letter's advance; East Asian wide characters one em;
/// characters outside the tables 0.556 em, a typical lowercase advance.
public enum TextMetrics {
    /// Expected: SF Pro's line height is 1.1934 × point size (`systemFont(ofSize: 17).lineHeight` = 20.287 on iOS).
    public static let lineHeightRatio: CGFloat = 20.287109375 / 17

    /// Advances of U+0020…U+007E in thousandths of an em: Helvetica.
    private static let regular: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,  // space … /
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,  // 0 … ?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @ … O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,  // P … _
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,  // ` … o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,       // p … ~
    ]
    /// Advances of U+0020…U+007E in thousandths of an em: Helvetica Bold.
    private static let bold: [UInt16] = [
        278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
        975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
        333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
        611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
    ]

    /// The advance of `scalar` in ems.
    public static func advance(of scalar: Unicode.Scalar, bold isBold: Bool) -> CGFloat {
        let v = scalar.value
        if v >= 0x20 && v <= 0x7E { return CGFloat((isBold ? bold : regular)[Int(v - 0x20)]) / 1000 }
        switch v {
        case 0x00A0: return 0.278                                   // no-break space
        case 0x2039, 0x203A: return 0.333                           // ‹ ›
        case 0x2026, 0x2014: return 1                               // … —
        case 0x2013: return 0.556                                   // –
        case 0x2018, 0x2019: return isBold ? 0.278 : 0.222          // ‘ ’
        case 0x201C, 0x201D: return isBold ? 0.5 : 0.333            // “ ”
        case 0x2022: return 0.35                                    // •
        case 0x00B7: return 0.278                                   // ·
        case 0x00B0: return 0.4                                     // °
        case 0x00A9, 0x00AE: return 0.737                           // © ®
        default: break
        }
        if v < 0x20 || (v >= 0x7F && v < 0xA0) || (0x0300...0x036F).contains(v) || (0x200B...0x200F).contains(v) { return 0 }
        if isWide(scalar) { return 1 }
        // An accented letter: its base letter's advance.
        if let base = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first,
           base != scalar, base.value >= 0x20, base.value <= 0x7E {
            return advance(of: base, bold: isBold)
        }
        return 0.556
    }

    /// The width of `text` on one line, in points.
    public static func width<S: StringProtocol>(of text: S, fontSize: CGFloat, bold: Bool) -> CGFloat {
        text.unicodeScalars.reduce(0) { $0 + advance(of: $1, bold: bold) * fontSize }
    }

    /// Whether a character is East Asian wide or fullwidth (CJK, Hangul, kana, fullwidth forms, emoji).
    public static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// The lines a label shows `text` in, `width` points wide (infinite: no wrapping), at most
    /// `maxLines` (0: any number), as UIKit's word wrapping and tail truncation set them.
    ///
    /// Greedy word wrap: a word that does not fit moves to the next line, a word wider than
    /// the line is broken between characters, a wide (CJK) character may start a line, a
    /// newline ends one. On the last allowed line the rest of the text runs on, and a line
    /// wider than `width` is cut to end in "…" (`NSLineBreakMode.byTruncatingTail`).
    public static func lines(_ text: String, fontSize: CGFloat, bold: Bool, width: CGFloat, maxLines: Int) -> [TextLine] {
        var breaker = _LineBreaker(fontSize: fontSize, bold: bold, width: width, maxLines: maxLines)
        for scalar in text.unicodeScalars { breaker.feed(scalar, at: 0) }
        breaker.finish(at: 0)
        var lines = breaker.lines
        // A last line that holds nothing (after a final newline) shows only as the text's only line.
        if lines.count > 1, lines[lines.count - 1].scalars.isEmpty { lines.removeLast() }
        if var last = lines.last, last.width > lineLimit(width: width, fontSize: fontSize) {
            truncate(&last, width: width, ellipsis: advance(of: "…", bold: bold) * fontSize)
            lines[lines.count - 1] = last
        }
        return lines
    }

    /// How wide a line `width` points wide may be set. Advances summed from the same glyphs in
    /// the same order give the same width, so a label sized to its text (`sizeThatFits`) fits it;
    /// the slack covers rounded frames.
    package static func lineLimit(width: CGFloat, fontSize: CGFloat) -> CGFloat {
        width + 1e-6 * max(fontSize, 1)
    }

    /// `line` cut to end in "…" within `width` points, as `lines` cuts a last line that overflows.
    package static func truncated(_ line: TextLine, width: CGFloat, fontSize: CGFloat, bold: Bool) -> TextLine {
        var line = line
        truncate(&line, width: width, ellipsis: advance(of: "…", bold: bold) * fontSize)
        return line
    }

    /// Ends `line` with "…" within `width` points (the ellipsis alone if nothing else fits).
    private static func truncate(_ line: inout TextLine, width: CGFloat, ellipsis: CGFloat) {
        while !line.scalars.isEmpty, line.width + ellipsis > width { line.removeLast() }
        while line.scalars.last == " " { line.removeLast() }
        line.append("…", ellipsis)
    }
}
