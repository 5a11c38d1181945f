//  CASpringAnimation.swift — FlipbookCore
//  Mirrors QuartzCore.CASpringAnimation (iOS 17 API included). Status: complete.

import Foundation

/// A basic animation whose progress follows a damped spring instead of a curve.
///
/// Progress at local time *t* is the closed-form solution of
/// m·x″ + c·x′ + k·x = 0 released from the start value toward the end value,
/// so it may overshoot. `duration` only says when the animation is removed;
/// set it to `settlingDuration` to let the spring come to rest first.
open class CASpringAnimation: CABasicAnimation {
    /// Expected: Core Animation docs — mass 1, stiffness 100, damping 10, initialVelocity 0.
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    /// Initial velocity in units of the whole distance per second (1 = the whole way in one second).
    open var initialVelocity: CGFloat = 0
    /// Whether damping ratios above 1 are honoured (iOS 17); when false they are limited to 1.
    open var allowsOverdamping = false

    public required init() {
        super.init()
    }

    /// A spring of the given perceptual duration and bounce (iOS 17): bounce 0 is critically
    /// damped, up to 1 is bouncier, below 0 is over-damped.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        // Flipbook: what makes no spring (a duration not above 0, a bounce outside −1…1, NaN) is
        // taken as SwiftUI's default spring's (0.5 s, no bounce) and said by the layer that takes it.
        var duration = perceptualDuration, bounce = Double(bounce)
        if !(duration > 0 && duration.isFinite) {
            invalidInputs.append("perceptualDuration \(CALayer.diagnosticNumber(duration)) (treated as 0.5)")
            duration = 0.5
        }
        if !(bounce > -1 && bounce <= 1) {
            invalidInputs.append("bounce \(CALayer.diagnosticNumber(bounce)) (treated as 0)")
            bounce = 0
        }
        let spring = Spring(duration: duration, bounce: bounce)
        mass = spring.mass
        stiffness = spring.stiffness
        damping = spring.damping
        allowsOverdamping = bounce < 0
    }

    /// What `init(perceptualDuration:bounce:)` could not take, for the layer to say.
    private var invalidInputs: [String] = []

    /// The perceptual duration of the spring (its undamped period).
    open var perceptualDuration: CFTimeInterval { spring.response }
    /// How bouncy the spring is, −1…1.
    open var bounce: CGFloat { spring.bounce }

    /// How long the spring takes to come to rest: after it, the value stays within
    /// 0.001 of the whole distance from the end value.
    open var settlingDuration: CFTimeInterval { spring.settlingDuration(threshold: 0.001) }

    override package func assign(from other: CAAnimation) {
        super.assign(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
        invalidInputs = other.invalidInputs
    }

    /// The solver for the current parameters (those Core Animation cannot run with as their
    /// defaults: see `validParameters`).
    package var spring: Spring {
        let (m, k, damping, velocity) = validParameters.values
        var c = damping
        if !allowsOverdamping {
            // Critical damping is c = 2√(mk); above it the spring would be over-damped.
            c = min(c, 2 * (m * k).squareRoot())
        }
        return Spring(mass: m, stiffness: k, damping: c, initialVelocity: velocity)
    }

    /// The spring's parameters with each that Core Animation's documentation rules out — a mass
    /// or stiffness not above 0, a negative damping ("must be greater than or equal to 0"), any
    /// NaN or infinity, an initial velocity that is not finite — taken as its default, and a
    /// phrase for each so taken.
    package var validParameters: (values: (mass: Double, stiffness: Double, damping: Double, initialVelocity: Double),
                                  replaced: [String]) {
        var replaced: [String] = []
        func valid(_ name: String, _ value: CGFloat, _ fallback: Double, _ isValid: (Double) -> Bool) -> Double {
            let v = Double(value)
            guard !isValid(v) else { return v }
            replaced.append("\(name) \(CALayer.diagnosticNumber(v)) (treated as \(CALayer.diagnosticNumber(fallback)))")
            return fallback
        }
        let m = valid("mass", mass, 1) { $0 > 0 && $0.isFinite }
        let k = valid("stiffness", stiffness, 100) { $0 > 0 && $0.isFinite }
        let c = valid("damping", damping, 10) { $0 >= 0 && $0.isFinite }
        let v = valid("initialVelocity", initialVelocity, 0) { $0.isFinite }
        return ((m, k, c, v), replaced)
    }

    override package func replaceInvalidNumbers() -> [String] {
        let timing = super.replaceInvalidNumbers() + invalidInputs
        invalidInputs = []
        let (values, replaced) = validParameters
        guard !replaced.isEmpty else { return timing }
        mass = CGFloat(values.mass)
        stiffness = CGFloat(values.stiffness)
        damping = CGFloat(values.damping)
        initialVelocity = CGFloat(values.initialVelocity)
        return timing + replaced
    }

    // Flipbook: the spring runs in seconds of local time; timingFunction is ignored, as on iOS.
    override package func progress(_ phase: TimingPhase) -> Double {
        evaluatesLinearly ? phase.fraction : spring.value(at: phase.iterationTime)
    }
}
