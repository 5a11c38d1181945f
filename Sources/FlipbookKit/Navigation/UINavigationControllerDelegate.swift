//  UINavigationControllerDelegate.swift — FlipbookKit
//  Mirrors UIKit.UINavigationControllerDelegate. Status: partial (no orientation members).

import Foundation

/// Hears when a navigation controller shows a controller, and supplies the animator and
/// interaction controller of its push and pop transitions.
///
/// Every member is optional in UIKit; here each has a default in a protocol extension
/// (doing nothing, or returning nil so the system animation runs).
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Called before `viewController` is shown, after the appearance callbacks have begun.
    func navigationController(_ navigationController: UINavigationController,
                              willShow viewController: UIViewController, animated: Bool)
    /// Called once `viewController` is shown, after its `viewDidAppear`.
    func navigationController(_ navigationController: UINavigationController,
                              didShow viewController: UIViewController, animated: Bool)
    /// The animator of a push or pop from `fromVC` to `toVC`; nil runs the system slide.
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller driving `animationController`. As in UIKit, it is asked only
    /// when the delegate supplied the animator.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController,
                                     to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}
