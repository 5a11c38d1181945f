//  RasteriserMaskTests.swift — FlipbookRenderTests
//  Items cut by a path clip (a layer's mask): each pixel against a brute-force count of the
//  shape, alone and with the item's other clips.

import Foundation
@testable import FlipbookGraphics
import FlipbookRender
import FlipbookTestSupport
import Testing

@Suite struct RasteriserMaskTests {
    // A circular mask over a square fill leaves the disc: a circular reveal's frame.
    @Test func aPathClipCutsTheItemToThePath() {
        let disc = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 24, height: 24), transform: nil)
        let clip = DisplayClip(transform: ProjectiveTransform(translationX: 8.3, y: 7.6), path: disc.data, evenOdd: false)
        let square = item(at: CGPoint(x: 2, y: 2), size: CGSize(width: 36, height: 36), .fill(.white), clips: [clip])
        let (buffer, _) = rasterise([square], side: 40)
        let worst = worstCoverageError(buffer, side: 40) { px, py in
            let dx = px - 20.3, dy = py - 19.6
            return dx * dx + dy * dy <= 144
        }
        #expect(worst <= 1.0 / 16 + 0.01, "worst pixel off by \(worst)")
        // The text pass asks the same clip about points.
        #expect(clip.contains(screenPoint: CGPoint(x: 20, y: 20)))
        #expect(!clip.contains(screenPoint: CGPoint(x: 9, y: 9)))
    }

    // The mask cuts what the item's other clips leave: a half-plane clip and the disc give a half disc.
    @Test func aPathClipAndARectangleClipCutTogether() {
        let disc = CGPath(ellipseIn: CGRect(x: 4, y: 4, width: 32, height: 32), transform: nil)
        let clips = [DisplayClip(transform: .identity, rect: CGRect(x: 0, y: 0, width: 20, height: 40)),
                     DisplayClip(transform: .identity, path: disc.data, evenOdd: false)]
        let translucent = Color.white.withAlpha(0.5)
        let (buffer, _) = rasterise([item(at: .zero, size: CGSize(width: 40, height: 40), .fill(translucent), clips: clips)], side: 40)
        let total = buffer.totalRed
        expectClose(total, 0.5 * Double.pi * 256 / 2, tolerance: 1.5)
        #expect(buffer.red(30, 20) == 0)
        expectClose(buffer.red(10, 20), 0.5, tolerance: 1e-6)
    }

    // Core Animation docs, mask: "The layer's alpha channel determines how much of the layer's
    // content and background shows through." An axial gradient from clear to opaque across the
    // mask lets (x + ½) / 40 of white through at pixel x — the analytic ramp, to within the
    // gradient table's step (1/255 of the way).
    @Test func aGradientMaskLetsThroughItsAlpha() {
        var clip = DisplayClip(transform: .identity, rect: CGRect(x: 0, y: 0, width: 40, height: 40))
        clip.alphaRamp = DisplayGradient(kind: .axial, colors: [.clear, .black], locations: [0, 1],
                                         startPoint: CGPoint(x: 0, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5))
        #expect(clip.isMask)
        let (buffer, _) = rasterise([item(at: .zero, size: CGSize(width: 40, height: 40), .fill(.white), clips: [clip])], side: 40)
        var worst = 0.0
        for y in [0, 17, 39] {
            for x in 0..<40 { worst = max(worst, abs(buffer.red(x, y) - (Double(x) + 0.5) / 40)) }
        }
        #expect(worst <= 0.5 / 255 + 1e-6, "worst pixel off by \(worst)")
        // The text pass shows a glyph where at least half comes through.
        #expect(clip.contains(screenPoint: CGPoint(x: 30, y: 5)))
        #expect(!clip.contains(screenPoint: CGPoint(x: 10, y: 5)))
    }

    // A radial mask, opaque at its centre and clear at its rim, moved and scaled: alpha 1 − r/R
    // at a pixel centre r from the centre, 0 outside the ellipse (a spotlight's fade).
    @Test func aRadialGradientMaskFadesOutFromItsCentre() {
        var clip = DisplayClip(transform: ProjectiveTransform(translationX: 4, y: 4), rect: CGRect(x: 0, y: 0, width: 32, height: 32))
        clip.alphaRamp = DisplayGradient(kind: .radial, colors: [.black, .clear], locations: [0, 1],
                                         startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 1, y: 1))
        let (buffer, _) = rasterise([item(at: .zero, size: CGSize(width: 40, height: 40), .fill(.white), clips: [clip])], side: 40)
        var worst = 0.0
        for y in 0..<40 {
            for x in 0..<40 {
                let dx = Double(x) + 0.5 - 20, dy = Double(y) + 0.5 - 20
                let expected = max(0, 1 - (dx * dx + dy * dy).squareRoot() / 16)
                // Pixels the clip's square edge crosses are also cut by its area: none here, as
                // the ramp is clear there.
                worst = max(worst, abs(buffer.red(x, y) - expected))
            }
        }
        #expect(worst <= 0.5 / 255 + 1e-6, "worst pixel off by \(worst)")
    }

    // A rounded mask that is also a gradient: the text pass asks both the corner path and the
    // gradient (a glyph where the gradient lets less than half through is hidden).
    @Test func aCorneredGradientMaskHidesGlyphsWhereItFades() {
        let rounded = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerWidth: 8, cornerHeight: 8, transform: nil)
        var clip = DisplayClip(transform: .identity, path: rounded.data, evenOdd: false)
        clip.inside = CGRect(x: 13, y: 13, width: 14, height: 14)
        clip.alphaRamp = DisplayGradient(kind: .axial, colors: [.black, .clear], locations: [0, 1],
                                         startPoint: CGPoint(x: 0, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5))
        #expect(clip.contains(screenPoint: CGPoint(x: 15, y: 20)))
        #expect(!clip.contains(screenPoint: CGPoint(x: 25, y: 20)), "inside the path, but faded past half")
        #expect(!clip.contains(screenPoint: CGPoint(x: 0.5, y: 0.5)), "outside the corner")
    }
}
