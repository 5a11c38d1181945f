//  Seed002SlideTests.swift — FlipbookKitTests
//  Seed 002's slide transition through interruptibleAnimator(using:), ported with only
//  `import UIKit` → `import FlipbookKit`; then driven by hand, where the seed's habit of calling
//  completeTransition(true) even when cancelled shows up as a diagnostic.

import FlipbookKit
import FlipbookTestSupport
import Testing

// MARK: - The seed's code (Animator.swift of the slide demo)

/// The seed's classes, kept in a namespace: every seed names its animator `Animator`.
enum Seed002 {

    class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        let animationDuration = 0.5
        var transition: Bool = false

        /**
         * 遷移時間を返す
         */
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            return animationDuration
        }

        /**
         * アニメーションを開始する処理
         */
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            self.interruptibleAnimator(using: transitionContext).startAnimation()
        }

        /**
         * UIViewPropertyAnimatorを返す
         */
        func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
            let fromVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from)
            let toVC = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to)
            let fromView = fromVC?.view  // 元のview
            let toView = toVC?.view  // 遷移先のview
            let containerView = transitionContext.containerView
            containerView.addSubview(fromView!)
            containerView.addSubview(toView!)
            let timing: UITimingCurveProvider = UICubicTimingParameters(animationCurve: .linear)
            let animator = UIViewPropertyAnimator(duration: animationDuration, timingParameters: timing)
            if transition {
                // ----------遷移時----------
                // 画面右側に遷移先のviewをセットする
                toView?.frame = CGRect(x: containerView.frame.size.width,
                                       y: 0,
                                       width: containerView.frame.size.width,
                                       height: containerView.frame.size.height)
                // アニメーション処理
                animator.addAnimations {
                    fromView?.alpha = 0.0
                    fromView?.frame = CGRect(x: -containerView.frame.size.width,
                                             y: 0,
                                             width: containerView.frame.size.width,
                                             height: containerView.frame.size.height)
                    toView?.frame = containerView.frame
                }
            } else {
                // ----------戻り時----------
                // アニメーション処理
                animator.addAnimations {
                    toView?.alpha = 1.0
                    fromView?.frame = CGRect(x: containerView.frame.size.width,
                                             y: 0,
                                             width: containerView.frame.size.width,
                                             height: containerView.frame.size.height)
                    toView?.frame = containerView.frame
                }
            }
            // アニメーション終わりの処理
            animator.addCompletion { _ in
                transitionContext.completeTransition(true)
            }
            return animator
        }
    }

    /// The seed's ViewController: the "next" button presents the second screen with the Animator.
    /// (The seed instantiates SecondViewController from a storyboard; here it is made in code.)
    /// The seed describes, without code, setting `transition` in the two delegate methods.
    class SlideViewController: UIViewController, UIViewControllerTransitioningDelegate {
        let animator = Animator()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            let button = UIButton()
            button.setTitle("next", for: .normal)
            button.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            button.addTarget(self, action: SlideViewController.touchButton, for: .touchUpInside)
            view.addSubview(button)
        }

        func touchButton(sender: UIButton) {
            let nextView = SecondViewController()
            nextView.transitioningDelegate = self  // delegate設定
            present(nextView, animated: true, completion: nil)
        }

        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            animator.transition = true
            return animator
        }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            animator.transition = false
            return animator
        }
    }

    class SecondViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .blue
        }
    }
}

// MARK: - Checks

@Suite struct Seed002SlideTests {
    private func scene() -> (UIWindow, Seed002.SlideViewController) {
        let window = UIWindow()
        let first = Seed002.SlideViewController()
        window.rootViewController = first
        window.makeKeyAndVisible()
        return (window, first)
    }

    @Test func nextSlidesTheSecondScreenInWhileTheFirstSlidesLeftAndFades() throws {
        let (window, first) = scene()
        let button = try #require(first.view.subviews.first as? UIButton)
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
        try #require(first.view.subviews.first as? UIButton).tap()
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
        try #require(first.view.subviews.first as? UIButton).tap()
        let driver = try #require(window.activeTransition?.interactionController as? UIPercentDrivenInteractiveTransition)
        driver.update(0.6)
        driver.cancel()
        window.clock.tick(to: 1)
        // The seed's completion always passes true; UIKit then completes the presentation anyway.
        #expect(window.clock.diagnostics.contains { $0.hasPrefix("completeTransition(true) was called after the transition was cancelled") })
        #expect(first.presentedViewController != nil)
    }
}
