//  InteractiveTransitionTests.swift — FlipbookKitTests
//  UIPercentDrivenInteractiveTransition over a UIView.animate animator (the container's time
//  is paused and scrubbed) and the previewer's forced interactivity.

import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct InteractiveTransitionTests {
    /// A presented by A with a 1 s linear fade, driven by a percent-driven interaction controller.
    private func interactivePresentation(log: CallLog) -> (
        UIWindow, LoggingViewController, LoggingViewController, UIPercentDrivenInteractiveTransition, FixedTransitioningDelegate
    ) {
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log)
        let delegate = FixedTransitioningDelegate()
        delegate.presentAnimator = FadeAnimator(log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        b.transitioningDelegate = delegate
        a.present(b, animated: true) { log.add("completion") }
        // The controller holds its delegate weakly, as in UIKit: the caller keeps it.
        return (window, a, b, interaction, delegate)
    }

    @Test func updateScrubsThePausedContainerAndTheClockDoesNotMoveIt() {
        let log = CallLog()
        let (window, _, b, interaction, delegate) = interactivePresentation(log: log)
        defer { withExtendedLifetime(delegate) {} }
        #expect(window.activeTransition?.isInteractive == true)
        window.clock.tick(to: 5)
        #expect(b.view.layer.presentation()!.opacity == 0, "paused at 0 until updated")
        interaction.update(0.4)
        expectClose(Double(b.view.layer.presentation()!.opacity), 0.4, tolerance: 1e-6)
        interaction.update(1.7)
        #expect(interaction.percentComplete == 1, "clamped")
        interaction.update(0.4)
        window.clock.tick(to: 9)
        expectClose(Double(b.view.layer.presentation()!.opacity), 0.4, tolerance: 1e-6)
        #expect(!log.entries.contains("completion"))
    }

    @Test func finishRunsTheRestAtCompletionSpeedAlongTheCompletionCurve() {
        let log = CallLog()
        let (window, a, b, interaction, delegate) = interactivePresentation(log: log)
        defer { withExtendedLifetime(delegate) {} }
        window.clock.tick(to: 1)
        interaction.update(0.4)
        interaction.completionSpeed = 2
        interaction.completionCurve = .linear
        interaction.finish()
        #expect(window.activeTransition?.isInteractive == false)
        // The remaining 0.6 s of transition time at double speed: 0.3 s of clock time.
        window.clock.tick(to: 1.15)
        expectClose(Double(b.view.layer.presentation()!.opacity), 0.7, tolerance: 1e-6)
        window.clock.tick(to: 1.31)
        #expect(log.entries.suffix(4) == ["B.viewDidAppear", "A.viewDidDisappear", "animationEnded(true)", "completion"])
        #expect(a.presentedViewController === b)
        #expect(window.activeTransition == nil)
        #expect(window.layer.sublayers!.allSatisfy { $0.speed == 1 && $0.timeOffset == 0 }, "the container's time is restored")
    }

    @Test func cancelRunsBackThenCompletesCancelledWithUIKitsCallbacks() {
        let log = CallLog()
        let (window, a, b, interaction, delegate) = interactivePresentation(log: log)
        defer { withExtendedLifetime(delegate) {} }
        interaction.update(0.5)
        interaction.completionCurve = .easeInOut
        interaction.cancel()
        #expect(window.activeTransition?.transitionWasCancelled == true)
        // Back from 0.5 to 0 over 0.5 s, easing in and out: at 0.25 s the time is 0.5 × (1 − eased(½)).
        window.clock.tick(to: 0.25)
        expectClose(Double(b.view.layer.presentation()!.opacity), 0.5 * (1 - Reference.easeInOut(0.5)), tolerance: 1e-6)
        window.clock.tick(to: 0.6)
        #expect(log.entries == [
            "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
            "B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillAppear", "A.viewDidAppear",
            "animationEnded(false)",
        ], "will-appear then will-disappear, no did-appear; no presenter completion")
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(a.view.superview === window && b.view.window == nil)
        #expect(window.subviews.count == 1)
    }

    @Test func thePreviewerCanDriveATransitionTheAppDidNotMakeInteractive() {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        window.forcesInteractiveTransitions = true
        let b = LoggingViewController("B", log: log)
        let delegate = FixedTransitioningDelegate()
        delegate.presentAnimator = FadeAnimator(log: log)
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        let transition = window.activeTransition!
        #expect(transition.isDrivenByPreviewer && transition.isInteractive)
        let driver = transition.interactionController as! UIPercentDrivenInteractiveTransition
        driver.update(0.25)
        expectClose(Double(b.view.layer.presentation()!.opacity), 0.25, tolerance: 1e-6)
        driver.finish()
        window.clock.tick(to: 2)
        #expect(a.presentedViewController === b)
        withExtendedLifetime(delegate) {}
    }
}

/// An animator that runs a property animator from animateTransition without offering it as
/// its interruptible animator: the percent-driven controller must pause it through the container's time.
private final class PropertyAnimatorFade: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)!
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { toView.alpha = 1 }
        animator.addCompletion { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) }
        animator.startAnimation()
    }
}

@Suite struct PropertyAnimatorUnderAPausedContainerTests {
    @Test func itsEndWaitsForTheContainersTime() {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log)
        let delegate = FixedTransitioningDelegate()
        delegate.presentAnimator = PropertyAnimatorFade()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.clock.tick(to: 3)
        #expect(a.presentedViewController === b && window.activeTransition != nil, "still paused, not completed")
        interaction.update(0.5)
        #expect(abs(Double(b.view.layer.presentation()!.opacity) - 0.5) < 1e-6)
        interaction.completionCurve = .linear
        interaction.finish()
        window.clock.tick(to: 3.49)
        #expect(window.activeTransition != nil)
        window.clock.tick(to: 3.51)
        #expect(window.activeTransition == nil, "the property animator completed when the container's time reached its end")
        withExtendedLifetime(delegate) {}
    }
}

@Suite struct RegrabTests {
    @Test func updatingDuringACancelMakesTheTransitionInteractiveAgain() {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log)
        let delegate = FixedTransitioningDelegate()
        delegate.presentAnimator = FadeAnimator(log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        interaction.update(0.8)
        interaction.cancel()
        window.clock.tick(to: 0.1)
        interaction.update(0.6)
        #expect(window.activeTransition?.isInteractive == true)
        window.clock.tick(to: 10)
        #expect(window.activeTransition != nil, "no cancel and no stuck report while held")
        #expect(window.clock.diagnostics.isEmpty)
        #expect(abs(Double(b.view.layer.presentation()!.opacity) - 0.6) < 1e-6)
        interaction.finish()
        window.clock.tick(to: 11)
        #expect(a.presentedViewController === b)
        withExtendedLifetime(delegate) {}
    }
}

@Suite struct CancelledDismissalTests {
    /// Slides the presented view down off the screen, as a drag-to-dismiss animator does; on a
    /// cancel it does nothing of its own to the view, as tutorials' animators don't.
    private final class SlideDownAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let from = transitionContext.view(forKey: .from)!
            let height = transitionContext.containerView.bounds.height
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
                from.frame.origin.y = height
                from.alpha = 0.5
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    // UIKit docs, UIViewAnimatingPosition.start: "the starting values for any animatable
    // properties—that is, the values of the properties before you applied any animations"; a
    // cancelled interactive transition runs its animations back and ends them there, so the
    // still-presented modal is where it was, and a second drag animates it again.
    @Test func aCancelledDragToDismissLeavesTheModalWhereItWasAndASecondDragMovesItAgain() {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log)
        let delegate = FixedTransitioningDelegate()
        delegate.dismissAnimator = SlideDownAnimator()
        b.modalPresentationStyle = .overFullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        let home = b.view.frame

        for attempt in 1...2 {
            let interaction = UIPercentDrivenInteractiveTransition()
            delegate.dismissInteraction = interaction
            b.dismiss(animated: true)
            interaction.update(0.4)
            expectClose(Double(b.view.layer.presentation()!.position.y), Double(home.midY + 0.4 * window.bounds.height),
                        tolerance: 1e-6, "attempt \(attempt): the drag moves the modal")
            interaction.cancel()
            window.clock.tick(to: window.clock.time + 1)
            #expect(window.activeTransition == nil)
            #expect(a.presentedViewController === b, "attempt \(attempt): still presented")
            #expect(b.view.frame == home && b.view.alpha == 1, "attempt \(attempt): the model is back at the start")
            #expect(b.view.layer.presentation()!.position == CGPoint(x: home.midX, y: home.midY))
            #expect(b.view.window === window)
        }
        #expect(window.clock.diagnostics.isEmpty)
        withExtendedLifetime(delegate) {}
    }
}
