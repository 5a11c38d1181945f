//  RasteriserBackdropTests.swift — FlipbookRenderTests
//  Backdrops (blur views) against analytic truth: the blurred edge against the normal curve of
//  the boxes' variance, saturation against Rec. 709 luminance, clips, opacity, the kept result.

import Foundation
@testable import FlipbookGraphics
@testable import FlipbookRender
import FlipbookTestSupport
import Testing

private func backdrop(_ rect: CGRect, sigma: Double, saturation: Double = 1, opacity: Double = 1,
                      clips: [DisplayClip] = []) -> DisplayItem {
    item(at: rect.origin, size: rect.size, .backdrop(DisplayBackdrop(blurSigma: sigma, saturation: saturation)),
         opacity: opacity, clips: clips)
}

/// The variance of three boxes of these radii: (w² − 1) / 12 each, w = 2r + 1.
private func boxesVariance(_ r: (Int, Int, Int)) -> Double {
    func one(_ radius: Int) -> Double {
        let w = Double(2 * radius + 1)
        return (w * w - 1) / 12
    }
    return one(r.0) + one(r.1) + one(r.2)
}

/// White over the left half of an 80 × 80 scene, black on the right.
private let halfWhite = item(at: .zero, size: CGSize(width: 40, height: 80), .fill(.white))

@Suite struct RasteriserBackdropTests {
    // Three box blurs stand in for the Gaussian: their variances, (w² − 1)/12 each for a box w
    // pixels wide, sum to σ² as nearly as odd widths allow (within one step of the widths).
    @Test func theThreeBoxesHaveTheGaussiansVariance() {
        for sigma in [1.0, 2.5, 4, 7.3, 12] {
            let r = Rasteriser.boxBlurRadii(sigma: sigma)
            let variance = boxesVariance(r)
            // Half the change that widening one box by 2 makes: ((w + 2)² − w²) / 12 / 2 for the narrower w.
            let narrow = Double(2 * min(r.0, r.1, r.2) + 1)
            let step = (narrow + 1) / 6
            #expect(abs(variance - sigma * sigma) <= step + 1e-9, "σ = \(sigma): variance \(variance)")
        }
        #expect(Rasteriser.boxBlurRadii(sigma: 0.1) == (0, 0, 0))
    }

    // A blur of a straight edge is the cumulative curve of its kernel. Three boxes sum to a kernel
    // within a per cent of the normal curve of the same variance V: ½(1 + erf(d / √(2V))) at
    // distance d past the edge, the pixel centre half a pixel in.
    @Test func acrossAnEdgeTheBlurFollowsTheNormalCurveOfItsVariance() {
        let sigma = 4.0
        let (buffer, _) = rasterise([halfWhite, backdrop(CGRect(x: 0, y: 0, width: 80, height: 80), sigma: sigma)], side: 80)
        let r = Rasteriser.boxBlurRadii(sigma: sigma)
        let variance = boxesVariance(r)
        for x in 24..<56 {
            let d = 40 - (Double(x) + 0.5)
            let exact = 0.5 * (1 + erf(d / (2 * variance).squareRoot()))
            expectClose(buffer.red(x, 40), exact, tolerance: 0.012, "column \(x)")
        }
        // Far from the edge the picture is as it was, and the blur keeps the amount of light.
        #expect(abs(buffer.red(5, 40) - 1) < 1e-6 && abs(buffer.red(75, 40)) < 1e-6, "the running sums leave no more than rounding")
        expectClose(buffer.totalRed, 3200, tolerance: 3200 * 1e-4)
    }

    // Core Image's colour controls: saturation 0 is the Rec. 709 luminance, in linear light.
    @Test func saturationZeroGreysToTheLuminance() {
        let red = item(at: .zero, size: CGSize(width: 20, height: 20), .fill(Color(sRGBRed: 1, green: 0, blue: 0)))
        let (buffer, _) = rasterise([red, backdrop(CGRect(x: 0, y: 0, width: 20, height: 20), sigma: 0, saturation: 0)])
        let p = buffer[10, 10]
        for channel in [p.x, p.y, p.z] { expectClose(Double(channel), 0.2126, tolerance: 1e-6) }
        // Deepened past the gamut, a colour stays within it.
        let (deep, _) = rasterise([red, backdrop(CGRect(x: 0, y: 0, width: 20, height: 20), sigma: 0, saturation: 1.8)])
        #expect(deep[10, 10].x == 1 && deep[10, 10].y == 0 && deep[10, 10].z == 0)
    }

    // The backdrop goes only where its rectangle and its clips are, at its opacity.
    @Test func clipsAndOpacityLimitTheBlur() {
        let clip = DisplayClip(transform: .identity, rect: CGRect(x: 0, y: 0, width: 80, height: 40))
        let (clipped, _) = rasterise([halfWhite, backdrop(CGRect(x: 0, y: 0, width: 80, height: 80), sigma: 4, clips: [clip])], side: 80)
        let (full, _) = rasterise([halfWhite, backdrop(CGRect(x: 0, y: 0, width: 80, height: 80), sigma: 4)], side: 80)
        #expect(clipped.red(41, 60) == 0 && clipped.red(38, 60) == 1, "below the clip: as painted")
        expectClose(clipped.red(41, 20), full.red(41, 20), tolerance: 1e-6)
        let (half, _) = rasterise([halfWhite, backdrop(CGRect(x: 0, y: 0, width: 80, height: 80), sigma: 4, opacity: 0.5)], side: 80)
        expectClose(half.red(41, 20), full.red(41, 20) / 2, tolerance: 1e-6)
    }

    // A rounded backdrop is covered as a path: its corners leave the picture as it was, and
    // inside it blurs as a sharp one does (the path's coverage against the rectangle's overlaps).
    @Test func aRoundedBackdropLeavesItsCornersAsPainted() {
        var rounded = backdrop(CGRect(x: 0, y: 0, width: 80, height: 80), sigma: 4)
        rounded.cornerRadius = 20
        let (buffer, _) = rasterise([halfWhite, rounded], side: 80)
        let (sharp, _) = rasterise([halfWhite, backdrop(CGRect(x: 0, y: 0, width: 80, height: 80), sigma: 4)], side: 80)
        #expect(buffer.red(0, 0) == 1 && buffer.red(79, 79) == 0, "outside the corners: as painted")
        for x in 30..<50 { expectClose(buffer.red(x, 40), sharp.red(x, 40), tolerance: 1e-5, "column \(x)") }
    }

    // The result is kept for the next frame, and only used while what lies beneath is the same.
    @Test func theKeptBlurFollowsWhatLiesBeneath() {
        let blur = backdrop(CGRect(x: 0, y: 0, width: 80, height: 80), sigma: 3)
        let moved = item(at: CGPoint(x: 10, y: 0), size: CGSize(width: 40, height: 80), .fill(.white))
        let rasteriser = Rasteriser()
        var buffer = PixelBuffer(width: 0, height: 0)
        func render(_ items: [DisplayItem]) -> [PremultipliedPixel] {
            rasteriser.render(DisplayList(size: CGSize(width: 80, height: 80), items: items), viewport: unitViewport(side: 80),
                              background: .black, into: &buffer)
            return buffer.storage
        }
        let first = render([halfWhite, blur])
        #expect(render([halfWhite, blur]) == first)
        #expect(render([moved, blur]) == rasterise([moved, blur], side: 80).buffer.storage)
        #expect(render([halfWhite, blur]) == first)
    }

    // Text under a blur it cannot be read through is hidden (the backdrop lets none of what is
    // beneath through), but not under a blur of less than a pixel.
    @Test func aBlurHidesTheTextBeneathIt() {
        let label = item(at: CGPoint(x: 40, y: 30), size: CGSize(width: 40, height: 20),
                         .text(TextRun(string: "Title", fontSize: 17, color: .white)))
        let (_, blurred) = rasterise([halfWhite, label, backdrop(CGRect(x: 0, y: 0, width: 80, height: 80), sigma: 3)], side: 80)
        #expect(blurred.transmittance(x: 60, y: 40) == 0)
        #expect(blurred.textTransmittance(ofItem: 1, x: 60, y: 40) == 0)
        let (_, faint) = rasterise([halfWhite, label, backdrop(CGRect(x: 0, y: 0, width: 80, height: 80), sigma: 0.5)], side: 80)
        #expect(faint.textTransmittance(ofItem: 1, x: 60, y: 40) == 1)
    }
}
