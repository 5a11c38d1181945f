//  InvalidAnimationNumbersTests.swift — FlipbookCoreTests
//  Animations with numbers they cannot run with — a NaN time, a massless spring, a NaN velocity,
//  an endless repeat read far along — run with defaults, said by the layer that takes them,
//  where they used to stop the previewer (an Int made of NaN, a failed precondition).

import Foundation
@testable import FlipbookCore
import FlipbookGraphics
import FlipbookTestSupport
import Testing

@Suite struct InvalidAnimationNumbersTests {
    private func fade(beginTime: CFTimeInterval = 0, duration: CFTimeInterval = 1) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 1.0
        a.toValue = 0.0
        a.beginTime = beginTime
        a.duration = duration
        a.timingFunction = CAMediaTimingFunction(name: .linear)
        return a
    }

    // Before: the NaN begin time made a NaN local time, whose iteration `Int(_:)` trapped on.
    @Test func aNaNBeginTimeIsSaidAndTakenAsNow() {
        let s = Scene()
        s.layer.add(fade(beginTime: .nan), forKey: "fade")
        #expect(s.clock.diagnostics == ["CALayer.add(_:forKey:): the 'opacity' animation has beginTime nan (treated as 0: now)."])
        expectClose(Double(s.presentation(at: 0.5).opacity), 0.5, tolerance: 1e-9)
    }

    @Test func aNaNDurationIsSaidAndTakenAsTheDefault() {
        let s = Scene()
        s.layer.add(fade(duration: .nan), forKey: "fade")
        #expect(s.clock.diagnostics == ["CALayer.add(_:forKey:): the 'opacity' animation has duration nan (treated as 0: "
            + "the default, 0.25 s)."])
        expectClose(Double(s.presentation(at: 0.125).opacity), 0.5, tolerance: 1e-9)
    }

    // Before: `Spring(mass: 0, …)` failed its precondition. Expected: CASpringAnimation docs, mass
    // "must be greater than 0"; Flipbook takes the default, 1.
    @Test func aMasslessSpringIsSaidAndRunsWithTheDefaultMass() {
        let s = Scene { $0.position = CGPoint(x: -1, y: 0) }
        let spring = CASpringAnimation()
        spring.keyPath = "position.x"
        spring.fromValue = 0.0
        spring.toValue = 100.0
        spring.duration = 5
        spring.mass = 0
        s.layer.add(spring, forKey: "spring")
        #expect(s.clock.diagnostics == ["CALayer.add(_:forKey:): the 'position.x' animation has mass 0 (treated as 1)."])
        let reference = Spring()  // mass 1, stiffness 100, damping 10: CASpringAnimation's defaults
        expectClose(Double(s.presentation(at: 0.3).position.x), 100 * reference.value(at: 0.3), tolerance: 1e-9)
        #expect(spring.settlingDuration.isFinite, "the user's own copy answers without trapping too")
    }

    // Before: a NaN velocity made every value NaN — the view gone, the HUD's curve flat.
    @Test func aNaNInitialVelocityIsSaidAndTakenAsZero() {
        let s = Scene { $0.position = CGPoint(x: -1, y: 0) }
        let spring = CASpringAnimation()
        spring.keyPath = "position.x"
        spring.fromValue = 0.0
        spring.toValue = 100.0
        spring.duration = 5
        spring.initialVelocity = .nan
        s.layer.add(spring, forKey: "spring")
        #expect(s.clock.diagnostics == ["CALayer.add(_:forKey:): the 'position.x' animation has initialVelocity nan (treated as 0)."])
        expectClose(Double(s.presentation(at: 0.3).position.x), 100 * Spring().value(at: 0.3), tolerance: 1e-9)
    }

    // Before: Spring(dampingRatio: .nan, …) made a NaN damping and failed "Spring damping must not be
    // negative" — a trap, and a message that named the wrong fault.
    @Test func aFittedSpringOfNaNRatioOrVelocityIsTheCriticalOneAtRest() {
        let fitted = Spring(dampingRatio: .nan, settlingIn: 0.5, initialVelocity: .nan)
        #expect(fitted == Spring(dampingRatio: 1, settlingIn: 0.5))
        #expect(Spring(dampingRatio: 0.5, settlingIn: .infinity).stiffness > 0)
        #expect(Spring(dampingRatio: 0.5, settlingIn: .nan) == Spring(dampingRatio: 0.5, settlingIn: 0))
    }

    // Before: an endless repeat read past 2⁶³ iterations converted its count to Int, a trap.
    @Test func anEndlessRepeatFarAlongCountsItsIterationsUpToIntMax() {
        let m = MediaTimingModel(beginTime: 0, duration: 1e-12, speed: 1, timeOffset: 0, repeatCount: .infinity,
                                 repeatDuration: 0, autoreverses: false, fillMode: .removed)
        let phase = m.phase(atParentTime: 1e8)
        #expect(phase?.iteration == .max)
        let nan = MediaTimingModel(beginTime: .nan, duration: 1, speed: 1, timeOffset: 0, repeatCount: 0,
                                   repeatDuration: 0, autoreverses: false, fillMode: .removed)
        #expect(nan.phase(atParentTime: 3)?.fraction == 0, "a NaN time shows the start")
    }
}
