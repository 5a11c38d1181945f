//  AnimationTestSupport.swift — FlipbookCoreTests
//  Scenes, independent reference curves and recorders shared by the animation tests.

import Foundation
@testable import FlipbookCore
import FlipbookGraphics
import Testing

/// A root layer with one sublayer, driven by its own clock.
///
/// The sublayer is configured before the root joins the clock, so setting it up runs no
/// implicit animations. Any implicit transaction a previous test left open on this thread is
/// flushed first (CATransaction state is per thread, and tests share threads).
struct Scene {
    let clock: MediaClock
    let root = CALayer()
    let layer = CALayer()

    init(startTime: CFTimeInterval = 10, configure: (CALayer) -> Void = { _ in }) {
        CATransaction.flush()
        start = startTime
        clock = MediaClock(time: startTime)
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        configure(layer)
        root.addSublayer(layer)
        clock.add(root)
    }

    /// The clock time when the scene started (animations added before any tick begin here).
    let start: CFTimeInterval

    /// Ticks the clock to `start + t` (never backwards) and returns the presentation layer.
    func presentation(at t: CFTimeInterval) -> CALayer {
        #expect(start + t >= clock.time, "a test may not tick the clock backwards")
        clock.tick(to: start + t)
        guard let p = layer.presentation() else {
            Issue.record("an attached layer has no presentation")
            return layer
        }
        return p
    }
}

/// A cubic Bézier timing curve through (0,0), (x1,y1), (x2,y2), (1,1), evaluated by plain
/// bisection on x(s). Deliberately independent of `UnitBezier` (no Newton, no sampling).
func bezierY(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func b(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if b(x1, x2, mid) < x { lo = mid } else { hi = mid }
    }
    return b(y1, y2, (lo + hi) / 2)
}

/// Apple's documented control points of the named timing functions
/// (CAMediaTimingFunctionName documentation, "Predefined Timing Functions").
enum NamedCurve: String, CaseIterable, CustomTestStringConvertible {
    case linear, easeIn, easeOut, easeInEaseOut, systemDefault

    var name: CAMediaTimingFunctionName {
        switch self {
        case .linear: return .linear
        case .easeIn: return .easeIn
        case .easeOut: return .easeOut
        case .easeInEaseOut: return .easeInEaseOut
        case .systemDefault: return .default
        }
    }

    var points: (Double, Double, Double, Double) {
        switch self {
        case .linear: return (0, 0, 1, 1)
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInEaseOut: return (0.42, 0, 0.58, 1)
        case .systemDefault: return (0.25, 0.1, 0.25, 1)
        }
    }

    func eased(_ x: Double) -> Double {
        let p = points
        return bezierY(p.0, p.1, p.2, p.3, at: x)
    }

    var testDescription: String { rawValue }
}

/// Counts an animation delegate's calls.
final class DelegateCounter: CAAnimationDelegate {
    var starts = 0
    var stops: [Bool] = []
    func animationDidStart(_ anim: CAAnimation) { starts += 1 }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
}

/// Expects every entry of two 3D transforms to agree within `tolerance`.
func expectTransform(
    _ actual: CATransform3D, _ expected: CATransform3D, tolerance: Double = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let a = [actual.m11, actual.m12, actual.m13, actual.m14, actual.m21, actual.m22, actual.m23, actual.m24,
             actual.m31, actual.m32, actual.m33, actual.m34, actual.m41, actual.m42, actual.m43, actual.m44]
    let e = [expected.m11, expected.m12, expected.m13, expected.m14, expected.m21, expected.m22, expected.m23, expected.m24,
             expected.m31, expected.m32, expected.m33, expected.m34, expected.m41, expected.m42, expected.m43, expected.m44]
    for i in 0..<16 {
        #expect(abs(Double(a[i] - e[i])) <= tolerance,
                "m\(i / 4 + 1)\(i % 4 + 1): \(a[i]) vs \(e[i])", sourceLocation: sourceLocation)
    }
}
