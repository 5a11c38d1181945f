//  UIViewPropertyAnimator.swift — FlipbookKit
//  Mirrors UIKit.UIViewPropertyAnimator. Status: complete (see the deviations noted below).

import Foundation

/// Animates view changes with a curve or a spring, and lets you pause, scrub, reverse,
/// re-time and finish them while they run.
///
/// Each animator owns a Core Animation time domain (`TimeDomain`): the animations its blocks
/// produce live in it, so pausing is one change of the domain's speed and scrubbing one
/// change of its offset, for every view at once. Progress (`fractionComplete`) is the
/// fraction of the animator's time that has passed.
///
/// Whenever the timing changes mid-flight — resuming after a linear scrub, reversing past a
/// re-timed stretch, `continueAnimation(withTimingParameters:durationFactor:)` — the
/// animator starts a new *segment*: fresh animations from the values on screen to the
/// values at the segment's far end, so nothing jumps.
///
/// Flipbook: UIKit blends the old curve into the new one when re-timing; a new segment
/// starts from the current values at zero velocity instead.
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, NSCopying {
    /// The duration of the main animations, in seconds.
    public let duration: TimeInterval
    /// The delay given to `startAnimation(afterDelay:)` (or `runningPropertyAnimator`).
    public private(set) var delay: TimeInterval = 0
    /// The animator's curve or spring.
    public let timingParameters: UITimingCurveProvider?

    /// Whether the animator can be paused, stopped and scrubbed (default true).
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    /// Whether the animator applies pending trait and layout updates around its animations.
    // Flipbook: stored only; there is no Observation tracking, and layout runs at every frame anyway.
    open var flushUpdates = false
    /// Whether a paused animator scrubbed with `fractionComplete` moves its views linearly
    /// (default true) rather than along the curve.
    open var scrubsLinearly = true
    /// Whether the animator stays active (paused at the end) instead of completing.
    open var pausesOnCompletion = false

    open internal(set) var state: UIViewAnimatingState = .inactive
    open internal(set) var isRunning = false

    // Internal state, shared with UIViewPropertyAnimator+Segments.swift.
    var reversed = false
    var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var entries: [AnimatorEntry] = []
    var segment: AnimatorSegment?
    /// The timing for the rest of the animation (changed by continueAnimation).
    var currentTiming: UITimingCurveProvider
    /// The animator's whole duration at the current pacing (changed by continueAnimation).
    var totalDuration: TimeInterval
    var isScrubbedLinearly = false
    /// The clock the animator is registered with while it runs.
    var registeredClock: MediaClock?
    /// The prefix of this animator's animation keys on its layers.
    lazy var keyPrefix = "UIViewPropertyAnimator.\(UInt(bitPattern: ObjectIdentifier(self).hashValue))"

    // MARK: Creating an animator

    /// An animator with the given curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a custom cubic Bézier curve.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of `ratio` that comes to rest in `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator with any timing.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        // Flipbook: a NaN or infinite duration is reported and taken as 0 (the animator ends at once).
        let duration = Diagnostics.finite(duration, "duration", of: "UIViewPropertyAnimator(duration:)")
        self.duration = duration
        timingParameters = parameters
        currentTiming = parameters
        totalDuration = (parameters.springTimingParameters?.effectiveDuration(forAnimatorDuration: duration)) ?? duration
        super.init()
    }

    /// Creates, starts (after `delay`) and returns an animator with the options' curve.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// A new inactive animator with the same duration and timing (UIKit copies only those).
    open func copy(with zone: NSZone? = nil) -> Any {
        UIViewPropertyAnimator(duration: duration, timingParameters: timingParameters ?? UICubicTimingParameters())
    }

    deinit {
        if state == .stopped || (state == .active && !isRunning) {
            // Expected: UIKit's exception text, verbatim.
            Diagnostics.report("It is an error to release a paused or stopped property animator. Property animators "
                + "must either finish animating or be explicitly stopped and finished before they can be released.",
                near: anchorView)
            holdCurrentValues()
        }
    }

    // MARK: Adding animations and completions

    /// Adds an animation block: before the start it runs for the whole duration; while running,
    /// for the remaining time `(1 − fractionComplete) × duration`.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds an animation block that starts after `delayFactor` of the (remaining) duration.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = min(max(Double(delayFactor), 0), 1)
        switch state {
        case .inactive:
            pendingBlocks.append((animation, factor))
        case .active:
            let f = currentFraction
            record(animation, beginFraction: f + factor * (1 - f))
            scheduleBoundary()
        case .stopped:
            Diagnostics.report("UIViewPropertyAnimator: addAnimations(_:) on a stopped animator is ignored; call finishAnimation(at:) first.",
                               near: anchorView)
        }
    }

    /// Adds a block called with the final position when the animations end.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    open func startAnimation() {
        switch state {
        case .stopped:
            Diagnostics.report("UIViewPropertyAnimator: startAnimation() on a stopped animator is ignored; call finishAnimation(at:) first.",
                               near: anchorView)
        case .inactive:
            activate(startingAfter: 0)
        case .active:
            guard !isRunning else { return }
            resume()
        }
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        switch state {
        case .inactive:
            let delay = Diagnostics.finite(delay, "delay", of: "UIViewPropertyAnimator: startAnimation(afterDelay:)")
            self.delay = delay
            activate(startingAfter: delay)
        case .active where !isRunning:
            Diagnostics.report("UIViewPropertyAnimator: startAnimation(afterDelay:) cannot be called on a paused animator; "
                + "call startAnimation() to resume it. The animator stays paused.", near: anchorView)
        case .active:
            return
        case .stopped:
            Diagnostics.report("UIViewPropertyAnimator: startAnimation(afterDelay:) on a stopped animator is ignored; "
                + "call finishAnimation(at:) first.", near: anchorView)
        }
    }

    open func pauseAnimation() {
        guard isInterruptible else {
            Diagnostics.report("UIViewPropertyAnimator: pauseAnimation() on an animator whose isInterruptible is false; it keeps running.",
                               near: anchorView)
            return
        }
        switch state {
        case .inactive:
            activate(startingAfter: 0, running: false)
        case .active:
            guard isRunning else { return }
            freeze()
        case .stopped:
            Diagnostics.report("UIViewPropertyAnimator: pauseAnimation() on a stopped animator is ignored; call finishAnimation(at:).",
                               near: anchorView)
        }
    }

    /// Stops the animations where they are. With `withoutFinishing` the animator becomes
    /// inactive at once and no completion runs; otherwise it is `.stopped` until
    /// `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard isInterruptible else {
            Diagnostics.report("UIViewPropertyAnimator: stopAnimation(_:) on an animator whose isInterruptible is false; it keeps running.",
                               near: anchorView)
            return
        }
        guard state == .active else {
            Diagnostics.report("UIViewPropertyAnimator: stopAnimation(_:) can only be called on an active animator (state is \(state)).",
                               near: anchorView)
            return
        }
        holdCurrentValues()
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { reset() }
    }

    /// Ends a stopped animator: its views jump to the start or end values (or stay), and the
    /// completions run with `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            // Expected: UIKit's exception text, verbatim.
            Diagnostics.report("finishAnimationAtPosition: should only be called on a stopped animator!", near: anchorView)
            return
        }
        complete(at: finalPosition)
    }

    /// Resumes a paused animator with new timing; the rest of the animation takes
    /// `durationFactor × duration × (1 − fractionComplete)` seconds (the rest of a new total
    /// duration of `durationFactor × duration`).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else {
            Diagnostics.report("UIViewPropertyAnimator: continueAnimation(withTimingParameters:durationFactor:) needs an active "
                + "(paused) animator; state is \(state).", near: anchorView)
            return
        }
        var factor = Double(durationFactor)
        if !factor.isFinite {
            Diagnostics.report("UIViewPropertyAnimator: continueAnimation(withTimingParameters:durationFactor:): duration "
                + "factor \(CALayer.diagnosticNumber(factor)) is not finite; treated as 1.", near: anchorView)
            factor = 1
        }
        if let parameters { currentTiming = parameters }
        totalDuration = max(factor, 0) * duration
        if let spring = currentTiming.springTimingParameters, case .physical = spring.kind {
            totalDuration = spring.effectiveDuration(forAnimatorDuration: duration) * max(factor, 0)
        }
        isRunning = true
        startSegmentFromCurrentValues()
        scheduleBoundary()
    }

    // MARK: Direction and progress

    /// Whether the animation runs backwards toward its start.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            let now = isRunning ? currentDomainTime : nil
            reversed = newValue
            if let now, let segment { run(segment, from: now) }
            scheduleBoundary()
        }
    }

    /// The fraction of the animator's time that has passed (0 for an inactive animator).
    ///
    /// Setting it scrubs a paused animator (an inactive one becomes active and paused first);
    /// with `scrubsLinearly` the views move linearly with it rather than along the curve.
    open var fractionComplete: CGFloat {
        get { CGFloat(state == .inactive ? 0 : currentFraction) }
        set {
            guard isInterruptible else {
                Diagnostics.report("UIViewPropertyAnimator: fractionComplete cannot be set on an animator whose isInterruptible is false.",
                                   near: anchorView)
                return
            }
            if state == .inactive { activate(startingAfter: 0, running: false) }
            guard state == .active, !isRunning else {
                Diagnostics.report("UIViewPropertyAnimator: fractionComplete can only be set on a paused animator; "
                    + "call pauseAnimation() first. The value is ignored.", near: anchorView)
                return
            }
            guard !newValue.isNaN else {
                Diagnostics.report("UIViewPropertyAnimator: fractionComplete nan is not a number; the value is ignored.",
                                   near: anchorView)
                return
            }
            scrub(to: min(max(Double(newValue), 0), 1))
        }
    }
}
