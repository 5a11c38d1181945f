//  Rasteriser+SmallQuads.swift — FlipbookRender
//  Flipbook's exact-area path for small sharp quadrilaterals: a shatter's pieces, a pixel or two
//  across, each pixel of its box given the area of the piece (cut by its sharp clips) inside it.
//  Status: complete.

import Foundation
import FlipbookGraphics

extension Rasteriser {
    /// The largest pixel box (columns × rows) painted by `paintSmallQuad`: past it, the general
    /// loop's set-up (corner rows, vertex lists, edge tables) costs less than its pixels save.
    static let smallQuadPixels = 16

    /// Paints a sharp, hole-free rectangle under an affine map, cut by at most two clips that are
    /// sharp and affine too (a piece of a picture is its items cut by the piece's square), whose
    /// box is at most `smallQuadPixels` pixels: each pixel gets the exact area of the region
    /// inside it — the quad cut by each clip's sides, then by the pixel's square (Sutherland–
    /// Hodgman), measured by the shoelace formula. That is what the general loop finds for such a
    /// shape (corners wholly in, exact area where straight edges cross), without its per-item
    /// set-up, which for a piece a pixel or two across is most of its cost. False when the shape
    /// is not such a quad.
    func paintSmallQuad<Source: _PixelSource>(
        shape: _ItemShape, toPixels t: ProjectiveTransform, inverse: _PixelToLocal, source: Source, box: _PixelBox,
        target: _RasterTarget
    ) -> Bool {
        guard fastPaths.contains(.smallQuads), fastPaths.contains(.exactAreaOnStraightEdges),
              box.width * box.height <= Self.smallQuadPixels, shape.hole == nil, shape.outer.radius == 0,
              clipPlanes.count <= 2, Self.isAffine(t) else { return false }
        for k in clipPlanes.indices {
            guard clipPlanes[k].shape.radius == 0, Self.isAffine(clipToPixelMaps[k]), clipQuads[k].isFinite else { return false }
        }
        let o = shape.outer
        @inline(__always) func mapped(_ x: Double, _ y: Double) -> SIMD2<Double> {
            SIMD2(x * t.m11 + y * t.m21 + t.m31, x * t.m12 + y * t.m22 + t.m32)
        }
        let opaque = source.isOpaqueSolid
        // The quad and two clips' four sides leave at most 12 vertices, a pixel's square 16: the
        // scratch holds the region, its spare, and the two lists of 16 a pixel cuts it into (no
        // allocation, every frame).
        return withUnsafeTemporaryAllocation(of: SIMD2<Double>.self, capacity: 64) { scratch in
            var region = scratch.baseAddress!, spare = region + 16
            // The corners in order round the rectangle (the map keeps them convex, either way round).
            region[0] = mapped(o.minX, o.minY); region[1] = mapped(o.maxX, o.minY)
            region[2] = mapped(o.maxX, o.maxY); region[3] = mapped(o.minX, o.maxY)
            for k in 0..<4 where !(region[k].x.isFinite && region[k].y.isFinite) { return false }
            var n = 4
            for k in clipQuads.indices {
                let q = clipQuads[k]
                // The side of each edge the clip's inside lies on: its corners' turning sense.
                var twice = 0.0
                for i in 0..<4 { twice += q.xs[i] * q.ys[(i + 1) & 3] - q.xs[(i + 1) & 3] * q.ys[i] }
                guard twice != 0 else { return false }
                for i in 0..<4 where n >= 3 {
                    let a = SIMD2(q.xs[i], q.ys[i]), b = SIMD2(q.xs[(i + 1) & 3], q.ys[(i + 1) & 3])
                    n = Self.cut(region, count: n, into: spare) { p in
                        let d = b - a, e = p - a
                        return (d.x * e.y - d.y * e.x) * twice
                    }
                    swap(&region, &spare)
                }
            }
            guard n >= 3 else { return true }
            let pixelScratch = scratch.baseAddress! + 32
            for y in box.y0..<box.y1 {
                for x in box.x0..<box.x1 {
                    let area = Self.area(ofConvex: region, count: n, inPixel: x, y, scratch: pixelScratch)
                    guard area > 0 else { continue }
                    let i = y &* target.width &+ x
                    composite(source, coverage: Float(min(area, 1)), x: x, y: y, pixel: target.pixels + i, cover: target.cover + i,
                              opaqueSource: opaque, inverse: inverse)
                }
            }
            return true
        }
    }

    private static func isAffine(_ t: ProjectiveTransform) -> Bool { t.m13 == 0 && t.m23 == 0 && t.m33 == 1 }

    /// Cuts the convex polygon `polygon[0..<count]` to where `side` is at least 0 (a linear
    /// function of the point: which side of a line it lies on), into `kept`; returns its count.
    @inline(__always)
    static func cut(_ polygon: UnsafeMutablePointer<SIMD2<Double>>, count n: Int, into kept: UnsafeMutablePointer<SIMD2<Double>>,
                    side: (SIMD2<Double>) -> Double) -> Int {
        var m = 0
        var p = polygon[n - 1], sp = side(p)
        for k in 0..<n {
            let q = polygon[k], sq = side(q)
            // Each edge p → q: where it crosses the line, then q if q is kept.
            if (sp >= 0) != (sq >= 0) {
                kept[m] = p + (q - p) * (sp / (sp - sq)); m += 1
            }
            if sq >= 0 { kept[m] = q; m += 1 }
            p = q; sp = sq
        }
        return m
    }

    /// The area of the convex polygon `polygon[0..<count]` (at most 12 vertices) inside the pixel
    /// square [x, x + 1] × [y, y + 1]: the polygon cut by each side in turn, then its shoelace
    /// area. `scratch` holds 32 points (two lists of 16).
    static func area(ofConvex polygon: UnsafeMutablePointer<SIMD2<Double>>, count: Int, inPixel x: Int, _ y: Int,
                     scratch: UnsafeMutablePointer<SIMD2<Double>>) -> Double {
        let x0 = Double(x), y0 = Double(y)
        var a = scratch, b = scratch + 16
        var n = cut(polygon, count: count, into: a) { $0.x - x0 }
        if n >= 3 { n = cut(a, count: n, into: b) { x0 + 1 - $0.x }; swap(&a, &b) }
        if n >= 3 { n = cut(a, count: n, into: b) { $0.y - y0 }; swap(&a, &b) }
        if n >= 3 { n = cut(a, count: n, into: b) { y0 + 1 - $0.y }; swap(&a, &b) }
        guard n >= 3 else { return 0 }
        var twice = 0.0
        for k in 0..<n {
            let p = a[k], q = a[k + 1 == n ? 0 : k + 1]
            twice += p.x * q.y - q.x * p.y
        }
        return abs(twice) / 2
    }
}
