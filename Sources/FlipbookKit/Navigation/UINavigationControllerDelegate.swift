//  UINavigationControllerDelegate.swift — FlipbookKit
//  Mirrors UIKit.UINavigationControllerDelegate. Status: complete (the orientation members are asked, but the previewer's screen does not rotate).

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
    /// The orientations the navigation controller supports (nil by default: its own).
    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask
    /// The orientation the navigation controller prefers for a full-screen presentation.
    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation
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
    /// Flipbook: the default stands for an unimplemented optional method: the navigation
    /// controller's own default (all but upside down).
    public func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }
    /// Flipbook: the default is the screen's orientation (the previewer's screen does not rotate).
    public func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController) -> UIInterfaceOrientation {
        let size = UIScreen.main.bounds.size
        return size.width > size.height ? .landscapeRight : .portrait
    }
}
