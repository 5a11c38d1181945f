//  Seed001NavigationTests.swift — FlipbookKitTests
//  Seed 001 (custom push/pop through UINavigationControllerDelegate), ported as written with
//  only the Swift spelling modernised, run on a navigation controller.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// The seed's classes and their checks, kept in a namespace: every seed names its animator `Animator`.
enum Seed001 {
    // MARK: - Seed 001, as written

    class Animator: NSObject, UIViewControllerAnimatedTransitioning {

        var navigationOperation: UINavigationControllerOperation = .none

        convenience init(_ navigationOperation: UINavigationControllerOperation) {
            self.init()
            self.navigationOperation = navigationOperation
        }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            return 0.35
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            customAnimation(transitionContext)
        }

        private func customAnimation(_ transitionContext: UIViewControllerContextTransitioning) {
            let from = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from)!
            let to = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to)!
            let containerView = transitionContext.containerView

            containerView.insertSubview(to.view, belowSubview: from.view)

            UIView.animate(withDuration: transitionDuration(using: transitionContext),
                           delay: 0,
                           options: UIViewAnimationOptions.init(rawValue: 0),
                           animations: {
                            from.view.alpha = 0.0
            },
                           completion: { _ in
                            from.view.alpha = 1.0
                            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }

    }

    /// Seed 001's animator with its `UIView.transition()` variant of `customAnimation`.
    class FlipAnimator: NSObject, UIViewControllerAnimatedTransitioning {

        var navigationOperation: UINavigationControllerOperation = .none

        convenience init(_ navigationOperation: UINavigationControllerOperation) {
            self.init()
            self.navigationOperation = navigationOperation
        }

        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
            return 0.35
        }

        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            customAnimation(transitionContext)
        }

        private func customAnimation(_ transitionContext: UIViewControllerContextTransitioning) {
            let from = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.from)!
            let to = transitionContext.viewController(forKey: UITransitionContextViewControllerKey.to)!
            let containerView = transitionContext.containerView
            let options: UIViewAnimationOptions = (navigationOperation == UINavigationControllerOperation.pop) ? [.transitionFlipFromLeft] : [.transitionFlipFromRight]

            containerView.insertSubview(to.view, belowSubview: from.view)

            UIView.transition(from: from.view,
                              to: to.view,
                              duration: transitionDuration(using: transitionContext),
                              options: options,
                              completion: { _ in
                                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }

    }

    class MasterViewController: LoggingViewController {}
    class DetailViewController: LoggingViewController {}

    class NavigationControllerDelegate: NSObject, UINavigationControllerDelegate {

        // Push: From -> To / Pop: From <- To それぞれのペアを定義する
        private var classPairs: [(from: AnyClass, to: AnyClass)] {
            return [
                (from: MasterViewController.self, to: DetailViewController.self),
                (from: DetailViewController.self, to: MasterViewController.self),
            ]
        }

        private func isTargetViewControllerPair(from: UIViewController, to: UIViewController) -> Bool {
            for pair in classPairs {
                if from.classForCoder == pair.from && to.classForCoder == pair.to {
                    return true
                }
            }

            return false
        }


        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationControllerOperation,
                                  from fromVC: UIViewController,
                                  to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            if isTargetViewControllerPair(from: fromVC, to: toVC) {
                // 遷移元/先が対象ビューコントローラーであれば、適当なアニメーターを返す
                return Animator(operation)
            }

            return nil
        }
    }

    // MARK: - Variants the tests need (the seed's delegate, returning the flip, or with an interaction controller)

    /// Seed 001's delegate handing out the flip variant of the animator.
    final class FlipNavigationControllerDelegate: NSObject, UINavigationControllerDelegate {
        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationControllerOperation,
                                  from fromVC: UIViewController,
                                  to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            FlipAnimator(operation)
        }
    }

    /// Seed 001's cross-fade driven by a percent-driven interaction controller, as a swipe back would.
    final class InteractiveNavigationControllerDelegate: NSObject, UINavigationControllerDelegate {
        let interaction = UIPercentDrivenInteractiveTransition()

        func navigationController(_ navigationController: UINavigationController,
                                  animationControllerFor operation: UINavigationControllerOperation,
                                  from fromVC: UIViewController,
                                  to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            Animator(operation)
        }

        func navigationController(_ navigationController: UINavigationController,
                                  interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? {
            interaction
        }
    }

    // MARK: - Tests

    @Suite struct Seed001NavigationTests {
        static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

        @Test func pushingMasterToDetailCrossFadesAndLeavesOnlyTheDetail() {
            let log = CallLog()
            let master = MasterViewController("Master", log: log)
            let (window, navigation) = makeNavigationScene(master, log: log)
            let delegate = NavigationControllerDelegate()
            navigation.delegate = delegate
            let detail = DetailViewController("Detail", log: log)
            navigation.pushViewController(detail, animated: true)

            let container = navigation.transitionView
            #expect(container.subviews == [detail.view, master.view], "the seed inserts the detail below the master")
            #expect(navigation.topViewController === detail, "the stack changes as the push begins")
            // Expected: UIView.animate's default curve is ease-in-ease-out; the master fades out over 0.35 s.
            for t in [0.1, 0.175, 0.3] {
                window.clock.tick(to: t)
                let alpha = Double(master.view.layer.presentation()!.opacity)
                expectClose(alpha, 1 - Reference.easeInOut(t / 0.35), tolerance: 1e-6, "master's alpha at \(t) s")
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
            let log = CallLog()
            let master = MasterViewController("Master", log: log)
            let (window, navigation) = makeNavigationScene(master, log: log)
            let delegate = NavigationControllerDelegate()
            navigation.delegate = delegate
            let other = LoggingViewController("Other", log: log)
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
            let log = CallLog()
            let master = MasterViewController("Master", log: log, color: Self.red)
            let (window, navigation) = makeNavigationScene(master, log: log)
            let delegate = FlipNavigationControllerDelegate()
            navigation.delegate = delegate
            let detail = DetailViewController("Detail", log: log, color: Self.blue)
            let container = navigation.transitionView

            /// The master's and detail's fills in painting order, each with whether its right edge is
            /// drawn taller (nearer the eye) than its left.
            func faces() -> [(color: Color, rightTaller: Bool)] {
                window.displayList().items.compactMap { item in
                    guard case let .fill(color) = item.content, color == Self.red.color || color == Self.blue.color
                    else { return nil }
                    let w = item.size.width, h = item.size.height
                    let left = item.transform.apply(CGPoint(x: 0, y: h))!.y - item.transform.apply(.zero)!.y
                    let right = item.transform.apply(CGPoint(x: w, y: h))!.y - item.transform.apply(CGPoint(x: w, y: 0))!.y
                    return (color, right > left)
                }
            }

            navigation.pushViewController(detail, animated: true)
            #expect(container.subviews == [detail.view], "transition(from:to:) swaps the views at once")
            // At ¼ the old picture turns: the master in front (the detail the seed inserted lies hidden
            // behind it in the same picture), right edge forward.
            window.clock.tick(to: 0.35 / 4)
            var seen = faces()
            #expect(seen.last?.color == Self.red.color, "the master's face shows at ¼")
            #expect(!seen.isEmpty && seen.allSatisfy(\.rightTaller), "flipping from the right brings the right edge forward")
            // At ¾ the new picture: the detail alone.
            window.clock.tick(to: 0.35 * 3 / 4)
            #expect(faces().map(\.color) == [Self.blue.color], "only the detail's face at ¾")
            window.clock.tick(to: 0.4)
            #expect(navigation.viewControllers == [master, detail])
            #expect(container.subviews == [detail.view])
            #expect(faces().map(\.color) == [Self.blue.color])

            navigation.popViewController(animated: true)
            #expect(container.subviews == [master.view])
            window.clock.tick(to: 0.4 + 0.35 / 4)
            seen = faces()
            #expect(seen.last?.color == Self.blue.color, "the detail's face shows at ¼ of the pop")
            #expect(!seen.isEmpty && seen.allSatisfy { !$0.rightTaller }, "flipping from the left brings the left edge forward")
            window.clock.tick(to: 0.4 + 0.35 * 3 / 4)
            #expect(faces().map(\.color) == [Self.red.color], "only the master's face at ¾ of the pop")
            window.clock.tick(to: 0.8)
            #expect(navigation.viewControllers == [master])
            #expect(container.subviews == [master.view])
            #expect(detail.parent == nil)
        }

        /// A navigation controller showing master then detail, with the interactive delegate; the log starts empty.
        func makeInteractivePop() -> (UIWindow, UINavigationController, MasterViewController, DetailViewController,
                                      InteractiveNavigationControllerDelegate, CallLog) {
            let log = CallLog()
            let master = MasterViewController("Master", log: log)
            let (window, navigation) = makeNavigationScene(master, log: log)
            let detail = DetailViewController("Detail", log: log)
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
            expectClose(Double(detail.view.layer.presentation()!.opacity), 1 - Reference.easeInOut(0.3), tolerance: 1e-6)
            window.clock.tick(to: 1)
            expectClose(Double(detail.view.layer.presentation()!.opacity), 1 - Reference.easeInOut(0.3), tolerance: 1e-6,
                        "an interactive transition does not run by the clock")

            delegate.interaction.cancel()
            window.clock.tick(to: 1.05)
            let midway = Double(detail.view.layer.presentation()!.opacity)
            #expect(midway > 1 - Reference.easeInOut(0.3) && midway < 1, "running back towards the start")
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
}
