//  DropDemo.swift — FlipbookDemos
//  Seed 004 ("【iOS】画面遷移にUIKit Dynamicsのアニメーションを使ってみる"): a UIKit Dynamics transition —
//  the presented screen rises under upward gravity and bounces off the ceiling; dismissed, it
//  falls and bounces on the floor. It completes in `dynamicAnimatorDidPause`.
//
//  Translated from Objective-C to Swift (Tests/FlipbookDemosTests/Seeds/Seed004DropTests.swift
//  checks it). Reconstructed:
//  - The header declares `INNDropViewBehavior : UIDynamicBehavior <UIViewControllerAnimatedTransitioning>`
//    but the implementation is `DropTransition` and uses an `isPresent` property the header never
//    declares: the class is DropTransition, a UIDynamicBehavior, with `var isPresent`.
//  - The view controller's dismissal method assigns NO to its local itself (`transition = NO;`)
//    and returns an undefined `behavior`; the presentation method sets `behavior.isPresent = YES`
//    and returns an undefined `transition`. Both clearly meant: make a DropTransition, set
//    isPresent (NO to dismiss, YES to present) and return it.
//  - The segue "moveto" and `prepareForSegue` (which sets the destination's transitioningDelegate)
//    become `moveto()`: make the destination, set its transitioningDelegate, present it.
//  - Neither screen's look is in the post: the first is white with a picture, the second orange
//    with another picture; Esc dismisses the second, as the post's (unshown) close does.

import Foundation
import FlipbookKit
import FlipbookPlayer

extension Seed004 {
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

        // Kept as written, though it removes the canvas the presented view now lives in: on iOS the
        // presented screen would vanish with it. FlipbookKit reports this on the diagnostics
        // ("animationEnded(_:) took the presented view out of the window") and keeps the view in
        // the window, so the HUD shows the diagnostic after each presentation — the honest outcome.
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

    /// The presenting screen: the post's ViewController, with its two delegate methods.
    class ViewController: UIViewController, UIViewControllerTransitioningDelegate {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            let picture = UIImageView(frame: CGRect(x: 45, y: 220, width: 300, height: 300))
            picture.image = UIImage(named: "night")
            picture.contentMode = .scaleAspectFit
            view.addSubview(picture)
        }

        // 遷移は、segueを使用 — the segue "moveto" and prepareForSegue, in code.
        func moveto() {
            let destination = SecondViewController()
            // 遷移先のViewControllerのtransitionを独自で行うようにdelegateを指定する
            destination.transitioningDelegate = self
            destination.modalPresentationStyle = .fullScreen  // iOS 13 migration, as every app of the seed's age made it: .automatic became a page sheet.
            present(destination, animated: true, completion: nil)
        }

        // MARK: - UIViewControllerAnimatedTransitioning
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            // The seed: `transition = NO; return behavior;` (see the header).
            let transition = DropTransition()
            transition.isPresent = false

            return transition
        }

        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            // The seed: `behavior.isPresent = YES; return transition;` (see the header).
            let transition = DropTransition()
            transition.isPresent = true

            return transition
        }
    }

    /// The presented screen (the storyboard's destination of "moveto").
    class SecondViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemOrange
            let picture = UIImageView(frame: CGRect(x: 45, y: 220, width: 300, height: 300))
            picture.image = UIImage(named: "rainbow")
            picture.contentMode = .scaleAspectFit
            view.addSubview(picture)
        }
    }
}

// MARK: - The demo

/// `drop`: Enter presents the second screen, which rises and bounces off the ceiling; Esc
/// dismisses it, and it falls and bounces on the floor.
public final class DropDemo: Demo {
    public let name = "drop"
    public let summary = "Physics: the new screen flies up and bounces; dismissed, it falls"
    public let seed = "004 (UIKit Dynamics drop transition)"

    public init() {}

    public func makeScene(in window: UIWindow) -> DemoScene {
        let first = Seed004.ViewController()
        window.rootViewController = first
        window.makeKeyAndVisible()
        let scene = DemoScene(window: window)
        scene.primaryActionName = "present"
        scene.backActionName = "dismiss"
        scene.primaryAction = {
            guard first.presentedViewController == nil, window.activeTransition == nil else { return }
            first.moveto()
        }
        scene.backAction = {
            guard let second = first.presentedViewController, window.activeTransition == nil else { return }
            second.dismiss(animated: true, completion: nil)
        }
        return scene
    }
}

/// Seed 004 namespace: the seed's DropTransition and the screens it moves between.
public enum Seed004 {}
