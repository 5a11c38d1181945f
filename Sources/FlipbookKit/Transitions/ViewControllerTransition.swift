//  ViewControllerTransition.swift — FlipbookKit
//  Flipbook's transition context: one view-controller transition in flight, and the
//  UIViewControllerContextTransitioning an animator sees. Status: complete.

import Foundation

/// One view-controller transition (present, dismiss, push or pop) from start to end.
///
/// It is the concrete `UIViewControllerContextTransitioning` the animator receives, as
/// UIKit's private context class is. The operation that started it (presentation or the
/// navigation controller) decides the container, the views the animator may touch and
/// their frames, and what the hierarchy looks like after a completed or cancelled
/// transition; this class runs the protocol between them: interaction, completion,
/// appearance callbacks, `animationEnded`, diagnostics.
package final class ViewControllerTransition: NSObject, UIViewControllerContextTransitioning {
    /// What kind of transition this is.
    package enum Operation: String, Sendable {
        case present, dismiss, push, pop
        /// A tab bar controller's change of tab.
        case tab
    }

    /// What the operation that started the transition does at its edges.
    struct Hooks {
        /// After a completed or cancelled transition: put the hierarchy the way UIKit leaves it
        /// and update the controllers' state.
        var finish: (_ completed: Bool) -> Void
        /// Appearance callbacks at the start, and at the end (completed or not).
        var appearanceStart: () -> Void
        var appearanceEnd: (_ completed: Bool) -> Void
        /// The caller's completion block (the presenter's, or a navigation delegate's didShow).
        var completion: (_ completed: Bool) -> Void
        /// Once the transition is the window's (its coordinator can be asked for), before the
        /// appearance callbacks: the presentation controller's will-begin.
        var willBegin: () -> Void = {}
    }

    package let operation: Operation
    package let fromViewController: UIViewController
    package let toViewController: UIViewController
    package let containerView: UIView
    package let isAnimated: Bool
    package let presentationStyle: UIModalPresentationStyle
    /// Replaced by a stand-in when the transition is abandoned (see `abandon()`).
    package private(set) var animator: UIViewControllerAnimatedTransitioning
    package private(set) var interactionController: UIViewControllerInteractiveTransitioning?
    /// Whether the interaction controller was supplied by the previewer rather than the app.
    package private(set) var isDrivenByPreviewer = false
    private var fromView: UIView?
    private var toView: UIView?
    private let initialFrames: [ObjectIdentifier: CGRect]
    private let finalFrames: [ObjectIdentifier: CGRect]
    var hooks: Hooks

    package private(set) var isInteractive = false
    package private(set) var transitionWasCancelled = false
    package private(set) var isComplete = false
    /// The last progress reported through `updateInteractiveTransition(_:)`.
    package private(set) var percentComplete: CGFloat = 0
    /// Clock time when the transition started.
    package private(set) var startTime: CFTimeInterval = 0
    /// The animator's interruptible animator, asked for once and kept for the whole transition.
    private var interruptibleStorage: UIViewImplicitlyAnimating??
    private var timeoutToken: Int?
    private var windowSubviewsAtStart: [ObjectIdentifier] = []
    /// The coordinator's alongside animations not run yet, and its completions and interaction handlers.
    private var pendingAlongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// The views outside the container given to `animateAlongsideTransition(in:animation:completion:)`
    /// (a navigation bar's): an interactive transition drives their time as the container's.
    package private(set) var viewsAnimatedAlongsideOutsideContainer: [UIView] = []
    private var coordinatorCompletions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasRunAnimator = false
    package private(set) var initiallyInteractive = false

    init(
        operation: Operation, from: UIViewController, to: UIViewController, container: UIView,
        fromView: UIView?, toView: UIView?,
        initialFrames: [ObjectIdentifier: CGRect], finalFrames: [ObjectIdentifier: CGRect],
        animated: Bool, style: UIModalPresentationStyle, animator: UIViewControllerAnimatedTransitioning,
        interactionController: UIViewControllerInteractiveTransitioning?, hooks: Hooks
    ) {
        self.operation = operation
        fromViewController = from
        toViewController = to
        containerView = container
        self.fromView = fromView
        self.toView = toView
        self.initialFrames = initialFrames
        self.finalFrames = finalFrames
        isAnimated = animated
        presentationStyle = style
        self.animator = animator
        self.interactionController = interactionController
        self.hooks = hooks
        super.init()
    }

    // MARK: UIViewControllerContextTransitioning

    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromViewController
        case .to: return toViewController
        default: return nil
        }
    }

    package func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromView
        case .to: return toView
        default: return nil
        }
    }

    /// Replaces the view `view(forKey:)` gives, before the animator runs (the presentation
    /// controller's `presentedView`, read after `presentationTransitionWillBegin()`).
    package func setView(_ view: UIView?, forKey key: UITransitionContextViewKey) {
        switch key {
        case .from: fromView = view
        case .to: toView = view
        default: break
        }
    }

    package var targetTransform: CGAffineTransform { .identity }

    package func initialFrame(for vc: UIViewController) -> CGRect {
        initialFrames[ObjectIdentifier(vc)] ?? .zero
    }

    package func finalFrame(for vc: UIViewController) -> CGRect {
        finalFrames[ObjectIdentifier(vc)] ?? .zero
    }

    package func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    package func finishInteractiveTransition() {
        transitionWasCancelled = false
        setInteractive(false)
        scheduleTimeout()
    }

    package func cancelInteractiveTransition() {
        transitionWasCancelled = true
        setInteractive(false)
        scheduleTimeout()
    }

    package func pauseInteractiveTransition() {
        setInteractive(true)
        cancelTimeout()
    }

    /// UIKit docs, notifyWhenInteractionChanges: the handlers run when the transition changes
    /// from interactive to non-interactive, and back.
    private func setInteractive(_ interactive: Bool) {
        let changed = interactive != isInteractive
        isInteractive = interactive
        if changed { for handler in interactionHandlers { handler(self) } }
    }

    package func completeTransition(_ didComplete: Bool) {
        guard !isComplete else {
            report("completeTransition(_:) was called more than once for this \(operation.rawValue) transition; "
                + "the extra call is ignored. Call it exactly once, when the animations end.")
            return
        }
        if didComplete && transitionWasCancelled {
            report("completeTransition(true) was called after the transition was cancelled; UIKit then completes "
                + "the \(operation.rawValue) anyway. Pass !transitionContext.transitionWasCancelled.")
        }
        isComplete = true
        cancelTimeout()
        (interactionController as? UIPercentDrivenInteractiveTransition)?.transitionDidComplete()
        checkViewsStayedInTheContainer()
        hooks.finish(didComplete)
        hooks.appearanceEnd(didComplete)
        animator.animationEnded(didComplete)
        checkDestinationSurvivedAnimationEnded(didComplete)
        window?.transitionDidEnd(self)
        let completions = coordinatorCompletions
        coordinatorCompletions = []
        pendingAlongside = []
        interactionHandlers = []
        for completion in completions { completion(self) }
        hooks.completion(didComplete)
    }

    // MARK: Running

    /// The window the transition happens in (kept: a finished dismissal takes the container out of it).
    package var window: UIWindow? { hostWindow ?? containerView.window }
    private weak var hostWindow: UIWindow?

    /// Starts the transition: appearance callbacks, then the animator (through the interaction
    /// controller when there is one) — or, unanimated, the end state at once.
    func start() {
        hostWindow = containerView.window
        window?.transitionDidBegin(self)
        startTime = window?.clock.time ?? 0
        windowSubviewsAtStart = window?.subviews.map(ObjectIdentifier.init) ?? []
        hooks.willBegin()
        hooks.appearanceStart()
        guard isAnimated else {
            if let toView, toView.superview == nil {
                containerView.addSubview(toView)
                if operation == .present { toView.frame = finalFrame(for: toViewController) }
            }
            // UIKit docs: without animation, the alongside blocks run as plain changes.
            hasRunAnimator = true
            let blocks = pendingAlongside
            pendingAlongside = []
            UIView.performWithoutAnimation { for block in blocks { block(self) } }
            completeTransition(true)
            return
        }
        if interactionController == nil, window?.forcesInteractiveTransitions == true {
            // The previewer drives every transition by hand: the app sees only isInteractive.
            interactionController = UIPercentDrivenInteractiveTransition()
            isDrivenByPreviewer = true
        }
        if let interactionController, interactionController.wantsInteractiveStart {
            isInteractive = true
            initiallyInteractive = true
            interactionController.startInteractiveTransition(self)
        } else if let interactionController {
            interactionController.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
        hasRunAnimator = true
        runAlongside()
        if !isComplete && !isInteractive { scheduleTimeout() }
    }

    /// The animator's interruptible animator, or nil when it has none. Asked for once: UIKit
    /// requires the same instance for the whole transition.
    /// The interruptible animator if the transition has asked for it (asking has effects: it runs
    /// the app's `interruptibleAnimator(using:)`).
    package var askedInterruptibleAnimator: UIViewImplicitlyAnimating? { interruptibleStorage ?? nil }

    package var interruptibleAnimator: UIViewImplicitlyAnimating? {
        if let stored = interruptibleStorage { return stored }
        let made = animator.interruptibleAnimator(using: self)
        let result: UIViewImplicitlyAnimating? = made is NoInterruptibleAnimator ? nil : made
        interruptibleStorage = .some(result)
        return result
    }

    /// The duration the animator asks for — or, when it asks for none (physics transitions
    /// cannot say in UIKit), how long the dynamics running in the container take to come to rest.
    package var duration: TimeInterval {
        let asked = animator.transitionDuration(using: self)
        guard asked <= 0, let window else { return asked }
        let settling = window.dynamicAnimators
            .filter { $0.referenceView?.isDescendant(of: containerView) == true }
            .compactMap(\.settlingTime)
        return settling.max() ?? asked
    }

    /// The window the transition ran in went away before it completed: let go of what its
    /// parties hold of each other (the operation's hooks capture the presenter or navigation
    /// controller, which holds this transition) and of the animator (which often keeps the
    /// context until `animationEnded(_:)`, as seed 004's does), running nothing — no completion, no callbacks.
    package func abandon() {
        animator = AbandonedAnimator()
        let nothing: (Bool) -> Void = { _ in }
        hooks = Hooks(finish: nothing, appearanceStart: {}, appearanceEnd: nothing, completion: nothing)
        interactionController = nil
        interruptibleStorage = nil
        timeoutToken = nil
        pendingAlongside = []
        viewsAnimatedAlongsideOutsideContainer = []
        coordinatorCompletions = []
        interactionHandlers = []
    }

    // MARK: Coordinator

    /// Whether `controller`, one of its ancestors or its child is a party to this transition.
    package func involves(_ controller: UIViewController) -> Bool {
        let parties = [fromViewController, toViewController]
        var current: UIViewController? = controller
        while let candidate = current {
            if parties.contains(where: { $0 === candidate }) { return true }
            current = candidate.parent
        }
        return parties.contains { $0.parent === controller }  // the navigation controller of a push
    }

    /// The alongside animations asked for so far, in one UIView animation of the transition's
    /// duration and completion curve: right after the animator's (in the same paused container
    /// time when the transition is interactive), or at once when asked for later.
    private func runAlongside() {
        guard hasRunAnimator, !isComplete, !pendingAlongside.isEmpty else { return }
        let blocks = pendingAlongside
        pendingAlongside = []
        let elapsed = (window?.clock.time ?? startTime) - startTime
        let remaining = isInteractive || elapsed <= 0 ? duration : max(duration - elapsed, 0)
        let options = UIView.AnimationOptions(rawValue: UInt(completionCurve.rawValue) << 16)
        UIView.animate(withDuration: remaining, delay: 0, options: options, animations: { [self] in
            for block in blocks { block(self) }
        })
    }

    private func report(_ message: String) {
        Diagnostics.report(message, near: containerView)
    }

    /// Warns when the animator never calls `completeTransition(_:)`: a while after the
    /// transition's duration (and never while it is interactive).
    private func scheduleTimeout() {
        cancelTimeout()
        guard let clock = window?.clock else { return }
        let grace = max(duration, 0) + Self.completionGrace
        let due = clock.time + grace
        timeoutToken = clock.schedule(at: due, watchOnly: true) { [weak self] in
            guard let self, !self.isComplete, !self.isInteractive else { return }
            self.report("\(type(of: self.animator)) has not called completeTransition(_:) \(Self.format(grace)) s into a "
                + "\(Self.format(self.duration)) s \(self.operation.rawValue) transition; the transition is stuck. "
                + "Call transitionContext.completeTransition(!transitionContext.transitionWasCancelled) when the animations end.")
        }
    }

    /// How long past its duration a transition may run before it is reported as stuck.
    static let completionGrace: TimeInterval = 2

    private func cancelTimeout() {
        if let token = timeoutToken { window?.clock.cancelScheduled(token) }
        timeoutToken = nil
    }

    /// Views the animator put straight into the window escape the container.
    private func checkViewsStayedInTheContainer() {
        guard let window else { return }
        let added = window.subviews.filter { view in
            view !== containerView && !windowSubviewsAtStart.contains(ObjectIdentifier(view))
                && !(view is UITransitionView)
        }
        for view in added {
            report("\(type(of: animator)) added a \(type(of: view)) to the window, outside the transition's container view; "
                + "add transition views to transitionContext.containerView.")
        }
    }

    /// An animator that cleans up in `animationEnded(_:)` can take the new screen away with its
    /// own views (seed 004 removes the view it dropped the presented view into): UIKit shows a
    /// blank screen, and so does Flipbook, which reports why.
    private func checkDestinationSurvivedAnimationEnded(_ didComplete: Bool) {
        guard didComplete, operation == .present || operation == .push, let toView, let window,
              !toView.isDescendant(of: window) else { return }
        report("\(type(of: animator)).animationEnded(_:) took the \(operation == .present ? "presented" : "pushed") view "
            + "out of the window (it was inside a view the animator removed); UIKit would show a blank screen. "
            + "Move the view into transitionContext.containerView before removing temporary views.")
    }

    private static func format(_ t: TimeInterval) -> String { String(format: "%.2f", t) }
}

/// What an abandoned transition holds instead of its animator: nothing to animate.
private final class AbandonedAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
}

/// The view UIKit adds to the window to hold a presentation's views; its layout passes are the
/// presentation controller's `containerViewWillLayoutSubviews` and `containerViewDidLayoutSubviews`.
final class UITransitionView: UIView {
    weak var presentation: UIPresentationController?

    /// A sheet resting at an undimmed detent lets touches beside it through to the presenter.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit === self, (presentation as? UISheetPresentationController)?.passesTouchesThrough == true { return nil }
        return hit
    }

    override func layoutSubviews() {
        presentation?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentation?.containerViewDidLayoutSubviews()
    }
}

extension ViewControllerTransition: UIViewControllerTransitionCoordinator {
    package var isCancelled: Bool { transitionWasCancelled }
    package var isInterruptible: Bool { askedInterruptibleAnimator != nil }
    package var transitionDuration: TimeInterval { duration }
    package var completionVelocity: CGFloat { interactionController?.completionSpeed ?? 1 }
    package var completionCurve: UIView.AnimationCurve { interactionController?.completionCurve ?? .easeInOut }

    @discardableResult
    package func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                         completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: nil, animation: animation, completion: completion)
    }

    @discardableResult
    package func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                            completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !isComplete else { return false }
        if let view, !view.isDescendant(of: containerView),
           !viewsAnimatedAlongsideOutsideContainer.contains(where: { $0 === view }) {
            viewsAnimatedAlongsideOutsideContainer.append(view)
        }
        if let animation { pendingAlongside.append(animation) }
        if let completion { coordinatorCompletions.append(completion) }
        runAlongside()
        return true
    }

    package func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }
}
