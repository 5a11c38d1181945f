//  ColorNumbersTests.swift — FlipbookTerminalTests
//  Cell colours → ncurses colour numbers on direct, 256-, 16- and 8-colour terminals.

import FlipbookRender
@testable import FlipbookTerminal
import Testing

@Suite struct ColorNumbersTests {
    let direct = ColorNumbers(direct: true, colors: 16_777_216)
    let palette256 = ColorNumbers(direct: false, colors: 256)
    let palette16 = ColorNumbers(direct: false, colors: 16)
    let palette8 = ColorNumbers(direct: false, colors: 8)

    @Test func theDefaultColourIsMinusOneEverywhere() {
        for numbers in [direct, palette256, palette16, palette8, ColorNumbers(direct: false, colors: 0)] {
            #expect(numbers.number(for: .default) == -1)
        }
    }

    @Test func directColourNumbersArePackedRGB() {
        #expect(direct.number(for: .rgb(0x12, 0x34, 0x56)) == 0x123456)
        #expect(direct.number(for: .rgb(255, 255, 255)) == 0xFFFFFF)
        #expect(direct.number(for: .rgb(0, 0, 0)) == 8, "0–7 are the ANSI colours on xterm-direct; black becomes #000008")
        #expect(direct.number(for: .indexed(1)) == 1, "the eight ANSI colours keep their numbers")
        #expect(direct.number(for: .indexed(9)) == 0xFF0000, "bright red becomes xterm's RGB")
        #expect(direct.number(for: .indexed(196)) == 0xFF0000, "cube 5,0,0")
        #expect(direct.number(for: .indexed(232)) == 0x080808, "the darkest grey")
    }

    @Test func aPaletteKeepsTheIndicesItHas() {
        #expect(palette256.number(for: .indexed(200)) == 200)
        #expect(palette16.number(for: .indexed(12)) == 12)
        #expect(palette8.number(for: .indexed(3)) == 3)
    }

    @Test func eightColoursFoldTheBrightOnes() {
        #expect(palette8.number(for: .indexed(9)) == 1)
        #expect(palette8.number(for: .indexed(15)) == 7)
    }

    @Test func indicesBeyondThePaletteBecomeTheNearest() {
        #expect(palette16.number(for: .indexed(196)) == 9, "cube red → bright red")
        #expect(palette16.number(for: .indexed(231)) == 15, "cube white → white")
        #expect(palette8.number(for: .indexed(196)) == 1, "→ bright red, folded to red")
    }

    @Test func rgbOnAPaletteTerminalIsQuantised() {
        #expect(palette256.number(for: .rgb(255, 0, 0)) == 196)
        #expect(palette256.number(for: .rgb(0, 0, 0)) == 16)
        #expect(palette256.number(for: .rgb(128, 128, 128)) == 244, "mid grey is on the grey ramp (#808080)")
        #expect(palette16.number(for: .rgb(250, 250, 250)) == 15)
        #expect(palette16.number(for: .rgb(0, 200, 0)) == 2)
        #expect(ColorNumbers(direct: false, colors: 2).number(for: .rgb(255, 0, 0)) == -1, "no colours: default")
    }

    @Test func thePaletteMatchesXterm() {
        #expect(XtermPalette.rgb(of: 16) == (0, 0, 0))
        #expect(XtermPalette.rgb(of: 21) == (0, 0, 255))
        #expect(XtermPalette.rgb(of: 67) == (95, 135, 175))
        #expect(XtermPalette.rgb(of: 255) == (238, 238, 238))
        for index in 16...255 {
            let (r, g, b) = XtermPalette.rgb(of: UInt8(index))
            let back = XtermPalette.rgb(of: XtermPalette.nearest256(r, g, b))
            #expect(back == (r, g, b), "palette colour \(index) is its own nearest (up to duplicates)")
        }
    }
}
