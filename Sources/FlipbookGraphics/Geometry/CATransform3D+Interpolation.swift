//  CATransform3D+Interpolation.swift — FlipbookGraphics
//  Mirrors Core Animation's decomposing transform interpolation and `transform.*` key paths.
//  Status: complete.

import Foundation

/// A component of a transform addressed by a `transform.…` key path.
///
/// `scale` is the uniform scale (x, y and z together), as in `transform.scale`.
package enum TransformComponent: Sendable, Hashable, CaseIterable {
    case rotationX, rotationY, rotationZ
    case scaleX, scaleY, scaleZ, scale
    case translationX, translationY, translationZ
}

/// A 2D affine transform split into translation, scale, skew and rotation.
///
/// Row-vector convention: the linear part is `Scale × Skew × Rotation`, i.e. a point is scaled by
/// `(scaleX, scaleY)`, then sheared (`x += skew * y`), then rotated by `angle`, then translated.
/// A negative determinant is represented by a negative scale on one axis (x when `a < d`).
package struct DecomposedTransform2D: Equatable, Sendable {
    package var translationX: Double
    package var translationY: Double
    package var scaleX: Double
    package var scaleY: Double
    package var skew: Double
    package var angle: Double

    package init(translationX: Double = 0, translationY: Double = 0, scaleX: Double = 1, scaleY: Double = 1,
                 skew: Double = 0, angle: Double = 0) {
        self.translationX = translationX
        self.translationY = translationY
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.skew = skew
        self.angle = angle
    }

    /// Decomposes `t`, or returns nil when it is singular or not finite.
    package init?(_ t: CGAffineTransform) {
        self.init(t, strict: true)
    }

    /// Decomposes `t`; when `strict` is false a singular matrix yields zero scales instead of nil.
    package init?(_ t: CGAffineTransform, strict: Bool) {
        let a = Double(t.a), b = Double(t.b), c = Double(t.c), d = Double(t.d)
        guard a.isFinite, b.isFinite, c.isFinite, d.isFinite, t.tx.isFinite, t.ty.isFinite else { return nil }
        let row0 = SIMD2(a, b), row1 = SIMD2(c, d)
        let len0 = length(row0), len1 = length(row1)
        let det = a * d - b * c
        let tiny = 1e-12
        if strict {
            guard len0 > 0, len1 > 0, abs(det) > tiny * len0 * len1 else { return nil }
        }
        let flipX = det < 0 && a < d
        let flipY = det < 0 && !flipX

        let sx: Double
        let u0: SIMD2<Double>
        if len0 > tiny {
            sx = flipX ? -len0 : len0
            u0 = row0 / sx
        } else {
            sx = 0
            u0 = len1 > tiny ? SIMD2(row1.y, -row1.x) / len1 : SIMD2(1, 0)
        }
        let skewRaw = dot(u0, row1)
        let rest = row1 - skewRaw * u0
        let restLength = length(rest)
        let sy: Double
        if restLength > tiny {
            sy = flipY ? -restLength : restLength
            skew = skewRaw / sy
        } else {
            sy = 0
            skew = 0
        }
        translationX = Double(t.tx)
        translationY = Double(t.ty)
        scaleX = sx
        scaleY = sy
        angle = atan2(u0.y, u0.x)
    }

    /// The affine transform these components describe.
    package var affineTransform: CGAffineTransform {
        let k = cos(angle), s = sin(angle)
        return CGAffineTransform(
            a: CGFloat(scaleX * k), b: CGFloat(scaleX * s),
            c: CGFloat(scaleY * (skew * k - s)), d: CGFloat(scaleY * (skew * s + k)),
            tx: CGFloat(translationX), ty: CGFloat(translationY))
    }

    /// Interpolates every component linearly (extrapolating outside 0…1).
    ///
    /// The rotation takes the shorter way round only when the two angles differ by more than π.
    package static func interpolate(from a: DecomposedTransform2D, to b: DecomposedTransform2D,
                                    fraction f: Double) -> DecomposedTransform2D {
        var angleA = a.angle, angleB = b.angle
        if abs(angleA - angleB) > Double.pi {
            if angleA > angleB { angleA -= 2 * Double.pi } else { angleB -= 2 * Double.pi }
        }
        return DecomposedTransform2D(
            translationX: lerp(a.translationX, b.translationX, f),
            translationY: lerp(a.translationY, b.translationY, f),
            scaleX: lerp(a.scaleX, b.scaleX, f),
            scaleY: lerp(a.scaleY, b.scaleY, f),
            skew: lerp(a.skew, b.skew, f),
            angle: lerp(angleA, angleB, f))
    }
}

/// A 3D transform split into translation, scale, skew, perspective and a rotation quaternion.
///
/// The classic "unmatrix" decomposition, in Core Animation's row-vector convention. The matrix is
/// `[Scale × Skew × Rotation, 0; translation, 1] × [I, p.xyz; 0, p.w]`: points are scaled,
/// sheared (`skew` holds the xy, xz and yz shears), rotated, translated and then projected.
package struct DecomposedTransform3D: Equatable, Sendable {
    package var translation: SIMD3<Double>
    package var scale: SIMD3<Double>
    package var skew: SIMD3<Double>
    package var perspective: SIMD4<Double>
    /// The rotation as a unit quaternion `(x, y, z, w)`: axis × sin(θ/2), cos(θ/2).
    package var quaternion: SIMD4<Double>

    package init(translation: SIMD3<Double> = .zero, scale: SIMD3<Double> = .one, skew: SIMD3<Double> = .zero,
                 perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1), quaternion: SIMD4<Double> = SIMD4(0, 0, 0, 1)) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.quaternion = quaternion
    }

    /// Decomposes `t`, or returns nil when `m44` is zero or the upper 3×3 part is singular.
    package init?(_ t: CATransform3D) {
        let w = Double(t.m44)
        guard w != 0, w.isFinite else { return nil }
        let row0 = SIMD3(Double(t.m11), Double(t.m12), Double(t.m13)) / w
        let row1 = SIMD3(Double(t.m21), Double(t.m22), Double(t.m23)) / w
        let row2 = SIMD3(Double(t.m31), Double(t.m32), Double(t.m33)) / w
        let move = SIMD3(Double(t.m41), Double(t.m42), Double(t.m43)) / w
        let column = SIMD3(Double(t.m14), Double(t.m24), Double(t.m34)) / w
        let c12 = cross(row1, row2), c20 = cross(row2, row0), c01 = cross(row0, row1)
        let det = dot(row0, c12)
        let bound = length(row0) * length(row1) * length(row2)
        guard det.isFinite, move.x.isFinite, move.y.isFinite, move.z.isFinite,
              column.x.isFinite, column.y.isFinite, column.z.isFinite,
              det != 0, abs(det) > bound * 1e-12 else { return nil }

        // Perspective: solve L·p = column, L being the upper 3×3 part with rows row0…row2.
        if column == .zero {
            perspective = SIMD4(0, 0, 0, 1)
        } else {
            let p = (c12 * column.x + c20 * column.y + c01 * column.z) / det
            perspective = SIMD4(p.x, p.y, p.z, 1 - dot(move, p))
        }
        translation = move

        // Scale and skew by Gram–Schmidt on the rows.
        var sx = length(row0)
        var r0 = row0 / sx
        var xy = dot(r0, row1)
        var r1 = row1 - xy * r0
        var sy = length(r1)
        r1 /= sy
        xy /= sy
        var xz = dot(r0, row2)
        var r2 = row2 - xz * r0
        var yz = dot(r1, r2)
        r2 -= yz * r1
        var sz = length(r2)
        r2 /= sz
        xz /= sz
        yz /= sz
        // A coordinate-system flip: negate the scales and the rows (the skews are unchanged).
        if dot(r0, cross(r1, r2)) < 0 {
            sx = -sx; sy = -sy; sz = -sz
            r0 = -r0; r1 = -r1; r2 = -r2
        }
        scale = SIMD3(sx, sy, sz)
        skew = SIMD3(xy, xz, yz)
        quaternion = Self.quaternion(rows: r0, r1, r2)
    }

    /// The transform these components describe.
    package var transform: CATransform3D {
        let (q0, q1, q2) = Self.rotationRows(quaternion)
        let row0 = scale.x * q0
        let row1 = scale.y * (skew.x * q0 + q1)
        let row2 = scale.z * (skew.y * q0 + skew.z * q1 + q2)
        let p = SIMD3(perspective.x, perspective.y, perspective.z)
        let t = translation
        return CATransform3D(
            m11: CGFloat(row0.x), m12: CGFloat(row0.y), m13: CGFloat(row0.z), m14: CGFloat(dot(row0, p)),
            m21: CGFloat(row1.x), m22: CGFloat(row1.y), m23: CGFloat(row1.z), m24: CGFloat(dot(row1, p)),
            m31: CGFloat(row2.x), m32: CGFloat(row2.y), m33: CGFloat(row2.z), m34: CGFloat(dot(row2, p)),
            m41: CGFloat(t.x), m42: CGFloat(t.y), m43: CGFloat(t.z), m44: CGFloat(dot(t, p) + perspective.w))
    }

    /// The rotation as angles about x, then y, then z (applied in that order), in radians.
    package var eulerAngles: SIMD3<Double> {
        get {
            let (r0, r1, r2) = Self.rotationRows(quaternion)
            let beta = asin(min(1, max(-1, -r0.z)))
            if cos(beta) > 1e-9 {
                return SIMD3(atan2(r1.z, r2.z), beta, atan2(r0.y, r0.x))
            }
            // Gimbal lock: attribute the whole turn in the x–z plane to x.
            return SIMD3(atan2(-r2.y, r1.y), beta, 0)
        }
        set {
            let ca = cos(newValue.x), sa = sin(newValue.x)
            let cb = cos(newValue.y), sb = sin(newValue.y)
            let cg = cos(newValue.z), sg = sin(newValue.z)
            // Rx × Ry × Rz in the row-vector convention.
            let r0 = SIMD3(cb * cg, cb * sg, -sb)
            let r1 = SIMD3(-ca * sg + sa * sb * cg, ca * cg + sa * sb * sg, sa * cb)
            let r2 = SIMD3(sa * sg + ca * sb * cg, -sa * cg + ca * sb * sg, ca * cb)
            quaternion = Self.quaternion(rows: r0, r1, r2)
        }
    }

    /// Interpolates translation, scale, skew and perspective linearly and the rotation by slerp.
    ///
    /// Fractions outside 0…1 extrapolate. The rotation takes the shorter arc.
    package static func interpolate(from a: DecomposedTransform3D, to b: DecomposedTransform3D,
                                    fraction f: Double) -> DecomposedTransform3D {
        DecomposedTransform3D(
            translation: a.translation + (b.translation - a.translation) * f,
            scale: a.scale + (b.scale - a.scale) * f,
            skew: a.skew + (b.skew - a.skew) * f,
            perspective: a.perspective + (b.perspective - a.perspective) * f,
            quaternion: slerp(a.quaternion, b.quaternion, f))
    }

    /// Spherical linear interpolation between unit quaternions along the shorter arc.
    package static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ f: Double) -> SIMD4<Double> {
        var b = b
        var d = (a * b).sum()
        if d < 0 { b = -b; d = -d }
        let q: SIMD4<Double>
        if d > 0.9999999 {
            q = a + (b - a) * f
        } else {
            let theta = acos(min(1, d))
            let s = sin(theta)
            q = a * (sin((1 - f) * theta) / s) + b * (sin(f * theta) / s)
        }
        let n = (q * q).sum().squareRoot()
        return n > 0 ? q / n : SIMD4(0, 0, 0, 1)
    }

    /// The rows of the row-vector rotation matrix of the unit quaternion `q`.
    static func rotationRows(_ q: SIMD4<Double>) -> (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
        let x = q.x, y = q.y, z = q.z, w = q.w
        return (
            SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
            SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
            SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y))
        )
    }

    /// The unit quaternion of the orthonormal, right-handed row-vector rotation matrix with these rows.
    static func quaternion(rows r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) -> SIMD4<Double> {
        let m11 = r0.x, m12 = r0.y, m13 = r0.z
        let m21 = r1.x, m22 = r1.y, m23 = r1.z
        let m31 = r2.x, m32 = r2.y, m33 = r2.z
        let trace = m11 + m22 + m33
        var q: SIMD4<Double>
        // Divide by the largest of 4w, 4x, 4y, 4z for accuracy.
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            q = SIMD4((m23 - m32) / s, (m31 - m13) / s, (m12 - m21) / s, s / 4)
        } else if m11 >= m22 && m11 >= m33 {
            let s = (1 + m11 - m22 - m33).squareRoot() * 2
            q = SIMD4(s / 4, (m12 + m21) / s, (m31 + m13) / s, (m23 - m32) / s)
        } else if m22 >= m33 {
            let s = (1 - m11 + m22 - m33).squareRoot() * 2
            q = SIMD4((m12 + m21) / s, s / 4, (m23 + m32) / s, (m31 - m13) / s)
        } else {
            let s = (1 - m11 - m22 + m33).squareRoot() * 2
            q = SIMD4((m31 + m13) / s, (m23 + m32) / s, s / 4, (m12 - m21) / s)
        }
        if q.w < 0 { q = -q }
        let n = (q * q).sum().squareRoot()
        return q / n
    }
}

extension CATransform3D {
    /// Interpolates between two transforms the way Core Animation does: by decomposition.
    ///
    /// Two affine transforms are decomposed in 2D (rotation linear in angle, turning the shorter
    /// way only when the angles differ by more than π); otherwise in 3D with a quaternion slerp.
    /// `fraction` may lie outside 0…1 (springs, overshooting curves) and then extrapolates.
    /// The endpoints are returned exactly at 0 and 1.
    package static func interpolate(from: CATransform3D, to: CATransform3D, fraction: Double) -> CATransform3D {
        if fraction == 0 { return from }
        if fraction == 1 { return to }
        if from.isAffine && to.isAffine,
           let a = DecomposedTransform2D(CATransform3DGetAffineTransform(from)),
           let b = DecomposedTransform2D(CATransform3DGetAffineTransform(to)) {
            return CATransform3D(DecomposedTransform2D.interpolate(from: a, to: b, fraction: fraction).affineTransform)
        }
        if let a = DecomposedTransform3D(from), let b = DecomposedTransform3D(to) {
            return DecomposedTransform3D.interpolate(from: a, to: b, fraction: fraction).transform
        }
        // Deviation: Core Animation's behaviour for singular matrices is unspecified; we lerp the 16 entries.
        return from.elementwiseInterpolated(to: to, fraction: fraction)
    }

    /// Entry-by-entry linear interpolation of the 16 entries.
    package func elementwiseInterpolated(to other: CATransform3D, fraction f: Double) -> CATransform3D {
        func l(_ a: CGFloat, _ b: CGFloat) -> CGFloat { CGFloat(lerp(Double(a), Double(b), f)) }
        return CATransform3D(
            m11: l(m11, other.m11), m12: l(m12, other.m12), m13: l(m13, other.m13), m14: l(m14, other.m14),
            m21: l(m21, other.m21), m22: l(m22, other.m22), m23: l(m23, other.m23), m24: l(m24, other.m24),
            m31: l(m31, other.m31), m32: l(m32, other.m32), m33: l(m33, other.m33), m34: l(m34, other.m34),
            m41: l(m41, other.m41), m42: l(m42, other.m42), m43: l(m43, other.m43), m44: l(m44, other.m44))
    }

    /// The rotation about z, as read by the `transform.rotation.z` key path.
    package var rotationZ: CGFloat { component(.rotationZ) }

    /// The x and y scale, as read by `transform.scale.x` and `transform.scale.y`.
    package var scaleXY: (x: CGFloat, y: CGFloat) { (component(.scaleX), component(.scaleY)) }

    /// The translation, as read by `transform.translation.x/y/z`.
    package var translation: (x: CGFloat, y: CGFloat, z: CGFloat) {
        (component(.translationX), component(.translationY), component(.translationZ))
    }

    /// The value of one decomposed component, as read by a `transform.…` key path.
    ///
    /// Affine transforms use the 2D decomposition (a singular one yields zero scales); others the
    /// 3D one. `.scale` reads the mean of the x and y scales. A singular non-affine transform
    /// reports its raw translation, row lengths as scales and no rotation.
    package func component(_ name: TransformComponent) -> CGFloat {
        if isAffine, let d = DecomposedTransform2D(CATransform3DGetAffineTransform(self), strict: false) {
            switch name {
            case .rotationX, .rotationY, .translationZ: return 0
            case .rotationZ: return CGFloat(d.angle)
            case .scaleX: return CGFloat(d.scaleX)
            case .scaleY: return CGFloat(d.scaleY)
            case .scaleZ: return m33
            case .scale: return CGFloat((d.scaleX + d.scaleY) / 2)
            case .translationX: return CGFloat(d.translationX)
            case .translationY: return CGFloat(d.translationY)
            }
        }
        if let d = DecomposedTransform3D(self) {
            switch name {
            case .rotationX: return CGFloat(d.eulerAngles.x)
            case .rotationY: return CGFloat(d.eulerAngles.y)
            case .rotationZ: return CGFloat(d.eulerAngles.z)
            case .scaleX: return CGFloat(d.scale.x)
            case .scaleY: return CGFloat(d.scale.y)
            case .scaleZ: return CGFloat(d.scale.z)
            case .scale: return CGFloat((d.scale.x + d.scale.y) / 2)
            case .translationX: return CGFloat(d.translation.x)
            case .translationY: return CGFloat(d.translation.y)
            case .translationZ: return CGFloat(d.translation.z)
            }
        }
        func rowLength(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat {
            CGFloat((Double(a) * Double(a) + Double(b) * Double(b) + Double(c) * Double(c)).squareRoot())
        }
        switch name {
        case .rotationX, .rotationY, .rotationZ: return 0
        case .scaleX: return rowLength(m11, m12, m13)
        case .scaleY: return rowLength(m21, m22, m23)
        case .scaleZ: return rowLength(m31, m32, m33)
        case .scale: return (rowLength(m11, m12, m13) + rowLength(m21, m22, m23)) / 2
        case .translationX: return m41
        case .translationY: return m42
        case .translationZ: return m43
        }
    }

    /// Returns this transform with one decomposed component replaced, as written by a
    /// `transform.…` key path: decompose, replace, recompose.
    ///
    /// `.scale` sets the x, y and z scales together. Affine transforms keep to the 2D
    /// decomposition for rotation about z, scales and translation; a singular non-affine transform
    /// can only have its translation set (other components leave it unchanged).
    package func settingComponent(_ name: TransformComponent, to value: CGFloat) -> CATransform3D {
        let v = Double(value)
        if isAffine, name != .rotationX, name != .rotationY,
           var d = DecomposedTransform2D(CATransform3DGetAffineTransform(self), strict: false) {
            var zScale = m33, zMove = m43
            switch name {
            case .rotationX, .rotationY: break
            case .rotationZ: d.angle = v
            case .scaleX: d.scaleX = v
            case .scaleY: d.scaleY = v
            case .scaleZ: zScale = value
            case .scale: d.scaleX = v; d.scaleY = v; zScale = value
            case .translationX: d.translationX = v
            case .translationY: d.translationY = v
            case .translationZ: zMove = value
            }
            var result = CATransform3D(d.affineTransform)
            result.m33 = zScale
            result.m43 = zMove
            return result
        }
        if var d = DecomposedTransform3D(self) {
            switch name {
            case .rotationX: d.eulerAngles.x = v
            case .rotationY: d.eulerAngles.y = v
            case .rotationZ: d.eulerAngles.z = v
            case .scaleX: d.scale.x = v
            case .scaleY: d.scale.y = v
            case .scaleZ: d.scale.z = v
            case .scale: d.scale = SIMD3(repeating: v)
            case .translationX: d.translation.x = v
            case .translationY: d.translation.y = v
            case .translationZ: d.translation.z = v
            }
            return d.transform
        }
        var result = self
        switch name {
        case .translationX: result.m41 = value
        case .translationY: result.m42 = value
        case .translationZ: result.m43 = value
        default: break
        }
        return result
    }
}

@inline(__always)
private func lerp(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }

@inline(__always)
private func dot(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double { (a * b).sum() }

@inline(__always)
private func length(_ a: SIMD2<Double>) -> Double { dot(a, a).squareRoot() }

@inline(__always)
private func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }

@inline(__always)
private func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }

@inline(__always)
private func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
