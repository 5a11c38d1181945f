//  RasteriserStraightEdgeTests.swift — FlipbookRenderTests
//  Pixels of turned and perspective items that only straight edges cross get their exact area:
//  random items against a 128 × 128 grid count per pixel, to the grid's own precision (16
//  samples are off by up to 1/16 and more there); pixels that meet a rounded corner's square
//  within the 16 samples' error.

import Foundation
import FlipbookTestSupport
import FlipbookGraphics
import FlipbookRender
import Testing

@Suite struct RasteriserStraightEdgeTests {
    /// A rectangle of a local plane placed by a projective map into pixels (one pixel a point).
    struct Placed {
        let rect: CGRect, radius: Double, toPixels: ProjectiveTransform
        let inverse: ProjectiveTransform?

        init(rect: CGRect, radius: Double, toPixels: ProjectiveTransform) {
            self.rect = rect; self.radius = radius; self.toPixels = toPixels
            inverse = toPixels.inverted()
        }

        /// Whether the pixel-space point is inside, written out from the definitions: mapped back
        /// (in front of the eye), inside the rectangle with corners of radius `radius` (limited to
        /// half the shorter side), edges included.
        func contains(_ px: Double, _ py: Double) -> Bool {
            guard let p = inverse?.apply(CGPoint(x: px, y: py)) else { return false }
            let x = Double(p.x), y = Double(p.y)
            let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
            guard x >= x0, x <= x1, y >= y0, y <= y1 else { return false }
            let r = max(0, min(radius, (x1 - x0) / 2, (y1 - y0) / 2))
            let dx = max(x0 + r - x, 0, x - (x1 - r)), dy = max(y0 + r - y, 0, y - (y1 - r))
            return dx * dx + dy * dy <= r * r
        }

        /// The pixel boxes of the rounded corners' squares, each the box of its four mapped corners.
        var cornerBoxes: [CGRect] {
            let r = max(0, min(radius, Double(rect.width) / 2, Double(rect.height) / 2))
            guard r > 0 else { return [] }
            var boxes: [CGRect] = []
            for (cx0, cx1) in [(Double(rect.minX), Double(rect.minX) + r), (Double(rect.maxX) - r, Double(rect.maxX))] {
                for (cy0, cy1) in [(Double(rect.minY), Double(rect.minY) + r), (Double(rect.maxY) - r, Double(rect.maxY))] {
                    let points = [(cx0, cy0), (cx1, cy0), (cx0, cy1), (cx1, cy1)].compactMap {
                        toPixels.apply(CGPoint(x: $0.0, y: $0.1))
                    }
                    guard points.count == 4 else { return [CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)] }
                    let xs = points.map { Double($0.x) }, ys = points.map { Double($0.y) }
                    boxes.append(CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
                }
            }
            return boxes
        }
    }

    /// A random item: a rectangle, rounded or sharp, sometimes a ring, turned and sometimes in
    /// perspective, sometimes in a turned clip.
    struct Shape {
        var outer: Placed, hole: Placed?, clip: Placed?
        var border: Double?

        init(_ rng: inout SeededGenerator) {
            let size = CGSize(width: Double.random(in: 2...24, using: &rng), height: Double.random(in: 0.3...24, using: &rng))
            let radius = [0, 0, 0.5, 3][Int.random(in: 0..<4, using: &rng)]
            outer = Placed(rect: CGRect(origin: .zero, size: size), radius: radius,
                           toPixels: Self.randomPlacement(&rng, centre: size))
            if Bool.random(using: &rng) {
                let width = Double.random(in: 0.1...3, using: &rng)
                border = width
                let inset = CGRect(origin: .zero, size: size).insetBy(dx: width, dy: width)
                if inset.width > 0 && inset.height > 0 {
                    let outerRadius = max(0, min(radius, Double(size.width) / 2, Double(size.height) / 2))
                    hole = Placed(rect: inset, radius: max(outerRadius - width, 0), toPixels: outer.toPixels)
                }
            }
            if Int.random(in: 0..<3, using: &rng) == 0 {
                let clipSize = CGSize(width: Double.random(in: 4...30, using: &rng), height: Double.random(in: 4...30, using: &rng))
                clip = Placed(rect: CGRect(origin: .zero, size: clipSize), radius: [0, 2][Int.random(in: 0..<2, using: &rng)],
                              toPixels: Self.randomPlacement(&rng, centre: clipSize))
            }
        }

        /// Turned about its centre, in perspective one time in three, placed near the middle of
        /// a 40-pixel square.
        static func randomPlacement(_ rng: inout SeededGenerator, centre size: CGSize) -> ProjectiveTransform {
            var t = CATransform3DMakeTranslation(-size.width / 2, -size.height / 2, 0)
            t = CATransform3DConcat(t, CATransform3DMakeRotation(CGFloat(Double.random(in: 0..<(2 * .pi), using: &rng)), 0, 0, 1))
            if Int.random(in: 0..<3, using: &rng) == 0 {
                var perspective = CATransform3DIdentity
                perspective.m34 = -1 / CGFloat(Double.random(in: 30...200, using: &rng))
                t = CATransform3DConcat(CATransform3DConcat(t, CATransform3DMakeRotation(CGFloat(Double.random(in: -1.2...1.2, using: &rng)), 0, 1, 0)),
                                        perspective)
            }
            t = CATransform3DConcat(t, CATransform3DMakeTranslation(CGFloat(Double.random(in: 14...26, using: &rng)),
                                                                     CGFloat(Double.random(in: 14...26, using: &rng)), 0))
            return ProjectiveTransform(t)
        }

        var item: DisplayItem {
            let content: DisplayContent = border.map { .border(width: CGFloat($0), color: .white) } ?? .fill(.white)
            return DisplayItem(transform: outer.toPixels, size: outer.rect.size, content: content,
                               cornerRadius: CGFloat(outer.radius),
                               clips: clip.map { [DisplayClip(transform: $0.toPixels, rect: $0.rect, cornerRadius: CGFloat($0.radius))] } ?? [])
        }

        func contains(_ px: Double, _ py: Double) -> Bool {
            if let clip, !clip.contains(px, py) { return false }
            guard outer.contains(px, py) else { return false }
            if let hole, hole.contains(px, py) { return false }
            return true
        }

        /// Whether the pixel overlaps the box of a rounded corner's square, of the outer rectangle,
        /// the hole or the clip (such a pixel may be sampled).
        func pixelMeetsARoundedCorner(_ x: Int, _ y: Int) -> Bool {
            let pixel = CGRect(x: x, y: y, width: 1, height: 1)
            return ([outer] + [hole, clip].compactMap { $0 }).contains { $0.cornerBoxes.contains { $0.intersects(pixel) } }
        }
    }

    /// Renders random shapes white over black, with or without the exact straight-edge area, and
    /// returns the largest error found on pixels only straight edges cross, after checking those
    /// that meet a rounded corner's square within the 16 samples' error near a curve (0.15).
    func largestStraightEdgeError(seed: UInt64, exact: Bool) -> Double {
        var rng = SeededGenerator(seed: seed)
        var largest = 0.0
        for k in 0..<3 {
            let shape = Shape(&rng)
            let rasteriser = Rasteriser()
            if !exact { rasteriser.usedFastPaths.remove(.exactAreaOnStraightEdges) }
            var buffer = PixelBuffer(width: 0, height: 0)
            rasteriser.render(DisplayList(size: CGSize(width: 40, height: 40), items: [shape.item]),
                              viewport: unitViewport(side: 40), background: .black, into: &buffer)
            for y in 0..<40 {
                for x in 0..<40 {
                    // Pixels an 8 × 8 grid finds wholly in or out, and painted so, are left out (for time).
                    let coarse = gridCoverage(x: x, y: y, n: 8, shape.contains)
                    if (coarse == 0 || coarse == 1) && buffer.red(x, y) == coarse { continue }
                    let truth = gridCoverage(x: x, y: y, n: 128, shape.contains)
                    let error = abs(buffer.red(x, y) - truth)
                    if shape.pixelMeetsARoundedCorner(x, y) {
                        #expect(error <= 0.15, "seed \(seed) shape \(k) corner pixel (\(x), \(y)): painted \(buffer.red(x, y)), covered \(truth)")
                    } else {
                        largest = max(largest, error)
                    }
                }
            }
        }
        return largest
    }

    @Test(arguments: 0..<16)
    func pixelsOnlyStraightEdgesCrossGetTheirExactArea(seed: Int) {
        // The grid is off by up to 1/128 per unit length of edge in the pixel; a convex part of
        // a pixel has at most 4 of it, and a pixel holds at most two such parts' edges here.
        let error = largestStraightEdgeError(seed: UInt64(seed) &* 0x9E37_79B9 &+ 41, exact: true)
        #expect(error <= 4.0 / 128, "largest error \(error)")
    }

    @Test func sixteenSamplesAreFarCoarserThere() {
        // The check above tells the two apart: 16 samples miss by more than the grid's error.
        let error = (0..<4).map { largestStraightEdgeError(seed: UInt64($0) &* 0x9E37_79B9 &+ 41, exact: false) }.max()!
        #expect(error > 6.0 / 128, "largest error \(error)")
    }

    @Test func aTurnedSquaresAreaIsItsOwn() {
        // A 10 × 10 square turned 30° about its centre: 100 pixels' worth, vertex pixels included.
        let t = ProjectiveTransform(CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-5, -5, 0),
                                                                            CATransform3DMakeRotation(.pi / 6, 0, 0, 1)),
                                                        CATransform3DMakeTranslation(20.3, 19.6, 0)))
        let (buffer, _) = rasterise([DisplayItem(transform: t, size: CGSize(width: 10, height: 10), content: .fill(.white))], side: 40)
        var total = 0.0
        for y in 0..<40 { for x in 0..<40 { total += buffer.red(x, y) } }
        // Sharp vertices are straight edges too: the sum is exact but for Float rounding.
        #expect(abs(total - 100) <= 1e-3, "total \(total)")
    }
}
