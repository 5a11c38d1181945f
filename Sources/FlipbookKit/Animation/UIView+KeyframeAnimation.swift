//  UIView+KeyframeAnimation.swift — FlipbookKit
//  Mirrors UIView's keyframe animation API. Status: complete (overlapping keyframes of one property
//  are serialised; see `_KeyframeAnimationRecorder.track`).

import Foundation

extension UIView {
    /// The base implementation of `animateKeyframes`, which the class body declares overridable.
    static func _baseAnimateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let api = "UIView.animateKeyframes(withDuration:delay:options:animations:completion:)"
        let duration = Diagnostics.finite(duration, "duration", of: api)
        let delay = Diagnostics.finite(delay, "delay", of: api)
        let group = _AnimationCompletionGroup(completion: completion)
        CATransaction.begin()
        if areAnimationsEnabled {
            var effectiveDuration = duration
            if let outer = ViewAnimationStack.top as? _AnimationBlockContext,
               !options.contains(.overrideInheritedOptions), !options.contains(.overrideInheritedDuration) {
                effectiveDuration = outer.inheritedDuration
            }
            let recorder = _KeyframeAnimationRecorder(duration: effectiveDuration, group: group)
            ViewAnimationStack.with(recorder) { animations() }
            recorder.addAnimations(delay: delay, options: options)
        } else {
            ViewAnimationStack.with(NoAnimationRecorder()) { animations() }
        }
        CATransaction.commit()
        group.seal()
    }

    /// The base implementation of `addKeyframe`, which the class body declares overridable.
    static func _baseAddKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let recorder = ViewAnimationStack.top as? _KeyframeAnimationRecorder else {
            Diagnostics.report("UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:) was called outside an animateKeyframes block; its changes were applied without a keyframe.")
            animations()
            return
        }
        let (start, duration) = checkedKeyframe(start: frameStartTime, duration: frameDuration)
        recorder.record(start: start, duration: duration, animations)
    }

    /// The keyframe's start and duration held to the animation, each change reported.
    private static func checkedKeyframe(start: Double, duration: Double) -> (start: Double, duration: Double) {
        let api = "UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)"
        func number(_ v: Double) -> String { CALayer.diagnosticNumber(v) }
        var start = start, duration = duration
        if start.isNaN {
            Diagnostics.report("\(api): relative start time nan is not a number; treated as 0.")
            start = 0
        } else if start < 0 || start > 1 {
            let held = min(max(start, 0), 1)
            Diagnostics.report("\(api): relative start time \(number(start)) is outside 0…1; treated as \(number(held)).")
            start = held
        }
        if duration.isNaN {
            Diagnostics.report("\(api): relative duration nan is not a number; treated as 0.")
            duration = 0
        } else if duration < 0 {
            Diagnostics.report("\(api): relative duration \(number(duration)) is negative; treated as 0.")
            duration = 0
        } else if start + duration > 1 + Self.keyframeEndTolerance {
            Diagnostics.report("\(api): relative duration \(number(duration)) from relative start time \(number(start)) "
                + "runs past the end of the animation; the keyframe ends at 1 (relative duration \(number(1 - start))).")
            duration = 1 - start
        }
        return (start, duration)
    }

    /// How far past 1 a keyframe's start plus duration may add up before it is reported (the
    /// rounding of sums such as 0.7 + 0.3).
    private static let keyframeEndTolerance = 1e-9
}

/// The recorder of one `animateKeyframes` block: notes each property's starting value and its
/// value at the end of every keyframe, then builds one keyframe animation per property.
final class _KeyframeAnimationRecorder: _AnimationBlockContext {
    let duration: TimeInterval
    let group: _AnimationCompletionGroup

    private struct Segment {
        var start: Double
        var end: Double
        var value: AnimatableValue
    }

    private struct Track {
        let view: UIView
        let key: String
        let keyPath: LayerKeyPath
        let initial: AnimatableValue
        var segments: [Segment] = []
    }

    private var tracks: [_LayerKey: Track] = [:]
    private var order: [_LayerKey] = []
    /// The keyframe being recorded, or nil outside `addKeyframe` (the whole duration).
    private var current: (start: Double, end: Double)?
    /// Properties changed in the current keyframe (or outside keyframes), in order.
    private var touched: [_LayerKey] = []
    private var touchedOutside: [_LayerKey] = []

    init(duration: TimeInterval, group: _AnimationCompletionGroup) {
        self.duration = duration
        self.group = group
    }

    var inheritedDuration: TimeInterval { duration }

    func action(for view: UIView, key: String) -> CAAction? {
        let layer = view.layer
        guard let keyPath = LayerKeyPath(key), let clock = layer.clock else { return nil }
        if group.clock == nil { group.clock = clock }
        let id = _LayerKey(layer, key)
        if tracks[id] == nil {
            // Asked before the change: the model still holds the starting value.
            tracks[id] = Track(view: view, key: key, keyPath: keyPath, initial: layer.modelProperties.value(at: keyPath))
            order.append(id)
        }
        if current == nil {
            if !touchedOutside.contains(id) { touchedOutside.append(id) }
        } else if !touched.contains(id) {
            touched.append(id)
        }
        // No animation now: the keyframe animation is added when the block ends.
        return nil
    }

    /// Runs one keyframe's changes and notes where each changed property ends up.
    func record(start: Double, duration: Double, _ animations: () -> Void) {
        let outerFrame = current, outerTouched = touched
        let s = min(max(start, 0), 1)
        current = (s, min(max(s + max(duration, 0), s), 1))
        touched = []
        animations()
        if let frame = current {
            for id in touched { append(Segment(start: frame.start, end: frame.end, value: modelValue(id)), to: id) }
        }
        current = outerFrame
        touched = outerTouched
    }

    private func modelValue(_ id: _LayerKey) -> AnimatableValue {
        let track = tracks[id]!
        return track.view.layer.modelProperties.value(at: track.keyPath)
    }

    private func append(_ segment: Segment, to id: _LayerKey) {
        tracks[id]?.segments.append(segment)
    }

    /// Adds one `CAKeyframeAnimation` per changed property, under the layer key.
    func addAnimations(delay: TimeInterval, options: UIView.KeyframeAnimationOptions) {
        for id in touchedOutside { append(Segment(start: 0, end: 1, value: modelValue(id)), to: id) }
        guard duration > 0 else { return }
        for id in order {
            guard let track = tracks[id], let clock = track.view.layer.clock else { continue }
            let (keyTimes, values) = Self.keyframes(initial: track.initial, segments: track.segments)
            guard values.count > 1 else { continue }
            let layer = track.view.layer
            let animation = CAKeyframeAnimation(keyPath: track.key)
            animation.values = values.map { $0.publicValue(forKey: track.key) }
            animation.keyTimes = keyTimes.map { NSNumber(value: $0) }
            animation.calculationMode = options.calculationMode
            animation.duration = duration
            // Expected: UIKit paces the whole keyframe animation with ease-in-out by default.
            animation.timingFunction = options.curve.timingFunction
            animation.fillMode = .both
            if delay > 0 { animation.beginTime = layer.localTime(fromRootTime: clock.time) + delay }
            if options.contains(.repeat) { animation.repeatCount = .infinity }
            animation.autoreverses = options.contains(.autoreverse)
            animation.delegate = group.makeDelegate(for: layer, key: track.key)
            layer.add(animation, forKey: track.key)
        }
    }

    /// Key times 0…1 and values for a property starting at `initial`: the value holds until a
    /// keyframe starts and reaches the keyframe's value at its end.
    ///
    /// Keyframes are taken in start order; one starting before the previous one ends starts
    /// when it ends instead (Flipbook: UIKit's blending of overlapping keyframes is not modelled).
    private static func keyframes(initial: AnimatableValue, segments: [Segment]) -> ([Double], [AnimatableValue]) {
        var times = [0.0]
        var values = [initial]
        let ordered = segments.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
        for (_, segment) in ordered {
            let last = times[times.count - 1]
            let start = max(segment.start, last)
            let end = max(segment.end, start)
            if start > last {
                times.append(start)
                values.append(values[values.count - 1])
            }
            times.append(end)
            values.append(segment.value)
        }
        if times[times.count - 1] < 1 {
            times.append(1)
            values.append(values[values.count - 1])
        }
        return (times, values)
    }
}
