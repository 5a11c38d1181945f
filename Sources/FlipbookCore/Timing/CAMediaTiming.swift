//  CAMediaTiming.swift — FlipbookCore
//  Mirrors QuartzCore.CAMediaTiming and CAMediaTimingFillMode. Status: complete.

import Foundation
import FlipbookGraphics

#if !canImport(Darwin)  // not canImport(QuartzCore): a module of Flipbook has that name
/// Seconds, as Core Animation counts them.
public typealias CFTimeInterval = Double
#endif

/// The hierarchical timing model shared by layers and animations.
///
/// Every object that adopts it has a local time derived from its parent's:
///
///     local = (parent − beginTime) × speed + timeOffset
///
/// A layer's parent is its superlayer (the root layer's parent is the media
/// clock); an animation's parent is the layer it is attached to, or the
/// animation group that holds it. Pausing is `speed = 0`; scrubbing is setting
/// `timeOffset` while paused; slow motion is a smaller `speed` on an ancestor.
public protocol CAMediaTiming: AnyObject {
    /// When the object starts, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// The length of one iteration, in the object's local time.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's (0 pauses).
    var speed: Float { get set }
    /// An offset added to local time.
    var timeOffset: CFTimeInterval { get set }
    /// How many iterations to play (fractions allowed; `.infinity` forever).
    var repeatCount: Float { get set }
    /// How long to keep repeating, in local time (overrides `repeatCount` when non-zero).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forwards then backwards.
    var autoreverses: Bool { get set }
    /// What the object shows outside its active interval.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What a timed object shows before it begins and after it ends.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Nothing outside the active interval (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// Holds the final value after the end.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows the first value before the start.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// Where a timed object is at a given parent time: the result of the CAMediaTiming arithmetic.
package struct TimingPhase: Equatable, Sendable {
    /// Time within the current iteration, 0…duration, already reversed on an autoreversing leg.
    package var iterationTime: CFTimeInterval
    /// Which iteration (0-based) the time falls in; cumulative animations add this many steps.
    package var iteration: Int
    /// The simple duration of one leg.
    package var duration: CFTimeInterval

    /// Progress through the leg, 0…1.
    package var fraction: Double { duration > 0 ? min(max(iterationTime / duration, 0), 1) : 1 }
}

/// The CAMediaTiming arithmetic for an object with a finite simple duration.
package struct MediaTimingModel: Sendable, Equatable {
    package var beginTime: CFTimeInterval
    package var duration: CFTimeInterval
    package var speed: Double
    package var timeOffset: CFTimeInterval
    package var repeatCount: Double
    package var repeatDuration: CFTimeInterval
    package var autoreverses: Bool
    package var fillMode: CAMediaTimingFillMode

    /// One iteration: a forward leg, and a backward one when autoreversing.
    package var iterationDuration: CFTimeInterval { autoreverses ? duration * 2 : duration }

    /// The length of the active interval in local time (may be infinite).
    package var activeDuration: CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return iterationDuration * repeatCount }
        return iterationDuration
    }

    /// Local elapsed time before `timeOffset`, for a parent time `t`.
    package func elapsed(atParentTime t: CFTimeInterval) -> CFTimeInterval {
        (t - beginTime) * speed
    }

    /// The parent time at which the active interval ends, if it ever does.
    ///
    /// A paused (speed 0), reversed (speed < 0) or endless object never ends.
    package var endTimeInParent: CFTimeInterval? {
        let active = activeDuration
        guard speed > 0, active.isFinite else { return nil }
        return beginTime + active / speed
    }

    /// Where the object is at parent time `t`, or nil when it shows nothing
    /// (outside its active interval without a fill).
    ///
    /// Flipbook follows Core Animation: `timeOffset` shifts the playhead within
    /// the active interval and wraps around its end, so an animation of
    /// duration 5 with offset 2 plays 2…5 and then 0…2.
    package func phase(atParentTime t: CFTimeInterval) -> TimingPhase? {
        let active = activeDuration
        let elapsed = elapsed(atParentTime: t)
        let local: CFTimeInterval
        if elapsed < 0 {
            guard fillMode.fillsBackwards else { return nil }
            local = wrapped(timeOffset, within: active)
        } else if elapsed >= active {
            guard fillMode.fillsForwards else { return nil }
            return endPhase(active: active)
        } else {
            local = wrapped(elapsed + timeOffset, within: active)
        }
        return phase(atActiveTime: local)
    }

    private func wrapped(_ t: CFTimeInterval, within active: CFTimeInterval) -> CFTimeInterval {
        guard active.isFinite, active > 0, t >= active || t < 0 else { return t }
        let r = t.truncatingRemainder(dividingBy: active)
        return r < 0 ? r + active : r
    }

    /// The phase at a time inside the active interval.
    package func phase(atActiveTime local: CFTimeInterval) -> TimingPhase {
        let leg = iterationDuration
        guard leg > 0 else { return TimingPhase(iterationTime: 0, iteration: 0, duration: 0) }
        // A NaN time (a NaN beginTime, timeOffset or speed: misuse the layer reported when the
        // animation was added) shows the start; an endless one stops counting iterations at Int.max.
        guard !local.isNaN else { return TimingPhase(iterationTime: 0, iteration: 0, duration: duration) }
        let iteration = Int(saturating: local / leg, rounding: .down)
        let within = local - Double(iteration) * leg
        let time = autoreverses && within > duration ? leg - within : within
        return TimingPhase(iterationTime: time, iteration: iteration, duration: duration)
    }

    /// The phase held after the end: where the last iteration stopped.
    private func endPhase(active: CFTimeInterval) -> TimingPhase {
        let leg = iterationDuration
        // With an offset, the playhead wrapped round and stops where it started.
        if active.isFinite, active > 0, wrapped(timeOffset, within: active) != 0 {
            return phase(atActiveTime: wrapped(timeOffset, within: active))
        }
        guard leg > 0, active.isFinite else {
            return TimingPhase(iterationTime: duration, iteration: 0, duration: duration)
        }
        let iterations = active / leg
        var iteration = Int(saturating: iterations, rounding: .down)
        var within = active - Double(iteration) * leg
        // Ending exactly on an iteration boundary holds the end of that iteration, not the start of the next.
        if within <= leg * 1e-12, iteration > 0 {
            iteration -= 1
            within = leg
        }
        let time = autoreverses && within > duration ? leg - within : within
        return TimingPhase(iterationTime: time, iteration: iteration, duration: duration)
    }
}

extension CAMediaTiming {
    /// The timing arithmetic with the given simple duration (0 means the caller's default).
    package func timingModel(defaultDuration: CFTimeInterval) -> MediaTimingModel {
        MediaTimingModel(
            beginTime: beginTime, duration: duration > 0 ? duration : defaultDuration,
            speed: Double(speed), timeOffset: timeOffset, repeatCount: Double(repeatCount),
            repeatDuration: repeatDuration, autoreverses: autoreverses, fillMode: fillMode)
    }
}
