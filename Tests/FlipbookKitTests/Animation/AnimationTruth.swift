//  AnimationTruth.swift — FlipbookKitTests
//  Independent reference values for the animation tests: Bézier curves solved by bisection,
//  scenes with a window on a clock.

import Foundation
@testable import FlipbookKit

/// A timing curve through (0,0), (p1x,p1y), (p2x,p2y), (1,1), evaluated by bisection on the
/// curve parameter (no code shared with FlipbookCore's UnitBezier).
struct ReferenceCurve {
    let p1x: Double, p1y: Double, p2x: Double, p2y: Double

    // Expected: control points from Apple's CAMediaTimingFunction documentation.
    static let easeInEaseOut = ReferenceCurve(p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1)
    static let easeIn = ReferenceCurve(p1x: 0.42, p1y: 0, p2x: 1, p2y: 1)
    static let easeOut = ReferenceCurve(p1x: 0, p1y: 0, p2x: 0.58, p2y: 1)
    static let linear = ReferenceCurve(p1x: 0, p1y: 0, p2x: 1, p2y: 1)

    private static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }

    /// Output progress for input progress `x` in 0…1.
    func callAsFunction(_ x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if Self.bezier(mid, p1x, p2x) < x { lo = mid } else { hi = mid }
        }
        return Self.bezier((lo + hi) / 2, p1y, p2y)
    }

    /// The input progress at which the output reaches `y` (the curve is increasing).
    func inverse(_ y: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if self(mid) < y { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}

func lerp(_ a: Double, _ b: Double, _ f: Double) -> Double { a + (b - a) * f }

func lerp(_ a: CGPoint, _ b: CGPoint, _ f: Double) -> CGPoint {
    CGPoint(x: lerp(Double(a.x), Double(b.x), f), y: lerp(Double(a.y), Double(b.y), f))
}

/// A key window with one 100×100 view whose centre is (100, 100).
func makeScene() -> (UIWindow, UIView) {
    let window = UIWindow()
    window.makeKey()
    let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    window.addSubview(view)
    return (window, view)
}

extension UIView {
    /// The presentation layer at the window clock's current time.
    var onScreen: CALayer { layer.presentation()! }
}

/// Collects completion calls in order.
final class CompletionLog {
    var entries: [(String, Bool)] = []
    func callback(_ name: String) -> (Bool) -> Void {
        { [self] finished in entries.append((name, finished)) }
    }
    var names: [String] { entries.map(\.0) }
    var flags: [Bool] { entries.map(\.1) }
}
