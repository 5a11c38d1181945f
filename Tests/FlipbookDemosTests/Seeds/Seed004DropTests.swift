//  Seed004DropTests.swift — FlipbookDemosTests
//  Seed 004's UIKit Dynamics drop transition — the demo's `Seed004.DropTransition` and
//  `Seed004.ViewController` (Demos/Drop/DropDemo.swift says what was reconstructed from the
//  Objective-C) — driven by hand, against free fall and the seed's elasticity.

@testable import FlipbookDemos
@testable import FlipbookKit
import FlipbookTestSupport
import Foundation
import Testing

@Suite struct Seed004DropTests {
    private func scene() -> (UIWindow, Seed004.ViewController) {
        let window = UIWindow()
        let first = Seed004.ViewController()
        window.rootViewController = first
        window.makeKeyAndVisible()
        return (window, first)
    }

    /// The seed's segue "moveto" (the demo's `moveto()`): presents a SecondViewController, animated.
    private func moveto(_ first: Seed004.ViewController) throws -> Seed004.SecondViewController {
        first.moveto()
        return try #require(first.presentedViewController as? Seed004.SecondViewController)
    }

    /// The top of the presented view, in window coordinates, as shown at the clock's time.
    private func top(of view: UIView) -> Double {
        Double(view.layer.presentation()!.position.y) - 422
    }

    @Test func presentingRisesAgainstTheCeilingBouncesAndCompletesWhenItRests() throws {
        let (window, first) = scene()
        let second = try moveto(first)
        let transition = try #require(window.activeTransition)
        let duration = transition.duration
        // The seed says 0; the engine knows when the view comes to rest.
        #expect(transition.animator.transitionDuration(using: transition) == 0)
        #expect(duration > 1.3 && duration < 6)

        // It starts one screen below and rises under upward gravity: it hits the ceiling
        // (the canvas top) after √(2h/g) with h = 844 pt.
        #expect(top(of: second.view) == 844)
        let impact = (2 * 844 / 1000.0).squareRoot()
        window.clock.tick(to: impact * 0.5)
        expectClose(top(of: second.view), 844 - 0.5 * 1000 * pow(impact * 0.5, 2), tolerance: 2)
        // After the impact it rebounds downwards with 0.4 of the impact speed.
        window.clock.tick(to: impact + 0.1)
        #expect(top(of: second.view) > 0)
        #expect(first.presentedViewController === second && window.activeTransition != nil)

        window.clock.tick(to: duration - 0.01)
        #expect(window.activeTransition != nil, "still moving")
        expectClose(top(of: second.view), 0, tolerance: 1, "at rest against the top")
        window.clock.tick(to: duration + 0.01)
        #expect(window.activeTransition == nil, "dynamicAnimatorDidPause completed the transition")
        // The seed's animationEnded removes the canvas the presented view is in: UIKit shows a blank
        // screen (the presenter's view went when the full-screen presentation completed), and so
        // does Flipbook, with a diagnostic saying why.
        #expect(window.clock.diagnostics.contains { $0.contains("animationEnded(_:) took the presented view out of the window") })
        #expect(second.view.window == nil && first.view.window == nil)
    }

    @Test func dismissingFallsOnTheFloorAndThePresenterComesBack() {
        let (window, first) = scene()
        // Presented without animation, as moveto() would but unanimated (the demo's moveto always animates).
        let second = Seed004.SecondViewController()
        second.transitioningDelegate = first
        second.modalPresentationStyle = .fullScreen  // as the demo's moveto() sets it
        first.present(second, animated: false)
        first.presentedViewController?.dismiss(animated: true)
        let duration = window.activeTransition!.duration
        window.clock.tick(to: 0.5)
        expectClose(top(of: second.view), 0.5 * 1000 * 0.25, tolerance: 2, "falling under gravity")
        window.clock.tick(to: duration + 0.01)
        #expect(first.presentedViewController == nil)
        #expect(first.view.window === window && second.view.window == nil)
    }

    @Test func scrubbingToHalfAndBackShowsTheLiveRunsFrames() throws {
        // The live run.
        let (liveWindow, liveFirst) = scene()
        let liveSecond = try moveto(liveFirst)
        let duration = liveWindow.activeTransition!.duration
        liveWindow.clock.tick(to: duration * 0.5)
        let liveHalf = liveSecond.view.layer.presentation()!.position
        // The live frame a quarter of the way (evaluating at an earlier time is pure).
        let liveQuarter = liveSecond.view.layer.presentation(atRootTime: duration * 0.25).position

        // The same transition driven by hand.
        let (window, first) = scene()
        window.forcesInteractiveTransitions = true
        let second = try moveto(first)
        let driver = try #require(window.activeTransition?.interactionController as? UIPercentDrivenInteractiveTransition)
        expectClose(Double(driver.duration), duration, tolerance: 1e-12)
        driver.update(0.5)
        #expect(second.view.layer.presentation()!.position == liveHalf)
        driver.update(0.25)
        let scrubbedQuarter = second.view.layer.presentation()!.position
        driver.update(0.5)
        #expect(second.view.layer.presentation()!.position == liveHalf)
        expectClose(scrubbedQuarter, liveQuarter, tolerance: 1e-9)
        driver.completionCurve = .linear
        driver.finish()
        window.clock.tick(to: duration)
        #expect(window.activeTransition == nil && first.presentedViewController === second)
    }
}
