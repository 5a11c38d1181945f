//  SystemTransitionAnimators.swift — FlipbookKit
//  The animations UIKit runs when a presentation has no custom animator: cover-vertical,
//  cross-dissolve and flip. Status: complete (approximations noted).

import Foundation

/// The system animator of a modal presentation or dismissal, by `UIModalTransitionStyle`.
///
/// Flipbook: UIKit's own curves are private; the slide uses 0.5 s ease-in-ease-out, the
/// cross-dissolve and flip 0.4 s. `.partialCurl` slides like `.coverVertical`.
final class SystemModalAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let presenting: Bool

    init(style: UIModalTransitionStyle, presenting: Bool) {
        self.style = style
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        switch style {
        case .crossDissolve, .flipHorizontal: return 0.4
        case .coverVertical, .partialCurl: return 0.5
        }
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        let duration = transitionDuration(using: context)
        guard let presented = context.viewController(forKey: presenting ? .to : .from) else {
            context.completeTransition(false)
            return
        }
        let presentedView = context.view(forKey: presenting ? .to : .from) ?? presented.view!
        let frame = presenting ? context.finalFrame(for: presented) : context.initialFrame(for: presented)
        let finish: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }

        if !presenting, let presenterView = context.view(forKey: .to), let presenter = context.viewController(forKey: .to) {
            // The presenter's view comes back underneath for the dismissal.
            container.insertSubview(presenterView, at: 0)
            presenterView.frame = context.finalFrame(for: presenter)
        }
        switch style {
        case .coverVertical, .partialCurl:
            let offscreen = frame.offsetBy(dx: 0, dy: container.bounds.height)
            if presenting {
                presentedView.frame = offscreen
                container.addSubview(presentedView)
            }
            // Under a finger (a sheet swiped down) the slide is linear, so the view stays under it.
            UIView.animate(withDuration: duration, delay: 0, options: [context.isInteractive ? .curveLinear : .curveEaseInOut],
                           animations: { presentedView.frame = self.presenting ? frame : offscreen },
                           completion: finish)
        case .crossDissolve:
            if presenting {
                presentedView.frame = frame
                presentedView.alpha = 0
                container.addSubview(presentedView)
            }
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut],
                           animations: { presentedView.alpha = self.presenting ? 1 : 0 },
                           completion: finish)
        case .flipHorizontal:
            if presenting {
                presentedView.frame = frame
                container.addSubview(presentedView)
                presentedView.isHidden = true
            }
            let presenterView = context.view(forKey: presenting ? .from : .to)
            UIView.transition(with: container, duration: duration,
                              options: [presenting ? .transitionFlipFromRight : .transitionFlipFromLeft],
                              animations: {
                                  presentedView.isHidden = !self.presenting
                                  presenterView?.isHidden = self.presenting
                              },
                              completion: { completed in
                                  presenterView?.isHidden = false
                                  finish(completed)
                              })
        }
    }
}
