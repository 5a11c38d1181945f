//  PhysicsTrajectoryTests.swift — FlipbookKitTests
//  A recorded path as progress: its projection on the line from start to rest.

@testable import FlipbookKit
import FlipbookTestSupport
import Foundation
import Testing

@Suite struct PhysicsTrajectoryTests {
    /// Expected: projection of (p − start) on (end − start), over |end − start|², worked by hand.
    @Test func progressIsTheProjectionOnTheLineToRest() {
        let path = [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 40), CGPoint(x: 66, y: 88), CGPoint(x: 60, y: 80)]
        let t = PhysicsTrajectory(positions: path, sampleInterval: 0.5)
        #expect(t.progress.count == 4)
        expectClose(t.progress[1], 0.5)
        expectClose(t.progress[2], 1.1, tolerance: 1e-12)  // 10 % past the rest position
        expectClose(t.progress[3], 1)
        expectClose(t.length, 1.5)
        expectClose(t.value(at: 0.5) ?? -1, 0.8, tolerance: 1e-12)  // halfway between samples 1 and 2
    }

    @Test func aRoundTripHasItsDistanceFromTheStart() {
        let path = [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 20), CGPoint(x: 0, y: 0)]
        let t = PhysicsTrajectory(positions: path, sampleInterval: 1)
        #expect(t.progress == [0, 1, 0])
    }
}
