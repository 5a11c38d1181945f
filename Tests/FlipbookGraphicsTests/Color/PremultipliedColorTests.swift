//  PremultipliedColorTests.swift — FlipbookGraphicsTests
//  Porter-Duff source-over and premultiplication against hand-computed values.

import FlipbookGraphics
import FlipbookTestSupport
import Testing

@Suite struct PremultipliedColorTests {
    private func expectEqual(_ p: PremultipliedColor, _ r: Double, _ g: Double, _ b: Double, _ a: Double,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        expectClose(p.r, r, sourceLocation: sourceLocation)
        expectClose(p.g, g, sourceLocation: sourceLocation)
        expectClose(p.b, b, sourceLocation: sourceLocation)
        expectClose(p.a, a, sourceLocation: sourceLocation)
    }

    @Test func sourceOverOpaqueDestination() {
        // out = src + dst × (1 − 0.5)
        let src = PremultipliedColor(r: 0.2, g: 0.1, b: 0, a: 0.5)
        let dst = PremultipliedColor(r: 0.4, g: 0.8, b: 0.6, a: 1)
        expectEqual(src.over(dst), 0.4, 0.5, 0.3, 1)
    }

    @Test func sourceOverTranslucentDestination() {
        let src = PremultipliedColor(r: 0.2, g: 0.1, b: 0, a: 0.5)
        let dst = PremultipliedColor(r: 0.1, g: 0.2, b: 0.3, a: 0.5)
        expectEqual(src.over(dst), 0.25, 0.2, 0.15, 0.75)
    }

    @Test func opaqueSourceHidesDestinationAndClearShowsIt() {
        let opaque = PremultipliedColor(r: 0.3, g: 0.6, b: 0.9, a: 1)
        let dst = PremultipliedColor(r: 0.1, g: 0.2, b: 0.3, a: 0.4)
        expectEqual(opaque.over(dst), 0.3, 0.6, 0.9, 1)
        expectEqual(PremultipliedColor.clear.over(dst), 0.1, 0.2, 0.3, 0.4)
    }

    @Test func premultipliesStraightColour() {
        let p = PremultipliedColor(Color(sRGBRed: 0.8, green: 0.4, blue: 0.2, alpha: 0.25))
        expectEqual(p, 0.2, 0.1, 0.05, 0.25)
    }

    @Test func scaledByOpacityScalesEveryComponent() {
        let p = PremultipliedColor(r: 0.2, g: 0.4, b: 0.6, a: 0.8).scaled(by: 0.5)
        expectEqual(p, 0.1, 0.2, 0.3, 0.4)
    }

    @Test func unpremultipliedDividesByAlpha() {
        let c = PremultipliedColor(r: 0.2, g: 0.1, b: 0.05, a: 0.25).unpremultiplied
        expectClose(c.red, 0.8)
        expectClose(c.green, 0.4)
        expectClose(c.blue, 0.2)
        expectClose(c.alpha, 0.25)
    }

    @Test func clearStaysClearWithoutDividingByZero() {
        #expect(PremultipliedColor.clear.unpremultiplied == Color.clear)
        let c = PremultipliedColor(r: 0, g: 0, b: 0, a: 0).unpremultiplied
        #expect(!c.red.isNaN && c == .clear)
    }

    @Test func halfBlackOverWhiteIsMidGreyAsOnIOS() {
        // Core Graphics docs, CGImageAlphaInfo: blending mixes the source's and destination's colour
        // components by linear interpolation, as stored (gamma-encoded): UIColor.black at alpha 0.5
        // over white is #808080 on an iOS screenshot (blending linear light would give #bcbcbc).
        let dimming = PremultipliedColor(Color(sRGBRed: 0, green: 0, blue: 0, alpha: 0.5))
        let result = dimming.over(PremultipliedColor(.white)).unpremultiplied
        #expect(result.sRGB8 == (128, 128, 128, 255))
    }
}
