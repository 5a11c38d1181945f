//  ColorNumbers.swift — FlipbookTerminal
//  A cell's colour as the colour number ncurses takes for it. Status: complete.

import FlipbookRender

/// Turns `TerminalColor`s into ncurses colour numbers for one terminal. Pure.
///
/// - `.default` is −1 (the terminal's own colour, after `use_default_colors`).
/// - On a direct-colour terminal (terminfo `RGB`) a colour number is packed RGB, except that
///   0–7 still name the eight ANSI colours; so `.rgb` is packed (the near-blacks 0–7 become 8,
///   which looks the same), `.indexed(0...7)` stays, and other indices become their xterm RGB.
/// - On a palette terminal, an index it has stays; bright 8–15 fold onto 0–7 when it has only
///   eight; other indices and `.rgb` (which the renderer should not send in a palette mode, but
///   the HUD might) become the nearest colour it has.
struct ColorNumbers: Equatable {
    /// The terminal takes packed RGB colour numbers.
    var direct: Bool
    /// ncurses' `COLORS`.
    var colors: Int

    func number(for color: TerminalColor) -> Int32 {
        switch color.kind {
        case .default:
            return -1
        case .indexed(let index):
            if direct {
                return index < 8 ? Int32(index) : Self.packed(XtermPalette.rgb(of: index))
            }
            return paletteNumber(index: index)
        case .rgb(let r, let g, let b):
            if direct { return Self.packed((r, g, b)) }
            if colors >= 256 { return Int32(XtermPalette.nearest256(r, g, b)) }
            if colors >= 8 { return paletteNumber(index: XtermPalette.nearest16(r, g, b)) }
            return -1
        }
    }

    private func paletteNumber(index: UInt8) -> Int32 {
        if Int(index) < colors { return Int32(index) }
        if colors < 8 { return -1 }
        if index < 16 { return Int32(index - 8) }
        let (r, g, b) = XtermPalette.rgb(of: index)
        let nearest = XtermPalette.nearest16(r, g, b)
        return Int32(Int(nearest) < colors ? nearest : nearest - 8)
    }

    private static func packed(_ rgb: (UInt8, UInt8, UInt8)) -> Int32 {
        let value = Int32(rgb.0) << 16 | Int32(rgb.1) << 8 | Int32(rgb.2)
        return max(value, 8)
    }
}

/// xterm's default 256-colour palette and nearest-colour search.
enum XtermPalette {
    /// xterm's default system colours 0–15.
    static let system: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    /// The six levels of each channel of the 6×6×6 cube (16–231).
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    static func rgb(of index: UInt8) -> (UInt8, UInt8, UInt8) {
        switch index {
        case 0..<16:
            return system[Int(index)]
        case 16..<232:
            let i = Int(index) - 16
            return (cubeLevels[i / 36], cubeLevels[i / 6 % 6], cubeLevels[i % 6])
        default:
            let grey = UInt8(8 + 10 * (Int(index) - 232))
            return (grey, grey, grey)
        }
    }

    /// The nearest of the cube and grey ramp (16–255), by squared RGB distance.
    static func nearest256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        func level(_ v: UInt8) -> Int {
            cubeLevels.indices.min { abs(Int(cubeLevels[$0]) - Int(v)) < abs(Int(cubeLevels[$1]) - Int(v)) }!
        }
        let cube = UInt8(16 + 36 * level(r) + 6 * level(g) + level(b))
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let greyStep = min(max((average - 3) / 10, 0), 23)
        let grey = UInt8(232 + greyStep)
        return distance(rgb(of: grey), (r, g, b)) < distance(rgb(of: cube), (r, g, b)) ? grey : cube
    }

    /// The nearest system colour (0–15), by squared RGB distance.
    static func nearest16(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        UInt8(system.indices.min { distance(system[$0], (r, g, b)) < distance(system[$1], (r, g, b)) }!)
    }

    private static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let dr = Int(a.0) - Int(b.0), dg = Int(a.1) - Int(b.1), db = Int(a.2) - Int(b.2)
        return dr * dr + dg * dg + db * db
    }
}
