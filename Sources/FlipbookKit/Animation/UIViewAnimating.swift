//  UIViewAnimating.swift — FlipbookKit
//  Mirrors UIKit's UIViewAnimating and UIViewImplicitlyAnimating protocols and their enums. Status: complete.

import Foundation

/// The state of an animator.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations are gone.
    case inactive = 0
    /// Started or paused (or scrubbed with `fractionComplete`).
    case active = 1
    /// Stopped: its views hold their current values until `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animation ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}

/// An object that runs, pauses, scrubs and ends animations (what a custom transition's
/// `interruptibleAnimator(using:)` returns).
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes animation blocks and completions (its members are optional in UIKit).
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
}
