//  UnitBezier.swift — FlipbookCore
//  The cubic Bézier behind CAMediaTimingFunction, solved for y given x. Status: complete.

/// A cubic Bézier from (0, 0) to (1, 1) read as a function y(x).
///
/// The curve is parametric: x(t) and y(t) are cubics in t ∈ [0, 1] with the Bernstein control
/// values 0, p1, p2, 1. A timing function needs y as a function of x, so `solve(_:epsilon:)`
/// first inverts x(t) (sampled guess, then Newton, then bisection) and then evaluates y(t).
///
/// The x coordinates of the control points are clamped to [0, 1] so that x(t) is monotonic and
/// the curve is a function of x; the y coordinates are free, so y may overshoot [0, 1].
/// Equality and hashing use the (clamped) control points only.
package struct UnitBezier: Sendable, Hashable {
    /// Default accepted error of `solve(_:epsilon:)`, in the curve parameter t.
    package static let bezierEpsilon = 1e-7
    /// Newton iterations tried before falling back to bisection.
    static let maxNewtonIterations = 8
    /// Below this |dx/dt| a Newton step is unreliable and bisection takes over.
    static let minNewtonDerivative = 1e-6
    /// Number of intervals in the table of x samples that seeds the solver (11 samples).
    static let sampleIntervals = 10
    /// Hard cap on bisection steps; 64 halvings exhaust a Double's precision on [0, 1].
    static let maxBisectionIterations = 64

    /// First control point, x clamped to [0, 1].
    package let p1x: Double, p1y: Double
    /// Second control point, x clamped to [0, 1].
    package let p2x: Double, p2y: Double

    // Power-basis coefficients: x(t) = ((ax·t + bx)·t + cx)·t, likewise y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    /// x(i / sampleIntervals) for i = 0 … sampleIntervals.
    private let xSamples: [Double]
    /// dy/dx used to extrapolate for x < 0.
    package let startSlope: Double
    /// dy/dx used to extrapolate for x > 1.
    package let endSlope: Double

    /// Creates the curve with control points (p1x, p1y) and (p2x, p2y).
    ///
    /// x values outside [0, 1] are clamped (a control x outside that range would let x(t) turn
    /// back, and the curve would no longer be a function of x).
    package init(p1x: Double, p1y: Double, p2x: Double, p2y: Double) {
        let p1x = min(max(p1x, 0), 1)
        let p2x = min(max(p2x, 0), 1)
        self.p1x = p1x; self.p1y = p1y
        self.p2x = p2x; self.p2y = p2y

        // Bernstein (0, p1, p2, 1) → power basis.
        cx = 3 * p1x
        bx = 3 * (p2x - p1x) - cx
        ax = 1 - cx - bx
        cy = 3 * p1y
        by = 3 * (p2y - p1y) - cy
        ay = 1 - cy - by

        let (ax, bx, cx) = (ax, bx, cx)
        xSamples = (0...Self.sampleIntervals).map { i in
            let t = Double(i) / Double(Self.sampleIntervals)
            return ((ax * t + bx) * t + cx) * t
        }

        // Slope at the start, the direction of the first control point distinct from (0, 0).
        if p1x > 0 {
            // The tangent at t = 0 points at p1.
            startSlope = p1y / p1x
        } else if p2x > 0 {
            // p1 is at the origin (then the tangent points at p2) or straight above or below it
            // (a vertical tangent); either way the chord to p2 gives a finite slope.
            startSlope = p2y / p2x
        } else if p1y == 0 && p2y == 0 {
            // Both control points sit on the start: the tangent points at the end, (1, 1).
            startSlope = 1
        } else {
            // Both control points on the line x = 0: vertical start with no finite stand-in.
            startSlope = 0
        }
        // Slope at the end, mirrored: the direction from the last control point distinct from (1, 1).
        if p2x < 1 {
            // The tangent at t = 1 comes from p2.
            endSlope = (1 - p2y) / (1 - p2x)
        } else if p1x < 1 {
            // p2 is at (1, 1) or straight above or below it; use the chord from p1.
            endSlope = (1 - p1y) / (1 - p1x)
        } else if p1y == 1 && p2y == 1 {
            // Both control points sit on the end: the tangent comes from the start, (0, 0).
            endSlope = 1
        } else {
            // Both control points on the line x = 1: vertical end with no finite stand-in.
            endSlope = 0
        }
    }

    /// x(t), by Horner's rule.
    @inline(__always)
    package func sampleCurveX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }

    /// y(t), by Horner's rule.
    @inline(__always)
    package func sampleCurveY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

    /// dx/dt at t.
    @inline(__always)
    package func sampleCurveDerivativeX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// dy/dt at t.
    @inline(__always)
    package func sampleCurveDerivativeY(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The parameter t at which x(t) = x, for x in [0, 1].
    ///
    /// The table of x samples brackets the answer in an interval a tenth of [0, 1] wide and gives a
    /// linearly interpolated first guess. Newton's method then runs until its step is smaller than
    /// `epsilon` (the step taken makes the error of order epsilon², quadratic convergence). When the
    /// derivative is nearly zero, a step leaves [0, 1] or the iterations run out, bisection of the
    /// bracket finishes the job down to a width of `epsilon`. x outside [0, 1] is clamped.
    package func solveCurveX(_ x: Double, epsilon: Double) -> Double {
        // Outside the curve's domain, clamp: the parameter range is [0, 1].
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }

        // Bracket from the monotonic table: xSamples[i] ≤ x < xSamples[i + 1].
        var i = 0
        while i < Self.sampleIntervals - 1 && xSamples[i + 1] <= x { i += 1 }
        let step = 1 / Double(Self.sampleIntervals)
        var lo = Double(i) * step
        var hi = Double(i + 1) * step
        let x0 = xSamples[i], x1 = xSamples[i + 1]
        var t = x1 > x0 ? lo + (x - x0) / (x1 - x0) * step : lo

        // Newton's method on x(t) − x.
        for _ in 0..<Self.maxNewtonIterations {
            let residual = sampleCurveX(t) - x
            if residual == 0 { return t }
            let d = sampleCurveDerivativeX(t)
            if abs(d) < Self.minNewtonDerivative { break }
            let delta = residual / d
            let next = t - delta
            // A step out of the curve's parameter range means Newton is lost; bisect instead.
            // (The table bracket is not used here: x may sit on a sample and round either side.)
            if next < 0 || next > 1 { break }
            t = next
            if abs(delta) < epsilon { return t }
        }

        // Bisection on the bracket; x(t) is non-decreasing there.
        for _ in 0..<Self.maxBisectionIterations where hi - lo > epsilon {
            let mid = 0.5 * (lo + hi)
            if sampleCurveX(mid) < x { lo = mid } else { hi = mid }
        }
        return 0.5 * (lo + hi)
    }

    /// y for the given x: the eased progress.
    ///
    /// Exact at the end points (0 → 0, 1 → 1). Outside [0, 1] the curve is extended by straight
    /// lines with the end slopes `startSlope` and `endSlope`. The result may leave [0, 1] when a
    /// control point's y does.
    package func solve(_ x: Double, epsilon: Double = bezierEpsilon) -> Double {
        // Before the start: continue along the start tangent through (0, 0).
        if x < 0 { return startSlope * x }
        // After the end: continue along the end tangent through (1, 1).
        if x > 1 { return 1 + endSlope * (x - 1) }
        // The end points themselves, exactly.
        if x == 0 { return 0 }
        if x == 1 { return 1 }
        return sampleCurveY(solveCurveX(x, epsilon: epsilon))
    }

    /// dy/dx at x: the rate of eased progress per unit of linear progress.
    ///
    /// At and beyond the end points this is `startSlope` / `endSlope`, matching the linear
    /// extrapolation of `solve`. Inside, it is y'(t) / x'(t); where the curve has a vertical tangent
    /// (only the control x values 1 and 0, at x = 0.5) it grows without bound.
    package func slope(at x: Double, epsilon: Double = bezierEpsilon) -> Double {
        // At or before the start: the extrapolation slope.
        if x <= 0 { return startSlope }
        // At or after the end: the extrapolation slope.
        if x >= 1 { return endSlope }
        let t = solveCurveX(x, epsilon: epsilon)
        return sampleCurveDerivativeY(t) / sampleCurveDerivativeX(t)
    }

    package static func == (lhs: UnitBezier, rhs: UnitBezier) -> Bool {
        lhs.p1x == rhs.p1x && lhs.p1y == rhs.p1y && lhs.p2x == rhs.p2x && lhs.p2y == rhs.p2y
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(p1x); hasher.combine(p1y); hasher.combine(p2x); hasher.combine(p2y)
    }
}
