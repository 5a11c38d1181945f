//  UITraitEnvironment.swift — FlipbookKit
//  Mirrors UIKit.UITraitEnvironment: the trait collections of screens, windows, views, view
//  controllers and presentation controllers, and `traitCollectionDidChange` when they change.
//  Status: partial (traits change when a window changes size or an override changes; overrides:
//  iOS 17's traitOverrides, the interface style, a parent's for a child and a presentation
//  controller's; no iOS 17 trait-change registration).

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
    /// The traits flowing down to this view: the window's (its scene's, with the scene's overrides;
    /// the screen's for a view in no window), with every override on the way down — a view
    /// controller's and its containers' (`applyingOverrides(to:)`), then the view's own — the
    /// nearest winning.
    package var environmentTraits: UITraitCollection {
        var traits: UITraitCollection
        if let superview {
            traits = superview.environmentTraits
        } else if let window = self as? UIWindow {
            let device = UITraitCollection.device(size: window.bounds.size)
            traits = window.windowScene.map { $0.traitOverrides.applied(to: device) } ?? device
        } else {
            traits = UIScreen.main.traitCollection
        }
        if let controller = owningViewController { traits = controller.applyingOverrides(to: traits) }
        return ownTraitOverrides.applied(to: traits).with(style: overrideUserInterfaceStyle)
    }

    /// This view, its subviews and the controllers that own them: what a change of traits here reaches.
    package var traitEnvironments: [UITraitEnvironment] {
        var result: [UITraitEnvironment] = []
        func visit(_ view: UIView) {
            if let controller = view.owningViewController { result.append(controller) }
            result.append(view)
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        return result
    }

    /// Runs `change`, then tells every environment in `environments` whose traits it changed,
    /// with the traits it had (`traitCollectionDidChange(_:)`).
    package static func notifyingTraitChanges(of environments: [UITraitEnvironment], _ change: () -> Void) {
        let before = environments.map(\.traitCollection)
        change()
        for (environment, old) in zip(environments, before) where environment.traitCollection != old {
            environment.traitCollectionDidChange(old)
        }
    }
}

extension UIViewController {
    /// `inherited` with the overrides this controller takes: its presentation controller's (when
    /// presented), its parent's for it (`setOverrideTraitCollection(_:forChild:)`), then its own.
    package func applyingOverrides(to inherited: UITraitCollection) -> UITraitCollection {
        var traits = inherited
        if presentingThis != nil, let presentation = presentationControllerStorage {
            if let override = presentation.overrideTraitCollection { traits = UITraitCollection(traitsFrom: [traits, override]) }
            traits = presentation.ownTraitOverrides.applied(to: traits)
        }
        if let override = parent?.overrideTraitCollection(forChild: self) { traits = UITraitCollection(traitsFrom: [traits, override]) }
        return ownTraitOverrides.applied(to: traits).with(style: overrideUserInterfaceStyle)
    }

    /// The controller, its children, and its views when loaded: what a change of its traits reaches.
    package var traitEnvironments: [UITraitEnvironment] {
        viewIfLoaded?.traitEnvironments ?? [self] + children.flatMap(\.traitEnvironments)
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
        if oldTraits != newTraits {
            for controller in controllers where controller.parent == nil {
                controller.willTransition(to: newTraits, with: coordinator)
            }
        }
        let presentations: [UITraitEnvironment] = controllers.compactMap { $0.presentingThis != nil ? $0.presentationControllerStorage : nil }
        UIView.notifyingTraitChanges(of: controllers + presentations + traitEnvironments.filter { !($0 is UIViewController) }) {
            apply()
            coordinator.run()
        }
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
