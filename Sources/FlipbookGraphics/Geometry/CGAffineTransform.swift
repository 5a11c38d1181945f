//  CGAffineTransform.swift — FlipbookGraphics
//  Mirrors CoreGraphics.CGAffineTransform. Status: complete.

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name
import Foundation

/// An affine transformation matrix for 2D drawing, as in CoreGraphics.
///
/// Row-vector convention, exactly like CoreGraphics: a point `(x, y)` maps to
/// `x' = a*x + c*y + tx`, `y' = b*x + d*y + ty`. The implied 3×3 matrix is
/// `[a b 0; c d 0; tx ty 1]`, multiplied with the point on its left.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// Creates a transform with every entry zero.
    ///
    /// As in CoreGraphics this is *not* the identity; use `.identity` for that.
    @inlinable
    public init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
    }

    @inlinable
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform: `[1 0 0 1 0 0]`.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A transform that moves points by `(tx, ty)`.
    @inlinable
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales about the origin by `sx` and `sy`.
    @inlinable
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates about the origin by `angle` radians.
    ///
    /// `a = cos`, `b = sin`, `c = -sin`, `d = cos`: with y pointing down (UIKit) a positive
    /// angle turns clockwise on screen; with y up, counter-clockwise.
    @inlinable
    public init(rotationAngle angle: CGFloat) {
        let s = Foundation.sin(Double(angle))
        let k = Foundation.cos(Double(angle))
        self.init(a: CGFloat(k), b: CGFloat(s), c: CGFloat(-s), d: CGFloat(k), tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity transform.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// Returns `self` followed by `t2` (the matrix product `self × t2`).
    @inlinable
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// Returns the inverse transform.
    ///
    /// As in CoreGraphics, a singular transform (zero determinant) is returned unchanged.
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return self }
        let inv = 1 / det
        return CGAffineTransform(
            a: d * inv,
            b: -b * inv,
            c: -c * inv,
            d: a * inv,
            tx: (c * ty - d * tx) * inv,
            ty: (b * tx - a * ty) * inv
        )
    }

    /// Returns a transform that first translates by `(tx, ty)` and then applies `self`.
    @inlinable
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns a transform that first scales by `(sx, sy)` and then applies `self`.
    @inlinable
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns a transform that first rotates by `angle` radians and then applies `self`.
    @inlinable
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
}

extension CGPoint {
    /// Returns the point transformed by `t`.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Returns the size transformed by the linear part of `t` (translation is ignored).
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// Returns the smallest rectangle containing the transformed corners of this rectangle.
    ///
    /// The result is standardized. The null rectangle stays null and an infinite one stays infinite.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite { return self }
        let r = standardized
        let corners = (
            CGPoint(x: r.minX, y: r.minY).applying(t),
            CGPoint(x: r.maxX, y: r.minY).applying(t),
            CGPoint(x: r.minX, y: r.maxY).applying(t),
            CGPoint(x: r.maxX, y: r.maxY).applying(t)
        )
        let minX = Swift.min(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
        let maxX = Swift.max(corners.0.x, corners.1.x, corners.2.x, corners.3.x)
        let minY = Swift.min(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
        let maxY = Swift.max(corners.0.y, corners.1.y, corners.2.y, corners.3.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
#endif
