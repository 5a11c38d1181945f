//  LayerTimeWarpTests.swift — FlipbookCoreTests
//  An eased remapping of a layer's local time, and animations ending under it.

import Foundation
@testable import FlipbookCore
import FlipbookTestSupport
import Testing

@Suite struct LayerTimeWarpTests {
    private let easeIn = CAMediaTimingFunction(name: .easeIn)

    @Test func localTimeFollowsTheCurveAndItsInverseReturns() {
        let warp = LayerTimeWarp(start: 10, duration: 2, from: 0.4, to: 1.0, curve: easeIn, rateAfter: 1)
        #expect(warp.localTime(atParentTime: 9) == 0.4)
        expectClose(warp.localTime(atParentTime: 11), 0.4 + 0.6 * easeIn.output(at: 0.5))
        #expect(warp.localTime(atParentTime: 12) == 1.0)
        #expect(warp.localTime(atParentTime: 13) == 2.0, "carries on at rateAfter")
        for t in stride(from: 10.1, through: 13, by: 0.3) {
            expectClose(warp.parentTime(atLocalTime: warp.localTime(atParentTime: t))!, t, tolerance: 1e-9)
        }
    }

    @Test func runningBackwardsAndHolding() {
        let warp = LayerTimeWarp(start: 0, duration: 1, from: 0.5, to: 0, curve: CAMediaTimingFunction(name: .linear), rateAfter: 0)
        expectClose(warp.localTime(atParentTime: 0.5), 0.25)
        #expect(warp.localTime(atParentTime: 5) == 0)
        expectClose(warp.parentTime(atLocalTime: 0.1)!, 0.8)
        #expect(warp.parentTime(atLocalTime: 0.7) == nil, "never reached")
    }

    @Test func anAnimationUnderAWarpedLayerEndsWhenTheWarpReachesItsEnd() {
        let clock = MediaClock()
        let root = CALayer(), container = CALayer(), layer = CALayer()
        root.addSublayer(container)
        container.addSublayer(layer)
        clock.add(root)
        container.speed = 0  // paused at local time 0, as an interactive transition starts
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        var stoppedAt: Double?
        final class Probe: CAAnimationDelegate {
            let report: () -> Void
            init(_ report: @escaping () -> Void) { self.report = report }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { report() }
        }
        move.delegate = Probe { stoppedAt = clock.time }
        layer.add(move, forKey: "move")
        #expect(layer.animation(forKey: "move")?.beginTime == 0)
        clock.tick(to: 1)
        container.timeOffset = 0.3  // scrubbed to 30 %
        expectClose(layer.presentation()!.position.x, 30)
        // Finish: from 0.3 to 1 over 0.7 s of clock time, easing in.
        container.timeWarp = LayerTimeWarp(start: 1, duration: 0.7, from: 0.3, to: 1, curve: easeIn, rateAfter: 1)
        clock.tick(to: 1.35)
        expectClose(layer.presentation()!.position.x, 100 * (0.3 + 0.7 * easeIn.output(at: 0.5)), tolerance: 1e-9)
        clock.tick(to: 3)
        expectClose(stoppedAt ?? -1, 1.7, tolerance: 1e-9)
    }
}
