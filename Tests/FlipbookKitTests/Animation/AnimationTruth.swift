//  AnimationTruth.swift — FlipbookKitTests
//  Scenes with a window on a clock, and the Bézier reference the Kit's tests use by name
//  (`Reference`, at the end; FlipbookTestSupport's ReferenceCurve and lerp are the shared reference values).

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport

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

/// Independent references: Bézier curves solved by bisection on x(t), not by the engine's solver.
/// (Moved here from the seed 002 square test, now in FlipbookDemosTests; the Kit's tests use it.)
enum Reference {
    static func bezier(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, at x: Double) -> Double {
        func component(_ a: Double, _ b: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if component(p1x, p2x, mid) < x { lo = mid } else { hi = mid }
        }
        return component(p1y, p2y, (lo + hi) / 2)
    }

    static func easeIn(_ x: Double) -> Double { bezier(0.42, 0, 1, 1, at: x) }
    static func easeOut(_ x: Double) -> Double { bezier(0, 0, 0.58, 1, at: x) }
    static func easeInOut(_ x: Double) -> Double { bezier(0.42, 0, 0.58, 1, at: x) }
}
