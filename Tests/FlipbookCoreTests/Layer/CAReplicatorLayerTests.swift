//  CAReplicatorLayerTests.swift — FlipbookCoreTests
//  A replicator's copies: moved by the instance transform about its centre, each running the
//  instance delay later, faded by the alpha offset — against corners and values worked by hand.

import Foundation
@testable import FlipbookCore
import FlipbookGraphics
import FlipbookTestSupport
import Testing

@Suite struct CAReplicatorLayerTests {
    // Core Animation docs, instanceTransform: "The transform matrix applied to the previous
    // instance to produce the current instance", relative to the replicator's centre.
    @Test func eachCopyIsTurnedFromTheLastAboutTheReplicatorsCentre() {
        let root = sceneRoot()
        let dots = CAReplicatorLayer()
        dots.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
        dots.instanceCount = 4
        dots.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        dots.addSublayer(solidLayer(CGRect(x: 45, y: 0, width: 10, height: 10), Palette.red))
        root.addSublayer(dots)
        let items = root.displayList(atRootTime: 0).items
        #expect(items.count == 4)
        // The dot's centre (50, 5) turns about (50, 50) a quarter at a time: (95, 50), (50, 95), (5, 50).
        let centres = items.map { item -> CGPoint in
            let c = item.screenCorners
            return CGPoint(x: (c[0].x + c[3].x) / 2, y: (c[0].y + c[3].y) / 2)
        }
        let expected = [CGPoint(x: 150, y: 105), CGPoint(x: 195, y: 150), CGPoint(x: 150, y: 195), CGPoint(x: 105, y: 150)]
        for (centre, want) in zip(centres, expected) {
            expectClose(Double(centre.x), Double(want.x), tolerance: 1e-9)
            expectClose(Double(centre.y), Double(want.y), tolerance: 1e-9)
        }
    }

    // Core Animation docs, instanceDelay: "the delay, in seconds, between replicated copies";
    // instanceAlphaOffset: "the amount to add to the alpha component of each instance".
    @Test func eachCopyRunsLaterAndFadesByTheOffset() {
        let clock = MediaClock()
        let root = sceneRoot()
        clock.add(root)
        let dots = CAReplicatorLayer()
        dots.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        dots.instanceCount = 3
        dots.instanceDelay = 0.25
        dots.instanceAlphaOffset = -0.25
        let dot = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), Palette.red)
        dots.addSublayer(dot)
        root.addSublayer(dots)
        CATransaction.flush()
        let slide = CABasicAnimation(keyPath: "position.x")
        slide.fromValue = 0
        slide.toValue = 100
        slide.duration = 1
        slide.timingFunction = CAMediaTimingFunction(name: .linear)
        slide.fillMode = .backwards
        dot.add(slide, forKey: "slide")
        CATransaction.flush()
        clock.tick(to: 0.5)
        let items = root.displayList(atRootTime: 0.5).items
        #expect(items.count == 3)
        // At 0.5 s copy k is at 0.5 − 0.25k of the way: x = 50, 25, 0 (its left edge 5 less).
        for (k, item) in items.enumerated() {
            expectClose(Double(item.screenCorners[0].x), [45.0, 20, -5][k], tolerance: 1e-9, "copy \(k)")
            expectClose(item.opacity, [1, 0.75, 0.5][k], tolerance: 1e-6)
        }
    }
}
