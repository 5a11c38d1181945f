//  UITabBarController.swift — FlipbookKit
//  Mirrors UIKit.UITabBarController. Status: partial (no More tab, no customizing, no sidebar).

import Foundation

/// A row of tabs, each a child view controller: the selected child's view fills the screen
/// behind the tab bar, and a tap on a tab — or code setting `selectedIndex` — switches to
/// another, through the delegate's animator when it gives one.
///
/// As in UIKit, every controller in `viewControllers` is a child from the start; a child's
/// view is loaded when its tab is first shown, and only the selected child gets appearance callbacks.
open class UITabBarController: UIViewController {
    open weak var delegate: UITabBarControllerDelegate?
    private var controllers: [UIViewController] = []
    private var selected = NSNotFound
    private var tabBarStorage: UITabBar?
    private var transitionViewStorage: UIView?
    /// The change of tab running now, if any.
    private var tabTransition: ViewControllerTransition?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The bar of tabs along the bottom.
    open var tabBar: UITabBar {
        if let tabBarStorage { return tabBarStorage }
        let bar = UITabBar(frame: .zero)
        bar.selectAction = { [weak self] item in self?.userSelected(item) }
        tabBarStorage = bar
        return bar
    }

    /// The tabs' controllers, leading first.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs; the selection stays on the same controller if it is still there, else the first.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = controllers
        let new = viewControllers ?? []
        let previous = selectedViewController
        for controller in old where !new.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller === previous, isViewLoaded { hide(controller) }
            controller.removeFromParent()
        }
        for controller in new where !old.contains(where: { $0 === controller }) {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        controllers = new
        tabBar.setItems(new.map(\.tabBarItem), animated: animated)
        if let previous, let kept = new.firstIndex(where: { $0 === previous }) {
            // The selected controller stays, on screen as it was: only its index may change.
            selected = kept
            tabBar.selectedItem = previous.tabBarItem
            return
        }
        selected = NSNotFound
        if !new.isEmpty { select(0, allowAnimation: false) }
    }

    /// The selected tab's index (`NSNotFound` with no tabs). Setting it switches tabs — through the
    /// delegate's animator, but without asking `shouldSelect` or telling `didSelect`, as in UIKit.
    open var selectedIndex: Int {
        get { selected }
        set {
            guard newValue >= 0, newValue < controllers.count else { return }
            select(newValue, allowAnimation: true)
        }
    }

    open var selectedViewController: UIViewController? {
        get { selected == NSNotFound ? nil : controllers[selected] }
        set {
            guard let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// Only the selected child gets the tab bar controller's appearance callbacks.
    package override var appearanceChildren: [UIViewController] {
        selectedViewController.map { [$0] } ?? []
    }

    // MARK: Views

    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemBackground
        view = root
        let container = UIView(frame: root.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionViewStorage = container
        root.addSubview(container)
        let bar = tabBar
        let height = bar.sizeThatFits(root.bounds.size).height
        bar.frame = CGRect(x: 0, y: root.bounds.height - height, width: root.bounds.width, height: height)
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(bar)
        if let shown = selectedViewController { install(shown.view) }
    }

    /// The view the selected child's view fills (behind the tab bar, as UIKit extends content under it).
    private var transitionView: UIView {
        loadViewIfNeeded()
        return transitionViewStorage!
    }

    private func install(_ view: UIView) {
        let container = transitionView
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview !== container { container.addSubview(view) }
    }

    /// Above the tab bar, while it shows.
    // Flipbook: children extend under an opaque tab bar too (edgesForExtendedLayout is not read here).
    package override func uncoveredRegion(forChild child: UIViewController, in window: UIWindow) -> CGRect? {
        guard let bar = tabBarStorage, !bar.isHidden, bar.window === window else { return nil }
        let top = bar.convert(bar.bounds, to: window).minY
        return .safeRegion(above: top)
    }

    private func hide(_ controller: UIViewController) {
        guard let view = controller.viewIfLoaded, view.superview === transitionViewStorage else { return }
        if isAppeared { controller.beginAppearanceTransition(false, animated: false) }
        view.removeFromSuperview()
        if isAppeared { controller.endAppearanceTransition() }
    }

    // MARK: Selecting

    /// A tap on a tab: the delegate may refuse; otherwise the tab is selected and the delegate told.
    private func userSelected(_ item: UITabBarItem) {
        guard let index = controllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = controllers[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        select(index, allowAnimation: true)
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Shows tab `index`: at once, or — when the delegate gives an animator and the tab bar
    /// controller is on screen — through a transition in the container.
    private func select(_ index: Int, allowAnimation: Bool) {
        // Flipbook: while a change of tab animates, another selection is ignored (UIKit queues nothing either).
        guard index != selected, tabTransition == nil else { return }
        let old = selectedViewController
        let new = controllers[index]
        selected = index
        tabBar.selectedItem = new.tabBarItem
        guard isViewLoaded else { return }
        guard let old, view.window != nil, allowAnimation,
              let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: old, to: new) else {
            if let old { hide(old) }
            let appearing = isAppeared
            if appearing { new.beginAppearanceTransition(true, animated: false) }
            install(new.view)
            if appearing { new.endAppearanceTransition() }
            return
        }
        runTransition(from: old, to: new, animator: animator)
    }

    private func runTransition(from old: UIViewController, to new: UIViewController, animator: UIViewControllerAnimatedTransitioning) {
        let container = transitionView
        let interaction = delegate?.tabBarController(self, interactionControllerFor: animator)
        let bounds = container.bounds
        let toView = new.view!
        toView.frame = bounds
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let appearing = isAppeared
        let transition = ViewControllerTransition(
            operation: .tab, from: old, to: new, container: container, fromView: old.view, toView: toView,
            initialFrames: [ObjectIdentifier(old): bounds, ObjectIdentifier(new): .zero],
            finalFrames: [ObjectIdentifier(new): bounds, ObjectIdentifier(old): .zero],
            animated: true, style: .fullScreen, animator: animator, interactionController: interaction,
            hooks: .init(
                finish: { [self] completed in
                    if completed {
                        if !toView.isDescendant(of: container) {
                            Diagnostics.report("The incoming view was not in the transition's container view when the change of tab "
                                + "completed; UIKit would show a blank screen. Add it with transitionContext.containerView.addSubview(toView).",
                                near: container)
                            install(toView)
                        }
                        old.viewIfLoaded?.removeFromSuperview()
                    } else {
                        toView.removeFromSuperview()
                        install(old.view)
                        selected = controllers.firstIndex { $0 === old } ?? selected
                        tabBar.selectedItem = old.tabBarItem
                    }
                },
                appearanceStart: {
                    guard appearing else { return }
                    old.beginAppearanceTransition(false, animated: true)
                    new.beginAppearanceTransition(true, animated: true)
                },
                appearanceEnd: { completed in
                    if appearing { UIViewController.endAppearanceSwap(from: old, to: new, completed: completed, animated: true) }
                },
                completion: { [weak self] _ in self?.tabTransition = nil }))
        tabTransition = transition
        transition.start()
    }
}

extension UIViewController {
    /// The nearest tab bar controller among this controller's ancestors.
    public var tabBarController: UITabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? UITabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }
}
