//  BlitTestSupport.swift — FlipbookRenderTests
//  Pixel buffers from sRGB bytes and readings of quadrant and braille glyphs, for blitter tests.

import FlipbookGraphics
@testable import FlipbookRender

/// Opaque sRGB8 colours used by the blitter tests.
typealias RGB8 = (r: UInt8, g: UInt8, b: UInt8)

enum BlitFixture {
    static let white: RGB8 = (255, 255, 255)
    static let black: RGB8 = (0, 0, 0)
    static let red: RGB8 = (255, 0, 0)
    static let blue: RGB8 = (0, 0, 255)

    /// A pixel buffer from rows of opaque sRGB colours.
    static func pixels(_ rows: [[RGB8]]) -> PixelBuffer {
        var buffer = PixelBuffer(width: rows.first?.count ?? 0, height: rows.count)
        for (y, row) in rows.enumerated() {
            for (x, c) in row.enumerated() { buffer[x, y] = PremultipliedPixel(Color(sRGB8: c.r, c.g, c.b)) }
        }
        return buffer
    }

    /// A pixel buffer of `width × height` from a function of the position.
    static func pixels(width: Int, height: Int, _ colour: (Int, Int) -> RGB8) -> PixelBuffer {
        pixels((0..<height).map { y in (0..<width).map { x in colour(x, y) } })
    }

    /// Blits into a buffer exactly the pixels' size in cells and returns it.
    static func blit(_ pixels: PixelBuffer, kind: BlitterKind, mode: ColorMode) -> CellBuffer {
        let ppc = kind.pixelsPerCell
        var cells = CellBuffer(width: pixels.width / ppc.x, height: pixels.height / ppc.y)
        Blitter(kind: kind, colorMode: mode).blit(pixels, into: &cells)
        return cells
    }

    static func rgb(_ c: RGB8) -> TerminalColor { .rgb(c.r, c.g, c.b) }

    /// Quadrants a glyph paints in its foreground: "TL", "TR", "BL", "BR" (read off the
    /// Unicode character names, e.g. U+259A QUADRANT UPPER LEFT AND LOWER RIGHT).
    static let quadrantsOfGlyph: [Unicode.Scalar: Set<String>] = [
        " ": [], "▘": ["TL"], "▝": ["TR"], "▖": ["BL"], "▗": ["BR"],
        "▀": ["TL", "TR"], "▄": ["BL", "BR"], "▌": ["TL", "BL"], "▐": ["TR", "BR"],
        "▚": ["TL", "BR"], "▞": ["TR", "BL"],
        "▛": ["TL", "TR", "BL"], "▜": ["TL", "TR", "BR"], "▙": ["TL", "BL", "BR"], "▟": ["TR", "BL", "BR"],
        "█": ["TL", "TR", "BL", "BR"],
    ]
    static let allQuadrants: Set<String> = ["TL", "TR", "BL", "BR"]

    /// The quadrants a cell shows in `colour`, whichever of foreground and background holds it.
    static func quadrants(of cell: Cell, showing colour: TerminalColor) -> Set<String>? {
        guard let painted = quadrantsOfGlyph[cell.scalar] else { return nil }
        var shown = Set<String>()
        if cell.foreground == colour { shown.formUnion(painted) }
        if cell.background == colour { shown.formUnion(allQuadrants.subtracting(painted)) }
        return shown
    }

    /// The braille dot number (1–8) of each pixel of a 2×4 block, by (x, y): 1 2 3 down the
    /// left, 4 5 6 down the right, 7 and 8 the bottom row (the eight-dot braille cell).
    static func brailleDot(x: Int, y: Int) -> Int {
        if y == 3 { return x == 0 ? 7 : 8 }
        return x == 0 ? y + 1 : y + 4
    }
}
