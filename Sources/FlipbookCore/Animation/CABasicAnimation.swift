//  CABasicAnimation.swift — FlipbookCore
//  Mirrors QuartzCore.CABasicAnimation. Status: complete.

import Foundation

/// Interpolates one key path between two values.
///
/// Which values it runs between follows Core Animation's rules for the three
/// optional values: from/to; from and from+by; to−by and to; from and the
/// current value; the current value and to; the current value and current+by.
/// "Current" is the value underneath: the model value with earlier
/// animations applied.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any? {
        get { fromIsRead ? from?.publicValue(forKey: keyPath ?? "") : values.from }
        set { (values.from, from, fromIsRead) = (newValue, AnimatableValue(newValue), false) }
    }
    open var toValue: Any? {
        get { values.to }
        set { (values.to, to) = (newValue, AnimatableValue(newValue)) }
    }
    open var byValue: Any? {
        get { values.by }
        set { (values.by, by) = (newValue, AnimatableValue(newValue)) }
    }

    // Read for every animated layer, every frame: no runtime exclusivity check (each access is
    // short). Declared first, so they lie next to the key path: whether `to` and `by` are set is
    // read from here, not from the end of each value (a cache line apiece, for 10 000 animations).
    @exclusivity(unchecked) private var hasTo = false
    @exclusivity(unchecked) private var hasBy = false
    @exclusivity(unchecked) private var from: AnimatableValue?
    @exclusivity(unchecked) private var to: AnimatableValue? { didSet { hasTo = to != nil } }
    @exclusivity(unchecked) private var by: AnimatableValue? { didSet { hasBy = by != nil } }
    /// `from` was given as read (`setFrom`): `fromValue` is made from it when asked.
    private var fromIsRead = false
    /// The values as set, and as read (`from`, `to`, `by`): a copy takes both, reading nothing again.
    private var values: (from: Any?, to: Any?, by: Any?) = (nil, nil, nil)

    public required init() {
        super.init()
    }

    override package func assign(from other: CAAnimation) {
        super.assign(from: other)
        guard let other = other as? CABasicAnimation else { return }
        values = other.values
        (from, to, by, fromIsRead) = (other.from, other.to, other.by, other.fromIsRead)
    }

    /// Sets the start value as already read from the layer (UIKit's view animations): `fromValue`
    /// reads it back as the public value of its key, made only if someone asks.
    package func setFrom(_ value: AnimatableValue) {
        (values.from, from, fromIsRead) = (nil, value, true)
    }

    /// Whether the animation names no value at all (an implicit action fills `fromValue`).
    package var hasNoValues: Bool { from == nil && to == nil && by == nil }

    /// The start and end values given the value underneath.
    package func endpoints(underlying u: AnimatableValue) -> (from: AnimatableValue, to: AnimatableValue)? {
        switch (from, to, by) {
        case let (f?, t?, _): return (f, t)
        case let (f?, nil, b?): return f.adding(b).map { (f, $0) }
        case let (nil, t?, b?): return t.subtracting(b).map { ($0, t) }
        case let (f?, nil, nil): return (f, u)
        case let (nil, t?, nil): return (u, t)
        case let (nil, nil, b?): return u.adding(b).map { (u, $0) }
        case (nil, nil, nil): return nil
        }
    }

    /// Progress 0…1 (may overshoot) through the leg at `phase`.
    package func progress(_ phase: TimingPhase) -> Double { easedFraction(phase) }

    override package func applyEffect(to properties: inout LayerProperties, phase: TimingPhase) {
        guard let keyPath = parsedKeyPath else { return }
        // The usual case first (a view animation: from a value to the one underneath), without
        // the general case's copies of all three values: every animated layer, every frame.
        let ends: (from: AnimatableValue, to: AnimatableValue)
        if !hasBy, let from {
            ends = (from, hasTo ? to.unsafelyUnwrapped : properties.value(at: keyPath))
        } else {
            guard let general = endpoints(underlying: properties.value(at: keyPath)) else { return }
            ends = general
        }
        guard let value = interpolate(ends.from, ends.to, fraction: progress(phase)) else { return }
        store(value, step: ends, iteration: phase.iteration, into: &properties)
    }
}
