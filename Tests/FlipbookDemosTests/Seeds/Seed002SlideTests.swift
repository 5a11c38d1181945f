//  Seed002SlideTests.swift — FlipbookDemosTests
//  Seed 002's slide transition through interruptibleAnimator(using:) — the demo's
//  `Seed002.Animator` and `Seed002.SlideViewController` (Demos/PropertyAnimator/SlideDemo.swift) — driven
//  by hand, where the seed's habit of calling completeTransition(true) even when cancelled shows
//  up as a diagnostic.

@testable import FlipbookDemos
import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct Seed002SlideTests {
    private func scene() -> (UIWindow, Seed002.SlideViewController) {
        let window = UIWindow()
        let first = Seed002.SlideViewController(animator: Seed002.Animator())
        window.rootViewController = first
        window.makeKeyAndVisible()
        return (window, first)
    }

    @Test func nextSlidesTheSecondScreenInWhileTheFirstSlidesLeftAndFades() throws {
        let (window, first) = scene()
        // The demo keeps the seed's "next" button (a local in the seed) as `button`; a picture is its first subview.
        let button = try #require(first.button)
        button.tap()
        let second = try #require(first.presentedViewController as? Seed002.SecondViewController)
        for t in [0.0, 0.125, 0.25, 0.375] {
            window.clock.tick(to: t)
            let f = t / 0.5  // linear over 0.5 s
            expectClose(Double(second.view.layer.presentation()!.position.x), 195 + 390 * (1 - f), tolerance: 1e-6)
            expectClose(Double(first.view.layer.presentation()!.position.x), 195 - 390 * f, tolerance: 1e-6)
            expectClose(Double(first.view.layer.presentation()!.opacity), 1 - f, tolerance: 1e-6)
        }
        window.clock.tick(to: 0.5)
        #expect(second.view.frame == window.bounds)
        #expect(first.view.window == nil)
        #expect(window.clock.diagnostics.isEmpty)

        second.dismiss(animated: true)
        window.clock.tick(to: 0.75)
        expectClose(Double(second.view.layer.presentation()!.position.x), 195 + 195, tolerance: 1e-6)
        expectClose(Double(first.view.layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
        window.clock.tick(to: 1.0)
        #expect(first.presentedViewController == nil)
        #expect(first.view.superview === window && first.view.frame == window.bounds && first.view.alpha == 1)
        #expect(second.view.window == nil)
    }

    @Test func drivenByHandTheSeedsAnimatorScrubsAndFinishes() throws {
        let (window, first) = scene()
        window.forcesInteractiveTransitions = true
        try #require(first.button).tap()
        let second = try #require(first.presentedViewController)
        let driver = try #require(window.activeTransition?.interactionController as? UIPercentDrivenInteractiveTransition)
        driver.update(0.3)
        expectClose(Double(second.view.layer.presentation()!.position.x), 195 + 390 * 0.7, tolerance: 1e-6)
        window.clock.tick(to: 3)
        expectClose(Double(second.view.layer.presentation()!.position.x), 195 + 390 * 0.7, tolerance: 1e-6)
        driver.completionCurve = .linear
        driver.finish()
        window.clock.tick(to: 3.35)  // the remaining 70 % of 0.5 s
        #expect(second.view.frame == window.bounds)
        #expect(window.activeTransition == nil)
        #expect(window.clock.diagnostics.isEmpty, "\(window.clock.diagnostics)")
    }

    @Test func cancellingShowsTheSeedsCompleteTransitionTrueBug() throws {
        let (window, first) = scene()
        window.forcesInteractiveTransitions = true
        try #require(first.button).tap()
        let driver = try #require(window.activeTransition?.interactionController as? UIPercentDrivenInteractiveTransition)
        driver.update(0.6)
        driver.cancel()
        window.clock.tick(to: 1)
        // The seed's completion always passes true; UIKit then completes the presentation anyway.
        #expect(window.clock.diagnostics.contains { $0.hasPrefix("completeTransition(true) was called after the transition was cancelled") })
        #expect(first.presentedViewController != nil)
    }
}
