//  UIViewControllerInteractiveTransitioning.swift — FlipbookKit
//  Mirrors UIKit.UIViewControllerInteractiveTransitioning. Status: complete.

import Foundation

/// An interaction controller: drives a transition's progress (from a gesture, or the
/// previewer's arrow keys) instead of letting it run by the clock.
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How fast the rest runs after the interaction ends (default 1).
    var completionSpeed: CGFloat { get }
    /// The curve of the rest after the interaction ends (default ease-in-ease-out).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (default true).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
