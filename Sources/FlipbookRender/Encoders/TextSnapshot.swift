//  TextSnapshot.swift — FlipbookRender
//  Flipbook's readable text form of a cell buffer, for golden files. Status: complete.

import Foundation

/// A cell buffer as text a person can read in a diff: the form of Flipbook's frame goldens.
///
/// The character rows come first, each quoted between `|` so trailing spaces show. A wide
/// character is written once and its continuation cell omitted, so in a monospaced font that
/// draws it two columns wide the rows stay aligned:
///
/// ```
/// |▀▀  ▄|
/// |日本 x|
/// ```
///
/// With `colors: true` a colour plane follows: a `--` line, the legend — one line per colour
/// that is not the terminal's default, `a=#ff0000` for RGB and `b=@196` for an indexed colour —
/// then one line per row holding the foreground and the background of every cell, one symbol a
/// cell, `.` for the default colour:
///
/// ```
/// --
/// a=#ff0000
/// b=@21
/// |aa..a|bb..b|
/// |.....|.....|
/// ```
///
/// Every column of the plane is one cell (a wide character's continuation included), so a
/// plane row lines up with the character row drawn above it. Symbols are handed out in the
/// order a reader meets them — row by row, the foreground half before the background half — so
/// the same frame always gives the same text, and a colour that changes in one cell changes
/// one symbol (and, if it is a new colour, one legend line). Symbols run `a`–`z`, `A`–`Z`,
/// `0`–`9`, then Latin, Greek and Cyrillic letters (several hundred in all); a frame with even
/// more colours marks the rest `?` and says so in the legend.
public enum TextSnapshot {
    /// The text form of `cells`, every line ending in a newline.
    public static func render(_ cells: CellBuffer, colors: Bool) -> String {
        var out = ""
        for line in lines(cells) {
            out += "|" + line + "|\n"
        }
        guard colors else { return out }

        var legend = Legend()
        var planeRows: [String] = []
        planeRows.reserveCapacity(cells.height)
        for y in 0..<cells.height {
            var foreground = ""
            var background = ""
            for x in 0..<cells.width { foreground.unicodeScalars.append(legend.symbol(for: cells[x, y].foreground)) }
            for x in 0..<cells.width { background.unicodeScalars.append(legend.symbol(for: cells[x, y].background)) }
            planeRows.append("|" + foreground + "|" + background + "|\n")
        }
        out += "--\n"
        for (symbol, color) in legend.entries {
            out += String(Character(symbol)) + "=" + describe(color) + "\n"
        }
        if legend.overflowed {
            out += "?=more colours than symbols\n"
        }
        for row in planeRows { out += row }
        return out
    }

    /// The character rows of `cells` without quoting: what a terminal showing the frame
    /// displays, line by line (a wide character once, its continuation omitted). Characters a
    /// terminal would not show in a cell of their own — controls, lone combining marks, an
    /// orphaned continuation — read as a space, as the encoder writes them.
    public static func lines(_ cells: CellBuffer) -> [String] {
        var result: [String] = []
        result.reserveCapacity(cells.height)
        for y in 0..<cells.height {
            var line = String.UnicodeScalarView()
            var x = 0
            while x < cells.width {
                let cell = cells[x, y]
                if cell.width == 2, x + 1 < cells.width, TerminalWidth.of(cell.scalar) == 2 {
                    line.append(cell.scalar)
                    x += 2
                    continue
                }
                let blank = cell.width == 0 || TerminalWidth.of(cell.scalar) == 0 || (cell.width == 2 && x + 1 == cells.width)
                line.append(blank ? " " : cell.scalar)
                x += 1
            }
            result.append(String(line))
        }
        return result
    }

    /// `#rrggbb` for RGB, `@n` for an indexed colour, `default` for the terminal's own.
    static func describe(_ color: TerminalColor) -> String {
        switch color.kind {
        case .default:
            return "default"
        case .indexed(let index):
            return "@" + String(index)
        case .rgb(let r, let g, let b):
            return "#" + hex(r) + hex(g) + hex(b)
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef".unicodeScalars)
        return String(Character(digits[Int(byte >> 4)])) + String(Character(digits[Int(byte & 0xF)]))
    }

    /// Colours to single-column symbols in order of first use.
    private struct Legend {
        var symbols: [UInt32: Unicode.Scalar] = [:]
        var entries: [(Unicode.Scalar, TerminalColor)] = []
        var overflowed = false

        mutating func symbol(for color: TerminalColor) -> Unicode.Scalar {
            if color == .default { return "." }
            if let symbol = symbols[color.raw] { return symbol }
            guard entries.count < TextSnapshot.alphabet.count else {
                overflowed = true
                return "?"
            }
            let symbol = TextSnapshot.alphabet[entries.count]
            symbols[color.raw] = symbol
            entries.append((symbol, color))
            return symbol
        }
    }

    /// The legend's symbols: ASCII letters and digits, then letters of Latin-1, Latin
    /// Extended-A/B, Greek, Cyrillic and Latin Extended Additional — all one column wide,
    /// written left to right, and fixed here (not derived from Unicode properties) so a newer
    /// toolchain cannot change a golden file.
    static let alphabet: [Unicode.Scalar] = {
        let ranges: [ClosedRange<UInt32>] = [
            0x61...0x7A, 0x41...0x5A, 0x30...0x39,
            0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F,
            0x391...0x3A1, 0x3A3...0x3A9, 0x3B1...0x3C9,
            0x410...0x44F,
            0x1E00...0x1EFF,
        ]
        var result: [Unicode.Scalar] = []
        for range in ranges {
            for value in range { result.append(Unicode.Scalar(value)!) }
        }
        return result
    }()
}
