//  CAKeyframeAnimation.swift — FlipbookCore
//  Mirrors QuartzCore.CAKeyframeAnimation. Status: complete (path and rotationMode in CAKeyframeAnimation+Path.swift).

import Foundation
import FlipbookGraphics

/// How a keyframe animation computes values between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight lines between keyframes at `keyTimes` (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Straight lines at an even pace; `keyTimes` and `timingFunctions` are ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Kochanek–Bartels spline through the keyframes at `keyTimes`.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// The cubic spline at an even pace.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Animates a key path through a sequence of values.
///
/// The animation's own `timingFunction` warps overall progress first; then
/// progress is located among `keyTimes` (evenly spaced when absent), and the
/// segment's entry in `timingFunctions` warps progress within it.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]? { didSet { parsedValues = (values ?? []).compactMap(AnimatableValue.init) } }
    /// Times 0…1 of the keyframes, ascending; one per value (one more for `.discrete`).
    open var keyTimes: [NSNumber]?
    /// One per segment, warping progress within it.
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Kochanek–Bartels parameters per keyframe for the cubic modes (default 0).
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?

    /// A path a point property follows, in place of `values`: each point of the path but its
    /// moves is a keyframe, and a curve is followed along its shape. Core Animation docs: "If
    /// you specify a value for this property, any data in the values property is ignored."
    open var path: CGPath? { didSet { keyframePath = path.map { _KeyframePath($0.data) } } }
    /// Whether the layer turns to follow `path` (nil, the default: it does not).
    open var rotationMode: CAAnimationRotationMode?

    /// A rotation mode turns the layer (its transform) as well as moving it.
    override package var onlyChangedField: LayerKeyPath? { rotationMode == nil ? super.onlyChangedField : nil }

    private var parsedValues: [AnimatableValue] = []
    private var keyframePath: _KeyframePath?

    public required init() {
        super.init()
    }

    override package func assign(from other: CAAnimation) {
        super.assign(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
        path = other.path
        rotationMode = other.rotationMode
    }

    override package func applyEffect(to properties: inout LayerProperties, phase: TimingPhase) {
        if let keyframePath {
            applyPath(keyframePath, to: &properties, phase: phase)
            return
        }
        guard let value = value(atProgress: easedFraction(phase)) else { return }
        let step = parsedValues.first.flatMap { first in parsedValues.last.map { (first, $0) } }
        store(value, step: step, iteration: phase.iteration, into: &properties)
    }

    /// The interpolated value at overall progress `p` (after the animation's timing function).
    package func value(atProgress p: Double) -> AnimatableValue? {
        let v = parsedValues
        guard let first = v.first else { return nil }
        guard v.count > 1 else { return first }
        if calculationMode == .discrete { return discreteValue(at: p) }

        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        // The key times, read one at a time: evaluating every frame makes no array of them
        // (only the paced modes, which measure the path, do).
        let pacedTimes = paced ? pacedTimes() : nil
        let givenTimes = keyTimes.flatMap { $0.count == v.count ? $0 : nil }
        func time(_ i: Int) -> Double {
            if let pacedTimes { return pacedTimes[i] }
            if let givenTimes { return givenTimes[i].doubleValue }
            return Double(i) / Double(v.count - 1)
        }
        if p <= time(0) { return v[0] }
        if p >= time(v.count - 1) { return v[v.count - 1] }
        var i = 0
        while i < v.count - 2, p >= time(i + 1) { i += 1 }
        let span = time(i + 1) - time(i)
        var local = span > 0 ? (p - time(i)) / span : 1
        if !paced, let functions = timingFunctions, i < functions.count {
            local = functions[i].output(at: local)
        }
        if calculationMode == .cubic || calculationMode == .cubicPaced, let value = cubicValue(segment: i, s: local) {
            return value
        }
        return interpolate(v[i], v[i + 1], fraction: local)
    }

    /// Times proportional to the distance travelled, for the paced modes.
    private func pacedTimes() -> [Double] {
        let v = parsedValues
        var cumulative = [0.0]
        for i in 1..<v.count { cumulative.append(cumulative[i - 1] + v[i - 1].distance(to: v[i])) }
        let total = cumulative[cumulative.count - 1]
        guard total > 0 else { return (0..<v.count).map { Double($0) / Double(v.count - 1) } }
        return cumulative.map { $0 / total }
    }

    /// Discrete mode: value *i* is shown from `keyTimes[i]` until `keyTimes[i+1]`.
    /// Without key times the n values share the duration evenly.
    private func discreteValue(at p: Double) -> AnimatableValue? {
        let v = parsedValues
        let times: [Double]
        if let kt = keyTimes, kt.count >= v.count {
            times = kt.map(\.doubleValue)
        } else {
            times = (0..<v.count).map { Double($0) / Double(v.count) }
        }
        var index = 0
        for i in 0..<v.count where p >= times[i] { index = i }
        return v[index]
    }

    /// Kochanek–Bartels (TCB) Hermite interpolation within segment `i` at local `s`;
    /// end points repeat themselves as their missing neighbours. Nil for transforms.
    private func cubicValue(segment i: Int, s: Double) -> AnimatableValue? {
        let v = parsedValues
        guard let p1 = v[i].components, let p2 = v[i + 1].components else { return nil }
        let p0 = v[max(i - 1, 0)].components ?? p1
        let p3 = v[min(i + 2, v.count - 1)].components ?? p2
        func param(_ array: [NSNumber]?, _ k: Int) -> Double {
            guard let array, k < array.count else { return 0 }
            return array[k].doubleValue
        }
        let (t1, c1, b1) = (param(tensionValues, i), param(continuityValues, i), param(biasValues, i))
        let (t2, c2, b2) = (param(tensionValues, i + 1), param(continuityValues, i + 1), param(biasValues, i + 1))
        let h00 = 2 * s * s * s - 3 * s * s + 1
        let h10 = s * s * s - 2 * s * s + s
        let h01 = -2 * s * s * s + 3 * s * s
        let h11 = s * s * s - s * s
        var out = [Double](repeating: 0, count: p1.count)
        for k in 0..<p1.count {
            // Outgoing tangent at keyframe i and incoming tangent at keyframe i+1.
            let outgoing = (1 - t1) * (1 + b1) * (1 + c1) / 2 * (p1[k] - p0[k])
                + (1 - t1) * (1 - b1) * (1 - c1) / 2 * (p2[k] - p1[k])
            let incoming = (1 - t2) * (1 + b2) * (1 - c2) / 2 * (p2[k] - p1[k])
                + (1 - t2) * (1 - b2) * (1 + c2) / 2 * (p3[k] - p2[k])
            out[k] = h00 * p1[k] + h10 * outgoing + h01 * p2[k] + h11 * incoming
        }
        return v[i].withComponents(out)
    }

    /// Moves the point property along `path` and, with a rotation mode, turns the layer to follow it.
    private func applyPath(_ path: _KeyframePath, to properties: inout LayerProperties, phase: TimingPhase) {
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        let times = keyTimes.flatMap { $0.count == path.segments.count + 1 ? $0.map(\.doubleValue) : nil }
        guard let (point, angle) = path.sample(at: easedFraction(phase), paced: paced, times: times,
                                               functions: timingFunctions, discrete: calculationMode == .discrete) else { return }
        let step = path.firstPoint.flatMap { first in path.segments.last.map { (AnimatableValue.point(first), AnimatableValue.point($0.end)) } }
        store(.point(point), step: step, iteration: phase.iteration, into: &properties)
        guard let rotationMode else { return }
        let turn = rotationMode == .rotateAutoReverse ? angle + .pi : angle
        properties.transform = CATransform3DRotate(properties.transform, CGFloat(turn), 0, 0, 1)
    }
}
