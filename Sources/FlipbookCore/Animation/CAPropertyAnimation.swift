//  CAPropertyAnimation.swift — FlipbookCore
//  Mirrors QuartzCore.CAPropertyAnimation. Status: complete.

import Foundation
import FlipbookGraphics

/// An animation of one key path of a layer.
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path, e.g. `"position"`, `"opacity"`, `"transform.rotation.z"`.
    open var keyPath: String? {
        get { keyPathStorage }
        set {
            keyPathStorage = newValue
            parsedKeyPath = newValue.flatMap(LayerKeyPath.init)
        }
    }
    /// The key path as set, and as parsed: a copy takes both, parsing nothing again.
    private var keyPathStorage: String?
    /// Adds the animated value to the value underneath instead of replacing it.
    @exclusivity(unchecked) open var isAdditive = false
    /// Each repetition starts where the previous one ended.
    @exclusivity(unchecked) open var isCumulative = false
    /// Turns the interpolated values into the transform the animation sets (a rotation, scale
    /// or translation); nil (the default) sets the values themselves.
    @exclusivity(unchecked) open var valueFunction: CAValueFunction?

    @exclusivity(unchecked) package private(set) var parsedKeyPath: LayerKeyPath?

    override package var onlyChangedField: LayerKeyPath? { parsedKeyPath?.field }

    /// Sets `keyPath` to `key`, already parsed as `parsed` (UIKit's view animations parse each
    /// key once, for thousands of animations a block may make).
    package func setKeyPath(_ key: String, parsed: LayerKeyPath) {
        keyPathStorage = key
        parsedKeyPath = parsed
    }

    /// The paths this animation's last two evaluations made, each rewritten in place two
    /// evaluations later: by then the frame that drew it has let it go, so an animated path (a
    /// circular reveal's mask) costs no allocation per frame. Two, because the last frame's
    /// display list still holds the newest while the next frame is built.
    private var pathScratch = (PathData(), PathData())
    private var pathScratchTurn = false

    public required init() {
        super.init()
    }

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override package func assign(from other: CAAnimation) {
        super.assign(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPathStorage = other.keyPathStorage
        parsedKeyPath = other.parsedKeyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
        valueFunction = other.valueFunction
    }

    /// Running a property animation as an action adds it under the event's key; one that names
    /// no key path animates the event's property, so `CABasicAnimation()` with only a duration,
    /// returned from `action(for:forKey:)`, animates from the old value to the new one.
    override open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard keyPath == nil, let layer = anObject as? CALayer else {
            super.run(forKey: event, object: anObject, arguments: dict)
            return
        }
        // Expected: CABasicAnimation docs, "all properties nil" interpolates the key path's previous and
        // current values — the idiom for custom actions. The caller's animation stays unchanged.
        guard let copy = copyAnimation() as? CAPropertyAnimation else { return }
        copy.keyPath = event
        layer.add(copy, forKey: event)
    }

    /// `a` interpolated towards `b`, as `AnimatableValue.interpolated(to:fraction:)` but for a
    /// path, which is written into this animation's kept storage (see `pathScratch`).
    package func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, fraction f: Double) -> AnimatableValue? {
        guard case let .path(p) = a, case let .path(q) = b else { return a.interpolated(to: b, fraction: f) }
        pathScratchTurn.toggle()
        let mixed = pathScratchTurn ? p.interpolate(to: q, fraction: f, into: &pathScratch.0)
            : p.interpolate(to: q, fraction: f, into: &pathScratch.1)
        // Core Animation docs, CAShapeLayer.path: paths of different shapes do not interpolate.
        guard mixed else { return .path(f < 0.5 ? p : q) }
        return .path(pathScratchTurn ? pathScratch.0 : pathScratch.1)
    }

    /// Combines an interpolated `value` with what lies underneath, honouring
    /// `isCumulative` (one whole step per finished iteration) and `isAdditive`.
    package func store(
        _ value: AnimatableValue, step: (from: AnimatableValue, to: AnimatableValue)?,
        iteration: Int, into properties: inout LayerProperties
    ) {
        guard let keyPath = parsedKeyPath else { return }
        var result = value
        if isCumulative, iteration > 0, let step,
           let delta = step.to.subtracting(step.from)?.scaled(by: Double(iteration)),
           let summed = result.adding(delta) {
            result = summed
        }
        if let valueFunction {
            guard let transform = valueFunction.transform(for: result) else { return }
            result = .transform(transform)
        }
        if isAdditive, let summed = properties.value(at: keyPath).adding(result) {
            result = summed
        }
        properties.setValue(result.clampedToDisplayableRange, at: keyPath)
    }
}
