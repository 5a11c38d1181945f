//  RasteriserSmallQuadTests.swift — FlipbookRenderTests
//  Small turned pieces (a shatter's, a pixel or two across) take their own exact-area path:
//  each pixel against a 128 × 128 grid count, the path against the general loop it stands for,
//  and the pieces' areas summed.

import Foundation
import FlipbookTestSupport
import FlipbookGraphics
import FlipbookRender
import Testing

@Suite struct RasteriserSmallQuadTests {
    /// A random piece: up to 4 × 4 points (one pixel a point), turned any way, moved by a fraction.
    struct Piece {
        let size: CGSize, toPixels: ProjectiveTransform

        init(_ rng: inout SeededGenerator) {
            size = CGSize(width: Double.random(in: 0.2...4, using: &rng), height: Double.random(in: 0.2...4, using: &rng))
            toPixels = rotation(degrees: Double.random(in: 0..<360, using: &rng),
                                pivot: CGPoint(x: size.width / 2, y: size.height / 2),
                                centre: CGPoint(x: Double.random(in: 5...15, using: &rng), y: Double.random(in: 5...15, using: &rng)))
        }

        var item: DisplayItem { DisplayItem(transform: toPixels, size: size, content: .fill(.white)) }

        /// Whether the pixel-space point is inside, from the definitions: mapped back, in the rectangle.
        func contains(_ px: Double, _ py: Double) -> Bool {
            guard let p = toPixels.inverted()?.apply(CGPoint(x: px, y: py)) else { return false }
            return p.x >= 0 && p.x <= size.width && p.y >= 0 && p.y <= size.height
        }
    }

    func render(_ piece: Piece, smallQuads: Bool) -> PixelBuffer {
        let rasteriser = Rasteriser()
        if !smallQuads { rasteriser.usedFastPaths.remove(.smallQuads) }
        var buffer = PixelBuffer(width: 0, height: 0)
        rasteriser.render(DisplayList(size: CGSize(width: 20, height: 20), items: [piece.item]),
                          viewport: unitViewport(side: 20), background: .black, into: &buffer)
        return buffer
    }

    @Test(arguments: 0..<8)
    func eachPixelGetsThePiecesAreaInsideIt(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) &* 0x9E37_79B9 &+ 7)
        for k in 0..<6 {
            let piece = Piece(&rng)
            let fast = render(piece, smallQuads: true), general = render(piece, smallQuads: false)
            for y in 0..<20 {
                for x in 0..<20 {
                    // The grid is off by up to 1/128 per unit length of edge in the pixel (at most 4).
                    let truth = gridCoverage(x: x, y: y, n: 128, piece.contains)
                    #expect(abs(fast.red(x, y) - truth) <= 4.0 / 128,
                            "seed \(seed) piece \(k) pixel (\(x), \(y)): painted \(fast.red(x, y)), covered \(truth)")
                    // The general loop finds the same exact areas (but for rounding).
                    #expect(abs(fast.red(x, y) - general.red(x, y)) <= 1e-5,
                            "seed \(seed) piece \(k) pixel (\(x), \(y)): \(fast.red(x, y)) here, \(general.red(x, y)) in the general loop")
                }
            }
        }
    }

    /// A piece of a picture: an item of the picture (here a band across the whole scene, or a
    /// turned bar) cut by the piece's turned square, as `CALayer` shows a picture's contents.
    @Test(arguments: 0..<8)
    func aPictureItemCutByAPieceGetsTheAreaInsideBoth(seed: Int) {
        var rng = SeededGenerator(seed: UInt64(seed) &* 0x9E37_79B9 &+ 11)
        for k in 0..<6 {
            let piece = Piece(&rng)
            let band = Bool.random(using: &rng)
            let itemSize = band ? CGSize(width: 40, height: Double.random(in: 1...6, using: &rng)) : CGSize(width: 3, height: 1.5)
            let itemMap = band ? ProjectiveTransform(translationX: -10, y: Double.random(in: 6...12, using: &rng))
                : rotation(degrees: Double.random(in: 0..<360, using: &rng), pivot: CGPoint(x: 1.5, y: 0.75), centre: CGPoint(x: 10, y: 10))
            let item = DisplayItem(transform: itemMap, size: itemSize, content: .fill(.white),
                                   clips: [DisplayClip(transform: piece.toPixels, rect: CGRect(origin: .zero, size: piece.size))])
            let inverse = itemMap.inverted()!
            func inside(_ px: Double, _ py: Double) -> Bool {
                guard piece.contains(px, py), let p = inverse.apply(CGPoint(x: px, y: py)) else { return false }
                return p.x >= 0 && p.x <= itemSize.width && p.y >= 0 && p.y <= itemSize.height
            }
            func render(smallQuads: Bool) -> PixelBuffer {
                let rasteriser = Rasteriser()
                if !smallQuads { rasteriser.usedFastPaths.remove(.smallQuads) }
                var buffer = PixelBuffer(width: 0, height: 0)
                rasteriser.render(DisplayList(size: CGSize(width: 20, height: 20), items: [item]),
                                  viewport: unitViewport(side: 20), background: .black, into: &buffer)
                return buffer
            }
            let fast = render(smallQuads: true), general = render(smallQuads: false)
            for y in 0..<20 {
                for x in 0..<20 {
                    let truth = gridCoverage(x: x, y: y, n: 128, inside)
                    // A pixel may hold the edges of both: up to twice the grid's error for one.
                    #expect(abs(fast.red(x, y) - truth) <= 8.0 / 128,
                            "seed \(seed) piece \(k) pixel (\(x), \(y)): painted \(fast.red(x, y)), covered \(truth)")
                    // The general loop finds the same areas (but for rounding) — where it does not,
                    // a sliver where two edges cross in a pixel whose corners all lie out, which it
                    // can miss, a 1024² grid must side with this path.
                    if abs(fast.red(x, y) - general.red(x, y)) > 1e-5 {
                        let fine = gridCoverage(x: x, y: y, n: 1024, inside)
                        #expect(abs(fast.red(x, y) - fine) <= 1.0 / 256 && abs(general.red(x, y) - fine) > 1.0 / 256,
                                "seed \(seed) piece \(k) pixel (\(x), \(y)): \(fast.red(x, y)) here, \(general.red(x, y)) in the general loop, \(fine) on a fine grid")
                    }
                }
            }
        }
    }

    @Test func aTurnedPiecesPixelsSumToItsArea() {
        // 2.5 × 1.5 turned 37° about its centre, over a pixel corner: 3.75 pixels' worth.
        let t = rotation(degrees: 37, pivot: CGPoint(x: 1.25, y: 0.75), centre: CGPoint(x: 10, y: 10))
        let (buffer, _) = rasterise([DisplayItem(transform: t, size: CGSize(width: 2.5, height: 1.5), content: .fill(.white))])
        var total = 0.0
        for y in 0..<20 { for x in 0..<20 { total += buffer.red(x, y) } }
        #expect(abs(total - 3.75) <= 1e-5, "total \(total)")
    }
}
