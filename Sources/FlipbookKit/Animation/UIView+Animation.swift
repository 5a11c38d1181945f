//  UIView+Animation.swift — FlipbookKit
//  Mirrors UIView's block animation API. Status: partial (no legacy begin/commitAnimations; options for
//  user interaction and frame rate are accepted and have no effect).

import Foundation

extension UIView {
    /// The base implementation of `animate`, which the class body declares overridable.
    static func _baseAnimate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimationBlock(api: "UIView.animate(withDuration:)", duration: duration, delay: delay, options: options,
                 pacing: .curve(options.curve), animations: animations, completion: completion)
    }

    /// The base implementation of `animate`, which the class body declares overridable.
    static func _baseAnimate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// The base implementation of `animate`, which the class body declares overridable.
    static func _baseAnimate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// The base implementation of `animate`, which the class body declares overridable.
    static func _baseAnimate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let api = "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:)"
        var ratio = Double(dampingRatio), initialVelocity = Double(velocity)
        // Flipbook: what makes no spring is reported and replaced (UIKit's behaviour with it is not documented).
        if ratio.isNaN {
            Diagnostics.report("\(api): damping ratio nan is not a number; treated as 1.")
            ratio = 1
        }
        if !initialVelocity.isFinite {
            Diagnostics.report("\(api): initial spring velocity \(CALayer.diagnosticNumber(initialVelocity)) is not finite; treated as 0.")
            initialVelocity = 0
        }
        runAnimationBlock(api: api, duration: duration, delay: delay, options: options,
                 pacing: .spring(dampingRatio: ratio, initialVelocity: initialVelocity),
                 animations: animations, completion: completion)
    }

    /// The base implementation of `performWithoutAnimation`, which the class body declares overridable.
    static func _basePerformWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        ViewAnimationStack.with(NoAnimationRecorder()) { actionsWithoutAnimation() }
    }

    /// `changes` animated over `duration` from what shows now, or made at once: what a control's
    /// own animated setters do (`setOn(_:animated:)`, `setValue(_:animated:)`, a cell's selection).
    package static func change(animated: Bool, duration: TimeInterval, _ changes: @escaping () -> Void) {
        if animated {
            animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState], animations: changes)
        } else {
            performWithoutAnimation(changes)
        }
    }

    /// The base implementation of `inheritedAnimationDuration`, which the class body declares overridable.
    static var _baseInheritedAnimationDuration: TimeInterval {
        (ViewAnimationStack.top as? _AnimationBlockContext)?.inheritedDuration ?? 0
    }

    /// The base implementation of `areAnimationsEnabled`, which the class body declares overridable.
    static var _baseAreAnimationsEnabled: Bool {
        animationsEnabledStorage.value && !(ViewAnimationStack.top is NoAnimationRecorder)
    }

    /// The base implementation of `setAnimationsEnabled`, which the class body declares overridable.
    static func _baseSetAnimationsEnabled(_ enabled: Bool) {
        animationsEnabledStorage.value = enabled
    }

    // MARK: - Implementation

    private static let animationsEnabledStorage = ThreadLocal<Bool>("UIView.animationsEnabled") { true }

    /// Runs one animation block: resolves what it inherits, records its changes, then
    /// hands its animations to a completion group. A NaN or infinite duration or delay (`api`
    /// names the call in the report) is taken as 0: the changes are made at once.
    static func runAnimationBlock(
        api: String, duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, pacing: _BlockPacing,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let duration = Diagnostics.finite(duration, "duration", of: api)
        let delay = Diagnostics.finite(delay, "delay", of: api)
        let group = _AnimationCompletionGroup(completion: completion)
        CATransaction.begin()
        if areAnimationsEnabled {
            var effectiveDuration = duration
            var effectivePacing = pacing
            if let outer = ViewAnimationStack.top as? _BlockAnimationRecorder,
               !options.contains(.overrideInheritedOptions) {
                // Expected: UIKit docs, "Nesting Animation Blocks" — nested blocks inherit the
                // parent's duration and curve unless told to override them.
                if !options.contains(.overrideInheritedDuration) { effectiveDuration = outer.duration }
                if !options.contains(.overrideInheritedCurve) { effectivePacing = outer.pacing }
            }
            let recorder = _BlockAnimationRecorder(duration: effectiveDuration, delay: delay, options: options,
                                                   pacing: effectivePacing, group: group)
            ViewAnimationStack.with(recorder) {
                animations()
                if options.contains(.layoutSubviews) {
                    for view in recorder.changedViews { view.layoutIfNeeded() }
                }
            }
        } else {
            ViewAnimationStack.with(NoAnimationRecorder()) { animations() }
        }
        CATransaction.commit()
        group.seal()
    }
}
