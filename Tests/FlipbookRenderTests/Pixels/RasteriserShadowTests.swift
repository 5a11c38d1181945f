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

    // Seen in perspective, a layer's shadow is blurred in the layer's own plane and then
    // projected with it (Core Animation docs, CATransformLayer: shadows "assume 2D image
    // processing" of a layer, which is then transformed; shadowOffset and shadowRadius are in
    // the layer's coordinates). So each pixel shows the plane's blurred rectangle — the product
    // of two normal curves, ¼[erf((x − x0)/s) − erf((x − x1)/s)][erf((y − y0)/s) − erf((y − y1)/s)],
    // s = √(2·variance) — at the local point the pixel maps back to, computed here by inverting
    // the map by hand: the near side's blur is wider on screen than the far side's. Within 2 %:
    // each axis's boxes are within a per cent of the normal curve, and a corner multiplies two.
    @Test func inPerspectiveTheShadowIsBlurredInTheLayersPlane() {
        let sigma = 4.0, (x0, x1, y0, y1) = (20.0, 60.0, 20.0, 60.0)
        let (buffer, _) = rasterise([perspectiveShadow(k: 0.004, sigma: sigma)], side: 100)
        let r = Rasteriser.boxBlurRadii(sigma: sigma)
        func boxVariance(_ radius: Int) -> Double {
            let width = Double(2 * radius + 1)
            return (width * width - 1) / 12
        }
        let variance: Double = boxVariance(r.0) + boxVariance(r.1) + boxVariance(r.2) + 1.0 / 12
        let spread = (2 * variance).squareRoot()
        var checked = 0
        for py in stride(from: 2, to: 98, by: 3) {
            for px in stride(from: 2, to: 98, by: 3) {
                // X = (x + 10) / w, Y = (y + 10) / w, w = 1 + 0.004 x: solved for x, then y.
                let (X, Y) = (Double(px) + 0.5, Double(py) + 0.5)
                let x = (X - 10) / (1 - 0.004 * X), y = Y * (1 + 0.004 * x) - 10
                let across: Double = erf((x - x0) / spread) - erf((x - x1) / spread)
                let down: Double = erf((y - y0) / spread) - erf((y - y1) / spread)
                let exact = 0.25 * across * down
                expectClose(buffer.red(px, py), exact, tolerance: 0.02, "pixel (\(px), \(py))")
                checked += 1
            }
        }
        #expect(checked > 1000)
    }

    // The blurred plane depends on the shape, the blur and the device's scale only: a layer turning
    // in perspective reuses it frame after frame, and each frame is what a fresh rasteriser draws.
    @Test func aShadowPlaneIsKeptWhileOnlyTheTransformChanges() {
        let rasteriser = Rasteriser()
        var buffer = PixelBuffer(width: 0, height: 0)
        for k in [0.004, 0.002, -0.003] {
            let items = [perspectiveShadow(k: k, sigma: 4)]
            rasteriser.render(DisplayList(size: CGSize(width: 100, height: 100), items: items),
                              viewport: unitViewport(side: 100), background: .black, into: &buffer)
            let (fresh, _) = rasterise(items, side: 100)
            #expect(buffer.storage == fresh.storage, "k \(k): the kept plane draws what a fresh one does")
        }
        #expect(rasteriser.madeShadowPlaneCount == 1)
        rasteriser.render(DisplayList(size: CGSize(width: 100, height: 100), items: [perspectiveShadow(k: 0.004, sigma: 2)]),
                          viewport: unitViewport(side: 100), background: .black, into: &buffer)
        #expect(rasteriser.madeShadowPlaneCount == 2, "a new blur makes a new plane")
    }

    // A plane turned so far that part of it lies behind the eye draws only the part in front.
    @Test func aShadowPartlyBehindTheEyeDrawsThePartInFront() {
        // w = 1 − 0.02 x is 0 at x = 50: the rectangle's right part is behind the eye.
        let (buffer, _) = rasterise([perspectiveShadow(k: -0.02, sigma: 4)], side: 100)
        #expect(buffer.storage.allSatisfy { $0.x.isFinite && $0.x >= 0 && $0.x <= 1 })
        #expect(buffer.red(70, 70) > 0.5, "(25, 25) in the plane (w ½) lies in the shadow, in front of the eye")
    }
}

/// A white shadow of the rectangle (20, 20)–(60, 60) with standard deviation `sigma`, its plane
/// seen through X = (x + 10) / w, Y = (y + 10) / w, w = 1 + k x: in perspective when k ≠ 0.
private func perspectiveShadow(k: Double, sigma: Double) -> DisplayItem {
    let square = CGPath(rect: CGRect(x: 20, y: 20, width: 40, height: 40), transform: nil)
    return DisplayItem(transform: ProjectiveTransform(m11: 1, m12: 0, m13: k, m21: 0, m22: 1, m23: 0, m31: 10, m32: 10, m33: 1),
                       size: CGSize(width: 80, height: 80),
                       content: .shadow(DisplayShadow(path: square.data, color: .white, blurSigma: sigma)),
                       opacity: 1, cornerRadius: 0, clips: [])
}
