//  TestDemos.swift — FlipbookPlayerTests
//  Small demos for driving the player: a 1 s fade presentation, and a property animator.

import FlipbookKit
import FlipbookPlayer

/// Fades the presented view in over 1 s, linearly; completes with !transitionWasCancelled.
final class OneSecondFade: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to) else { return }
        let toView = transitionContext.view(forKey: .to) ?? toVC.view!
        let presenting = toView.superview == nil
        if presenting {
            toView.frame = transitionContext.finalFrame(for: toVC)
            toView.alpha = 0
            transitionContext.containerView.addSubview(toView)
        }
        let fromView = transitionContext.view(forKey: .from)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
            if presenting { toView.alpha = 1 } else { fromView?.alpha = 0 }
        }, completion: { _ in
            if transitionContext.transitionWasCancelled { toView.alpha = 1 }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
}

/// Enter presents a red screen with a 1 s fade; Esc dismisses it.
final class FadeDemo: Demo {
    let name = "fade"
    let summary = "A one-second fade"
    let seed = "none (test)"
    private let delegate = OneSecondFade()

    func makeScene(in window: UIWindow) -> DemoScene {
        let root = UIViewController()
        root.view.backgroundColor = .white
        window.rootViewController = root
        window.makeKeyAndVisible()
        let scene = DemoScene(window: window)
        scene.primaryActionName = "present"
        scene.backActionName = "dismiss"
        scene.primaryAction = { [delegate] in
            guard root.presentedViewController == nil else { return }
            let next = UIViewController()
            next.view.backgroundColor = .red
            next.transitioningDelegate = delegate
            next.modalPresentationStyle = .fullScreen
            root.present(next, animated: true)
        }
        scene.backAction = { root.presentedViewController?.dismiss(animated: true) }
        return scene
    }
}

/// Enter runs a 2 s linear property animator moving a square to the right.
final class SquareDemo: Demo {
    let name = "square"
    let summary = "A property animator"
    let seed = "none (test)"

    func makeScene(in window: UIWindow) -> DemoScene {
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let square = UIView(frame: CGRect(x: 0, y: 400, width: 50, height: 50))
        square.backgroundColor = .red
        root.view.addSubview(square)
        let scene = DemoScene(window: window)
        scene.primaryAction = {
            let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { square.center.x = 365 }
            animator.startAnimation()
        }
        return scene
    }
}
