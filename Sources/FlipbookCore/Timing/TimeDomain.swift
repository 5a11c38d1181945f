//  TimeDomain.swift — FlipbookCore
//  Flipbook's shared time space for animations on many layers (what UIViewPropertyAnimator owns). Status: complete.

import Foundation

/// A time space shared by animations attached to different layers, so that one
/// controller can pause, scrub, reverse and speed them up together.
///
/// An animation attached in a domain sees, as its parent time,
///
///     domain time = (layer time − beginTime) × speed + timeOffset
///
/// instead of its layer's local time. Pausing is `speed = 0` with `timeOffset` at the
/// paused moment; reversing is a negative speed. Animations in a domain raise no start
/// or stop events of their own: the domain's owner decides when they are finished.
///
/// Flipbook: a domain's `beginTime` is in layer-local time and is shared by every layer it
/// spans, which holds when those layers run on one clock at one speed (a window's views).
package final class TimeDomain {
    package var beginTime: CFTimeInterval = 0
    package var speed: Double = 1
    package var timeOffset: CFTimeInterval = 0

    package init() {}

    /// Domain time at layer time `t`.
    package func localTime(atLayerTime t: CFTimeInterval) -> CFTimeInterval {
        (t - beginTime) * speed + timeOffset
    }

    /// Layer time at which the domain reads `t`; nil while paused.
    package func layerTime(atLocalTime t: CFTimeInterval) -> CFTimeInterval? {
        speed == 0 ? nil : (t - timeOffset) / speed + beginTime
    }

    /// Re-anchors the domain so that it reads `localTime` at layer time `now` and runs at `speed` from there.
    package func set(localTime: CFTimeInterval, atLayerTime now: CFTimeInterval, speed: Double) {
        beginTime = now
        timeOffset = localTime
        self.speed = speed
    }
}
