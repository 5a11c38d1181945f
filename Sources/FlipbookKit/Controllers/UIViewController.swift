//  UIViewController.swift — FlipbookKit
//  Mirrors UIKit.UIViewController. Status: partial (no storyboards, size classes or safe areas).

import Foundation

/// Manages a view: loads it lazily, holds child controllers, presents other controllers.
open class UIViewController: UIResponder {
    private var viewStorage: UIView?
    private var childStorage: [UIViewController] = []
    private weak var parentStorage: UIViewController?

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
    /// The presentation controller managing this controller while it is presented.
    open internal(set) var presentationController: UIPresentationController?
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

    public override init() {
        super.init()
    }

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
    open func didMove(toParent parent: UIViewController?) {}

    open override var next: UIResponder? {
        viewStorage?.superview ?? parentStorage
    }
}
