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
