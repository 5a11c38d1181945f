//  CASpringAnimationTests.swift — FlipbookCoreTests
//  CASpringAnimation on a layer against the analytic solutions of the damped oscillator.

import Foundation
@testable import FlipbookCore
import FlipbookGraphics
import FlipbookTestSupport
import Testing

@Suite struct CASpringAnimationTests {
    /// Progress of a unit spring released at rest from 0 toward 1, written out by hand for the
    /// under-damped case: x(t) = 1 − e^(−ζω t)·(cos ω_d t + (ζω/ω_d − v0/ω_d)·sin ω_d t), ω_d = ω√(1−ζ²).
    private func underDamped(omega: Double, zeta: Double, v0: Double = 0, at t: Double) -> Double {
        let wd = omega * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega * t) * (cos(wd * t) + (zeta * omega - v0) / wd * sin(wd * t))
    }

    private func springScene(_ spring: CASpringAnimation, from: Double = 0, to: Double = 100) -> Scene {
        let s = Scene { $0.position = CGPoint(x: -1, y: 0) }
        spring.keyPath = "position.x"
        spring.fromValue = from
        spring.toValue = to
        if spring.duration == 0 { spring.duration = 5 }
        s.layer.add(spring, forKey: "spring")
        return s
    }

    @Test func defaultsAreCoreAnimations() {
        // Expected: CASpringAnimation documentation — mass 1, stiffness 100, damping 10, initialVelocity 0.
        let a = CASpringAnimation()
        #expect(a.mass == 1 && a.stiffness == 100 && a.damping == 10 && a.initialVelocity == 0)
    }

    @Test func defaultSpringFollowsTheUnderDampedSolution() {
        // ω = √(k/m) = 10, ζ = c / (2√(km)) = 10 / 20 = 0.5.
        let s = springScene(CASpringAnimation())
        for t in [0.0, 0.05, 0.1, 0.2, 0.3, 0.36, 0.5, 0.8, 1.0, 1.2, 2.0] {
            let expected = 100 * underDamped(omega: 10, zeta: 0.5, at: t)
            expectClose(s.presentation(at: t).position.x, expected, tolerance: 1e-9, "t = \(t)")
        }
    }

    @Test func defaultSpringOvershootsByTheLogarithmicDecrement() {
        let s = springScene(CASpringAnimation())
        // First peak at t = π/ω_d, overshoot e^(−πζ/√(1−ζ²)) of the distance.
        let wd = 10 * 0.75.squareRoot()
        expectClose(s.presentation(at: Double.pi / wd).position.x, 100 * (1 + exp(-Double.pi * 0.5 / 0.75.squareRoot())),
                    tolerance: 1e-9)
    }

    @Test func initialVelocityIsInDistancesPerSecond() {
        let a = CASpringAnimation()
        a.initialVelocity = 5
        let s = springScene(a)
        for t in [0.05, 0.2, 0.6] {
            expectClose(s.presentation(at: t).position.x, 100 * underDamped(omega: 10, zeta: 0.5, v0: 5, at: t),
                        tolerance: 1e-9, "t = \(t)")
        }
    }

    @Test func timingFunctionIsIgnored() {
        let a = CASpringAnimation()
        a.timingFunction = CAMediaTimingFunction(name: .easeIn)
        let s = springScene(a)
        expectClose(s.presentation(at: 0.2).position.x, 100 * underDamped(omega: 10, zeta: 0.5, at: 0.2), tolerance: 1e-9)
    }

    @Test func settlingDurationOfTheDefaultSpring() {
        let a = CASpringAnimation()
        let settle = a.settlingDuration
        // By a fine scan of the hand-written solution: the last instant it is more than 0.001 away.
        var last = 0.0
        var t = 0.0
        while t < 5 {
            if abs(1 - underDamped(omega: 10, zeta: 0.5, at: t)) > 0.001 { last = t }
            t += 1e-5
        }
        expectClose(settle, last, tolerance: 2e-5)
        expectClose(settle, 1.27, tolerance: 0.01)

        // On the layer: after it, within 0.1 % of the distance on a fine grid.
        a.duration = settle + 1
        let s = springScene(a)
        var u = settle
        while u < settle + 1 {
            let x = Double(s.presentation(at: u).position.x)
            #expect(abs(100 - x) <= 0.1 + 1e-9, "at \(u): \(x)")
            u += 1e-3
        }
    }

    @Test(arguments: [(0.5, 0.0), (0.5, 0.3), (1.0, 0.15), (0.35, 0.9)])
    func perceptualDurationAndBounce(duration d: Double, bounce: Double) {
        let a = CASpringAnimation(perceptualDuration: d, bounce: CGFloat(bounce))
        // Expected: Apple's (duration, bounce) springs — stiffness (2π/d)², damping 4π(1 − bounce)/d, mass 1.
        expectClose(a.mass, 1, tolerance: 0)
        expectClose(Double(a.stiffness), pow(2 * Double.pi / d, 2), tolerance: 1e-9)
        expectClose(Double(a.damping), 4 * Double.pi * (1 - bounce) / d, tolerance: 1e-9)
        expectClose(a.perceptualDuration, d, tolerance: 1e-12)
        expectClose(Double(a.bounce), bounce, tolerance: 1e-12)
        if bounce > 0 {
            // And on the layer: ω = 2π/d, ζ = 1 − bounce.
            let s = springScene(a)
            for t in [0.1, 0.3] {
                expectClose(s.presentation(at: t).position.x,
                            100 * underDamped(omega: 2 * Double.pi / d, zeta: 1 - bounce, at: t), tolerance: 1e-9)
            }
        }
    }

    @Test func overDampingIsClampedToCriticalUnlessAllowed() {
        // k = 100, m = 1: critical damping 2√(km) = 20; 50 gives ζ = 2.5.
        let clamped = CASpringAnimation()
        clamped.damping = 50
        let s1 = springScene(clamped)
        for t in [0.05, 0.1, 0.3, 0.6] {
            // Critically damped at ω = 10: x(t) = 1 − (1 + ωt)e^(−ωt).
            expectClose(s1.presentation(at: t).position.x, 100 * (1 - (1 + 10 * t) * exp(-10 * t)),
                        tolerance: 1e-9, "clamped, t = \(t)")
        }

        let free = CASpringAnimation()
        free.damping = 50
        free.allowsOverdamping = true
        let s2 = springScene(free)
        // Over-damped: roots r = −ω(ζ ± √(ζ²−1)); at rest from −1: x = 1 + C1·e^(r1 t) + C2·e^(r2 t),
        // C1 = −r2/(r2 − r1), C2 = r1/(r2 − r1).
        let root = (2.5 * 2.5 - 1).squareRoot()
        let r1 = -10 * (2.5 - root), r2 = -10 * (2.5 + root)
        let c1 = -r2 / (r2 - r1), c2 = r1 / (r2 - r1)
        for t in [0.05, 0.1, 0.3, 0.6] {
            expectClose(s2.presentation(at: t).position.x, 100 * (1 + c1 * exp(r1 * t) + c2 * exp(r2 * t)),
                        tolerance: 1e-9, "over-damped, t = \(t)")
        }
    }

    @Test func durationStillEndsTheAnimation() {
        let a = CASpringAnimation()
        a.duration = 0.5
        let s = springScene(a)
        expectClose(s.presentation(at: 0.4).position.x, 100 * underDamped(omega: 10, zeta: 0.5, at: 0.4), tolerance: 1e-9)
        expectClose(s.presentation(at: 0.51).position.x, -1, tolerance: 0, "removed at its duration")
    }

    @Test func theLayerRunsACopyOfTheSpring() {
        let a = CASpringAnimation()
        let s = springScene(a)
        a.stiffness = 400
        a.damping = 1
        a.mass = 3
        expectClose(s.presentation(at: 0.2).position.x, 100 * underDamped(omega: 10, zeta: 0.5, at: 0.2), tolerance: 1e-9)
    }
}
