//  SpringCase.swift — FlipbookCoreTests
//  Spring configurations with an independent RK4 reference. Status: complete.

import Foundation
import FlipbookCore
import Testing

/// A spring configuration, described by its damping ratio.
struct SpringCase: Sendable, CustomTestStringConvertible {
    let mass: Double, stiffness: Double, damping: Double, initialVelocity: Double

    /// ω0 = 10 rad/s (mass 1, stiffness 100) unless given; damping from ζ.
    init(zeta: Double, initialVelocity: Double, mass: Double = 1, stiffness: Double = 100) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = zeta * 2 * (stiffness * mass).squareRoot()
        self.initialVelocity = initialVelocity
    }

    var zeta: Double { damping / (2 * (stiffness * mass).squareRoot()) }
    var testDescription: String { "ζ=\(zeta) m=\(mass) k=\(stiffness) v0=\(initialVelocity)" }
    var spring: Spring {
        Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }

    static let all: [SpringCase] = [0.3, 0.5, 1.0, 2.0].flatMap { zeta in
        [0, 5, -4, 30].map { SpringCase(zeta: zeta, initialVelocity: $0) }
    } + [
        SpringCase(zeta: 0.05, initialVelocity: 0, mass: 2, stiffness: 50),
        SpringCase(zeta: 7, initialVelocity: 2, mass: 0.5, stiffness: 300),
        SpringCase(zeta: 1.0000001, initialVelocity: 1),
        SpringCase(zeta: 0.9999999, initialVelocity: 1),
    ]

    /// Samples (t, position, velocity) of m·p'' = −c·p' − k·(p − 1) from p = 0, p' = v0, by classical RK4.
    func integrate(until end: Double, step h: Double, every sampleStride: Int) -> [(Double, Double, Double)] {
        func accel(_ p: Double, _ v: Double) -> Double { (-damping * v - stiffness * (p - 1)) / mass }
        var p = 0.0, v = initialVelocity
        var samples: [(Double, Double, Double)] = []
        let steps = Int((end / h).rounded())
        for i in 1...steps {
            let k1p = v, k1v = accel(p, v)
            let k2p = v + h / 2 * k1v, k2v = accel(p + h / 2 * k1p, v + h / 2 * k1v)
            let k3p = v + h / 2 * k2v, k3v = accel(p + h / 2 * k2p, v + h / 2 * k2v)
            let k4p = v + h * k3v, k4v = accel(p + h * k3p, v + h * k3v)
            p += h / 6 * (k1p + 2 * k2p + 2 * k3p + k4p)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
            if i % sampleStride == 0 { samples.append((Double(i) * h, p, v)) }
        }
        return samples
    }

    /// The last grid time (step dt, scanning back from `end`) at which |1 − value| exceeds the threshold.
    func lastExcursionOnGrid(threshold: Double, end: Double, dt: Double) -> Double {
        let s = spring
        var i = Int(end / dt)
        while i > 0 && abs(1 - s.value(at: Double(i) * dt)) <= threshold { i -= 1 }
        return Double(i) * dt
    }
}
