//  CGPath+Booleans.swift — FlipbookGraphics
//  Mirrors CGPath's iOS 16 boolean operations on filled regions (normalized, union, intersection,
//  subtracting, symmetricDifference) and on lines (lineIntersection, lineSubtracting).
//  Status: complete, with curves flattened.

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name
import Foundation

extension CGPath {
    /// How close to its curves the lines a boolean operation returns stay.
    private static let booleanTolerance = 0.01

    /// The path with overlaps and self-intersections removed: the region it fills by `rule`, as
    /// a path that fills the same by either rule.
    // Flipbook: curves come back flattened into lines within a hundredth of a point.
    public func normalized(using rule: CGPathFillRule = .winding) -> CGPath {
        region(with: nil, rule) { inSelf, _ in inSelf }
    }

    /// The region filled by either path (each by `rule`; open subpaths count as closed), as a
    /// path that fills the same by either rule.
    // Flipbook: curves come back flattened into lines within a hundredth of a point.
    public func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        region(with: other, rule) { $0 || $1 }
    }

    /// The region filled by both paths (each by `rule`), as a path that fills the same by either rule.
    // Flipbook: curves come back flattened into lines within a hundredth of a point.
    public func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        region(with: other, rule) { $0 && $1 }
    }

    /// The region this path fills with what `other` fills removed (each by `rule`), as a path
    /// that fills the same by either rule.
    // Flipbook: curves come back flattened into lines within a hundredth of a point.
    public func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        region(with: other, rule) { $0 && !$1 }
    }

    /// The region filled by one of the paths but not both (each by `rule`), as a path that fills
    /// the same by either rule.
    // Flipbook: curves come back flattened into lines within a hundredth of a point.
    public func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        region(with: other, rule) { $0 != $1 }
    }

    /// The lines of this path that lie in the region `other` fills by `rule` (its edge included).
    /// Subpaths that are cut come back open; closed ones wholly inside stay closed.
    // Flipbook: curves come back flattened into lines within a hundredth of a point.
    public func lineIntersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        lines(clippedBy: other, rule, keepInside: true)
    }

    /// The lines of this path that lie outside the region `other` fills by `rule`. Subpaths that
    /// are cut come back open; closed ones wholly outside stay closed.
    // Flipbook: curves come back flattened into lines within a hundredth of a point.
    public func lineSubtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
        lines(clippedBy: other, rule, keepInside: false)
    }

    private func region(with other: CGPath?, _ rule: CGPathFillRule, keep: (Bool, Bool) -> Bool) -> CGPath {
        let result = PathBooleans.region(Self.booleanLines(data), other.map { Self.booleanLines($0.data) } ?? Polylines(),
                                         evenOdd: rule == .evenOdd, keep: keep)
        return CGPath(data: PathData(result))
    }

    private func lines(clippedBy other: CGPath, _ rule: CGPathFillRule, keepInside: Bool) -> CGPath {
        let result = PathBooleans.lines(Self.booleanLines(data), clippedBy: Self.booleanLines(other.data),
                                        evenOdd: rule == .evenOdd, keepInside: keepInside)
        return CGPath(data: PathData(result))
    }

    private static func booleanLines(_ data: PathData) -> Polylines {
        var lines = Polylines()
        lines.flatten(data, tolerance: booleanTolerance)
        return lines
    }
}
#endif
