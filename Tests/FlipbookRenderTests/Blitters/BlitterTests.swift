//  BlitterTests.swift — FlipbookRenderTests
//  Each blitter's cells for known pixel patterns.

import FlipbookGraphics
@testable import FlipbookRender
import Testing

@Suite struct BlitterTests {
    typealias F = BlitFixture

    // MARK: Half blocks

    @Test func halfBlockIsUpperForegroundOverLowerBackground() {
        let cells = F.blit(F.pixels([[F.red], [F.blue]]), kind: .halfBlock, mode: .trueColor)
        #expect(cells[0, 0] == Cell("▀", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255)))
    }

    @Test func halfBlockIn256ColoursUsesTheCubeIndices() {
        let cells = F.blit(F.pixels([[F.red], [F.blue]]), kind: .halfBlock, mode: .palette256)
        #expect(cells[0, 0] == Cell("▀", foreground: .indexed(196), background: .indexed(21)))
    }

    @Test func equalHalvesAreASpaceInTheirColour() {
        let cells = F.blit(F.pixels([[F.red], [F.red]]), kind: .halfBlock, mode: .trueColor)
        #expect(cells[0, 0] == Cell(" ", foreground: .default, background: .rgb(255, 0, 0)))
        // Different pixels that quantise alike are equal too: two near-reds in 16 colours.
        let near = F.blit(F.pixels([[(250, 10, 0)], [(240, 0, 20)]]), kind: .halfBlock, mode: .palette16)
        #expect(near[0, 0] == Cell(" ", background: .indexed(9)))
    }

    @Test func halfBlockWithoutColourShowsInk() {
        let pattern: [(RGB8, RGB8, Unicode.Scalar)] = [
            (F.black, F.black, " "), (F.white, F.black, "▀"), (F.black, F.white, "▄"), (F.white, F.white, "█"),
        ]
        for (upper, lower, glyph) in pattern {
            let cell = F.blit(F.pixels([[upper], [lower]]), kind: .halfBlock, mode: .none)[0, 0]
            #expect(cell == Cell(glyph), "\(upper) over \(lower)")
        }
    }

    // MARK: Quadrants

    @Test func aWhiteTopLeftIsTheUpperLeftQuadrant() {
        let cell = F.blit(F.pixels([[F.white, F.black], [F.black, F.black]]), kind: .quadrant, mode: .trueColor)[0, 0]
        #expect(F.quadrants(of: cell, showing: F.rgb(F.white)) == ["TL"])
        #expect(F.quadrants(of: cell, showing: F.rgb(F.black)) == ["TR", "BL", "BR"])
        #expect(cell.scalar == "▘" || cell.scalar == "▟")
    }

    @Test func diagonalsAreTheDiagonalQuadrants() {
        let falling = F.blit(F.pixels([[F.white, F.black], [F.black, F.white]]), kind: .quadrant, mode: .trueColor)[0, 0]
        #expect(falling.scalar == "▚" || falling.scalar == "▞")
        #expect(F.quadrants(of: falling, showing: F.rgb(F.white)) == ["TL", "BR"])
        let rising = F.blit(F.pixels([[F.black, F.red], [F.red, F.black]]), kind: .quadrant, mode: .trueColor)[0, 0]
        #expect(F.quadrants(of: rising, showing: F.rgb(F.red)) == ["TR", "BL"])
        #expect(F.quadrants(of: rising, showing: F.rgb(F.black)) == ["TL", "BR"])
    }

    @Test func everyTwoColourPatternShowsItsPixels() {
        for mask in 0..<16 {
            let on: [(Int, Int, String)] = [(0, 0, "TL"), (1, 0, "TR"), (0, 1, "BL"), (1, 1, "BR")]
            let expected = Set(on.enumerated().filter { mask & (1 << $0.offset) != 0 }.map { $0.element.2 })
            let pixels = F.pixels(width: 2, height: 2) { x, y in mask & (1 << (y * 2 + x)) != 0 ? F.red : F.blue }
            for mode in [ColorMode.trueColor, .palette256, .palette16] {
                let cell = F.blit(pixels, kind: .quadrant, mode: mode)[0, 0]
                let red = Blitter(kind: .quadrant, colorMode: mode).quantizer.terminalColor(red: 255, green: 0, blue: 0)
                #expect(F.quadrants(of: cell, showing: red) == expected, "mask \(mask) in \(mode): \(cell)")
            }
        }
    }

    @Test func aUniformBlockIsASpaceInItsColour() {
        let cell = F.blit(F.pixels([[F.blue, F.blue], [F.blue, F.blue]]), kind: .quadrant, mode: .trueColor)[0, 0]
        #expect(cell == Cell(" ", background: .rgb(0, 0, 255)))
    }

    @Test func threeColoursSplitWhereTheErrorIsLeast() {
        // Left column red; right column two near-whites: the split is left against right, and
        // the right group's colour is the mean of its two pixels' encoded components.
        let cell = F.blit(F.pixels([[F.red, (255, 255, 255)], [F.red, (235, 235, 235)]]),
                          kind: .quadrant, mode: .trueColor)[0, 0]
        #expect(F.quadrants(of: cell, showing: F.rgb(F.red)) == ["TL", "BL"])
        #expect(F.quadrants(of: cell, showing: .rgb(245, 245, 245)) == ["TR", "BR"])
    }

    @Test func quadrantWithoutColourShowsTheInkPixels() {
        let cell = F.blit(F.pixels([[F.white, F.black], [F.white, F.white]]), kind: .quadrant, mode: .none)[0, 0]
        #expect(cell == Cell("▙"))
    }

    // MARK: Braille

    @Test func aKnownDotPatternIsItsCodePoint() {
        // Dots 1, 2, 3 and 7 (the left column): U+2847 ⡇.
        let left = F.blit(F.pixels(width: 2, height: 4) { x, _ in x == 0 ? F.white : F.black }, kind: .braille, mode: .trueColor)[0, 0]
        #expect(left == Cell("\u{2847}", foreground: F.rgb(F.white), background: F.rgb(F.black)))
        // Dots 4 and 8 (top right and bottom right): 0x08 | 0x80 → U+2888 ⢈.
        let corners = F.blit(F.pixels(width: 2, height: 4) { x, y in x == 1 && (y == 0 || y == 3) ? F.white : F.black },
                             kind: .braille, mode: .trueColor)[0, 0]
        #expect(corners.scalar == "\u{2888}")
    }

    @Test func everyDotPatternIsItsCodePoint() {
        for pattern in 1..<255 {
            let pixels = F.pixels(width: 2, height: 4) { x, y in pattern & (1 << (y * 2 + x)) != 0 ? F.white : F.black }
            var expected: UInt32 = 0x2800
            for y in 0..<4 {
                for x in 0..<2 where pattern & (1 << (y * 2 + x)) != 0 {
                    expected += 1 << UInt32(F.brailleDot(x: x, y: y) - 1)
                }
            }
            let cell = F.blit(pixels, kind: .braille, mode: .trueColor)[0, 0]
            #expect(cell.scalar.value == expected, "pattern \(pattern)")
            #expect(cell.foreground == F.rgb(F.white) && cell.background == F.rgb(F.black))
            #expect(F.blit(pixels, kind: .braille, mode: .none)[0, 0] == Cell(Unicode.Scalar(expected)!))
        }
    }

    @Test func dotsAreThePixelsBrighterThanTheMean() {
        // Two greys, neither crossing mid-grey: dots still separate them in colour modes.
        let pixels = F.pixels(width: 2, height: 4) { _, y in y < 2 ? (60, 60, 60) : (20, 20, 20) }
        let cell = F.blit(pixels, kind: .braille, mode: .trueColor)[0, 0]
        #expect(cell == Cell("\u{281B}", foreground: .rgb(60, 60, 60), background: .rgb(20, 20, 20)))  // dots 1 2 4 5
    }

    @Test func aUniformBrailleCellHasNoDots() {
        let cell = F.blit(F.pixels(width: 2, height: 4) { _, _ in F.red }, kind: .braille, mode: .trueColor)[0, 0]
        #expect(cell == Cell(" ", background: .rgb(255, 0, 0)))
    }

    // MARK: ASCII

    @Test func theASCIIRampFollowsLuminanceWithoutColour() {
        let ramp = Array(" .:-=+*#%@".unicodeScalars)
        var previous = -1
        var seen = Set<Unicode.Scalar>()
        for level in 0...255 {
            let v = UInt8(level)
            let cell = F.blit(F.pixels([[(v, v, v)], [(v, v, v)]]), kind: .ascii, mode: .none)[0, 0]
            guard let index = ramp.firstIndex(of: cell.scalar) else {
                Issue.record("\(cell.scalar) is not on the ramp")
                continue
            }
            #expect(index >= previous, "brighter is never a lighter character (level \(level))")
            #expect(cell.foreground == .default && cell.background == .default)
            previous = index
            seen.insert(cell.scalar)
        }
        #expect(seen.count == ramp.count, "every character is used")
        let mid = F.blit(F.pixels([[(128, 128, 128)], [(128, 128, 128)]]), kind: .ascii, mode: .none)[0, 0]
        #expect([4, 5].contains(ramp.firstIndex(of: mid.scalar)), "mid-grey lands mid-ramp")
    }

    @Test func shadingFollowsLuminanceInColour() {
        let ramp = Array(" ░▒▓█".unicodeScalars)
        var indices: [Int] = []
        for level in stride(from: 0, through: 255, by: 5) {
            let v = UInt8(level)
            let cell = F.blit(F.pixels([[(v, v, v)], [(v, v, v)]]), kind: .ascii, mode: .trueColor)[0, 0]
            indices.append(ramp.firstIndex(of: cell.scalar) ?? -1)
        }
        #expect(indices == indices.sorted() && indices.first == 0 && indices.last == 4)
        #expect(Set(indices).count == ramp.count)
        let white = F.blit(F.pixels([[F.white], [F.white]]), kind: .ascii, mode: .trueColor)[0, 0]
        #expect(white == Cell("█", foreground: .rgb(255, 255, 255)))
    }

    @Test func shadingIsDrawnInTheCellsHue() {
        // Dark red and bright red share a hue; only the shade differs.
        let dark = F.blit(F.pixels([[(160, 0, 0)], [(160, 0, 0)]]), kind: .ascii, mode: .trueColor)[0, 0]
        let bright = F.blit(F.pixels([[F.red], [F.red]]), kind: .ascii, mode: .trueColor)[0, 0]
        #expect(dark.foreground == .rgb(255, 0, 0) && bright.foreground == .rgb(255, 0, 0))
        #expect(dark.scalar != " ")
        let ramp = Array(" ░▒▓█".unicodeScalars)
        #expect(ramp.firstIndex(of: dark.scalar)! < ramp.firstIndex(of: bright.scalar)!)
    }

    @Test func asciiAveragesItsTwoPixels() {
        // White over black averages to linear 0.5: brighter than black, darker than white.
        let ramp = Array(" .:-=+*#%@".unicodeScalars)
        let cell = F.blit(F.pixels([[F.white], [F.black]]), kind: .ascii, mode: .none)[0, 0]
        let index = ramp.firstIndex(of: cell.scalar)!
        #expect(index > 0 && index < ramp.count - 1)
    }
}
