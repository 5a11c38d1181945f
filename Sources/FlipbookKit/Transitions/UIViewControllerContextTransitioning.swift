//  UIViewControllerContextTransitioning.swift — FlipbookKit
//  Mirrors UIKit.UIViewControllerContextTransitioning. Status: complete.

import Foundation

/// What an animator needs to know about a transition, and how it reports progress and the end.
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views animate in.
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives the transition.
    var isInteractive: Bool { get }
    /// Whether the interaction controller cancelled the transition.
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }

    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// Tells UIKit the transition's animations are over; pass `!transitionWasCancelled`.
    func completeTransition(_ didComplete: Bool)

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view to animate for `key`; nil where the animator must not touch it.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The rotation applied during the transition (identity: Flipbook never rotates).
    var targetTransform: CGAffineTransform { get }
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
}
