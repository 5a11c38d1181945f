//  UIViewControllerAnimatedTransitioning.swift — FlipbookKit
//  Mirrors UIKit.UIViewControllerAnimatedTransitioning. Status: complete.

import Foundation

/// An animator: the animations of a view-controller transition, over a fixed duration.
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// How long the transition lasts.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Adds the views to the container, animates them, and calls `completeTransition(_:)` at the end.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// An interruptible animator running the transition (optional in UIKit); the same
    /// instance for the whole transition.
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating
    /// Called once the transition is over (optional in UIKit).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Flipbook: Swift on Linux has no optional protocol members; this default stands for
    /// "not implemented" and UIKit's machinery recognises it.
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        NoInterruptibleAnimator()
    }

    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What the default `interruptibleAnimator(using:)` returns: the animator has none.
final class NoInterruptibleAnimator: NSObject, UIViewImplicitlyAnimating {
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed = false
    var fractionComplete: CGFloat = 0
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
}
