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
        let skipping = Rasteriser(), everyTest = Rasteriser()
        everyTest.skipsSampleTestsThatCannotFail = false
        var skippingPixels = PixelBuffer(width: 0, height: 0), everyTestPixels = PixelBuffer(width: 0, height: 0)
        skipping.render(list, viewport: viewport, background: .black, into: &skippingPixels)
        everyTest.render(list, viewport: viewport, background: .black, into: &everyTestPixels)
        let a = skippingPixels.storage.map { unsafeBitCast($0, to: SIMD4<UInt32>.self) }
        let b = everyTestPixels.storage.map { unsafeBitCast($0, to: SIMD4<UInt32>.self) }
        if let i = a.indices.first(where: { a[$0] != b[$0] }) {
            Issue.record("\(comment): pixel (\(i % skippingPixels.width), \(i / skippingPixels.width)) is \(skippingPixels.storage[i]) skipping tests, \(everyTestPixels.storage[i]) making every test")
        }
        #expect(skipping.topItem == everyTest.topItem, comment)
    }

    /// A random affine item: rotated, often sheared or mirrored, at a fractional position, any
    /// size down to hairlines; fill, border or image; any corner radius. Some are a million
    /// points longer, reaching the screen with their far end, where local coordinates are
    /// near 10⁶ and rounding is coarse.
    func randomItem(_ rng: inout SeededGenerator, sceneSide: Double, sizeScale: Double = 1, image: Image) -> DisplayItem {
        let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
        let sx = Double.random(in: 0.3...2.5, using: &rng) * (Int.random(in: 0..<5, using: &rng) == 0 ? -1 : 1)
        let sy = Double.random(in: 0.3...2.5, using: &rng)
        let shear = Int.random(in: 0..<3, using: &rng) == 0 ? Double.random(in: -0.8...0.8, using: &rng) : 0
        let c = cos(angle), s = sin(angle)
        let farAway = Int.random(in: 0..<6, using: &rng) == 0 ? 1e6 : 0
        let transform = ProjectiveTransform(m11: sx * c, m12: sx * s, m13: 0,
                                            m21: shear * sx * c - sy * s, m22: shear * sx * s + sy * c, m23: 0,
                                            m31: Double.random(in: -5...sceneSide, using: &rng) - farAway * sx * c,
                                            m32: Double.random(in: -5...sceneSide, using: &rng) - farAway * sx * s, m33: 1)
        let width = Int.random(in: 0..<4, using: &rng) == 0 ? Double.random(in: 0.05...1.5, using: &rng)
                                                            : Double.random(in: 1...sceneSide / 2, using: &rng)
        let size = CGSize(width: farAway + width * sizeScale, height: Double.random(in: 0.05...sceneSide / 2, using: &rng) * sizeScale)
        let color = Color(sRGBRed: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
                          blue: .random(in: 0...1, using: &rng), alpha: Bool.random(using: &rng) ? 1 : .random(in: 0.1...1, using: &rng))
        let content: DisplayContent
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: content = .border(width: CGFloat(Double.random(in: 0.05...4, using: &rng)), color: color)
        case 1: content = .image(image, ImageContentMode.allCases.randomElement(using: &rng)!)
        default: content = .fill(color)
        }
        let radius = [0, 0.3, 1, 2.5, 10, 100][Int.random(in: 0..<6, using: &rng)] * Double.random(in: 0.5...1.5, using: &rng)
        return DisplayItem(transform: transform, size: size, content: content, cornerRadius: CGFloat(radius))
    }

    static let image = Image(width: 5, height: 3) { x, y in
        Color(sRGBRed: Double(x) / 4, green: Double(y) / 2, blue: 0.5, alpha: x == 0 ? 0.5 : 1)
    }

    @Test(arguments: 0..<40)
    func randomAffineItemsMatchMakingEveryTestAtOnePixelAPoint(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) &* 0x2545_F491 &+ 3)
        let side = 40
        let items = (0..<12).map { _ in randomItem(&rng, sceneSide: Double(side), image: Self.image) }
        expectSameAsEveryTest(DisplayList(size: CGSize(width: side, height: side), items: items),
                              viewport: unitViewport(side: side), "seed \(seed)")
    }

    @Test(arguments: 0..<40)
    func randomAffineItemsMatchMakingEveryTestOnAPhoneAtSmallSizes(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) &* 0x6C8E_9CF5 &+ 11)
        let size = CGSize(width: 390, height: 844)
        let items = (0..<20).map { _ -> DisplayItem in
            var item = randomItem(&rng, sceneSide: 390, sizeScale: 8, image: Self.image)
            item.cornerRadius *= 4
            return item
        }
        for (columns, rows) in [(80, 24), (200, 60)] {
            expectSameAsEveryTest(DisplayList(size: size, items: items),
                                  viewport: Viewport(sceneSize: size, columns: columns, rows: rows, blitter: .halfBlock),
                                  "seed \(seed) at \(columns)×\(rows)")
        }
    }
}
