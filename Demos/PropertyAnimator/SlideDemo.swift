//  SlideDemo.swift — FlipbookDemos
//  Seed 002 ("UIViewPropertyAnimatorを用いて独自の画面遷移を実装する"): the `slide` and `spring`
//  demos — a present/dismiss transition whose animator hands UIKit a UIViewPropertyAnimator
//  through `interruptibleAnimator(using:)`: the second screen slides in from the right while the
//  first slides left and fades; dismissing slides it back out.
//
//  The seed's Animator is as written (Swift 3; `import UIKit` → `import FlipbookKit`);
//  Tests/FlipbookDemosTests/Seeds/Seed002SlideTests.swift checks it. Reconstructed:
//  - The seed's ViewController (here SlideViewController) is shown in pieces: the "next" button
//    code, `touchButton`, and the two delegate methods. The seed says, without code, to set
//    `transition` in them ("Bool型の変数を用意しておいて、animationControllerの中でどちらかをtrue、
//    falseに"): true when presenting, false when dismissing.
//  - `storyboard.instantiateViewController(withIdentifier: "second")` became `SecondViewController()`;
//    the seed only describes it: a button whose method calls `self.dismiss(animated: true, completion: nil)`.
//  - SpringAnimator: the seed's "おまけ" gives only the parameters
//    (`UISpringTimingParameters(dampingRatio: 0.3, initialVelocity: CGVector.zero)`) and says the
//    author combined them with this transition; its code is on the author's GitHub, not in the
//    post. Here it is the seed's Animator with that one line changed (duration 0.5 s kept).

import Foundation
import FlipbookKit
import FlipbookPlayer

extension Seed002 {
    // MARK: - Animator.swift (the seed's, as written)

    class Animator: NSObject, UIViewControllerAnimatedTransitioning {
        var animationDuration = 0.5  // Flipbook: `var`, so the demo's `duration` parameter can set it.
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

        /// The seed's curve, `UICubicTimingParameters(animationCurve: .linear)`. Flipbook's one change
        /// to the seed's class: the curve is a method, so the おまけ spring variant overrides it alone.
        func timingParameters() -> UITimingCurveProvider {
            curve
        }

        /// Flipbook: the seed's linear curve, as the demo's `curve` parameters set it.
        var curve = UICubicTimingParameters(animationCurve: .linear)

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
            let timing: UITimingCurveProvider = timingParameters()
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

    /// The "おまけ" spring variant: the seed's Animator with its UISpringTimingParameters.
    class SpringAnimator: Animator {
        /// Flipbook: the seed's 0.3, as the demo's `damping` parameter sets it.
        var dampingRatio: CGFloat = 0.3

        override func timingParameters() -> UITimingCurveProvider {
            let springParameters: UISpringTimingParameters = UISpringTimingParameters(dampingRatio: dampingRatio, initialVelocity: CGVector.zero)
            return springParameters
        }
    }

    // MARK: - ViewController.swift (the seed's pieces, assembled)

    /// The first screen: the seed's "next" button presents SecondViewController with `animator`.
    class SlideViewController: UIViewController, UIViewControllerTransitioningDelegate {
        let animator: Animator
        /// Not in the seed (a local there): kept so the demo can tap it.
        private(set) var button: UIButton!

        init(animator: Animator) {
            self.animator = animator
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("not used") }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            // Reconstructed: the first screen's look is not in the post; a picture above the button.
            let picture = UIImageView(frame: CGRect(x: 70, y: 140, width: 250, height: 250))
            picture.image = UIImage(named: "image1")
            picture.contentMode = .scaleAspectFit
            view.addSubview(picture)

            // The seed's button, as written.
            let button = UIButton()
            button.setTitle("next", for: .normal)
            button.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            button.center = self.view.center
            button.backgroundColor = UIColor.orange
            button.setTitleColor(UIColor.white, for: .normal)
            button.addTarget(self, action: #selector(touchButton(sender:)), for: .touchUpInside)
            self.view.addSubview(button)
            self.button = button
        }

        /**
         * buttonが押された時の処理
         */
        @objc func touchButton(sender: UIButton) {
            let nextView = SecondViewController()

            nextView.transitioningDelegate = self  // delegate設定
            nextView.modalPresentationStyle = .fullScreen  // iOS 13 migration, as every app of the seed's age made it: .automatic became a page sheet.

            present(nextView, animated: true, completion: nil)
        }

        /**
         * 遷移時のアニメーション処理
         */
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            animator.transition = true
            return animator
        }

        /**
         * 戻り時のアニメーション処理
         */
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            animator.transition = false
            return animator
        }
    }

    /// The second screen (reconstructed: the seed only says a button dismisses it).
    class SecondViewController: UIViewController {
        private(set) var backButton: UIButton!

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemTeal
            let picture = UIImageView(frame: CGRect(x: 45, y: 160, width: 300, height: 300))
            picture.image = UIImage(named: "image2")
            picture.contentMode = .scaleAspectFit
            view.addSubview(picture)
            let button = UIButton()
            button.setTitle("back", for: .normal)
            button.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            button.center = CGPoint(x: view.center.x, y: 600)
            button.backgroundColor = UIColor.darkGray
            button.setTitleColor(UIColor.white, for: .normal)
            button.addTarget(self, action: #selector(touchButton(sender:)), for: .touchUpInside)
            view.addSubview(button)
            backButton = button
        }

        @objc func touchButton(sender: UIButton) {
            self.dismiss(animated: true, completion: nil)
        }
    }
}

/// The scene both slide demos share: the first screen with its "next" button.
private func makeSlideScene(in window: UIWindow, animator: Seed002.Animator) -> DemoScene {
    let first = Seed002.SlideViewController(animator: animator)
    window.rootViewController = first
    window.makeKeyAndVisible()
    let scene = DemoScene(window: window)
    scene.primaryActionName = "next"
    scene.backActionName = "back"
    // Enter taps "next"; Esc taps the second screen's "back".
    scene.primaryAction = {
        guard first.presentedViewController == nil, window.activeTransition == nil else { return }
        _ = first.button.tap()
    }
    scene.backAction = {
        guard let second = first.presentedViewController as? Seed002.SecondViewController,
              window.activeTransition == nil else { return }
        _ = second.backButton.tap()
    }
    return scene
}

/// `slide`: the seed's Animator — linear, 0.5 s.
public final class SlideDemo: Demo {
    public let name = "slide"
    public let summary = "Next slides the second screen in as the first slides away and fades"
    public let seed = "002 (UIViewPropertyAnimator slide transition)"

    /// The seed's duration and curve.
    public let parameters: [DemoParameter] = [.duration(default: 0.5, swift: "let animationDuration = {}")]
        + DemoParameter.controlPoints("curve", default: .linear)

    public init() {}

    public func makeScene(in window: UIWindow) -> DemoScene { makeScene(in: window, with: defaultValues) }

    public func makeScene(in window: UIWindow, with values: ParameterValues) -> DemoScene {
        let animator = Seed002.Animator()
        animator.animationDuration = values.number("duration")
        animator.curve = values.cubicTiming("curve")
        return makeSlideScene(in: window, animator: animator)
    }
}

/// `spring`: the same slide on the seed's springy timing (damping ratio 0.3).
public final class SpringDemo: Demo {
    public let name = "spring"
    public let summary = "The same slide on a bouncy spring: it overshoots and wobbles"
    public let seed = "002 (UIViewPropertyAnimator slide transition, spring variant)"

    /// The seed's spring and duration.
    public let parameters: [DemoParameter] = [
        .dampingRatio("damping", default: 0.3),
        .duration(default: 0.5, swift: "let animationDuration = {}"),
    ]

    public init() {}

    public func makeScene(in window: UIWindow) -> DemoScene { makeScene(in: window, with: defaultValues) }

    public func makeScene(in window: UIWindow, with values: ParameterValues) -> DemoScene {
        let animator = Seed002.SpringAnimator()
        animator.dampingRatio = values.cgFloat("damping")
        animator.animationDuration = values.number("duration")
        return makeSlideScene(in: window, animator: animator)
    }
}
