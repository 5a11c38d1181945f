//  UINavigationController+Gestures.swift — FlipbookKit
//  Mirrors UINavigationController's system gestures: the edge swipe (and iOS 26's content swipe)
//  that pops interactively, and the tap and swipe that hide the bars. Status: complete.

import Foundation

extension UINavigationController {
    /// The screen-edge pan that pops the top controller interactively: the view follows the
    /// finger, and a release past half way (or a flick) completes the pop.
    public var interactivePopGestureRecognizer: UIGestureRecognizer? {
        loadViewIfNeeded()
        return popGestures?.edge
    }

    /// The pan anywhere on the content that pops interactively (iOS 26), like the edge swipe.
    public var interactiveContentPopGestureRecognizer: UIGestureRecognizer? {
        loadViewIfNeeded()
        return popGestures?.content
    }

    /// The tap that hides and shows the bars when `hidesBarsOnTap` is true.
    public var barHideOnTapGestureRecognizer: UITapGestureRecognizer {
        loadViewIfNeeded()
        return popGestures!.barTap
    }

    /// The pan that hides the bars (upward) and shows them (downward) when `hidesBarsOnSwipe` is true.
    public var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer {
        loadViewIfNeeded()
        return popGestures!.barSwipe
    }

    /// Makes the gestures and puts the pop gestures on the navigation controller's view.
    func installPopGestures(on view: UIView) {
        let gestures = NavigationPopGestures(navigation: self)
        popGestures = gestures
        view.addGestureRecognizer(gestures.edge)
        view.addGestureRecognizer(gestures.content)
        updateBarHidingGestures()
    }

    /// Adds or removes the bar-hiding gestures for `hidesBarsOnTap` and `hidesBarsOnSwipe`, and
    /// hides the bar in a vertically compact environment when `hidesBarsWhenVerticallyCompact`.
    func updateBarHidingGestures() {
        guard let gestures = popGestures, let view = viewIfLoaded else { return }
        for (recognizer, wanted) in [(gestures.barTap as UIGestureRecognizer, hidesBarsOnTap), (gestures.barSwipe, hidesBarsOnSwipe)] {
            if wanted, recognizer.view == nil { view.addGestureRecognizer(recognizer) }
            if !wanted, recognizer.view === view { view.removeGestureRecognizer(recognizer) }
        }
        if hidesBarsWhenVerticallyCompact, traitCollection.verticalSizeClass == .compact, !isNavigationBarHidden {
            setNavigationBarHidden(true, animated: false)
        }
    }
}

/// A navigation controller's system gestures and the interactive pop they drive.
final class NavigationPopGestures: NSObject, UIGestureRecognizerDelegate {
    private unowned let navigation: UINavigationController
    let edge = UIScreenEdgePanGestureRecognizer()
    let content = UIPanGestureRecognizer()
    let barTap = UITapGestureRecognizer()
    let barSwipe = UIPanGestureRecognizer()
    private var interaction: UIPercentDrivenInteractiveTransition?

    /// A release past this fraction of the width, or faster than `flickVelocity`, completes the pop.
    static let completionThreshold: CGFloat = 0.5
    static let flickVelocity: CGFloat = 300
    /// How far a swipe goes before the bars hide or show.
    static let barSwipeDistance: CGFloat = 20

    init(navigation: UINavigationController) {
        self.navigation = navigation
        super.init()
        edge.edges = .left
        edge.delegate = self
        edge.addTarget(self, action: NavigationPopGestures.handlePop)
        content.delegate = self
        content.addTarget(self, action: NavigationPopGestures.handlePop)
        barTap.addTarget(self, action: NavigationPopGestures.handleTap)
        barSwipe.addTarget(self, action: NavigationPopGestures.handleSwipe)
    }

    /// A pop gesture begins only with a controller to go back to, no transition in flight and,
    /// for the content swipe, a rightward drag.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard canPop else { return false }
        guard gestureRecognizer === content else { return true }
        let velocity = content.velocity(in: navigation.view)
        let translation = content.translation(in: navigation.view)
        return max(velocity.x, translation.x) > 0 && abs(translation.x) + abs(velocity.x) > abs(translation.y) + abs(velocity.y)
    }

    /// The content swipe waits for every other gesture in the content to fail (a scroll view's
    /// pan, an app's own drag), so it only pops when nothing else takes the touch.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === content, otherGestureRecognizer !== content, let view = navigation.viewIfLoaded,
              let other = otherGestureRecognizer.view else { return false }
        return other.isDescendant(of: view)
    }

    /// Whether a pop can start now, driven by this gesture: there is a controller to go back to, no
    /// transition is in flight, and the delegate gives no animator of its own for the pop (an app
    /// with a custom pop drives it with its own gesture).
    private var canPop: Bool {
        let stack = navigation.viewControllers
        guard stack.count > 1, navigation.navigationTransition == nil,
              navigation.viewIfLoaded?.window?.activeTransition == nil else { return false }
        return navigation.delegate?.navigationController(navigation, animationControllerFor: .pop,
                                                         from: stack[stack.count - 1], to: stack[stack.count - 2]) == nil
    }

    private func handlePop(_ pan: UIPanGestureRecognizer) {
        let view = navigation.view!
        let width = max(view.bounds.width, 1)
        let progress = min(max(pan.translation(in: view).x / width, 0), 1)
        switch pan.state {
        case .began:
            // A delegate that replaced ours may let the gesture begin when a pop cannot.
            guard canPop else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionCurve = .linear
            self.interaction = interaction
            navigation.pendingPopInteraction = interaction
            navigation.popViewController(animated: true)
            navigation.pendingPopInteraction = nil
        case .changed:
            interaction?.update(progress)
        case .ended:
            if progress > Self.completionThreshold || pan.velocity(in: view).x > Self.flickVelocity {
                interaction?.finish()
            } else {
                interaction?.cancel()
            }
            interaction = nil
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        case .possible:
            break
        }
    }

    /// A tap toggles the bars (UIKit docs, hidesBarsOnTap).
    private func handleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        navigation.setNavigationBarHidden(!navigation.isNavigationBarHidden, animated: true)
    }

    /// A swipe up hides the bars, a swipe down shows them (UIKit docs, hidesBarsOnSwipe).
    private func handleSwipe(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .changed || pan.state == .ended else { return }
        let dy = pan.translation(in: navigation.view).y
        if dy < -Self.barSwipeDistance, !navigation.isNavigationBarHidden {
            navigation.setNavigationBarHidden(true, animated: true)
        } else if dy > Self.barSwipeDistance, navigation.isNavigationBarHidden {
            navigation.setNavigationBarHidden(false, animated: true)
        }
    }
}
