//  AnimationInventoryTests.swift — FlipbookKitTests
//  What a window says animates in it: lanes, their timing, the main pacing, and when it changed.

import FlipbookKit
import Testing

@Suite struct AnimationInventoryTests {
    @Test func lanesAndPacingOfAUIViewAnimation() throws {
        let window = UIWindow()
        window.makeKey()
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        window.clock.tick(to: 1)
        // UIKit docs (UIView.animate(withDuration:delay:options:)): the delay postpones the start;
        // .curveEaseOut is Core Animation's easeOut, control points (0, 0) (0.58, 1).
        UIView.animate(withDuration: 0.5, delay: 0.25, options: [.curveEaseOut]) {
            view.alpha = 0
            view.center = CGPoint(x: 100, y: 100)
        }
        let inventory = AnimationInventory(window: window, takeStart: 1)
        #expect(Set(inventory.lanes.map(\.title)) == ["UIImageView.opacity", "UIImageView.position"])
        for lane in inventory.lanes {
            #expect(abs(lane.delay - 0.25) < 1e-9, "starts a quarter second into the take")
            #expect(abs(lane.duration - 0.5) < 1e-9)
        }
        let pacing = try #require(inventory.pacing)
        #expect(pacing.name == "easeOut (0, 0, 0.58, 1)")
        #expect(pacing.value(at: 0) == 0 && pacing.value(at: 1) == 1)
        // The easeOut curve at x = 0.5, found by bisection on its Bézier parameter (independent of Core's solver).
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 { let mid = (lo + hi) / 2; if bezier(mid, 0, 0.58) < 0.5 { lo = mid } else { hi = mid } }
        #expect(abs((pacing.value(at: 0.5) ?? .nan) - bezier(lo, 0, 1)) < 1e-9)
    }

    @Test func aSpringsPacingRunsOverItsSettlingTime() throws {
        let window = UIWindow()
        window.makeKey()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: []) {
            view.center.x = 200
        }
        let pacing = try #require(AnimationInventory(window: window, takeStart: 0).pacing)
        #expect(pacing.name.hasPrefix("spring ζ 1.00, "))
        #expect(pacing.value(at: 0) == 0)
        // Critically damped from rest: 1 − (1 + ωt)e^{−ωt} rises monotonically and is near 1 once settled.
        let samples = stride(from: 0.0, through: 1.0, by: 0.05).compactMap { pacing.value(at: $0) }
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 })
        #expect(abs(samples.last! - 1) < 0.01)
    }

    @Test func theSignatureChangesExactlyWhenTheAnimationsDo() {
        let window = UIWindow()
        window.makeKey()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var before = AnimationSignature(), after = AnimationSignature()
        before.read(window)
        #expect(before.isEmpty)
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        after.read(window)
        #expect(after != before && !after.isEmpty)
        window.clock.tick(to: 0.5)
        before.read(window)
        #expect(before == after, "the same animation, mid-way")
        window.clock.tick(to: 2)
        after.read(window)
        #expect(after.isEmpty, "finished and removed")
    }
}
