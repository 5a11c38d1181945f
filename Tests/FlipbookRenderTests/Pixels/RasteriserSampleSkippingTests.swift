//  RasteriserSampleSkippingTests.swift — FlipbookRenderTests
//  Sampled pixels of rotated, sheared and mirrored items skip the tests their local bound
//  decides: random items must come out bit for bit as when every sample makes every test.

import Foundation
import FlipbookTestSupport
import FlipbookGraphics
import FlipbookRender
import Testing

/// Holds a rasteriser to sampling the pixels the exact straight-edge area would take, so that
/// the sampling itself is what two renderings compare.
func sampleEveryEdgePixel(_ rasteriser: Rasteriser) {
    rasteriser.usedFastPaths.remove(.exactAreaOnStraightEdges)
}

@Suite struct RasteriserSampleSkippingTests {
    /// Renders `list` with the skipping on, then off, and expects the same pixels (as bits)
    /// and the same transmittance plane.
    func expectSameAsEveryTest(_ list: DisplayList, viewport: Viewport, _ comment: Comment) {
        expectSameRendering(list, viewport: viewport, comment, names: ("skipping tests", "making every test"),
                            both: sampleEveryEdgePixel) {
            $0.usedFastPaths.remove(.skippedSampleTests)
        }
    }

    @Test(arguments: 0..<40)
    func randomAffineItemsMatchMakingEveryTestAtOnePixelAPoint(seed: Int) {
        for (list, viewport, comment) in randomScene(seed: UInt64(seed) &* 0x2545_F491 &+ 3, placement: .affine,
                                                     onAPhone: false) {
            expectSameAsEveryTest(list, viewport: viewport, comment)
        }
    }

    @Test(arguments: 0..<40)
    func randomAffineItemsMatchMakingEveryTestOnAPhoneAtSmallSizes(seed: Int) {
        for (list, viewport, comment) in randomScene(seed: UInt64(seed) &* 0x6C8E_9CF5 &+ 11, placement: .affine,
                                                     onAPhone: true) {
            expectSameAsEveryTest(list, viewport: viewport, comment)
        }
    }
}

/// Clipped items' samples tested 16 at a time, against the scalar tester one by one, and rows of
/// corners found from their runs' ends, against testing every corner: random items under random
/// clips (turned, sheared, rounded, some in perspective) come out bit for bit.
@Suite struct RasteriserClippedSampleTests {
    /// A random clip: a rounded or sharp rectangle turned, scaled and moved, in perspective one time in three.
    func randomClip(_ rng: inout SeededGenerator, side: Double) -> DisplayClip {
        var t = CATransform3DMakeRotation(CGFloat(Double.random(in: 0..<(2 * .pi), using: &rng)), 0, 0, 1)
        if Int.random(in: 0..<3, using: &rng) == 0 {
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / CGFloat(Double.random(in: 20...200, using: &rng))
            t = CATransform3DConcat(CATransform3DConcat(t, CATransform3DMakeRotation(CGFloat(Double.random(in: -1.2...1.2, using: &rng)), 0, 1, 0)),
                                    perspective)
        }
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(CGFloat(Double.random(in: 0...side, using: &rng)),
                                                                 CGFloat(Double.random(in: 0...side, using: &rng)), 0))
        let rect = CGRect(x: -Double.random(in: 0...side / 2, using: &rng), y: -Double.random(in: 0...side / 2, using: &rng),
                          width: Double.random(in: 1...side, using: &rng), height: Double.random(in: 1...side, using: &rng))
        return DisplayClip(transform: ProjectiveTransform(t), rect: rect,
                           cornerRadius: CGFloat([0, 0, 1, 4][Int.random(in: 0..<4, using: &rng)]))
    }

    @Test(arguments: 0..<30)
    func cornerRowsFoundFromTheirRunsEndsMatchTestingEveryCorner(seed: Int) {
        // Turned, mirrored, sheared and far-reaching items, clipped or not (perspective clips
        // among them), on a pixel-a-point square and on a phone at terminal sizes.
        var rng = SeededGenerator(seed: UInt64(seed) &* 0x2545_F491 &+ 29)
        for (list, viewport, comment) in randomScene(seed: UInt64(seed) &* 0x9E37_79B9 &+ 13, placement: .affine,
                                                     onAPhone: seed % 3 == 2) {
            var items = list.items
            for k in items.indices where Bool.random(using: &rng) {
                items[k].clips = [randomClip(&rng, side: 40)]
            }
            expectSameRendering(DisplayList(size: list.size, items: items), viewport: viewport, comment,
                                names: ("from the runs' ends", "corner by corner")) {
                $0.usedFastPaths.remove(.cornerRuns)
            }
        }
    }

    @Test(arguments: 0..<30)
    func randomClippedItemsMatchTheScalarTester(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) &* 0x9E37_79B9 &+ 17)
        for (list, viewport, comment) in randomScene(seed: UInt64(seed) &* 0x5851_F42D &+ 5,
                                                     placement: seed % 2 == 0 ? .affine : .axisAligned, onAPhone: false) {
            var items = list.items
            for k in items.indices {
                items[k].clips = (0..<Int.random(in: 1...2, using: &rng)).map { _ in randomClip(&rng, side: 40) }
            }
            expectSameRendering(DisplayList(size: list.size, items: items), viewport: viewport, comment,
                                names: ("16 samples at a time", "one by one"),
                                both: sampleEveryEdgePixel) {
                $0.usedFastPaths.remove(.vectorisedClippedSamples)
            }
        }
    }
}
