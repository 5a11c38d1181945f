//  _PixelToLocal.swift — FlipbookRender
//  The rasteriser's pixel → local map, evaluated without optionals. Status: complete.

import Foundation
import FlipbookGraphics

/// A pixel → local map (the inverse of local → pixels), evaluated without optionals.
///
/// Row-vector convention like `ProjectiveTransform`. A pixel whose homogeneous `w` is not
/// positive sees the plane behind the eye (the forward map's `W` has the same sign as `w`),
/// so it is outside every shape in that plane.
struct _PixelToLocal {
    let m11: Double, m12: Double, m13: Double
    let m21: Double, m22: Double, m23: Double
    let m31: Double, m32: Double, m33: Double
    /// Affine maps skip the divide by `w` (which is 1).
    let isAffine: Bool

    init(_ t: ProjectiveTransform) {
        // The inverse of an affine map has w = det/det, which rounding may leave a hair off 1:
        // scale it back to exactly 1 so that the affine path (no divide) is taken.
        let k = t.m13 == 0 && t.m23 == 0 && t.m33 > 0 ? 1 / t.m33 : 1
        m11 = t.m11 * k; m12 = t.m12 * k; m13 = t.m13 * k
        m21 = t.m21 * k; m22 = t.m22 * k; m23 = t.m23 * k
        m31 = t.m31 * k; m32 = t.m32 * k; m33 = t.m33 * k
        isAffine = t.m13 == 0 && t.m23 == 0 && t.m33 > 0
    }

    /// Maps the pixel-space point `(px, py)` to the local plane; false if it lies behind the eye.
    @inline(always)
    func map(_ px: Double, _ py: Double, _ x: inout Double, _ y: inout Double) -> Bool {
        let lx = px * m11 + py * m21 + m31
        let ly = px * m12 + py * m22 + m32
        if isAffine { x = lx; y = ly; return true }
        let w = px * m13 + py * m23 + m33
        guard w > ProjectiveTransform.minimumW else { return false }
        let r = 1 / w
        x = lx * r; y = ly * r
        return true
    }
}

/// The local points of one row of pixel centres under a `_PixelToLocal`, worked out four at a
/// time: a pixel loop that maps each pixel alone waits on a division per pixel, which was most
/// of a turning card's frame. Each point has exactly the bits `map` gives it (the same
/// operations in the same order; a division is correctly rounded, four at once or one).
///
/// Its storage is kept and only grows: after the widest row, filling allocates nothing. The
/// pointers stay valid until the next `fill`.
final class _RowMap {
    /// Local x and y of the row's `i`-th pixel centre, and whether it lies in front of the eye.
    private(set) var xs: UnsafeMutablePointer<Double>
    private(set) var ys: UnsafeMutablePointer<Double>
    private(set) var inFront: UnsafeMutablePointer<Bool>
    /// The first pixel column of the row last filled.
    private(set) var x0 = 0
    private var capacity = 0

    init() {
        (xs, ys, inFront) = Self.allocate(0)
    }

    deinit { Self.deallocate(xs, ys, inFront) }

    private static func allocate(_ n: Int) -> (UnsafeMutablePointer<Double>, UnsafeMutablePointer<Double>, UnsafeMutablePointer<Bool>) {
        (.allocate(capacity: n + 4), .allocate(capacity: n + 4), .allocate(capacity: n + 4))
    }

    private static func deallocate(_ a: UnsafeMutablePointer<Double>, _ b: UnsafeMutablePointer<Double>, _ c: UnsafeMutablePointer<Bool>) {
        a.deallocate(); b.deallocate(); c.deallocate()
    }

    /// Maps the centres `(x + ½, y + ½)` of pixels `x0 ..< x0 + count` of row `y`.
    func fill(_ map: _PixelToLocal, x0: Int, count: Int, y: Int) {
        if capacity < count {
            Self.deallocate(xs, ys, inFront)
            capacity = max(count, 2 * capacity)
            (xs, ys, inFront) = Self.allocate(capacity)
        }
        self.x0 = x0
        let py = Double(y) + 0.5
        // `map` computes px·m11 + py·m21 + m31 left to right: so does this.
        let (ax, ay, aw) = (py * map.m21, py * map.m22, py * map.m23)
        let first = SIMD4<Double>(0.5, 1.5, 2.5, 3.5)
        var i = 0
        while i < count {
            let px = SIMD4<Double>(repeating: Double(x0 + i)) + first
            var lx = px * map.m11 + SIMD4(repeating: ax) + SIMD4(repeating: map.m31)
            var ly = px * map.m12 + SIMD4(repeating: ay) + SIMD4(repeating: map.m32)
            var front = SIMDMask<SIMD4<Int64>>(repeating: true)
            if !map.isAffine {
                let w = px * map.m13 + SIMD4(repeating: aw) + SIMD4(repeating: map.m33)
                let r = SIMD4<Double>(repeating: 1) / w
                lx = lx * r
                ly = ly * r
                front = w .> SIMD4(repeating: ProjectiveTransform.minimumW)
            }
            for k in 0..<4 {
                xs[i + k] = lx[k]
                ys[i + k] = ly[k]
                inFront[i + k] = front[k]
            }
            i += 4
        }
    }
}
