//  UISpringTimingParameters.swift — FlipbookKit
//  Mirrors UIKit.UISpringTimingParameters (iOS 17 included). Status: complete.

import Foundation

/// A damped-spring timing for an animator.
///
/// Made from a damping ratio, the spring is fitted to the animator's duration (it comes to
/// rest when the animator ends). Made from mass, stiffness and damping (or iOS 17's duration
/// and bounce) the spring's own settling time governs and the animator's duration is ignored,
/// as on iOS.
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// Initial velocity in units of the whole distance per second.
    ///
    /// Flipbook: one velocity serves every animated property (`dx`; UIKit uses `dy` too for 2D values).
    public let initialVelocity: CGVector

    package enum Kind {
        /// Fitted to the animator's duration.
        case dampingRatio(CGFloat)
        /// Its own settling time governs.
        case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
    }

    package let kind: Kind

    /// The system spring: critically damped, fitted to the animator's duration.
    public override convenience init() {
        self.init(dampingRatio: 1)
    }

    /// Flipbook: there are no archives to decode; this makes the default system spring.
    public required convenience init?(coder: NSCoder) {
        self.init(dampingRatio: 1)
    }

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    // Flipbook: numbers that make no spring (a NaN ratio, a mass not above 0, an infinite velocity)
    // are reported and taken as the system spring's; UIKit's behaviour with them is not documented.

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        let api = "UISpringTimingParameters(dampingRatio:initialVelocity:)"
        var ratio = ratio
        if ratio.isNaN {
            Diagnostics.report("\(api): damping ratio nan is not a number; treated as 1.")
            ratio = 1
        }
        kind = .dampingRatio(ratio)
        initialVelocity = UISpringTimingParameters.finiteVelocity(velocity, of: api)
        super.init()
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let api = "UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)"
        func valid(_ name: String, _ value: CGFloat, _ fallback: CGFloat, _ isValid: Bool) -> CGFloat {
            guard !isValid else { return value }
            Diagnostics.report("\(api): \(name) \(CALayer.diagnosticNumber(Double(value))) makes no spring; "
                + "treated as \(CALayer.diagnosticNumber(Double(fallback))).")
            return fallback
        }
        // Expected: CASpringAnimation's defaults (mass 1, stiffness 100, damping 10) and rules
        // (mass and stiffness above 0, damping at or above 0).
        kind = .physical(mass: valid("mass", mass, 1, mass > 0 && mass.isFinite),
                         stiffness: valid("stiffness", stiffness, 100, stiffness > 0 && stiffness.isFinite),
                         damping: valid("damping", damping, 10, damping >= 0 && damping.isFinite))
        initialVelocity = UISpringTimingParameters.finiteVelocity(velocity, of: api)
        super.init()
    }

    /// iOS 17: a spring of perceptual `duration` and `bounce` (−1…1).
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity: CGVector = .zero) {
        let api = "UISpringTimingParameters(duration:bounce:initialVelocity:)"
        var duration = duration, bounce = Double(bounce)
        if !(duration > 0 && duration.isFinite) {
            Diagnostics.report("\(api): duration \(CALayer.diagnosticNumber(duration)) makes no spring; treated as 0.5.")
            duration = 0.5
        }
        if !(bounce > -1 && bounce <= 1) {
            Diagnostics.report("\(api): bounce \(CALayer.diagnosticNumber(bounce)) is outside −1…1; treated as 0.")
            bounce = 0
        }
        let spring = Spring(duration: duration, bounce: bounce)
        self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: initialVelocity)
    }

    /// `velocity`, or (reported) zero when a component is NaN or infinite.
    private static func finiteVelocity(_ velocity: CGVector, of api: String) -> CGVector {
        guard !(velocity.dx.isFinite && velocity.dy.isFinite) else { return velocity }
        Diagnostics.report("\(api): initial velocity (\(CALayer.diagnosticNumber(Double(velocity.dx))), "
            + "\(CALayer.diagnosticNumber(Double(velocity.dy)))) is not finite; treated as zero.")
        return .zero
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring for an animator of `duration` seconds.
    package func spring(forDuration duration: TimeInterval) -> Spring {
        let v = Double(initialVelocity.dx)
        switch kind {
        case .dampingRatio(let ratio):
            return Spring(dampingRatio: Double(ratio), settlingIn: duration, initialVelocity: v)
        case let .physical(mass, stiffness, damping):
            return Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: v)
        }
    }

    /// How long an animation with this timing runs when the animator asks for `duration`.
    package func effectiveDuration(forAnimatorDuration duration: TimeInterval) -> TimeInterval {
        switch kind {
        case .dampingRatio: return duration
        case .physical: return spring(forDuration: duration).settlingDuration()
        }
    }
}
