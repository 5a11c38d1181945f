//  Seed002SquareTests.swift — FlipbookKitTests
//  Seed 002's UIViewPropertyAnimator code, ported with only `import UIKit` → `import FlipbookKit`
//  and Swift 3 spellings modernised (CGFloat(M_PI) → .pi), runs and matches UIKit's numbers.

import FlipbookKit
import FlipbookTestSupport
import Testing

// MARK: - The seed's code (ViewController.swift of the square demo)

class SquareViewController: UIViewController {
    var squareView: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()

        // UIView
        squareView = UIView(frame: CGRect(x: 0, y: 350, width: 50, height: 50))
        squareView.backgroundColor = UIColor.red
        self.view.addSubview(squareView)
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
    }

    override func viewDidAppear(_ animated: Bool) {
        let timing: UITimingCurveProvider = UICubicTimingParameters(animationCurve: .easeIn)
        let animator = UIViewPropertyAnimator(duration: 2.0, timingParameters: timing)  // 2秒かけて

        // アニメーション
        animator.addAnimations {
            self.squareView.center = CGPoint(x: self.view.frame.width - 25, y: self.squareView.center.y)
            self.squareView.transform = CGAffineTransform(rotationAngle: .pi)  // 180度回転
        }

        // アニメーション後
        animator.addCompletion { _ in
            self.squareView.backgroundColor = UIColor.orange
        }

        animator.startAnimation()  // 開始
    }
}

// MARK: - Checks

@Suite struct Seed002SquareTests {
    @Test func theSquareMovesToTheRightEdgeAndTurnsHalfwayRoundWithEaseInThenTurnsOrange() {
        let window = UIWindow()
        let controller = SquareViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()  // the root controller appears: viewDidAppear starts the animator
        let square = controller.squareView!

        // The model jumps to the end at once; the presentation follows the curve.
        #expect(square.center == CGPoint(x: 365, y: 375))
        for t in [0.0, 0.5, 1.0, 1.5] {
            window.clock.tick(to: t)
            let eased = Reference.easeIn(t / 2)
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

/// Independent references: Bézier curves solved by bisection on x(t), not by the engine's solver.
enum Reference {
    static func bezier(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, at x: Double) -> Double {
        func component(_ a: Double, _ b: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if component(p1x, p2x, mid) < x { lo = mid } else { hi = mid }
        }
        return component(p1y, p2y, (lo + hi) / 2)
    }

    static func easeIn(_ x: Double) -> Double { bezier(0.42, 0, 1, 1, at: x) }
    static func easeOut(_ x: Double) -> Double { bezier(0, 0, 0.58, 1, at: x) }
    static func easeInOut(_ x: Double) -> Double { bezier(0.42, 0, 0.58, 1, at: x) }
}
