//  RasteriserFastPathTests.swift — FlipbookRenderTests
//  The separable fast path for axis-aligned items against the general inverse-mapping path:
//  random rectangles must come out bit for bit the same.

import Foundation
import FlipbookGraphics
import FlipbookRender
import Testing

@Suite struct RasteriserFastPathTests {
    /// Renders `list` twice — fast path on, then every item through the general path — and
    /// expects the same pixels (compared as bits) and the same top-item plane.
    func expectSameAsGeneralPath(_ list: DisplayList, viewport: Viewport, _ comment: Comment) {
        expectSameRendering(list, viewport: viewport, comment, names: ("on the fast path", "on the general path")) {
            $0.usesSeparableFastPath = false
        }
    }

    @Test(arguments: 0..<40)
    func randomAxisAlignedItemsMatchTheGeneralPathAtOnePixelAPoint(seed: Int) {
        for (list, viewport, comment) in randomScene(seed: UInt64(seed) &* 0x9E37_79B9 &+ 1, placement: .axisAligned,
                                                     onAPhone: false) {
            expectSameAsGeneralPath(list, viewport: viewport, comment)
        }
    }

    @Test(arguments: 0..<40)
    func randomAxisAlignedItemsMatchTheGeneralPathOnAPhoneAtSmallSizes(seed: Int) {
        for (list, viewport, comment) in randomScene(seed: UInt64(seed) &* 0x51_7CC1 &+ 7, placement: .axisAligned,
                                                     onAPhone: true) {
            expectSameAsGeneralPath(list, viewport: viewport, comment)
        }
    }

    @Test func clippedAndRotatedItemsAmongAxisAlignedOnesMatchTheGeneralPath() {
        // Clipped or rotated items take the general path either way; their neighbours must not
        // be disturbed by the fast path's scratch state.
        var rng = SeededGenerator(seed: 42)
        var items: [DisplayItem] = []
        for k in 0..<30 {
            var item = randomItem(&rng, sceneSide: 40, placement: .axisAligned)
            if k % 3 == 0 {
                item.clips = [DisplayClip(transform: ProjectiveTransform(translationX: 3.3, y: 4.7),
                                          rect: CGRect(x: 0, y: 0, width: 20.5, height: 17.25), cornerRadius: 3)]
            }
            if k % 5 == 0 { item.transform = rotation(degrees: 17, pivot: .zero, centre: CGPoint(x: 12.5, y: 9.25)) }
            items.append(item)
        }
        expectSameAsGeneralPath(DisplayList(size: CGSize(width: 40, height: 40), items: items),
                                viewport: unitViewport(side: 40), "mixed")
    }
}
