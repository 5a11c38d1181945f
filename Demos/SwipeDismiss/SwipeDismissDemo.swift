//  SwipeDismissDemo.swift — FlipbookDemos
//  A photo card dismissed by dragging it down: a pan gesture drives a percent-driven
//  interactive transition, finished or cancelled by how far and how fast the finger went —
//  written as the tutorials write it, with `import UIKit`.

import UIKit
import FlipbookPlayer

/// The interaction controller, told by the pan whether a drag is under way.
final class SwipeInteractor: UIPercentDrivenInteractiveTransition {
    var hasStarted = false
    var shouldFinish = false
}

/// Slides the card up from the bottom over a dimming view; dismissing slides it back down and
/// lifts the dimming, under the finger when the pan drives it.
final class SwipeCardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    static let dimmingTag = 0xD1
    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.45 : 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let below = CGAffineTransform(translationX: 0, y: container.bounds.height)
        let duration = transitionDuration(using: transitionContext)
        if isPresenting {
            guard let card = transitionContext.viewController(forKey: .to), let cardView = transitionContext.view(forKey: .to) else { return }
            let dimming = UIView(frame: container.bounds)
            dimming.backgroundColor = UIColor(white: 0, alpha: 0.45)
            dimming.accessibilityIdentifier = "dimming"
            dimming.tag = Self.dimmingTag
            dimming.alpha = 0
            container.addSubview(dimming)
            cardView.frame = transitionContext.finalFrame(for: card)
            cardView.transform = below
            container.addSubview(cardView)
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.9, initialSpringVelocity: 0, options: []) {
                dimming.alpha = 1
                cardView.transform = .identity
            } completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else {
            guard let cardView = transitionContext.view(forKey: .from) else { return }
            let dimming = container.viewWithTag(Self.dimmingTag)
            // Linear, so the card stays under the finger while the pan drives the transition.
            UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear]) {
                dimming?.alpha = 0
                cardView.transform = below
            } completion: { _ in
                let finished = !transitionContext.transitionWasCancelled
                if finished { dimming?.removeFromSuperview() }
                transitionContext.completeTransition(finished)
            }
        }
    }
}

/// The photo card: a rounded panel with a picture, dismissed by dragging it down.
final class PhotoCardViewController: UIViewController {
    let interactor: SwipeInteractor

    init(interactor: SwipeInteractor) {
        self.interactor = interactor
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        let panel = UIView(frame: CGRect(x: 0, y: view.bounds.height * 0.25, width: view.bounds.width, height: view.bounds.height * 0.75))
        panel.backgroundColor = .white
        panel.layer.cornerRadius = 24
        panel.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(panel)
        let photo = UIImageView(image: UIImage(named: "image2"))
        photo.frame = CGRect(x: 24, y: 48, width: panel.bounds.width - 48, height: panel.bounds.width - 48)
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.layer.cornerRadius = 12
        panel.addSubview(photo)
        let grabber = UIView(frame: CGRect(x: panel.bounds.midX - 24, y: 14, width: 48, height: 6))
        grabber.backgroundColor = .lightGray
        grabber.layer.cornerRadius = 3
        panel.addSubview(grabber)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))))
    }

    /// The tutorials' drag-to-dismiss: progress is the drag's share of the screen's height; let
    /// go past 30 % or flicked down faster than 1 000 pt/s, the card goes; otherwise it returns.
    @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: view)
        let progress = min(max(translation.y / view.bounds.height, 0), 1)
        switch gesture.state {
        case .began:
            interactor.hasStarted = true
            dismiss(animated: true)
        case .changed:
            interactor.shouldFinish = progress > 0.3 || gesture.velocity(in: view).y > 1000
            interactor.update(progress)
        case .cancelled:
            interactor.hasStarted = false
            interactor.cancel()
        case .ended:
            interactor.hasStarted = false
            interactor.shouldFinish ? interactor.finish() : interactor.cancel()
        default:
            break
        }
    }
}

/// The screen the card comes over, and the card's transitioning delegate.
final class PhotoListViewController: UIViewController, UIViewControllerTransitioningDelegate {
    let interactor = SwipeInteractor()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        let thumbnail = UIImageView(image: UIImage(named: "image2"))
        thumbnail.frame = CGRect(x: 24, y: 120, width: 120, height: 120)
        thumbnail.contentMode = .scaleAspectFill
        thumbnail.clipsToBounds = true
        thumbnail.layer.cornerRadius = 8
        view.addSubview(thumbnail)
    }

    func showCard() {
        guard presentedViewController == nil else { return }
        let card = PhotoCardViewController(interactor: interactor)
        card.modalPresentationStyle = .overFullScreen
        card.transitioningDelegate = self
        present(card, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SwipeCardAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SwipeCardAnimator(isPresenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactor.hasStarted ? interactor : nil
    }
}

/// `swipe-dismiss`: Enter presents the card; drag it down with the mouse to dismiss it (let go
/// early and slowly and it springs back); Esc dismisses it without the finger.
public final class SwipeDismissDemo: Demo {
    public let name = "swipe-dismiss"
    public let summary = "Drag the photo card down: a pan drives its dismissal, or lets it spring back"

    public init() {}

    public func makeScene(in window: UIWindow) -> DemoScene {
        let list = PhotoListViewController()
        window.rootViewController = list
        window.makeKeyAndVisible()
        return DemoScene(window: window, primaryAction: { list.showCard() },
                         backAction: { list.presentedViewController?.dismiss(animated: true) })
    }
}
