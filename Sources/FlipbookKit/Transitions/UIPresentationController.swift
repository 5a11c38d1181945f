//  UIPresentationController.swift — FlipbookKit
//  Mirrors UIKit.UIPresentationController. Status: complete.

import Foundation

/// Manages a presented view controller's place on screen: the container view it lives in,
/// its frame there, extra chrome (dimming views), whether the presenter's view stays, and how
/// the presentation adapts to the environment's traits.
open class UIPresentationController: NSObject {
    // Deviation: unowned, not strong as in UIKit. The presented controller owns this object and the
    // presenter owns the presented one, so strong references back would keep a dropped scene alive.
    public unowned let presentedViewController: UIViewController
    /// The controller that presents. Flipbook: held weakly and set again when the presentation
    /// happens (a controller made before, when `presentationController` is first asked for, knows
    /// no presenter yet and reads the presented controller until then).
    open var presentingViewController: UIViewController { presentingStorage ?? presentedViewController }
    package weak var presentingStorage: UIViewController?
    /// The view the presentation happens in; set when the presentation transition begins.
    open internal(set) var containerView: UIView? {
        didSet { (containerView as? UITransitionView)?.presentation = self }
    }
    /// The delegate, whatever its protocol (read through `delegate`; a sheet or popover
    /// controller's own `delegate` gives it as their delegate protocol).
    package weak var adaptiveDelegate: UIAdaptivePresentationControllerDelegate?
    /// A visual effect behind the presented content. Flipbook: kept, not drawn.
    open var backgroundEffect: UIVisualEffect?
    /// Traits the presented controller and its views take over their environment's.
    open var overrideTraitCollection: UITraitCollection?
    /// The controller's key-value observers, told of changes to `presentedView`; nil while nothing
    /// observes it (see `KeyValueObservableProperties`).
    final var keyValueObservers: KeyValueObservers?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presentingStorage = presentingViewController
        super.init()
    }

    /// The style this controller presents with: `.custom` for a presentation controller of your own.
    open var presentationStyle: UIModalPresentationStyle { .custom }

    /// The view that is animated and shown (the presented controller's view).
    ///
    /// Key-value observable (`"presentedView.frame"` too): observers hear when the transition's
    /// begin and end callbacks change it, as a subclass returning a wrapping view does.
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
    /// Called when the container view lays out its subviews (after it changes size, and in the
    /// layout pass before the first frame): the place to size chrome and the presented view.
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    // MARK: Traits and size (UITraitEnvironment, UIContentContainer)

    /// The traits of the container view (of the presenter, before the presentation has one).
    open var traitCollection: UITraitCollection {
        ownTraitOverrides.applied(to: containerView?.traitCollection ?? presentingViewController.traitCollection)
    }

    /// The traits this presentation controller sets for itself and the controller it presents (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { ownTraitOverrides }
        set { UIView.notifyingTraitChanges(of: [self] + presentedViewController.traitEnvironments) { ownTraitOverrides = newValue } }
    }
    package private(set) var ownTraitOverrides = UITraitOverrides()

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The presented controller's preferred content size.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    /// The presented controller's preferred size changed. Does nothing by default: an override
    /// usually moves `presentedView` to a new `frameOfPresentedViewInContainerView`.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// The size the presented controller gets: the container's, by default.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}

    // MARK: Adaptivity

    /// The style the presentation takes in the current environment.
    open var adaptivePresentationStyle: UIModalPresentationStyle { adaptivePresentationStyle(for: traitCollection) }

    /// The style the presentation takes under `traitCollection`: the delegate's answer when it
    /// gives a style UIKit accepts (`.none` keeps `presentationStyle`), else the system's own
    /// adaptation (a sheet goes full screen where the height is compact; a popover where the width is).
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        let system = systemAdaptivePresentationStyle(for: traitCollection)
        guard let delegate = adaptiveDelegate else { return system }
        traitsBeingAdapted = traitCollection
        defer { traitsBeingAdapted = nil }
        let asked = delegate.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
        switch asked {
        case .none: return presentationStyle
        case .fullScreen, .overFullScreen: return asked
        // UIKit docs (iOS 13): a popover may adapt to a sheet too.
        case .pageSheet where presentationStyle == .popover, .formSheet where presentationStyle == .popover: return asked
        default: return system
        }
    }

    /// The system's adaptation of `presentationStyle`, with no delegate.
    package func systemAdaptivePresentationStyle(for traits: UITraitCollection) -> UIModalPresentationStyle {
        switch presentationStyle {
        case .pageSheet, .formSheet: return traits.verticalSizeClass == .compact ? .fullScreen : presentationStyle
        case .popover: return traits.horizontalSizeClass == .compact ? .fullScreen : .popover
        default: return presentationStyle
        }
    }

    /// The interaction controller the next dismissal takes when the transitioning delegate gives
    /// none (a sheet's drag sets it while it calls `dismiss`).
    package var pendingDismissalInteraction: UIViewControllerInteractiveTransitioning?

    /// The traits `adaptivePresentationStyle(for:)` is asking the delegate about (for the
    /// delegate's default answer).
    package var traitsBeingAdapted: UITraitCollection?
}

/// Told how a presentation adapts to its environment and, for sheets, when the user swipes one
/// away (every member is optional in UIKit; here each has a default).
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?)
    /// The presentation adapts to `adaptivePresentationController`: configure it (a sheet's detents)
    /// before it presents.
    func presentationController(_ presentationController: UIPresentationController,
                                prepare adaptivePresentationController: UIPresentationController)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// UIKit docs: without this method, UIKit calls `adaptivePresentationStyle(for:)`.
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }

    /// Without it, the presentation controller's own adaptation.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.systemAdaptivePresentationStyle(for: controller.traitsBeingAdapted ?? controller.traitCollection)
    }

    public func presentationController(_ controller: UIPresentationController,
                                       viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    public func presentationController(_ presentationController: UIPresentationController,
                                       willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: UIViewControllerTransitionCoordinator?) {}
    public func presentationController(_ presentationController: UIPresentationController,
                                       prepare adaptivePresentationController: UIPresentationController) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// The presentation controller of the full-screen and current-context styles (and of a
/// presentation adapted to one).
final class SystemPresentationController: UIPresentationController {
    let style: UIModalPresentationStyle

    init(presented: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var presentationStyle: UIModalPresentationStyle { style }
    override var shouldRemovePresentersView: Bool { style == .fullScreen || style == .currentContext }

    /// Current-context styles cover the presenting controller's view; the others the whole container.
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        guard style == .currentContext || style == .overCurrentContext, let view = presentingViewController.viewIfLoaded,
              view.window != nil else { return containerView.bounds }
        return containerView.convert(view.bounds, from: view)
    }
}

/// Gives `UIPresentationController` its `delegate` in a protocol extension, so that a sheet or
/// popover presentation controller may declare its own `delegate` of its delegate protocol, as
/// UIKit's Objective-C declarations do (Swift does not let a subclass change a property's type).
public protocol _UIPresentationControllerDelegateOwner: AnyObject {}

extension UIPresentationController: _UIPresentationControllerDelegateOwner {}

extension _UIPresentationControllerDelegateOwner where Self: UIPresentationController {
    /// Told how the presentation adapts, and (for sheets) of interactive dismissals. Weak, as in UIKit.
    public var delegate: UIAdaptivePresentationControllerDelegate? {
        get { adaptiveDelegate }
        set { adaptiveDelegate = newValue }
    }
}
