//  UITabBarControllerDelegate.swift — FlipbookKit
//  Mirrors UIKit.UITabBarControllerDelegate. Status: complete (customizing, orientation, sidebar
//  and drop members are declared with UIKit's defaults and never called: the previewer has no
//  More tab, rotation, sidebar or drag and drop).

import Foundation

/// Decides whether a tapped tab is selected, hears that it was, and supplies the animator and
/// interaction controller of the change of tab. Every member is optional in UIKit; here each
/// has a default (allowing the selection, doing nothing, or returning nil for no animation).
public protocol UITabBarControllerDelegate: AnyObject {
    /// Asked when the user taps a tab (not when code sets the selection).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Told after the user's tap selected a tab, even the one already selected.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)

    // Flipbook: never called — there is no More tab or customizing sheet.
    func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)
    func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)

    // Flipbook: never called — the previewer's screen does not rotate.
    func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask
    func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation

    /// The animator of a change of tab, the user's or code's; nil changes at once.
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The interaction controller driving `animationController` (asked only when there is one).
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?

    /// Told after the user's tap selected a tab of a controller set up with `UITab`s (iOS 18).
    func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)
    /// Asked when the user taps a tab of a controller set up with `UITab`s (iOS 18).
    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool
    // Flipbook: never called — no sidebar to reorder, hide or edit tabs in, and no drag and drop.
    func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup)
    func tabBarController(_ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
                          proposedViewControllers: [UIViewController]) -> [UIViewController]
    func tabBarController(_ tabBarController: UITabBarController, tab: UITab, acceptItemsFrom session: any UIDropSession)
    func tabBarController(_ tabBarController: UITabBarController, tab: UITab,
                          operationForAcceptingItemsFrom session: any UIDropSession) -> UIDropOperation
    func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab])
    func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController)
    func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(_ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]) {}
    public func tabBarController(_ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController],
                                 changed: Bool) {}
    public func tabBarController(_ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController],
                                 changed: Bool) {}
    /// UIKit's default: every orientation but upside down (an iPhone's).
    public func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController)
        -> UIInterfaceOrientation { .portrait }
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    public func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {}
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, displayOrderDidChangeFor group: UITabGroup) {}
    /// UIKit's default: the proposed controllers.
    public func tabBarController(_ tabBarController: UITabBarController, displayedViewControllersFor tab: UITab,
                                 proposedViewControllers: [UIViewController]) -> [UIViewController] { proposedViewControllers }
    public func tabBarController(_ tabBarController: UITabBarController, tab: UITab, acceptItemsFrom session: any UIDropSession) {}
    public func tabBarController(_ tabBarController: UITabBarController, tab: UITab,
                                 operationForAcceptingItemsFrom session: any UIDropSession) -> UIDropOperation { .cancel }
    public func tabBarController(_ tabBarController: UITabBarController, visibilityDidChangeFor tabs: [UITab]) {}
    public func tabBarControllerDidEndEditing(_ tabBarController: UITabBarController) {}
    public func tabBarControllerWillBeginEditing(_ tabBarController: UITabBarController) {}
}
