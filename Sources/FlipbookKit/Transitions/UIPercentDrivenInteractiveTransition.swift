//  UIPercentDrivenInteractiveTransition.swift — FlipbookKit
//  Mirrors UIKit.UIPercentDrivenInteractiveTransition. Status: complete.

import Foundation

/// Drives a transition by its percentage complete, as a pan gesture would.
///
/// With an animator that has no interruptible animator, it works as UIKit does: the
/// transition's animations are added to a container whose layer time is paused at 0;
/// `update(_:)` moves that time to `percent × duration`; `finish()` and `cancel()` run it on to
/// the end or back to 0 at `completionSpeed` along `completionCurve` (or `timingCurve`).
/// At 0 after a cancel, the animations are removed, so their completions run and the
/// animator calls `completeTransition(false)`.
///
/// With an interruptible animator (`interruptibleAnimator(using:)`), it pauses that animator
/// and scrubs it with `fractionComplete`, then continues it forwards or reversed.
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How fast the rest runs after `finish()` or `cancel()` (default 1).
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest after `finish()` or `cancel()` (default ease-in-ease-out).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// A timing curve for the rest that takes precedence over `completionCurve` (iOS 10).
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts interactive (default true); when false it runs until `pause()`.
    open var wantsInteractiveStart = true

    /// The transition's duration, once started.
    open private(set) var duration: CGFloat = 0
    /// The progress last given to `update(_:)`, 0…1.
    open private(set) var percentComplete: CGFloat = 0

    private weak var context: ViewControllerTransition?
    private var animator: UIViewImplicitlyAnimating?
    /// The container's layer, then those of the views animated alongside outside it
    /// (`animateAlongsideTransition(in:animation:completion:)`, a navigation bar's), with the
    /// timing each had: their time is the transition's.
    private var drivenLayers: [(layer: CALayer, saved: (beginTime: CFTimeInterval, speed: Float, timeOffset: CFTimeInterval))] = []
    /// The container's layer, whose time is the transition's progress.
    private var containerLayer: CALayer? { drivenLayers.first?.layer }
    private var isCancelling = false

    public override init() {
        super.init()
    }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? ViewControllerTransition else {
            Diagnostics.report("UIPercentDrivenInteractiveTransition needs the transition context UIKit passes to "
                + "startInteractiveTransition(_:).")
            return
        }
        self.context = context
        percentComplete = 0
        defer {
            // Read after the animator has started: a physics transition knows its length only then.
            duration = CGFloat(context.duration)
        }
        if let interruptible = context.interruptibleAnimator {
            animator = interruptible
            if wantsInteractiveStart {
                interruptible.pauseAnimation()
            } else {
                interruptible.startAnimation()
            }
            return
        }
        drivenLayers = ([context.containerView] + context.viewsAnimatedAlongsideOutsideContainer).map {
            ($0.layer, ($0.layer.beginTime, $0.layer.speed, $0.layer.timeOffset))
        }
        // The transition's time starts at 0 in the driven layers: held there for an interactive
        // start, running from now otherwise, so that finish(), cancel() and pause() read how far
        // it has gone whenever it began.
        for (layer, _) in drivenLayers {
            layer.timeWarp = nil
            layer.speed = wantsInteractiveStart ? 0 : 1
            layer.timeOffset = 0
            layer.beginTime = wantsInteractiveStart ? 0 : parentTime(of: layer)
        }
        context.animator.animateTransition(using: context)
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        guard let context, !context.isComplete else { return }
        let p = min(max(percentComplete, 0), 1)
        self.percentComplete = p
        if !context.isInteractive {
            // Grabbed again while running on after finish()/cancel(): interactive again from here.
            context.pauseInteractiveTransition()
            isCancelling = false
            context.window?.clock.removeEventSource(self)
            animator?.pauseAnimation()
        }
        context.updateInteractiveTransition(p)
        if let animator {
            animator.fractionComplete = p
        } else {
            for (layer, _) in drivenLayers {
                layer.timeWarp = nil
                layer.speed = 0
                layer.timeOffset = Double(p) * Double(duration)
            }
        }
    }

    /// Stops a transition running after `finish()`/`cancel()` (or a non-interactive start) where it is.
    open func pause() {
        guard let context, !context.isComplete else { return }
        context.pauseInteractiveTransition()
        if let animator {
            animator.pauseAnimation()
            percentComplete = animator.fractionComplete
        } else if let container = containerLayer {
            let now = container.localTime(fromParentTime: parentTime(of: container))
            for (layer, _) in drivenLayers {
                layer.timeWarp = nil
                layer.speed = 0
                layer.timeOffset = now
            }
            percentComplete = duration > 0 ? CGFloat(now / Double(duration)) : 0
        }
        isCancelling = false
        context.window?.clock.removeEventSource(self)
    }

    /// Runs the rest of the transition to its end.
    open func finish() {
        guard let context, !context.isComplete else { return }
        context.finishInteractiveTransition()
        runRest(forwards: true)
    }

    /// Runs the transition back to its start, then it completes cancelled.
    open func cancel() {
        guard let context, !context.isComplete else { return }
        context.cancelInteractiveTransition()
        runRest(forwards: false)
    }

    /// The curve the rest follows.
    private var restCurve: UICubicTimingParameters {
        timingCurve?.cubicTimingParameters ?? UICubicTimingParameters(animationCurve: completionCurve)
    }

    private func runRest(forwards: Bool) {
        let speed = max(Double(completionSpeed), 0.01)
        if let animator {
            animator.isReversed = !forwards
            let parameters: UITimingCurveProvider = timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
            animator.continueAnimation(withTimingParameters: parameters, durationFactor: CGFloat(1 / speed))
            return
        }
        guard let container = containerLayer, let context else { return }
        let total = Double(duration)
        let now = container.localTime(fromParentTime: parentTime(of: container))
        let target = forwards ? total : 0
        for (layer, _) in drivenLayers {
            layer.timeWarp = LayerTimeWarp(
                start: parentTime(of: layer), duration: abs(target - now) / speed, from: now, to: target,
                curve: restCurve.timingFunction, rateAfter: forwards ? speed : 0)
        }
        isCancelling = !forwards
        if !forwards { context.window?.clock.addEventSource(self) }
    }

    /// The container's parent time now.
    private func parentTime(of layer: CALayer) -> CFTimeInterval {
        guard let clock = layer.clock else { return 0 }
        return layer.superlayer?.localTime(fromRootTime: clock.time) ?? clock.time
    }

    /// The transition's progress now, 0…1, as its animations stand: an interruptible animator's
    /// `fractionComplete`, or the time the container's layer has reached over the duration — the
    /// percent `update(_:)` set while under the hand, then rising to 1 after `finish()` or falling
    /// to 0 after `cancel()`. Nil when no transition runs.
    package var progress: Double? {
        guard let context, !context.isComplete else { return nil }
        if let animator { return Double(animator.fractionComplete) }
        guard let layer = containerLayer, duration > 0 else { return Double(percentComplete) }
        return min(max(layer.localTime(fromParentTime: parentTime(of: layer)) / Double(duration), 0), 1)
    }

    /// Called by the transition when it completes: the container's time goes back to normal.
    package func transitionDidComplete() {
        context?.window?.clock.removeEventSource(self)
        for (layer, saved) in drivenLayers {
            layer.timeWarp = nil
            layer.beginTime = saved.beginTime
            layer.speed = saved.speed
            layer.timeOffset = saved.timeOffset
        }
        drivenLayers = []
        animator = nil
    }
}

extension UIPercentDrivenInteractiveTransition: ClockEventSource {
    /// A cancel is over when the container's time is back at 0.
    package var dueTime: CFTimeInterval? {
        guard isCancelling, let layer = containerLayer, let warp = layer.timeWarp else { return nil }
        guard let superlayer = layer.superlayer else { return warp.end }
        return superlayer.rootTime(fromLocalTime: warp.end)
    }

    /// Back at the start: the animated properties take the values they had before the
    /// transition's animations (UIKit docs, `UIViewAnimatingPosition.start`: "the values of the
    /// properties before you applied any animations", where a cancelled transition's animations
    /// end), then the animations are removed so their completions run (finished == false) and the
    /// animator completes the transition as cancelled. So a cancelled drag-to-dismiss leaves the
    /// modal where it was, and a second drag animates it again. Dynamics in the container have no
    /// animation to remove: their items go back to the start and their animators pause, which is
    /// where a physics animator completes.
    package func fire() {
        isCancelling = false
        guard let layer = containerLayer else { return }
        layer.clock?.removeEventSource(self)
        let window = context?.window, container = context?.containerView
        for (driven, _) in drivenLayers {
            driven.forEachLayerInSubtree { sublayer in
                guard sublayer.animationKeys() != nil else { return }
                // The transition's time is back at 0 here: what each layer shows is its start.
                if let clock = sublayer.clock {
                    sublayer.modelProperties = sublayer.presentationProperties(atLayerTime: sublayer.localTime(fromRootTime: clock.time))
                }
                sublayer.removeAllAnimations()
            }
        }
        guard let window, let container else { return }
        for animator in window.dynamicAnimators where animator.referenceView?.isDescendant(of: container) == true {
            animator.returnToStartAndPause()
        }
    }
}
