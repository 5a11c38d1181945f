//  UINavigationController.swift — FlipbookKit
//  Mirrors UIKit.UINavigationController. Status: partial (the toolbar is kept but not drawn; the
//  bar and toolbar classes given to init(navigationBarClass:toolbarClass:) are not used).

import Foundation

/// A stack of view controllers, the top one shown under a navigation bar, with push and pop
/// transitions between them.
///
/// A push or pop runs the navigation delegate's animator, or the system slide when it gives
/// none, through the same transition context a modal presentation uses. The children's views
/// live in a transition view that fills the navigation controller's view under the bar; that
/// view is the transition context's `containerView`.
///
///     let navigation = UINavigationController(rootViewController: master)
///     navigation.delegate = transitions
///     window.rootViewController = navigation
///     navigation.pushViewController(detail, animated: true)
open class UINavigationController: UIViewController {
    /// What a navigation transition does. Expected: raw values are UIKit's.
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }

    /// The stack, root first.
    private var stack: [UIViewController] = []
    /// The push or pop in flight, if any.
    var navigationTransition: ViewControllerTransition?
    private var navigationBarStorage: UINavigationBar?
    private var transitionViewStorage: UINavigationTransitionView?
    /// Whether the bar is hidden, or hiding: set at once, while an animated hide keeps the bar
    /// on screen until it is out of sight.
    private var barIsHidden = false

    /// Supplies custom push and pop animators and hears when controllers are shown. Weak, as in UIKit.
    open weak var delegate: UINavigationControllerDelegate?

    /// A navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A navigation controller whose bar and toolbar would be of the given classes.
    /// Flipbook: the classes are kept, but the bar is a `UINavigationBar` and the toolbar a `UIToolbar`.
    public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        self.navigationBarClass = navigationBarClass
        self.toolbarClass = toolbarClass
        super.init(nibName: nil, bundle: nil)
    }
    private var navigationBarClass: AnyClass?
    private var toolbarClass: AnyClass?

    // MARK: Gestures and hiding the bars (UINavigationController+Gestures.swift)

    /// The interaction a system gesture (the edge swipe, a zoom's downward drag) gives the next
    /// pop, when the delegate supplies no animator.
    var pendingPopInteraction: UIViewControllerInteractiveTransitioning?
    /// The edge swipe and the content swipe that pop the top controller, made with the view.
    var popGestures: NavigationPopGestures?

    /// Whether a tap on the content hides or shows the bars (through `barHideOnTapGestureRecognizer`).
    open var hidesBarsOnTap = false { didSet { updateBarHidingGestures() } }
    /// Whether a swipe up hides the bars and a swipe down shows them (through `barHideOnSwipeGestureRecognizer`).
    open var hidesBarsOnSwipe = false { didSet { updateBarHidingGestures() } }
    /// Whether the bars hide in a vertically compact environment. Flipbook: applied when set and
    /// when the view loads (the previewer's screen does not rotate).
    open var hidesBarsWhenVerticallyCompact = false { didSet { updateBarHidingGestures() } }
    /// Whether the bars hide when the keyboard appears. Flipbook: kept; the bars stay.
    open var hidesBarsWhenKeyboardAppears = false

    // MARK: Orientation, split views and unwinding

    /// The delegate's supported orientations (by default, all but upside down).
    open override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.navigationControllerSupportedInterfaceOrientations(self) ?? super.supportedInterfaceOrientations
    }

    /// The delegate's preferred orientation for a full-screen presentation.
    open override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        delegate?.navigationControllerPreferredInterfaceOrientationForPresentation(self) ?? super.preferredInterfaceOrientationForPresentation
    }

    /// As UIKit: a collapsing split view's secondary controller is pushed onto this stack (a
    /// secondary navigation controller's whole stack is).
    open override func collapseSecondaryViewController(_ secondaryViewController: UIViewController,
                                                       for splitViewController: UISplitViewController) {
        if let secondary = secondaryViewController as? UINavigationController {
            let moving = secondary.viewControllers
            secondary.setViewControllers([], animated: false)
            setViewControllers(viewControllers + moving, animated: false)
        } else {
            setViewControllers(viewControllers + [secondaryViewController], animated: false)
        }
    }

    /// As UIKit: on expanding, the controllers above the root leave for the secondary column.
    open override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
        guard viewControllers.count > 1, let top = topViewController else { return nil }
        setViewControllers(Array(viewControllers.dropLast()), animated: false)
        return top
    }

    /// Unwinds by popping to `subsequentVC` (UIKit docs).
    open override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        popToViewController(subsequentVC, animated: true)
    }

    // MARK: The toolbar

    /// The toolbar showing the top controller's `toolbarItems`.
    /// Flipbook: kept with its items and visibility, but not added to the view or drawn.
    open var toolbar: UIToolbar! {
        if let toolbarStorage { return toolbarStorage }
        let made = UIToolbar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UIToolbar.defaultHeight))
        made.isHidden = true
        made.items = topViewController?.toolbarItems
        toolbarStorage = made
        return made
    }
    private var toolbarStorage: UIToolbar?

    /// Whether the toolbar is hidden (true by default, as in UIKit).
    open var isToolbarHidden: Bool {
        get { toolbar.isHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar. Flipbook: the toolbar is not drawn, so nothing moves.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbar.isHidden = hidden
    }

    // MARK: The stack

    /// The controllers on the stack, root first. Setting it replaces the stack without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view is showing: the one presented over the navigation controller
    /// (or its top controller), if any, else the top controller.
    open var visibleViewController: UIViewController? {
        guard var visible = presentedViewController ?? topViewController?.presentedViewController ?? topViewController
        else { return nil }
        while let next = visible.presentedViewController { visible = next }
        return visible
    }

    /// Pushes `viewController` on the stack and shows it (with the delegate's animator, else the system slide).
    ///
    /// As in UIKit, pushing a controller already on the stack, or pushing while a push or pop is
    /// in flight, is refused with UIKit's message on the diagnostics.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if stack.contains(where: { $0 === viewController }) {
            Diagnostics.report("Pushing the same view controller instance (\(viewController.debugName)) more than once "
                + "is not supported (\(debugName)).", near: viewIfLoaded)
            return
        }
        if viewController is UINavigationController {
            Diagnostics.report("Pushing a navigation controller is not supported (\(viewController.debugName)).",
                               near: viewIfLoaded)
            return
        }
        guard !refusesNestedTransition(.push) else { return }
        changeStack(to: stack + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it; with only the root on the stack, does nothing and returns nil.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, !refusesNestedTransition(.pop) else { return nil }
        let top = stack.last
        changeStack(to: Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root and returns them (nil when the root is on top).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them (nil when it is on top already).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            Diagnostics.report("Tried to pop to a view controller that doesn't exist (\(viewController.debugName)).",
                               near: viewIfLoaded)
            return nil
        }
        guard index < stack.count - 1, !refusesNestedTransition(.pop) else { return nil }
        let popped = Array(stack[(index + 1)...])
        changeStack(to: Array(stack[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack. Animated, a new top controller arrives with a push transition if it was
    /// not on the stack before, and with a pop transition if it was.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers where !unique.contains(where: { $0 === controller }) { unique.append(controller) }
        let isPop = unique.last.map { top in stack.contains { $0 === top } } ?? true
        guard !refusesNestedTransition(isPop ? .pop : .push) else { return }
        changeStack(to: unique, animated: animated)
    }

    /// Puts the stack back as it was before a cancelled transition.
    func restoreStack(_ oldStack: [UIViewController]) {
        stack = oldStack
    }

    /// Refuses a push or pop while another is in flight, with UIKit's console message.
    private func refusesNestedTransition(_ operation: Operation) -> Bool {
        guard navigationTransition != nil else { return false }
        let name = operation == .pop ? "pop" : "push"
        Diagnostics.report("nested \(name) animation can result in corrupted navigation bar", near: viewIfLoaded)
        return true
    }

    // MARK: The bar

    /// The bar at the top, showing the top controller's navigation item.
    open var navigationBar: UINavigationBar {
        loadViewIfNeeded()
        return navigationBarStorage!
    }

    /// Whether the bar is hidden (setting it hides or shows it without animation).
    open var isNavigationBarHidden: Bool {
        get { loadViewIfNeeded(); return barIsHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the bar; animated, it slides up out of sight or back down, and a top
    /// view that stops at the bar grows or shrinks with it. The top view's safe area changes
    /// with the bar either way.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        let bar = navigationBar
        guard barIsHidden != hidden else { return }
        barIsHidden = hidden
        topViewController?.viewIfLoaded?.safeAreaMayHaveChanged()
        guard animated, view.window != nil else {
            bar.isHidden = hidden
            layoutNavigationViews()
            return
        }
        if !hidden {
            bar.frame = barFrame.offsetBy(dx: 0, dy: -barFrame.maxY)
            bar.isHidden = false
        }
        UIView.animate(withDuration: TimeInterval(UINavigationControllerHideShowBarDuration), delay: 0, options: [],
                       animations: { self.layoutNavigationViews() },
                       completion: { _ in
                           if self.barIsHidden { bar.isHidden = true }
                       })
    }

    // MARK: Views

    /// The navigation controller's view, holding the transition view and the bar over it.
    open override func loadView() {
        let root = UILayoutContainerView(frame: UIScreen.main.bounds)
        root.layout = { [weak self] in self?.layoutNavigationViews() }
        root.backgroundColor = .systemBackground
        view = root
        let container = UINavigationTransitionView(frame: root.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.clipsToBounds = true
        transitionViewStorage = container
        let bar = UINavigationBar(frame: .zero)
        bar.autoresizingMask = [.flexibleWidth]
        bar.backAction = { [weak self] in self?.popViewController(animated: true) }
        navigationBarStorage = bar
        root.addSubview(container)
        root.addSubview(bar)
        installPopGestures(on: root)
        layoutNavigationViews()
        if let top = topViewController { install(top) }
        updateNavigationBar()
    }

    /// The view children's views live in, and the container of push and pop transitions.
    var transitionView: UINavigationTransitionView {
        loadViewIfNeeded()
        return transitionViewStorage!
    }

    /// Where the bar sits when shown: under the status bar, across the top.
    private var barFrame: CGRect {
        CGRect(x: 0, y: UINavigationBar.statusBarHeight, width: view.bounds.width, height: UINavigationBar.barHeight)
    }

    /// Where a child's view goes: under a translucent bar, the whole view, the bar over its top
    /// and its safe area inset by the bar (UIKit docs: edgesForExtendedLayout); below the bar
    /// when the bar is opaque (unless `extendedLayoutIncludesOpaqueBars`) or the child's
    /// extended edges leave out the top; the whole view when the bar is hidden.
    func frame(for child: UIViewController) -> CGRect {
        let bounds = transitionView.bounds
        let extends = child.edgesForExtendedLayout.contains(.top)
            && (navigationBar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
        guard !barIsHidden, !extends else { return bounds }
        let top = barFrame.maxY
        return CGRect(x: 0, y: top, width: bounds.width, height: max(bounds.height - top, 0))
    }

    /// Below the bar, while it shows.
    package override func uncoveredRegion(forChild child: UIViewController, in window: UIWindow) -> CGRect? {
        guard !barIsHidden, let bar = navigationBarStorage, bar.window === window else { return nil }
        let bottom = bar.convert(bar.bounds, to: window).maxY
        return .safeRegion(below: bottom)
    }

    /// Places the bar (above the screen while hidden) and, unless a push or pop is placing
    /// them, the top child's view.
    private func layoutNavigationViews() {
        guard let bar = navigationBarStorage, let container = transitionViewStorage else { return }
        container.frame = view.bounds
        bar.frame = barIsHidden ? barFrame.offsetBy(dx: 0, dy: -barFrame.maxY) : barFrame
        if navigationTransition == nil, let top = topViewController, let topView = top.viewIfLoaded,
           topView.superview === container {
            topView.frame = frame(for: top)
        }
    }

    /// Puts `controller`'s view in the transition view, where `frame(for:)` says.
    func install(_ controller: UIViewController) {
        let container = transitionView
        let view = controller.view!
        view.frame = frame(for: controller)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if view.superview !== container { container.addSubview(view) }
    }

    /// Shows the stack's items on the bar, the back action popping this controller.
    func updateNavigationBar() {
        toolbarStorage?.setItems(topViewController?.toolbarItems, animated: false)
        guard let bar = navigationBarStorage else { return }
        bar.setItems(stack.map(\.navigationItem), animated: false)
    }

    /// Shows the stack's items on the bar, moving them alongside a push or pop as UIKit does.
    func updateNavigationBar(alongside transition: ViewControllerTransition, pushing: Bool) {
        guard let bar = navigationBarStorage else { return }
        bar.transitionItems(to: stack.map(\.navigationItem), pushing: pushing, alongside: transition)
    }

    /// Only the top controller gets the navigation controller's appearance callbacks.
    package override var appearanceChildren: [UIViewController] {
        topViewController.map { [$0] } ?? []
    }

    /// Replaces the stack (the one path every push, pop and set goes through).
    func changeStack(to newStack: [UIViewController], animated: Bool) {
        let oldStack = stack
        let oldTop = oldStack.last, newTop = newStack.last
        let added = newStack.filter { new in !oldStack.contains { $0 === new } }
        let removed = oldStack.filter { old in !newStack.contains { $0 === old } }
        for controller in added { addChild(controller) }
        for controller in removed { controller.willMove(toParent: nil) }
        for controller in added where controller.preferredTransition?.isZoom == true {
            ZoomDismissalGesture.install(on: controller, options: controller.preferredTransition?.zoomOptions)
        }
        stack = newStack
        if let oldTop, let newTop, oldTop !== newTop, isViewLoaded, view.window != nil {
            let operation: Operation = added.contains { $0 === newTop } ? .push : .pop
            runTransition(from: oldTop, to: newTop, operation: operation, animated: animated,
                          oldStack: oldStack, added: added, removed: removed)
        } else {
            changeStackAtOnce(from: oldTop, to: newTop, added: added, removed: removed)
        }
    }

    /// A stack change with nothing to animate (the top is unchanged, or the navigation
    /// controller is not on screen): views, callbacks and containment at once.
    private func changeStackAtOnce(from oldTop: UIViewController?, to newTop: UIViewController?,
                                   added: [UIViewController], removed: [UIViewController]) {
        let topChanged = oldTop !== newTop
        let appearing = topChanged && isAppeared
        if topChanged {
            newTop?.isMovingToParent = added.contains { $0 === newTop }
            oldTop?.isMovingFromParent = removed.contains { $0 === oldTop }
        }
        if appearing {
            oldTop?.beginAppearanceTransition(false, animated: false)
            newTop?.beginAppearanceTransition(true, animated: false)
            if let newTop { delegate?.navigationController(self, willShow: newTop, animated: false) }
        }
        if topChanged, isViewLoaded {
            if let old = oldTop?.viewIfLoaded, old.superview === transitionViewStorage { old.removeFromSuperview() }
            if let newTop { install(newTop) }
        }
        updateNavigationBar()
        if appearing {
            oldTop?.endAppearanceTransition()
            newTop?.endAppearanceTransition()
        }
        oldTop?.isMovingFromParent = false
        newTop?.isMovingToParent = false
        for controller in added { controller.didMove(toParent: self) }
        for controller in removed { controller.removeFromParent() }
        if appearing, let newTop { delegate?.navigationController(self, didShow: newTop, animated: false) }
    }
}

/// The legacy name of `UINavigationController.Operation`.
public typealias UINavigationControllerOperation = UINavigationController.Operation

/// How long `setNavigationBarHidden(_:animated:)` takes. Expected: UIKit's constant is 0.2 s.
public let UINavigationControllerHideShowBarDuration: CGFloat = 0.2

extension UINavigationController {
    /// How long `setNavigationBarHidden(_:animated:)` and `setToolbarHidden(_:animated:)` take (0.2 s).
    public static let hideShowBarDuration: CGFloat = UINavigationControllerHideShowBarDuration
}

/// The view a navigation controller's children's views live in (UIKit's is private, of this name).
final class UINavigationTransitionView: UIView {}

/// A container controller's own view, which places the bar and the children's views when laid
/// out (UIKit's is private, of this name).
final class UILayoutContainerView: UIView {
    var layout: (() -> Void)?

    override func layoutSubviews() {
        super.layoutSubviews()
        layout?()
    }
}
