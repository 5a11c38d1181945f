//  CALayer+Corners.swift — FlipbookCore
//  Which corners `cornerRadius` rounds, and with what curve: `maskedCorners` and `cornerCurve`.

import Foundation
import FlipbookGraphics

/// The corners of a layer (mirrors `CACornerMask`); in a layer's unflipped coordinates min-y is the top.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of a layer's rounded corners (mirrors `CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Corners whose curvature grows smoothly from the straight sides, as iOS's app icons and sheets have.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

extension CALayer {
    /// The layer's rounded bounds as a path in its item plane (origin at the bounds' origin) when
    /// one radius of quarter circles on all four corners does not describe them — some corners
    /// left square by `maskedCorners`, or a `.continuous` curve — inset by `inset` (the radius
    /// with it); nil otherwise, when the rasteriser draws the rounded rectangle itself.
    package func cornerPath(_ p: LayerProperties, inset: CGFloat = 0) -> PathData? {
        guard p.cornerRadius > 0, maskedCorners != .allCorners || cornerCurve == .continuous else { return nil }
        let m = maskedCorners
        let rect = CGRect(origin: .zero, size: p.bounds.size).insetBy(dx: inset, dy: inset)
        guard rect.width > 0, rect.height > 0 else { return nil }
        let key = CornerPathKey(size: rect.size, radius: max(p.cornerRadius - inset, 0), corners: m.rawValue,
                                continuous: cornerCurve == .continuous)
        if let kept = cornerPathCache[key] { return kept }
        let rounded = [m.contains(.layerMinXMinYCorner), m.contains(.layerMaxXMinYCorner),
                       m.contains(.layerMaxXMaxYCorner), m.contains(.layerMinXMaxYCorner)]
        var path = PathData()
        path.appendLayerRoundedRect(rect, radius: key.radius, rounded: rounded, continuous: key.continuous)
        // A few shapes a layer shows (its bounds and its border's inset, or an animation's
        // sizes): kept until there are more.
        if cornerPathCache.count >= 4 { cornerPathCache.removeAll(keepingCapacity: true) }
        cornerPathCache[key] = path
        return path
    }

    /// What an item filling the layer's rounded bounds needs, given the clips its own content
    /// gets: the corner radius the rasteriser rounds it by, and its clips — with the corner path
    /// added when there is one.
    package func roundedShape(_ p: LayerProperties, transform: ProjectiveTransform, clips: [DisplayClip],
                              context: inout _DisplayListContext) -> (radius: CGFloat, clips: [DisplayClip]) {
        guard let path = cornerPath(p) else { return (p.cornerRadius, clips) }
        // A layer that masks to its bounds has that clip among `clips` already.
        if p.masksToBounds { return (0, clips) }
        return (0, context.clips(clips, adding: cornerClip(p, path: path, transform: transform)))
    }

    /// The clip to the rounded bounds `path` (the layer's `cornerPath`), in the plane `transform`
    /// maps (whose origin is the bounds' corner), knowing the rectangle clear of its corners.
    package func cornerClip(_ p: LayerProperties, path: PathData, transform: ProjectiveTransform) -> DisplayClip {
        var clip = DisplayClip(transform: transform, path: path, evenOdd: false)
        clip.rect = CGRect(origin: .zero, size: p.bounds.size)
        // A continuous corner bends over about 1.53 radii of each side, a circular one over 1:
        // 1.6 radii in from every side is clear of either.
        let r = min(p.cornerRadius, min(p.bounds.width, p.bounds.height) / 2) * 1.6
        let inside = clip.rect.insetBy(dx: r, dy: r)
        if !inside.isNull && inside.width > 0 && inside.height > 0 { clip.inside = inside }
        return clip
    }
}

/// What a layer's corner path is made from (`CALayer.cornerPath`).
package struct CornerPathKey: Hashable {
    var size: CGSize
    var radius: CGFloat
    var corners: UInt
    var continuous: Bool
}

extension CACornerMask {
    /// All four corners: `maskedCorners`' default. (Package-wide only: apps often declare their own `all`.)
    package static let allCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}
