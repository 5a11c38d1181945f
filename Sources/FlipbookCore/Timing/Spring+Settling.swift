//  Spring+Settling.swift — FlipbookCore
//  Flipbook's spring that comes to rest in a given time (UIKit's damping-ratio springs). Status: complete.

import Foundation

extension Spring {
    /// The unit-mass spring of damping ratio `dampingRatio` that settles (within the default
    /// threshold) in exactly `duration` seconds: how UIKit's `usingSpringWithDamping:` and
    /// `UISpringTimingParameters(dampingRatio:)` fit a spring to an animation's duration.
    ///
    /// For zero initial velocity the settling time scales exactly as 1/ω0, so one measurement
    /// gives ω0; with an initial velocity (in whole distances per second) the shape depends on
    /// ω0 as well, so ω0 is found by bisection.
    ///
    /// Numbers that fit no spring do not stop it (the callers report the user's): a NaN ratio is
    /// taken as 1, a NaN or infinite velocity as 0, and the duration is held to
    /// `shortestFittedDuration…longestFittedDuration` (NaN as the shortest).
    package init(dampingRatio: Double, settlingIn duration: Double, initialVelocity: Double = 0) {
        let zeta = dampingRatio.isNaN ? 1 : min(max(dampingRatio, 0.01), Self.largestFittedDampingRatio)
        let initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        func spring(_ omega: Double) -> Spring {
            Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: initialVelocity)
        }
        let duration = duration.isNaN ? Self.shortestFittedDuration
            : min(max(duration, Self.shortestFittedDuration), Self.longestFittedDuration)
        let unit = Spring(mass: 1, stiffness: 1, damping: 2 * zeta, initialVelocity: 0).settlingDuration()
        var omega = unit / duration
        if initialVelocity != 0 {
            // settlingDuration falls as ω0 grows; bracket the root and bisect in log space.
            var lo = omega / 64, hi = omega * 64
            for _ in 0..<80 {
                let mid = (lo * hi).squareRoot()
                if spring(mid).settlingDuration() > duration { lo = mid } else { hi = mid }
            }
            omega = (lo * hi).squareRoot()
        }
        self = spring(omega)
    }

    /// The shortest settling time a spring is fitted to, seconds.
    static let shortestFittedDuration = 1e-3
    /// The longest settling time a spring is fitted to, seconds (some thirty years: an infinite
    /// one would need a stiffness of 0, which is no spring).
    static let longestFittedDuration = 1e9
    /// The largest damping ratio a spring is fitted with (an infinite one has no settling time).
    static let largestFittedDampingRatio = 1e6
}
