//  RandomItems.swift — FlipbookRenderTests
//  Random display items, and the bit-for-bit comparison of two rasterisers, for the tests
//  that hold a faster path to a reference one.

import Foundation
import FlipbookTestSupport
import FlipbookGraphics
import FlipbookRender
import Testing

/// How `randomItem` places an item.
enum RandomPlacement {
    /// A scale per axis (sometimes a mirror) and a translation: the separable fast path.
    case axisAligned
    /// A rotation, often a shear or a mirror too; some items are a million points longer and
    /// reach the screen with their far end, where local coordinates are near 10⁶ and rounding
    /// is coarse.
    case affine
}

/// A 5×3 image with a translucent first column, for image items.
let randomItemImage = Image(width: 5, height: 3) { x, y in
    Color(sRGBRed: Double(x) / 4, green: Double(y) / 2, blue: 0.5, alpha: x == 0 ? 0.5 : 1)
}

/// A random item: fractional position, any size down to hairlines (times `sizeScale`), fill,
/// border or image, translucent or not, any corner radius.
func randomItem(_ rng: inout SeededGenerator, sceneSide: Double, placement: RandomPlacement,
                sizeScale: Double = 1) -> DisplayItem {
    let transform: ProjectiveTransform
    var farAway = 0.0
    switch placement {
    case .axisAligned:
        let sx = Double.random(in: 0.3...2.5, using: &rng) * (Int.random(in: 0..<6, using: &rng) == 0 ? -1 : 1)
        let sy = Double.random(in: 0.3...2.5, using: &rng) * (Int.random(in: 0..<6, using: &rng) == 0 ? -1 : 1)
        transform = ProjectiveTransform(m11: sx, m12: 0, m13: 0, m21: 0, m22: sy, m23: 0,
                                        m31: Double.random(in: -5...sceneSide, using: &rng),
                                        m32: Double.random(in: -5...sceneSide, using: &rng), m33: 1)
    case .affine:
        let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
        let sx = Double.random(in: 0.3...2.5, using: &rng) * (Int.random(in: 0..<5, using: &rng) == 0 ? -1 : 1)
        let sy = Double.random(in: 0.3...2.5, using: &rng)
        let shear = Int.random(in: 0..<3, using: &rng) == 0 ? Double.random(in: -0.8...0.8, using: &rng) : 0
        let c = cos(angle), s = sin(angle)
        farAway = Int.random(in: 0..<6, using: &rng) == 0 ? 1e6 : 0
        transform = ProjectiveTransform(m11: sx * c, m12: sx * s, m13: 0,
                                        m21: shear * sx * c - sy * s, m22: shear * sx * s + sy * c, m23: 0,
                                        m31: Double.random(in: -5...sceneSide, using: &rng) - farAway * sx * c,
                                        m32: Double.random(in: -5...sceneSide, using: &rng) - farAway * sx * s, m33: 1)
    }
    // Hairlines (< 1.5 px) take the thin-shape rule; larger ones have interior rows and columns.
    let width = Int.random(in: 0..<4, using: &rng) == 0 ? Double.random(in: 0.05...1.5, using: &rng)
                                                        : Double.random(in: 1...sceneSide / 2, using: &rng)
    let size = CGSize(width: farAway + width * sizeScale,
                      height: Double.random(in: 0.05...sceneSide / 2, using: &rng) * sizeScale)
    let color = Color(sRGBRed: .random(in: 0...1, using: &rng), green: .random(in: 0...1, using: &rng),
                      blue: .random(in: 0...1, using: &rng), alpha: Bool.random(using: &rng) ? 1 : .random(in: 0.1...1, using: &rng))
    let content: DisplayContent
    switch Int.random(in: 0..<4, using: &rng) {
    case 0: content = .border(width: CGFloat(Double.random(in: 0.05...4, using: &rng)), color: color)
    case 1: content = .image(randomItemImage, ImageContentMode.allCases.randomElement(using: &rng)!)
    default: content = .fill(color)
    }
    let radius = [0, 0.3, 1, 2.5, 10, 100][Int.random(in: 0..<6, using: &rng)] * Double.random(in: 0.5...1.5, using: &rng)
    let opacity = Bool.random(using: &rng) ? 1 : Double.random(in: 0.05...1, using: &rng)
    return DisplayItem(transform: transform, size: size, content: content, opacity: opacity, cornerRadius: CGFloat(radius))
}

/// Renders `list` with a rasteriser as it comes and with one set up by `setUp` (the reference),
/// and expects the same pixels (compared as bits) and the same transmittance plane. `names` say
/// what each rasteriser does, for the failure message; `both` sets up the two alike first.
func expectSameRendering(
    _ list: DisplayList, viewport: Viewport, _ comment: Comment, names: (String, String),
    both: (Rasteriser) -> Void = { _ in }, reference setUp: (Rasteriser) -> Void
) {
    let tested = Rasteriser(), reference = Rasteriser()
    both(tested)
    both(reference)
    setUp(reference)
    var testedPixels = PixelBuffer(width: 0, height: 0), referencePixels = PixelBuffer(width: 0, height: 0)
    tested.render(list, viewport: viewport, background: .black, into: &testedPixels)
    reference.render(list, viewport: viewport, background: .black, into: &referencePixels)
    #expect(tested.transmittance.count == reference.transmittance.count, comment)
    let testedBits = testedPixels.storage.map { unsafeBitCast($0, to: SIMD4<UInt32>.self) }
    let referenceBits = referencePixels.storage.map { unsafeBitCast($0, to: SIMD4<UInt32>.self) }
    if let i = testedBits.indices.first(where: { testedBits[$0] != referenceBits[$0] }) {
        Issue.record("\(comment): pixel (\(i % testedPixels.width), \(i / testedPixels.width)) is \(testedPixels.storage[i]) \(names.0), \(referencePixels.storage[i]) \(names.1)")
    }
    let testedCover = tested.transmittance.map(\.bitPattern), referenceCover = reference.transmittance.map(\.bitPattern)
    if let i = testedCover.indices.first(where: { testedCover[$0] != referenceCover[$0] }) {
        Issue.record("\(comment): transmittance at (\(i % tested.transmittanceWidth), \(i / tested.transmittanceWidth)) is \(tested.transmittance[i]) \(names.0), \(reference.transmittance[i]) \(names.1)")
    }
}

/// A random scene for `seed`, with the viewports it is shown through: 12 items on a 40-point
/// square at one pixel a point; or, `onAPhone`, 20 items eight times larger (corner radii four
/// times) in a phone scene on 80×24 and 200×60 terminals, where one point is a twentieth of a
/// pixel or less, so most pixels of an item are edge pixels and corner radii are a pixel or less.
func randomScene(seed: UInt64, placement: RandomPlacement, onAPhone: Bool) -> [(DisplayList, Viewport, Comment)] {
    var rng = SeededGenerator(seed: seed)
    guard onAPhone else {
        let side = 40
        let items = (0..<12).map { _ in randomItem(&rng, sceneSide: Double(side), placement: placement) }
        return [(DisplayList(size: CGSize(width: side, height: side), items: items), unitViewport(side: side), "seed \(seed)")]
    }
    let size = CGSize(width: 390, height: 844)
    let items = (0..<20).map { _ -> DisplayItem in
        var item = randomItem(&rng, sceneSide: 390, placement: placement, sizeScale: 8)
        item.cornerRadius *= 4
        return item
    }
    return [(80, 24), (200, 60)].map { columns, rows in
        (DisplayList(size: size, items: items), Viewport(sceneSize: size, columns: columns, rows: rows, blitter: .halfBlock),
         "seed \(seed) at \(columns)×\(rows)")
    }
}
