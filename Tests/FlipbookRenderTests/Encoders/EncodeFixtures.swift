//  EncodeFixtures.swift — FlipbookRenderTests
//  Frames the encoder tests share, and a reader for the escape sequences the encoder writes.

import FlipbookRender

/// One piece of an ANSI byte stream.
enum ANSIToken: Equatable {
    /// `ESC [` parameters final: `.csi("3;5", "H")`.
    case csi(String, Character)
    /// Printable text.
    case text(String)

    var isCUP: Bool { if case .csi(_, "H") = self { return true } else { return false } }
    var isSGR: Bool { if case .csi(_, "m") = self { return true } else { return false } }
    var isText: Bool { if case .text = self { return true } else { return false } }

    /// Splits `bytes` into CSI sequences and runs of text (enough for what the encoder writes).
    static func parse(_ bytes: [UInt8]) -> [ANSIToken] {
        var tokens: [ANSIToken] = []
        var text: [UInt8] = []
        var i = 0
        func flush() {
            if !text.isEmpty { tokens.append(.text(String(decoding: text, as: UTF8.self))); text.removeAll() }
        }
        while i < bytes.count {
            if bytes[i] == 0x1B, i + 1 < bytes.count, bytes[i + 1] == 0x5B {
                flush()
                var j = i + 2
                while j < bytes.count, !(0x40...0x7E).contains(bytes[j]) { j += 1 }
                guard j < bytes.count else { break }
                tokens.append(.csi(String(decoding: bytes[(i + 2)..<j], as: UTF8.self), Character(Unicode.Scalar(bytes[j]))))
                i = j + 1
            } else {
                text.append(bytes[i])
                i += 1
            }
        }
        flush()
        return tokens
    }
}

enum EncodeFixtures {
    /// A 20×10 card: a solid colour, a title row with a wide-character word, a dim footer.
    static func drawCard(into buffer: inout CellBuffer, x: Int, y: Int) {
        let fill = TerminalColor.rgb(200, 60, 60)
        for row in y..<(y + 10) {
            buffer.write(String(repeating: " ", count: 20), x: x, y: row, background: fill)
        }
        buffer.write(" Card 世界", x: x, y: y, foreground: .rgb(255, 255, 255), background: fill, attributes: [.bold])
        buffer.write("▄▄▄▄", x: x + 1, y: y + 9, foreground: .indexed(226), background: fill, attributes: [.dim])
    }

    /// The background the card moves over: a title, the 16 system colours and a few palette
    /// colours, styled text, and a half-block gradient in the lower rows.
    static func backdrop(width: Int, height: Int, title: String = "Flipbook — 日本語 demo") -> CellBuffer {
        var buffer = CellBuffer(width: width, height: height)
        let end = buffer.write("Flipbook", x: 0, y: 0, attributes: [.bold])
        buffer.write(String(title.dropFirst(8)), x: end, y: 0)
        // Background index 13 is left out: pyte 0.8 misspells its name ("bfightmagenta").
        for i in 0..<16 {
            buffer.write("█", x: i, y: 1, foreground: .indexed(UInt8(i)), background: 15 - i == 13 ? .default : .indexed(UInt8(15 - i)))
        }
        buffer.write("xy", x: 17, y: 1, foreground: .indexed(196), background: .indexed(236))
        buffer.write("italic", x: 0, y: 2, foreground: .rgb(10, 200, 30), attributes: [.italic])
        buffer.write("under", x: 7, y: 2, attributes: [.underline])
        buffer.write("inverse", x: 13, y: 2, foreground: .rgb(1, 2, 3), background: .rgb(250, 240, 230), attributes: [.inverse])
        for row in max(height - 6, 0)..<height {
            let top = UInt8(40 + 8 * (2 * (row - height + 6)))
            let bottom = UInt8(44 + 8 * (2 * (row - height + 6)))
            buffer.write(String(repeating: "▀", count: width), x: 0, y: row,
                         foreground: .rgb(0, top / 2, top), background: .rgb(0, bottom / 2, bottom))
        }
        return buffer
    }

    /// A 64×18 animation: the card moves, the title's wide characters become narrow and back,
    /// bold goes off and on.
    static func frames() -> [CellBuffer] {
        let (w, h) = (64, 18)
        var frames: [CellBuffer] = []
        var a = backdrop(width: w, height: h)
        drawCard(into: &a, x: 4, y: 3)
        frames.append(a)

        var b = backdrop(width: w, height: h)
        drawCard(into: &b, x: 6, y: 4)
        frames.append(b)

        var c = backdrop(width: w, height: h, title: "Flipbook — abcdef demo")
        drawCard(into: &c, x: 30, y: 5)
        c.write("Flipbook", x: 0, y: 0) // bold off: needs a full SGR reset
        for column in stride(from: 50, to: 60, by: 2) { // changes one cell apart: a CUP each
            c.write("*", x: column, y: 2, foreground: .indexed(208))
        }
        c.write("字", x: 52, y: 3) // and after a wide character, one unchanged cell, then a change
        c.write("+", x: 55, y: 3)
        frames.append(c)

        var d = backdrop(width: w, height: h, title: "Flipbook — 日本語 démo")
        drawCard(into: &d, x: 43, y: 8)
        d.write("末", x: 62, y: 17, foreground: .rgb(255, 255, 0)) // a wide character at the right margin
        frames.append(d)

        frames.append(d) // an unchanged frame
        return frames
    }

    /// A 24×4 animation of wide characters broken and mended: a left half overwritten (its right
    /// half left standing, an orphan), a wide character written over the left half of another,
    /// a wide character in the last column, an orphan in column 0 under a row that ends in a
    /// wide character; then the first frame again.
    static func wideCharacterFrames() -> [CellBuffer] {
        var a = CellBuffer(width: 24, height: 4)
        a.write("a日本b世界c", x: 0, y: 0, foreground: .indexed(2), attributes: [.bold])
        a.write("xy", x: 0, y: 1, background: .indexed(4))
        a.write("中文字符", x: 0, y: 2, foreground: .rgb(200, 100, 0))
        a.write("plain", x: 0, y: 3, attributes: [.underline])

        var b = a
        b[1, 0] = Cell("x", foreground: .indexed(1))                // 日's continuation is an orphan now
        b.write(" 本", x: 0, y: 2, foreground: .rgb(0, 100, 200))   // 文's continuation is an orphan now
        b[23, 1] = Cell("末", background: .indexed(5), width: 2)     // cannot show in the last column
        b[23, 2] = Cell("末", width: 2)
        b[0, 3] = Cell(" ", background: .indexed(3), width: 0)       // not the right half of row 2's last cell
        return [a, b, a]
    }

    /// How pyte 0.8 names a colour: "default", its ANSI names for the 16 system colours, and
    /// "rrggbb" for the rest of the palette (xterm's cube and grey ramp) and for RGB.
    static func pyteName(_ color: TerminalColor) -> String {
        let names = ["black", "red", "green", "brown", "blue", "magenta", "cyan", "white"]
        func hex(_ r: Int, _ g: Int, _ b: Int) -> String {
            [r, g, b].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
        switch color.kind {
        case .default:
            return "default"
        case .indexed(let i) where i < 8:
            return names[Int(i)]
        case .indexed(let i) where i < 16:
            return "bright" + names[Int(i) - 8]
        case .indexed(let i) where i < 232:
            // Expected: xterm's 256-colour cube, levels 0, 95, 135, 175, 215, 255.
            let levels = [0, 95, 135, 175, 215, 255]
            let n = Int(i) - 16
            return hex(levels[n / 36], levels[n / 6 % 6], levels[n % 6])
        case .indexed(let i):
            let grey = 8 + 10 * (Int(i) - 232)
            return hex(grey, grey, grey)
        case .rgb(let r, let g, let b):
            return hex(Int(r), Int(g), Int(b))
        }
    }

    /// pyte's flags for what it models of `attributes` (it has no dim).
    static func pyteFlags(_ attributes: CellAttributes) -> String {
        (attributes.contains(.bold) ? "b" : "") + (attributes.contains(.italic) ? "i" : "")
            + (attributes.contains(.underline) ? "u" : "") + (attributes.contains(.inverse) ? "r" : "")
    }
}
