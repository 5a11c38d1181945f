//  TransitionTestSupport.swift — FlipbookKitTests
//  Controllers that log their appearance callbacks, and animators to drive transitions with.

import FlipbookKit

/// A shared log of callbacks, in the order they happen.
final class CallLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

/// A controller that logs its appearance callbacks as "Name.viewWillAppear" etc.
class LoggingViewController: UIViewController {
    let log: CallLog
    let name: String

    init(_ name: String, log: CallLog, color: UIColor = .white) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
        // These tests are about full-screen presentations (SheetPresentationTests has the sheet's).
        modalPresentationStyle = .fullScreen
        view.backgroundColor = color
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
}

/// A 1 s linear cross-fade of the to-view over the from-view; logs animationEnded.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: CallLog
    var duration: TimeInterval = 1

    init(log: CallLog) { self.log = log }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let toVC = transitionContext.viewController(forKey: .to) else { return }
        let toView = transitionContext.view(forKey: .to) ?? toVC.view!
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        container.addSubview(toView)
        UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
            toView.alpha = 1
        }, completion: { _ in
            if transitionContext.transitionWasCancelled { toView.alpha = 1 }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { log.add("animationEnded(\(transitionCompleted))") }
}

/// A transitioning delegate handing out fixed animators and interaction controllers.
final class FixedTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var presentAnimator: UIViewControllerAnimatedTransitioning?
    var dismissAnimator: UIViewControllerAnimatedTransitioning?
    var presentInteraction: UIViewControllerInteractiveTransitioning?
    var dismissInteraction: UIViewControllerInteractiveTransitioning?

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { presentAnimator }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { dismissAnimator }
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { presentInteraction }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { dismissInteraction }
}

/// A window whose root is a logging controller "A", key and visible.
func makeScene(log: CallLog) -> (UIWindow, LoggingViewController) {
    let window = UIWindow()
    let root = LoggingViewController("A", log: log)
    window.rootViewController = root
    window.makeKeyAndVisible()
    log.entries.removeAll()
    return (window, root)
}
