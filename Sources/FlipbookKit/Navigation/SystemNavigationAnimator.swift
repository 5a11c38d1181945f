//  SystemNavigationAnimator.swift — FlipbookKit
//  The animation UIKit runs for a push or pop when the navigation delegate supplies no
//  animator. Status: complete (approximations noted).

import Foundation

/// UIKit's default push and pop: the incoming view slides in from the right over the outgoing
/// one, which moves a third of the way left under a dimming shade (and the reverse on pop).
///
/// Flipbook: UIKit's navigation curve is private; this uses 0.35 s ease-in-ease-out.
final class SystemNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    /// Expected: UIKit's push takes about 0.35 s.
    static let duration: TimeInterval = 0.35
    /// How far the view underneath moves (a fraction of the width), and how dark it gets.
    static let parallax: CGFloat = 0.3
    static let shade: CGFloat = 0.1

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let fromVC = context.viewController(forKey: .from), let toVC = context.viewController(forKey: .to),
              let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else {
            context.completeTransition(false)
            return
        }
        let container = context.containerView
        let width = container.bounds.width
        let pushing = operation != .pop
        let start = context.initialFrame(for: fromVC)
        let end = context.finalFrame(for: toVC)
        let under = pushing ? fromView : toView
        let over = pushing ? toView : fromView
        let shadeView = UIView(frame: container.bounds)
        shadeView.backgroundColor = .black
        shadeView.isUserInteractionEnabled = false

        if pushing {
            toView.frame = end.offsetBy(dx: width, dy: 0)
            container.addSubview(shadeView)
            container.addSubview(toView)
            shadeView.alpha = 0
        } else {
            toView.frame = end.offsetBy(dx: -width * Self.parallax, dy: 0)
            container.insertSubview(toView, belowSubview: fromView)
            container.insertSubview(shadeView, belowSubview: fromView)
            shadeView.alpha = Self.shade
        }
        UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseInOut], animations: {
            if pushing {
                under.frame = start.offsetBy(dx: -width * Self.parallax, dy: 0)
                over.frame = end
                shadeView.alpha = Self.shade
            } else {
                under.frame = end
                over.frame = start.offsetBy(dx: width, dy: 0)
                shadeView.alpha = 0
            }
        }, completion: { _ in
            shadeView.removeFromSuperview()
            // The from view goes back to where it started (it stays on screen after a cancel,
            // and is shown there again when the stack returns to it); the to view ends in place.
            fromView.frame = start
            if !context.transitionWasCancelled { toView.frame = end }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
