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
        #expect(buffer.storage.allSatisfy { $0 == PremultipliedPixel(0, 0, 0, 1) })
        #expect(rasteriser.pixelsVisitedInLastRender == 0)
    }

    @Test func greekedTextBecomesOneBarPerLine() {
        // Local 40×20 shown at scale ½ (greeked). Font 10, Helvetica's advances (AFM, per 1000 em):
        // "abc de" is 556 + 556 + 500 + 278 + 556 + 556 = 3002 → one line 30.02 pt wide; a line is
        // 10 × 20.287109375/17 = 11.934 pt, centred: middle at 10, the 5 pt bar at 7.5 … 12.5 local
        // → screen x 0…15.01, y 3.75…6.25; colour white at 0.6.
        let run = TextRun(string: "abc de", fontSize: 10, color: .white, alignment: .left)
        let text = DisplayItem(transform: ProjectiveTransform(scaleX: 0.5, y: 0.5), size: CGSize(width: 40, height: 20),
                               content: .text(run))
        let (buffer, rasteriser) = rasterise([text])
        expectClose(buffer.red(5, 4), 0.6, tolerance: 1e-6)
        expectClose(buffer.red(14, 5), 0.6, tolerance: 1e-6)
        expectClose(buffer.red(5, 3), 0.6 * 0.25, tolerance: 0.6 / 16)
        expectClose(buffer.red(5, 6), 0.6 * 0.25, tolerance: 0.6 / 16)
        #expect(buffer.red(16, 4) == 0 && buffer.red(5, 2) == 0 && buffer.red(5, 7) == 0)
        expectClose(Double(rasteriser.transmittance(x: 5, y: 4)), 0.4, tolerance: 1e-6, "the bar covers what is under it")
        expectClose(Double(rasteriser.transmittance(x: 5, y: 3)), 1 - 0.6 * 0.25, tolerance: 0.6 / 16)
    }

    @Test func greekedBarsAreAsWideAsTheLinesTheDeviceSets() {
        // "hello world foo" at 10 pt in a 50 × 40 pt box, at scale 0.5. Helvetica's advances (AFM,
        // per 1000 em): "hello" 556+556+222+222+556 = 2112, space 278, "world" 722+556+333+222+556 = 2389,
        // "foo" 278+556+556 = 1390. "hello world" is 47.79 pt and fits 50; with " foo" (64.47 pt) it
        // does not, so two lines: 47.79 and 13.9 pt, right-aligned. A line is 10 × 20.287109375/17
        // = 11.934 pt; the block of two, 23.868 pt, is centred: top 8.066. Bars are 5 pt tall on
        // each line's middle.
        func render(lines: Int) -> PixelBuffer {
            let run = TextRun(string: "hello world foo", fontSize: 10, color: .white, alignment: .right, numberOfLines: lines)
            let text = DisplayItem(transform: ProjectiveTransform(scaleX: 0.5, y: 0.5), size: CGSize(width: 50, height: 40),
                                   content: .text(run))
            return rasterise([text], side: 40).buffer
        }
        let two = render(lines: 0)
        // Line 1: middle 8.066 + 5.967 = 14.033, bar 11.533…16.533 pt → screen y 5.77…8.27;
        // x 2.21…50 pt → screen 1.105…25.
        expectClose(two.red(2, 6), 0.6, tolerance: 1e-6)
        expectClose(two.red(24, 6), 0.6, tolerance: 1e-6)
        #expect(two.red(0, 6) == 0, "left of the first line's glyphs")
        #expect(two.red(25, 6) == 0, "past the box's right edge")
        // Line 2: middle 25.967, bar → screen y 11.73…14.23; x 36.1…50 pt → screen 18.05…25.
        expectClose(two.red(19, 12), 0.6, tolerance: 1e-6)
        #expect(two.red(17, 12) == 0, "left of \"foo\"")
        // numberOfLines 1: one line, cut with "…" inside 50 pt and ending at the box's right edge;
        // the one-line block is centred on its own: middle 20, bar 17.5…22.5 → screen 8.75…11.25.
        let one = render(lines: 1)
        expectClose(one.red(24, 10), 0.6, tolerance: 1e-6)
        #expect(one.red(19, 12) == 0 && one.red(24, 6) == 0, "no second line")
    }
}
