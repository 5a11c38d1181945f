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
    package init(dampingRatio: Double, settlingIn duration: Double, initialVelocity: Double = 0) {
        let zeta = max(dampingRatio, 0.01)
        func spring(_ omega: Double) -> Spring {
            Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega, initialVelocity: initialVelocity)
        }
        let duration = max(duration, 1e-3)
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
}
