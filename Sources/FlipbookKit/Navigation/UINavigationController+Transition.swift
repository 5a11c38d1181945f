//  UINavigationController+Transition.swift — FlipbookKit
//  Mirrors the push and pop transitions of UIKit.UINavigationController: the animator, the
//  context, appearance callbacks and containment in UIKit's order. Status: complete.

import Foundation

extension UINavigationController {
    /// Runs the transition from `oldTop` to `newTop`, the stack already changed.
    ///
    /// UIKit's order, which this follows:
    /// - push: new `willMove(toParent:)` (in `addChild`), old `viewWillDisappear`, new `viewWillAppear`,
    ///   delegate `willShow`, the animation, old `viewDidDisappear`, new `viewDidAppear`,
    ///   new `didMove(toParent:)`, delegate `didShow`;
    /// - pop: old `willMove(toParent: nil)`, the same appearance callbacks, then old `didMove(toParent: nil)`
    ///   (in `removeFromParent`);
    /// - a cancelled interactive pop: old will-disappear, new will-appear, then new will-disappear,
    ///   new did-disappear, old will-appear, old did-appear; the stack and hierarchy are as before.
    func runTransition(from oldTop: UIViewController, to newTop: UIViewController, operation: Operation,
                       animated: Bool, oldStack: [UIViewController],
                       added: [UIViewController], removed: [UIViewController]) {
        let container = transitionView
        let fromView = oldTop.view!
        let toView = newTop.view!
        let start = frame(for: oldTop), end = frame(for: newTop)
        // Flipbook: as UIKit does before the animator runs, the incoming view is laid out at its final frame.
        toView.frame = end
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        let custom = animated
            ? delegate?.navigationController(self, animationControllerFor: operation, from: oldTop, to: newTop)
            : nil
        // As in UIKit, the interaction controller is asked for only when the delegate supplied the
        // animator; the system's transitions are driven by the system's gestures (the edge swipe,
        // the zoom's downward drag) through `pendingPopInteraction`.
        let interaction = custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
            ?? (custom == nil && animated ? pendingPopInteraction : nil)
        // The zoomed controller's preferred zoom transition: the pushed one's, or the popped one's.
        let zoom = custom == nil && animated
            ? ZoomTransitionAnimator.make(for: (operation == .pop ? oldTop : newTop).preferredTransition, appearing: operation != .pop)
            : nil
        let animator = custom ?? zoom ?? SystemNavigationAnimator(operation: operation)
        let appearing = isAppeared
        let movingIn = added.contains { $0 === newTop }
        let movingOut = removed.contains { $0 === oldTop }

        let transition = ViewControllerTransition(
            operation: operation == .pop ? .pop : .push, from: oldTop, to: newTop, container: container,
            fromView: fromView, toView: toView,
            initialFrames: [ObjectIdentifier(oldTop): start, ObjectIdentifier(newTop): .zero],
            finalFrames: [ObjectIdentifier(newTop): end, ObjectIdentifier(oldTop): .zero],
            animated: animated, style: .fullScreen, animator: animator, interactionController: interaction,
            hooks: .init(
                finish: { [self] completed in
                    settleViews(completed: completed, from: oldTop, to: newTop, in: container,
                                operation: operation, oldStack: oldStack)
                    updateNavigationBar()
                },
                appearanceStart: { [self] in
                    newTop.isMovingToParent = movingIn
                    oldTop.isMovingFromParent = movingOut
                    if appearing {
                        oldTop.beginAppearanceTransition(false, animated: animated)
                        newTop.beginAppearanceTransition(true, animated: animated)
                    }
                    delegate?.navigationController(self, willShow: newTop, animated: animated)
                },
                appearanceEnd: { completed in
                    if appearing { UIViewController.endAppearanceSwap(from: oldTop, to: newTop, completed: completed, animated: animated) }
                },
                completion: { [self] completed in
                    endTransition(completed: completed, from: oldTop, to: newTop, animated: animated,
                                  added: added, removed: removed)
                }))
        navigationTransition = transition
        if animated { updateNavigationBar(alongside: transition, pushing: operation == .push) } else { updateNavigationBar() }
        transition.start()
    }

    /// A transition's views when it ends: completed, the incoming view in the container (where
    /// UIKit would show a blank screen if the animator left it out, which is reported) and the
    /// outgoing one gone; cancelled, the old top on screen and on the stack as before.
    private func settleViews(completed: Bool, from oldTop: UIViewController, to newTop: UIViewController,
                             in container: UIView, operation: Operation, oldStack: [UIViewController]) {
        let fromView = oldTop.view!, toView = newTop.view!
        if completed {
            if !toView.isDescendant(of: container) {
                Diagnostics.report("The incoming view was not in the transition's container view when the "
                    + "\(operation == .pop ? "pop" : "push") completed; UIKit would show a blank screen. "
                    + "Add it with transitionContext.containerView.addSubview(toView).", near: container)
                install(newTop)
            }
            fromView.removeFromSuperview()
        } else {
            // Cancelled: the old top stays on screen and on the stack.
            toView.removeFromSuperview()
            if !fromView.isDescendant(of: container) { install(oldTop) }
            restoreStack(oldStack)
        }
    }

    /// The transition is over: the moving flags clear, containment completes (or, cancelled, is
    /// undone), and the delegate hears `didShow`.
    private func endTransition(completed: Bool, from oldTop: UIViewController, to newTop: UIViewController,
                               animated: Bool, added: [UIViewController], removed: [UIViewController]) {
        newTop.isMovingToParent = false
        oldTop.isMovingFromParent = false
        navigationTransition = nil
        if completed {
            for controller in added { controller.didMove(toParent: self) }
            for controller in removed { controller.removeFromParent() }
            delegate?.navigationController(self, didShow: newTop, animated: animated)
        } else {
            // Flipbook: a cancelled transition undoes its containment — the controllers that
            // were to arrive leave again, those that were to leave are told they stay.
            for controller in added {
                controller.willMove(toParent: nil)
                controller.removeFromParent()
            }
            for controller in removed { controller.didMove(toParent: self) }
        }
    }
}
