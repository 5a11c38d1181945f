//  ViewAnimationBlock.swift — FlipbookKit
//  Flipbook's plumbing behind UIView's block animations: the recorder of one `animate` call
//  and the group that calls its completion. Status: complete.

import Foundation

/// The animations one UIKit animation call added, and the completion to call when all have stopped.
///
/// As in UIKit, the completion runs once, after the last animation stops, with `finished`
/// true only if none was removed or replaced early. A call that animated nothing completes on
/// the next tick of a clock that saw its changes (else the key window's), or at once with none.
final class _AnimationCompletionGroup {
    private var pending = 0
    private var allFinished = true
    private var sealed = false
    private var completion: ((Bool) -> Void)?
    /// Work that waits for the call's animations to end, run before the completion.
    private var followers: [() -> Void] = []
    /// A clock that drives one of the changed views, for completing an empty call.
    weak var clock: MediaClock?
    /// The animation each (layer, key) got from this call, so a second change in the same call
    /// does not count as an early removal.
    private var latest: [_LayerKey: _AnimationStopDelegate] = [:]

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    /// A delegate for a new animation of `key` on `layer` in this call.
    func makeDelegate(for layer: CALayer, key: String) -> _AnimationStopDelegate {
        let delegate = _AnimationStopDelegate(group: self)
        latest.updateValue(delegate, forKey: _LayerKey(layer, key))?.supersededInSameCall = true
        pending += 1
        if clock == nil { clock = layer.clock }
        return delegate
    }

    func animationStopped(_ delegate: _AnimationStopDelegate, finished: Bool) {
        if !finished && !delegate.supersededInSameCall { allFinished = false }
        pending -= 1
        if pending == 0, sealed { complete() }
    }

    /// The user's block has returned: no more animations join. Completes an empty call.
    func seal() {
        sealed = true
        latest = [:]
        guard pending == 0 else { return }
        // Expected: UIKit calls the completion of a block that animated nothing on the next run-loop
        // turn, with finished = true; the scene's next tick stands in for it.
        if let clock = clock ?? UIWindow.current?.clock {
            clock.schedule(at: clock.time) { [self] in complete() }
        } else {
            // Flipbook: no clock anywhere to wait for, so the completion runs before the call returns.
            complete()
        }
    }

    /// Runs `body` when the call completes, before its completion.
    func follow(with body: @escaping () -> Void) { followers.append(body) }

    private func complete() {
        let block = completion, waiting = followers
        completion = nil
        followers = []
        for body in waiting { body() }
        block?(allFinished)
    }
}

/// Tells a completion group that one of its animations stopped.
final class _AnimationStopDelegate: CAAnimationDelegate {
    private let group: _AnimationCompletionGroup
    /// Replaced by a later change of the same property in the same call (not an interruption).
    var supersededInSameCall = false

    init(group: _AnimationCompletionGroup) {
        self.group = group
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        group.animationStopped(self, finished: flag)
    }
}

/// A layer and one of its keys, as a dictionary key.
struct _LayerKey: Hashable {
    let layer: ObjectIdentifier
    let key: String
    init(_ layer: CALayer, _ key: String) {
        self.layer = ObjectIdentifier(layer)
        self.key = key
    }
}

/// How the changes of one `UIView.animate` block are paced.
enum _BlockPacing {
    case curve(UIView.AnimationCurve)
    /// UIKit's spring: a damping ratio and an initial velocity (whole distances per second);
    /// the stiffness comes from the block's duration.
    case spring(dampingRatio: Double, initialVelocity: Double)
    /// iOS 17's spring, from a perceptual duration and bounce; the block lasts until it settles.
    case perceptualSpring(Spring)
}

/// The recorder of one `UIView.animate` block: each change becomes a basic (or spring)
/// animation from the old value to the new model value, added under the layer key.
final class _BlockAnimationRecorder: ViewAnimationRecorder {
    let duration: TimeInterval
    let delay: TimeInterval
    let options: UIView.AnimationOptions
    let pacing: _BlockPacing
    let group: _AnimationCompletionGroup
    /// The first start value of each property changed in this block (a second change keeps it).
    private var startValues: [_LayerKey: AnimatableValue] = [:]
    /// Views changed in the block, for `.layoutSubviews`.
    private(set) var changedViews: [UIView] = []
    /// The same views, to tell a new one at once (one block over thousands of views).
    private var changedViewIDs: Set<ObjectIdentifier> = []
    /// The repeat count and autoreversing `UIView.modifyAnimations` sets for the changes made in its closure.
    var repeatOverride: (count: CGFloat, autoreverses: Bool)?

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
         pacing: _BlockPacing, group: _AnimationCompletionGroup) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.pacing = pacing
        self.group = group
    }

    func action(for view: UIView, key: String) -> CAAction? {
        let layer = view.layer
        guard let keyPath = LayerKeyPath(key), let clock = layer.clock else { return nil }
        if group.clock == nil { group.clock = clock }
        let isFirstChangeOfView = changedViewIDs.insert(ObjectIdentifier(view)).inserted
        if isFirstChangeOfView { changedViews.append(view) }
        // Expected: UIKit makes no animation for a zero duration; the change is immediate.
        guard duration > 0 else { return nil }

        let now = layer.localTime(fromRootTime: clock.time)
        let id = _LayerKey(layer, key)
        let from: AnimatableValue
        if !isFirstChangeOfView, let earlier = startValues[id] {
            from = earlier
        } else if options.contains(.beginFromCurrentState) {
            from = layer.presentationValue(at: keyPath, atLayerTime: now)
        } else {
            // Asked before the change: the model still holds the old value.
            from = layer.modelProperties.value(at: keyPath)
        }
        startValues[id] = from
        return animation(of: layer, key: key, parsed: keyPath, from: from, now: now)
    }

    /// The animation of `key` on `layer` from `from` to the model value, paced as this block is,
    /// starting at `now` (the layer's time) plus the block's delay.
    func animation(of layer: CALayer, key: String, parsed keyPath: LayerKeyPath, from: AnimatableValue,
                   now: CFTimeInterval) -> CABasicAnimation {
        let animation: CABasicAnimation
        switch pacing {
        case let .curve(curve):
            animation = CABasicAnimation()
            animation.setKeyPath(key, parsed: keyPath)
            animation.timingFunction = curve.timingFunction
        case let .spring(dampingRatio, velocity):
            // Flipbook: ratios above 1 act as 1 (allowsOverdamping is off), at or below 0 as `minimumSpringDampingRatio`.
            let zeta = min(max(dampingRatio, Self.minimumSpringDampingRatio), 1)
            let fitted = Spring(dampingRatio: zeta, settlingIn: duration, initialVelocity: Double(velocity))
            let spring = CASpringAnimation(keyPath: key)
            spring.mass = 1
            spring.stiffness = fitted.stiffness
            spring.damping = fitted.damping
            spring.initialVelocity = velocity
            // Not used by the spring; keeps the transaction's default off the animation.
            spring.timingFunction = CAMediaTimingFunction(name: .linear)
            animation = spring
        case let .perceptualSpring(fitted):
            let spring = CASpringAnimation(keyPath: key)
            spring.mass = fitted.mass
            spring.stiffness = fitted.stiffness
            spring.damping = fitted.damping
            spring.initialVelocity = fitted.initialVelocity
            spring.allowsOverdamping = fitted.dampingRatio > 1
            spring.timingFunction = CAMediaTimingFunction(name: .linear)
            animation = spring
        }
        animation.setFrom(from)
        animation.duration = duration
        if delay > 0 {
            animation.beginTime = now + delay
            animation.fillMode = .backwards
        }
        if let repeats = repeatOverride {
            // UIView.modifyAnimations(withRepeatCount:autoreverses:animations:) inside this block.
            animation.repeatCount = Float(repeats.count)
            animation.autoreverses = repeats.autoreverses
        } else {
            if options.contains(.repeat) { animation.repeatCount = .infinity }
            animation.autoreverses = options.contains(.autoreverse)
        }
        animation.delegate = group.makeDelegate(for: layer, key: key)
        animation.handover = .made
        return animation
    }
}

extension _BlockAnimationRecorder: _AnimationBlockContext {
    var inheritedDuration: TimeInterval { duration }

    func whenAnimationsEnd(_ body: @escaping () -> Void) -> Bool {
        guard duration > 0 else { return false }
        group.follow(with: body)
        return true
    }

    /// The smallest damping ratio honoured: a spring with none would never settle.
    static let minimumSpringDampingRatio = 0.001
}

/// A running UIKit animation block that nested blocks and `inheritedAnimationDuration` read.
protocol _AnimationBlockContext: ViewAnimationRecorder {
    var inheritedDuration: TimeInterval { get }
}
