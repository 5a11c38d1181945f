//  RasteriserTextTests.swift — FlipbookRenderTests
//  When text is greeked, and the bars greeked text becomes.

import Foundation
import FlipbookGraphics
import FlipbookRender
import FlipbookTestSupport
import Testing

@Suite struct RasteriserTextTests {
    static let phone = Viewport(sceneSize: CGSize(width: 390, height: 844), columns: 80, rows: 24, blitter: .halfBlock)
    /// Quadrant pixels are twice as tall as wide in points: the decision must not depend on that.
    static let phoneQuadrants = Viewport(sceneSize: CGSize(width: 390, height: 844), columns: 80, rows: 24, blitter: .quadrant)

    func label(_ transform: ProjectiveTransform) -> DisplayItem {
        DisplayItem(transform: transform, size: CGSize(width: 200, height: 40), content: .text(TextRun(string: "Hello")))
    }

    @Test(arguments: [(0.3, true), (0.59, true), (1.0, false), (1.5, false), (2.0, true)])
    func textIsGreekedWhenScaledOutsideZeroPointSixToOnePointSix(_ scale: Double, _ greeked: Bool) {
        let t = ProjectiveTransform(scaleX: scale, y: scale).concatenating(ProjectiveTransform(translationX: 50, y: 300))
        #expect(Rasteriser.isGreeked(label(t), viewport: Self.phone) == greeked)
        #expect(Rasteriser.isGreeked(label(t), viewport: Self.phoneQuadrants) == greeked)
    }

    @Test(arguments: [(20.0, true), (-20.0, true), (5.0, false), (180.0, true)])
    func textIsGreekedWhenRotatedMoreThanTenDegrees(_ degrees: Double, _ greeked: Bool) {
        let t = rotation(degrees: degrees, pivot: CGPoint(x: 100, y: 20), centre: CGPoint(x: 195, y: 400))
        #expect(Rasteriser.isGreeked(label(t), viewport: Self.phone) == greeked)
        #expect(Rasteriser.isGreeked(label(t), viewport: Self.phoneQuadrants) == greeked)
    }

    @Test func onlyTextIsEverGreeked() {
        let tiny = DisplayItem(transform: ProjectiveTransform(scaleX: 0.1, y: 0.1), size: CGSize(width: 10, height: 10),
                               content: .fill(.white))
        #expect(!Rasteriser.isGreeked(tiny, viewport: Self.phone))
    }

    @Test func readableTextIsLeftToTheTextPass() {
        let run = TextRun(string: "Hello", fontSize: 10, color: .white)
        let (buffer, rasteriser) = rasterise([item(at: .zero, size: CGSize(width: 20, height: 10), .text(run))])
        #expect(buffer.storage.allSatisfy { $0 == LinearPixel(0, 0, 0, 1) })
        #expect(rasteriser.pixelsVisitedInLastRender == 0)
    }

    @Test func greekedTextBecomesOneBarPerLine() {
        // Local 40×20 shown at scale ½ (greeked). Font 10: glyph 6 pt → floor(40/6) = 6 characters a line;
        // "abc de" is 3 + 1 + 2 = 6 → one line, bar 36 pt wide, 5 pt tall; lines 12 pt apart; the block
        // (12 pt) is centred: top (20 − 12)/2 = 4, bar at 4 + (12 − 5)/2 = 7.5 … 12.5 local
        // → screen x 0…18, y 3.75…6.25; colour white at 0.6.
        let run = TextRun(string: "abc de", fontSize: 10, color: .white, alignment: .left)
        let text = DisplayItem(transform: ProjectiveTransform(scaleX: 0.5, y: 0.5), size: CGSize(width: 40, height: 20),
                               content: .text(run))
        let (buffer, rasteriser) = rasterise([text])
        expectClose(buffer.red(5, 4), 0.6, tolerance: 1e-6)
        expectClose(buffer.red(17, 5), 0.6, tolerance: 1e-6)
        expectClose(buffer.red(5, 3), 0.6 * 0.25, tolerance: 0.6 / 16)
        expectClose(buffer.red(5, 6), 0.6 * 0.25, tolerance: 0.6 / 16)
        #expect(buffer.red(18, 4) == 0 && buffer.red(5, 2) == 0 && buffer.red(5, 7) == 0)
        expectClose(Double(rasteriser.transmittance(x: 5, y: 4)), 0.4, tolerance: 1e-6, "the bar covers what is under it")
        expectClose(Double(rasteriser.transmittance(x: 5, y: 3)), 1 - 0.6 * 0.25, tolerance: 0.6 / 16)
    }

    @Test func greekedBarsFollowAlignmentAndTheLineLimit() {
        // "hello world foo" in 11 characters a line (width 66 pt, font 10, at scale 0.5): lines of 11 and 3.
        // Right-aligned: bar 2 is 18 pt wide ending at 66 → screen x 24…33. numberOfLines 1 keeps only line 1,
        // and the one-line block is then centred on its own.
        func render(lines: Int) -> PixelBuffer {
            let run = TextRun(string: "hello world foo", fontSize: 10, color: .white, alignment: .right, numberOfLines: lines)
            let text = DisplayItem(transform: ProjectiveTransform(scaleX: 0.5, y: 0.5), size: CGSize(width: 66, height: 40),
                                   content: .text(run))
            return rasterise([text], side: 40).buffer
        }
        // Two lines: block 24 pt, top (40 − 24)/2 = 8; bar 2 at 8 + 12 + 3.5 = 23.5…28.5 → screen 11.75…14.25.
        let two = render(lines: 0)
        expectClose(two.red(30, 12), 0.6, tolerance: 1e-6)
        #expect(two.red(22, 12) == 0, "left of the short right-aligned bar")
        // Bar 1: 11·6 = 66 pt wide, 8 + 3.5 = 11.5…16.5 → screen 5.75…8.25.
        expectClose(two.red(1, 6), 0.6, tolerance: 1e-6)
        // One line: block 12 pt, top 14; bar at 17.5…22.5 → screen 8.75…11.25, and no second bar.
        let one = render(lines: 1)
        expectClose(one.red(1, 10), 0.6, tolerance: 1e-6)
        #expect(one.red(30, 12) == 0 && one.red(1, 6) == 0)
    }

    @Test func greekedLinesWrapWordsLikeALabel() {
        let r = Rasteriser()
        #expect(r.greekedLineLengths("hello world foo", charactersPerLine: 11) == [11, 3])
        #expect(r.greekedLineLengths("hello world foo", charactersPerLine: 20) == [15])
        #expect(r.greekedLineLengths("abcdefghij", charactersPerLine: 4) == [4, 4, 2])
        #expect(r.greekedLineLengths("a\n\nb", charactersPerLine: 10) == [1, 0, 1])
        #expect(r.greekedLineLengths("  ", charactersPerLine: 10) == [])
    }
}
