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
}
