//  Seed002SquareTests.swift — FlipbookDemosTests
//  Seed 002's UIViewPropertyAnimator code — the demo's `Seed002.SquareViewController`
//  (Demos/PropertyAnimator/SquareDemo.swift) — runs and matches UIKit's numbers.

@testable import FlipbookDemos
import FlipbookKit
import FlipbookTestSupport
import Foundation
import Testing

@Suite struct Seed002SquareTests {
    @Test func theSquareMovesToTheRightEdgeAndTurnsHalfwayRoundWithEaseInThenTurnsOrange() {
        let window = UIWindow()
        let controller = Seed002.SquareViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()  // the root controller appears: viewDidAppear starts the animator
        let square = controller.squareView!

        // The model jumps to the end at once; the presentation follows the curve.
        #expect(square.center == CGPoint(x: 365, y: 375))
        for t in [0.0, 0.5, 1.0, 1.5] {
            window.clock.tick(to: t)
            let eased = ReferenceCurve.easeIn(t / 2)
            let shown = square.layer.presentation()!
            expectClose(shown.position.x, 25 + 340 * eased, tolerance: 1e-6, "x at \(t) s")
            expectClose(shown.position.y, 375, tolerance: 1e-9)
            // A rotation interpolates its angle: π × progress, clockwise on screen.
            let angle = Double.pi * eased
            expectClose(shown.transform.m11, cos(angle), tolerance: 1e-6, "cos at \(t) s")
            expectClose(shown.transform.m12, sin(angle), tolerance: 1e-6, "sin at \(t) s")
            #expect(square.backgroundColor == UIColor.red)
        }
        window.clock.tick(to: 2)
        let end = square.layer.presentation()!
        #expect(end.position == CGPoint(x: 365, y: 375))
        expectClose(end.transform.m11, -1, tolerance: 1e-9)
        #expect(square.backgroundColor == UIColor.orange, "the completion ran at 2 s")
        #expect(square.layer.animationKeys() == nil)
    }
}
