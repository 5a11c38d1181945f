//  CATransform3D.swift — FlipbookGraphics
//  Mirrors QuartzCore.CATransform3D and its CATransform3D… functions. Status: complete.

import Foundation

/// A 4×4 homogeneous transform, as in Core Animation.
///
/// Row-vector convention, like Core Animation: a point is the row `[x y z 1]` multiplied on the
/// left, so `x' = x*m11 + y*m21 + z*m31 + m41` and `w' = x*m14 + y*m24 + z*m34 + m44`.
/// Translation lives in `m41…m43`; `m34 = -1/d` gives a perspective with eye distance `d`.
public struct CATransform3D: Equatable, Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates a transform with every entry zero.
    ///
    /// As in QuartzCore this is *not* the identity; use `CATransform3DIdentity`.
    @inlinable
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0,
                  m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 0)
    }

    @inlinable
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }
}

/// The identity transform: `[1 0 0 0; 0 1 0 0; 0 0 1 0; 0 0 0 1]`.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

/// Returns true if `t` is exactly the identity transform.
///
/// Entry by entry with `==` (what `t == CATransform3DIdentity` does), written out and inlinable:
/// the display-list build asks this of every layer, and inlined it reads the entries where they
/// lie instead of copying the matrix into a call (and skips the lazy global's check).
@inlinable @inline(always)
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t.m11 == 1 && t.m12 == 0 && t.m13 == 0 && t.m14 == 0
        && t.m21 == 0 && t.m22 == 1 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m41 == 0 && t.m42 == 0 && t.m43 == 0 && t.m44 == 1
}

/// Returns true if `a` and `b` are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

/// Returns a transform that translates by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// Returns a transform that scales by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// Returns a transform that rotates by `angle` radians about the vector `(x, y, z)`.
///
/// The axis need not be unit length. A zero-length axis returns the identity. About `(0, 0, 1)`
/// the result equals `CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle))`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (Double(x) * Double(x) + Double(y) * Double(y) + Double(z) * Double(z)).squareRoot()
    guard length > 0, length.isFinite else { return CATransform3DIdentity }
    let ux = Double(x) / length, uy = Double(y) / length, uz = Double(z) / length
    let s = sin(Double(angle)), k = cos(Double(angle)), v = 1 - k
    // The transpose of Rodrigues' column-vector rotation matrix.
    return CATransform3D(
        m11: CGFloat(k + v * ux * ux), m12: CGFloat(v * ux * uy + s * uz), m13: CGFloat(v * ux * uz - s * uy), m14: 0,
        m21: CGFloat(v * ux * uy - s * uz), m22: CGFloat(k + v * uy * uy), m23: CGFloat(v * uy * uz + s * ux), m24: 0,
        m31: CGFloat(v * ux * uz + s * uy), m32: CGFloat(v * uy * uz - s * ux), m33: CGFloat(k + v * uz * uz), m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// Returns a transform that translates by `(tx, ty, tz)` and then applies `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// Returns a transform that scales by `(sx, sy, sz)` and then applies `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// Returns a transform that rotates by `angle` radians about `(x, y, z)` and then applies `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// Returns `a` followed by `b`: the matrix product `a × b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(
        m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
        m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
        m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
        m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
        m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
        m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
        m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
        m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
        m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
        m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
        m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
        m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
        m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
        m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
        m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
        m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
}

/// Returns the inverse of `t`, or `t` itself if it has no inverse (as QuartzCore does).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    t.invertedIfPossible ?? t
}

/// Returns true if `t` can be represented exactly by a `CGAffineTransform`.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// Returns the 3D transform equivalent to the affine transform `m`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0,
        m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Returns the affine part of `t` (`m11, m12, m21, m22, m41, m42`); other entries are ignored.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

// MARK: - Flipbook addition

extension CATransform3D {
    /// The identity transform; the same value as `CATransform3DIdentity`.
    public static var identity: CATransform3D { CATransform3DIdentity }

    /// Creates the 3D transform equivalent to an affine transform.
    public init(_ affine: CGAffineTransform) {
        self = CATransform3DMakeAffineTransform(affine)
    }

    /// Whether this is exactly the identity transform.
    public var isIdentity: Bool { CATransform3DIsIdentity(self) }

    /// Whether this transform can be represented exactly by a `CGAffineTransform`.
    public var isAffine: Bool { CATransform3DIsAffine(self) }

    /// Returns `self` followed by `other` (the matrix product `self × other`).
    public func concatenating(_ other: CATransform3D) -> CATransform3D {
        CATransform3DConcat(self, other)
    }

    /// The inverse transform, or nil when the matrix is singular.
    ///
    /// The matrix counts as singular when its determinant is zero, not finite, or negligible
    /// relative to the product of its row lengths (Hadamard's bound), which keeps large
    /// translations from being mistaken for singularity.
    public var invertedIfPossible: CATransform3D? {
        let a11 = Double(m11), a12 = Double(m12), a13 = Double(m13), a14 = Double(m14)
        let a21 = Double(m21), a22 = Double(m22), a23 = Double(m23), a24 = Double(m24)
        let a31 = Double(m31), a32 = Double(m32), a33 = Double(m33), a34 = Double(m34)
        let a41 = Double(m41), a42 = Double(m42), a43 = Double(m43), a44 = Double(m44)
        // 2×2 minors of the top two rows (s) and the bottom two rows (c).
        let s0 = a11 * a22 - a21 * a12
        let s1 = a11 * a23 - a21 * a13
        let s2 = a11 * a24 - a21 * a14
        let s3 = a12 * a23 - a22 * a13
        let s4 = a12 * a24 - a22 * a14
        let s5 = a13 * a24 - a23 * a14
        let c5 = a33 * a44 - a43 * a34
        let c4 = a32 * a44 - a42 * a34
        let c3 = a32 * a43 - a42 * a33
        let c2 = a31 * a44 - a41 * a34
        let c1 = a31 * a43 - a41 * a33
        let c0 = a31 * a42 - a41 * a32
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        func norm(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
            (a * a + b * b + c * c + d * d).squareRoot()
        }
        let bound = norm(a11, a12, a13, a14) * norm(a21, a22, a23, a24)
            * norm(a31, a32, a33, a34) * norm(a41, a42, a43, a44)
        guard det.isFinite, det != 0, abs(det) > bound * 1e-14 else { return nil }
        let r = 1 / det
        return CATransform3D(
            m11: CGFloat((a22 * c5 - a23 * c4 + a24 * c3) * r),
            m12: CGFloat((-a12 * c5 + a13 * c4 - a14 * c3) * r),
            m13: CGFloat((a42 * s5 - a43 * s4 + a44 * s3) * r),
            m14: CGFloat((-a32 * s5 + a33 * s4 - a34 * s3) * r),
            m21: CGFloat((-a21 * c5 + a23 * c2 - a24 * c1) * r),
            m22: CGFloat((a11 * c5 - a13 * c2 + a14 * c1) * r),
            m23: CGFloat((-a41 * s5 + a43 * s2 - a44 * s1) * r),
            m24: CGFloat((a31 * s5 - a33 * s2 + a34 * s1) * r),
            m31: CGFloat((a21 * c4 - a22 * c2 + a24 * c0) * r),
            m32: CGFloat((-a11 * c4 + a12 * c2 - a14 * c0) * r),
            m33: CGFloat((a41 * s4 - a42 * s2 + a44 * s0) * r),
            m34: CGFloat((-a31 * s4 + a32 * s2 - a34 * s0) * r),
            m41: CGFloat((-a21 * c3 + a22 * c1 - a23 * c0) * r),
            m42: CGFloat((a11 * c3 - a12 * c1 + a13 * c0) * r),
            m43: CGFloat((-a41 * s3 + a42 * s1 - a43 * s0) * r),
            m44: CGFloat((a31 * s3 - a32 * s1 + a33 * s0) * r))
    }
}
