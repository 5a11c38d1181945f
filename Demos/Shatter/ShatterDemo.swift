//  ShatterDemo.swift — FlipbookDemos
//  The shatter, as tutorials write it: the screen is drawn into an image once, cut into square
//  pieces that each show their part of it (`layer.contentsRect`), and the pieces fly apart from
//  the centre, each in its own `UIView.animate` with a delay growing with its distance (present,
//  10-pt pieces: 3 315 views); dismissed, 20-pt pieces (860) fall away under UIKit Dynamics —
//  gravity, a push each, a spin each, and a floor out of sight to land on — and the transition
//  completes when they come to rest. Written with `import UIKit`.
//
//  Flipbook deviates: in a terminal a 10-pt piece is about 0.6 px wide, and each piece's edges are
//  anti-aliased on their own, so where pieces meet the screen beneath shows through faintly (a
//  lavender grid over the white screen at 0 %); Core Animation draws them at device pixels without
//  edge antialiasing (`allowsEdgeAntialiasing` is false), where they meet exactly.

import UIKit
import FlipbookPlayer

/// The same "random" numbers on every run (a transition's frames are golden-tested): SplitMix64.
struct ShatterRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The animator: `presenting` flies the presenting screen's pieces apart over the presented one;
/// dismissing drops the presented screen's pieces onto the presenting one.
final class ShatterAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
    let presenting: Bool
    /// The side of a piece, points: 10 flying apart, 20 falling.
    let pieceSize: CGFloat
    private var dynamics: UIDynamicAnimator?
    private var context: UIViewControllerContextTransitioning?
    private var piecesView: UIView?
    private var shattered: UIView?

    init(presenting: Bool) {
        self.presenting = presenting
        pieceSize = presenting ? 10 : 20
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        presenting ? 0.9 : 1.6
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else { return }
        let container = transitionContext.containerView
        toView.frame = transitionContext.finalFrame(for: toController)
        if presenting {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }

        // The screen that breaks, drawn once; each piece shows its square of the picture.
        let picture = UIGraphicsImageRenderer(bounds: fromView.bounds).image { _ in
            fromView.drawHierarchy(in: fromView.bounds, afterScreenUpdates: false)
        }
        let piecesView = UIView(frame: fromView.frame)
        container.addSubview(piecesView)
        fromView.isHidden = true
        let size = fromView.bounds.size
        var pieces: [UIView] = []
        var y: CGFloat = 0
        while y < size.height {
            var x: CGFloat = 0
            while x < size.width {
                let square = CGRect(x: x, y: y, width: min(pieceSize, size.width - x), height: min(pieceSize, size.height - y))
                let piece = UIView(frame: square)
                piece.layer.contents = picture.cgImage
                piece.layer.contentsRect = CGRect(x: square.minX / size.width, y: square.minY / size.height,
                                                  width: square.width / size.width, height: square.height / size.height)
                piecesView.addSubview(piece)
                pieces.append(piece)
                x += pieceSize
            }
            y += pieceSize
        }
        self.piecesView = piecesView
        shattered = fromView
        context = transitionContext
        if presenting {
            flyApart(pieces, in: size, duration: transitionDuration(using: transitionContext))
        } else {
            fall(pieces, in: piecesView)
        }
    }

    /// Each piece flies out from the centre, turning and fading; the nearer the centre, the sooner.
    private func flyApart(_ pieces: [UIView], in size: CGSize, duration: TimeInterval) {
        var random = ShatterRandom(seed: 55)
        let centre = CGPoint(x: size.width / 2, y: size.height / 2)
        let farthest = hypot(centre.x, centre.y)
        let spread = 0.3, flight = duration - spread
        var flying = pieces.count
        for piece in pieces {
            let dx = piece.center.x - centre.x, dy = piece.center.y - centre.y
            let distance = hypot(dx, dy)
            let push = CGFloat.random(in: 120...260, using: &random)
            let direction = distance > 0 ? CGVector(dx: dx / distance, dy: dy / distance) : CGVector(dx: 0, dy: -1)
            let delay = spread * Double(distance / farthest)
            UIView.animate(withDuration: flight, delay: delay, options: [.curveEaseIn]) {
                piece.center = CGPoint(x: piece.center.x + direction.dx * push, y: piece.center.y + direction.dy * push)
                piece.transform = CGAffineTransform(rotationAngle: .random(in: -.pi ... .pi, using: &random)).scaledBy(x: 0.4, y: 0.4)
                piece.alpha = 0
            } completion: { _ in
                flying -= 1
                if flying == 0 { self.finish() }
            }
        }
    }

    /// The pieces fall under gravity, each pushed a little its own way and spinning, onto a floor
    /// just below the screen (so they leave it and come to rest); the rest ends the transition.
    private func fall(_ pieces: [UIView], in reference: UIView) {
        var random = ShatterRandom(seed: 860)
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.delegate = self
        let gravity = UIGravityBehavior(items: pieces)
        gravity.magnitude = 1.5
        let floor = UICollisionBehavior(items: pieces)
        floor.collisionMode = .boundaries
        let depth = reference.bounds.height + 2 * pieceSize
        floor.addBoundary(withIdentifier: "floor" as NSString, from: CGPoint(x: -10_000, y: depth),
                          to: CGPoint(x: 10_000, y: depth))
        let material = UIDynamicItemBehavior(items: pieces)
        material.elasticity = 0.2
        material.friction = 0.8
        material.angularResistance = 0.5
        for behavior in [gravity, floor, material] { animator.addBehavior(behavior) }
        // Velocities are given to items the animator moves: after the behaviour is added.
        for piece in pieces {
            material.addAngularVelocity(.random(in: -4...4, using: &random), for: piece)
            material.addLinearVelocity(CGPoint(x: .random(in: -120...120, using: &random), y: .random(in: -260 ... -40, using: &random)),
                                       for: piece)
        }
        dynamics = animator
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        animator.removeAllBehaviors()
        finish()
    }

    private func finish() {
        guard let context else { return }
        piecesView?.removeFromSuperview()
        shattered?.isHidden = false
        dynamics = nil
        self.context = nil
        context.completeTransition(!context.transitionWasCancelled)
    }
}

/// The screen that shatters: a picture and a caption on white.
final class ShatterPhotoViewController: UIViewController, UIViewControllerTransitioningDelegate {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let picture = UIImageView(frame: CGRect(x: 20, y: 120, width: 350, height: 350))
        picture.image = UIImage(named: "rainbow")
        picture.contentMode = .scaleAspectFill
        picture.clipsToBounds = true
        picture.layer.cornerRadius = 24
        view.addSubview(picture)
        let caption = UILabel(frame: CGRect(x: 20, y: 500, width: 350, height: 40))
        caption.text = "Break the glass"
        caption.font = .systemFont(ofSize: 28, weight: .bold)
        caption.textAlignment = .center
        view.addSubview(caption)
    }

    func shatter() {
        guard presentedViewController == nil else { return }
        let next = ShatterNextViewController()
        next.modalPresentationStyle = .fullScreen
        next.transitioningDelegate = self
        present(next, animated: true)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ShatterAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        ShatterAnimator(presenting: false)
    }
}

/// The screen behind the glass: deep blue with a line of text.
final class ShatterNextViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        let label = UILabel(frame: CGRect(x: 20, y: 380, width: 350, height: 60))
        label.text = "Behind the glass"
        label.font = .systemFont(ofSize: 30, weight: .semibold)
        label.textColor = .white
        label.textAlignment = .center
        view.addSubview(label)
    }
}

/// `shatter`: Enter breaks the screen into 3 315 pieces that fly apart over the next one; Esc
/// drops the next one's 860 pieces away under UIKit Dynamics.
public final class ShatterDemo: Demo {
    public let name = "shatter"
    public let summary = "The screen breaks into 3 315 pieces that fly apart; 860 fall away on dismiss"

    public init() {}

    public func makeScene(in window: UIWindow) -> DemoScene {
        let photo = ShatterPhotoViewController()
        window.rootViewController = photo
        window.makeKeyAndVisible()
        return DemoScene(window: window, primaryAction: { photo.shatter() },
                         backAction: { photo.presentedViewController?.dismiss(animated: true) })
    }
}
