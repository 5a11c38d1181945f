//  UIViewController.Transition+APITests.swift — FlipbookKitTests
//  preferredTransition: the zoom transition on push, pop, present and dismiss, its drag to
//  dismiss, and the standard modal transitions.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// A navigation scene whose root has a 100×100 source view at (40, 300) in its view.
private func zoomScene() -> (UIWindow, UINavigationController, UIViewController, UIView) {
    let root = UIViewController()
    root.view.backgroundColor = .white
    let source = UIView(frame: CGRect(x: 40, y: 300, width: 100, height: 100))
    source.backgroundColor = .systemBlue
    root.view.addSubview(source)
    let window = UIWindow()
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return (window, navigation, root, source)
}

/// A controller zoomed from `source`.
private func zoomed(from source: UIView, options: UIViewController.Transition.ZoomOptions? = nil) -> UIViewController {
    let detail = UIViewController()
    detail.view.backgroundColor = .systemRed
    detail.preferredTransition = .zoom(options: options) { _ in source }
    return detail
}

/// The on-screen rectangle, in window coordinates, of the clip a zoomed view animates in (its superview).
private func zoomRect(of view: UIView, in window: UIWindow) throws -> CGRect {
    let clip = try #require(view.superview)
    let layer = try #require(clip.layer.presentation())
    let frame = CGRect(x: layer.position.x - layer.bounds.width / 2, y: layer.position.y - layer.bounds.height / 2,
                       width: layer.bounds.width, height: layer.bounds.height)
    return try #require(clip.superview).convert(frame, to: window)
}

/// Drags one finger from `from` to `to` in `steps` moves, 20 ms apart, and lifts it.
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

@Suite struct UIViewControllerTransitionAPITests {
    // UIKit docs, UIViewController.Transition.zoom(options:sourceViewProvider:): "a transition
    // that zooms from a source view into the presented or pushed view controller".
    @Test func aPushWithTheZoomGrowsTheViewOutOfItsSourceIntoItsFullFrame() throws {
        let (window, navigation, _, source) = zoomScene()
        let detail = zoomed(from: source)
        let sourceRect = source.convert(source.bounds, to: window)
        navigation.pushViewController(detail, animated: true)
        window.clock.tick(to: 0.0001)
        let start = try zoomRect(of: detail.view, in: window)
        expectClose(start.minX, sourceRect.minX, tolerance: 1)
        expectClose(start.minY, sourceRect.minY, tolerance: 1)
        expectClose(start.width, sourceRect.width, tolerance: 1)
        #expect(source.isHidden, "the source view is hidden while its zoomed copy moves")

        window.clock.tick(to: ZoomTransitionAnimator.duration / 2)
        let middle = try zoomRect(of: detail.view, in: window)
        #expect(middle.width > sourceRect.width + 10 && middle.width < window.bounds.width - 10)

        window.clock.tick(to: 1)
        let container = navigation.transitionView
        #expect(detail.view.superview === container)
        #expect(detail.view.frame == container.bounds && detail.view.transform == .identity)
        #expect(!source.isHidden)
        #expect(navigation.topViewController === detail && window.activeTransition == nil)
    }

    // UIKit docs: on pop the zoomed view returns into the source view, which the provider is asked for again.
    @Test func aPopWithTheZoomShrinksTheViewBackIntoItsSource() throws {
        let (window, navigation, root, source) = zoomScene()
        let detail = zoomed(from: source)
        navigation.pushViewController(detail, animated: true)
        window.clock.tick(to: 1)
        navigation.popViewController(animated: true)
        window.clock.tick(to: 1.0001)
        let start = try zoomRect(of: detail.view, in: window)
        expectClose(start.width, navigation.transitionView.bounds.width, tolerance: 1)
        window.clock.tick(to: 1 + ZoomTransitionAnimator.duration * 0.999)
        let end = try zoomRect(of: detail.view, in: window)
        let sourceRect = source.convert(source.bounds, to: window)
        expectClose(end.midX, sourceRect.midX, tolerance: 3)
        expectClose(end.midY, sourceRect.midY, tolerance: 3)
        window.clock.tick(to: 2)
        #expect(navigation.viewControllers == [root] && detail.view.superview == nil && !source.isHidden)
    }

    // WWDC24 "Enhance your UI animations and transitions": the zoomed controller can be dismissed
    // by a downward drag (the interactive dismissal); a short drag springs back.
    @Test func aDownwardDragPopsTheZoomedControllerAndAShortOneCancels() throws {
        let (window, navigation, root, source) = zoomScene()
        let detail = zoomed(from: source)
        navigation.pushViewController(detail, animated: true)
        window.clock.tick(to: 1)

        drag(window, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 330))
        window.clock.tick(to: window.clock.time + 1)
        #expect(navigation.viewControllers == [root, detail], "a short drag cancels")
        #expect(detail.view.superview === navigation.transitionView && detail.view.frame == navigation.transitionView.bounds)

        drag(window, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700))
        window.clock.tick(to: window.clock.time + 1)
        #expect(navigation.viewControllers == [root], "a long drag completes the pop")
        #expect(!source.isHidden)
    }

    @Test func anUpwardDragDoesNotDismiss() {
        let (window, navigation, root, source) = zoomScene()
        let detail = zoomed(from: source)
        navigation.pushViewController(detail, animated: true)
        window.clock.tick(to: 1)
        drag(window, from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 200))
        window.clock.tick(to: window.clock.time + 1)
        #expect(navigation.viewControllers == [root, detail])
    }

    // UIKit docs, ZoomOptions.interactiveDismissShouldBegin: "whether the interactive dismissal should begin".
    @Test func interactiveDismissShouldBeginCanRefuseTheDrag() {
        let (window, navigation, root, source) = zoomScene()
        let options = UIViewController.Transition.ZoomOptions()
        var asked: [Bool] = []
        options.interactiveDismissShouldBegin = { context in
            asked.append(context.willBegin)
            return false
        }
        let detail = zoomed(from: source, options: options)
        navigation.pushViewController(detail, animated: true)
        window.clock.tick(to: 1)
        drag(window, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700))
        window.clock.tick(to: window.clock.time + 1)
        #expect(navigation.viewControllers == [root, detail])
        #expect(asked.first == true, "asked once the drag would begin")
    }

    // UIKit docs, ZoomOptions.alignmentRectProvider: the rectangle of the zoomed view the source maps to.
    @Test func theAlignmentRectangleIsWhatFillsTheSourceAtTheStart() throws {
        let (window, navigation, _, source) = zoomScene()
        let options = UIViewController.Transition.ZoomOptions()
        options.alignmentRectProvider = { _ in CGRect(x: 0, y: 0, width: 200, height: 200) }
        let detail = zoomed(from: source, options: options)
        navigation.pushViewController(detail, animated: true)
        window.clock.tick(to: 0.0001)
        let scale = try #require(detail.view.layer.presentation()).transform.m11
        expectClose(Double(scale), 0.5, tolerance: 0.01)
        window.clock.tick(to: 1)
    }

    // UIKit docs, preferredTransition: the transition used when the controller is presented.
    @Test func aPresentationWithTheZoomIsFullScreenAndGrowsFromTheSource() throws {
        let (window, navigation, _, source) = zoomScene()
        let detail = zoomed(from: source)
        navigation.present(detail, animated: true)
        #expect(detail.presentationController?.presentationStyle == .fullScreen)
        window.clock.tick(to: 0.0001)
        let start = try zoomRect(of: detail.view, in: window)
        expectClose(start.width, 100, tolerance: 1)
        window.clock.tick(to: 1)
        #expect(detail.view.frame == window.bounds && navigation.presentedViewController === detail)

        drag(window, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 750))
        window.clock.tick(to: window.clock.time + 1)
        #expect(navigation.presentedViewController == nil, "the downward drag dismissed it")
        #expect(!source.isHidden)
    }

    // UIKit docs: the standard transitions are those of UIModalTransitionStyle.
    @Test func aStandardTransitionReplacesTheModalTransitionStyle() throws {
        let log = CallLog()
        let (window, root) = makeScene(log: log)
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        presented.preferredTransition = .crossDissolve
        root.present(presented, animated: true)
        window.clock.tick(to: 0.2)
        let opacity = try #require(presented.view.layer.presentation()).opacity
        #expect(opacity > 0.05 && opacity < 0.95, "cross-dissolving, not sliding")
        #expect(presented.view.layer.presentation()!.position.y == presented.view.center.y)
        window.clock.tick(to: 1)
    }

    @Test func aZoomWithoutASourceGrowsFromTheMiddle() throws {
        let (window, navigation, _, _) = zoomScene()
        let detail = UIViewController()
        detail.preferredTransition = .zoom(sourceViewProvider: { _ in nil })
        navigation.pushViewController(detail, animated: true)
        window.clock.tick(to: 0.0001)
        let start = try zoomRect(of: detail.view, in: window)
        #expect(start.width < 1)
        window.clock.tick(to: 1)
        #expect(detail.view.frame == navigation.transitionView.bounds)
    }
}
