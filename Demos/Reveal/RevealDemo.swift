//  RevealDemo.swift — FlipbookDemos
//  The circular reveal as tutorials write it: a push whose new screen grows out of the tapped
//  button through a CAShapeLayer mask whose path animates from the button's circle to one that
//  covers the screen, and shrinks back into it on pop — written with `import UIKit`.

import UIKit
import FlipbookPlayer

/// The navigation delegate's animator: the incoming screen revealed through a growing circle on
/// push, the outgoing one closed through a shrinking circle on pop.
final class CircularRevealAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    private let operation: UINavigationController.Operation
    /// The button's frame in the window's coordinates: where the circle starts and ends.
    private let origin: CGRect
    private var context: UIViewControllerContextTransitioning?

    init(operation: UINavigationController.Operation, origin: CGRect) {
        self.operation = operation
        self.origin = origin
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else { return }
        let container = transitionContext.containerView
        let pushing = operation == .push
        toView.frame = transitionContext.finalFrame(for: toController)
        if pushing {
            container.addSubview(toView)
        } else {
            container.insertSubview(toView, belowSubview: fromView)
        }

        // The mask is in the revealed view's coordinates: the button's circle there, and the
        // circle about its centre through the view's farthest corner.
        let revealed = pushing ? toView : fromView
        let button = revealed.convert(origin, from: nil)
        let centre = CGPoint(x: button.midX, y: button.midY)
        let bounds = revealed.bounds
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
        let radius = corners.map { hypot($0.x - centre.x, $0.y - centre.y) }.max() ?? 0
        let small = UIBezierPath(ovalIn: button).cgPath
        let large = UIBezierPath(ovalIn: CGRect(x: centre.x - radius, y: centre.y - radius,
                                                width: 2 * radius, height: 2 * radius)).cgPath

        let mask = CAShapeLayer()
        mask.path = pushing ? large : small
        revealed.layer.mask = mask
        let reveal = CABasicAnimation(keyPath: "path")
        reveal.fromValue = pushing ? small : large
        reveal.toValue = pushing ? large : small
        reveal.duration = transitionDuration(using: transitionContext)
        reveal.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        reveal.delegate = self
        context = transitionContext
        mask.add(reveal, forKey: "reveal")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let context else { return }
        context.view(forKey: .from)?.layer.mask = nil
        context.view(forKey: .to)?.layer.mask = nil
        context.completeTransition(!context.transitionWasCancelled)
        self.context = nil
    }
}

/// The round compose button: a blue disc with a soft shadow and a "+" stroked by a shape layer.
final class ComposeButton: UIButton {
    private let plus = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        layer.cornerRadius = frame.width / 2
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.3
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowRadius = 8
        let cross = UIBezierPath()
        let c = CGPoint(x: frame.width / 2, y: frame.height / 2), arm = frame.width / 5
        cross.move(to: CGPoint(x: c.x - arm, y: c.y))
        cross.addLine(to: CGPoint(x: c.x + arm, y: c.y))
        cross.move(to: CGPoint(x: c.x, y: c.y - arm))
        cross.addLine(to: CGPoint(x: c.x, y: c.y + arm))
        plus.path = cross.cgPath
        plus.strokeColor = UIColor.white.cgColor
        plus.lineWidth = 4
        plus.lineCap = .round
        layer.addSublayer(plus)
    }

    required init?(coder: NSCoder) { nil }
}

/// The inbox: a few message rows and the compose button over them; the navigation delegate.
final class InboxViewController: UIViewController, UINavigationControllerDelegate {
    let composeButton = ComposeButton(frame: CGRect(x: 0, y: 0, width: 64, height: 64))

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .white
        let senders = ["Ada", "Grace", "Linus", "Margaret", "Dennis"]
        for (index, sender) in senders.enumerated() {
            let row = UILabel(frame: CGRect(x: 20, y: 110 + CGFloat(index) * 60, width: 350, height: 44))
            row.text = "\(sender): lunch tomorrow?"
            view.addSubview(row)
        }
        // Kept 32 pt from the bottom and right edges, whatever height the bar leaves the view.
        composeButton.frame.origin = CGPoint(x: view.bounds.width - 96, y: view.bounds.height - 120)
        composeButton.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        composeButton.addTarget(self, action: #selector(compose), for: .touchUpInside)
        view.addSubview(composeButton)
    }

    @objc func compose() {
        guard let navigationController, navigationController.topViewController === self else { return }
        navigationController.pushViewController(ComposeViewController(), animated: true)
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CircularRevealAnimator(operation: operation, origin: composeButton.convert(composeButton.bounds, to: nil))
    }
}

/// The new message: a tinted screen with a title.
final class ComposeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Message"
        view.backgroundColor = .systemTeal
        let prompt = UILabel(frame: CGRect(x: 20, y: 120, width: 350, height: 44))
        prompt.text = "To: Ada"
        view.addSubview(prompt)
    }
}

/// `reveal`: Enter (or a click on the blue button) pushes the new message through a circle
/// growing out of the button; Esc pops it back into the button.
public final class RevealDemo: Demo {
    public let name = "reveal"
    public let summary = "A push revealed through a circular mask growing out of the tapped button"

    public init() {}

    public func makeScene(in window: UIWindow) -> DemoScene {
        let inbox = InboxViewController()
        let navigation = UINavigationController(rootViewController: inbox)
        navigation.delegate = inbox
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let scene = DemoScene(window: window, primaryAction: { inbox.compose() },
                              backAction: { _ = navigation.popViewController(animated: true) })
        scene.primaryActionName = "push"
        scene.backActionName = "pop"
        return scene
    }
}
