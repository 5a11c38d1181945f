//  CGAffineTransformComponents.swift — FlipbookGraphics
//  Mirrors CoreGraphics.CGAffineTransformComponents and CGAffineTransform's decomposed() and
//  init(_:). Status: complete.

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name
import Foundation

/// An affine transform as scale × horizontal shear × rotation × translation (CGAffineTransform.h):
///
///     | a  b  0 |   | sx 0  0 |   | 1  0 0 |   |  cos t  sin t 0 |   | 1  0  0 |
///     | c  d  0 | = | 0  sy 0 | × | sh 1 0 | × | -sin t  cos t 0 | × | 0  1  0 |
///     | tx ty 1 |   | 0  0  1 |   | 0  0 1 |   |  0      0     1 |   | tx ty 1 |
public struct CGAffineTransformComponents: Equatable, Hashable, Sendable {
    /// The initial scaling, `sx` and `sy`.
    public var scale: CGSize
    /// The shear applied after scaling: x moves by `horizontalShear` × y.
    public var horizontalShear: CGFloat
    /// The rotation after the shear, in radians.
    public var rotation: CGFloat
    /// The final translation.
    public var translation: CGVector

    /// The components of the identity: unit scale, no shear, rotation or translation.
    public init() {
        self.init(scale: CGSize(width: 1, height: 1), horizontalShear: 0, rotation: 0, translation: .zero)
    }

    public init(scale: CGSize = .init(width: 1, height: 1), horizontalShear: CGFloat = 0, rotation: CGFloat = 0,
                translation: CGVector = .zero) {
        self.scale = scale
        self.horizontalShear = horizontalShear
        self.rotation = rotation
        self.translation = translation
    }
}

extension CGAffineTransform {
    /// The transform `components` describe: scale, then shear, then rotation, then translation.
    public init(_ components: CGAffineTransformComponents) {
        let sx = components.scale.width, sy = components.scale.height, sh = components.horizontalShear
        let cosine = cos(components.rotation), sine = sin(components.rotation)
        self.init(a: sx * cosine, b: sx * sine,
                  c: sy * (sh * cosine - sine), d: sy * (sh * sine + cosine),
                  tx: components.translation.dx, ty: components.translation.dy)
    }

    /// The transform split into scale, shear, rotation and translation, whose product it is.
    ///
    /// The x scale is never negative: a reflection shows as a negative y scale (the determinant is
    /// `sx × sy`). A transform that collapses x (a = b = 0) has no rotation.
    public func decomposed() -> CGAffineTransformComponents {
        let sx = (a * a + b * b).squareRoot()
        let angle = sx == 0 ? 0 : atan2(b, a)
        let cosine = cos(angle), sine = sin(angle)
        // From c = sy(sh cos − sin), d = sy(sh sin + cos):
        // d cos − c sin = sy, and c cos + d sin = sy × sh.
        let sy = d * cosine - c * sine
        let shear = sy == 0 ? 0 : (c * cosine + d * sine) / sy
        return CGAffineTransformComponents(scale: CGSize(width: sx, height: sy), horizontalShear: shear,
                                           rotation: angle, translation: CGVector(dx: tx, dy: ty))
    }
}
#endif
