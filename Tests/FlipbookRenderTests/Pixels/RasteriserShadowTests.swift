//  RasteriserShadowTests.swift — FlipbookRenderTests
//  Soft shadows against the analytic Gaussian: the profile across an edge, the total kept, a
//  path's shadow, and clips.

import Foundation
@testable import FlipbookGraphics
@testable import FlipbookRender
import FlipbookTestSupport
import Testing

private func shadowItem(_ rect: CGRect, sigma: Double, path: CGPath? = nil, cornerRadius: CGFloat = 0,
                        clips: [DisplayClip] = []) -> DisplayItem {
    item(at: rect.origin, size: rect.size, .shadow(DisplayShadow(path: path?.data, color: .white, blurSigma: sigma)),
         cornerRadius: cornerRadius, clips: clips)
}

@Suite struct RasteriserShadowTests {
    // A Gaussian blur of a straight edge is the normal distribution's cumulative curve,
    // ½(1 + erf(d / (σ√2))) at distance d inside the edge. The kernel is the Gaussian integrated
    // over each pixel and the edge lies on pixel boundaries, so at a pixel centre the sum of the
    // kernel past the edge is that curve exactly (but for the 0.3 % beyond the 3σ reach).
    // (A narrow shadow, reach 5 pixels: wider ones are blurred by boxes, below.)
    @Test func acrossAnEdgeTheShadowFollowsTheGaussiansCumulativeCurve() {
        let sigma = 1.5
        let (buffer, _) = rasterise([shadowItem(CGRect(x: 20, y: 20, width: 40, height: 40), sigma: sigma)], side: 80)
        let effective = sigma
        for x in 14..<26 {
            let d = Double(x) + 0.5 - 20
            let exact = 0.5 * (1 + erf(d / (effective * 2.0.squareRoot())))
            expectClose(buffer.red(x, 40), exact, tolerance: 5e-3, "column \(x)")
        }
        // Blurring keeps the amount: the total is the rectangle's area (the plane reaches 3σ, which holds 99.7 %).
        let total = buffer.totalRed
        expectClose(total, 1600, tolerance: 1600 * 0.01)
    }

    // Past a reach of 5 pixels a shadow is blurred by three boxes (cost independent of σ): the
    // edge then follows the normal curve of the boxes' variance (plus the pixel edge's 1/12),
    // within a per cent, and the blur still keeps the amount.
    @Test(arguments: [4.0, 8.0])
    func aWideShadowFollowsTheNormalCurveOfItsBoxes(sigma: Double) {
        let (buffer, _) = rasterise([shadowItem(CGRect(x: 40, y: 40, width: 80, height: 80), sigma: sigma)], side: 160)
        let r = Rasteriser.boxBlurRadii(sigma: sigma)
        func boxVariance(_ radius: Int) -> Double {
            let w = Double(2 * radius + 1)
            return (w * w - 1) / 12
        }
        let variance = boxVariance(r.0) + boxVariance(r.1) + boxVariance(r.2) + 1.0 / 12
        for x in 16..<64 {
            let d = Double(x) + 0.5 - 40
            expectClose(buffer.red(x, 80), 0.5 * (1 + erf(d / (2 * variance).squareRoot())), tolerance: 0.012, "σ \(sigma), column \(x)")
        }
        expectClose(buffer.totalRed, 6400, tolerance: 6400 * 0.01)
    }

    // Core Animation docs, shadowRadius: "A value of zero creates a hard-edged shadow that exactly
    // matches the shape of the view" — a radius of 0 is the shape itself, its rounded corners too.
    @Test func aZeroRadiusShadowIsTheShapeItself() {
        let (buffer, _) = rasterise([shadowItem(CGRect(x: 4, y: 4, width: 30, height: 30), sigma: 0, cornerRadius: 10)], side: 40)
        #expect(buffer.red(19, 19) == 1)
        #expect(buffer.red(4, 4) == 0, "the rounded corner is not in the shadow")
        expectClose(buffer.totalRed, 900 - (4 - Double.pi) * 100, tolerance: 1)
    }

    // Core Animation docs, shadowPath: the layer "creates its shadow using the specified path
    // instead of the layer's composited alpha channel".
    @Test func aShadowPathGivesTheShadowItsShape() {
        let disc = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 30, height: 30), transform: nil)
        let (buffer, _) = rasterise([shadowItem(CGRect(x: 5, y: 5, width: 10, height: 10), sigma: 0, path: disc)], side: 40)
        expectClose(buffer.totalRed, Double.pi * 225, tolerance: 2)
        #expect(buffer.red(20, 20) == 1, "the path reaches past the item's own rectangle")
    }

    // A clip cuts the blurred shadow, not the shape before the blur.
    @Test func aClipCutsTheBlurredShadow() {
        let clip = DisplayClip(transform: .identity, rect: CGRect(x: 0, y: 0, width: 40, height: 80))
        let (buffer, _) = rasterise([shadowItem(CGRect(x: 20, y: 20, width: 40, height: 40), sigma: 3, clips: [clip])], side: 80)
        let (free, _) = rasterise([shadowItem(CGRect(x: 20, y: 20, width: 40, height: 40), sigma: 3)], side: 80)
        #expect(buffer.red(45, 40) == 0)
        expectClose(buffer.red(30, 40), free.red(30, 40), tolerance: 1e-6)
        expectClose(buffer.red(18, 40), free.red(18, 40), tolerance: 1e-6)
    }
}
