//  CGPath+Examining.swift — FlipbookGraphics
//  Mirrors CGPath's rectangle test, applier function, type ID and the iOS 16 derived paths other
//  than the boolean operations (CGPath+Booleans.swift): flattened, components, intersects.
//  Status: partial (components are subpaths, not merged where they overlap).

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name
import Foundation

/// A function `CGPath.apply(info:function:)` calls with each element and the info pointer.
// Flipbook: a Swift function type, not @convention(c): CGPathElement is a Swift struct here.
// A non-capturing closure, as an iOS app passes, converts to either.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

extension CGPath {
    /// Whether the path is one rectangle — a move and three or four lines along the axes, then a
    /// close — and, if so, that rectangle (standardized) in `rect`.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var elements = data.elements[...]
        guard case .move(let start)? = elements.popFirst(), elements.last == .close else { return false }
        elements.removeLast()
        var corners = [start]
        for element in elements {
            guard case .line(let p) = element else { return false }
            corners.append(p)
        }
        if corners.count == 5, corners[4] == start { corners.removeLast() }
        guard corners.count == 4 else { return false }
        for i in 0..<4 {
            let p = corners[i], q = corners[(i + 1) % 4]
            guard (p.x == q.x) != (p.y == q.y) else { return false }  // each side along one axis
        }
        // Sides alternate between the axes, so the four corners make a rectangle.
        guard (corners[0].x == corners[1].x) == (corners[2].x == corners[3].x) else { return false }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        rect?.pointee = CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        return true
    }

    /// Calls `function` with `info` and each element, in order.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    // Flipbook: Foundation on Linux has no Core Foundation type registry; a constant per type.
    /// The type identifier of paths.
    public class var typeID: CFTypeID { 0x4347_5061 }  // "CGPa"

    /// The path with its curves replaced by lines within `threshold` of them (a threshold that is
    /// not positive flattens within a hundredth of a point).
    public func flattened(threshold: CGFloat) -> CGPath {
        var lines = Polylines()
        lines.flatten(data, tolerance: threshold > 0 ? Double(threshold) : 0.01)
        return CGPath(data: PathData(lines))
    }

    /// The path's parts: here, one path per subpath.
    // Flipbook: overlapping subpaths are not merged into one component (no polygon clipper).
    public func componentsSeparated(using rule: CGPathFillRule = .winding) -> [CGPath] {
        var parts: [PathData] = []
        for element in data.elements {
            if case .move = element { parts.append(PathData()) }
            if parts.isEmpty { parts.append(PathData()) }
            parts[parts.count - 1].append(element)
        }
        return parts.filter { !$0.isEmpty }.map { CGPath(data: $0) }
    }

    /// Whether the insides of the two paths (filled by `rule`) overlap.
    // Flipbook: tested on the outlines flattened within a hundredth of a point.
    public func intersects(_ other: CGPath, using rule: CGPathFillRule = .winding) -> Bool {
        var a = Polylines(), b = Polylines()
        a.flatten(data, tolerance: 0.01)
        b.flatten(other.data, tolerance: 0.01)
        let evenOdd = rule == .evenOdd
        if a.points.contains(where: { b.contains($0, evenOdd: evenOdd) }) { return true }
        if b.points.contains(where: { a.contains($0, evenOdd: evenOdd) }) { return true }
        let edgesA = Self.edges(a), edgesB = Self.edges(b)
        for (p, q) in edgesA {
            for (r, s) in edgesB where Self.segmentsCross(p, q, r, s) { return true }
        }
        return false
    }

    /// Every closed ring's sides (a subpath is filled as if closed).
    private static func edges(_ lines: Polylines) -> [(CGPoint, CGPoint)] {
        var result: [(CGPoint, CGPoint)] = []
        for i in 0..<lines.subpathCount {
            let r = lines.range(of: i)
            guard r.count > 1 else { continue }
            for j in r.dropFirst() { result.append((lines.points[j - 1], lines.points[j])) }
            result.append((lines.points[r.upperBound - 1], lines.points[r.lowerBound]))
        }
        return result
    }

    /// Whether segments pq and rs cross at a point inside both.
    private static func segmentsCross(_ p: CGPoint, _ q: CGPoint, _ r: CGPoint, _ s: CGPoint) -> Bool {
        func side(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> Double {
            Double((b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x))
        }
        let d1 = side(r, s, p), d2 = side(r, s, q), d3 = side(p, q, r), d4 = side(p, q, s)
        return ((d1 > 0) != (d2 > 0)) && ((d3 > 0) != (d4 > 0)) && d1 != 0 && d2 != 0 && d3 != 0 && d4 != 0
    }
}
#endif
