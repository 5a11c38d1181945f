//  Spring.swift — FlipbookCore
//  The damped harmonic oscillator behind CASpringAnimation and UISpringTimingParameters. Status: complete.

import Foundation

/// A damped spring that carries progress from 0 to 1.
///
/// The displacement from the target, x = progress − 1, obeys m·x'' + c·x' + k·x = 0 with
/// x(0) = −1 and x'(0) = `initialVelocity`. Velocities are in UIKit / Core Animation units:
/// 1.0 covers the whole distance in one second, positive toward the target. All three regimes
/// (under-, critically and over-damped) are solved in closed form; the coefficients are
/// computed once in the initialiser.
package struct Spring: Sendable, Hashable {
    /// |ζ − 1| below which the spring is treated as critically damped.
    ///
    /// Both neighbouring closed forms are written to stay accurate as ζ → 1, so the tolerance only
    /// needs to absorb rounding; the critical form differs from the exact one by O(|ζ − 1|).
    static let criticalDampingTolerance = 1e-9
    /// Default threshold of `settlingDuration(threshold:)`, in progress units.
    package static let defaultSettlingThreshold = 0.001
    /// Bisection stops after this many halvings (far more than a Double needs).
    static let maxBisectionIterations = 200

    package let mass: Double
    package let stiffness: Double
    package let damping: Double
    /// Progress per second at t = 0; positive toward the target.
    package let initialVelocity: Double

    /// ζ = c / (2√(mk)).
    package let dampingRatio: Double
    /// ω0 = √(k/m), in radians per second.
    package let undampedAngularFrequency: Double

    private enum Regime: Sendable {
        /// x = e^(−αt)·(A·cos ωd·t + B·sin ωd·t).
        case underDamped(alpha: Double, omegaD: Double, a: Double, b: Double)
        /// x = (A + B·t)·e^(−ω0·t).
        case criticallyDamped(omega0: Double, a: Double, b: Double)
        /// x = e^(r1·t)·(x0 + C2·expm1((r2 − r1)·t)), with r2 < r1 < 0.
        ///
        /// This is C1·e^(r1·t) + C2·e^(r2·t) rewritten so that C1 = x0 − C2 never has to be
        /// formed: near ζ = 1, C1 and C2 are large and of opposite sign.
        case overDamped(r1: Double, r2: Double, x0: Double, c2: Double)
    }
    private let regime: Regime

    /// Creates a spring from its physical parameters.
    ///
    /// The defaults are CASpringAnimation's (mass 1, stiffness 100, damping 10, initialVelocity 0),
    /// from Apple's CASpringAnimation documentation.
    ///
    /// - Precondition: `mass` > 0, `stiffness` > 0, `damping` ≥ 0, none NaN (a negative damping
    ///   would make the oscillation grow instead of settle).
    package init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        // (Written so that a NaN fails them too, and said with the value: callers hand over only
        // numbers they have checked, and report the user's.)
        precondition(mass > 0, "Spring mass must be a number above 0, not \(mass)")
        precondition(stiffness > 0, "Spring stiffness must be a number above 0, not \(stiffness)")
        precondition(damping >= 0, "Spring damping must be a number at or above 0, not \(damping)")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity

        let omega0 = (stiffness / mass).squareRoot()
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        undampedAngularFrequency = omega0
        dampingRatio = zeta

        let x0 = -1.0
        let v0 = initialVelocity
        if abs(zeta - 1) < Self.criticalDampingTolerance {
            regime = .criticallyDamped(omega0: omega0, a: x0, b: v0 + omega0 * x0)
        } else if zeta < 1 {
            let alpha = zeta * omega0
            let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
            regime = .underDamped(alpha: alpha, omegaD: omegaD, a: x0, b: (v0 + alpha * x0) / omegaD)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            // r2 = −ω0(ζ + √(ζ²−1)); r1 from r1·r2 = ω0², avoiding the cancellation in ζ − √(ζ²−1).
            let r2 = -omega0 * (zeta + root)
            let r1 = omega0 * omega0 / r2
            regime = .overDamped(r1: r1, r2: r2, x0: x0, c2: (v0 - r1 * x0) / (r2 - r1))
        }
    }

    /// Creates a spring from a damping ratio and a response.
    ///
    /// `response` is the period of the undamped oscillation in seconds, as SwiftUI defines it:
    /// stiffness = (2π / response)²·mass and damping = 4π·ζ·mass / response.
    package init(dampingRatio: Double, response: Double, mass: Double = 1, initialVelocity: Double = 0) {
        precondition(response > 0, "Spring response must be a number above 0, not \(response)")
        let omega0 = 2 * Double.pi / response
        self.init(mass: mass, stiffness: omega0 * omega0 * mass,
                  damping: 4 * Double.pi * dampingRatio * mass / response,
                  initialVelocity: initialVelocity)
    }

    /// Creates a spring from Apple's perceptual parameters (iOS 17, SwiftUI `Spring(duration:bounce:)`).
    ///
    /// response = duration; ζ = 1 − bounce for bounce ≥ 0 and ζ = 1 / (1 + bounce) for bounce < 0.
    /// Mass is 1.
    package init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        self.init(dampingRatio: zeta, response: duration, mass: 1, initialVelocity: initialVelocity)
    }

    /// The period of the undamped oscillation, 2π/ω0, in seconds.
    package var response: Double { 2 * Double.pi / undampedAngularFrequency }

    /// Apple's perceptual bounce: 1 − ζ when ζ ≤ 1, 1/ζ − 1 when ζ > 1.
    package var bounce: Double { dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1 }

    /// Displacement from the target, progress − 1, at time t ≥ 0.
    private func displacement(_ t: Double) -> Double {
        switch regime {
        case let .underDamped(alpha, omegaD, a, b):
            return exp(-alpha * t) * (a * cos(omegaD * t) + b * sin(omegaD * t))
        case let .criticallyDamped(omega0, a, b):
            return (a + b * t) * exp(-omega0 * t)
        case let .overDamped(r1, r2, x0, c2):
            return exp(r1 * t) * (x0 + c2 * expm1((r2 - r1) * t))
        }
    }

    /// Rate of change of the displacement at time t ≥ 0.
    private func displacementRate(_ t: Double) -> Double {
        switch regime {
        case let .underDamped(alpha, omegaD, a, b):
            let c = cos(omegaD * t), s = sin(omegaD * t)
            return exp(-alpha * t) * ((b * omegaD - alpha * a) * c - (a * omegaD + alpha * b) * s)
        case let .criticallyDamped(omega0, a, b):
            return (b - omega0 * (a + b * t)) * exp(-omega0 * t)
        case let .overDamped(r1, r2, x0, c2):
            // d/dt of e^(r1 t)·(x0 + c2·(e^((r2−r1)t) − 1)) = r1·x(t) + c2·(r2 − r1)·e^(r2 t).
            return r1 * exp(r1 * t) * (x0 + c2 * expm1((r2 - r1) * t)) + c2 * (r2 - r1) * exp(r2 * t)
        }
    }

    /// Progress at time t: 0 at t = 0, tending to 1.
    ///
    /// Before the start (t < 0) the spring is held at its initial state, progress 0.
    package func value(at t: Double) -> Double {
        // Before the start: held at the initial state.
        if t <= 0 { return 0 }
        return 1 + displacement(t)
    }

    /// Velocity at time t, in progress per second.
    ///
    /// Before the start (t < 0) the spring is held at its initial state, `initialVelocity`.
    package func velocity(at t: Double) -> Double {
        // Before the start: held at the initial state.
        if t <= 0 { return initialVelocity }
        return displacementRate(t)
    }

    /// The times in (0, ∞) where the displacement has an extremum, as a first time and a spacing.
    ///
    /// Under-damped springs have extrema at `first + n·spacing`, n = 0, 1, …; the other regimes
    /// have at most one (spacing `nil`). `first` is `nil` when there is none.
    private func extrema() -> (first: Double?, spacing: Double?) {
        switch regime {
        case let .underDamped(alpha, omegaD, a, b):
            // x' ∝ P·cos θ + Q·sin θ with θ = ωd·t; that is R·sin(θ + φ), φ = atan2(P, Q), zero at θ = nπ − φ.
            let p = b * omegaD - alpha * a
            let q = -(a * omegaD + alpha * b)
            var theta = -atan2(p, q)
            while theta < 0 { theta += Double.pi }
            while theta >= Double.pi { theta -= Double.pi }
            return (theta / omegaD, Double.pi / omegaD)
        case let .criticallyDamped(omega0, a, b):
            // x' = (B − ω0(A + B·t))·e^(−ω0 t) vanishes once, at t = 1/ω0 − A/B, if that is positive.
            guard b != 0 else { return (nil, nil) }
            let t = 1 / omega0 - a / b
            return (t > 0 ? t : nil, nil)
        case let .overDamped(r1, r2, x0, c2):
            // x' = C1·r1·e^(r1 t) + C2·r2·e^(r2 t) vanishes once, at e^((r1−r2)t) = −C2·r2 / (C1·r1), if that exceeds 1.
            let c1 = x0 - c2
            guard c1 != 0 else { return (nil, nil) }
            let ratio = -c2 * r2 / (c1 * r1)
            guard ratio > 1 else { return (nil, nil) }
            return (log(ratio) / (r1 - r2), nil)
        }
    }

    /// The time after which the spring stays within `threshold` of its target for good.
    ///
    /// Defined exactly as the smallest t ≥ 0 such that |1 − value(s)| ≤ threshold for every s ≥ t.
    /// So |1 − value(t)| = threshold at the returned time (unless it is 0), and the spring never
    /// leaves the band afterwards. An undamped spring (damping 0) never settles: `.infinity`.
    ///
    /// Between consecutive extrema the displacement is monotonic, and the extrema are known in
    /// closed form (evenly spaced for an under-damped spring, at most one otherwise), so the last
    /// time the band is left lies on one known monotonic piece. For an under-damped spring the
    /// decay envelope gives the index of the last extremum outside the band directly. The crossing
    /// is then bisected to full Double precision; no scan can step over a brief excursion.
    package func settlingDuration(threshold: Double = defaultSettlingThreshold) -> Double {
        precondition(threshold > 0, "Settling threshold must be positive")
        // Undamped: the oscillation never decays.
        if damping == 0 { return .infinity }
        let outside = { (t: Double) -> Bool in abs(self.displacement(t)) > threshold }

        // Find a piece [lo, hi] whose start is outside the band and whose end, and everything
        // after it, is inside.
        var lo = 0.0
        var hi: Double? = nil
        let (first, spacing) = extrema()
        if let first {
            if let spacing {
                // Under-damped: |x| at the extrema decays by e^(−α·spacing) per step.
                guard case let .underDamped(alpha, _, _, _) = regime else { fatalError("unreachable") }
                let m0 = abs(displacement(first))
                if m0 > threshold {
                    var n = max(0, (log(m0 / threshold) / (alpha * spacing)).rounded(.up) - 1)
                    // Correct the estimate for rounding against the actual extremum values.
                    while n > 0 && !outside(first + n * spacing) { n -= 1 }
                    while outside(first + (n + 1) * spacing) { n += 1 }
                    lo = first + n * spacing
                    hi = first + (n + 1) * spacing
                } else {
                    // Every extremum is inside: the band is entered on the first piece for good.
                    hi = first
                }
            } else if outside(first) {
                // One extremum, outside the band: the last crossing follows it.
                lo = first
            } else {
                // One extremum, inside the band: the crossing precedes it.
                hi = first
            }
        }
        // From t = 0 the displacement is −1: nothing to settle if the band already holds it.
        if lo == 0 && !outside(0) { return 0 }
        // No extremum closes the piece: |x| decreases monotonically to 0 on it; double until inside.
        let upper: Double
        if let hi {
            upper = hi
        } else {
            var step = 1 / undampedAngularFrequency
            var candidate = lo + step
            while outside(candidate) { step *= 2; candidate = lo + step }
            upper = candidate
        }
        // Bisect: outside at `a`, inside at `b`.
        var a = lo, b = upper
        for _ in 0..<Self.maxBisectionIterations {
            let mid = 0.5 * (a + b)
            if mid <= a || mid >= b { break }
            if outside(mid) { a = mid } else { b = mid }
        }
        return b
    }

    package static func == (lhs: Spring, rhs: Spring) -> Bool {
        lhs.mass == rhs.mass && lhs.stiffness == rhs.stiffness && lhs.damping == rhs.damping
            && lhs.initialVelocity == rhs.initialVelocity
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(mass); hasher.combine(stiffness); hasher.combine(damping); hasher.combine(initialVelocity)
    }
}
