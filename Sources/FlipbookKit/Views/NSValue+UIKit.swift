//  NSValue+UIKit.swift — FlipbookKit
//  Mirrors UIKit's NSValue geometry additions (UIGeometry.h) and Core Animation's CATransform3D ones.
//  Status: complete.

import Foundation

/// UIKit's boxes for geometry in Foundation's `NSValue`, as keyboard notifications' frames come.
///
/// Foundation on Linux boxes rectangles, points and sizes (`NSValue(rect:)`, `rectValue`) but
/// has not these spellings, which UIKit adds; these box through Foundation's, so a value made
/// either way reads back either way. The other structures are boxed as arrays of doubles
/// (`objCType` `[4d]` for insets; Foundation on Linux cannot encode a structure's type): two
/// values are equal when they hold the same numbers of the same count.
extension NSValue {
    /// A value holding `rect`.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }

    /// A value holding `point`.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }

    /// A value holding `size`.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }

    /// A value holding `vector`.
    public convenience init(cgVector vector: CGVector) {
        self.init(doubles: [vector.dx, vector.dy])
    }

    /// The vector the value holds.
    public var cgVectorValue: CGVector {
        let d = doubles(count: 2)
        return CGVector(dx: d[0], dy: d[1])
    }

    /// A value holding `transform`.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(doubles: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])
    }

    /// The affine transform the value holds.
    public var cgAffineTransformValue: CGAffineTransform {
        let d = doubles(count: 6)
        return CGAffineTransform(a: d[0], b: d[1], c: d[2], d: d[3], tx: d[4], ty: d[5])
    }

    /// A value holding `insets`.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(doubles: [insets.top, insets.left, insets.bottom, insets.right])
    }

    /// The edge insets the value holds.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        let d = doubles(count: 4)
        return UIEdgeInsets(top: d[0], left: d[1], bottom: d[2], right: d[3])
    }

    /// A value holding `insets`.
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(doubles: [insets.top, insets.leading, insets.bottom, insets.trailing])
    }

    /// The directional edge insets the value holds.
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        let d = doubles(count: 4)
        return NSDirectionalEdgeInsets(top: d[0], leading: d[1], bottom: d[2], trailing: d[3])
    }

    /// A value holding `insets` (an offset; UIKit's parameter name).
    public convenience init(uiOffset insets: UIOffset) {
        self.init(doubles: [insets.horizontal, insets.vertical])
    }

    /// The offset the value holds.
    public var uiOffsetValue: UIOffset {
        let d = doubles(count: 2)
        return UIOffset(horizontal: d[0], vertical: d[1])
    }

    /// A value holding the 3D transform `t`.
    public convenience init(caTransform3D t: CATransform3D) {
        self.init(doubles: [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44])
    }

    /// The 3D transform the value holds.
    public var caTransform3DValue: CATransform3D {
        let d = doubles(count: 16)
        return CATransform3D(m11: d[0], m12: d[1], m13: d[2], m14: d[3], m21: d[4], m22: d[5], m23: d[6], m24: d[7],
                             m31: d[8], m32: d[9], m33: d[10], m34: d[11], m41: d[12], m42: d[13], m43: d[14], m44: d[15])
    }

    /// A value holding `numbers`, `objCType` `[Nd]`.
    private convenience init(doubles numbers: [CGFloat]) {
        let doubles = numbers.map(Double.init)
        self.init(bytes: doubles, objCType: "[\(doubles.count)d]")
    }

    /// The `count` numbers the value holds; zeros when it holds something else (UIKit reads its
    /// bytes whatever they are; here a value of another type is never read past its end).
    private func doubles(count: Int) -> [CGFloat] {
        guard String(cString: objCType) == "[\(count)d]" else { return [CGFloat](repeating: 0, count: count) }
        var doubles = [Double](repeating: 0, count: count)
        doubles.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return doubles.map { CGFloat($0) }
    }
}
