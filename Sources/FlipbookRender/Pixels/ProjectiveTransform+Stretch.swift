//  ProjectiveTransform+Stretch.swift — FlipbookRender
//  How few pixels a local point of a projective map can span (the rasteriser's thinness test). Status: complete.

import Foundation
import FlipbookGraphics

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
