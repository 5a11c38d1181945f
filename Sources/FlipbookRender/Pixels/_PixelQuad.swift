//  _PixelQuad.swift — FlipbookRender
//  A rectangle's corners in pixel space and where the sides of two cross. Status: complete.

import Foundation
import FlipbookGraphics

/// A rectangle's four corners in pixel space, in order around it (a projective map keeps its
/// sides straight); not finite when a corner maps to or behind the eye.
struct _PixelQuad {
    var xs = SIMD4<Double>(), ys = SIMD4<Double>()
    var isFinite = true

    init(_ rect: CGRect, under toPixels: ProjectiveTransform) {
        for k in 0..<4 {
            let local = CGPoint(x: k == 0 || k == 3 ? rect.minX : rect.maxX, y: k < 2 ? rect.minY : rect.maxY)
            guard let p = toPixels.apply(local), abs(p.x) < 1e9, abs(p.y) < 1e9 else { isFinite = false; return }
            xs[k] = Double(p.x); ys[k] = Double(p.y)
        }
    }

    /// Side `k`: from corner `k` to the next.
    func side(_ k: Int) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
        let next = (k + 1) & 3
        return (xs[k], ys[k], xs[next], ys[next])
    }

    /// Where two sides cross, if they do (ends included); nil for parallel sides.
    static func crossing(_ s: (x0: Double, y0: Double, x1: Double, y1: Double),
                         _ t: (x0: Double, y0: Double, x1: Double, y1: Double)) -> (Double, Double)? {
        let rx = s.x1 - s.x0, ry = s.y1 - s.y0, qx = t.x1 - t.x0, qy = t.y1 - t.y0
        let d = rx * qy - ry * qx
        guard d != 0 else { return nil }
        let ex = t.x0 - s.x0, ey = t.y0 - s.y0
        let u = (ex * qy - ey * qx) / d, v = (ex * ry - ey * rx) / d
        guard u >= 0, u <= 1, v >= 0, v <= 1 else { return nil }
        return (s.x0 + u * rx, s.y0 + u * ry)
    }
}
