//  UIViewPropertyAnimator+Segments.swift — FlipbookKit
//  How a property animator records its blocks and drives its animations through segments.

import Foundation

/// One animated property of one view, owned by a property animator.
final class AnimatorEntry {
    weak var view: UIView?
    /// The layer key (`"position"`, `"opacity"`, …).
    let key: String
    /// The value before the animator changed it (what `.start` restores).
    let from: AnimatableValue
    /// The value the animator changed it to (what `.end` leaves).
    var to: AnimatableValue
    /// Where on the animator's timeline (0…1) this property starts moving.
    let beginFraction: Double

    init(view: UIView, key: String, from: AnimatableValue, to: AnimatableValue, beginFraction: Double) {
        self.view = view
        self.key = key
        self.from = from
        self.to = to
        self.beginFraction = beginFraction
    }
}

/// A stretch of the animator's timeline, from fraction `start` to `end`, played by one set of
/// animations in one time domain: domain time 0…`length` covers `start`…`end`.
struct AnimatorSegment {
    let domain = TimeDomain()
    let start: Double
    let end: Double
    let length: TimeInterval

    /// The animator fraction at domain time `t`.
    func fraction(atDomainTime t: TimeInterval) -> Double {
        guard length > 0 else { return t > 0 ? end : start }
        return start + (end - start) * min(max(t / length, 0), 1)
    }

    /// The domain time at animator fraction `f`.
    func domainTime(atFraction f: Double) -> TimeInterval {
        guard end > start else { return 0 }
        return min(max((f - start) / (end - start), 0), 1) * length
    }
}

/// The recorder a property animator pushes while its animation blocks run.
private final class PropertyAnimatorRecorder: ViewAnimationRecorder {
    unowned let animator: UIViewPropertyAnimator
    let beginFraction: Double

    init(animator: UIViewPropertyAnimator, beginFraction: Double) {
        self.animator = animator
        self.beginFraction = beginFraction
    }

    func action(for view: UIView, key: String) -> CAAction? {
        // Asked before the change: what shows now is where the property starts from.
        guard let from = view.layer.presentationValue(forKey: key) else { return nil }
        return PropertyAnimatorAction(recorder: self, view: view, from: from)
    }

    func whenAnimationsEnd(_ body: @escaping () -> Void) -> Bool {
        animator.addCompletion { _ in body() }
        return true
    }
}

/// Runs after the model changed: records the change and installs its animation.
private struct PropertyAnimatorAction: CAAction {
    let recorder: PropertyAnimatorRecorder
    let view: UIView
    let from: AnimatableValue

    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let to = view.layer.modelValue(forKey: event) else { return }
        recorder.animator.add(view: view, key: event, from: from, to: to, beginFraction: recorder.beginFraction)
    }
}

extension UIViewPropertyAnimator {
    // MARK: Recording

    /// Runs `block` so that its view changes become this animator's entries.
    func record(_ block: () -> Void, beginFraction: Double) {
        ViewAnimationStack.with(PropertyAnimatorRecorder(animator: self, beginFraction: beginFraction)) {
            CATransaction.begin()
            block()
            CATransaction.commit()
        }
    }

    /// A property change made inside one of this animator's blocks.
    func add(view: UIView, key: String, from: AnimatableValue, to: AnimatableValue, beginFraction: Double) {
        let entry: AnimatorEntry
        if let existing = entries.first(where: { $0.view === view && $0.key == key }) {
            // The same property again: it keeps its original start and takes the new end.
            existing.to = to
            entry = existing
        } else {
            entry = AnimatorEntry(view: view, key: key, from: from, to: to, beginFraction: beginFraction)
            entries.append(entry)
        }
        guard let segment else { return }
        install(entry, in: segment, startValue: from, endValue: segment.end >= 1 ? to : from)
    }

    // MARK: Clock and time

    /// The view whose layer time the animator's domains are anchored to.
    var anchorView: UIView? { entries.first { $0.view?.layer.clock != nil }?.view }

    var clock: MediaClock? { anchorView?.layer.clock ?? UIWindow.current?.clock }

    /// The anchor layer's local time now (the clock time without an anchor).
    var layerNow: CFTimeInterval {
        guard let layer = anchorView?.layer, let clock = layer.clock else { return clock?.time ?? 0 }
        return layer.localTime(fromRootTime: clock.time)
    }

    /// Domain time now in the current segment, within its bounds.
    var currentDomainTime: TimeInterval {
        guard let segment else { return 0 }
        return min(max(segment.domain.localTime(atLayerTime: layerNow), 0), segment.length)
    }

    var currentFraction: Double {
        guard let segment else { return 0 }
        return segment.fraction(atDomainTime: currentDomainTime)
    }

    // MARK: State changes

    /// Leaves `.inactive`: runs the pending blocks into a first segment covering the whole timeline.
    func activate(startingAfter delay: TimeInterval, running: Bool = true) {
        state = .active
        let first = AnimatorSegment(start: 0, end: 1, length: totalDuration)
        segment = first
        let blocks = pendingBlocks
        pendingBlocks = []
        for (block, factor) in blocks { record(block, beginFraction: factor) }
        isRunning = running
        first.domain.set(localTime: 0, atLayerTime: layerNow + delay, speed: running ? 1 : 0)
        anchorView?.window?.propertyAnimatorDidStart(self)
        if entries.isEmpty && running {
            Diagnostics.report("UIViewPropertyAnimator: startAnimation() on an animator with no animations "
                + "(no view property changed in a window); it finishes at once at .end.", near: nil)
        }
        scheduleBoundary()
    }

    /// Pauses where the animation is now.
    func freeze() {
        guard let segment else { return }
        segment.domain.set(localTime: currentDomainTime, atLayerTime: layerNow, speed: 0)
        isRunning = false
        cancelBoundary()
    }

    /// Resumes a paused animator in its current direction.
    func resume() {
        isRunning = true
        if isScrubbedLinearly {
            // The views stand where the linear scrub put them: carry on from there along the curve.
            startSegmentFromCurrentValues()
        } else if let segment {
            run(segment, from: currentDomainTime)
        }
        scheduleBoundary()
    }

    /// Sets `segment`'s domain running from domain time `t` in the current direction.
    func run(_ segment: AnimatorSegment, from t: TimeInterval) {
        segment.domain.set(localTime: t, atLayerTime: layerNow, speed: isRunning ? (reversed ? -1 : 1) : 0)
    }

    /// Moves a paused animator to fraction `f`.
    func scrub(to f: Double) {
        guard var current = segment else { return }
        if f < current.start || f > current.end {
            // Outside the stretch the current animations cover: cover the whole timeline again.
            current = makeSegment(from: 0, to: 1, length: totalDuration, startValues: { $0.from }, endValues: { $0.to })
        }
        current.domain.set(localTime: current.domainTime(atFraction: f), atLayerTime: layerNow, speed: 0)
        isScrubbedLinearly = scrubsLinearly
        setLinearEvaluation(scrubsLinearly)
    }

    /// A new segment from the values on screen now to the far end in the current direction.
    func startSegmentFromCurrentValues() {
        let f = currentFraction
        var onScreen: [ObjectIdentifier: AnimatableValue] = [:]
        for entry in entries {
            onScreen[ObjectIdentifier(entry)] = entry.view?.layer.presentationValue(forKey: entry.key)
        }
        let values: (AnimatorEntry) -> AnimatableValue = { onScreen[ObjectIdentifier($0)] ?? $0.from }
        let next: AnimatorSegment
        if reversed {
            next = makeSegment(from: 0, to: f, length: f * totalDuration, startValues: { $0.from },
                               endValues: { $0.beginFraction < f ? values($0) : $0.from })
            next.domain.set(localTime: next.length, atLayerTime: layerNow, speed: isRunning ? -1 : 0)
        } else {
            next = makeSegment(from: f, to: 1, length: (1 - f) * totalDuration,
                               startValues: { $0.beginFraction < f ? values($0) : $0.from }, endValues: { $0.to })
            next.domain.set(localTime: 0, atLayerTime: layerNow, speed: isRunning ? 1 : 0)
        }
        isScrubbedLinearly = false
    }

    /// Replaces the current animations with a segment covering `start`…`end`.
    func makeSegment(
        from start: Double, to end: Double, length: TimeInterval,
        startValues: (AnimatorEntry) -> AnimatableValue, endValues: (AnimatorEntry) -> AnimatableValue
    ) -> AnimatorSegment {
        let next = AnimatorSegment(start: start, end: end, length: max(length, 0))
        segment = next
        for entry in entries {
            install(entry, in: next, startValue: startValues(entry), endValue: endValues(entry))
        }
        return next
    }

    /// Adds (or replaces) the animation of `entry` for `segment`.
    func install(_ entry: AnimatorEntry, in segment: AnimatorSegment, startValue: AnimatableValue, endValue: AnimatableValue) {
        guard let layer = entry.view?.layer else { return }
        let span = segment.end - segment.start
        let localBegin = span > 0 ? min(max((entry.beginFraction - segment.start) / span, 0), 1) * segment.length : 0
        let runLength = max(segment.length - localBegin, 1e-9)
        let animation: CABasicAnimation
        if let springParameters = currentTiming.springTimingParameters {
            let spring = springParameters.spring(forDuration: runLength)
            let springAnimation = CASpringAnimation()
            springAnimation.mass = spring.mass
            springAnimation.stiffness = spring.stiffness
            springAnimation.damping = spring.damping
            springAnimation.initialVelocity = spring.initialVelocity
            springAnimation.allowsOverdamping = true
            animation = springAnimation
        } else {
            animation = CABasicAnimation()
            animation.timingFunction = (currentTiming.cubicTimingParameters ?? UICubicTimingParameters()).timingFunction
        }
        animation.keyPath = entry.key
        animation.fromValue = startValue
        animation.toValue = endValue
        animation.beginTime = localBegin
        animation.duration = runLength
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: animationKey(entry.key), in: segment.domain)
    }

    func animationKey(_ key: String) -> String { "\(keyPrefix).\(key)" }

    func setLinearEvaluation(_ linear: Bool) {
        for entry in entries {
            entry.view?.layer.animation(forKey: animationKey(entry.key))?.evaluatesLinearly = linear
        }
    }

    // MARK: Ending

    /// Sets every animated property to the value on screen and removes the animations.
    func holdCurrentValues() {
        cancelBoundary()
        for entry in entries {
            guard let layer = entry.view?.layer else { continue }
            if let value = layer.presentationValue(forKey: entry.key) { layer.setModelValue(value, forKey: entry.key) }
            layer.removeAnimation(forKey: animationKey(entry.key))
        }
    }

    /// Leaves the views at `position`, becomes inactive and runs the completions.
    func complete(at position: UIViewAnimatingPosition) {
        cancelBoundary()
        let window = anchorView?.window
        for entry in entries {
            guard let layer = entry.view?.layer else { continue }
            switch position {
            case .end: layer.setModelValue(entry.to, forKey: entry.key)
            case .start: layer.setModelValue(entry.from, forKey: entry.key)
            case .current:
                if let value = layer.presentationValue(forKey: entry.key) { layer.setModelValue(value, forKey: entry.key) }
            }
            layer.removeAnimation(forKey: animationKey(entry.key))
        }
        reset()
        state = .inactive
        isRunning = false
        window?.propertyAnimatorDidComplete(self, at: position)
        let blocks = completions
        completions = []
        for block in blocks { block(position) }
    }

    /// Forgets the animations (not the completions, which UIKit keeps for a restart).
    func reset() {
        entries = []
        segment = nil
        isScrubbedLinearly = false
        reversed = false
    }

    // MARK: The boundary event

    /// Registers the animator with the clock while it runs; the clock keeps it alive until
    /// then, as UIKit keeps running animators.
    func scheduleBoundary() {
        cancelBoundary()
        guard isRunning, let clock else {
            if isRunning { reachBoundary() }
            return
        }
        clock.addEventSource(self)
        registeredClock = clock
    }

    func cancelBoundary() {
        registeredClock?.removeEventSource(self)
        registeredClock = nil
    }

    /// The running segment reached its far end: finish, pause there, or go on to the next stretch.
    func reachBoundary() {
        guard isRunning, let segment else { return }
        let atTimelineEnd = reversed ? segment.start <= 0 : segment.end >= 1
        guard atTimelineEnd else {
            startSegmentFromCurrentValues()
            scheduleBoundary()
            return
        }
        if pausesOnCompletion {
            freeze()
            return
        }
        complete(at: reversed ? .start : .end)
    }
}

extension UIViewPropertyAnimator: ClockEventSource {
    /// When the running segment reaches its far end, at the current timing of the animator's
    /// layers (nil while a layer above them is paused, as an interactive transition does).
    package var dueTime: CFTimeInterval? {
        guard isRunning, let segment, let clock = registeredClock else { return nil }
        // With nothing to animate there is nothing to wait for.
        guard !entries.isEmpty else { return clock.time }
        let target = reversed ? 0 : segment.length
        guard let layerTime = segment.domain.layerTime(atLocalTime: target) else { return nil }
        guard let anchor = anchorView?.layer else { return layerTime }
        return anchor.rootTime(fromLocalTime: layerTime)
    }

    package func fire() {
        cancelBoundary()
        reachBoundary()
    }
}
