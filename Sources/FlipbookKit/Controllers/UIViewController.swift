//  UIViewController.swift — FlipbookKit
//  Mirrors UIKit.UIViewController. Status: partial (no storyboards; the system chrome it configures —
//  status bar, home indicator, rotation — is not drawn, so those members are kept values).

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
        if let made = presentationControllerStorage, presentingThis != nil || made.presentationStyle == resolvedPresentationStyle {
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
        nibNameStorage = nibNameOrNil
        nibBundleStorage = nibBundleOrNil
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
        zoomDismissal?.attach()
        viewDidLoad()
        if contentUnavailableConfiguration != nil { showContentUnavailableConfiguration() }
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
        if isAppearing {
            viewWillAppear(animated)
            // Flipbook: called at once after viewWillAppear (UIKit waits until the view is in the
            // hierarchy with its final geometry, before the animation starts).
            viewIsAppearing(animated)
        } else {
            viewWillDisappear(animated)
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in appearanceChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the appearance transition begun last: calls `viewDidAppear` or `viewDidDisappear`.
    open func endAppearanceTransition() {
        guard let appearing = pendingAppearance else { return }
        pendingAppearance = nil
        isAppeared = appearing
        if appearing { viewDidAppear(true) } else { viewDidDisappear(true) }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
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
        return applyingOverrides(to: parent?.traitCollection ?? presentingViewController?.traitCollection ?? UIScreen.main.traitCollection)
    }

    /// Called after the controller's traits changed. Does nothing by default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The interface style this controller and its views take, whatever their environment's.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified

    /// The traits this controller sets for itself, its views and its children (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { ownTraitOverrides }
        set { UIView.notifyingTraitChanges(of: traitEnvironments) { ownTraitOverrides = newValue } }
    }
    package private(set) var ownTraitOverrides = UITraitOverrides()

    /// Gives a child controller traits over its environment's (nil removes them).
    open func setOverrideTraitCollection(_ collection: UITraitCollection?, forChild childViewController: UIViewController) {
        UIView.notifyingTraitChanges(of: childViewController.traitEnvironments) {
            childTraitOverrides[ObjectIdentifier(childViewController)] = collection
        }
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

    // MARK: Nibs and storyboards

    private var nibNameStorage: String?
    private var nibBundleStorage: Bundle?
    /// The nib name given to `init(nibName:bundle:)`. Flipbook: no nib is loaded from it.
    open var nibName: String? { nibNameStorage }
    /// The bundle given to `init(nibName:bundle:)`.
    open var nibBundle: Bundle? { nibBundleStorage }
    /// The storyboard the controller came from. Flipbook: storyboards are not loaded yet, so always nil.
    open var storyboard: UIStoryboard? { nil }

    /// The children an unwind segue may search for its destination: UIKit docs, all the children
    /// except the one that contains the segue's source.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let containing = childContaining(source)
        return children.filter { $0 !== containing }
    }

    /// The child that is, or is an ancestor of, the unwind segue's source controller.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        var current: UIViewController? = source.source
        while let controller = current {
            if controller.parent === self { return controller }
            current = controller.parent ?? controller.presentingViewController
        }
        return nil
    }

    /// Whether this controller is an unwind segue's destination: UIKit docs, true when it
    /// implements `action` and is not the controller the segue comes from.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
        fromViewController !== self && ObjCRuntime.responds(self, to: action)
    }

    /// The iOS 9–12 name of `canPerformUnwindSegueAction(_:from:sender:)`.
    open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, withSender sender: Any) -> Bool {
        canPerformUnwindSegueAction(action, from: fromViewController, sender: sender)
    }

    /// Unwinds this container towards `subsequentVC`. Does nothing by default; a navigation
    /// controller pops to it.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {}

    // MARK: Appearance and containment

    /// Called after `viewWillAppear(_:)` while the view appears. Does nothing by default.
    open func viewIsAppearing(_ animated: Bool) {}

    /// Whether the appearance callbacks reach the children by themselves (true by default); a
    /// container that returns false calls `beginAppearanceTransition(_:animated:)` on them itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Flipbook: Flipbook reports containment mistakes on its diagnostics; this is never raised.
    public static let hierarchyInconsistencyException = NSExceptionName("UIViewControllerHierarchyInconsistency")

    /// Swaps two children's views: `toViewController`'s view is added beside `fromViewController`'s,
    /// `animations` run over `duration` (a transition option flips or dissolves the superview),
    /// then the from view is removed. Both must be children of this controller (UIKit raises).
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                         duration: TimeInterval, options: UIView.AnimationOptions = [],
                         animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard fromViewController.parent === self, toViewController.parent === self else {
            Diagnostics.report("Children view controllers \(fromViewController.debugName) and \(toViewController.debugName) "
                + "must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]",
                near: viewIfLoaded)
            return
        }
        let fromView = fromViewController.view!
        let toView = toViewController.view!
        guard let superview = fromView.superview else {
            completion?(false)
            return
        }
        let appearing = isAppeared
        if appearing {
            fromViewController.beginAppearanceTransition(false, animated: duration > 0)
            toViewController.beginAppearanceTransition(true, animated: duration > 0)
        }
        let finish: (Bool) -> Void = { finished in
            fromView.removeFromSuperview()
            if appearing {
                fromViewController.endAppearanceTransition()
                toViewController.endAppearanceTransition()
            }
            completion?(finished)
        }
        let transitionBits = UIView.AnimationOptions(rawValue: 7 << 20)
        if !options.intersection(transitionBits).isEmpty {
            // A transition option: UIKit's own view transition between the two views.
            superview.addSubview(toView)
            UIView.transition(with: superview, duration: duration, options: options,
                              animations: { fromView.isHidden = true; animations?() },
                              completion: { finished in fromView.isHidden = false; finish(finished) })
        } else {
            superview.addSubview(toView)
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }, completion: finish)
        }
    }

    // MARK: Safe area and margins

    /// Called when the view's safe area changed. Flipbook: on a change of `additionalSafeAreaInsets`
    /// (here or in an ancestor controller), of a container's bars or of the extended edges, not
    /// when the view moves under the screen's edges.
    open func viewSafeAreaInsetsDidChange() {}

    /// The smallest margins the root view gets. Expected: UIKit docs, 16 points at the sides in a
    /// compact-width environment, 20 in a regular one, none at top and bottom.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the root view's margins stay at least `systemMinimumLayoutMargins`.
    /// Flipbook: kept; the root view's margins are what is set, never raised to the minimum.
    open var viewRespectsSystemMinimumLayoutMargins = true

    /// Called when the root view's layout margins changed. Does nothing by default.
    open func viewLayoutMarginsDidChange() {}

    /// Updates the controller's view's constraints. Flipbook: the layout pass does not call it.
    open func updateViewConstraints() {}

    /// The iOS 7–10 guide at the bottom of the top bars: UIKit docs, it spans from the top of
    /// the view to the top of its safe area.
    open var topLayoutGuide: UILayoutSupport { layoutSupportGuide(top: true) }
    /// The iOS 7–10 guide at the top of the bottom bars: from the bottom of the safe area to
    /// the bottom of the view.
    open var bottomLayoutGuide: UILayoutSupport { layoutSupportGuide(top: false) }
    private var layoutSupportGuides: [Bool: ControllerLayoutSupportGuide] = [:]

    private func layoutSupportGuide(top: Bool) -> ControllerLayoutSupportGuide {
        if let guide = layoutSupportGuides[top] { return guide }
        let guide = ControllerLayoutSupportGuide(controller: self, top: top)
        layoutSupportGuides[top] = guide
        let view = view!
        view.addLayoutGuide(guide)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate(top
            ? [guide.topAnchor.constraint(equalTo: view.topAnchor), guide.bottomAnchor.constraint(equalTo: safe.topAnchor),
               guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), guide.trailingAnchor.constraint(equalTo: view.trailingAnchor)]
            : [guide.topAnchor.constraint(equalTo: safe.bottomAnchor), guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
               guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), guide.trailingAnchor.constraint(equalTo: view.trailingAnchor)])
        return guide
    }

    // MARK: Rotation (Flipbook: the previewer's screen does not rotate)

    /// The orientations the controller supports. Expected: UIKit docs, all but upside down on iPhone.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
    /// The orientation a full-screen presentation prefers: the screen's current one.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        let size = UIScreen.main.bounds.size
        return size.width > size.height ? .landscapeRight : .portrait
    }
    /// Flipbook: the screen does not rotate; nothing is re-evaluated.
    open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    /// Flipbook: the screen does not rotate; kept for code that reads it.
    open var shouldAutorotate: Bool { true }
    /// Flipbook: the screen does not rotate; nothing happens.
    open class func attemptRotationToDeviceOrientation() {}

    // MARK: Presenting

    /// Whether this controller, when it defines the presentation context, gives its own
    /// `modalTransitionStyle` to the presentations it hosts.
    open var providesPresentationContextTransitionStyle = false
    /// Whether the keyboard stays up when a control resigns first responder: UIKit docs, true
    /// for a form sheet. Flipbook: no software keyboard reads it.
    open var disablesAutomaticKeyboardDismissal: Bool { modalPresentationStyle == .formSheet }
    /// Whether the controller runs actions while it presents modally. Flipbook: kept; read by nothing.
    open var performsActionsWhilePresentingModally: Bool { false }
    /// Flipbook: never posted (the previewer's split views are always collapsed).
    public static let showDetailTargetDidChangeNotification = NSNotification.Name("UIViewControllerShowDetailTargetDidChangeNotification")

    /// Shows `vc` as the detail: a split view controller this one is in shows it in its
    /// secondary column (collapsed, pushed); elsewhere it is presented modally.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = splitViewController { split.showDetailViewController(vc, sender: sender) } else { present(vc, animated: true) }
    }

    /// The controller that handles `action`: this one if it implements it, else the nearest
    /// ancestor or presenter that does (UIKit docs). `show(_:sender:)` and
    /// `showDetailViewController(_:sender:)` are handled by navigation and split view controllers.
    open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller.handles(action) { return controller }
            current = controller.parent ?? controller.presentingViewController
        }
        return nil
    }

    private func handles(_ action: Selector) -> Bool {
        switch action.description {
        case "showViewController:sender:": return self is UINavigationController || self is UISplitViewController
        case "showDetailViewController:sender:": return self is UISplitViewController
        default: return ObjCRuntime.responds(self, to: action)
        }
    }

    /// The presentation controller managing this controller's presentation now, or its
    /// nearest presented ancestor's; nil when neither is presented.
    open var activePresentationController: UIPresentationController? {
        if presentingThis != nil { return presentationControllerStorage }
        return parent?.activePresentationController
    }

    /// The transition used when this controller is pushed or presented (and popped or
    /// dismissed): a zoom from a source view, or a standard modal transition. Nil uses the
    /// navigation slide or `modalTransitionStyle`.
    open var preferredTransition: UIViewController.Transition?
    /// The downward drag that dismisses this controller when it was zoomed in (ZoomTransitionAnimator.swift).
    var zoomDismissal: ZoomDismissalGesture?

    /// The style a presentation of this controller takes: `.automatic` resolved, as a full-screen
    /// presentation for the zoom transition (Flipbook: UIKit's choice for the zoom is private).
    package var resolvedPresentationStyle: UIModalPresentationStyle {
        if modalPresentationStyle == .automatic, preferredTransition?.isZoom == true { return .fullScreen }
        return modalPresentationStyle.resolved
    }

    /// Flipbook: there is no focus engine; kept for code that sets it.
    open var restoresFocusAfterTransition = true

    // MARK: Split view

    /// The nearest split view controller among this controller's ancestors.
    open var splitViewController: UISplitViewController? {
        var current = parent
        while let controller = current {
            if let split = controller as? UISplitViewController { return split }
            current = controller.parent
        }
        return nil
    }

    /// Merges `secondaryViewController` into this primary controller when a split view
    /// collapses. Does nothing by default; a navigation controller pushes it.
    open func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {}

    /// The secondary controller to show when a split view expands. Nil by default; a navigation
    /// controller gives its top controller.
    open func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? { nil }

    // MARK: System chrome (Flipbook draws no status bar or home indicator: kept values)

    /// The child whose `preferredStatusBarStyle` is used. Flipbook: no status bar reads it.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose `prefersStatusBarHidden` is used. Flipbook: no status bar reads it.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// How the status bar animates when hidden or shown. Expected: UIKit docs, `.fade` by default.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    /// Flipbook: no home indicator is drawn; nothing happens.
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    /// Flipbook: there are no system gestures to defer; nothing happens.
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    open var childViewControllerForPointerLock: UIViewController? { nil }
    open var prefersPointerLocked: Bool { false }
    /// Flipbook: there is no pointer to lock; nothing happens.
    open func setNeedsUpdateOfPrefersPointerLocked() {}

    // MARK: Bars

    /// Whether the tab bar hides while this controller is on a navigation stack.
    /// Flipbook: kept; a push does not hide the tab bar.
    open var hidesBottomBarWhenPushed = false

    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }
    private var toolbarItemsStorage: [UIBarButtonItem]?

    /// Sets `toolbarItems`; the navigation controller's toolbar takes them when this controller is on top.
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        if let navigation = navigationController, navigation.topViewController === self {
            navigation.toolbar.setItems(toolbarItems, animated: animated)
        }
    }

    // MARK: Editing

    /// Whether the controller shows editable content. Setting it calls `setEditing(_:animated:)`.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    private var editingStorage = false

    /// Enters or leaves editing; the edit button item switches between Edit and Done.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingStorage = editing
        editButtonItemStorage?.title = editing ? "Done" : "Edit"
        editButtonItemStorage?.style = editing ? .done : .plain
    }

    /// A button that toggles editing: Edit, or Done while editing (UIKit docs).
    open var editButtonItem: UIBarButtonItem {
        if let item = editButtonItemStorage { return item }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain) { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        editButtonItemStorage = item
        return item
    }
    private var editButtonItemStorage: UIBarButtonItem?

    // MARK: Updating properties (iOS 26)

    /// Override to update the controller's views from its model. Does nothing by default.
    open func updateProperties() {}

    /// Asks for `updateProperties()`. Flipbook: it runs on `updatePropertiesIfNeeded()` or on the
    /// next turn of the main queue, not in the layout pass, and nothing is observed automatically.
    open func setNeedsUpdateProperties() {
        guard !needsPropertiesUpdate else { return }
        needsPropertiesUpdate = true
        DispatchQueue.main.async { [weak self] in self?.updatePropertiesIfNeeded() }
    }

    /// Runs `updateProperties()` now if an update is pending.
    open func updatePropertiesIfNeeded() {
        guard needsPropertiesUpdate else { return }
        needsPropertiesUpdate = false
        updateProperties()
    }
    private var needsPropertiesUpdate = false

    // MARK: Content unavailable

    /// What to show over the controller's view when it has no content; nil shows nothing.
    open var contentUnavailableConfiguration: UIContentConfiguration? {
        didSet { showContentUnavailableConfiguration() }
    }
    private var contentUnavailableView: UIView?

    /// The state `updateContentUnavailableConfiguration(using:)` gets: the controller's traits.
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        UIContentUnavailableConfigurationState(traitCollection: traitCollection)
    }

    /// Asks for `updateContentUnavailableConfiguration(using:)`. Flipbook: it runs at once.
    open func setNeedsUpdateContentUnavailableConfiguration() {
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }

    /// Override to set `contentUnavailableConfiguration` for `state`. Does nothing by default.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}

    /// Puts the configuration's content view over the controller's view, replacing the one shown before.
    private func showContentUnavailableConfiguration() {
        contentUnavailableView?.removeFromSuperview()
        contentUnavailableView = nil
        // Shown once the view is loaded (loadViewIfNeeded calls this again).
        guard let configuration = contentUnavailableConfiguration, let view = viewIfLoaded else { return }
        let shown = configuration.makeContentView()
        shown.frame = view.bounds
        shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(shown)
        contentUnavailableView = shown
    }

    // MARK: Traits and scroll views

    /// Flipbook: traits are computed when asked for, so they are always up to date; nothing happens.
    open func updateTraitsIfNeeded() {}

    /// The scroll view bars track at `edge`. Flipbook: kept; bars do not follow scroll views.
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        for bit in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edge.contains(bit) {
            contentScrollViews[bit.rawValue] = scrollView.map { WeakScrollView(view: $0) }
        }
    }

    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        [NSDirectionalRectEdge.top, .leading, .bottom, .trailing].lazy.filter { edge.contains($0) }
            .compactMap { self.contentScrollViews[$0.rawValue]?.view }.first
    }

    open func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: [.top, .bottom])
    }
    private struct WeakScrollView { weak var view: UIScrollView? }
    private var contentScrollViews: [UInt: WeakScrollView] = [:]

    // MARK: State restoration (Flipbook: no app lifecycle; nothing is saved or restored)

    open var restorationIdentifier: String?
    open var restorationClass: UIViewControllerRestoration.Type?
    /// Flipbook: never called; nothing is saved.
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Flipbook: never called; nothing is restored.
    open func decodeRestorableState(with coder: NSCoder) {}
    /// Flipbook: never called.
    open func applicationFinishedRestoringState() {}

    // MARK: Focus and activity tracking (Flipbook: kept values)

    open var focusGroupIdentifier: String?
    open var interactionActivityTrackingBaseName: String?

    // MARK: Deprecated

    /// The iOS 8–12 name of `isModalInPresentation`.
    open var isModalInPopover: Bool {
        get { isModalInPresentation }
        set { isModalInPresentation = newValue }
    }

    /// Flipbook: the previewer has no 3D Touch, as a device without it: the context is kept
    /// and the delegate is never asked for a preview.
    open func registerForPreviewing(with delegate: UIViewControllerPreviewingDelegate, sourceView: UIView) -> UIViewControllerPreviewing {
        let context = ViewControllerPreviewingContext(delegate: delegate, sourceView: sourceView)
        previewingContexts.append(context)
        return context
    }

    open func unregisterForPreviewing(withContext previewing: UIViewControllerPreviewing) {
        previewingContexts.removeAll { $0 === previewing }
    }
    private var previewingContexts: [UIViewControllerPreviewing] = []

    /// The actions under this controller's 3D Touch preview; none by default.
    open var previewActionItems: [UIPreviewActionItem] { [] }
}

/// The guide `topLayoutGuide` or `bottomLayoutGuide` returns: a layout guide between the view's
/// edge and its safe area.
final class ControllerLayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    private weak var controller: UIViewController?
    private var top = true

    // A designated initializer of its own here makes the compiler warn of an infinite recursion
    // (Swift 6.3, a subclass of an NSObject subclass on Linux); a convenience one does not.
    convenience init(controller: UIViewController, top: Bool) {
        self.init()
        self.controller = controller
        self.top = top
        identifier = top ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
    }

    /// The guide's height: the safe area's inset at its edge.
    var length: CGFloat {
        let insets = controller?.viewIfLoaded?.safeAreaInsets ?? .zero
        return top ? insets.top : insets.bottom
    }
}
