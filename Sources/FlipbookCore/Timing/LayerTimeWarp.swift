//  LayerTimeWarp.swift — FlipbookCore
//  Flipbook's eased remapping of a layer's local time (how an interactive transition finishes). Status: complete.

import Foundation

/// Moves a layer's local time from `from` to `to` over `duration` seconds of its parent's
/// time, along a timing curve, then carries on at `rateAfter`.
///
/// UIKit finishes or cancels a percent-driven transition by running the container layer's
/// paused time on to the end (or back to 0) at `completionSpeed` with `completionCurve`;
/// a warp says that in one value, so evaluation stays pure and every animation under the
/// layer ends at the exact instant its local end time is reached.
package struct LayerTimeWarp: Sendable {
    /// Parent time at which the warp begins.
    package var start: CFTimeInterval
    /// Parent seconds it lasts.
    package var duration: CFTimeInterval
    /// Local time at `start` and at `start + duration`.
    package var from: CFTimeInterval
    package var to: CFTimeInterval
    package var curve: CAMediaTimingFunction
    /// Local seconds per parent second after the warp (0 holds at `to`).
    package var rateAfter: Double

    package init(start: CFTimeInterval, duration: CFTimeInterval, from: CFTimeInterval, to: CFTimeInterval,
                 curve: CAMediaTimingFunction, rateAfter: Double) {
        self.start = start
        self.duration = max(duration, 0)
        self.from = from
        self.to = to
        self.curve = curve
        self.rateAfter = rateAfter
    }

    package var end: CFTimeInterval { start + duration }

    /// Local time at parent time `t`.
    package func localTime(atParentTime t: CFTimeInterval) -> CFTimeInterval {
        if t <= start { return from }
        if t >= end { return to + (t - end) * rateAfter }
        return from + (to - from) * curve.output(at: (t - start) / duration)
    }

    /// Parent time at which local time reads `local`, if the warp gets there.
    package func parentTime(atLocalTime local: CFTimeInterval) -> CFTimeInterval? {
        let span = to - from
        if span == 0 || (local - from) / span < 0 { return local == from ? start : nil }
        let fraction = (local - from) / span
        if fraction >= 1 {
            if fraction == 1 { return end }
            guard rateAfter != 0 else { return nil }
            let after = (local - to) / rateAfter
            return after >= 0 ? end + after : nil
        }
        // Invert the curve by bisection (timing curves used here are monotonic).
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if curve.output(at: mid) < fraction { lo = mid } else { hi = mid }
        }
        return start + duration * (lo + hi) / 2
    }
}
