//  UIView+Transition.swift — FlipbookKit
//  Mirrors UIView's view transitions. Status: partial (curls are approximations; see CATransition.swift).

import Foundation

extension UIView {
    /// The base implementation of `transition`, which the class body declares overridable.
    static func _baseTransition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let group = _AnimationCompletionGroup(completion: completion)
        CATransaction.begin()
        addTransition(to: view, duration: duration, options: options, group: group)
        if let animations { runContent(animations, duration: duration, options: options, group: group) }
        CATransaction.commit()
        group.seal()
    }

    /// The base implementation of `transition`, which the class body declares overridable.
    static func _baseTransition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let group = _AnimationCompletionGroup(completion: completion)
        CATransaction.begin()
        if let container = fromView.superview {
            addTransition(to: container, duration: duration, options: options, group: group)
        } else if !options.contains(.showHideTransitionViews) {
            Diagnostics.report("UIView.transition(from:to:duration:options:completion:): the from view has no superview, so there is nowhere to put the to view; nothing changed.", near: fromView)
        }
        performWithoutAnimation {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container = fromView.superview {
                // Above fromView, so that once fromView is gone toView sits at its index.
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        CATransaction.commit()
        group.seal()
    }

    // MARK: - Implementation

    /// The Core Animation transition for the transition field of `options`, if any.
    private static func makeTransition(for options: AnimationOptions) -> CATransition? {
        let transition = CATransition()
        switch options.transition {
        case 1: (transition.type, transition.subtype) = (.flip, .fromLeft)
        case 2: (transition.type, transition.subtype) = (.flip, .fromRight)
        // Flipbook: curls are approximations (the page rolls up flat; no curved surface).
        case 3: transition.type = .pageCurl
        case 4: transition.type = .pageUnCurl
        case 5: transition.type = .fade
        case 6: (transition.type, transition.subtype) = (.flip, .fromTop)
        case 7: (transition.type, transition.subtype) = (.flip, .fromBottom)
        default: return nil
        }
        return transition
    }

    /// Adds the transition of `options` to `view`'s layer, before anything changes, so that it
    /// captures the old picture. Nothing is added for a view on no clock or a zero duration.
    private static func addTransition(
        to view: UIView, duration: TimeInterval, options: AnimationOptions, group: _AnimationCompletionGroup
    ) {
        let layer = view.layer
        guard let clock = layer.clock else { return }
        if group.clock == nil { group.clock = clock }
        guard areAnimationsEnabled, duration > 0, let transition = makeTransition(for: options) else { return }
        transition.duration = duration
        transition.timingFunction = options.curve.timingFunction
        transition.delegate = group.makeDelegate(for: layer, key: kCATransition)
        layer.add(transition, forKey: kCATransition)
    }

    /// Runs a transition's content changes: immediately, or animated alongside with `.allowAnimatedContent`.
    private static func runContent(
        _ animations: () -> Void, duration: TimeInterval, options: AnimationOptions, group: _AnimationCompletionGroup
    ) {
        guard options.contains(.allowAnimatedContent), areAnimationsEnabled else {
            // Expected: UIKit docs — changes in a transition block are not animated individually.
            ViewAnimationStack.with(NoAnimationRecorder()) { animations() }
            return
        }
        let recorder = _BlockAnimationRecorder(duration: duration, delay: 0,
                                               options: options.subtracting([.repeat, .autoreverse]),
                                               pacing: .curve(options.curve), group: group)
        ViewAnimationStack.with(recorder) { animations() }
    }
}

/// The key layer transitions are added under (the value of QuartzCore's `kCATransition`).
