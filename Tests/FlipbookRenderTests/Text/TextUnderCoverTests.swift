//  TextUnderCoverTests.swift — FlipbookRenderTests
//  Text seen through what is painted over it: dimmed by a translucent cover as source-over
//  compositing would show its pixels, left out under one it cannot be read through.

import Foundation
import FlipbookGraphics
import FlipbookRender
import FlipbookTestSupport
import Testing

/// A 40×40-point scene on 40×20 half-block cells: one pixel per point, a cell two pixels tall.
private let scene = CGSize(width: 40, height: 40)
private let red = Color(sRGBRed: 1, green: 0, blue: 0)

private func fill(_ color: Color, opacity: Double = 1) -> DisplayItem {
    DisplayItem(transform: .identity, size: scene, content: .fill(color), opacity: opacity)
}

/// "Hello" in white, 4 pt, on cell row 6 (its box is pixel rows 10…14, its line's middle row 12);
/// its "H" (0.722 em: 2.9 pt, centred at 1.44) in column 1.
private let hello = DisplayItem(transform: ProjectiveTransform(translationX: 0, y: 10), size: CGSize(width: 40, height: 4),
                                content: .text(TextRun(string: "Hello", fontSize: 4, color: .white, alignment: .left)))

private func frame(_ items: [DisplayItem], colorMode: ColorMode = .trueColor) -> CellBuffer {
    Renderer(blitter: .halfBlock, colorMode: colorMode)
        .render(DisplayList(size: scene, items: items), columns: 40, rows: 20, background: .black)
}

/// A gamma-encoded component (what Core Animation blends) as a byte.
private func sRGBByte(_ component: Double) -> Int {
    Int((component * 255).rounded())
}

private func expectRGB(_ color: TerminalColor, _ expected: (Double, Double, Double), _ comment: Comment,
                       sourceLocation: SourceLocation = #_sourceLocation) {
    guard case .rgb(let r, let g, let b) = color.kind else {
        Issue.record("\(comment): not an RGB colour", sourceLocation: sourceLocation)
        return
    }
    let want = [sRGBByte(expected.0), sRGBByte(expected.1), sRGBByte(expected.2)]
    for (got, w) in zip([Int(r), Int(g), Int(b)], want) {
        #expect(abs(got - w) <= 1, "\(comment): \((r, g, b)) against \(want)", sourceLocation: sourceLocation)
    }
}

@Suite struct TextUnderCoverTests {
    // Source-over: a cover of alpha a over a pixel p shows a × cover + (1 − a) × p. Over the
    // text's pixels p is white, around them black: the glyph is (1, ½, ½), its cell (½, 0, 0).
    @Test func textShowsThroughATranslucentCoverAsItsPixelsWould() {
        let cells = frame([hello, fill(red, opacity: 0.5)])
        let h = cells[1, 6]
        #expect(h.scalar == "H")
        expectRGB(h.foreground, (1, 0.5, 0.5), "the glyph: half red over white")
        expectRGB(h.background, (0.5, 0, 0), "the cell: half red over black")
    }

    // What is beneath the text (its own translucent background) does not dim it.
    @Test func whatLiesBeneathTheTextDoesNotDimIt() {
        let cells = frame([fill(.white, opacity: 0.5), hello])
        #expect(cells[1, 6].scalar == "H")
        expectRGB(cells[1, 6].foreground, (1, 1, 1), "white ink at full strength")
        expectRGB(cells[1, 6].background, (0.5, 0.5, 0.5), "half white over black")
    }

    // Through a quarter of its light a character still shows; through less, its cell shows the cover.
    @Test(arguments: [(0.7, true), (0.8, false), (1.0, false)])
    func aCoverTooDenseHidesTheText(opacity: Double, shows: Bool) {
        #expect((frame([hello, fill(red, opacity: opacity)])[1, 6].scalar == "H") == shows)
    }

    // Without colour a character cannot be dimmed: it shows where half of its light comes through.
    @Test(arguments: [(0.5, true), (0.6, false)])
    func withoutColourTextShowsThroughHalfACover(opacity: Double, shows: Bool) {
        #expect((frame([hello, fill(red, opacity: opacity)], colorMode: .none)[1, 6].scalar == "H") == shows)
    }

    // Two runs overlapping with a half cover between them: the lower one is seen through the
    // cover, the upper one not; and the transmittance plane is what the items alone let through.
    @Test func overlappingRunsEachGetTheirOwnShare() {
        let rasteriser = Rasteriser()
        var buffer = PixelBuffer(width: 0, height: 0)
        let viewport = Viewport(sceneSize: scene, columns: 40, rows: 20, blitter: .halfBlock)
        rasteriser.render(DisplayList(size: scene, items: [hello, fill(red, opacity: 0.5), hello, fill(.white, opacity: 0.2)]),
                          viewport: viewport, background: .black, into: &buffer)
        expectClose(Double(rasteriser.textTransmittance(ofItem: 0, x: 3, y: 12) ?? -1), 0.5 * 0.8, tolerance: 1e-6)
        expectClose(Double(rasteriser.textTransmittance(ofItem: 2, x: 3, y: 12) ?? -1), 0.8, tolerance: 1e-6)
        #expect(rasteriser.textTransmittance(ofItem: 1, x: 3, y: 12) == nil, "not a text run")
        expectClose(Double(rasteriser.transmittance(x: 3, y: 12)), 0.5 * 0.8, tolerance: 1e-6)
        expectClose(Double(rasteriser.transmittance(x: 3, y: 30)), 0.5 * 0.8, tolerance: 1e-6)
    }
}
