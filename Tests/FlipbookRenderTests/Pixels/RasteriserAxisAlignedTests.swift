//  RasteriserAxisAlignedTests.swift — FlipbookRenderTests
//  The exact-area path for items that are only scaled and moved (and clipped, if at all, by
//  sharp rectangles that are too, or sharp items by one rounded one), against coverage
//  found by brute force: straight edges to the brute force's own precision, rounded corners
//  within the 4 × 4 sampling of the corner squares.

import Foundation
import FlipbookTestSupport
import FlipbookGraphics
import FlipbookRender
import Testing

@Suite struct RasteriserAxisAlignedTests {
    /// A random shape: a rounded rectangle (optionally a ring, as a border draws it) placed by a
    /// scale per axis (sometimes a mirror) and a translation, at `scale` pixels a point overall.
    struct Shape {
        var size: CGSize, radius: Double, ring: Double?
        var sx: Double, sy: Double, tx: Double, ty: Double
        /// A clip placed by its own scale (sometimes a mirror) and translation, or nil. When it is
        /// rounded the item is sharp: the exact-area path takes the clip as the shape then.
        var clip: (k: Double, ox: Double, oy: Double, rect: CGRect, radius: Double)?

        init(_ rng: inout SeededGenerator, scale: Double) {
            size = CGSize(width: Double.random(in: 0.3...16, using: &rng) / scale,
                          height: Double.random(in: 0.3...16, using: &rng) / scale)
            radius = [0, 0.2, 0.6, 2, 50][Int.random(in: 0..<5, using: &rng)] * Double.random(in: 0.5...1.5, using: &rng) / scale
            ring = Bool.random(using: &rng) ? Double.random(in: 0.1...3, using: &rng) / scale : nil
            sx = scale * Double.random(in: 0.7...1.4, using: &rng) * (Int.random(in: 0..<5, using: &rng) == 0 ? -1 : 1)
            sy = scale * Double.random(in: 0.7...1.4, using: &rng) * (Int.random(in: 0..<5, using: &rng) == 0 ? -1 : 1)
            tx = Double.random(in: 2...18, using: &rng)
            ty = Double.random(in: 2...18, using: &rng)
            if Bool.random(using: &rng) {
                // A clip in a plane of its own (scaled, sometimes mirrored), here in scene points = pixels.
                let k = Double.random(in: 0.5...2, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
                let ox = Double.random(in: 0...30, using: &rng), oy = Double.random(in: 0...30, using: &rng)
                let rect = CGRect(x: Double.random(in: -3...3, using: &rng), y: Double.random(in: -3...3, using: &rng),
                                  width: Double.random(in: 0.5...12, using: &rng), height: Double.random(in: 0.5...12, using: &rng))
                let clipRadius = [0, 0, 1.5, 4][Int.random(in: 0..<4, using: &rng)]
                clip = (k, ox, oy, rect, clipRadius)
                if clipRadius > 0 { radius = 0; ring = nil }
            }
        }

        var displayClip: DisplayClip? {
            clip.map {
                DisplayClip(transform: ProjectiveTransform(m11: $0.k, m12: 0, m13: 0, m21: 0, m22: abs($0.k), m23: 0,
                                                           m31: $0.ox, m32: $0.oy, m33: 1),
                            rect: $0.rect, cornerRadius: CGFloat($0.radius))
            }
        }

        /// Whether `(x, y)` is inside the rectangle `x0…x1 × y0…y1` with corners of radius `r`
        /// (limited to half the shorter side), edges included.
        static func inRoundedRect(_ x: Double, _ y: Double, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
                                  _ r: Double) -> Bool {
            guard x >= x0, x <= x1, y >= y0, y <= y1 else { return false }
            let r = max(0, min(r, (x1 - x0) / 2, (y1 - y0) / 2))
            let dx = max(x0 + r - x, 0, x - (x1 - r)), dy = max(y0 + r - y, 0, y - (y1 - r))
            return dx * dx + dy * dy <= r * r
        }

        var item: DisplayItem {
            let t = ProjectiveTransform(m11: sx, m12: 0, m13: 0, m21: 0, m22: sy, m23: 0, m31: tx, m32: ty, m33: 1)
            let content: DisplayContent = ring.map { .border(width: CGFloat($0), color: .white) } ?? .fill(.white)
            return DisplayItem(transform: t, size: size, content: content, cornerRadius: CGFloat(radius),
                               clips: displayClip.map { [$0] } ?? [])
        }

        /// Whether the pixel point `(px, py)` is on the shape, written out from the definitions:
        /// inside the rounded rectangle (radius limited to half the shorter side), and for a ring
        /// not inside the inset one (radius less the ring's width).
        func contains(_ px: Double, _ py: Double) -> Bool {
            if let clip {
                let r = clip.rect
                guard Self.inRoundedRect((px - clip.ox) / clip.k, (py - clip.oy) / abs(clip.k),
                                         Double(r.minX), Double(r.minY), Double(r.maxX), Double(r.maxY), clip.radius)
                else { return false }
            }
            let x = (px - tx) / sx, y = (py - ty) / sy
            func inRoundedRect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ r: Double) -> Bool {
                Self.inRoundedRect(x, y, x0, y0, x1, y1, r)
            }
            let w = Double(size.width), h = Double(size.height)
            guard inRoundedRect(0, 0, w, h, radius) else { return false }
            guard let ring, w - 2 * ring > 0, h - 2 * ring > 0 else { return true }
            let outerRadius = max(0, min(radius, w / 2, h / 2))
            return !inRoundedRect(ring, ring, w - ring, h - ring, max(outerRadius - ring, 0))
        }

        /// Whether the pixel reaches into the square of a rounded corner (of the outer rectangle,
        /// the ring's inner one or the clip), where the path samples.
        func pixelReachesACorner(_ px: Int, _ py: Int) -> Bool {
            let w = Double(size.width), h = Double(size.height)
            let outerRadius = max(0, min(radius, w / 2, h / 2))
            var rects = [(0.0, 0.0, w, h, outerRadius, sx, sy, tx, ty)]
            if let ring, w - 2 * ring > 0, h - 2 * ring > 0 {
                rects.append((ring, ring, w - ring, h - ring, max(0, min(outerRadius - ring, (w - 2 * ring) / 2, (h - 2 * ring) / 2)),
                              sx, sy, tx, ty))
            }
            if let clip {
                let r = clip.rect
                rects.append((Double(r.minX), Double(r.minY), Double(r.maxX), Double(r.maxY),
                              max(0, min(clip.radius, Double(r.width) / 2, Double(r.height) / 2)), clip.k, abs(clip.k), clip.ox, clip.oy))
            }
            for (x0, y0, x1, y1, r, sx, sy, tx, ty) in rects where r > 0 {
                for (cx0, cx1) in [(x0, x0 + r), (x1 - r, x1)] {
                    for (cy0, cy1) in [(y0, y0 + r), (y1 - r, y1)] {
                        let a = cx0 * sx + tx, b = cx1 * sx + tx, c = cy0 * sy + ty, d = cy1 * sy + ty
                        if min(a, b) < Double(px + 1) && max(a, b) > Double(px) && min(c, d) < Double(py + 1) && max(c, d) > Double(py) {
                            return true
                        }
                    }
                }
            }
            return false
        }
    }

    /// Renders random shapes white over black (so a pixel's linear red is its coverage) and
    /// compares pixels picked at random in each shape's neighbourhood with a 128 × 128 grid count.
    /// Straight edges: within the grid's own error (1/128 per edge crossing the pixel, at most
    /// four). Corner squares: also within the 4 × 4 sampling of the pixel's part of the square.
    func checkRandomShapes(seed: UInt64, scale: Double) {
        var rng = SeededGenerator(seed: seed)
        for k in 0..<2 {
            let shape = Shape(&rng, scale: scale)
            let (buffer, _) = rasterise([shape.item], side: 40)
            for _ in 0..<40 {
                let x = Int.random(in: 0..<40, using: &rng), y = Int.random(in: 0..<40, using: &rng)
                let truth = gridCoverage(x: x, y: y, n: 128, shape.contains)
                let tolerance = shape.pixelReachesACorner(x, y) ? 0.07 : 4.0 / 128
                #expect(abs(buffer.red(x, y) - truth) <= tolerance,
                        "seed \(seed) shape \(k) pixel (\(x), \(y)): painted \(buffer.red(x, y)), covered \(truth) — \(shape)")
            }
            // Every pixel away from the shape is untouched.
            let farX = shape.tx + (Double(shape.size.width) * shape.sx > 0 ? -2 : 2)
            if farX >= 1 && farX < 39 { #expect(buffer.red(Int(farX), Int(shape.ty)) == 0 || shape.contains(farX, shape.ty)) }
        }
    }

    @Test(arguments: 0..<24)
    func shapesAtAboutAPixelAPointCoverTheirArea(seed: Int) {
        checkRandomShapes(seed: UInt64(seed) &* 0x9E37_79B9 &+ 1, scale: 1)
    }

    @Test(arguments: 0..<12)
    func shapesAtAPhoneOnATerminalsScaleCoverTheirArea(seed: Int) {
        // A phone on 80×24 shows about 0.06 pixels a point: items of a few pixels, corners under one.
        checkRandomShapes(seed: UInt64(seed) &* 0x51_7CC1 &+ 7, scale: 0.06)
    }

    @Test func aRectangleCoversItsExactAreaInEveryPixel() {
        // 2.25 × 1.5 pixels from (3.25, 4.75): the products of the overlaps, worked by hand.
        let (buffer, _) = rasterise([item(at: CGPoint(x: 3.25, y: 4.75), size: CGSize(width: 2.25, height: 1.5), .fill(.white))])
        let columns = [(3, 0.75), (4, 1.0), (5, 0.5)], rows = [(4, 0.25), (5, 1.0), (6, 0.25)]
        for (x, cx) in columns {
            for (y, cy) in rows {
                #expect(buffer.red(x, y) == cx * cy, "pixel (\(x), \(y))")
            }
        }
        #expect(buffer.red(2, 5) == 0 && buffer.red(6, 5) == 0 && buffer.red(4, 3) == 0 && buffer.red(4, 7) == 0)
    }

    @Test func aCircleOfRadiusFiveCoversPiTimesTwentyFivePixels() {
        let (buffer, _) = rasterise([item(at: CGPoint(x: 4.3, y: 5.6), size: CGSize(width: 10, height: 10), .fill(.white),
                                          cornerRadius: 5)])
        var total = 0.0
        for y in 0..<20 { for x in 0..<20 { total += buffer.red(x, y) } }
        #expect(abs(total - Double.pi * 25) < 0.1, "total coverage \(total)")
    }

    @Test func aReusedRasteriserPaintsTheSameBitsAsAFreshOne() {
        // The path keeps per-column scratch between items and frames: a rasteriser that has drawn
        // a larger, different scene first must give exactly what a fresh one gives.
        var rng = SeededGenerator(seed: 42)
        let first = DisplayList(size: CGSize(width: 40, height: 40),
                                items: (0..<12).map { _ in randomItem(&rng, sceneSide: 40, placement: .axisAligned) })
        var items: [DisplayItem] = []
        for k in 0..<30 {
            var item = randomItem(&rng, sceneSide: 20, placement: .axisAligned)
            if k % 5 == 0 { item.transform = rotation(degrees: 17, pivot: .zero, centre: CGPoint(x: 12.5, y: 9.25)) }
            items.append(item)
        }
        let second = DisplayList(size: CGSize(width: 40, height: 40), items: items)
        let reused = Rasteriser(), fresh = Rasteriser()
        var a = PixelBuffer(width: 0, height: 0), b = PixelBuffer(width: 0, height: 0)
        reused.render(first, viewport: unitViewport(side: 40), background: .black, into: &a)
        reused.render(second, viewport: unitViewport(side: 40), background: .black, into: &a)
        fresh.render(second, viewport: unitViewport(side: 40), background: .black, into: &b)
        #expect(a.storage.map { unsafeBitCast($0, to: SIMD4<UInt32>.self) } == b.storage.map { unsafeBitCast($0, to: SIMD4<UInt32>.self) })
        #expect(reused.transmittance.map(\.bitPattern) == fresh.transmittance.map(\.bitPattern))
    }

    @Test(arguments: 0..<10)
    func imagesSampledByColumnAndRowMatchEveryPixelMapped(seed: Int) {
        // Random axis-aligned scenes (images among fills and borders, some mirrored): the texel
        // columns and rows kept per pixel column and row must give the bits that mapping every
        // pixel centre gives.
        for (list, viewport, comment) in randomScene(seed: UInt64(seed) &* 0x2545_F491 &+ 3, placement: .axisAligned,
                                                     onAPhone: seed % 2 == 1) {
            expectSameRendering(list, viewport: viewport, comment, names: ("by column and row", "mapped per pixel")) {
                $0.usedFastPaths.remove(.imagesByColumnAndRow)
            }
        }
    }

    @Test(arguments: 0..<8)
    func theGeneralPathAgreesWithinItsSampling(seed: Int) {
        // The general path counts 16 samples a pixel: along a straight edge it is within 1/16 of
        // the area; a corner pixel, within the two methods' sampling together.
        var rng = SeededGenerator(seed: UInt64(seed) + 99)
        let shape = Shape(&rng, scale: Double.random(in: 0.3...2, using: &rng))
        let list = DisplayList(size: CGSize(width: 40, height: 40), items: [shape.item])
        let exact = Rasteriser(), sampled = Rasteriser()
        sampled.usedFastPaths.remove(.exactAreaForAxisAligned)
        var a = PixelBuffer(width: 0, height: 0), b = PixelBuffer(width: 0, height: 0)
        exact.render(list, viewport: unitViewport(side: 40), background: .black, into: &a)
        sampled.render(list, viewport: unitViewport(side: 40), background: .black, into: &b)
        for y in 0..<40 {
            for x in 0..<40 {
                let tolerance = shape.pixelReachesACorner(x, y) ? 0.15 : 1.0 / 16 + 1e-6
                #expect(abs(a.red(x, y) - b.red(x, y)) <= tolerance, "seed \(seed) pixel (\(x), \(y)): \(a.red(x, y)) vs \(b.red(x, y)) truth \(gridCoverage(x: x, y: y, n: 128, shape.contains)) \(shape)")
            }
        }
    }
}
