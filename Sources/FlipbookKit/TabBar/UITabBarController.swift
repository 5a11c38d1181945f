//  UITabBarController.swift — FlipbookKit
//  Mirrors UIKit.UITabBarController. Status: partial (tabs from view controllers or UITabs; no More
//  tab, no customizing, no sidebar, no bottom accessory drawn).

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

    /// A tab bar controller showing `tabs` (iOS 18): each tab's view controller is one of `viewControllers`.
    public init(tabs: [UITab]) {
        super.init(nibName: nil, bundle: nil)
        setTabs(tabs, animated: false)
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

    /// The controllers the user may rearrange when customizing; UIKit docs: set to
    /// `viewControllers` whenever those change.
    // Flipbook: kept — there is no More tab or customizing sheet to rearrange them in.
    open var customizableViewControllers: [UIViewController]?

    /// The navigation controller of the More tab (always the same one, never in `viewControllers`).
    // Flipbook: the tab bar shows every tab (no More tab), so this controller is never shown.
    open private(set) lazy var moreNavigationController: UINavigationController = {
        let list = UIViewController()
        list.title = "More"
        return UINavigationController(rootViewController: list)
    }()

    // MARK: Tabs (iOS 18)

    private var tabList: [UITab] = []

    /// The tabs; setting them is `setTabs(_:animated:)`, not animated.
    open var tabs: [UITab] {
        get { tabList }
        set { setTabs(newValue, animated: false) }
    }

    /// Replaces the tabs: the tab bar shows the tabs not hidden, each showing its view controller.
    open func setTabs(_ tabs: [UITab], animated: Bool) {
        for tab in tabList where tab.tabBarController === self { tab.tabBarController = nil }
        tabList = tabs
        for tab in tabs { tab.tabBarController = self }
        setViewControllers(tabs.filter { !$0.isHidden }.compactMap(\.viewController), animated: animated)
    }

    /// The selected tab (nil with no tabs); setting it selects its view controller.
    open var selectedTab: UITab? {
        get {
            guard let selectedViewController else { return nil }
            return tabList.first { $0.viewController === selectedViewController }
        }
        set {
            guard let newValue, let controller = newValue.viewController else { return }
            selectedViewController = controller
        }
    }

    /// The tab with `identifier`, searched through groups.
    open func tab(forIdentifier identifier: String) -> UITab? {
        for tab in tabList {
            if tab.identifier == identifier { return tab }
            if let group = tab as? UITabGroup, let found = group.tab(forIdentifier: identifier) { return found }
        }
        return nil
    }

    // Flipbook: kept — no sidebar, so every tab shown is in the tab bar.
    open var compactTabIdentifiers: [String]?
    // Flipbook: kept — no tab customizing.
    open var customizationIdentifier: String?

    // MARK: Appearance

    /// Whether the tab bar shows as a bar, a sidebar or both (iOS 18). Expected: raw values are UIKit's.
    public enum Mode: Int, Sendable {
        case automatic = 0
        case tabBar = 1
        case tabSidebar = 2
    }

    /// When the tab bar shrinks as content scrolls (iOS 26). Expected: raw values are UIKit's.
    public enum MinimizeBehavior: Int, Sendable {
        case automatic = 0
        case never = 1
        case onScrollDown = 2
        case onScrollUp = 3
    }

    /// The sidebar a tab bar controller may show on iPad (iOS 18).
    // Flipbook: kept — the previewer's iPhone has no sidebar.
    open class Sidebar: NSObject {
        open var isHidden = true
        open var preferredLayout = 0
    }

    // Flipbook: kept — an iPhone always shows the tab bar.
    open var mode: Mode = .automatic
    public let sidebar = Sidebar()
    // Flipbook: kept — the tab bar never minimizes.
    open var tabBarMinimizeBehavior: MinimizeBehavior = .automatic
    // Flipbook: kept, not drawn (no accessory above the tab bar).
    open var bottomAccessory: UITabAccessory?

    open func setBottomAccessory(_ bottomAccessory: UITabAccessory?, animated: Bool) {
        self.bottomAccessory = bottomAccessory
    }

    /// Whether the tab bar is hidden (iOS 18).
    open var isTabBarHidden: Bool {
        get { tabBar.isHidden }
        set { setTabBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the tab bar; animated, it slides down out of sight or back up.
    open func setTabBarHidden(_ hidden: Bool, animated: Bool) {
        let bar = tabBar
        guard bar.isHidden != hidden else { return }
        guard animated, isViewLoaded, view.window != nil else {
            bar.isHidden = hidden
            return
        }
        let below = CGAffineTransform(translationX: 0, y: bar.bounds.height)
        if !hidden {
            bar.transform = below
            bar.isHidden = false
        }
        UIView.animate(withDuration: 0.3, animations: { bar.transform = hidden ? below : .identity },
                       completion: { _ in
                           bar.transform = .identity
                           if hidden { bar.isHidden = true }
                       })
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
        customizableViewControllers = viewControllers
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
    /// With tabs, the delegate is asked and told about the tab too (iOS 18).
    private func userSelected(_ item: UITabBarItem) {
        guard let index = controllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = controllers[index]
        let previousTab = selectedTab
        let tab = tabList.first { $0.viewController === controller }
        if let tab, !(delegate?.tabBarController(self, shouldSelectTab: tab) ?? true) { return }
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        select(index, allowAnimation: true)
        delegate?.tabBarController(self, didSelect: controller)
        if let tab { delegate?.tabBarController(self, didSelectTab: tab, previousTab: previousTab) }
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
