//  ProjectiveTransform.swift — FlipbookGraphics
//  Flipbook's own type: a 3×3 homogeneous matrix mapping a layer's plane to screen points.
//  Status: complete.

import Foundation

// MARK: - Flipbook addition

/// A 2D projective (homogeneous 3×3) transform used by the display list.
///
/// It maps a point of a layer's local plane (z = 0) to screen points, including perspective.
/// Row-vector convention, like `CATransform3D`: `X = x*m11 + y*m21 + m31`,
/// `Y = x*m12 + y*m22 + m32`, `W = x*m13 + y*m23 + m33`, and the image is `(X/W, Y/W)`.
public struct ProjectiveTransform: Equatable, Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double

    @inlinable
    public init(m11: Double, m12: Double, m13: Double,
                m21: Double, m22: Double, m23: Double,
                m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The identity transform.
    public static let identity = ProjectiveTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// The restriction of `t` to the plane z = 0, projected onto the screen plane.
    ///
    /// Drops the z row and column: uses `m11 m12 m14 / m21 m22 m24 / m41 m42 m44`.
    @inlinable
    public init(_ t: CATransform3D) {
        self.init(m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m14),
                  m21: Double(t.m21), m22: Double(t.m22), m23: Double(t.m24),
                  m31: Double(t.m41), m32: Double(t.m42), m33: Double(t.m44))
    }

    /// The projective transform equal to an affine transform.
    @inlinable
    public init(_ affine: CGAffineTransform) {
        self.init(m11: Double(affine.a), m12: Double(affine.b), m13: 0,
                  m21: Double(affine.c), m22: Double(affine.d), m23: 0,
                  m31: Double(affine.tx), m32: Double(affine.ty), m33: 1)
    }

    /// A transform that moves points by `(tx, ty)`.
    @inlinable
    public init(translationX tx: Double, y ty: Double) {
        self.init(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: tx, m32: ty, m33: 1)
    }

    /// A transform that scales about the origin by `sx` and `sy`.
    @inlinable
    public init(scaleX sx: Double, y sy: Double) {
        self.init(m11: sx, m12: 0, m13: 0, m21: 0, m22: sy, m23: 0, m31: 0, m32: 0, m33: 1)
    }

    /// Returns `self` followed by `other` (the matrix product `self × other`).
    ///
    /// Always inlined: the display-list build composes one per layer, and out of line the two
    /// 72-byte operands and the result go through memory (the optimiser would not inline it there).
    @inlinable @inline(always)
    public func concatenating(_ o: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// The determinant of the 3×3 matrix.
    @inlinable
    public var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// Whether the transform is affine (`m13 == 0`, `m23 == 0`, `m33 == 1`).
    @inlinable
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The inverse transform, or nil when the matrix is (numerically) singular.
    ///
    /// Singular means the determinant is not finite, or negligible relative to the product of the
    /// row lengths (Hadamard's bound), so the test does not depend on the overall scale.
    public func inverted() -> ProjectiveTransform? {
        let c11 = m22 * m33 - m23 * m32
        let c12 = m23 * m31 - m21 * m33
        let c13 = m21 * m32 - m22 * m31
        let det = m11 * c11 + m12 * c12 + m13 * c13
        let bound = (m11 * m11 + m12 * m12 + m13 * m13).squareRoot()
            * (m21 * m21 + m22 * m22 + m23 * m23).squareRoot()
            * (m31 * m31 + m32 * m32 + m33 * m33).squareRoot()
        guard det.isFinite, det != 0, abs(det) > bound * 1e-12 else { return nil }
        let r = 1 / det
        return ProjectiveTransform(
            m11: c11 * r, m12: (m13 * m32 - m12 * m33) * r, m13: (m12 * m23 - m13 * m22) * r,
            m21: c12 * r, m22: (m11 * m33 - m13 * m31) * r, m23: (m13 * m21 - m11 * m23) * r,
            m31: c13 * r, m32: (m12 * m31 - m11 * m32) * r, m33: (m11 * m22 - m12 * m21) * r)
    }

    /// The smallest `W` for which a point is considered in front of the eye.
    public static let minimumW = 1e-9

    /// Maps `p`, or returns nil when its homogeneous `W` is at or below `minimumW`
    /// (the point lies at or behind the eye).
    @inlinable
    public func apply(_ p: CGPoint) -> CGPoint? {
        let x = Double(p.x), y = Double(p.y)
        let w = x * m13 + y * m23 + m33
        guard w > Self.minimumW else { return nil }
        return CGPoint(x: (x * m11 + y * m21 + m31) / w, y: (x * m12 + y * m22 + m32) / w)
    }
}
