//  PresentationTests.swift — FlipbookKitTests
//  present/dismiss through the transitioning delegate: hierarchy, callbacks and their order.

import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct PresentationTests {
    @Test func aCustomPresentationRunsTheAnimatorAndLeavesUIKitsHierarchy() {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log, color: .red)
        let delegate = FixedTransitioningDelegate()
        delegate.presentAnimator = FadeAnimator(log: log)
        b.transitioningDelegate = delegate
        a.present(b, animated: true) { log.add("completion") }

        // Expected: UIKit's modal order — presenter will-disappear, presented will-appear.
        #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear"])
        #expect(a.presentedViewController === b && b.presentingViewController === a)
        #expect(b.isBeingPresented)
        window.clock.tick(to: 0.5)
        expectClose(Double(b.view.layer.presentation()!.opacity), 0.5, tolerance: 1e-9)
        window.clock.tick(to: 1.0)
        // Then presented did-appear before presenter did-disappear, animationEnded, the completion.
        #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                                "B.viewDidAppear", "A.viewDidDisappear", "animationEnded(true)", "completion"])
        #expect(!b.isBeingPresented)
        #expect(a.view.window == nil, "a full-screen presentation removes the presenter's view")
        #expect(b.view.window === window)
        #expect(b.view.frame == window.bounds)
    }

    @Test func dismissingPutsThePresenterBackAndClearsTheRelationship() {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log)
        let delegate = FixedTransitioningDelegate()
        delegate.presentAnimator = FadeAnimator(log: log)
        delegate.dismissAnimator = FadeAnimator(log: log)
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.clock.tick(to: 1)
        log.entries.removeAll()

        b.dismiss(animated: true) { log.add("dismissed") }
        #expect(b.isBeingDismissed)
        #expect(log.entries == ["B.viewWillDisappear", "A.viewWillAppear"])
        window.clock.tick(to: 2)
        #expect(log.entries == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear",
                                "animationEnded(true)", "dismissed"])
        #expect(a.presentedViewController == nil && b.presentingViewController == nil)
        #expect(a.view.superview === window && a.view.frame == window.bounds)
        #expect(b.view.window == nil)
        #expect(window.subviews.count == 1, "the transition container is gone")
    }

    @Test func theDefaultPresentationSlidesUpFromTheBottom() {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log)
        a.present(b, animated: true)
        window.clock.tick(to: 0.25)
        // Half-way through 0.5 s of ease-in-ease-out: the top edge is at (1 − eased(½)) × height.
        let y = b.view.layer.presentation()!.position.y - b.view.bounds.height / 2
        expectClose(Double(y), 844 * (1 - Reference.easeInOut(0.5)), tolerance: 1e-6)
        window.clock.tick(to: 0.5)
        #expect(a.presentedViewController === b)
        #expect(b.view.frame == window.bounds)
        b.dismiss(animated: true)
        window.clock.tick(to: 1.0)
        #expect(a.view.window === window && b.view.window == nil)
    }

    @Test func unanimatedPresentationCompletesAtOnce() {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log)
        a.present(b, animated: false) { log.add("completion") }
        #expect(log.entries.last == "completion")
        #expect(b.view.window === window && a.view.window == nil)
        b.dismiss(animated: false)
        #expect(a.view.window === window && b.view.window == nil)
    }

    @Test func overFullScreenKeepsThePresenterAndItsCallbacksQuiet() {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .overFullScreen
        a.present(b, animated: true)
        window.clock.tick(to: 1)
        #expect(a.view.window === window, "over full screen leaves the presenter's view in place")
        #expect(!log.entries.contains { $0.hasPrefix("A.") })
    }

    @Test func aSecondPresentationWhileOneIsInFlightIsRefusedWithUIKitsMessage() {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log)
        let c = LoggingViewController("C", log: log)
        a.present(b, animated: true)
        b.present(c, animated: true)
        #expect(window.clock.diagnostics.last == "Attempt to present <LoggingViewController: \"C\"> on "
            + "<LoggingViewController: \"B\"> while a presentation is in progress!")
        window.clock.tick(to: 1)
        a.present(c, animated: false)
        #expect(window.clock.diagnostics.last?.contains("which is already presenting") == true)
        #expect(c.presentingViewController == nil)
    }

    // UIKit refuses a dismissal "while a presentation or dismiss is in progress" — a modal
    // transition. A push inside the presented navigation controller is not one: side menus
    // dismiss while their child navigation controller is still pushing.
    @Test func aDismissalWhileAChildNavigationControllerPushesGoesAhead() {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let menu = UINavigationController(rootViewController: LoggingViewController("Menu", log: log))
        a.present(menu, animated: false)
        menu.pushViewController(LoggingViewController("Detail", log: log), animated: true)
        #expect(window.activeTransition?.operation == .push)
        let diagnostics = window.clock.diagnostics.count
        menu.dismiss(animated: true)
        #expect(window.clock.diagnostics.count == diagnostics, "\(window.clock.diagnostics.suffix(1))")
        #expect(window.activeTransition?.operation == .dismiss)
        window.clock.tick(to: 2)
        #expect(a.presentedViewController == nil && menu.view.window == nil)
        #expect(window.activeTransitions.isEmpty)
        // A second dismissal while one runs is still refused.
        a.present(menu, animated: false)
        menu.dismiss(animated: true)
        menu.dismiss(animated: true)
        #expect(window.clock.diagnostics.last?.hasSuffix("while a presentation or dismiss is in progress!") == true)
    }

    // Seed 000 found it: the dismissal's end takes the container out of the window before the
    // transition tells the window it is over, so the window went on thinking it was running.
    @Test func afterAnAnimatedDismissalTheWindowAcceptsTheNextPresentation() {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log)
        let c = LoggingViewController("C", log: log)
        let delegate = FixedTransitioningDelegate()
        delegate.presentAnimator = FadeAnimator(log: log)
        delegate.dismissAnimator = FadeAnimator(log: log)
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.clock.tick(to: 1)
        b.dismiss(animated: true)
        window.clock.tick(to: 2)
        #expect(window.activeTransitions.isEmpty)
        a.present(c, animated: true)
        #expect(a.presentedViewController === c)
        #expect(window.clock.diagnostics.isEmpty)
    }

    @Test func aDismissalsCompletionCanPresentAgainAsOniOS() {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log)
        let c = LoggingViewController("C", log: log)
        a.present(b, animated: true)
        window.clock.tick(to: 1)
        b.dismiss(animated: true) { a.present(c, animated: true) }
        window.clock.tick(to: 2)
        #expect(a.presentedViewController === c)
        window.clock.tick(to: 3)
        #expect(c.view.window === window && window.activeTransitions.isEmpty)
        #expect(window.clock.diagnostics.isEmpty)
    }

    @Test func aCancelledPresentationEndsItsTransitionToo() {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log)
        let delegate = FixedTransitioningDelegate()
        delegate.presentAnimator = FadeAnimator(log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        interaction.update(0.3)
        interaction.cancel()
        window.clock.tick(to: 2)
        #expect(a.presentedViewController == nil && b.view.window == nil)
        #expect(window.activeTransitions.isEmpty)
        a.present(b, animated: false)
        #expect(a.presentedViewController === b)
    }
}

/// The presentation relationship seen from children: UIKit answers for the whole hierarchy.
@Suite struct PresentationRelationshipTests {
    // UIKit docs, UIViewController.presentedViewController: "The view controller that is presented
    // by this view controller, or one of its ancestors in the view controller hierarchy."
    // UIKit docs, presentingViewController: "If the view controller was not presented modally, but
    // one of its ancestors was, this property contains the view controller that presented the ancestor."
    @Test func aChildSeesWhatItsAncestorPresentsAndWhoPresentedItsAncestor() {
        let window = UIWindow()
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        let detail = UIViewController()
        let sheet = UINavigationController(rootViewController: detail)
        list.present(sheet, animated: false)  // presented on the navigation controller's behalf

        #expect(navigation.presentedViewController === sheet)
        #expect(list.presentedViewController === sheet, "a child sees its ancestor's presented controller")
        #expect(sheet.presentingViewController === navigation)
        #expect(detail.presentingViewController === navigation, "a child of the presented one sees who presented it")
        #expect(detail.presentedViewController == nil && sheet.presentedViewController == nil)

        // Dismissing from the child of the presenter takes the presented controller down, as on iOS.
        list.dismiss(animated: false)
        #expect(list.presentedViewController == nil && navigation.presentedViewController == nil)
        #expect(detail.presentingViewController == nil)
        #expect(window.clock.diagnostics.isEmpty)
    }
}

/// Appearance callbacks are a state machine, not a counter.
@Suite struct AppearanceTransitionTests {
    /// An animator in the style some libraries ship: it sends the presented controller's
    /// appearance calls itself, on top of UIKit's.
    private final class SelfAnnouncingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            let to = transitionContext.viewController(forKey: .to)!
            to.beginAppearanceTransition(true, animated: true)
            transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
            UIView.animate(withDuration: 0.3, animations: { to.view.alpha = 1 }, completion: { _ in
                to.endAppearanceTransition()
                transitionContext.completeTransition(true)
            })
        }
    }

    // UIKit keeps each controller's appearance state (disappeared, appearing, appeared,
    // disappearing) and calls viewWillAppear only on the way in from disappeared or disappearing;
    // a repeated beginAppearanceTransition(true) is logged as "Unbalanced calls to begin/end
    // appearance transitions for <…>" and changes nothing.
    @Test func aSecondBeginWhileAppearingCallsNothingMore() {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log)
        let delegate = FixedTransitioningDelegate()
        delegate.presentAnimator = SelfAnnouncingAnimator()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        window.clock.tick(to: 1)
        #expect(log.entries.filter { $0.hasPrefix("B.") } == ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear"])
        #expect(window.clock.diagnostics.contains { $0.contains("Unbalanced calls to begin/end appearance transitions for <LoggingViewController: \"B\">.") }, "\(window.clock.diagnostics)")
    }

    @Test func aBeginTheOtherWayTurnsTheTransitionRound() {
        let log = CallLog()
        let (_, a) = makeScene(log: log)
        a.beginAppearanceTransition(false, animated: true)
        a.beginAppearanceTransition(true, animated: true)  // a cancelled interactive dismissal
        a.endAppearanceTransition()
        a.endAppearanceTransition()  // nothing pending: nothing called
        #expect(log.entries == ["A.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear"])
    }
}
