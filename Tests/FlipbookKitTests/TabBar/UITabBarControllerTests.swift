//  UITabBarControllerTests.swift — FlipbookKitTests
//  Tabs as UIKit documents them: children from the start, only the selected one on screen and
//  told of appearance, taps asking the delegate, code setting the selection without asking, and
//  changes of tab through the delegate's animator — finished, or cancelled under a hand.

@testable import FlipbookKit
import FlipbookTestSupport
import Testing

private final class Page: UIViewController {
    var log: [String]
    init(_ name: String, log: [String] = []) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
}

private final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let toView = context.view(forKey: .to) else { return }
        toView.alpha = 0
        context.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.3, animations: { toView.alpha = 1 }) { _ in
            toView.alpha = 1
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

private final class Delegate: UITabBarControllerDelegate {
    var log: [String] = []
    var refuses: String?
    var animates = false
    var interaction: UIPercentDrivenInteractiveTransition?
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.append("shouldSelect \(viewController.title!)")
        return viewController.title != refuses
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.append("didSelect \(viewController.title!)")
    }
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { animates ? Fade() : nil }
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

private func tabScene() -> (UIWindow, UITabBarController, [Page], Delegate) {
    let window = UIWindow()
    let tabs = UITabBarController()
    let pages = [Page("One"), Page("Two"), Page("Three")]
    tabs.viewControllers = pages
    let delegate = Delegate()
    tabs.delegate = delegate
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    return (window, tabs, pages, delegate)
}

/// Taps the tab bar at the middle of item `index`'s slot, as a finger would.
private func tap(_ window: UIWindow, tab index: Int, of count: Int) {
    let point = CGPoint(x: (CGFloat(index) + 0.5) * window.bounds.width / CGFloat(count), y: window.bounds.height - 83 + 24)
    window.sendTouch(.began, at: point, finger: 0)
    window.sendTouch(.ended, at: point, finger: 0)
}

@Suite struct UITabBarControllerTests {
    // UIKit docs, UITabBarController: "the tab bar controller … manages the child view controllers";
    // only the selected one's view is in the hierarchy, and "the default tab bar item … uses the
    // view controller's title".
    @Test func theTabsAreChildrenAndOnlyTheSelectedOneIsOnScreen() {
        let (window, tabs, pages, _) = tabScene()
        #expect(tabs.children.count == 3 && pages.allSatisfy { $0.parent === tabs && $0.tabBarController === tabs })
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === pages[0])
        #expect(pages[0].view.window === window && !pages[1].isViewLoaded && !pages[2].isViewLoaded)
        #expect(pages[0].log == ["willAppear", "didAppear"] && pages[1].log.isEmpty)
        #expect(tabs.tabBar.items?.map(\.title) == ["One", "Two", "Three"] && tabs.tabBar.selectedItem === pages[0].tabBarItem)
        // Expected: 49 pt of bar over the 34 pt home-indicator area of a 390×844 pt iPhone.
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
    }

    // UIKit docs, tabBarController(_:shouldSelect:): "The tab bar controller calls this method in
    // response to the user tapping a tab bar item"; selectedIndex set in code calls neither it nor didSelect.
    @Test func aTapAsksTheDelegateAndCodeDoesNot() {
        let (window, tabs, pages, delegate) = tabScene()
        delegate.refuses = "Two"
        tap(window, tab: 1, of: 3)
        #expect(tabs.selectedIndex == 0 && delegate.log == ["shouldSelect Two"])
        tap(window, tab: 2, of: 3)
        #expect(tabs.selectedIndex == 2 && delegate.log.suffix(2) == ["shouldSelect Three", "didSelect Three"])
        #expect(pages[0].log.suffix(2) == ["willDisappear", "didDisappear"] && pages[2].log == ["willAppear", "didAppear"])
        #expect(pages[0].view.window == nil && pages[2].view.window === window)
        delegate.log = []
        tabs.selectedIndex = 1
        #expect(delegate.log.isEmpty && tabs.selectedViewController === pages[1] && pages[1].view.window === window)
    }

    @Test func theDelegatesAnimatorRunsTheChangeOfTab() {
        let (window, tabs, pages, delegate) = tabScene()
        delegate.animates = true
        tabs.selectedIndex = 1
        let transition = window.activeTransition
        #expect(transition?.operation == .tab && tabs.transitionCoordinator != nil)
        window.clock.tick(to: 0.15)
        expectClose(Double(pages[1].view.layer.presentation()?.opacity ?? 0), 0.5, tolerance: 0.2)
        window.clock.tick(to: 1)
        #expect(window.activeTransition == nil && pages[0].view.window == nil && pages[1].view.window === window)
        #expect(pages[1].log == ["willAppear", "didAppear"] && pages[0].log.suffix(2) == ["willDisappear", "didDisappear"])
    }

    @Test func aCancelledInteractiveChangeLeavesTheOldTab() {
        let (window, tabs, pages, delegate) = tabScene()
        delegate.animates = true
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        tabs.selectedIndex = 2
        #expect(tabs.selectedIndex == 2 && tabs.tabBar.selectedItem === pages[2].tabBarItem, "the bar shows the new tab at once")
        interaction.update(0.3)
        interaction.cancel()
        window.clock.tick(to: 1)
        #expect(window.activeTransition == nil && window.lastTransitionEnd?.cancelled == true)
        #expect(tabs.selectedIndex == 0 && tabs.tabBar.selectedItem === pages[0].tabBarItem)
        #expect(pages[0].view.window === window && pages[2].view.window == nil)
        #expect(pages[2].log == ["willAppear", "willDisappear", "didDisappear"])
    }

    @Test func replacingTheTabsKeepsTheSelectedOne() {
        let (window, tabs, pages, _) = tabScene()
        tabs.selectedIndex = 2
        let extra = Page("Four")
        tabs.setViewControllers([pages[2], extra], animated: false)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === pages[2] && pages[0].parent == nil)
        #expect(tabs.tabBar.items?.count == 2 && pages[2].view.window === window)
        #expect(UITabBarItem(tabBarSystemItem: .topRated, tag: 3).title == "Top Rated")
        let appearances = pages[2].log.count
        tabs.setViewControllers([extra, pages[2]], animated: false)
        #expect(tabs.selectedIndex == 1 && pages[2].log.count == appearances, "kept on screen: no appearance calls")
        #expect(window.clock.diagnostics.isEmpty)
    }
}
