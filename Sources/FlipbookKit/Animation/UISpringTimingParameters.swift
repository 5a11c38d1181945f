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

    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        kind = .dampingRatio(ratio)
        initialVelocity = velocity
        super.init()
    }

    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        kind = .physical(mass: mass, stiffness: stiffness, damping: damping)
        initialVelocity = velocity
        super.init()
    }

    /// iOS 17: a spring of perceptual `duration` and `bounce` (−1…1).
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity: CGVector = .zero) {
        let spring = Spring(duration: duration, bounce: Double(bounce))
        self.init(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: initialVelocity)
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
