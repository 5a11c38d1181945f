//  CABasicAnimationTests.swift — FlipbookCoreTests
//  CABasicAnimation against hand-computed values: curves, value combinations, fill, repeat, key paths.

import Foundation
@testable import FlipbookCore
import FlipbookGraphics
import FlipbookTestSupport
import Testing

@Suite struct CABasicAnimationTests {
    private func basic(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil,
                       duration: CFTimeInterval = 1) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = from
        a.toValue = to
        a.byValue = by
        a.duration = duration
        return a
    }

    // MARK: Curves

    @Test(arguments: NamedCurve.allCases)
    func followsTheTimingCurveAtSeveralTimes(_ curve: NamedCurve) {
        let s = Scene()
        let a = basic("position.x", from: 100, to: 300, duration: 2)
        a.timingFunction = CAMediaTimingFunction(name: curve.name)
        s.layer.add(a, forKey: "move")
        for t in [0.0, 0.2, 0.5, 1.0, 1.3, 1.9] {
            let expected = 100 + 200 * curve.eased(t / 2)
            expectClose(s.presentation(at: t).position.x, expected, tolerance: 1e-6, "t = \(t)")
        }
    }

    @Test func noTimingFunctionIsLinear() {
        let s = Scene()
        s.layer.add(basic("opacity", from: 0, to: 1, duration: 4), forKey: nil)
        for t in [0.0, 1.0, 2.0, 3.0, 3.5] {
            expectClose(Double(s.presentation(at: t).opacity), t / 4, tolerance: 1e-6, "t = \(t)")
        }
    }

    // MARK: from / to / by

    /// Model position.x is 50. Expected values follow Core Animation's table for the three
    /// optional values (CABasicAnimation documentation, "Setting Interpolation Values").
    @Test(arguments: [
        // (from, to, by, value at 25 %, value at 50 %)
        (10.0 as Double?, 30.0 as Double?, nil as Double?, 15.0, 20.0),   // from → to
        (10, nil, 20, 15, 20),                                             // from → from + by
        (nil, 30, 20, 15, 20),                                             // to − by → to
        (10, nil, nil, 20, 30),                                            // from → model (50)
        (nil, 30, nil, 45, 40),                                            // model (50) → to
        (nil, nil, 20, 55, 60),                                            // model → model + by
        (10, 30, 1000, 15, 20),                                            // by is ignored when from and to are set
    ])
    func valueCombinations(from: Double?, to: Double?, by: Double?, quarter: Double, half: Double) {
        let s = Scene { $0.position = CGPoint(x: 50, y: 7) }
        s.layer.add(basic("position.x", from: from, to: to, by: by), forKey: "x")
        expectClose(s.presentation(at: 0.25).position.x, quarter, tolerance: 1e-9)
        let p = s.presentation(at: 0.5)
        expectClose(p.position.x, half, tolerance: 1e-9)
        expectClose(p.position.y, 7, tolerance: 0, "the other coordinate is untouched")
    }

    @Test func noValuesAtAllDoesNothing() {
        let s = Scene { $0.position = CGPoint(x: 50, y: 7) }
        s.layer.add(basic("position.x"), forKey: "x")
        expectClose(s.presentation(at: 0.5).position, CGPoint(x: 50, y: 7), tolerance: 0)
    }

    // MARK: Model and presentation

    @Test func modelNeverChangesAndPresentationReturnsToItAfterRemoval() {
        let s = Scene { $0.position = CGPoint(x: 5, y: 5) }
        s.layer.add(basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 200)), forKey: "move")
        let during = s.presentation(at: 0.5)
        expectClose(during.position, CGPoint(x: 50, y: 100), tolerance: 1e-9)
        expectClose(s.layer.position, CGPoint(x: 5, y: 5), tolerance: 0, "model during")
        #expect(during.model() === s.layer)
        #expect(s.layer.animation(forKey: "move") != nil)

        let after = s.presentation(at: 1.01)
        expectClose(after.position, CGPoint(x: 5, y: 5), tolerance: 0, "presentation after removal")
        expectClose(s.layer.position, CGPoint(x: 5, y: 5), tolerance: 0, "model after")
        #expect(s.layer.animation(forKey: "move") == nil, "removed on completion")
        #expect(s.layer.animationKeys() == nil)
    }

    @Test func aLayerWithoutAClockHasNoPresentation() {
        CATransaction.flush()
        let layer = CALayer()
        layer.add(basic("opacity", from: 0, to: 1), forKey: "fade")
        #expect(layer.presentation() == nil)
    }

    // MARK: Fill modes

    @Test func fillForwardsHoldsTheEndValueWhenNotRemoved() {
        let s = Scene { $0.opacity = 1 }
        let a = basic("opacity", from: 1, to: 0.25)
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        s.layer.add(a, forKey: "fade")
        expectClose(Double(s.presentation(at: 2).opacity), 0.25, tolerance: 1e-6)
        expectClose(Double(s.presentation(at: 50).opacity), 0.25, tolerance: 1e-6)
        #expect(s.layer.animation(forKey: "fade") != nil)
        #expect(s.layer.opacity == 1, "the model is untouched")
    }

    @Test func fillForwardsHasNoEffectWhenRemovedOnCompletion() {
        let s = Scene { $0.opacity = 1 }
        let a = basic("opacity", from: 1, to: 0.25)
        a.fillMode = .forwards
        s.layer.add(a, forKey: "fade")
        expectClose(Double(s.presentation(at: 2).opacity), 1, tolerance: 0)
    }

    @Test(arguments: [
        (CAMediaTimingFillMode.backwards, 10.0), (.both, 10.0), (.removed, 50.0), (.forwards, 50.0),
    ])
    func beforeADelayedBegin(fillMode: CAMediaTimingFillMode, expected: Double) {
        let s = Scene { $0.position = CGPoint(x: 50, y: 0) }
        let a = basic("position.x", from: 10, to: 30)
        a.beginTime = s.layer.convertTime(s.clock.time, from: nil) + 1
        a.fillMode = fillMode
        s.layer.add(a, forKey: "x")
        expectClose(s.presentation(at: 0.5).position.x, expected, tolerance: 1e-9, "before the begin time")
        expectClose(s.presentation(at: 1.5).position.x, 20, tolerance: 1e-9, "during")
    }

    // MARK: Additive and cumulative

    @Test func additiveAnimationsAddTheirOffsetsToTheModel() {
        let s = Scene { $0.position = CGPoint(x: 100, y: 100) }
        let a = basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 10, y: 0))
        a.isAdditive = true
        let b = basic("position", from: CGPoint(x: 0, y: 0), to: CGPoint(x: 0, y: 20))
        b.isAdditive = true
        s.layer.add(a, forKey: "a")
        s.layer.add(b, forKey: "b")
        expectClose(s.presentation(at: 0.5).position, CGPoint(x: 105, y: 110), tolerance: 1e-9)
        expectClose(s.presentation(at: 0.75).position, CGPoint(x: 107.5, y: 115), tolerance: 1e-9)
        expectClose(s.layer.position, CGPoint(x: 100, y: 100), tolerance: 0)
    }

    @Test func additiveAfterANonAdditiveAddsToItsResult() {
        let s = Scene { $0.position = CGPoint(x: 100, y: 100) }
        s.layer.add(basic("position.x", from: 0, to: 40), forKey: "base")
        let shake = basic("position.x", from: 0, to: 8)
        shake.isAdditive = true
        s.layer.add(shake, forKey: "shake")
        expectClose(s.presentation(at: 0.5).position.x, 20 + 4, tolerance: 1e-9)
    }

    @Test func cumulativeRepeatsStartWhereThePreviousEnded() {
        let s = Scene()
        let a = basic("position.x", from: 10, to: 30)
        a.isCumulative = true
        a.repeatCount = 3
        s.layer.add(a, forKey: "x")
        // Iteration n shows from + n·(to − from) + progress·(to − from).
        expectClose(s.presentation(at: 0.5).position.x, 20, tolerance: 1e-9)
        expectClose(s.presentation(at: 1.25).position.x, 10 + 20 + 5, tolerance: 1e-9)
        expectClose(s.presentation(at: 2.5).position.x, 10 + 2 * 20 + 10, tolerance: 1e-9)
        expectClose(s.presentation(at: 2.99).position.x, 10 + 2 * 20 + 0.99 * 20, tolerance: 1e-6)
    }

    @Test func nonCumulativeRepeatsRestartFromTheFromValue() {
        let s = Scene()
        let a = basic("position.x", from: 10, to: 30)
        a.repeatCount = 3
        s.layer.add(a, forKey: "x")
        expectClose(s.presentation(at: 2.5).position.x, 20, tolerance: 1e-9)
    }

    // MARK: Repeating, reversing, speed and offset

    @Test func autoreversesWithRepeatCountTwoLastsFourDurations() {
        let s = Scene { $0.position = CGPoint(x: -1, y: 0) }
        let a = basic("position.x", from: 0, to: 10, duration: 1)
        a.autoreverses = true
        a.repeatCount = 2
        s.layer.add(a, forKey: "x")
        let expectations: [(Double, Double)] = [
            (0.5, 5), (1.25, 7.5), (1.5, 5), (1.75, 2.5), (2.25, 2.5), (3.5, 5), (3.9, 1),
        ]
        for (t, x) in expectations {
            expectClose(s.presentation(at: t).position.x, x, tolerance: 1e-9, "t = \(t)")
        }
        #expect(s.layer.animation(forKey: "x") != nil, "still running before 4·duration")
        expectClose(s.presentation(at: 4.01).position.x, -1, tolerance: 0, "removed after 4·duration")
        #expect(s.layer.animation(forKey: "x") == nil)
    }

    @Test func autoreversingLegMirrorsTheTimingCurve() {
        let s = Scene()
        let a = basic("position.x", from: 0, to: 100, duration: 1)
        a.autoreverses = true
        a.timingFunction = CAMediaTimingFunction(name: .easeIn)
        s.layer.add(a, forKey: "x")
        // On the way back, time runs backwards through the same curve.
        expectClose(s.presentation(at: 0.3).position.x, 100 * NamedCurve.easeIn.eased(0.3), tolerance: 1e-6)
        expectClose(s.presentation(at: 1.3).position.x, 100 * NamedCurve.easeIn.eased(0.7), tolerance: 1e-6)
    }

    @Test func repeatDurationBoundsTheActiveTime() {
        let s = Scene { $0.position = CGPoint(x: -1, y: 0) }
        let a = basic("position.x", from: 0, to: 10, duration: 1)
        a.repeatDuration = 2.5
        a.repeatCount = 100  // ignored: repeatDuration wins
        s.layer.add(a, forKey: "x")
        expectClose(s.presentation(at: 1.5).position.x, 5, tolerance: 1e-9)
        expectClose(s.presentation(at: 2.25).position.x, 2.5, tolerance: 1e-9)
        expectClose(s.presentation(at: 2.6).position.x, -1, tolerance: 0, "ended after 2.5 s")
    }

    @Test func fractionalRepeatCountEndsPartWayThroughAnIteration() {
        let s = Scene { $0.position = CGPoint(x: -1, y: 0) }
        let a = basic("position.x", from: 0, to: 10, duration: 1)
        a.repeatCount = 1.5
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        s.layer.add(a, forKey: "x")
        expectClose(s.presentation(at: 1.25).position.x, 2.5, tolerance: 1e-9)
        expectClose(s.presentation(at: 3).position.x, 5, tolerance: 1e-9, "holds where it stopped, halfway")
    }

    @Test func speedTwoHalvesTheAnimationsTime() {
        let s = Scene { $0.position = CGPoint(x: -1, y: 0) }
        let a = basic("position.x", from: 0, to: 100, duration: 1)
        a.speed = 2
        s.layer.add(a, forKey: "x")
        expectClose(s.presentation(at: 0.1).position.x, 20, tolerance: 1e-9)
        expectClose(s.presentation(at: 0.25).position.x, 50, tolerance: 1e-9)
        expectClose(s.presentation(at: 0.45).position.x, 90, tolerance: 1e-9)
        expectClose(s.presentation(at: 0.51).position.x, -1, tolerance: 0, "done after 0.5 s")
    }

    @Test func timeOffsetShiftsThePlayheadAndWraps() {
        let s = Scene { $0.position = CGPoint(x: -1, y: 0) }
        let a = basic("position.x", from: 0, to: 100, duration: 1)
        a.timeOffset = 0.5
        s.layer.add(a, forKey: "x")
        expectClose(s.presentation(at: 0).position.x, 50, tolerance: 1e-9)
        expectClose(s.presentation(at: 0.25).position.x, 75, tolerance: 1e-9)
        expectClose(s.presentation(at: 0.75).position.x, 25, tolerance: 1e-9)
        expectClose(s.presentation(at: 1.01).position.x, -1, tolerance: 0, "active time is still one duration")
    }

    @Test func durationZeroMeansAQuarterSecond() {
        let s = Scene { $0.opacity = 1 }
        let a = basic("opacity", from: 0, to: 1, duration: 0)
        s.layer.add(a, forKey: "fade")
        expectClose(Double(s.presentation(at: 0.125).opacity), 0.5, tolerance: 1e-6)
        expectClose(Double(s.presentation(at: 0.2).opacity), 0.8, tolerance: 1e-6)
        #expect(s.layer.animation(forKey: "fade") != nil)
        expectClose(Double(s.presentation(at: 0.26).opacity), 1, tolerance: 0)
        #expect(s.layer.animation(forKey: "fade") == nil, "finished after 0.25 s")
    }

    @Test func aSlowLayerSlowsItsAnimations() {
        let s = Scene { $0.speed = 0.5; $0.position = CGPoint(x: -1, y: 0) }
        s.layer.add(basic("position.x", from: 0, to: 100, duration: 1), forKey: "x")
        // One second of the layer's time is two of the clock's.
        expectClose(s.presentation(at: 1).position.x, 50, tolerance: 1e-9)
        expectClose(s.presentation(at: 1.9).position.x, 95, tolerance: 1e-9)
        expectClose(s.presentation(at: 2.01).position.x, -1, tolerance: 0)
    }

    /// Apple's Technical Q&A QA1673, "How to pause the animation of a layer tree".
    @Test func pauseAndResumeByLayerTime() {
        let s = Scene { $0.position = CGPoint(x: -1, y: 0) }
        s.layer.add(basic("position.x", from: 0, to: 100, duration: 1), forKey: "x")
        _ = s.presentation(at: 0.3)
        let pausedTime = s.layer.convertTime(s.clock.time, from: nil)
        s.layer.speed = 0
        s.layer.timeOffset = pausedTime
        expectClose(s.presentation(at: 0.3).position.x, 30, tolerance: 1e-9)
        expectClose(s.presentation(at: 5).position.x, 30, tolerance: 1e-9, "frozen while paused")

        s.layer.speed = 1
        s.layer.timeOffset = 0
        s.layer.beginTime = 0
        s.layer.beginTime = s.layer.convertTime(s.clock.time, from: nil) - pausedTime
        expectClose(s.presentation(at: 5.2).position.x, 50, tolerance: 1e-9, "resumes where it paused")
        expectClose(s.presentation(at: 5.71).position.x, -1, tolerance: 0, "and ends 0.7 s later")
    }

    @Test func delegateHearsStartAndFinishedStopAtTheRightTimes() {
        let s = Scene()
        let recorder = DelegateCounter()
        let a = basic("opacity", from: 0, to: 1)
        a.beginTime = s.layer.convertTime(s.clock.time, from: nil) + 0.5
        a.delegate = recorder
        s.layer.add(a, forKey: "fade")
        _ = s.presentation(at: 0.4)
        #expect(recorder.starts == 0)
        _ = s.presentation(at: 0.6)
        #expect(recorder.starts == 1)
        _ = s.presentation(at: 1.4)
        #expect(recorder.stops.isEmpty)
        _ = s.presentation(at: 1.6)
        #expect(recorder.stops == [true])
    }

    @Test func removingEarlyReportsNotFinished() {
        let s = Scene()
        let recorder = DelegateCounter()
        let a = basic("opacity", from: 0, to: 1)
        a.delegate = recorder
        s.layer.add(a, forKey: "fade")
        _ = s.presentation(at: 0.3)
        s.layer.removeAnimation(forKey: "fade")
        expectClose(Double(s.presentation(at: 0.4).opacity), 1, tolerance: 0)
        #expect(recorder.stops == [false])
    }

    // MARK: Key paths

    @Test func positionX() {
        let s = Scene { $0.position = CGPoint(x: 3, y: 4) }
        s.layer.add(basic("position.x", from: 0, to: 100), forKey: nil)
        expectClose(s.presentation(at: 0.3).position, CGPoint(x: 30, y: 4), tolerance: 1e-9)
    }

    @Test func boundsSize() {
        let s = Scene { $0.bounds = CGRect(x: 5, y: 6, width: 1, height: 1) }
        s.layer.add(basic("bounds.size", from: CGSize(width: 10, height: 20), to: CGSize(width: 30, height: 60)), forKey: nil)
        expectClose(s.presentation(at: 0.5).bounds, CGRect(x: 5, y: 6, width: 20, height: 40), tolerance: 1e-9)
    }

    @Test func transformScale() {
        let s = Scene()
        s.layer.add(basic("transform.scale", from: 1, to: 2), forKey: nil)
        // Expected: the "transform.scale" field path sets all three scale factors.
        expectTransform(s.presentation(at: 0.5).transform, CATransform3DMakeScale(1.5, 1.5, 1.5))
    }

    @Test func transformRotationZKeepsScaleAndTranslation() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        let move = CATransform3DMakeTranslation(10, 20, 0)
        let s = Scene { $0.transform = CATransform3DConcat(scale, move) }
        let a = basic("transform.rotation.z", from: 0, to: Double.pi / 2)
        a.fillMode = .forwards
        a.isRemovedOnCompletion = false
        s.layer.add(a, forKey: "spin")
        func expected(_ angle: Double) -> CATransform3D {
            // Points are scaled, then rotated, then translated (row vectors, as in Core Animation).
            CATransform3DConcat(CATransform3DConcat(scale, CATransform3DMakeRotation(angle, 0, 0, 1)), move)
        }
        expectTransform(s.presentation(at: 0.5).transform, expected(.pi / 4), tolerance: 1e-9)
        let end = s.presentation(at: 2).transform
        expectTransform(end, expected(.pi / 2), tolerance: 1e-9)
        // By hand: a 90° turn of a 2× scale, moved by (10, 20).
        expectClose(end.m11, 0, tolerance: 1e-9); expectClose(end.m12, 2, tolerance: 1e-9)
        expectClose(end.m21, -2, tolerance: 1e-9); expectClose(end.m22, 0, tolerance: 1e-9)
        expectClose(end.m41, 10, tolerance: 1e-9); expectClose(end.m42, 20, tolerance: 1e-9)
    }

    @Test func opacity() {
        let s = Scene()
        s.layer.add(basic("opacity", from: 0.2, to: 0.6), forKey: nil)
        expectClose(Double(s.presentation(at: 0.5).opacity), 0.4, tolerance: 1e-6)
    }

    @Test func backgroundColorInterpolatesSRGBComponents() {
        let s = Scene { $0.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }
        s.layer.add(basic("backgroundColor", from: CGColor.black, to: CGColor.white), forKey: nil)
        guard let c = s.presentation(at: 0.5).backgroundColor?.components else {
            Issue.record("no background colour")
            return
        }
        // Expected: Core Animation interpolates the gamma-encoded components: mid-grey is sRGB 0.5.
        for (i, v) in c.enumerated() {
            expectClose(v, i == 3 ? 1 : 0.5, tolerance: 1e-9, "component \(i)")
        }
    }

    @Test func backgroundColorToOnlyStartsFromTheModelColour() {
        let s = Scene { $0.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }
        s.layer.add(basic("backgroundColor", to: CGColor(red: 0, green: 0, blue: 1, alpha: 0)), forKey: nil)
        let c = s.presentation(at: 0.25).backgroundColor?.components ?? []
        #expect(c.count == 4)
        if c.count == 4 {
            expectClose(c[0], 0.75, tolerance: 1e-9); expectClose(c[1], 0, tolerance: 1e-9)
            expectClose(c[2], 0.25, tolerance: 1e-9); expectClose(c[3], 0.75, tolerance: 1e-9)
        }
    }

    /// Reads the sRGB components of the presentation's background colour.
    private func colour(_ s: Scene, at t: CFTimeInterval) -> [Double] {
        (s.presentation(at: t).backgroundColor?.components ?? []).map(Double.init)
    }

    private func expectComponents(_ actual: [Double], _ expected: [Double],
                                  sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        for (i, (a, e)) in zip(actual, expected).enumerated() {
            expectClose(a, e, tolerance: 1e-9, "component \(i)", sourceLocation: sourceLocation)
        }
    }

    @Test func backgroundColorToMinusBy() {
        let s = Scene { $0.backgroundColor = CGColor.black }
        // to − by = (1, 1, 1, 1) − (0.5, 0.5, 0.5, 0) = (0.5, 0.5, 0.5, 1).
        s.layer.add(basic("backgroundColor", to: CGColor.white, by: CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 0)),
                    forKey: nil)
        expectComponents(colour(s, at: 0), [0.5, 0.5, 0.5, 1])
        expectComponents(colour(s, at: 0.5), [0.75, 0.75, 0.75, 1])
    }

    @Test func backgroundColorByOnlyAddsToTheModel() {
        let s = Scene { $0.backgroundColor = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1) }
        s.layer.add(basic("backgroundColor", by: CGColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 0)), forKey: nil)
        expectComponents(colour(s, at: 0.5), [0.3, 0.5, 0.7, 1])
    }

    @Test func cumulativeColourStepsMayBeNegative() {
        let s = Scene()
        let a = basic("backgroundColor", from: CGColor(gray: 0.5, alpha: 1), to: CGColor(gray: 0.4, alpha: 1))
        a.isCumulative = true
        a.repeatCount = 2
        s.layer.add(a, forKey: nil)
        // Second iteration, halfway: 0.5 + 1·(0.4 − 0.5) + 0.5·(0.4 − 0.5) = 0.35.
        expectComponents(colour(s, at: 1.5), [0.35, 0.35, 0.35, 1])
    }

    @Test func additiveColourIsClampedToTheDisplayableRange() {
        let s = Scene { $0.backgroundColor = CGColor(red: 0.8, green: 0.1, blue: 0.5, alpha: 1) }
        let a = basic("backgroundColor", from: CGColor(red: 0.4, green: 0, blue: 0, alpha: 0),
                      to: CGColor(red: 0.4, green: 0, blue: 0, alpha: 0))
        a.isAdditive = true
        s.layer.add(a, forKey: nil)
        expectComponents(colour(s, at: 0.5), [1, 0.1, 0.5, 1])
    }

    @Test func cornerRadiusAndBorderWidth() {
        let s = Scene()
        s.layer.add(basic("cornerRadius", from: 0, to: 20), forKey: "r")
        s.layer.add(basic("borderWidth", from: 1, to: 5), forKey: "w")
        let p = s.presentation(at: 0.25)
        expectClose(p.cornerRadius, 5, tolerance: 1e-9)
        expectClose(p.borderWidth, 2, tolerance: 1e-9)
    }

    @Test func unknownKeyPathIsReportedAndHasNoEffect() {
        let s = Scene { $0.position = CGPoint(x: 1, y: 2); $0.opacity = 0.5 }
        s.layer.add(basic("wobble", from: 0, to: 1), forKey: "w")
        #expect(s.clock.diagnostics.contains { $0.contains("wobble") })
        let p = s.presentation(at: 0.5)
        expectClose(p.position, CGPoint(x: 1, y: 2), tolerance: 0)
        #expect(p.opacity == 0.5)
        expectClose(p.bounds, s.layer.bounds, tolerance: 0)
        expectTransform(p.transform, CATransform3DIdentity, tolerance: 0)
    }

    @Test func mismatchedValueKindHasNoEffect() {
        let s = Scene { $0.position = CGPoint(x: 1, y: 2) }
        s.layer.add(basic("position", from: 0, to: 10), forKey: "x")
        expectClose(s.presentation(at: 0.5).position, CGPoint(x: 1, y: 2), tolerance: 0)
    }

    // MARK: Copy on add

    @Test func theLayerRunsACopy() {
        let s = Scene { $0.position = CGPoint(x: 0, y: 0) }
        let a = basic("position.x", from: 0, to: 100)
        s.layer.add(a, forKey: "x")
        a.toValue = 1000
        a.duration = 10
        a.keyPath = "opacity"
        a.isAdditive = true
        #expect(s.layer.animation(forKey: "x") !== a)
        let p = s.presentation(at: 0.5)
        expectClose(p.position.x, 50, tolerance: 1e-9)
        #expect(p.opacity == 1)
        expectClose(s.presentation(at: 1.01).position.x, 0, tolerance: 0, "still one second long")
    }

    @Test func addingUnderAnExistingKeyReplacesIt() {
        let s = Scene()
        s.layer.add(basic("position.x", from: 0, to: 100), forKey: "x")
        s.layer.add(basic("position.x", from: 200, to: 300), forKey: "x")
        #expect(s.layer.animationKeys() == ["x"])
        expectClose(s.presentation(at: 0.5).position.x, 250, tolerance: 1e-9)
    }
}
