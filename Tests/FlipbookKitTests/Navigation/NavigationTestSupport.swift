//  NavigationTestSupport.swift — FlipbookKitTests
//  A window with a navigation controller at its root, and controllers that log their containment.

@testable import FlipbookKit

/// A key, visible window whose root is a navigation controller on `root`; the log starts empty.
func makeNavigationScene(_ root: UIViewController, log: CallLog) -> (UIWindow, UINavigationController) {
    let window = UIWindow()
    let navigation = UINavigationController(rootViewController: root)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    log.entries.removeAll()
    return (window, navigation)
}

/// A logging controller that also logs containment and the moving flags in its appearance callbacks.
final class ContainmentLoggingViewController: LoggingViewController {
    override func willMove(toParent parent: UIViewController?) {
        log.add("\(name).willMove(\(parent == nil ? "nil" : "navigation"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        log.add("\(name).didMove(\(parent == nil ? "nil" : "navigation"))")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if isMovingToParent { log.add("\(name).isMovingToParent") }
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isMovingFromParent { log.add("\(name).isMovingFromParent") }
    }
}

/// A navigation delegate that records what it is asked and hands out a fixed animator.
final class RecordingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    let log: CallLog
    var animator: UIViewControllerAnimatedTransitioning?
    var interaction: UIViewControllerInteractiveTransitioning?
    private(set) var operations: [UINavigationController.Operation] = []

    init(log: CallLog) { self.log = log }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        log.add("willShow \(viewController.title ?? "?")")
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        log.add("didShow \(viewController.title ?? "?")")
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operations.append(operation)
        return animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        log.add("interactionControllerFor")
        return interaction
    }
}

/// The colours of the window's fills, back to front.
func fillColors(_ window: UIWindow) -> [Color] {
    window.displayList().items.compactMap { item in
        if case let .fill(color) = item.content { return color }
        return nil
    }
}
