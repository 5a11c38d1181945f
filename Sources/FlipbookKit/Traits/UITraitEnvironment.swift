//  UITraitEnvironment.swift — FlipbookKit
//  Mirrors UIKit.UITraitEnvironment: the trait collections of screens, windows, views, view
//  controllers and presentation controllers, and `traitCollectionDidChange` when they change.
//  Status: partial (traits change when a window changes size; overrides are the interface
//  style, a parent's for a child and a presentation controller's; no iOS 17 trait registration).

import Foundation

/// Something with traits, told when they change.
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIScreen: UITraitEnvironment {
    /// The device's traits at the screen's size.
    public var traitCollection: UITraitCollection { .device(size: bounds.size) }
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}
extension UIPresentationController: UITraitEnvironment {}

extension UIView {
    /// The window's traits (the screen's, for a view in no window), with the interface style of
    /// the nearest view or view controller up the hierarchy that overrides it.
    /// Overrides apply on the way down: a parent's `setOverrideTraitCollection(_:forChild:)` and a
    /// presentation controller's `overrideTraitCollection`, the nearest winning.
    package var environmentTraits: UITraitCollection {
        let base = window.map { UITraitCollection.device(size: $0.bounds.size) }
            ?? UIScreen.main.traitCollection
        var overrides: [UITraitCollection] = []   // nearest first
        var view: UIView? = self
        while let current = view {
            if let controller = current.owningViewController {
                if let override = controller.parent?.overrideTraitCollection(forChild: controller) { overrides.append(override) }
                if controller.presentingThis != nil, let override = controller.presentationControllerStorage?.overrideTraitCollection {
                    overrides.append(override)
                }
            }
            view = current.superview
        }
        let traits = overrides.isEmpty ? base : UITraitCollection(traitsFrom: [base] + overrides.reversed())
        return traits.with(style: inheritedInterfaceStyleOverride)
    }

    /// The nearest `overrideUserInterfaceStyle` up the view and controller hierarchy.
    var inheritedInterfaceStyleOverride: UIUserInterfaceStyle {
        var view: UIView? = self
        while let current = view {
            if current.overrideUserInterfaceStyle != .unspecified { return current.overrideUserInterfaceStyle }
            if let controller = current.owningViewController, controller.overrideUserInterfaceStyle != .unspecified {
                return controller.overrideUserInterfaceStyle
            }
            view = current.superview
        }
        return .unspecified
    }
}

extension UIWindow {
    /// After the window changed size: the content containers are told of the new size before it
    /// takes effect (`viewWillTransition(to:with:)`) and of new traits (`willTransition(to:with:)`),
    /// and every trait environment whose traits changed gets `traitCollectionDidChange`.
    /// Flipbook: a window changes size at once (a device does not rotate here); the coordinator
    /// runs alongside blocks as plain changes and then its completions.
    func changeSize(from oldSize: CGSize, to newSize: CGSize, apply: () -> Void) {
        let oldTraits = UITraitCollection.device(size: oldSize)
        let newTraits = UITraitCollection.device(size: newSize)
        let controllers = contentControllers
        let coordinator = ImmediateTransitionCoordinator(container: self)
        for controller in controllers where controller.parent == nil {
            controller.viewWillTransition(to: newSize, with: coordinator)
        }
        let traitsChange = oldTraits != newTraits
        if traitsChange {
            for controller in controllers where controller.parent == nil {
                controller.willTransition(to: newTraits, with: coordinator)
            }
        }
        apply()
        coordinator.run()
        guard traitsChange else { return }
        for controller in controllers {
            controller.traitCollectionDidChange(oldTraits.with(style: controller.overrideUserInterfaceStyle))
            if controller.presentingThis != nil { controller.presentationControllerStorage?.traitCollectionDidChange(oldTraits) }
        }
        notifyTraitsChanged(in: self, from: oldTraits)
    }

    private func notifyTraitsChanged(in view: UIView, from old: UITraitCollection) {
        view.traitCollectionDidChange(old.with(style: view.inheritedInterfaceStyleOverride))
        for subview in view.subviews { notifyTraitsChanged(in: subview, from: old) }
    }

    /// The root controller, the controllers it presents, and all their children, parents first.
    private var contentControllers: [UIViewController] {
        var result: [UIViewController] = []
        func visit(_ controller: UIViewController) {
            result.append(controller)
            for child in controller.children { visit(child) }
            if let presented = controller.presentedByThis { visit(presented) }
        }
        if let rootViewController { visit(rootViewController) }
        return result
    }
}

/// The coordinator of a change with no animation (a window's size): alongside blocks run at once
/// as plain changes, then completions.
private final class ImmediateTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(container: UIView) { containerView = container }

    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { 1 }
    var completionVelocity: CGFloat { 1 }
    var completionCurve: UIView.AnimationCurve { .easeInOut }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
    var targetTransform: CGAffineTransform { .identity }

    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}

    func run() {
        UIView.performWithoutAnimation { for block in alongside { block(self) } }
        for completion in completions { completion(self) }
        alongside = []
        completions = []
    }
}
