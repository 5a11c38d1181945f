//  RasteriserUnboundedBlurTests.swift — FlipbookRenderTests
//  Blurs of a radius the user made infinite or huge are drawn, not converted to an Int: an
//  endless shadow blur leaves nothing, a huge one is the widest blur drawn.

import Foundation
@testable import FlipbookGraphics
@testable import FlipbookRender
import FlipbookTestSupport
import Testing

@Suite struct RasteriserUnboundedBlurTests {
    // Before: the shadow's reach, 3σ, went through `Int(_:)` as `inf` — a trap.
    @Test func anInfinitelyBlurredShadowSpreadsToNothing() {
        let shadow = item(at: CGPoint(x: 10, y: 10), size: CGSize(width: 20, height: 20),
                          .shadow(DisplayShadow(path: nil, color: .white, blurSigma: .infinity)))
        let (buffer, _) = rasterise([shadow], side: 40)
        #expect(buffer.totalRed == 0)
    }

    private func radii(_ sigma: Double) -> [Int] {
        let r = Rasteriser.boxBlurRadii(sigma: sigma)
        return [r.0, r.1, r.2]
    }

    // Before: √(4σ² + 1) overflowed to `inf` and went through `Int(_:)`.
    @Test func aHugeBlurIsTheWidestBlurDrawn() {
        #expect(radii(1e300) == radii(Rasteriser.greatestBlurSigma))
        #expect(radii(.infinity) == radii(Rasteriser.greatestBlurSigma))
        #expect(radii(.nan) == [0, 0, 0])
    }
}
