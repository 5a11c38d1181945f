//  Seed001NavigationTests.swift — FlipbookDemosTests
//  Seed 001 (custom push/pop through UINavigationControllerDelegate) — the demo's
//  `Seed001.Animator`, `Seed001.FlipAnimator`, their delegates and controllers
//  (Demos/Navigation/Seed001.swift) — run on a navigation controller by hand.

import Foundation
@testable import FlipbookDemos
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

// MARK: - Test-only pieces around the demo's classes

/// The demo's Master, logging its appearance callbacks. The seed's `classPairs` compare
/// `classForCoder`, so it codes as the demo's class (what `classForCoder` is for) and still pairs.
final class LoggingMasterViewController: Seed001.MasterViewController {
    let log: CallLog
    init(log: CallLog) { self.log = log; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("not used") }
    override var classForCoder: AnyClass { Seed001.MasterViewController.self }
    override func viewDidLoad() { super.viewDidLoad(); log.add("Master.viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("Master.viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("Master.viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("Master.viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("Master.viewDidDisappear") }
}

/// The demo's Detail, logging its appearance callbacks; codes as the demo's class, as above.
final class LoggingDetailViewController: Seed001.DetailViewController {
    let log: CallLog
    init(log: CallLog) { self.log = log; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("not used") }
    override var classForCoder: AnyClass { Seed001.DetailViewController.self }
    override func viewDidLoad() { super.viewDidLoad(); log.add("Detail.viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("Detail.viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("Detail.viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("Detail.viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("Detail.viewDidDisappear") }
}

/// Not in the seed or the demo: the seed's cross-fade driven by a percent-driven interaction
/// controller, as a swipe back would.
final class InteractiveNavigationControllerDelegate: NSObject, UINavigationControllerDelegate {
    let interaction = UIPercentDrivenInteractiveTransition()

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationControllerOperation,
                              from fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        Seed001.Animator(operation)
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// A key, visible window whose root is a navigation controller on `root`; `log`, if any, starts empty.
private func makeNavigationScene(_ root: UIViewController, log: CallLog? = nil) -> (UIWindow, UINavigationController) {
    let navigation = UINavigationController(rootViewController: root)
    let window = UIWindow()
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    log?.entries.removeAll()
    return (window, navigation)
}

// MARK: - Tests

@Suite struct Seed001NavigationTests {
    @Test func pushingMasterToDetailCrossFadesAndLeavesOnlyTheDetail() {
        let log = CallLog()
        let master = LoggingMasterViewController(log: log)
        let (window, navigation) = makeNavigationScene(master, log: log)
        let delegate = Seed001.NavigationControllerDelegate()
        navigation.delegate = delegate
        let detail = LoggingDetailViewController(log: log)
        navigation.pushViewController(detail, animated: true)

        #expect(window.activeTransition?.animator is Seed001.Animator, "a classPairs pair: the seed's animator")
        let container = navigation.transitionView
        #expect(container.subviews == [detail.view, master.view], "the seed inserts the detail below the master")
        #expect(navigation.topViewController === detail, "the stack changes as the push begins")
        // Expected: UIView.animate's default curve is ease-in-ease-out; the master fades out over 0.35 s.
        for t in [0.1, 0.175, 0.3] {
            window.clock.tick(to: t)
            let alpha = Double(master.view.layer.presentation()!.opacity)
            expectClose(alpha, 1 - ReferenceCurve.easeInEaseOut(t / 0.35), tolerance: 1e-6, "master's alpha at \(t) s")
            if t == 0.175 { expectClose(alpha, 0.5, tolerance: 1e-6, "half-way along a symmetric curve") }
        }
        window.clock.tick(to: 0.4)
        #expect(master.view.alpha == 1, "the seed's completion restores the alpha")
        #expect(container.subviews == [detail.view])
        #expect(master.view.superview == nil)
        #expect(detail.view.frame == container.bounds)
        #expect(log.entries == ["Detail.viewDidLoad", "Master.viewWillDisappear", "Detail.viewWillAppear",
                                "Master.viewDidDisappear", "Detail.viewDidAppear"])
        #expect(navigation.viewControllers == [master, detail])
        #expect(window.activeTransition == nil)
    }

    @Test func aPushToAControllerOutsideThePairsSlidesInWithUIKitsDefault() {
        let master = Seed001.MasterViewController()
        let (window, navigation) = makeNavigationScene(master)
        let delegate = Seed001.NavigationControllerDelegate()
        navigation.delegate = delegate
        // The demo's controller outside classPairs (the old fixture pushed a plain logging controller).
        let other = Seed001.MoreViewController()
        navigation.pushViewController(other, animated: true)

        // Half-way through 0.35 s of ease-in-ease-out (the curve is symmetric, so eased(½) = ½):
        // the incoming view has come half the 390 pt width, the outgoing one moved half of 30 % left.
        window.clock.tick(to: 0.175)
        let toX = other.view.layer.presentation()!.position.x - 195
        let fromX = master.view.layer.presentation()!.position.x - 195
        expectClose(Double(toX), 195, tolerance: 1e-6)
        expectClose(Double(fromX), -390 * 0.3 * 0.5, tolerance: 1e-6)
        #expect(master.view.alpha == 1, "the cross-fade is not used")
        window.clock.tick(to: 0.4)
        #expect(navigation.transitionView.subviews == [other.view], "the shade is gone, the master's view removed")
        #expect(other.view.frame == navigation.transitionView.bounds)
        #expect(master.view.frame == navigation.transitionView.bounds, "the outgoing view's frame is restored")
    }

    @Test func theFlipVariantFlipsFromTheRightOnPushAndFromTheLeftOnPop() {
        let master = Seed001.MasterViewController()
        let (window, navigation) = makeNavigationScene(master)
        let delegate = Seed001.FlipNavigationControllerDelegate()
        navigation.delegate = delegate
        let detail = Seed001.DetailViewController()
        let container = navigation.transitionView
        // The demo's faces are white (Master) and system blue (Detail), not the old fixture's red and blue.
        let masterColor = UIColor.white.color, detailColor = UIColor.systemBlue.color

        /// The master's and detail's fills in painting order, each with whether its right edge is
        /// drawn taller (nearer the eye) than its left. A face is its view's background: a fill of
        /// the view's whole size (the master's white rows are narrower in height), clipped by the
        /// transition view (the navigation controller's own white view, the same size, is not).
        func faces() -> [(color: Color, rightTaller: Bool)] {
            window.displayList().items.compactMap { item in
                guard case let .fill(color) = item.content, color == masterColor || color == detailColor,
                      item.size == container.bounds.size, !item.clips.isEmpty
                else { return nil }
                let w = item.size.width, h = item.size.height
                let left = item.transform.apply(CGPoint(x: 0, y: h))!.y - item.transform.apply(.zero)!.y
                let right = item.transform.apply(CGPoint(x: w, y: h))!.y - item.transform.apply(CGPoint(x: w, y: 0))!.y
                return (color, right > left)
            }
        }

        navigation.pushViewController(detail, animated: true)
        #expect(window.activeTransition?.animator is Seed001.FlipAnimator)
        #expect(container.subviews == [detail.view], "transition(from:to:) swaps the views at once")
        // At ¼ the old picture turns: the master in front (the detail the seed inserted lies hidden
        // behind it in the same picture), right edge forward.
        window.clock.tick(to: 0.35 / 4)
        var seen = faces()
        #expect(seen.last?.color == masterColor, "the master's face shows at ¼")
        #expect(!seen.isEmpty && seen.allSatisfy(\.rightTaller), "flipping from the right brings the right edge forward")
        // At ¾ the new picture: the detail alone.
        window.clock.tick(to: 0.35 * 3 / 4)
        #expect(faces().map(\.color) == [detailColor], "only the detail's face at ¾")
        window.clock.tick(to: 0.4)
        #expect(navigation.viewControllers == [master, detail])
        #expect(container.subviews == [detail.view])
        #expect(faces().map(\.color) == [detailColor])

        navigation.popViewController(animated: true)
        #expect(container.subviews == [master.view])
        window.clock.tick(to: 0.4 + 0.35 / 4)
        seen = faces()
        #expect(seen.last?.color == detailColor, "the detail's face shows at ¼ of the pop")
        #expect(!seen.isEmpty && seen.allSatisfy { !$0.rightTaller }, "flipping from the left brings the left edge forward")
        window.clock.tick(to: 0.4 + 0.35 * 3 / 4)
        #expect(faces().map(\.color) == [masterColor], "only the master's face at ¾ of the pop")
        window.clock.tick(to: 0.8)
        #expect(navigation.viewControllers == [master])
        #expect(container.subviews == [master.view])
        #expect(detail.parent == nil)
    }

    /// A navigation controller showing master then detail, with the interactive delegate; the log starts empty.
    func makeInteractivePop() -> (UIWindow, UINavigationController, LoggingMasterViewController,
                                  LoggingDetailViewController, InteractiveNavigationControllerDelegate, CallLog) {
        let log = CallLog()
        let master = LoggingMasterViewController(log: log)
        let (window, navigation) = makeNavigationScene(master, log: log)
        let detail = LoggingDetailViewController(log: log)
        navigation.pushViewController(detail, animated: false)
        let delegate = InteractiveNavigationControllerDelegate()
        navigation.delegate = delegate
        log.entries.removeAll()
        return (window, navigation, master, detail, delegate, log)
    }

    @Test func anInteractivePopShowsItsProgressThenCancelsBackToTheDetail() {
        let (window, navigation, master, detail, delegate, log) = makeInteractivePop()
        let container = navigation.transitionView
        navigation.popViewController(animated: true)
        #expect(container.subviews == [master.view, detail.view])
        delegate.interaction.update(0.3)
        // The container's layer time stands at 30 % of the 0.35 s animation.
        #expect(container.layer.speed == 0)
        expectClose(container.layer.timeOffset, 0.3 * 0.35, tolerance: 1e-12)
        expectClose(Double(detail.view.layer.presentation()!.opacity), 1 - ReferenceCurve.easeInEaseOut(0.3), tolerance: 1e-6)
        window.clock.tick(to: 1)
        expectClose(Double(detail.view.layer.presentation()!.opacity), 1 - ReferenceCurve.easeInEaseOut(0.3), tolerance: 1e-6,
                    "an interactive transition does not run by the clock")

        delegate.interaction.cancel()
        window.clock.tick(to: 1.05)
        let midway = Double(detail.view.layer.presentation()!.opacity)
        #expect(midway > 1 - ReferenceCurve.easeInEaseOut(0.3) && midway < 1, "running back towards the start")
        window.clock.tick(to: 2)
        // Expected: UIKit's order for a cancelled interactive pop.
        #expect(log.entries == ["Detail.viewWillDisappear", "Master.viewWillAppear",
                                "Master.viewWillDisappear", "Master.viewDidDisappear",
                                "Detail.viewWillAppear", "Detail.viewDidAppear"])
        #expect(navigation.viewControllers == [master, detail])
        #expect(container.subviews == [detail.view])
        #expect(detail.view.alpha == 1)
        #expect(detail.parent === navigation)
        #expect(container.layer.speed == 1, "the container's time is back to normal")
        #expect(window.activeTransition == nil)
        #expect(navigation.navigationBar.titleLabel.text == "Detail")
    }

    @Test func anInteractivePopFinishedCompletesThePop() {
        let (window, navigation, master, detail, delegate, log) = makeInteractivePop()
        navigation.popViewController(animated: true)
        delegate.interaction.update(0.5)
        delegate.interaction.finish()
        window.clock.tick(to: 1)
        #expect(log.entries == ["Detail.viewWillDisappear", "Master.viewWillAppear",
                                "Detail.viewDidDisappear",
                                "Master.viewDidAppear"])
        #expect(navigation.viewControllers == [master])
        #expect(navigation.transitionView.subviews == [master.view])
        #expect(detail.parent == nil)
        #expect(master.view.layer.presentation()!.opacity == 1)
    }
}
