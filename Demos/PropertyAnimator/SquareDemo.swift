//  SquareDemo.swift — FlipbookDemos
//  Seed 002's first example: a UIViewPropertyAnimator moving and turning a square.

import FlipbookKit
import FlipbookPlayer

extension Seed002 {
    /// The seed's ViewController of the square example, as written (`import UIKit` → `import
    /// FlipbookKit`; `CGFloat(M_PI)` → `.pi`).
    class SquareViewController: UIViewController {
        var squareView: UIView!

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white

            // UIView
            squareView = UIView(frame: CGRect(x: 0, y: 350, width: 50, height: 50))
            squareView.backgroundColor = UIColor.red
            self.view.addSubview(squareView)
        }

        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
        }

        /// Flipbook: the seed's 2.0 and `.easeIn`, as the demo's parameters set them.
        var duration: TimeInterval = 2.0
        var curve = UICubicTimingParameters(animationCurve: .easeIn)

        override func viewDidAppear(_ animated: Bool) {
            let timing: UITimingCurveProvider = curve
            let animator = UIViewPropertyAnimator(duration: duration, timingParameters: timing)  // 2秒かけて

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
}

/// `square`: the red square moves to the right edge and turns 180° in 2 s with ease-in, then
/// turns orange. Space pauses it; the arrows scrub it; `r` reverses it.
public final class SquareDemo: Demo {
    public let name = "square"
    public let summary = "UIViewPropertyAnimator: the square slides and turns (ease-in, 2 s)"
    public let seed = "002 (UIViewPropertyAnimator)"

    /// The seed's duration and curve.
    public let parameters: [DemoParameter] = [.duration(default: 2, swift: "UIViewPropertyAnimator(duration: {}, timingParameters: timing)")]
        + DemoParameter.controlPoints("curve", default: .easeIn)

    public init() {}

    public func makeScene(in window: UIWindow) -> DemoScene { makeScene(in: window, with: defaultValues) }

    public func makeScene(in window: UIWindow, with values: ParameterValues) -> DemoScene {
        let controller = Seed002.SquareViewController()
        controller.duration = values.number("duration")
        controller.curve = values.cubicTiming("curve")
        window.rootViewController = controller
        window.makeKeyAndVisible()  // viewDidAppear starts the animator, as on iOS
        let scene = DemoScene(window: window)
        scene.primaryActionName = "run again"
        scene.primaryAction = {
            guard window.propertyAnimators.allSatisfy({ $0.state == .inactive }) else { return }
            controller.squareView.transform = .identity
            controller.squareView.center = CGPoint(x: 25, y: controller.squareView.center.y)
            controller.squareView.backgroundColor = .red
            controller.viewDidAppear(true)
        }
        return scene
    }
}

/// The seed's classes live in a namespace: every seed names its own view controllers.
public enum Seed002 {}
