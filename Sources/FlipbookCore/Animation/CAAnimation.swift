//  CAAnimation.swift — FlipbookCore
//  Mirrors QuartzCore.CAAnimation and CAAnimationDelegate. Status: complete.

import Foundation
import FlipbookGraphics

/// Receives the start and stop of an animation (both optional, as in Core Animation).
public protocol CAAnimationDelegate: AnyObject {
    /// The animation began: the clock reached its begin time.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation stopped: `flag` is true when it ran to its end, false when it was removed early.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract base of every animation: timing, a timing function, a delegate.
///
/// As in Core Animation, `layer.add(_:forKey:)` copies the animation, so
/// changing an animation after adding it has no effect on the running copy.
/// An animation with `duration` 0 lasts 0.25 s.
open class CAAnimation: NSObject, CAMediaTiming, NSCopying, CAAction {
    /// Expected: Core Animation docs — "Defaults to 0, which means 0.25 seconds".
    package static let defaultDuration: CFTimeInterval = 0.25

    // (Read for every animation, several times a frame, by the timing model: the run-time
    // exclusivity check on each read was a few percent of a frame. Plain values, never held
    // across a call. So are `CAPropertyAnimation`'s `isAdditive` and `isCumulative`.)
    @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0
    @exclusivity(unchecked) open var duration: CFTimeInterval = 0
    @exclusivity(unchecked) open var speed: Float = 1
    @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0
    @exclusivity(unchecked) open var repeatCount: Float = 0
    @exclusivity(unchecked) open var repeatDuration: CFTimeInterval = 0
    @exclusivity(unchecked) open var autoreverses = false
    @exclusivity(unchecked) open var fillMode: CAMediaTimingFillMode = .removed

    /// Warps the animation's progress; nil means linear.
    @exclusivity(unchecked) open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops. Strong, as in Core Animation.
    open var delegate: CAAnimationDelegate?
    /// Whether the layer drops the animation once it has finished (default true).
    open var isRemovedOnCompletion = true
    /// The frame rates the animation would like to be shown at (iOS 15; default `.default`).
    // Flipbook: stored only; animations are evaluated at the previewer's frame rate.
    open var preferredFrameRateRange: CAFrameRateRange = .default
    /// `.made` on an animation UIKit's block recorder has just made for one change: when it is
    /// run as that change's action, the layer takes it as its own copy instead of copying it
    /// (copying it, and then freeing the one made, was about a tenth of starting a 3 400-piece
    /// shatter). Added any other way, it is copied, and handed over no more.
    // Flipbook: code that keeps a block's animation taken from `action(for:forKey:)`, returns it,
    // and changes it after the block changes what runs; Core Animation's layer would hold a copy.
    @exclusivity(unchecked) package var handover = AnimationHandover.none

    /// The default value of the property `key` for an animation that has not set it, nil for a key without one.
    // Flipbook: Core Animation's defaults for CAAnimation's own properties; an override is not consulted when an animation is made.
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "beginTime", "duration", "timeOffset", "repeatDuration": return CFTimeInterval(0)
        case "speed": return Float(1)
        case "repeatCount": return Float(0)
        case "autoreverses": return false
        case "fillMode": return CAMediaTimingFillMode.removed
        case "removedOnCompletion": return true
        default: return nil
        }
    }

    /// Whether the value of `key` is archived; true, as Core Animation's default.
    // Flipbook: animations are not archived here.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    public required override init() {
        super.init()
    }

    /// Returns a new animation (Objective-C's `+animation`).
    open class func animation() -> Self { Self() }

    // MARK: Copying

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.assign(from: self)
        return copy
    }

    /// Copies every field of `other` into `self`; subclasses extend it.
    package func assign(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        preferredFrameRateRange = other.preferredFrameRateRange
    }

    package func copyAnimation() -> CAAnimation {
        // swiftlint:disable:next force_cast
        copy(with: nil) as! CAAnimation
    }

    // MARK: CAAction

    /// Running an animation as an action adds it to the layer under the event's key.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        if handover == .made { handover = .running }
        (anObject as? CALayer)?.add(self, forKey: event)
        handover = .none
    }

    // MARK: Evaluation

    /// The CAMediaTiming arithmetic of this animation.
    package var timing: MediaTimingModel { timingModel(defaultDuration: Self.defaultDuration) }

    /// When set, the animation ignores its curve (or spring) and progresses linearly with time:
    /// a property animator scrubbing linearly sets it on the animations it owns.
    @exclusivity(unchecked) package var evaluatesLinearly = false

    /// Progress through the current leg after the timing function, 0…1 (may overshoot).
    package func easedFraction(_ phase: TimingPhase) -> Double {
        let f = phase.fraction
        guard !evaluatesLinearly else { return f }
        return timingFunction?.output(at: f) ?? f
    }

    /// Applies the animation to `properties` at a time in its parent's time space.
    ///
    /// Pure: evaluating never changes the animation, the layer or the clock.
    package func apply(to properties: inout LayerProperties, atParentTime t: CFTimeInterval) {
        guard let phase = timing.phase(atParentTime: t) else { return }
        applyEffect(to: &properties, phase: phase)
    }

    /// What the animation does at a phase; subclasses override.
    package func applyEffect(to properties: inout LayerProperties, phase: TimingPhase) {}

    /// Whether this animation (or one inside it) is a `CATransition`, which acts on rendering.
    package var containsTransition: Bool { false }

    /// The one layer field (`LayerKeyPath.field`) applying the animation can change; nil when it
    /// may change any (a group, a transition, a motion, an animation of no valid key path).
    package var onlyChangedField: LayerKeyPath? { nil }

    // MARK: - Flipbook addition

    /// Replaces the numbers the animation cannot run with by their defaults (a NaN time by 0, a
    /// NaN speed by 1) and says what it replaced, one phrase each (`"duration nan (treated as 0)"`),
    /// for the layer that takes it to report. Subclasses add their own numbers.
    package func replaceInvalidNumbers() -> [String] {
        guard beginTime.isNaN || duration.isNaN || speed.isNaN || timeOffset.isNaN || repeatCount.isNaN
            || repeatDuration.isNaN else { return [] }
        var replaced: [String] = []
        func fix<Value: BinaryFloatingPoint>(_ name: String, _ value: inout Value, _ fallback: Value, _ meaning: String = "") {
            guard value.isNaN else { return }
            replaced.append("\(name) nan (treated as \(CALayer.diagnosticNumber(Double(fallback)))\(meaning))")
            value = fallback
        }
        fix("beginTime", &beginTime, 0, ": now")
        fix("duration", &duration, 0, ": the default, \(CALayer.diagnosticNumber(Self.defaultDuration)) s")
        fix("speed", &speed, 1)
        fix("timeOffset", &timeOffset, 0)
        fix("repeatCount", &repeatCount, 0)
        fix("repeatDuration", &repeatDuration, 0)
        return replaced
    }
}

/// An object that responds to a layer's property change (mirrors QuartzCore.CAAction).
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// How far an animation made by UIKit's block recorder for one change has gone (see `CAAnimation.handover`).
package enum AnimationHandover: UInt8 {
    /// Copied when added, as every animation.
    case none
    /// Made for a change, not added yet.
    case made
    /// Being run as the change's action: the layer adds it as it is.
    case running
}

/// `NSNull` as an action means "no action": returning it from `action(for:forKey:)` stops the search.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
