import UIKit

/// Presents a postcard that rises from the bottom edge on a spring while a dimming view fades in
/// behind it; dismissing drops it back down and lifts the dimming. One animator for both ways,
/// written as an app writes one: this file compiles unchanged in an iOS target.
final class PostcardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    private static let dimmingTag = 0xD1_44

    let isPresenting: Bool

    init(isPresenting: Bool) {
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        isPresenting ? 0.6 : 0.35
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let duration = transitionDuration(using: transitionContext)
        let offscreen = CGAffineTransform(translationX: 0, y: container.bounds.height)

        if isPresenting {
            guard let postcard = transitionContext.viewController(forKey: .to),
                  let postcardView = transitionContext.view(forKey: .to) else { return }
            let dimming = UIView(frame: container.bounds)
            dimming.backgroundColor = UIColor(white: 0, alpha: 0.5)
            dimming.alpha = 0
            dimming.tag = Self.dimmingTag
            dimming.accessibilityIdentifier = "dimming"  // its name in UI tests, and in Flipbook's HUD
            container.addSubview(dimming)

            postcardView.frame = transitionContext.finalFrame(for: postcard)
            postcardView.transform = offscreen
            container.addSubview(postcardView)

            UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.75,
                           initialSpringVelocity: 0.5, options: []) {
                dimming.alpha = 1
                postcardView.transform = .identity
            } completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        } else {
            guard let postcardView = transitionContext.view(forKey: .from) else { return }
            let dimming = container.viewWithTag(Self.dimmingTag)
            UIView.animate(withDuration: duration, delay: 0, options: .curveEaseIn) {
                dimming?.alpha = 0
                postcardView.transform = offscreen
            } completion: { _ in
                let finished = !transitionContext.transitionWasCancelled
                if finished { dimming?.removeFromSuperview() }
                transitionContext.completeTransition(finished)
            }
        }
    }
}

/// The postcard: the catalog's picture on a white card with rounded corners, over a clear
/// background so the screen behind shows through the dimming.
final class PostcardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear

        let card = UIView(frame: CGRect(x: 30, y: 250, width: 330, height: 260))
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.clipsToBounds = true
        view.addSubview(card)

        let picture = UIImageView(image: UIImage(named: "Postcard"))
        picture.frame = CGRect(x: 15, y: 15, width: 300, height: 180)
        card.addSubview(picture)

        let caption = UILabel(frame: CGRect(x: 15, y: 205, width: 300, height: 40))
        caption.text = "Wish you were here"
        caption.textColor = .darkGray
        caption.textAlignment = .center
        card.addSubview(caption)

        // A tap beside the card puts it away, as a sheet's background does.
        let tap = UITapGestureRecognizer(target: self, action: #selector(backgroundTapped(_:)))
        view.addGestureRecognizer(tap)
    }

    @objc private func backgroundTapped(_ recognizer: UITapGestureRecognizer) {
        guard let card = view.subviews.first, !card.frame.contains(recognizer.location(in: view)) else { return }
        dismiss(animated: true)
    }
}

/// The screen the postcard comes over; it is its transitioning delegate.
final class PostcardHomeViewController: UIViewController, UIViewControllerTransitioningDelegate {
    @IBOutlet private var sendButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo

        sendButton = UIButton(type: .system)
        sendButton.setTitle("Send a postcard", for: .normal)
        sendButton.setTitleColor(.white, for: .normal)
        sendButton.frame = CGRect(x: 95, y: 600, width: 200, height: 44)
        sendButton.addTarget(self, action: #selector(showPostcard), for: .touchUpInside)
        view.addSubview(sendButton)
    }

    @objc func showPostcard() {
        let postcard = PostcardViewController()
        postcard.modalPresentationStyle = .overFullScreen
        postcard.transitioningDelegate = self
        present(postcard, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PostcardAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        PostcardAnimator(isPresenting: false)
    }
}
