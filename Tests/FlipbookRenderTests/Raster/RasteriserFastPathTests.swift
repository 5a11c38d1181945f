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
        let fast = Rasteriser(), general = Rasteriser()
        general.usesSeparableFastPath = false
        var fastPixels = PixelBuffer(width: 0, height: 0), generalPixels = PixelBuffer(width: 0, height: 0)
        fast.render(list, viewport: viewport, background: .black, into: &fastPixels)
        general.render(list, viewport: viewport, background: .black, into: &generalPixels)
        #expect(fast.topItem.count == general.topItem.count, comment)
        let fastBits = fastPixels.storage.map { unsafeBitCast($0, to: SIMD4<UInt32>.self) }
        let generalBits = generalPixels.storage.map { unsafeBitCast($0, to: SIMD4<UInt32>.self) }
        if let i = fastBits.indices.first(where: { fastBits[$0] != generalBits[$0] }) {
            Issue.record("\(comment): pixel (\(i % fastPixels.width), \(i / fastPixels.width)) is \(fastPixels.storage[i]) on the fast path, \(generalPixels.storage[i]) on the general path")
        }
        if let i = fast.topItem.indices.first(where: { fast.topItem[$0] != general.topItem[$0] }) {
            Issue.record("\(comment): top item at (\(i % fast.topItemWidth), \(i / fast.topItemWidth)) is \(fast.topItem[i]) on the fast path, \(general.topItem[i]) on the general path")
        }
    }

    /// A random axis-aligned item: fractional position, a scale per axis (sometimes a mirror),
    /// any size down to hairlines, fill, border or image, translucent or not, any corner radius.
    func randomItem(_ rng: inout SeededGenerator, sceneSide: Double, image: Image) -> DisplayItem {
        let sx = Double.random(in: 0.3...2.5, using: &rng) * (Int.random(in: 0..<6, using: &rng) == 0 ? -1 : 1)
        let sy = Double.random(in: 0.3...2.5, using: &rng) * (Int.random(in: 0..<6, using: &rng) == 0 ? -1 : 1)
        let transform = ProjectiveTransform(m11: sx, m12: 0, m13: 0, m21: 0, m22: sy, m23: 0,
                                            m31: Double.random(in: -5...sceneSide, using: &rng),
                                            m32: Double.random(in: -5...sceneSide, using: &rng), m33: 1)
        // Hairlines (< 1.5 px) take the thin-shape rule; larger ones have interior rows and columns.
        let size = CGSize(width: Int.random(in: 0..<4, using: &rng) == 0 ? Double.random(in: 0.05...1.5, using: &rng)
                                                                         : Double.random(in: 1...sceneSide / 2, using: &rng),
                          height: Double.random(in: 0.05...sceneSide / 2, using: &rng))
        let color = Color(sRGBRed: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
                          blue: .random(in: 0...1, using: &rng), alpha: Bool.random(using: &rng) ? 1 : .random(in: 0.1...1, using: &rng))
        let content: DisplayContent
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: content = .border(width: CGFloat(Double.random(in: 0.05...4, using: &rng)), color: color)
        case 1: content = .image(image, ImageContentMode.allCases.randomElement(using: &rng)!)
        default: content = .fill(color)
        }
        let radius = [0, 0.3, 1, 2.5, 10, 100][Int.random(in: 0..<6, using: &rng)] * Double.random(in: 0.5...1.5, using: &rng)
        let opacity = Bool.random(using: &rng) ? 1 : Double.random(in: 0.05...1, using: &rng)
        return DisplayItem(transform: transform, size: size, content: content, opacity: opacity, cornerRadius: CGFloat(radius))
    }

    static let image = Image(width: 5, height: 3) { x, y in
        Color(sRGBRed: Double(x) / 4, green: Double(y) / 2, blue: 0.5, alpha: x == 0 ? 0.5 : 1)
    }

    @Test(arguments: 0..<40)
    func randomAxisAlignedItemsMatchTheGeneralPathAtOnePixelAPoint(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) &* 0x9E37_79B9 &+ 1)
        let side = 40
        let items = (0..<12).map { _ in randomItem(&rng, sceneSide: Double(side), image: Self.image) }
        expectSameAsGeneralPath(DisplayList(size: CGSize(width: side, height: side), items: items),
                                viewport: unitViewport(side: side), "seed \(seed)")
    }

    @Test(arguments: 0..<40)
    func randomAxisAlignedItemsMatchTheGeneralPathOnAPhoneAtSmallSizes(seed: Int) {
        // A phone scene on an 80×24 terminal: one point is about a twentieth of a pixel, so most
        // pixels of an item are edge pixels and corner radii are a pixel or less.
        var rng = SeededGenerator(seed: UInt64(seed) &* 0x51_7CC1 &+ 7)
        let size = CGSize(width: 390, height: 844)
        let items = (0..<20).map { _ -> DisplayItem in
            var item = randomItem(&rng, sceneSide: 390, image: Self.image)
            item.size = CGSize(width: item.size.width * 8, height: item.size.height * 8)
            item.cornerRadius *= 4
            return item
        }
        for (columns, rows) in [(80, 24), (200, 60)] {
            expectSameAsGeneralPath(DisplayList(size: size, items: items),
                                    viewport: Viewport(sceneSize: size, columns: columns, rows: rows, blitter: .halfBlock),
                                    "seed \(seed) at \(columns)×\(rows)")
        }
    }

    @Test func clippedAndRotatedItemsAmongAxisAlignedOnesMatchTheGeneralPath() {
        // Clipped or rotated items take the general path either way; their neighbours must not
        // be disturbed by the fast path's scratch state.
        var rng = SeededGenerator(seed: 42)
        var items: [DisplayItem] = []
        for k in 0..<30 {
            var item = randomItem(&rng, sceneSide: 40, image: Self.image)
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
