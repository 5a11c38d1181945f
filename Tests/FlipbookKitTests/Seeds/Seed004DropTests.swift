//  Seed004DropTests.swift — FlipbookKitTests
//  Seed 004's UIKit Dynamics drop transition, translated from Objective-C to Swift.
//
//  Reconstructed: the header declares `INNDropViewBehavior` but the implementation is
//  `DropTransition`, and uses an `isPresent` property the header never declares: the class is
//  DropTransition with `var isPresent`. The view controller's dismissal method assigns NO to its
//  local and returns an undefined `behavior`: it clearly meant to return a DropTransition with
//  isPresent = NO (and YES for the presentation, which the post leaves out).

@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// The seed's classes, kept in a namespace (every seed has its own view controllers).
enum Seed004 {
    class DropTransition: UIDynamicBehavior, UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
        var isPresent = false
        var animator: UIDynamicAnimator?
        var transitionContext: UIViewControllerContextTransitioning?

        // MARK: UIViewControllerAnimatedTransitioning
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            self.transitionContext = transitionContext

            let fromVC = transitionContext.viewController(forKey: .from)!
            let toVC = transitionContext.viewController(forKey: .to)!

            let containerView = transitionContext.containerView

            // アニメーション対象のView(=遷移先のView)
            var frontView: UIView
            var backView: UIView
            var gravityDirection: CGVector

            if self.isPresent { // 表示
                frontView = toVC.view
                backView = fromVC.view
                // 画面の表示と非表示で重力の方向を逆にする
                gravityDirection = CGVector(dx: 0, dy: -1.0)
                frontView.frame = frontView.frame.offsetBy(dx: 0, dy: frontView.bounds.size.height)
            } else { // 画面閉じる
                frontView = fromVC.view
                backView = toVC.view
                gravityDirection = CGVector(dx: 0, dy: 1.0)
            }

            /* Viewの準備 */
            containerView.addSubview(backView)

            // アニメーションを行うViewは、跳ね返りをするために縦方向に2倍の高さを取る
            let frame = transitionContext.initialFrame(for: fromVC)
            let canvasView = UIView(frame: CGRect(x: 0, y: 0, width: frame.size.width, height: frame.size.height * 2))

            canvasView.addSubview(frontView)
            containerView.addSubview(canvasView)

            /* UIKitDynamicsの準備 */
            self.animator = UIDynamicAnimator(referenceView: canvasView)
            self.animator?.delegate = self

            // 重力
            let gravityBehavior = UIGravityBehavior(items: [frontView])
            self.addChildBehavior(gravityBehavior)
            gravityBehavior.gravityDirection = gravityDirection

            // 衝突
            let collisionBehavior = UICollisionBehavior(items: [frontView])
            collisionBehavior.translatesReferenceBoundsIntoBoundary = true
            self.addChildBehavior(collisionBehavior)

            // property
            let propertyBehavior = UIDynamicItemBehavior(items: [frontView])
            propertyBehavior.elasticity = 0.4 // 弾力
            propertyBehavior.friction = 1.0 // 摩擦
            self.addChildBehavior(propertyBehavior)

            self.animator?.addBehavior(self)
        }

        // TODO: 物理計算のアニメーションなので、秒数が正確にとれない..
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            return 0
        }

        func animationEnded(_ transitionCompleted: Bool) {
            // contextの解放
            self.animator?.referenceView?.removeFromSuperview()
            self.animator = nil
            self.transitionContext = nil
        }

        // MARK: UIDynamicAnimatorDelegate
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
            // アニメーションが終わった時点で通知する
            self.transitionContext?.completeTransition(true)
        }
    }

    /// The presenting screen (the post's storyboard segue "moveto" becomes a present call).
    class ViewController: UIViewController, UIViewControllerTransitioningDelegate {
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            let transition = DropTransition()
            transition.isPresent = true
            return transition
        }

        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            let transition = DropTransition()
            transition.isPresent = false
            return transition
        }
    }
}

@Suite struct Seed004DropTests {
    private func scene() -> (UIWindow, Seed004.ViewController, UIViewController) {
        let window = UIWindow()
        let first = Seed004.ViewController()
        window.rootViewController = first
        window.makeKeyAndVisible()
        let second = UIViewController()
        second.view.backgroundColor = .orange
        second.transitioningDelegate = first
        return (window, first, second)
    }

    /// The top of the presented view, in window coordinates, as shown at the clock's time.
    private func top(of view: UIView) -> Double {
        Double(view.layer.presentation()!.position.y) - 422
    }

    @Test func presentingRisesAgainstTheCeilingBouncesAndCompletesWhenItRests() throws {
        let (window, first, second) = scene()
        first.present(second, animated: true)
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
        window.clock.tick(to: duration + 0.01)
        #expect(window.activeTransition == nil, "dynamicAnimatorDidPause completed the transition")
        expectClose(top(of: second.view), 0, tolerance: 1)
        // The seed's animationEnded removes the canvas the presented view is in: reported, and the view kept.
        #expect(window.clock.diagnostics.contains { $0.contains("animationEnded(_:) took the presented view out of the window") })
        #expect(second.view.window === window)
    }

    @Test func dismissingFallsOnTheFloorAndThePresenterComesBack() {
        let (window, first, second) = scene()
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
        let (liveWindow, liveFirst, liveSecond) = scene()
        liveFirst.present(liveSecond, animated: true)
        let duration = liveWindow.activeTransition!.duration
        liveWindow.clock.tick(to: duration * 0.5)
        let liveHalf = liveSecond.view.layer.presentation()!.position
        // The live frame a quarter of the way (evaluating at an earlier time is pure).
        let liveQuarter = liveSecond.view.layer.presentation(atRootTime: duration * 0.25).position

        // The same transition driven by hand.
        let (window, first, second) = scene()
        window.forcesInteractiveTransitions = true
        first.present(second, animated: true)
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
