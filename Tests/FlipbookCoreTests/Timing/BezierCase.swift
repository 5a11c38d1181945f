//  BezierCase.swift — FlipbookCoreTests
//  Test curves for UnitBezier, named for their geometry, with an independent reference solver. Status: complete.

import FlipbookCore
import Testing

/// A test curve named for its geometry.
struct BezierCase: Sendable, CustomTestStringConvertible {
    let name: String
    let p1x: Double, p1y: Double, p2x: Double, p2y: Double

    var testDescription: String { name }

    /// Every curve the accuracy tests run over.
    static let all: [BezierCase] = [
        // Apple's predefined curves (CAMediaTimingFunction documentation).
        BezierCase(name: "linear", p1x: 0, p1y: 0, p2x: 1, p2y: 1),
        BezierCase(name: "easeIn", p1x: 0.42, p1y: 0, p2x: 1, p2y: 1),
        BezierCase(name: "easeOut", p1x: 0, p1y: 0, p2x: 0.58, p2y: 1),
        BezierCase(name: "easeInEaseOut", p1x: 0.42, p1y: 0, p2x: 0.58, p2y: 1),
        BezierCase(name: "default", p1x: 0.25, p1y: 0.1, p2x: 0.25, p2y: 1),
        // The seed's UICubicTimingParameters: vertical at both ends, nearly level in the middle.
        BezierCase(name: "seedSteepEndsFlatMiddle", p1x: 0, p1y: 0.7, p2x: 1, p2y: 0.3),
        // Both control points on the start: x = y = t³, the identity.
        BezierCase(name: "bothAtStart", p1x: 0, p1y: 0, p2x: 0, p2y: 0),
        // Both control points on the end: the identity again, reached the other way.
        BezierCase(name: "bothAtEnd", p1x: 1, p1y: 1, p2x: 1, p2y: 1),
        // Vertical at both ends, level in the middle.
        BezierCase(name: "verticalEndsLevelMiddle", p1x: 0, p1y: 1, p2x: 1, p2y: 0),
        // Level at both ends, vertical through the middle (dx/dt = 0 at t = 0.5).
        BezierCase(name: "levelEndsVerticalMiddle", p1x: 1, p1y: 0, p2x: 0, p2y: 1),
        // Dips below 0 and overshoots above 1.
        BezierCase(name: "undershootAndOvershoot", p1x: 0.5, p1y: -0.6, p2x: 0.5, p2y: 1.6),
        // Control x values outside [0, 1] are clamped to 0 and 1.
        BezierCase(name: "clampedX", p1x: -0.5, p1y: 0.2, p2x: 1.5, p2y: 0.8),
    ]

    /// Whether x is the vertical-tangent point of `levelEndsVerticalMiddle`, where y(x) cannot be
    /// pinned down in Double (see `verticalTangentIsSolvedToItsConditioning`).
    func isIllConditioned(at x: Double) -> Bool { name == "levelEndsVerticalMiddle" && x == 0.5 }

    var bezier: UnitBezier { UnitBezier(p1x: p1x, p1y: p1y, p2x: p2x, p2y: p2y) }

    /// Control x values as the curve is meant to use them, clamped to [0, 1].
    var clampedP1x: Double { min(max(p1x, 0), 1) }
    var clampedP2x: Double { min(max(p2x, 0), 1) }

    /// x(t) in Bernstein form (the implementation uses the power basis).
    func bernsteinX(_ t: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * clampedP1x + 3 * s * t * t * clampedP2x + t * t * t
    }

    /// y(t) in Bernstein form.
    func bernsteinY(_ t: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * p1y + 3 * s * t * t * p2y + t * t * t
    }

    /// Reference y(x): bisection only, to a t-interval of 1e-14.
    ///
    /// Where rounding leaves a run of t with x(t) == x (at a vertical tangent), the middle of the
    /// run is taken: the smallest t with x(t) ≥ x and the largest with x(t) ≤ x are averaged.
    func referenceY(_ x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        while hi - lo > 1e-14 {
            let mid = (lo + hi) / 2
            if bernsteinX(mid) < x { lo = mid } else { hi = mid }
        }
        let first = hi
        lo = 0; hi = 1
        while hi - lo > 1e-14 {
            let mid = (lo + hi) / 2
            if bernsteinX(mid) <= x { lo = mid } else { hi = mid }
        }
        return bernsteinY((first + lo) / 2)
    }
}
