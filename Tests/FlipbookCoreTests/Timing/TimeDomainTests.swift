//  TimeDomainTests.swift — FlipbookCoreTests
//  Animations on several layers sharing one time space (what a property animator owns).

import Foundation
@testable import FlipbookCore
import FlipbookTestSupport
import Testing

@Suite struct TimeDomainTests {
    /// Two sibling layers each moving x from 0 to 100 over 1 s with easeIn, both in one domain.
    private func scene() -> (MediaClock, [CALayer], TimeDomain) {
        let root = CALayer()
        let layers = [CALayer(), CALayer()]
        for layer in layers { root.addSublayer(layer) }
        let clock = MediaClock()
        clock.add(root)
        let domain = TimeDomain()
        for layer in layers {
            let move = CABasicAnimation(keyPath: "position.x")
            move.fromValue = 0
            move.toValue = 100
            move.duration = 1
            move.fillMode = .both
            move.isRemovedOnCompletion = false
            move.timingFunction = CAMediaTimingFunction(name: .easeIn)
            layer.add(move, forKey: "move", in: domain)
        }
        return (clock, layers, domain)
    }

    /// easeIn (0.42, 0, 1, 1) by bisection on x(t), independently of the solver.
    private func easeIn(_ x: Double) -> Double {
        func bezier(_ a: Double, _ b: Double, _ t: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if bezier(0.42, 1, mid) < x { lo = mid } else { hi = mid }
        }
        return bezier(0, 1, (lo + hi) / 2)
    }

    @Test func oneDomainPausesScrubsAndReversesEveryLayerInIt() {
        let (clock, layers, domain) = scene()
        clock.tick(to: 0.3)
        for layer in layers { expectClose(layer.presentation()!.position.x, 100 * easeIn(0.3), tolerance: 1e-6) }

        domain.set(localTime: 0.3, atLayerTime: clock.time, speed: 0)  // pause
        clock.tick(to: 2)
        for layer in layers { expectClose(layer.presentation()!.position.x, 100 * easeIn(0.3), tolerance: 1e-6) }

        domain.timeOffset = 0.7  // scrub
        for layer in layers { expectClose(layer.presentation()!.position.x, 100 * easeIn(0.7), tolerance: 1e-6) }

        for layer in layers { layer.animation(forKey: "move")!.evaluatesLinearly = true }
        for layer in layers { expectClose(layer.presentation()!.position.x, 70, tolerance: 1e-9) }
        for layer in layers { layer.animation(forKey: "move")!.evaluatesLinearly = false }

        domain.set(localTime: 0.7, atLayerTime: clock.time, speed: -1)  // reverse from here
        clock.tick(to: 2.5)
        for layer in layers { expectClose(layer.presentation()!.position.x, 100 * easeIn(0.2), tolerance: 1e-6) }
        #expect(domain.layerTime(atLocalTime: 0) == 2.7, "back at the start 0.7 s after reversing")
    }

    @Test func animationsInADomainRaiseNoEventsOfTheirOwn() {
        let (clock, layers, _) = scene()
        final class Recorder: CAAnimationDelegate {
            var calls = 0
            func animationDidStart(_ anim: CAAnimation) { calls += 1 }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { calls += 1 }
        }
        let recorder = Recorder()
        layers[0].animation(forKey: "move")!.delegate = recorder
        clock.tick(to: 5)
        #expect(recorder.calls == 0)
        #expect(clock.hasRunningAnimations, "the domain's owner finishes them")
        #expect(layers[0].animation(forKey: "move")?.beginTime == 0, "begin time stays relative to the domain")
    }
}
