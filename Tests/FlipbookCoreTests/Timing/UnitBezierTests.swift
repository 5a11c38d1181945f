//  UnitBezierTests.swift — FlipbookCoreTests
//  UnitBezier against an independent inversion of x(t), and its extrapolation. Status: complete.

import FlipbookCore
import FlipbookTestSupport
import Testing

@Suite struct UnitBezierTests {
    /// 401 evenly spaced x values in [0, 1].
    static let grid = (0...400).map { Double($0) / 400 }

    @Test(arguments: BezierCase.all)
    func matchesBisectionReference(_ c: BezierCase) {
        let curve = c.bezier
        var worst = 0.0
        for x in Self.grid where !c.isIllConditioned(at: x) {
            worst = max(worst, abs(curve.solve(x) - c.referenceY(x)))
        }
        #expect(worst < 1e-7, "worst error \(worst)")
    }

    /// At a vertical tangent y(x) is ill-conditioned: every t within about (ulp/4)^(1/3) ≈ 2e-6
    /// of 0.5 gives x(t) == 0.5 in Double, so y is only determined to a few 1e-6. There the test
    /// checks the backward error (x of the returned parameter) and that looser y bound instead.
    @Test func verticalTangentIsSolvedToItsConditioning() {
        let c = BezierCase.all.first { $0.name == "levelEndsVerticalMiddle" }!
        let t = c.bezier.solveCurveX(0.5, epsilon: 1e-7)
        expectClose(c.bernsteinX(t), 0.5, tolerance: 1e-15)
        // Point symmetry about (0.5, 0.5) makes the exact answer 0.5.
        expectClose(c.bezier.solve(0.5), 0.5, tolerance: 1e-5)
    }

    @Test(arguments: BezierCase.all)
    func endPointsAreExact(_ c: BezierCase) {
        #expect(c.bezier.solve(0) == 0)
        #expect(c.bezier.solve(1) == 1)
    }

    @Test(arguments: BezierCase.all)
    func parameterIsMonotonicInX(_ c: BezierCase) {
        let curve = c.bezier
        var previousX = 0.0
        for i in 0...2000 {
            let x = curve.sampleCurveX(Double(i) / 2000)
            #expect(x >= previousX - 1e-15)
            previousX = x
        }
        var previousT = 0.0
        for x in Self.grid {
            let t = curve.solveCurveX(x, epsilon: 1e-7)
            #expect(t >= previousT - 1e-7)
            #expect((0...1).contains(t))
            previousT = t
        }
    }

    /// Curves whose end tangents are finite: the extrapolated slope must match the curve's own,
    /// estimated here by a one-sided difference of the bisection reference.
    static let finiteTangentCases = BezierCase.all.filter {
        ["linear", "easeIn", "easeOut", "easeInEaseOut", "default", "bothAtStart", "bothAtEnd",
         "undershootAndOvershoot"].contains($0.name)
    }

    @Test(arguments: finiteTangentCases)
    func extrapolationFollowsEndTangents(_ c: BezierCase) {
        // Where a control point sits on an end, x and y are quadratic in the parameter there and a
        // one-sided difference converges only like √h; h = 1e-10 keeps that error near 1e-5.
        let h = 1e-10
        let startSlope = c.referenceY(h) / h
        let endSlope = (1 - c.referenceY(1 - h)) / h
        let curve = c.bezier
        for d in [0.01, 0.25, 1, 3] {
            expectClose(curve.solve(-d), -d * startSlope, tolerance: 1e-4 * max(1, d), "\(c.name) before")
            expectClose(curve.solve(1 + d), 1 + d * endSlope, tolerance: 1e-4 * max(1, d), "\(c.name) after")
        }
        expectClose(curve.slope(at: -0.5), startSlope, tolerance: 1e-4)
        expectClose(curve.slope(at: 1.5), endSlope, tolerance: 1e-4)
    }

    /// Vertical end tangents have no slope; the stand-in is the chord to the other control point.
    @Test func verticalEndsUseTheChordToTheOtherControlPoint() {
        // Seed curve (0, 0.7)–(1, 0.3): start chord to p2 = 0.3 / 1, end chord from p1 = (1 − 0.7) / (1 − 0).
        let seed = UnitBezier(p1x: 0, p1y: 0.7, p2x: 1, p2y: 0.3)
        expectClose(seed.solve(-2), -0.6, tolerance: 1e-15)
        expectClose(seed.solve(3), 1.6, tolerance: 1e-15)
        // (0, 1)–(1, 0): chords 0 / 1 and (1 − 1) / 1, both level.
        let vertical = UnitBezier(p1x: 0, p1y: 1, p2x: 1, p2y: 0)
        #expect(vertical.solve(-1) == 0)
        #expect(vertical.solve(2) == 1)
        // Both control points on x = 0 above the start: no finite stand-in, level extension.
        let stacked = UnitBezier(p1x: 0, p1y: 0.5, p2x: 0, p2y: 2)
        #expect(stacked.solve(-1) == 0)
        expectClose(stacked.solve(2), 1 + (1 - 2) / (1 - 0), tolerance: 1e-15)
    }

    @Test(arguments: BezierCase.all.filter { ["easeIn", "easeOut", "easeInEaseOut", "default", "undershootAndOvershoot"].contains($0.name) })
    func slopeMatchesCentralDifferences(_ c: BezierCase) {
        let h = 1e-5
        let curve = c.bezier
        for i in 1..<50 {
            let x = Double(i) / 50
            let reference = (c.referenceY(x + h) - c.referenceY(x - h)) / (2 * h)
            expectClose(curve.slope(at: x), reference, tolerance: 1e-5, "\(c.name) at \(x)")
        }
    }

    @Test func extrapolationIsContinuous() {
        for c in BezierCase.all {
            expectClose(c.bezier.solve(-1e-12), 0, tolerance: 1e-11)
            expectClose(c.bezier.solve(1 + 1e-12), 1, tolerance: 1e-11)
        }
    }

    @Test func controlXIsClamped() {
        let curve = UnitBezier(p1x: -0.5, p1y: 0.2, p2x: 1.5, p2y: 0.8)
        #expect(curve == UnitBezier(p1x: 0, p1y: 0.2, p2x: 1, p2y: 0.8))
        #expect(curve.p1x == 0 && curve.p2x == 1)
    }
}
