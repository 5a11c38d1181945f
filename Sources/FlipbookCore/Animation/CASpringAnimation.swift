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
        let spring = Spring(duration: perceptualDuration, bounce: Double(bounce))
        mass = spring.mass
        stiffness = spring.stiffness
        damping = spring.damping
        allowsOverdamping = bounce < 0
    }

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
    }

    /// The solver for the current parameters.
    package var spring: Spring {
        var c = Double(damping)
        if !allowsOverdamping {
            // Critical damping is c = 2√(mk); above it the spring would be over-damped.
            c = min(c, 2 * (Double(mass) * Double(stiffness)).squareRoot())
        }
        return Spring(mass: Double(mass), stiffness: Double(stiffness), damping: c,
                      initialVelocity: Double(initialVelocity))
    }

    // Flipbook: the spring runs in seconds of local time; timingFunction is ignored, as on iOS.
    override package func progress(_ phase: TimingPhase) -> Double {
        evaluatesLinearly ? phase.fraction : spring.value(at: phase.iterationTime)
    }
}
