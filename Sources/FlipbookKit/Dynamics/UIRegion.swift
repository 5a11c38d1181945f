//  UIRegion.swift — FlipbookKit
//  Mirrors UIKit.UIRegion. Status: complete.

import Foundation

/// An area in a field behaviour's coordinate system (centred on the field's `position`):
/// a circle, a rectangle, everywhere, or a combination of those.
///
/// Regions are immutable: the combining methods return new regions.
open class UIRegion: NSObject, NSCopying {
    private indirect enum Shape {
        case infinite
        case circle(radius: Double)
        case rectangle(width: Double, height: Double)
        case inverse(Shape)
        case union(Shape, Shape)
        case difference(Shape, Shape)
        case intersection(Shape, Shape)

        func contains(_ x: Double, _ y: Double) -> Bool {
            switch self {
            case .infinite: true
            case .circle(let r): x * x + y * y <= r * r
            case .rectangle(let w, let h): abs(x) <= w / 2 && abs(y) <= h / 2
            case .inverse(let s): !s.contains(x, y)
            case .union(let a, let b): a.contains(x, y) || b.contains(x, y)
            case .difference(let a, let b): a.contains(x, y) && !b.contains(x, y)
            case .intersection(let a, let b): a.contains(x, y) && b.contains(x, y)
            }
        }
    }

    private var shape: Shape

    /// Flipbook: NSObject's `init()` gives an infinite region.
    public required override init() {
        shape = .infinite
        super.init()
    }

    private convenience init(shape: Shape) {
        self.init()
        self.shape = shape
    }

    /// A region that holds every point.
    open class var infinite: UIRegion { UIRegion(shape: .infinite) }

    /// A circle of `radius` centred on the origin.
    public convenience init(radius: CGFloat) {
        self.init(shape: .circle(radius: Double(radius)))
    }

    /// A rectangle of `size` centred on the origin.
    public convenience init(size: CGSize) {
        self.init(shape: .rectangle(width: Double(size.width), height: Double(size.height)))
    }

    /// The points outside this region.
    open func inverse() -> Self {
        Self.make(.inverse(shape))
    }

    /// The points in this region or in `region`.
    open func byUnion(with region: UIRegion) -> Self {
        Self.make(.union(shape, region.shape))
    }

    /// The points in this region that are not in `region`.
    open func byDifference(from region: UIRegion) -> Self {
        Self.make(.difference(shape, region.shape))
    }

    /// The points in both this region and `region`.
    open func byIntersection(with region: UIRegion) -> Self {
        Self.make(.intersection(shape, region.shape))
    }

    /// Whether `point` (in the region's coordinates) lies in the region.
    open func contains(_ point: CGPoint) -> Bool {
        shape.contains(Double(point.x), Double(point.y))
    }

    /// A region is immutable, so a copy is the region itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    private static func make(_ shape: Shape) -> Self {
        let region = Self()
        region.shape = shape
        return region
    }
}
