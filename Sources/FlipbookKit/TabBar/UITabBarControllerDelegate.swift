//  UITabBarControllerDelegate.swift — FlipbookKit
//  Mirrors UIKit.UITabBarControllerDelegate. Status: partial (no customizing or orientation members).

import Foundation

/// Decides whether a tapped tab is selected, hears that it was, and supplies the animator and
/// interaction controller of the change of tab. Every member is optional in UIKit; here each
/// has a default (allowing the selection, doing nothing, or returning nil for no animation).
public protocol UITabBarControllerDelegate: AnyObject {
    /// Asked when the user taps a tab (not when code sets the selection).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Told after the user's tap selected a tab, even the one already selected.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The animator of a change of tab, the user's or code's; nil changes at once.
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller driving `animationController` (asked only when there is one).
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
}
