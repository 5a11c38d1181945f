//  CustomPresentationTests.swift — FlipbookKitTests
//  .custom presentations with a UIPresentationController, and interaction that starts later.

import FlipbookKit
import FlipbookTestSupport
import Testing

/// A bottom half-sheet with a dimming view, the usual custom presentation.
private final class HalfSheetPresentationController: UIPresentationController {
    let dimming = UIView()
    var log: [String] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return CGRect(x: 0, y: container.bounds.height / 2, width: container.bounds.width, height: container.bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        dimming.frame = containerView!.bounds
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        containerView!.insertSubview(dimming, at: 0)
        log.append("willBegin")
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { log.append("didEnd(\(completed))") }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming.removeFromSuperview() }
        log.append("dismissalDidEnd(\(completed))")
    }
}

private final class SheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var controller: HalfSheetPresentationController?
    let log: CallLog
    init(log: CallLog) { self.log = log }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let made = HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
        controller = made
        return made
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { FadeAnimator(log: log) }
}

/// The bottom half again, placed as Apple's custom-presentation sample places it: the presented
/// view's frame set in `containerViewWillLayoutSubviews`. Counts its layout passes.
private final class LayingOutPresentationController: UIPresentationController {
    var layoutPasses = 0

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return CGRect(x: 0, y: container.bounds.height / 2, width: container.bounds.width, height: container.bounds.height / 2)
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        layoutPasses += 1
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Slides the presented view down out of the container: its frame's y, linearly, over 1 s.
private final class SlideOffAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from) else { return }
        let height = transitionContext.containerView.bounds.height
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            fromView.frame.origin.y = height
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

private final class LayingOutDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var controller: LayingOutPresentationController?
    let log: CallLog
    init(log: CallLog) { self.log = log }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let made = LayingOutPresentationController(presentedViewController: presented, presenting: presenting)
        controller = made
        return made
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { FadeAnimator(log: log) }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SlideOffAnimator()
    }
}

@Suite struct CustomPresentationTests {
    // UIKit lays out at the end of the run-loop turn that presented, before anything is drawn: a
    // presentation controller that sets the presented view's frame in containerViewWillLayoutSubviews
    // has done so long before a dismissal. Drawing a frame mid-dismissal then lays nothing out, and
    // the picture shows the presented view where its presentation is, which is what the inspector reads.
    @Test func aDismissalIsDrawnWhereItsPresentationIs() throws {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log, color: .blue)
        b.modalPresentationStyle = .custom
        let delegate = LayingOutDelegate(log: log)
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        let controller = try #require(delegate.controller)
        window.clock.tick(to: 0)
        #expect(controller.layoutPasses == 1, "laid out when the turn that presented ended, with no frame drawn")
        window.clock.tick(to: 1)
        #expect(b.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))

        b.dismiss(animated: true)
        window.clock.tick(to: 1.5)
        // Expected: a linear curve is half of the way from y 422 to 844 (off the bottom) at 0.5 s of 1.
        expectClose(try #require(b.view.layer.presentation()).frame.minY, 633, tolerance: 1e-6)
        let drawn = try #require(window.displayList().items.last { $0.content == .fill(UIColor.blue.color) })
        expectClose(try #require(drawn.transform.apply(.zero)), CGPoint(x: 0, y: 633), tolerance: 1e-6)
        // Drawing the frame moved nothing: the model is the animation's end, the presentation halfway.
        #expect(b.view.frame.minY == 844)
        expectClose(try #require(b.view.layer.presentation()).frame.minY, 633, tolerance: 1e-6)
        #expect(controller.layoutPasses == 1)

        window.clock.tick(to: 2)
        #expect(a.presentedViewController == nil && b.view.window == nil)
    }

    @Test func aCustomPresentationControllerPlacesThePresentedViewAndKeepsThePresenter() throws {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .custom
        let delegate = SheetDelegate(log: log)
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        let controller = try #require(delegate.controller)
        #expect(b.presentationController === controller)
        #expect(window.activeTransition?.view(forKey: .from) == nil, "the presenter's view stays where it is: no from-view")
        window.clock.tick(to: 1)
        #expect(b.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(a.view.window === window, "a custom presentation leaves the presenter's view")
        #expect(controller.dimming.superview === controller.containerView)
        #expect(controller.log == ["willBegin", "didEnd(true)"])
        #expect(!log.entries.contains("A.viewWillDisappear"))

        b.dismiss(animated: false)
        #expect(controller.log.last == "dismissalDidEnd(true)")
        #expect(controller.dimming.superview == nil && b.view.window == nil)
    }

    @Test func anInteractionThatStartsRunningCanBePausedAndScrubbed() {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log)
        let delegate = FixedTransitioningDelegate()
        delegate.presentAnimator = FadeAnimator(log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        delegate.presentInteraction = interaction
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        #expect(window.activeTransition?.isInteractive == false)
        window.clock.tick(to: 0.3)
        interaction.pause()
        #expect(window.activeTransition?.isInteractive == true)
        expectClose(Double(interaction.percentComplete), 0.3, tolerance: 1e-9)
        window.clock.tick(to: 2)
        expectClose(Double(b.view.layer.presentation()!.opacity), 0.3, tolerance: 1e-6)
        interaction.update(0.8)
        expectClose(Double(b.view.layer.presentation()!.opacity), 0.8, tolerance: 1e-6)
        interaction.completionCurve = .linear
        interaction.finish()
        window.clock.tick(to: 2.21)
        #expect(a.presentedViewController === b && window.activeTransition == nil)
        withExtendedLifetime(delegate) {}
    }

    // UIKit docs, UIPercentDrivenInteractiveTransition.wantsInteractiveStart: when false the
    // transition starts running non-interactively; finish() and cancel() still end it, and the
    // animator's completion reports the outcome (completeTransition(true) or (false), then
    // animationEnded).
    @Test(arguments: [true, false])
    func finishingOrCancellingARunningStartCompletesTheTransition(finishing: Bool) {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        window.clock.tick(to: 5)  // not at time 0: the transition's time is its own
        let b = LoggingViewController("B", log: log)
        let delegate = FixedTransitioningDelegate()
        delegate.presentAnimator = FadeAnimator(log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        delegate.presentInteraction = interaction
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.clock.tick(to: 5.2)
        expectClose(Double(b.view.layer.presentation()!.opacity), 0.2, tolerance: 1e-6, "running, 0.2 s into 1 s")
        if finishing { interaction.finish() } else { interaction.cancel() }
        #expect(window.activeTransition != nil, "the rest still runs")
        window.clock.tick(to: 7)
        #expect(window.activeTransition == nil, "the transition completed")
        #expect(log.entries.contains("animationEnded(\(finishing))"), "\(log.entries)")
        #expect((a.presentedViewController === b) == finishing)
        withExtendedLifetime(delegate) {}
    }
}

/// Apple's custom-presentation sample, in its shape: the presentation controller is made up front
/// by the presenting child, is its own transitioning delegate and animator, and wraps the presented
/// view (rounded, with a shadow) in presentationTransitionWillBegin.
private final class WrappingPresentationController: UIPresentationController, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning {
    var wrapper: UIView?
    var branches: [String] = []
    var toViewSeen: UIView?

    override var presentedView: UIView? { wrapper }

    override func presentationTransitionWillBegin() {
        let wrapper = UIView(frame: frameOfPresentedViewInContainerView)
        wrapper.layer.cornerRadius = 16
        wrapper.layer.shadowOpacity = 0.4
        let content = super.presentedView!
        content.frame = wrapper.bounds
        wrapper.addSubview(content)
        self.wrapper = wrapper
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? { self }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let from = transitionContext.viewController(forKey: .from)
        // The sample's test: presenting when the from-controller is the presenting one.
        let isPresenting = from === presentingViewController
        branches.append(isPresenting ? "present" : "dismiss")
        if isPresenting {
            let toView = transitionContext.view(forKey: .to)!
            toViewSeen = toView
            transitionContext.containerView.addSubview(toView)
            toView.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
        } else {
            transitionContext.view(forKey: .from)?.removeFromSuperview()
        }
        transitionContext.completeTransition(true)
    }
}

@Suite struct PresentationControllerRoutingTests {
    // UIKit docs, UIPresentationController.presentingViewController: "the view controller that is
    // the starting point for the presentation" — the one UIKit routes it to (here the navigation
    // controller whose child presents), whatever the controller was created with.
    // UIKit docs, presentedView: the view the animator animates; View Controller Programming
    // Guide: a presentation controller can return a wrapping view, made in presentationTransitionWillBegin.
    @Test func aPresentationFromAChildIsRoutedAndAnimatesTheWrappedView() throws {
        let window = UIWindow()
        let child = UIViewController(nibName: nil, bundle: nil)
        let navigation = UINavigationController(rootViewController: child)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let presented = UIViewController(nibName: nil, bundle: nil)
        let controller = WrappingPresentationController(presentedViewController: presented, presenting: child)
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = controller
        child.present(presented, animated: true)
        window.clock.tick(to: 1)
        #expect(controller.presentingViewController === navigation)
        #expect(presented.presentingViewController === navigation)
        #expect(controller.branches == ["present"])
        let wrapper = try #require(controller.wrapper)
        #expect(controller.toViewSeen === wrapper, "the animator is handed presentedView, read after willBegin")
        #expect(presented.view.superview === wrapper && wrapper.window === window)
        presented.dismiss(animated: true)
        window.clock.tick(to: 2)
        #expect(controller.branches == ["present", "dismiss"])
        #expect(navigation.presentedViewController == nil && wrapper.window == nil)
    }
}
