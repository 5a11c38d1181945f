//  UIViewControllerTransitionCoordinator.swift — FlipbookKit
//  Mirrors UIKit.UIViewControllerTransitionCoordinator and its context. Status: complete, but for
//  one approximation, said at `animateAlongsideTransition(in:animation:completion:)`.

import Foundation

/// What a coordinator knows of the transition it coordinates (UIKit docs:
/// UIViewControllerTransitionCoordinatorContext).
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
}

/// Runs animations alongside a view-controller transition, and code when it ends (UIKit docs:
/// a view controller's `transitionCoordinator` during a presentation, dismissal, push or pop).
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in the transition's animation (its duration and curve, scrubbed with it
    /// when it is interactive), and `completion` when it ends. Returns false when the transition
    /// is over already.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool

    /// As `animate(alongsideTransition:completion:)`, for animations of a view outside the
    /// transition's container.
    /// Flipbook: under the hand (interactive), such a view's animations run in the clock's time,
    /// not the container's, so they are not scrubbed with the transition.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool

    /// Calls `handler` each time the transition stops or starts being driven interactively.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    // Swift's import of UIKit gives the nullable completion blocks a default of nil, so calls
    // name only the animation: `coordinator.animate(alongsideTransition: { _ in … })`.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    @discardableResult
    public func animateAlongsideTransition(in view: UIView?,
                                           animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}

extension UIViewController {
    /// The coordinator of the transition this controller, an ancestor or a child takes part in,
    /// while it runs (nil otherwise).
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        let window = viewIfLoaded?.window ?? UIWindow.current
        return window?.activeTransitions.last { $0.involves(self) }
    }
}
