//  FlipCardDemo.swift — FlipbookDemos
//  A card that turns over in perspective, as tutorials write flips: the face showing and the one
//  arriving are each built from snapshot slices, the arriving one turned half a turn, both
//  single-sided so only the face towards the viewer shows, over a soft shadow — `import UIKit`.

import UIKit
import FlipbookPlayer

/// The card's frame on every screen of the demo: centred, 300 × 420.
private func cardFrame(in bounds: CGRect) -> CGRect {
    CGRect(x: (bounds.width - 300) / 2, y: (bounds.height - 420) / 2, width: 300, height: 420)
}

/// A card face: a picture over a caption, on rounded white.
private func makeCard(picture: String, caption: String, in bounds: CGRect) -> UIView {
    let card = UIView(frame: cardFrame(in: bounds))
    card.backgroundColor = .white
    card.layer.cornerRadius = 18
    card.clipsToBounds = true
    let image = UIImageView(image: UIImage(named: picture))
    image.frame = CGRect(x: 0, y: 0, width: 300, height: 320)
    image.contentMode = .scaleAspectFill
    image.clipsToBounds = true
    card.addSubview(image)
    let label = UILabel(frame: CGRect(x: 20, y: 350, width: 260, height: 30))
    label.text = caption
    card.addSubview(label)
    return card
}

/// The animator: the card turns half a turn about its vertical axis, the leaving face on its front
/// and the arriving face on its back, both made of two slices (left and right halves).
final class CardFlipAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    private let presenting: Bool
    private var finish: (() -> Void)?

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.8 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let from = transitionContext.viewController(forKey: .from) as? CardScreen,
              let to = transitionContext.viewController(forKey: .to) as? CardScreen else { return }
        let container = transitionContext.containerView
        // The arriving screen goes into the container: over the leaving one when presenting,
        // under it when dismissing (full-screen presentations hand the animator both).
        to.view.frame = transitionContext.finalFrame(for: to)
        if presenting { container.addSubview(to.view) } else { container.insertSubview(to.view, belowSubview: from.view) }
        to.view.layoutIfNeeded()

        // A host giving its sublayers perspective, the eye 800 pt in front of the screen.
        let host = UIView(frame: container.bounds)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 800
        host.layer.sublayerTransform = perspective
        container.addSubview(host)

        let flipper = UIView(frame: from.card.frame)
        flipper.layer.shadowColor = UIColor.black.cgColor
        flipper.layer.shadowOpacity = 0.45
        flipper.layer.shadowRadius = 16
        flipper.layer.shadowOffset = CGSize(width: 0, height: 10)
        flipper.layer.shadowPath = UIBezierPath(roundedRect: flipper.bounds, cornerRadius: 18).cgPath
        host.addSubview(flipper)
        let leaving = slicedFace(of: from.card)
        let arriving = slicedFace(of: to.card)
        arriving.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        flipper.addSubview(leaving)
        flipper.addSubview(arriving)
        from.card.isHidden = true
        to.card.isHidden = true

        finish = {
            from.card.isHidden = false
            to.card.isHidden = false
            host.removeFromSuperview()
            if !self.presenting { from.view.removeFromSuperview() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = 0
        turn.toValue = CGFloat.pi
        turn.duration = transitionDuration(using: transitionContext)
        turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        turn.delegate = self
        // The model stays unturned and the animation holds its end (the flipper goes when it
        // ends): a half turn set as the model would be read back as a turn about another axis.
        turn.fillMode = .forwards
        turn.isRemovedOnCompletion = false
        flipper.layer.add(turn, forKey: "flip")
    }

    /// A single-sided face made of the card's left and right halves, as snapshots.
    private func slicedFace(of card: UIView) -> UIView {
        let face = UIView(frame: card.bounds)
        face.layer.isDoubleSided = false
        let half = card.bounds.width / 2
        for x in [0, half] {
            let rect = CGRect(x: x, y: 0, width: half, height: card.bounds.height)
            guard let slice = card.resizableSnapshotView(from: rect, afterScreenUpdates: true, withCapInsets: .zero) else { continue }
            slice.frame = rect
            face.addSubview(slice)
        }
        return face
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        finish?()
        finish = nil
    }
}

/// A screen showing one card on a deep blue table.
class CardScreen: UIViewController {
    private(set) var card: UIView!
    let picture: String, caption: String

    init(picture: String, caption: String) {
        self.picture = picture
        self.caption = caption
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        card = makeCard(picture: picture, caption: caption, in: view.bounds)
        card.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
        view.addSubview(card)
    }
}

/// The front card; presents its back with the flip.
final class FrontCardViewController: CardScreen, UIViewControllerTransitioningDelegate {
    init() {
        super.init(picture: "night", caption: "Turn me over")
    }

    required init?(coder: NSCoder) { nil }

    func flip() {
        guard presentedViewController == nil else { return }
        let back = CardScreen(picture: "rainbow", caption: "The other side")
        back.modalPresentationStyle = .fullScreen
        back.transitioningDelegate = self
        present(back, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardFlipAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CardFlipAnimator(presenting: false)
    }
}

/// `flip-card`: Enter turns the card over to its back; Esc turns it back.
public final class FlipCardDemo: Demo {
    public let name = "flip-card"
    public let summary = "A card turned over in perspective: single-sided faces of snapshot slices"

    public init() {}

    public func makeScene(in window: UIWindow) -> DemoScene {
        let front = FrontCardViewController()
        window.rootViewController = front
        window.makeKeyAndVisible()
        return DemoScene(window: window, primaryAction: { front.flip() },
                         backAction: { front.presentedViewController?.dismiss(animated: true) })
    }
}
