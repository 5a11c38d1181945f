//  RasteriserSampleSkippingTests.swift — FlipbookRenderTests
//  Sampled pixels of rotated, sheared and mirrored items skip the tests their local bound
//  decides: random items must come out bit for bit as when every sample makes every test.

import Foundation
import FlipbookGraphics
import FlipbookRender
import Testing

@Suite struct RasteriserSampleSkippingTests {
    /// Renders `list` with the skipping on, then off, and expects the same pixels (as bits)
    /// and the same top-item plane.
    func expectSameAsEveryTest(_ list: DisplayList, viewport: Viewport, _ comment: Comment) {
        expectSameRendering(list, viewport: viewport, comment, names: ("skipping tests", "making every test")) {
            $0.skipsSampleTestsThatCannotFail = false
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
