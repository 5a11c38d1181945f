//  CAKeyframeAnimationTests.swift — FlipbookCoreTests
//  CAKeyframeAnimation's calculation modes against hand-computed values, and the seed's scale pop.

import Foundation
@testable import FlipbookCore
import FlipbookGraphics
import FlipbookTestSupport
import Testing

@Suite struct CAKeyframeAnimationTests {
    private func keyframes(_ keyPath: String, _ values: [Any], keyTimes: [Double]? = nil,
                           mode: CAAnimationCalculationMode = .linear, duration: CFTimeInterval = 1) -> CAKeyframeAnimation {
        let a = CAKeyframeAnimation(keyPath: keyPath)
        a.values = values
        a.keyTimes = keyTimes?.map { NSNumber(value: $0) }
        a.calculationMode = mode
        a.duration = duration
        return a
    }

    /// Presentation position.x at each progress (duration 1, so progress is seconds), ascending.
    private func xs(_ a: CAKeyframeAnimation, at progress: [Double], model: CGFloat = -1) -> [CGFloat] {
        let s = Scene { $0.position = CGPoint(x: model, y: 0) }
        s.layer.add(a, forKey: "k")
        return progress.map { s.presentation(at: $0).position.x }
    }

    private func expectValues(_ actual: [CGFloat], _ expected: [Double], tolerance: Double = 1e-9,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        for (i, (a, e)) in zip(actual, expected).enumerated() {
            expectClose(Double(a), e, tolerance: tolerance, "sample \(i)", sourceLocation: sourceLocation)
        }
    }

    // MARK: Linear

    @Test func linearWithoutKeyTimesSpacesKeyframesEvenly() {
        let a = keyframes("position.x", [0, 10, 30])
        expectValues(xs(a, at: [0, 0.25, 0.5, 0.75, 0.99]), [0, 5, 10, 20, 29.6])
    }

    @Test func linearWithKeyTimes() {
        let a = keyframes("position.x", [0, 10, 30], keyTimes: [0, 0.2, 1])
        expectValues(xs(a, at: [0.1, 0.2, 0.6, 0.9]), [5, 10, 20, 27.5])
    }

    @Test func linearPoints() {
        let a = keyframes("position", [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        let s = Scene()
        s.layer.add(a, forKey: "k")
        expectClose(s.presentation(at: 0.25).position, CGPoint(x: 50, y: 0), tolerance: 1e-9)
        expectClose(s.presentation(at: 0.75).position, CGPoint(x: 100, y: 50), tolerance: 1e-9)
    }

    @Test func perSegmentTimingFunctions() {
        let a = keyframes("position.x", [0, 10, 30], keyTimes: [0, 0.5, 1])
        a.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut)]
        let easeIn = NamedCurve.easeIn, easeOut = NamedCurve.easeOut
        expectValues(xs(a, at: [0.1, 0.25, 0.75, 0.9]), [
            10 * easeIn.eased(0.2), 10 * easeIn.eased(0.5),
            10 + 20 * easeOut.eased(0.5), 10 + 20 * easeOut.eased(0.8),
        ], tolerance: 1e-6)
    }

    @Test func overallTimingFunctionWarpsProgressBeforeKeyTimes() {
        let a = keyframes("position.x", [0, 10, 30])
        a.timingFunction = CAMediaTimingFunction(name: .easeIn)
        // Overall progress p = easeIn(t); then p is located among the evenly spaced keyframes.
        let p = NamedCurve.easeIn.eased(0.8)
        let expected = p < 0.5 ? 20 * p : 10 + 20 * (p - 0.5) / 0.5
        expectValues(xs(a, at: [0.8]), [expected], tolerance: 1e-6)
    }

    @Test func singleValueIsHeld() {
        let a = keyframes("position.x", [42])
        expectValues(xs(a, at: [0.1, 0.9]), [42, 42])
    }

    @Test func fillForwardsHoldsTheLastKeyframe() {
        let a = keyframes("position.x", [0, 10, 30])
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        expectValues(xs(a, at: [5]), [30])
    }

    @Test func additiveShakeAddsToTheModel() {
        let a = keyframes("position.x", [0, 10, -10, 0])
        a.isAdditive = true
        // Segments are a third long: at 1/6 halfway to 10, at 1/2 back at 0, at 5/6 halfway from −10 to 0.
        expectValues(xs(a, at: [1.0 / 6, 0.5, 5.0 / 6], model: 100), [105, 100, 95], tolerance: 1e-9)
    }

    @Test func cumulativeRepeatAddsTheFirstToLastStep() {
        let a = keyframes("position.x", [0, 10, 30])
        a.isCumulative = true
        a.repeatCount = 3
        // Iteration n adds n·(last − first) = n·30.
        expectValues(xs(a, at: [0.25, 1.25, 2.75]), [5, 35, 80], tolerance: 1e-9)
    }

    // MARK: Discrete

    @Test(arguments: [[0, 0.5, 0.8], [0, 0.5, 0.8, 1]])
    func discreteHoldsEachValueFromItsKeyTime(keyTimes: [Double]) {
        // Expected: with discrete mode each value is shown from its key time until the next;
        // Apple documents n + 1 key times for n values, the nth key time then closes the last value.
        let a = keyframes("position.x", [1, 2, 3], keyTimes: keyTimes, mode: .discrete)
        expectValues(xs(a, at: [0, 0.3, 0.49, 0.5, 0.6, 0.79, 0.8, 0.95]), [1, 1, 1, 2, 2, 2, 3, 3])
    }

    @Test func discreteWithoutKeyTimesGivesEachValueAnEqualShare() {
        // Expected: n values share the duration in n equal parts (the sprite-sheet idiom).
        let a = keyframes("position.x", [1, 2, 3, 4], mode: .discrete)
        expectValues(xs(a, at: [0.1, 0.3, 0.6, 0.8, 0.99]), [1, 2, 3, 4, 4])
    }

    @Test func discreteNeverInterpolates() {
        let a = keyframes("position.x", [0, 100], keyTimes: [0, 0.5, 1], mode: .discrete)
        for x in xs(a, at: stride(from: 0, to: 1, by: 0.05).map { $0 }) {
            #expect(x == 0 || x == 100, "\(x) is between keyframes")
        }
    }

    // MARK: Paced

    @Test func pacedMovesAtConstantSpeedIgnoringKeyTimesAndTimingFunctions() {
        let a = keyframes("position.x", [0, 10, 30], keyTimes: [0, 0.9, 1], mode: .paced)
        a.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeIn)]
        // 30 points in all, so 30 points per second: 10 is reached at a third of the way.
        expectValues(xs(a, at: [1.0 / 6, 1.0 / 3, 0.5, 2.0 / 3, 0.9]), [5, 10, 15, 20, 27], tolerance: 1e-9)
    }

    @Test func pacedPointsUseEuclideanDistance() {
        // Legs of 30 (3-4-5 ×6 triangle) and 10: the corner is reached at 3/4 of the time.
        let a = keyframes("position", [CGPoint(x: 0, y: 0), CGPoint(x: 18, y: 24), CGPoint(x: 28, y: 24)], mode: .paced)
        let s = Scene()
        s.layer.add(a, forKey: "k")
        expectClose(s.presentation(at: 0.375).position, CGPoint(x: 9, y: 12), tolerance: 1e-9)
        expectClose(s.presentation(at: 0.75).position, CGPoint(x: 18, y: 24), tolerance: 1e-9)
        expectClose(s.presentation(at: 0.875).position, CGPoint(x: 23, y: 24), tolerance: 1e-9)
    }

    // MARK: Cubic

    @Test func cubicPassesThroughTheKeyframesAtTheirKeyTimes() {
        let a = keyframes("position.x", [0, 10, 30, 0], keyTimes: [0, 1.0 / 3, 2.0 / 3, 1], mode: .cubic)
        expectValues(xs(a, at: [0, 1.0 / 3, 2.0 / 3]), [0, 10, 30], tolerance: 1e-9)
    }

    @Test func cubicInteriorMidpointIsCatmullRom() {
        let a = keyframes("position.x", [0, 10, 30, 0], mode: .cubic)
        // Catmull-Rom between p1 = 10 and p2 = 30 with neighbours p0 = 0, p3 = 0, at the middle:
        // (−p0 + 9·p1 + 9·p2 − p3) / 16 = (90 + 270) / 16.
        expectValues(xs(a, at: [0.5]), [22.5], tolerance: 1e-9)
    }

    @Test func cubicIsSmoothAtInteriorKeyframes() {
        let a = keyframes("position.x", [0, 10, 30, 0], mode: .cubic)
        let h = 1e-6, k = 1.0 / 3
        let v = xs(a, at: [k - h, k, k + h, 2 * k - h, 2 * k, 2 * k + h]).map(Double.init)
        // Catmull-Rom tangent at a keyframe: (next − previous) / 2 per segment; a segment lasts 1/3 s.
        // At 10: (30 − 0)/2 · 3 = 45 per second; at 30: (0 − 10)/2 · 3 = −15 per second.
        expectClose((v[1] - v[0]) / h, 45, tolerance: 1e-3, "left of the first interior keyframe")
        expectClose((v[2] - v[1]) / h, 45, tolerance: 1e-3, "right of the first interior keyframe")
        expectClose((v[4] - v[3]) / h, -15, tolerance: 1e-3, "left of the second interior keyframe")
        expectClose((v[5] - v[4]) / h, -15, tolerance: 1e-3, "right of the second interior keyframe")
    }

    // MARK: The seed's scale pop

    /// The seed's `UIView.animateKeyframes`: the image view's transform stays at 1.1× and
    /// returns to identity in the last 5 % (a keyframe at relative start 0.95, duration 0.05).
    @Test(arguments: [false, true])
    func seedScalePopsBackInTheLastFivePercent(affineValues: Bool) {
        let pop = CGAffineTransform(scaleX: 1.1, y: 1.1)
        let s = Scene()
        let values: [Any] = affineValues
            ? [pop, pop, CGAffineTransform.identity]
            : [CATransform3DMakeScale(1.1, 1.1, 1), CATransform3DMakeScale(1.1, 1.1, 1), CATransform3DIdentity]
        s.layer.add(keyframes("transform", values, keyTimes: [0, 0.95, 1], duration: 0.8), forKey: "transform")
        expectTransform(s.presentation(at: 0).transform, CATransform3DMakeScale(1.1, 1.1, 1), tolerance: 1e-9)
        expectTransform(s.presentation(at: 0.4).transform, CATransform3DMakeScale(1.1, 1.1, 1), tolerance: 1e-9)
        expectTransform(s.presentation(at: 0.75).transform, CATransform3DMakeScale(1.1, 1.1, 1), tolerance: 1e-9)
        // Halfway through the last 5 %: 0.975 · 0.8 s.
        expectTransform(s.presentation(at: 0.78).transform, CATransform3DMakeScale(1.05, 1.05, 1), tolerance: 1e-9)
        expectTransform(s.presentation(at: 0.81).transform, CATransform3DIdentity, tolerance: 0)
    }

    @Test func theLayerRunsACopyOfTheValues() {
        let a = keyframes("position.x", [0, 10, 30])
        let s = Scene()
        s.layer.add(a, forKey: "k")
        a.values = [500, 600]
        a.calculationMode = .discrete
        expectClose(s.presentation(at: 0.75).position.x, 20, tolerance: 1e-9)
    }
}
