//  CardDemo.swift — FlipbookDemos
//  A demo of your own, declared as a class (`Demo`): a complete animator as an app would write
//  it, with `import UIKit`, and the few lines that make it a demo.

import UIKit
import FlipbookPlayer

/// Presents a card that rises from the bottom edge while the screen behind dims; dismissing
/// sends it back down.
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let duration: TimeInterval
    let damping: CGFloat

    init(presenting: Bool, duration: TimeInterval = 0.45, damping: CGFloat = 0.8) {
        self.presenting = presenting
        self.duration = duration
        self.damping = damping
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        if presenting {
            let card = transitionContext.view(forKey: .to)!
            card.frame = transitionContext.finalFrame(for: transitionContext.viewController(forKey: .to)!)
            card.transform = CGAffineTransform(translationX: 0, y: container.bounds.height)
            container.addSubview(card)
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: damping,
                           initialSpringVelocity: 0, options: []) {
                card.transform = .identity
                transitionContext.view(forKey: .from)?.alpha = 0.4
            } completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else {
            let card = transitionContext.view(forKey: .from)!
            let below = transitionContext.view(forKey: .to)!
            container.insertSubview(below, belowSubview: card)
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseIn) {
                card.transform = CGAffineTransform(translationX: 0, y: container.bounds.height)
                below.alpha = 1
            } completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }
}

final class CardHomeViewController: UIViewController, UIViewControllerTransitioningDelegate {
    var duration: TimeInterval = 0.45
    var damping: CGFloat = 0.8

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
    }

    func showCard() {
        let card = UIViewController()
        card.view.backgroundColor = .white
        card.modalPresentationStyle = .fullScreen
        card.transitioningDelegate = self
        present(card, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardAnimator(presenting: true, duration: duration, damping: damping)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardAnimator(presenting: false, duration: duration, damping: damping)
    }
}

/// `card`: Enter presents the card, Esc dismisses it.
public final class CardDemo: Demo {
    public let name = "card"
    public let summary = "A card rises on a spring over a dimming screen"

    /// The animator's duration and its spring's damping, to tune in the panel (`t`).
    public let parameters: [DemoParameter] = [
        .duration(default: 0.45, swift: "func transitionDuration(using:) -> TimeInterval { {} }"),
        .dampingRatio("damping", default: 0.8, swift: "usingSpringWithDamping: {}"),
    ]

    public init() {}

    public func makeScene(in window: UIWindow) -> DemoScene { makeScene(in: window, with: defaultValues) }

    public func makeScene(in window: UIWindow, with values: ParameterValues) -> DemoScene {
        let home = CardHomeViewController()
        home.duration = values.number("duration")
        home.damping = values.cgFloat("damping")
        window.rootViewController = home
        window.makeKeyAndVisible()
        return DemoScene(window: window, primaryAction: { if home.presentedViewController == nil { home.showCard() } },
                         backAction: { home.presentedViewController?.dismiss(animated: true) })
    }
}
