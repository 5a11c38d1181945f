//  SpringTests.swift — FlipbookCoreTests
//  Spring against a numerical integration of its ODE, overshoot and settling. Status: complete.

import Foundation
import FlipbookCore
import FlipbookTestSupport
import Testing

@Suite struct SpringTests {
    @Test(arguments: SpringCase.all)
    func matchesRungeKutta(_ c: SpringCase) {
        let spring = c.spring
        #expect(spring.value(at: 0) == 0)
        #expect(spring.velocity(at: 0) == c.initialVelocity)
        // 1e-5 s steps keep the RK4 error (fastest rate × h)⁴ tiny; the agreement measured was ~1e-13.
        for (t, p, v) in c.integrate(until: 3, step: 1e-5, every: 2_000) {
            expectClose(spring.value(at: t), p, tolerance: 1e-10, "position at \(t)")
            expectClose(spring.velocity(at: t), v, tolerance: 1e-10, "velocity at \(t)")
        }
    }

    @Test(arguments: [0.1, 0.3, 0.5, 0.7, 0.9])
    func overshootMatchesTheLogarithmicDecrement(_ zeta: Double) {
        let spring = Spring(mass: 1, stiffness: 100, damping: 20 * zeta)
        // First maximum by a fine scan, then golden-section refinement on the bracket.
        var t = 0.0, best = 0.0
        while true {
            let next = t + 1e-3
            if spring.value(at: next) < spring.value(at: t) && t > 0 { break }
            t = next
        }
        var a = t - 1e-3, b = t + 1e-3
        let g = (5.0.squareRoot() - 1) / 2
        while b - a > 1e-12 {
            let x1 = b - g * (b - a), x2 = a + g * (b - a)
            if spring.value(at: x1) < spring.value(at: x2) { a = x1 } else { b = x2 }
        }
        best = spring.value(at: (a + b) / 2)
        expectClose(best - 1, exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot()), tolerance: 1e-9)
    }

    @Test(arguments: SpringCase.all)
    func settlingDurationMeetsItsDefinition(_ c: SpringCase) {
        let spring = c.spring
        let threshold = 0.001
        let settle = spring.settlingDuration(threshold: threshold)
        #expect(settle.isFinite && settle > 0)
        // On the boundary at the returned time, outside just before it.
        expectClose(abs(1 - spring.value(at: settle)), threshold, tolerance: 1e-12)
        #expect(abs(1 - spring.value(at: settle - 1e-7)) > threshold)
        // Inside everywhere after it, on a fine grid out to well beyond.
        var t = settle
        while t < settle + 5 {
            #expect(abs(1 - spring.value(at: t)) <= threshold + 1e-15, "outside at \(t)")
            t += 1e-4
        }
        // A brute-force backward scan finds the same last excursion.
        let scanned = c.lastExcursionOnGrid(threshold: threshold, end: settle + 5, dt: 1e-5)
        #expect(abs(scanned - settle) <= 1e-5, "scan \(scanned) vs \(settle)")
    }

    @Test func criticallyDampedFromRestSolvesItsEnvelopeEquation() {
        let omega0 = 10.0
        let spring = Spring(mass: 1, stiffness: omega0 * omega0, damping: 2 * omega0)
        // (1 + ω0·t)·e^(−ω0·t) = 0.001, decreasing for t > 0: bisect.
        var lo = 0.0, hi = 10.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if (1 + omega0 * mid) * exp(-omega0 * mid) > 0.001 { lo = mid } else { hi = mid }
        }
        expectClose(spring.settlingDuration(), hi, tolerance: 1e-12)
    }

    @Test func defaultCASpringAnimationSettlesInAboutOnePointFourSeconds() {
        // CASpringAnimation defaults: mass 1, stiffness 100, damping 10 → ζ = 0.5, ω0 = 10.
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        expectClose(spring.dampingRatio, 0.5, tolerance: 1e-15)
        expectClose(spring.undampedAngularFrequency, 10, tolerance: 1e-15)
        // The envelope (1/√(1 − ζ²))·e^(−5t) reaches 0.001 at 1.412 s, an upper bound. From rest the
        // extrema are at t_n = nπ/ωd (ωd = √75) with |1 − value| = e^(−5·t_n): 0.0043 at n = 3
        // (1.088 s), 0.0007 at n = 4 (1.451 s), so the last crossing lies between those two.
        let omegaD = 75.0.squareRoot()
        let t3 = 3 * Double.pi / omegaD
        #expect(exp(-5 * t3) > 0.001 && exp(-5 * (t3 + Double.pi / omegaD)) < 0.001)
        let settle = spring.settlingDuration()
        #expect(settle > t3 && settle < min(t3 + Double.pi / omegaD, 1.4121))
    }

    @Test func aBandWiderThanTheMotionIsSettledAtOnce() {
        // From rest an under-damped spring never strays more than 1 from the target.
        #expect(Spring(mass: 1, stiffness: 100, damping: 10).settlingDuration(threshold: 1.5) == 0)
        // With a big push it overshoots past the band first, so it is not settled at once.
        let pushed = Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 40)
        let settle = pushed.settlingDuration(threshold: 1.5)
        #expect(settle > 0)
        expectClose(abs(1 - pushed.value(at: settle)), 1.5, tolerance: 1e-12)
    }

    @Test func undampedNeverSettles() {
        #expect(Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration() == .infinity)
    }

    @Test func negativeTimeHoldsTheInitialState() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 3)
        #expect(spring.value(at: -1) == 0)
        #expect(spring.velocity(at: -1) == 3)
    }

    @Test(arguments: [(0.3, 0.5, 1.0), (1.0, 0.35, 2.0), (2.5, 1.2, 0.5)])
    func dampingRatioAndResponseRoundTrip(_ zeta: Double, _ response: Double, _ mass: Double) {
        let spring = Spring(dampingRatio: zeta, response: response, mass: mass)
        // Independently: ω0 = 2π/response, k = ω0²·m, c = 2ζ√(km).
        let omega0 = 2 * Double.pi / response
        expectClose(spring.stiffness, omega0 * omega0 * mass, tolerance: 1e-9)
        expectClose(spring.damping, 2 * zeta * (spring.stiffness * mass).squareRoot(), tolerance: 1e-9)
        expectClose(spring.mass, mass, tolerance: 0)
        expectClose(spring.dampingRatio, zeta, tolerance: 1e-12)
        expectClose(spring.response, response, tolerance: 1e-12)
        let back = Spring(dampingRatio: spring.dampingRatio, response: spring.response, mass: spring.mass)
        expectClose(back.stiffness, spring.stiffness, tolerance: 1e-9)
        expectClose(back.damping, spring.damping, tolerance: 1e-9)
    }

    @Test(arguments: [(0.5, 0.0, 1.0), (0.4, 0.3, 0.7), (1.0, 0.9, 0.1), (0.6, -0.5, 2.0), (0.8, -0.2, 1.25)])
    func durationAndBounceRoundTrip(_ duration: Double, _ bounce: Double, _ expectedZeta: Double) {
        let spring = Spring(duration: duration, bounce: bounce)
        expectClose(spring.dampingRatio, expectedZeta, tolerance: 1e-12)
        expectClose(spring.response, duration, tolerance: 1e-12)
        expectClose(spring.bounce, bounce, tolerance: 1e-12)
        expectClose(spring.mass, 1, tolerance: 0)
    }

    @Test func initialVelocityIsCarriedThroughConversions() {
        #expect(Spring(duration: 0.5, bounce: 0.2, initialVelocity: 3).initialVelocity == 3)
        #expect(Spring(dampingRatio: 0.8, response: 0.4, initialVelocity: -2).velocity(at: 0) == -2)
    }
}
