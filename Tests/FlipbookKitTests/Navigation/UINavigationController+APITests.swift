//  UINavigationController+APITests.swift — FlipbookKitTests
//  The edge-swipe pop, the bar-hiding gestures, the toolbar, split-view collapsing and the
//  delegate's orientation members.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

private func navigationScene() -> (UIWindow, UINavigationController, UIViewController, UIViewController) {
    let root = UIViewController(), top = UIViewController()
    let window = UIWindow()
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    navigation.pushViewController(top, animated: false)
    return (window, navigation, root, top)
}

private func drag(_ window: UIWindow, from: CGPoint, to: CGPoint, steps: Int = 10) {
    var t = window.clock.time
    window.sendTouch(.began, at: from, finger: 0)
    for step in 1...steps {
        t += 0.02
        window.clock.tick(to: t)
        let f = CGFloat(step) / CGFloat(steps)
        window.sendTouch(.moved, at: CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f), finger: 0)
    }
    window.sendTouch(.ended, at: to, finger: 0)
}

private func tap(_ window: UIWindow, at point: CGPoint) {
    window.sendTouch(.began, at: point, finger: 0)
    window.clock.tick(to: window.clock.time + 0.05)
    window.sendTouch(.ended, at: point, finger: 0)
}

@Suite struct UINavigationControllerAPITests {
    // UIKit docs, interactivePopGestureRecognizer: "the gesture recognizer responsible for popping
    // the top view controller off the navigation stack" — a swipe from the left edge.
    @Test func anEdgeSwipePopsInteractivelyAndAShortOneCancels() throws {
        let (window, navigation, root, top) = navigationScene()
        let edge = try #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(edge.edges == .left && edge.view === navigation.view)

        drag(window, from: CGPoint(x: 3, y: 400), to: CGPoint(x: 40, y: 400))
        window.clock.tick(to: window.clock.time + 1)
        #expect(navigation.viewControllers == [root, top], "released before half way: cancelled")
        #expect(top.view.superview === navigation.transitionView && top.view.frame == navigation.transitionView.bounds)

        var t = window.clock.time
        window.sendTouch(.began, at: CGPoint(x: 3, y: 400), finger: 0)
        for x in stride(from: 30, through: 240, by: 30) {
            t += 0.05
            window.clock.tick(to: t)
            window.sendTouch(.moved, at: CGPoint(x: CGFloat(x), y: 400), finger: 0)
        }
        // Under the finger the top view has followed it.
        let layer = try #require(top.view.layer.presentation())
        #expect(layer.position.x - top.view.bounds.width / 2 > 100)
        window.sendTouch(.ended, at: CGPoint(x: 240, y: 400), finger: 0)
        window.clock.tick(to: t + 1)
        #expect(navigation.viewControllers == [root], "released past half way: popped")
    }

    @Test func theEdgeSwipeDoesNothingAtTheRoot() {
        let (window, navigation, root, _) = navigationScene()
        navigation.popViewController(animated: false)
        drag(window, from: CGPoint(x: 3, y: 400), to: CGPoint(x: 300, y: 400))
        window.clock.tick(to: window.clock.time + 1)
        #expect(navigation.viewControllers == [root] && window.activeTransition == nil)
    }

    // UIKit docs, hidesBarsOnTap: "a tap ... toggles the visibility of the bars".
    @Test func hidesBarsOnTapTogglesTheBar() {
        let (window, navigation, _, _) = navigationScene()
        navigation.hidesBarsOnTap = true
        #expect(navigation.barHideOnTapGestureRecognizer.view === navigation.view)
        tap(window, at: CGPoint(x: 200, y: 500))
        window.clock.tick(to: window.clock.time + 1)
        #expect(navigation.isNavigationBarHidden)
        tap(window, at: CGPoint(x: 200, y: 500))
        window.clock.tick(to: window.clock.time + 1)
        #expect(!navigation.isNavigationBarHidden)
        navigation.hidesBarsOnTap = false
        #expect(navigation.barHideOnTapGestureRecognizer.view == nil)
    }

    // UIKit docs, hidesBarsOnSwipe: "an upward swipe hides the navigation bar ... a downward swipe shows it".
    @Test func hidesBarsOnSwipeHidesOnAnUpwardSwipeAndShowsOnADownwardOne() {
        let (window, navigation, _, _) = navigationScene()
        navigation.hidesBarsOnSwipe = true
        drag(window, from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400))
        window.clock.tick(to: window.clock.time + 1)
        #expect(navigation.isNavigationBarHidden)
        drag(window, from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 600))
        window.clock.tick(to: window.clock.time + 1)
        #expect(!navigation.isNavigationBarHidden)
    }

    // UIKit docs, toolbar: "displays the toolbarItems of the top view controller"; hidden by default.
    @Test func theToolbarShowsTheTopControllersItems() {
        let (_, navigation, root, top) = navigationScene()
        let share = UIBarButtonItem(title: "Share", style: .plain) { _ in }
        top.setToolbarItems([share], animated: false)
        root.toolbarItems = []
        #expect(navigation.isToolbarHidden)
        #expect(navigation.toolbar.items == [share])
        navigation.popViewController(animated: false)
        #expect(navigation.toolbar.items == [])
        navigation.setToolbarHidden(false, animated: true)
        #expect(!navigation.isToolbarHidden)
    }

    // Expected: UIKit docs, hideShowBarDuration, 0.2 s; setNavigationBarHidden(_:animated:) takes it.
    @Test func hidingTheBarTakesHideShowBarDuration() {
        let (window, navigation, _, _) = navigationScene()
        #expect(UINavigationController.hideShowBarDuration == 0.2)
        navigation.setNavigationBarHidden(true, animated: true)
        window.clock.tick(to: UINavigationController.hideShowBarDuration * 0.99)
        #expect(!navigation.navigationBar.isHidden)
        window.clock.tick(to: UINavigationController.hideShowBarDuration + 0.01)
        #expect(navigation.navigationBar.isHidden)
    }

    // UIKit docs, collapseSecondaryViewController(_:for:) on UINavigationController: the
    // secondary's controllers are pushed onto the stack; separateSecondaryViewController(for:) takes them back.
    @Test func collapsingPushesTheSecondaryAndSeparatingPopsIt() {
        let primaryRoot = UIViewController()
        let primary = UINavigationController(rootViewController: primaryRoot)
        let detail = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        primary.collapseSecondaryViewController(UINavigationController(rootViewController: detail), for: split)
        #expect(primary.viewControllers == [primaryRoot, detail])
        #expect(primary.separateSecondaryViewController(for: split) === detail)
        #expect(primary.viewControllers == [primaryRoot])
    }

    // UIKit docs, navigationControllerSupportedInterfaceOrientations(_:): the navigation
    // controller's supported orientations are the delegate's.
    @Test func theDelegateDecidesTheSupportedOrientations() {
        final class Portrait: NSObject, UINavigationControllerDelegate {
            func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
                .portrait
            }
        }
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(navigation.supportedInterfaceOrientations == .allButUpsideDown)
        let delegate = Portrait()
        navigation.delegate = delegate
        #expect(navigation.supportedInterfaceOrientations == .portrait)
    }
}

@Suite struct UINavigationControllerPopGestureTests {
    // UIKit: the system's swipe back drives the system pop only; a delegate that animates the pop
    // itself drives it with its own gesture, so the edge swipe does not begin.
    @Test func theEdgeSwipeLeavesACustomPopToTheApp() {
        let log = CallLog()
        let (window, navigation, root, top) = navigationScene()
        let delegate = RecordingNavigationDelegate(log: log)
        delegate.animator = FadeAnimator(log: log)
        navigation.delegate = delegate
        drag(window, from: CGPoint(x: 3, y: 400), to: CGPoint(x: 300, y: 400))
        window.clock.tick(to: window.clock.time + 1)
        #expect(navigation.viewControllers == [root, top])
        #expect(!log.entries.contains("animationEnded(true)"), "no pop ran")
    }
}
