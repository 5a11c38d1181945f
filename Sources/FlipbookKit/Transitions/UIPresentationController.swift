//  UIPresentationController.swift — FlipbookKit
//  Mirrors UIKit.UIPresentationController. Status: partial (no adaptivity, traits or presented-view wrapping).

import Foundation

/// Manages a presented view controller's place on screen: the container view it lives in,
/// its frame there, extra chrome (dimming views), and whether the presenter's view stays.
open class UIPresentationController: NSObject {
    // Deviation: unowned, not strong as in UIKit. The presented controller owns this object and the
    // presenter owns the presented one, so strong references back would keep a dropped scene alive.
    public unowned let presentedViewController: UIViewController
    public unowned let presentingViewController: UIViewController
    /// The view the presentation happens in; set when the presentation transition begins.
    open internal(set) var containerView: UIView?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        super.init()
    }

    /// The view that is animated and shown (the presented controller's view).
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view sits in the container when the presentation is over.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view is taken away once the presentation is over (false: it stays underneath).
    open var shouldRemovePresentersView: Bool { false }
    open var shouldPresentInFullscreen: Bool { true }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
}

/// The presentation controller of the system styles.
final class SystemPresentationController: UIPresentationController {
    let style: UIModalPresentationStyle

    init(presented: UIViewController, presenting: UIViewController, style: UIModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var shouldRemovePresentersView: Bool { style.removesPresentersView }
}
