//  _RasterGeometry.swift — FlipbookRender
//  Flipbook's rasteriser helpers: pixel → local mappings, shape tests, pixel boxes. Status: complete.

import Foundation
import FlipbookGraphics

/// A rounded rectangle tested point by point in the rasteriser's inner loop.
///
/// Same rule as the display list's `RoundedRect` (the radius is limited to half the shorter
/// side; the edge counts as inside), kept here so the test inlines into the loop.
struct _RasterRoundedRect {
    let minX: Double, minY: Double, maxX: Double, maxY: Double
    /// The corner radius, already limited to half the shorter side.
    let radius: Double

    init(_ rect: CGRect, cornerRadius: Double) {
        minX = Double(rect.minX); minY = Double(rect.minY)
        maxX = Double(rect.maxX); maxY = Double(rect.maxY)
        radius = max(0, min(cornerRadius, min(maxX - minX, maxY - minY) / 2))
    }

    var width: Double { maxX - minX }
    var height: Double { maxY - minY }

    @inline(always)
    func contains(_ x: Double, _ y: Double) -> Bool {
        guard x >= minX, x <= maxX, y >= minY, y <= maxY else { return false }
        let r = radius
        guard r > 0 else { return true }
        // Only the four corner boxes are rounded: find the nearest corner circle's centre.
        let cx = x < minX + r ? minX + r : (x > maxX - r ? maxX - r : x)
        let cy = y < minY + r ? minY + r : (y > maxY - r ? maxY - r : y)
        let dx = x - cx, dy = y - cy
        return dx * dx + dy * dy <= r * r
    }
}

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

/// A clip shape prepared for one item: its pixel → local map and its rounded rectangle.
struct _ClipPlane {
    let toLocal: _PixelToLocal
    let shape: _RasterRoundedRect

    @inline(always)
    func contains(_ px: Double, _ py: Double) -> Bool {
        var x = 0.0, y = 0.0
        return toLocal.map(px, py, &x, &y) && shape.contains(x, y)
    }
}

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

/// An item's own shape: a rounded rectangle, optionally with a rounded-rectangle hole (a border).
struct _ItemShape {
    let outer: _RasterRoundedRect
    let hole: _RasterRoundedRect?

    /// Whether the local point is inside the shape (on the ring, for a border).
    @inline(always)
    func contains(_ x: Double, _ y: Double) -> Bool {
        guard outer.contains(x, y) else { return false }
        return !holeContains(x, y)
    }

    /// Whether the local point is strictly inside the hole (false without one): the hole's own
    /// edge belongs to the ring.
    @inline(always)
    func holeContains(_ x: Double, _ y: Double) -> Bool {
        guard let hole else { return false }
        return x > hole.minX && x < hole.maxX && y > hole.minY && y < hole.maxY && hole.contains(x, y)
    }

    /// The thinnest local extent of the shape's convex parts: the outer rectangle's shorter side,
    /// or the hole's. (A ring is tested as the outer rectangle less the hole, each convex, so its
    /// own width does not matter.)
    var thinnestExtent: Double {
        let side = min(outer.width, outer.height)
        guard let hole else { return side }
        return min(side, min(hole.width, hole.height))
    }
}

/// A half-open box of whole pixels, `x0 ..< x1` × `y0 ..< y1`.
struct _PixelBox: Equatable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var width: Int { max(x1 - x0, 0) }
    var height: Int { max(y1 - y0, 0) }

    /// The smallest box holding both (an empty box adds nothing).
    func union(_ o: _PixelBox) -> _PixelBox {
        if o.isEmpty { return self }
        if isEmpty { return o }
        return _PixelBox(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    func intersection(_ o: _PixelBox) -> _PixelBox {
        _PixelBox(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }

    /// The whole pixels touched by `rect` (local) under `transform` (local → pixels), limited
    /// to `limit`. When a corner maps to or behind the eye the image is unbounded, so the
    /// whole `limit` is returned and the per-pixel test decides.
    @inline(always)
    static func covering(_ rect: CGRect, under transform: ProjectiveTransform, limit: _PixelBox) -> _PixelBox {
        if transform.m13 == 0 && transform.m23 == 0 && transform.m33 == 1 {
            return coveringAffine(rect, under: transform, limit: limit)
        }
        return coveringProjective(rect, under: transform, limit: limit)
    }

    /// `covering` for an affine map (W = 1): the same corners without the divides.
    @inline(always)
    static func coveringAffine(_ rect: CGRect, under t: ProjectiveTransform, limit: _PixelBox) -> _PixelBox {
        let x0 = Double(rect.minX), x1 = Double(rect.maxX), y0 = Double(rect.minY), y1 = Double(rect.maxY)
        // `apply` divides by W = 1, which changes nothing.
        let ax = x0 * t.m11 + y0 * t.m21 + t.m31, ay = x0 * t.m12 + y0 * t.m22 + t.m32
        let bx = x1 * t.m11 + y0 * t.m21 + t.m31, by = x1 * t.m12 + y0 * t.m22 + t.m32
        let cx = x0 * t.m11 + y1 * t.m21 + t.m31, cy = x0 * t.m12 + y1 * t.m22 + t.m32
        let dx = x1 * t.m11 + y1 * t.m21 + t.m31, dy = x1 * t.m12 + y1 * t.m22 + t.m32
        guard ax.isFinite, ay.isFinite, bx.isFinite, by.isFinite, cx.isFinite, cy.isFinite, dx.isFinite, dy.isFinite
        else { return limit }
        let minX = min(min(ax, bx), min(cx, dx)), maxX = max(max(ax, bx), max(cx, dx))
        let minY = min(min(ay, by), min(cy, dy)), maxY = max(max(ay, by), max(cy, dy))
        // Reject before any rounding: the common case for an item off the buffer.
        if maxX <= Double(limit.x0) || minX >= Double(limit.x1) || maxY <= Double(limit.y0) || minY >= Double(limit.y1) {
            return _PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
        }
        let lo = Double(Int32.min), hi = Double(Int32.max)
        let box = _PixelBox(x0: Int(min(max(minX.rounded(.down), lo), hi)),
                            y0: Int(min(max(minY.rounded(.down), lo), hi)),
                            x1: Int(min(max(maxX.rounded(.up), lo), hi)),
                            y1: Int(min(max(maxY.rounded(.up), lo), hi)))
        return box.intersection(limit)
    }

    static func coveringProjective(_ rect: CGRect, under transform: ProjectiveTransform, limit: _PixelBox) -> _PixelBox {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        // Four corners by index (no array, so nothing is allocated per item).
        for corner in 0..<4 {
            let local = CGPoint(x: corner & 1 == 0 ? rect.minX : rect.maxX, y: corner < 2 ? rect.minY : rect.maxY)
            guard let p = transform.apply(local), p.x.isFinite, p.y.isFinite else { return limit }
            minX = min(minX, Double(p.x)); maxX = max(maxX, Double(p.x))
            minY = min(minY, Double(p.y)); maxY = max(maxY, Double(p.y))
        }
        // Clamp before converting so that huge coordinates cannot overflow Int.
        let lo = Double(Int32.min), hi = Double(Int32.max)
        let box = _PixelBox(x0: Int(min(max(minX.rounded(.down), lo), hi)),
                            y0: Int(min(max(minY.rounded(.down), lo), hi)),
                            x1: Int(min(max(maxX.rounded(.up), lo), hi)),
                            y1: Int(min(max(maxY.rounded(.up), lo), hi)))
        return box.intersection(limit)
    }
}

extension ProjectiveTransform {
    /// The smaller singular value of the local → pixel Jacobian at `p`: the least number of
    /// pixels one local point can span there (0 at or behind the eye).
    func leastStretch(at p: CGPoint) -> Double {
        let x = Double(p.x), y = Double(p.y)
        let w = x * m13 + y * m23 + m33
        guard w > ProjectiveTransform.minimumW else { return 0 }
        let px = (x * m11 + y * m21 + m31) / w, py = (x * m12 + y * m22 + m32) / w
        let a = (m11 - px * m13) / w, b = (m12 - py * m13) / w   // ∂(X, Y)/∂x
        let c = (m21 - px * m23) / w, d = (m22 - py * m23) / w   // ∂(X, Y)/∂y
        let s = a * a + b * b + c * c + d * d, det = a * d - b * c
        let disc = max(s * s - 4 * det * det, 0).squareRoot()
        return max((s - disc) / 2, 0).squareRoot()
    }

    /// The least stretch over the corners of `rect`: exact for an affine map (the stretch is the
    /// same everywhere), an estimate under perspective. It only decides whether a shape is thin
    /// enough to need extra centre tests.
    func leastStretch(over rect: CGRect) -> Double {
        // Affine: the Jacobian is the matrix itself at every point, so one corner gives the
        // same value as all four.
        if m13 == 0 && m23 == 0 && m33 == 1 { return leastStretch(at: CGPoint(x: rect.minX, y: rect.minY)) }
        return min(leastStretch(at: CGPoint(x: rect.minX, y: rect.minY)), leastStretch(at: CGPoint(x: rect.maxX, y: rect.minY)),
            leastStretch(at: CGPoint(x: rect.minX, y: rect.maxY)), leastStretch(at: CGPoint(x: rect.maxX, y: rect.maxY)))
    }
}
