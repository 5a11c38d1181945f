//  UIWindow.swift — FlipbookKit
//  Mirrors UIKit.UIWindow. Status: partial (a window made with `init(frame:)` makes its scene, and
//  `init(windowScene:)` adds windows to one, ordered by level — the previewer draws the first; a
//  window is shown from the moment it is made).

import Foundation

/// The root of a scene: a view the size of the device screen, driven by its own media clock.
///
/// Flipbook: a new window is shown (not hidden until `makeKeyAndVisible()` as on iOS), so a
/// scene built in a test draws without ceremony.
/// Flipbook: the window owns the `MediaClock` that drives its layer tree (on iOS the render
/// server's clock). The previewer, a script or a test advances it; nothing reads the wall clock.
/// Keep the window alive while its views animate: a view in no window has no clock, and
/// changes to it happen at once, unanimated.
open class UIWindow: UIView {
    /// The clock driving this window's layer tree.
    public let clock: MediaClock
    /// The fingers on the screen, by the number the previewer or a script gives each (UIWindow+Touches).
    package var touchesByFinger: [Int: UITouch] = [:]
    /// The touch `sendTouch(_:at:finger:)` is sending: delivered by `sendEvent(_:)` even when stationary.
    var touchBeingSent: UITouch?
    /// The last finger lifted, to count taps in quick succession.
    package var lastLift: (time: TimeInterval, location: CGPoint, tapCount: Int)?
    /// The haptic calls the scene's Diagnostics have mentioned (UIFeedbackGenerator).
    var toldAboutHaptics: Set<String> = []
    /// The responder keys go to: a text field or text view being edited (UIResponder).
    package weak var firstResponder: UIResponder?
    /// Set while `endEditing(true)` makes the first responder resign: it may not refuse.
    package var forcesResignation = false
    /// The software keyboard's frame on the screen while it is shown, nil while it is hidden (UIWindow+Keyboard).
    package var keyboardFrame: CGRect?
    /// Set while one first responder resigns for another: the keyboard stays as it is (UIWindow+Keyboard).
    var holdsKeyboard = false

    /// Expected: an iPhone 14/15 screen in points.
    public static let iPhoneScreenSize = CGSize(width: 390, height: 844)

    /// The screen edges the status bar, sensor housing and home indicator take, by the window's
    /// size: an iPhone 14's in portrait (47 and 34 pt) and landscape (47 at the sides, 21 below),
    /// an iPad's (24 and 20 pt) from 700 pt across.
    // Flipbook: the device is told by the window's size; iOS asks the hardware.
    package var deviceSafeAreaInsets: UIEdgeInsets { Self.deviceSafeAreaInsets(forScreen: bounds.size) }

    /// The screen edges the device keeps on a screen of `size` (`deviceSafeAreaInsets`).
    package static func deviceSafeAreaInsets(forScreen size: CGSize) -> UIEdgeInsets {
        if min(size.width, size.height) >= 700 { return UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0) }
        if size.width > size.height { return UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47) }
        return UIEdgeInsets(top: UINavigationBar.statusBarHeight, left: 0, bottom: 34, right: 0)
    }

    private static let keyWindow = ThreadLocal<WeakWindow>("UIWindow.key") { WeakWindow() }

    /// A window of `frame` on a new clock starting at 0.
    deinit {
        // Dropped mid-transition: the transition's animations hold it through their completion
        // blocks, dynamic behaviours through their actions, the presenter or navigation controller
        // through the transition's hooks — and it holds them. Let go of all of it (nothing runs any more).
        for transition in activeTransitions {
            transition.containerView.layer.discardAnimationsInTree()
            transition.fromViewController.viewIfLoaded?.layer.discardAnimationsInTree()
            transition.toViewController.viewIfLoaded?.layer.discardAnimationsInTree()
            transition.abandon()
        }
        for animator in dynamicAnimators { animator.abandon() }
        layer.discardAnimationsInTree()
        clock.invalidate()
    }

    /// Whether a view in the window has asked for layout since the last commit's pass.
    package var hasPendingLayout = true

    public override init(frame: CGRect) {
        clock = MediaClock()
        super.init(frame: frame)
        clock.add(layer)
        layOutAtEveryCommit()
        windowSceneStorage = UIWindowScene(window: self)
    }

    /// A window in `windowScene`, the size of its screen.
    public init(windowScene: UIWindowScene) {
        clock = MediaClock()
        super.init(frame: windowScene.screen.bounds)
        clock.add(layer)
        layOutAtEveryCommit()
        self.windowScene = windowScene
    }

    /// A window the size of an iPhone's screen (390×844 pt). Flipbook: another device's window
    /// is made with `init(frame:)`, as the previewer does for `--device`.
    public convenience init() {
        self.init(frame: CGRect(origin: .zero, size: Self.iPhoneScreenSize))
    }

    public required init?(coder: NSCoder) {
        clock = MediaClock()
        super.init(coder: coder)
        clock.add(layer)
        layOutAtEveryCommit()
        windowSceneStorage = UIWindowScene(window: self)
    }

    /// The layout pass runs when the clock ends a run-loop turn (a tick, each event in it, a
    /// `commit()`), as UIKit's runs at the end of every turn — not only when a frame is drawn: a
    /// presentation controller that places the presented view in `containerViewWillLayoutSubviews`
    /// does so right after `present`, and a frame drawn later, mid-dismissal, finds nothing to lay
    /// out that would move the model under the running animation. The picture and the inspector
    /// then read the same model.
    /// The pass walks the tree only when a view in it asked for layout (`hasPendingLayout`) or
    /// its constraints changed, so a turn that changed nothing — most of a clock's events — costs
    /// nothing however many views there are.
    private func layOutAtEveryCommit() {
        clock.willCommit = { [weak self] in
            self?.layOutIfPending()
            self?.simulatePendingDynamics()
        }
    }

    /// `layoutIfNeeded()` when a view asked for layout since the last pass or the constraints
    /// changed; otherwise nothing, not even the walk of the tree.
    private func layOutIfPending() {
        guard hasPendingLayout || layoutEngine?.hasPendingWork == true else { return }
        hasPendingLayout = false
        layoutIfNeeded()
    }

    /// A new size tells the view controllers (`viewWillTransition(to:with:)`) and, when the size
    /// classes change with it, every trait environment (UITraitEnvironment.swift); then a shown
    /// keyboard moves to the new screen's foot and, for the key window, the device tells of its
    /// turn (UIDevice's `orientationDidChangeNotification`).
    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = super.frame.size
            guard newValue.size != oldSize else { return super.frame = newValue }
            let resize = { self.changeSize(from: oldSize, to: newValue.size) { super.frame = newValue } }
            if isKeyWindow {
                UIApplication.shared.screenWillChangeSize(from: oldSize, to: newValue.size, apply: resize)
            } else {
                resize()
            }
            keyboardFollowsScreen()
            if isKeyWindow { UIDevice.current.screenDidChangeSize(from: oldSize, to: newValue.size) }
            if let scene = windowScene, scene.primaryWindow === self { scene.didChangeSize(from: oldSize) }
        }
    }

    /// The screen the window shows on: its own size. Setting a screen moves the window to it: the
    /// window takes the screen's size.
    open var screen: UIScreen {
        get {
            let size = bounds.size
            if let screenStorage, screenStorage.bounds.size == size { return screenStorage }
            let made = UIScreen(bounds: CGRect(origin: .zero, size: size))
            made.window = self
            screenStorage = made
            return made
        }
        set {
            frame = CGRect(origin: frame.origin, size: newValue.bounds.size)
            newValue.window = self
            screenStorage = newValue
        }
    }
    /// Kept while the window's size stays (layout asks for the screen often).
    private var screenStorage: UIScreen?

    /// The controller whose view fills the window. Once the window is key and visible, the root
    /// controller gets its appearance callbacks (and a replaced one its disappearance callbacks).
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue, old.isViewLoaded, old.view.superview === self {
                if old.isAppeared { old.beginAppearanceTransition(false, animated: false) }
                old.view.removeFromSuperview()
                if old.isAppeared { old.endAppearanceTransition() }
            }
            if let controller = rootViewController {
                let view = controller.view!
                view.frame = bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                insertSubview(view, at: 0)
                if isKeyWindow && !isHidden { showRoot() }
            }
        }
    }

    /// Gives the root controller its first appearance callbacks.
    private func showRoot() {
        guard let controller = rootViewController, !controller.isAppeared else { return }
        controller.beginAppearanceTransition(true, animated: false)
        controller.endAppearanceTransition()
    }

    /// Whether this is the key window of its thread's scene.
    open var isKeyWindow: Bool { Self.keyWindow.value.window === self }

    /// Makes the window key (the scene `CACurrentMediaTime()` and `UIScreen.main` refer to) and shows it.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
        if !hasBeenShown {
            // A new UIKit window is hidden until it is made visible: this is when it becomes visible.
            hasBeenShown = true
            NotificationCenter.default.post(name: Self.didBecomeVisibleNotification, object: self)
        }
        showRoot()
    }

    /// Makes the window key: the old key window gets `resignKey()` and posts
    /// `didResignKeyNotification`, then this one gets `becomeKey()` and posts `didBecomeKeyNotification`.
    /// A window whose `canBecomeKey` is false stays as it is.
    open func makeKey() {
        guard !isKeyWindow, canBecomeKey else { return }
        let old = Self.keyWindow.value.window
        Self.keyWindow.value.window = self
        if let old {
            old.resignKey()
            NotificationCenter.default.post(name: Self.didResignKeyNotification, object: old)
        }
        becomeKey()
        NotificationCenter.default.post(name: Self.didBecomeKeyNotification, object: self)
    }

    /// Whether the window can be the key window: true (UIKit docs: "The default value of this
    /// property is true").
    open var canBecomeKey: Bool { true }

    /// Called when the window became key (override point: call super; never call it directly).
    open func becomeKey() {}

    /// Called when the window stopped being key (override point: call super; never call it directly).
    open func resignKey() {}

    /// Hiding or showing the window posts `didBecomeHiddenNotification` or `didBecomeVisibleNotification`.
    open override var isHidden: Bool {
        get { super.isHidden }
        set {
            let was = super.isHidden
            super.isHidden = newValue
            guard was != newValue else { return }
            if !newValue { hasBeenShown = true }
            NotificationCenter.default.post(name: newValue ? Self.didBecomeHiddenNotification : Self.didBecomeVisibleNotification,
                                            object: self)
        }
    }

    /// Whether the window was ever made visible (`makeKeyAndVisible()` or `isHidden` set false).
    private var hasBeenShown = false

    /// The scene the window is in. Setting another moves the window to it; nil takes it out of
    /// any (it stays on the screen: the previewer draws it as long as it is shown).
    open var windowScene: UIWindowScene? {
        get { windowSceneStorage }
        set {
            guard newValue !== windowSceneStorage else { return }
            windowSceneStorage?.remove(self)
            windowSceneStorage = newValue
            newValue?.add(self)
        }
    }
    private var windowSceneStorage: UIWindowScene?

    /// The window's level: windows of a higher level are in front of lower ones (a scene's `windows`
    /// is ordered by it).
    // Flipbook: the previewer draws a scene's first window; the level orders the others.
    open var windowLevel: UIWindow.Level = .normal

    /// A window's position in front of or behind others.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        /// The level of most windows (0).
        public static let normal = Level(0)
        /// The status bar's level (1000): in front of normal windows.
        public static let statusBar = Level(1000)
        /// An alert's level (2000): in front of the status bar.
        public static let alert = Level(2000)

        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue + rhs) }
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(lhs.rawValue - rhs) }
    }

    /// Posted when a window is shown (made visible, or `isHidden` set false).
    public static let didBecomeVisibleNotification = NSNotification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted when a window is hidden.
    public static let didBecomeHiddenNotification = NSNotification.Name("UIWindowDidBecomeHiddenNotification")
    /// Posted by `makeKey()` when a window becomes key.
    public static let didBecomeKeyNotification = NSNotification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted by `makeKey()` when the key window stops being key.
    public static let didResignKeyNotification = NSNotification.Name("UIWindowDidResignKeyNotification")

    // MARK: Sending events

    /// Delivers the touches of `event` that changed in this window: first to the gesture
    /// recognizers of the view each touched down in and its ancestors, then to that view's
    /// `touchesBegan`/`Moved`/`Ended`/`Cancelled` (none once a recognizer cancelled it in the view).
    /// A subclass overriding it sees every touch before the views do; it must call super.
    open func sendEvent(_ event: UIEvent) {
        for touch in event.allTouches ?? [] where touch.window === self && (touch === touchBeingSent || touch.phase != .stationary) {
            deliver(touch, event: event)
        }
    }

    // MARK: Converting coordinates

    /// `point` in the window's coordinates, in `window`'s — in the screen's when `window` is nil.
    open func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        let onScreen = CGPoint(x: point.x + frame.minX, y: point.y + frame.minY)
        guard let window else { return onScreen }
        return CGPoint(x: onScreen.x - window.frame.minX, y: onScreen.y - window.frame.minY)
    }

    /// `point` in `window`'s coordinates (the screen's when nil), in this window's.
    open func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
        let onScreen = window.map { CGPoint(x: point.x + $0.frame.minX, y: point.y + $0.frame.minY) } ?? point
        return CGPoint(x: onScreen.x - frame.minX, y: onScreen.y - frame.minY)
    }

    /// `rect` in the window's coordinates, in `window`'s — in the screen's when `window` is nil.
    open func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: window), size: rect.size)
    }

    /// `rect` in `window`'s coordinates (the screen's when nil), in this window's.
    open func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: window), size: rect.size)
    }

    /// The application (UIKit docs, UIResponder.next: "UIWindow returns the application object").
    open override var next: UIResponder? { UIApplication.shared }

    /// The window's shared undo manager (UIKit docs: "every window of an application has an undo manager").
    open override var undoManager: UndoManager? { sharedUndoManager }
    private lazy var sharedUndoManager = UndoManager()

    // MARK: - Flipbook addition

    /// When set, every animated transition without an interaction controller of its own gets a
    /// `UIPercentDrivenInteractiveTransition`, so the previewer can scrub it. The animator sees
    /// nothing different but `isInteractive`.
    public var forcesInteractiveTransitions = false

    /// The view-controller transitions running in this window, oldest first.
    package private(set) var activeTransitions: [ViewControllerTransition] = []

    /// The transition running now, if any.
    package var activeTransition: ViewControllerTransition? { activeTransitions.last }

    /// The property animators that have started in this window (weakly held).
    private var propertyAnimatorStorage: [WeakPropertyAnimator] = []

    package var propertyAnimators: [UIViewPropertyAnimator] { propertyAnimatorStorage.compactMap(\.animator) }

    /// The first property animator that matches, making no array (the HUD asks every frame).
    package func firstPropertyAnimator(where matches: (UIViewPropertyAnimator) -> Bool) -> UIViewPropertyAnimator? {
        for entry in propertyAnimatorStorage { if let animator = entry.animator, matches(animator) { return animator } }
        return nil
    }

    package func propertyAnimatorDidStart(_ animator: UIViewPropertyAnimator) {
        propertyAnimatorStorage.removeAll { $0.animator == nil || $0.animator === animator }
        propertyAnimatorStorage.append(WeakPropertyAnimator(animator: animator))
    }

    /// The dynamic animators that have run in this window (weakly held).
    private var dynamicAnimatorStorage: [WeakDynamicAnimator] = []
    /// Where the window's dynamic animators find simulations other windows of the same demo
    /// ran (the player gives its scenes one); nil: every simulation runs.
    package var dynamicsSimulations: DynamicsSimulations?

    package var dynamicAnimators: [UIDynamicAnimator] { dynamicAnimatorStorage.compactMap(\.animator) }

    /// Dynamic animators whose behaviours changed in this run-loop turn, simulated when it ends.
    private var animatorsToSimulate: [WeakDynamicAnimator] = []

    package func dynamicAnimatorNeedsSimulation(_ animator: UIDynamicAnimator) {
        // Once per turn per animator: the last one asking is usually the same animator.
        guard animatorsToSimulate.last?.animator !== animator else { return }
        animatorsToSimulate.append(WeakDynamicAnimator(animator: animator))
    }

    /// The end of a run-loop turn: the dynamic animators changed in it simulate their changes at once.
    private func simulatePendingDynamics() {
        guard !animatorsToSimulate.isEmpty else { return }
        let waiting = animatorsToSimulate
        animatorsToSimulate.removeAll()
        for entry in waiting { entry.animator?.endTurn() }
    }

    package func dynamicAnimatorDidSimulate(_ animator: UIDynamicAnimator) {
        dynamicAnimatorStorage.removeAll { $0.animator == nil }
        if !dynamicAnimatorStorage.contains(where: { $0.animator === animator }) {
            dynamicAnimatorStorage.append(WeakDynamicAnimator(animator: animator))
        }
    }

    package func transitionDidBegin(_ transition: ViewControllerTransition) {
        activeTransitions.append(transition)
    }

    package func transitionDidEnd(_ transition: ViewControllerTransition) {
        activeTransitions.removeAll { $0 === transition }
        lastTransitionEnd = (transition.transitionWasCancelled, clock.time)
    }

    /// How the last view-controller transition to complete in this window ended — cancelled (back
    /// at its start) or not — and the clock time it did; nil before any has.
    public private(set) var lastTransitionEnd: (cancelled: Bool, time: CFTimeInterval)?

    /// Where the last property animator to complete in this window left its views, and the clock
    /// time it did; nil before any has.
    public private(set) var lastPropertyAnimatorEnd: (position: UIViewAnimatingPosition, time: CFTimeInterval)?

    package func propertyAnimatorDidComplete(_ animator: UIViewPropertyAnimator, at position: UIViewAnimatingPosition) {
        lastPropertyAnimatorEnd = (position, clock.time)
    }

    /// The key window of this thread's scene.
    package static var current: UIWindow? { keyWindow.value.window }

    /// Makes this window the key window of this thread — the one `CACurrentMediaTime()`,
    /// `UIScreen.main` and the main queue refer to — without UIKit's key-window callbacks and
    /// notifications. For the previewer, which runs several scenes in turn (a comparison's two
    /// sides, a scrub's replay): each scene made its own window key when it was built, and going
    /// back to a scene is not a change of key window inside it.
    package func makeCurrent() {
        Self.keyWindow.value.window = self
    }

    /// The frame of the window's scene at the clock's current time, after a layout pass
    /// (iOS lays out views that need it before every frame it commits).
    public func displayList() -> DisplayList {
        layOutIfPending()
        return layer.displayList(atRootTime: clock.time)
    }

    /// The same frame into `list`, whose storage is kept from the frame before (with the window's
    /// own scratch, drawing a frame allocates nothing once warm), leaving out the layers that lie
    /// wholly outside `visibleRect` (window points; nil leaves out none).
    public func displayList(into list: inout DisplayList, visibleRect: CGRect? = nil) {
        layOutIfPending()
        layer.displayList(atRootTime: clock.time, into: &list, visibleRect: visibleRect, scratch: displayListScratch)
    }

    /// The clip lists and stacks a display list is built with, kept from frame to frame.
    private lazy var displayListScratch = DisplayListScratch()
}

private struct WeakPropertyAnimator {
    weak var animator: UIViewPropertyAnimator?
}

private struct WeakDynamicAnimator {
    weak var animator: UIDynamicAnimator?
}

private final class WeakWindow {
    weak var window: UIWindow?
}
