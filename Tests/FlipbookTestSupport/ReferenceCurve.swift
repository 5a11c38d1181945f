//  ReferenceCurve.swift — FlipbookTestSupport
//  Independent reference values for the animation tests: Bézier timing curves solved by
//  bisection (no code shared with FlipbookCore's UnitBezier), and linear interpolation.

import Foundation

/// A timing curve through (0,0), (p1x,p1y), (p2x,p2y), (1,1), evaluated by bisection on the
/// curve parameter (no code shared with FlipbookCore's UnitBezier).
public struct ReferenceCurve: Sendable {
    public let p1x: Double, p1y: Double, p2x: Double, p2y: Double

    // Expected: control points from Apple's CAMediaTimingFunction documentation.
    public static let easeInEaseOut = ReferenceCurve(p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1)
    public static let easeIn = ReferenceCurve(p1x: 0.42, p1y: 0, p2x: 1, p2y: 1)
    public static let easeOut = ReferenceCurve(p1x: 0, p1y: 0, p2x: 0.58, p2y: 1)
    public static let linear = ReferenceCurve(p1x: 0, p1y: 0, p2x: 1, p2y: 1)

    private static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }

    /// Output progress for input progress `x` in 0…1.
    public func callAsFunction(_ x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if Self.bezier(mid, p1x, p2x) < x { lo = mid } else { hi = mid }
        }
        return Self.bezier((lo + hi) / 2, p1y, p2y)
    }

    /// The input progress at which the output reaches `y` (the curve is increasing).
    public func inverse(_ y: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if self(mid) < y { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}

public func lerp(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }

public func lerp(_ a: CGPoint, _ b: CGPoint, _ f: Double) -> CGPoint {
    CGPoint(x: lerp(Double(a.x), Double(b.x), f), y: lerp(Double(a.y), Double(b.y), f))
}

public func lerp(_ a: CGRect, _ b: CGRect, _ f: Double) -> CGRect {
    CGRect(x: lerp(Double(a.minX), Double(b.minX), f), y: lerp(Double(a.minY), Double(b.minY), f),
           width: lerp(Double(a.width), Double(b.width), f), height: lerp(Double(a.height), Double(b.height), f))
}
