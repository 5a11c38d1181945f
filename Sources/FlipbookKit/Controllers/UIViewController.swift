//  UIViewController.swift — FlipbookKit
//  Mirrors UIKit.UIViewController. Status: partial (no storyboards or size classes).

import Foundation

/// Manages a view: loads it lazily, holds child controllers, presents other controllers.
open class UIViewController: UIResponder {
    private var viewStorage: UIView?
    private var childStorage: [UIViewController] = []
    private weak var parentStorage: UIViewController?
    /// The controller's key-value observers, told of changes to `preferredContentSize`; nil while
    /// nothing observes it (see `KeyValueObservableProperties`).
    final var keyValueObservers: KeyValueObservers?

    /// The title shown by containers such as a navigation bar.
    open var title: String?

    // MARK: Presentation state (managed by UIViewController+Presentation)

    /// How the controller is shown when presented (`.automatic` presents full screen here).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The system animation for a presentation with no custom animator.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Supplies a custom animator, interaction controller or presentation controller. Weak, as in UIKit.
    open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    open var definesPresentationContext = false

    // MARK: Segues (UIStoryboardSegue.swift)

    /// Called before a segue from this controller performs: pass data to its destination. Does nothing by default.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the segue may perform. UIKit docs: not called for `performSegue(withIdentifier:sender:)`.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Shows `vc` as UIKit's `show(_:sender:)` does: pushed by the navigation controller this
    /// controller is in, else presented modally.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController { navigationController.pushViewController(vc, animated: true) } else { present(vc, animated: true) }
    }

    /// The segues registered in code, by identifier (Flipbook: there are no storyboards to hold them).
    package var registeredSegues: [String: (make: () -> UIViewController, kind: UIStoryboardSegue.Kind)] = [:]

    // MARK: Extending under bars, and the safe area (UIViewController+SafeArea.swift)

    /// The edges along which the view extends under a translucent navigation or tab bar: all
    /// of them by default (UIKit docs: edgesForExtendedLayout, "The default value is all").
    open var edgesForExtendedLayout: UIRectEdge = .all {
        didSet { if edgesForExtendedLayout != oldValue { containerLayoutDidChange() } }
    }
    /// Whether the view extends under opaque bars too (UIKit docs: "The default value is false").
    open var extendedLayoutIncludesOpaqueBars = false {
        didSet { if extendedLayoutIncludesOpaqueBars != oldValue { containerLayoutDidChange() } }
    }
    /// Insets added to those the view's ancestors and bars give it, for content the controller
    /// draws over its own view (a custom toolbar, a floating panel).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.safeAreaMayHaveChanged() } }
    }

    /// The part of the window where a child's view has no bar of this container over it, in
    /// window coordinates; nil where the container covers none of it (a navigation
    /// controller's bar covers the top, a tab bar controller's the bottom).
    package func uncoveredRegion(forChild child: UIViewController, in window: UIWindow) -> CGRect? { nil }

    // MARK: Status bar (Flipbook draws none: these are kept for code that reads them)

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    /// Whether a presented, not full-screen controller takes over the status bar's appearance.
    open var modalPresentationCapturesStatusBarAppearance = false
    /// Flipbook: there is no status bar to update; nothing happens.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// The controller presented by this one or by one of its ancestors (UIKit docs:
    /// `presentedViewController`, "presented by this view controller, or one of its ancestors").
    open var presentedViewController: UIViewController? { presentedByThis ?? parent?.presentedViewController }
    /// The controller that presented this one, or the one that presented its nearest presented
    /// ancestor (UIKit docs: `presentingViewController`).
    open var presentingViewController: UIViewController? { presentingThis ?? parent?.presentingViewController }
    /// The controller this one itself presents.
    package var presentedByThis: UIViewController?
    /// The controller that itself presented this one.
    package weak var presentingThis: UIViewController?
    /// The presentation controller managing this controller or its nearest presented ancestor.
    /// As in UIKit, asking before the controller is presented makes the one its presentation will
    /// use (so its delegate can be set first).
    open var presentationController: UIPresentationController? {
        if presentingThis == nil, let parent { return parent.presentationController }
        if let made = presentationControllerStorage, presentingThis != nil || made.presentationStyle == modalPresentationStyle.resolved {
            return made
        }
        return presentationControllerForPresenting(by: nil, source: nil)
    }
    /// The presentation controller made for this controller (kept after a dismissal, for the next presentation).
    package var presentationControllerStorage: UIPresentationController?
    /// The sheet presentation controller of a sheet-style presentation (UIKit docs: nil for other styles).
    open var sheetPresentationController: UISheetPresentationController? { presentationController as? UISheetPresentationController }
    /// The popover presentation controller of a `.popover` presentation.
    open var popoverPresentationController: UIPopoverPresentationController? { presentationController as? UIPopoverPresentationController }
    /// The item a tab bar controller shows for this controller: made the first time it is asked
    /// for, with the controller's title.
    open var tabBarItem: UITabBarItem! {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set { tabBarItemStorage = newValue }
    }
    private var tabBarItemStorage: UITabBarItem?

    /// Whether the user may not dismiss the presented controller by swiping its sheet away.
    open var isModalInPresentation = false
    open internal(set) var isBeingPresented = false
    open internal(set) var isBeingDismissed = false
    open internal(set) var isMovingToParent = false
    open internal(set) var isMovingFromParent = false
    /// Where a presented controller lives on screen: the presentation's container view.
    package var presentationContainer: UIView?
    // MARK: Navigation state (managed by Navigation/)

    private var navigationItemStorage: UINavigationItem?

    /// The item a navigation bar shows for this controller: its title, back-button title and
    /// bar button items. Made the first time it is asked for.
    open var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem()
        item.owner = self
        navigationItemStorage = item
        return item
    }

    /// The nearest navigation controller among this controller's ancestors.
    open var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// Where the appearance callbacks stand: nil when none is pending; true between
    /// will-appear and did-appear, false between will-disappear and did-disappear.
    private var pendingAppearance: Bool?
    /// Whether the view is on screen as far as the appearance callbacks go.
    package private(set) var isAppeared = false

    /// A controller with no nib (UIKit docs: `init()` is `init(nibName: nil, bundle: nil)`). A
    /// convenience initializer, as UIKit imports it, so a subclass's own `init()` overrides nothing.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The designated initializer (UIKit docs). Flipbook: there are no nibs; both names are kept.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Controllers are built in code here; there are no storyboards to decode.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: The view

    /// The controller's view, loaded (`loadView`, then `viewDidLoad`) the first time it is asked for.
    open var view: UIView! {
        get {
            if viewStorage == nil { loadViewIfNeeded() }
            return viewStorage
        }
        set {
            viewStorage?.owningViewController = nil
            viewStorage = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view if loaded, without loading it.
    open var viewIfLoaded: UIView? { viewStorage }
    open var isViewLoaded: Bool { viewStorage != nil }

    /// Makes the view; the default is a plain view the size of the screen.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once after the view has loaded.
    open func viewDidLoad() {}

    open func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Appearance callbacks; containers and transitions call them in UIKit's order.
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// Starts an appearance transition: calls `viewWillAppear` or `viewWillDisappear`, and
    /// forwards to the children that appear with this controller.
    ///
    /// As UIKit, it acts only when it changes the state: a second `true` while the controller is
    /// appearing or has appeared (a `.custom` presentation's animator calling it beside UIKit's
    /// own call), or a `false` while it is disappearing or gone, calls nothing and reports UIKit's
    /// "Unbalanced calls to begin/end appearance transitions" message. A `false` while appearing
    /// (a cancelled interactive presentation) turns the transition round.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let already = pendingAppearance ?? isAppeared
        guard isAppearing != already else {
            Diagnostics.report("Unbalanced calls to begin/end appearance transitions for \(debugName).", near: viewIfLoaded)
            return
        }
        pendingAppearance = isAppearing
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the appearance transition begun last: calls `viewDidAppear` or `viewDidDisappear`.
    open func endAppearanceTransition() {
        guard let appearing = pendingAppearance else { return }
        pendingAppearance = nil
        isAppeared = appearing
        if appearing { viewDidAppear(true) } else { viewDidDisappear(true) }
        for child in appearanceChildren { child.endAppearanceTransition() }
    }

    /// Ends a container's swap of `old` for `new` (a push, a pop, a change of tab): completed,
    /// both callbacks end; cancelled, `new` disappears again and `old` reappears, as UIKit calls them.
    package static func endAppearanceSwap(from old: UIViewController, to new: UIViewController, completed: Bool, animated: Bool) {
        if completed {
            old.endAppearanceTransition()
            new.endAppearanceTransition()
        } else {
            new.beginAppearanceTransition(false, animated: animated)
            new.endAppearanceTransition()
            old.beginAppearanceTransition(true, animated: animated)
            old.endAppearanceTransition()
        }
    }

    open func viewWillLayoutSubviews() {}

    /// The children that receive this controller's appearance callbacks (all of them by
    /// default; a navigation controller forwards to its top controller only).
    package var appearanceChildren: [UIViewController] { children }
    open func viewDidLayoutSubviews() {}
    open func didReceiveMemoryWarning() {}

    // MARK: Containment

    open var children: [UIViewController] { childStorage }
    open var parent: UIViewController? { parentStorage }

    open func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        if childController.parentStorage !== self {
            childController.removeFromParent()
            childController.willMove(toParent: self)
            childStorage.append(childController)
            childController.parentStorage = self
        }
    }

    open func removeFromParent() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}

    // MARK: Traits (UITraitEnvironment)

    /// The traits of the controller's view in its window; before it is on screen, its parent's,
    /// its presenter's or the screen's. With its own interface-style override.
    open var traitCollection: UITraitCollection {
        if let view = viewIfLoaded, view.window != nil { return view.traitCollection }
        var base = parent?.traitCollection ?? presentingViewController?.traitCollection ?? UIScreen.main.traitCollection
        if let override = parent?.overrideTraitCollection(forChild: self) { base = UITraitCollection(traitsFrom: [base, override]) }
        return base.with(style: overrideUserInterfaceStyle)
    }

    /// Called after the controller's traits changed. Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The interface style this controller and its views take, whatever their environment's.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// Gives a child controller traits over its environment's (nil removes them).
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        childTraitOverrides[ObjectIdentifier(childViewController)] = collection
    }

    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }
    private var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]

    // MARK: Content container (UIContentContainer)

    /// The size the controller would like its content shown at; a change tells the container
    /// it is in — its parent, else its presentation controller.
    open var preferredContentSize: CGSize = .zero {
        willSet { keyValueObservers?.willChangeValue(of: self, forKey: "preferredContentSize") }
        didSet {
            defer { keyValueObservers?.didChangeValue(of: self, forKey: "preferredContentSize") }
            guard preferredContentSize != oldValue else { return }
            if let parent { parent.preferredContentSizeDidChange(forChildContentContainer: self) }
            else { presentationControllerStorage?.preferredContentSizeDidChange(forChildContentContainer: self) }
        }
    }

    /// A child's preferred size changed. Does nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// The size a child gets: the parent's, by default.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// UIKit docs: the default forwards the size change to the children and to the presented
    /// controller; an override calls `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        presentedByThis?.viewWillTransition(to: size, with: coordinator)
    }

    /// As `viewWillTransition(to:with:)`, for the traits.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
        presentedByThis?.willTransition(to: newCollection, with: coordinator)
    }
    open func didMove(toParent parent: UIViewController?) {}

    /// The controller that presented this one, else its view's superview (the window, for the
    /// root view controller), else its parent.
    ///
    /// UIKit docs ("Using responders and the responder chain"): "If the view controller's view is
    /// the root view of a window, the next responder is the window object. If the view controller
    /// was presented by another view controller, the next responder is the presenting view controller."
    open override var next: UIResponder? {
        presentingThis ?? viewStorage?.superview ?? parentStorage
    }

    override package var responderWindow: UIWindow? { viewStorage?.window }
}
