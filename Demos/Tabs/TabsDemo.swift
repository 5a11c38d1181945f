//  TabsDemo.swift — FlipbookDemos
//  A tab bar controller whose delegate slides between tabs, and drags them with a pan from the
//  screen's edges — the "interactive tab transition" of tutorials, written with `import UIKit`.

import UIKit
import FlipbookPlayer

/// Slides the new tab in from the side it lies on and the old one out the other way.
final class TabSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// +1 when the new tab is to the right of the old one, −1 when to the left.
    let direction: CGFloat

    init(direction: CGFloat) {
        self.direction = direction
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to),
              let toVC = transitionContext.viewController(forKey: .to) else { return }
        let container = transitionContext.containerView
        let width = container.bounds.width
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.transform = CGAffineTransform(translationX: direction * width, y: 0)
        container.addSubview(toView)
        // Linear under a finger, so the tabs stay with it; eased when a key or a tap switches.
        let curve: UIView.AnimationOptions = transitionContext.isInteractive ? .curveLinear : .curveEaseOut
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [curve]) {
            fromView.transform = CGAffineTransform(translationX: -self.direction * width, y: 0)
            toView.transform = .identity
        } completion: { _ in
            fromView.transform = .identity
            toView.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// One tab's screen: a colour and a few tiles.
final class TabPageViewController: UIViewController {
    let color: UIColor

    init(title: String, color: UIColor, tag: Int) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
        self.title = title
        tabBarItem = UITabBarItem(title: title, image: nil, tag: tag)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
        for index in 0..<4 {
            let tile = UIView(frame: CGRect(x: 24, y: 120 + CGFloat(index) * 150, width: view.bounds.width - 48, height: 120))
            tile.backgroundColor = UIColor(white: 1, alpha: 0.35)
            tile.layer.cornerRadius = 14
            tile.autoresizingMask = [.flexibleWidth]
            view.addSubview(tile)
        }
    }
}

/// The tab bar controller's delegate: the slide, and the edge pans that drive it.
final class TabSwitcher: NSObject, UITabBarControllerDelegate {
    private weak var tabs: UITabBarController?
    private var interaction: UIPercentDrivenInteractiveTransition?
    private var direction: CGFloat = 1

    init(tabs: UITabBarController) {
        self.tabs = tabs
        super.init()
        let fromLeft = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleEdgePan(_:)))
        fromLeft.edges = .left
        let fromRight = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleEdgePan(_:)))
        fromRight.edges = .right
        tabs.view.addGestureRecognizer(fromLeft)
        tabs.view.addGestureRecognizer(fromRight)
    }

    /// A pan from the right edge goes to the next tab, from the left to the previous one; let go
    /// past 40 % of the width, or flicked faster than 500 pt/s that way, it goes on; otherwise back.
    @objc func handleEdgePan(_ pan: UIScreenEdgePanGestureRecognizer) {
        guard let tabs, let view = pan.view else { return }
        let towardsNext: CGFloat = pan.edges == .right ? 1 : -1
        let progress = min(max(-towardsNext * pan.translation(in: view).x / view.bounds.width, 0), 1)
        switch pan.state {
        case .began:
            let target = tabs.selectedIndex + Int(towardsNext)
            guard target >= 0, target < (tabs.viewControllers?.count ?? 0) else { return }
            interaction = UIPercentDrivenInteractiveTransition()
            tabs.selectedIndex = target
        case .changed:
            interaction?.update(progress)
        case .ended:
            let flick = -towardsNext * pan.velocity(in: view).x > 500
            if progress > 0.4 || flick { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        case .possible:
            break
        }
    }

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let controllers = tabBarController.viewControllers ?? []
        let from = controllers.firstIndex { $0 === fromVC } ?? 0, to = controllers.firstIndex { $0 === toVC } ?? 0
        return TabSlideAnimator(direction: to > from ? 1 : -1)
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// The tab bar controller, keeping its switcher as its delegate (the delegate property is weak).
final class SlidingTabBarController: UITabBarController {
    private var switcher: TabSwitcher?

    override func viewDidLoad() {
        super.viewDidLoad()
        let switcher = TabSwitcher(tabs: self)
        self.switcher = switcher
        delegate = switcher
    }
}

/// `tabs`: Enter goes to the next tab and Esc to the previous one, sliding; click a tab in the
/// bar; or drag from the device's right or left edge with the mouse to slide the tabs by hand.
public final class TabsDemo: Demo {
    public let name = "tabs"
    public let summary = "Tabs that slide: Enter, a click on a tab, or a drag from the edge by hand"

    public init() {}

    public func makeScene(in window: UIWindow) -> DemoScene {
        let tabs = SlidingTabBarController()
        tabs.viewControllers = [
            TabPageViewController(title: "Photos", color: .systemTeal, tag: 0),
            TabPageViewController(title: "Albums", color: .systemOrange, tag: 1),
            TabPageViewController(title: "Search", color: .systemPurple, tag: 2),
        ]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let scene = DemoScene(window: window, primaryActionName: "next tab",
                              primaryAction: { tabs.selectedIndex = min(tabs.selectedIndex + 1, 2) },
                              backActionName: "previous tab",
                              backAction: { tabs.selectedIndex = max(tabs.selectedIndex - 1, 0) })
        return scene
    }
}
