//  UINavigationControllerTests.swift — FlipbookKitTests
//  The stack API, containment order, the bar and misuse, through the system animator.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct UINavigationControllerTests {
    @Test func aPushRunsContainmentAndAppearanceInUIKitsOrder() {
        let log = CallLog()
        let a = ContainmentLoggingViewController("A", log: log)
        let (window, navigation) = makeNavigationScene(a, log: log)
        let delegate = RecordingNavigationDelegate(log: log)
        navigation.delegate = delegate
        let b = ContainmentLoggingViewController("B", log: log)
        log.entries.removeAll()
        navigation.pushViewController(b, animated: true)
        #expect(b.navigationController === navigation && b.parent === navigation)
        window.clock.tick(to: 1)
        // Expected: UIKit's push order (willMove in addChild, didMove after viewDidAppear, then didShow);
        #expect(log.entries == ["B.willMove(navigation)", "A.viewWillDisappear", "B.viewWillAppear",
                                "B.isMovingToParent", "willShow B", "A.viewDidDisappear", "B.viewDidAppear",
                                "B.didMove(navigation)", "didShow B"])
        #expect(delegate.operations == [.push])
        #expect(!b.isMovingToParent, "the flag holds only during the callbacks")

        log.entries.removeAll()
        let popped = navigation.popViewController(animated: true)
        #expect(popped === b)
        window.clock.tick(to: 2)
        #expect(log.entries == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "willShow A",
                                "B.viewDidDisappear", "B.isMovingFromParent", "A.viewDidAppear",
                                "B.didMove(nil)", "didShow A"])
        #expect(b.parent == nil && b.navigationController == nil)
        #expect(delegate.operations == [.push, .pop])
    }

    @Test func theInteractionControllerIsAskedForOnlyWhenTheDelegateGaveAnAnimator() {
        let log = CallLog()
        let a = LoggingViewController("A", log: log)
        let (window, navigation) = makeNavigationScene(a, log: log)
        let delegate = RecordingNavigationDelegate(log: log)
        navigation.delegate = delegate
        navigation.pushViewController(LoggingViewController("B", log: log), animated: true)
        window.clock.tick(to: 1)
        #expect(!log.entries.contains("interactionControllerFor"))
        delegate.animator = FadeAnimator(log: log)
        navigation.popViewController(animated: true)
        #expect(log.entries.contains("interactionControllerFor"))
        window.clock.tick(to: 3)
        #expect(log.entries.contains("animationEnded(true)"), "the delegate's animator ran")
    }

    @Test func anUnanimatedPushCompletesAtOnce() {
        let log = CallLog()
        let a = LoggingViewController("A", log: log)
        let (window, navigation) = makeNavigationScene(a, log: log)
        let b = LoggingViewController("B", log: log)
        navigation.pushViewController(b, animated: false)
        #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                                "A.viewDidDisappear", "B.viewDidAppear"])
        #expect(navigation.transitionView.subviews == [b.view])
        #expect(window.activeTransition == nil)
    }

    @Test func poppingTheRootDoesNothing() {
        let log = CallLog()
        let a = LoggingViewController("A", log: log)
        let (window, navigation) = makeNavigationScene(a, log: log)
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(navigation.popToRootViewController(animated: true) == nil)
        #expect(navigation.viewControllers == [a])
        #expect(window.activeTransition == nil && log.entries.isEmpty)
    }

    @Test func popToRootPopsEverythingAboveWithOneTransition() {
        let log = CallLog()
        let a = LoggingViewController("A", log: log)
        let (window, navigation) = makeNavigationScene(a, log: log)
        let b = LoggingViewController("B", log: log), c = LoggingViewController("C", log: log)
        navigation.setViewControllers([a, b, c], animated: false)
        log.entries.removeAll()
        let popped = navigation.popToRootViewController(animated: true)
        #expect(popped == [b, c])
        #expect(navigation.viewControllers == [a])
        #expect(log.entries == ["C.viewWillDisappear", "A.viewWillAppear"], "B, never shown, gets no callbacks")
        window.clock.tick(to: 1)
        #expect(log.entries == ["C.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear", "A.viewDidAppear"])
        #expect(b.parent == nil && c.parent == nil)
        #expect(navigation.transitionView.subviews == [a.view])
    }

    @Test func setViewControllersPushesANewTopAndPopsToAnOldOne() {
        let log = CallLog()
        let a = LoggingViewController("A", log: log)
        let (window, navigation) = makeNavigationScene(a, log: log)
        let delegate = RecordingNavigationDelegate(log: log)
        navigation.delegate = delegate
        let b = LoggingViewController("B", log: log), c = LoggingViewController("C", log: log)
        navigation.setViewControllers([a, b, c], animated: true)
        window.clock.tick(to: 0.175)
        expectClose(Double(c.view.layer.presentation()!.position.x - 195), 195, tolerance: 1e-6, "sliding in")
        window.clock.tick(to: 1)
        #expect(navigation.viewControllers == [a, b, c])
        #expect(b.parent === navigation && b.view.superview == nil, "a controller under the top is off screen")
        navigation.setViewControllers([a], animated: true)
        window.clock.tick(to: 2)
        #expect(delegate.operations == [.push, .pop])
        #expect(navigation.viewControllers == [a])
        #expect(navigation.transitionView.subviews == [a.view])
        navigation.viewControllers = [c]
        #expect(navigation.topViewController === c && navigation.transitionView.subviews == [c.view])
        #expect(a.parent == nil)
    }

    @Test func theBarShowsTheTitleAndABackButtonThatPops() {
        let log = CallLog()
        let a = LoggingViewController("Inbox", log: log)
        let (window, navigation) = makeNavigationScene(a, log: log)
        let bar = navigation.navigationBar
        // Expected: a 44 pt bar under the 47 pt status bar of a 390×844 iPhone.
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        // UIKit docs: edgesForExtendedLayout is .all and the bar translucent by default, so the
        // content extends under the bar.
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(bar.titleLabel.text == "Inbox")
        #expect(bar.backButton.isHidden, "no back button on the root")

        let b = LoggingViewController("Message", log: log)
        b.navigationItem.title = "Re: hello"
        navigation.pushViewController(b, animated: false)
        #expect(bar.titleLabel.text == "Re: hello", "the navigation item's title wins")
        #expect(bar.titleLabel.frame.midX == 195)
        #expect(!bar.backButton.isHidden && bar.backButton.currentTitle == "‹ Inbox")
        a.navigationItem.backButtonTitle = "Mail"
        #expect(bar.backButton.currentTitle == "‹ Mail")

        let done = UIBarButtonItem(title: "Done", primaryAction: UIAction { _ in log.add("done") })
        b.navigationItem.rightBarButtonItem = done
        let right = bar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Done" }
        #expect(right?.frame.maxX == 382)
        right?.tap()
        #expect(log.entries.last == "done")

        bar.backButton.tap()
        #expect(navigation.viewControllers == [a], "the back button pops")
        window.clock.tick(to: 1)
        #expect(bar.titleLabel.text == "Inbox" && bar.backButton.isHidden)
        #expect(navigation.transitionView.subviews == [a.view])
    }

    @Test func hidingTheBarGivesTheContentTheWholeView() {
        let log = CallLog()
        let a = LoggingViewController("A", log: log)
        let (window, navigation) = makeNavigationScene(a, log: log)
        navigation.navigationBar.isTranslucent = false
        window.layoutIfNeeded()
        #expect(a.view.frame == CGRect(x: 0, y: 91, width: 390, height: 844 - 91), "an opaque bar: the content stops at it")
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden)
        window.clock.tick(to: 0.1)
        #expect(!navigation.navigationBar.isHidden, "on screen until the end of the slide")
        #expect(navigation.navigationBar.layer.presentation()!.frame.minY < 47, "sliding up")
        window.clock.tick(to: 0.3)
        #expect(navigation.navigationBar.isHidden)
        #expect(a.view.frame == navigation.view.bounds, "the child's view grows with it")
        navigation.isNavigationBarHidden = false
        #expect(navigation.navigationBar.frame.minY == 47)
        #expect(a.view.frame.minY == 91)
    }

    @Test func aNestedPushIsRefusedWithUIKitsMessage() {
        let log = CallLog()
        let a = LoggingViewController("A", log: log)
        let (window, navigation) = makeNavigationScene(a, log: log)
        let b = LoggingViewController("B", log: log), c = LoggingViewController("C", log: log)
        navigation.pushViewController(b, animated: true)
        navigation.pushViewController(c, animated: true)
        #expect(window.clock.diagnostics.last == "nested push animation can result in corrupted navigation bar")
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(window.clock.diagnostics.last == "nested pop animation can result in corrupted navigation bar")
        window.clock.tick(to: 1)
        #expect(navigation.viewControllers == [a, b])
        #expect(c.parent == nil)

        navigation.pushViewController(a, animated: true)
        #expect(window.clock.diagnostics.last == "Pushing the same view controller instance "
            + "(<LoggingViewController: \"A\">) more than once is not supported (<UINavigationController>).")
        #expect(navigation.viewControllers == [a, b])
    }

    @Test func visibleViewControllerIsWhatTheTopPresents() {
        let log = CallLog()
        let a = LoggingViewController("A", log: log)
        let (window, navigation) = makeNavigationScene(a, log: log)
        #expect(navigation.visibleViewController === a)
        let modal = LoggingViewController("Modal", log: log)
        a.present(modal, animated: false)
        #expect(navigation.presentedViewController === modal, "\(window.clock.diagnostics)")
        #expect(navigation.visibleViewController === modal)
        #expect(navigation.topViewController === a)
    }
}
