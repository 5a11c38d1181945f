//  UIWindow+Progress.swift — FlipbookKit
//  Flipbook addition: how far what runs in a window has got, as UIKit itself measures it.

import Foundation

extension UIWindow {
    /// The running view-controller transition's progress, 0…1, when UIKit measures it: the
    /// interaction controller's (a percent-driven one's `percentComplete` while under the hand,
    /// then the run to the end or back to the start), or an interruptible animator's
    /// `fractionComplete`. Nil when no transition runs, or one runs on its own time (its progress
    /// is then the time since it began).
    public var transitionProgress: Double? {
        guard let transition = activeTransition else { return nil }
        if let driver = transition.interactionController as? UIPercentDrivenInteractiveTransition, let progress = driver.progress {
            return progress
        }
        return transition.askedInterruptibleAnimator.map { Double($0.fractionComplete) }
    }

    /// The `fractionComplete` of the first active property animator in this window (it falls
    /// while the animator runs reversed); nil when none is active.
    public var propertyAnimatorProgress: Double? {
        firstPropertyAnimator(where: { $0.state == .active }).map { Double($0.fractionComplete) }
    }
}
