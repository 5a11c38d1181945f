//  BlurDemo.swift — FlipbookDemos
//  A detail card presented over a blur, as tutorials write custom presentations: a presentation
//  controller puts a UIVisualEffectView behind the card and animates its effect in alongside the
//  transition, and out on dismissal; the card springs up from below — written with `import UIKit`.

import UIKit
import FlipbookPlayer

/// The presentation controller: the card centred in the container over a blur of the screen
/// behind, the blur animated with the transition's coordinator.
final class BlurPresentationController: UIPresentationController {
    let blurView = UIVisualEffectView(effect: nil)

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let width = container.bounds.width - 48, height: CGFloat = 420
        return CGRect(x: 24, y: (container.bounds.height - height) / 2, width: width, height: height)
    }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        blurView.frame = container.bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(blurView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.blurView.effect = UIBlurEffect(style: .dark)
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { blurView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.blurView.effect = nil
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { blurView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// The card's animator: up from below and a little small, on a spring, when presented; down and
/// faded when dismissed.
final class CardPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        presenting ? 0.6 : 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else { return }
        let card = controller.view!
        let away = CGAffineTransform(translationX: 0, y: 120).scaledBy(x: 0.85, y: 0.85)
        let duration = transitionDuration(using: transitionContext)
        if presenting {
            card.frame = transitionContext.finalFrame(for: controller)
            transitionContext.containerView.addSubview(card)
            card.transform = away
            card.alpha = 0
            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
                           options: [], animations: {
                card.transform = .identity
                card.alpha = 1
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseIn, animations: {
                card.transform = away
                card.alpha = 0
            }, completion: { _ in
                let finished = !transitionContext.transitionWasCancelled
                if finished { card.removeFromSuperview() }
                transitionContext.completeTransition(finished)
            })
        }
    }
}

/// The detail card: a picture, a title and a line of text on white.
final class PlaceDetailViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 16
        view.clipsToBounds = true
        let picture = UIImageView(image: UIImage(named: "night"))
        picture.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 240)
        picture.autoresizingMask = [.flexibleWidth]
        picture.contentMode = .scaleAspectFill
        picture.clipsToBounds = true
        view.addSubview(picture)
        let title = UILabel(frame: CGRect(x: 20, y: 260, width: view.bounds.width - 40, height: 30))
        title.text = "Northern Lights"
        title.autoresizingMask = [.flexibleWidth]
        view.addSubview(title)
        let detail = UILabel(frame: CGRect(x: 20, y: 300, width: view.bounds.width - 40, height: 30))
        detail.text = "Tromsø, March"
        detail.textColor = .darkGray
        detail.autoresizingMask = [.flexibleWidth]
        view.addSubview(detail)
    }
}

/// The screen behind: a grid of pictures and colours, which the blur softens; the transitioning
/// delegate of the card it presents.
final class PlacesViewController: UIViewController, UIViewControllerTransitioningDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let title = UILabel(frame: CGRect(x: 20, y: 60, width: 350, height: 40))
        title.text = "Places"
        view.addSubview(title)
        let pictures = ["image1", "rainbow", "image2", "shapes", "night", "image1"]
        for (index, name) in pictures.enumerated() {
            let tile = UIImageView(image: UIImage(named: name))
            tile.frame = CGRect(x: 20 + CGFloat(index % 2) * 180, y: 120 + CGFloat(index / 2) * 230, width: 170, height: 210)
            tile.contentMode = .scaleAspectFill
            tile.clipsToBounds = true
            tile.layer.cornerRadius = 12
            view.addSubview(tile)
        }
    }

    func showDetail() {
        guard presentedViewController == nil else { return }
        let detail = PlaceDetailViewController()
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = self
        present(detail, animated: true)
    }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        BlurPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardPopAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardPopAnimator(presenting: false)
    }
}

/// `blur`: Enter presents the card over a blur that fades in with it; Esc dismisses the card and
/// the blur fades away.
public final class BlurDemo: Demo {
    public let name = "blur"
    public let summary = "A card presented over a UIVisualEffectView whose blur animates in and out"

    public init() {}

    public func makeScene(in window: UIWindow) -> DemoScene {
        let places = PlacesViewController()
        window.rootViewController = places
        window.makeKeyAndVisible()
        return DemoScene(window: window, primaryAction: { places.showDetail() },
                         backAction: { places.presentedViewController?.dismiss(animated: true) })
    }
}
