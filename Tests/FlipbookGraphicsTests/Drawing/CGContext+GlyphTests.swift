//  CGContext+GlyphTests.swift — FlipbookGraphicsTests
//  Glyphs shown by a CGContext, recorded as text runs: where each lands, worked out from the
//  text matrix, the CTM and the font size by hand.

import Foundation
import Testing
@testable import FlipbookGraphics
import FlipbookTestSupport

@Suite struct CGContextGlyphTests {
    /// The text runs recorded, with their planes' top-left corners in pixels.
    private func runs(_ context: CGContext) -> [(run: TextRun, corner: CGPoint, item: DisplayItem)] {
        context.items.compactMap { item in
            guard case .text(let run) = item.content, let corner = item.transform.apply(.zero) else { return nil }
            return (run, corner, item)
        }
    }

    // Core Graphics docs, showGlyphs(_:at:): "Points in the positions array are specified in text
    // space, so the textMatrix property defines their transformation to user space." A bitmap
    // context has y up: a glyph at (10, 20) in text space moved by textPosition (5, 4) has its
    // baseline at user (15, 24), pixel y 100 − 24 = 76; its line's top is the ascent (0.718 em,
    // Helvetica's) above: 76 − 0.718 × 10.
    @Test func glyphsLandAtTheirPositionsThroughTheTextMatrix() throws {
        let context = CGContext(data: nil, width: 100, height: 100, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        context.setFont(try #require(CGFont("Helvetica-Bold" as CFString)))
        context.setFontSize(10)
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.textPosition = CGPoint(x: 5, y: 4)
        #expect(context.textMatrix == CGAffineTransform(translationX: 5, y: 4))
        let glyphs = "Hi".unicodeScalars.map { CGGlyph($0.value) }
        context.showGlyphs(glyphs, at: [CGPoint(x: 10, y: 20), CGPoint(x: 18, y: 20)])
        let shown = runs(context)
        #expect(shown.map(\.run.string) == ["H", "i"])
        #expect(shown.allSatisfy { $0.run.fontSize == 10 && $0.run.isBold && $0.run.color == Color(sRGBRed: 0, green: 0, blue: 1) })
        expectClose(shown[0].corner, CGPoint(x: 15, y: 76 - 7.18), tolerance: 1e-9)
        expectClose(shown[1].corner, CGPoint(x: 23, y: 76 - 7.18), tolerance: 1e-9)
        // Upright: the plane's y runs down the pixels, at one pixel a point.
        let below = try #require(shown[0].item.transform.apply(CGPoint(x: 0, y: 1)))
        expectClose(below, CGPoint(x: 15, y: 77 - 7.18), tolerance: 1e-9)
        // Helvetica Bold's H is 722 thousandths of an em wide.
        expectClose(shown[0].item.size.width, 7.22, tolerance: 1e-9)
    }

    // The text matrix is not part of the graphics state (Core Graphics docs, textMatrix); the
    // font size and drawing mode are. Invisible text draws nothing; stroked text takes the
    // stroke colour.
    @Test func theTextModeAndStateFollowTheGraphicsState() {
        let context = CGContext(width: 50, height: 50, baseTransform: .identity)
        context.setStrokeColor(gray: 0.5, alpha: 1)
        context.saveGState()
        context.setTextDrawingMode(.invisible)
        context.textMatrix = CGAffineTransform(scaleX: 2, y: 2)
        context.showGlyphs([65], at: [.zero])
        context.restoreGState()
        #expect(context.items.isEmpty)
        #expect(context.textMatrix == CGAffineTransform(scaleX: 2, y: 2))
        context.setTextDrawingMode(.stroke)
        context.setCharacterSpacing(3)
        context.showGlyphs([65], at: [CGPoint(x: 1, y: 0)])
        let shown = runs(context)
        #expect(shown.count == 1 && shown[0].run.color == Color(white: 0.5) && shown[0].run.fontSize == 12)
        // Scaled by 2 from text space: the baseline at (2, 0), the top 2 × 0.718 × 12 above (y up in text space).
        expectClose(shown[0].corner, CGPoint(x: 2, y: 2 * 0.718 * 12), tolerance: 1e-9)
    }
}
