//  EdgeContactTests.swift — FlipbookKitTests
//  The position rounds measure a contact again from the edges its collision test found, moved
//  with their bodies (Box2D's position manifold): checked against a fresh collision test.

import Foundation
import Testing
@testable import FlipbookKit
import FlipbookTestSupport

@Suite struct EdgeContactTests {
    private func box(_ position: PhysicsVector, _ angle: Double, _ size: Double = 5) -> ConvexShape {
        ConvexShape(position: position, angle: angle, halfExtents: PhysicsVector(size, size))
    }

    @Test("two boxes that moved and turned a little: the same points and overlaps as a new collision test",
          arguments: [(PhysicsVector(0.3, -0.2), 0.01), (PhysicsVector(-0.4, 0.25), -0.02), (PhysicsVector(1.5, 0.1), 0.0)])
    func measuredAgainAfterAMove(move: PhysicsVector, turn: Double) throws {
        // A 10-pt box resting a little into another, turned 0.05 rad: a box-box contact with an
        // edge of one clipped against the other's.
        let (xA, θA) = (PhysicsVector(0, 0), 0.0), (xB, θB) = (PhysicsVector(1, 9.6), 0.05)
        let m = try #require(Collision.collide(box(xA, θA), box(xB, θB), margin: 0))
        let (xR, θR, xI, θI) = m.edges.referenceIsA ? (xA, θA, xB, θB) : (xB, θB, xA, θA)
        let local = m.edges.inBodyFrames(reference: xR, (cos(θR), sin(θR)), incident: xI, (cos(θI), sin(θI)))
        // The incident body moves and turns; the collision test there is the independent truth.
        let (xI2, θI2) = (xI + move, θI + turn)
        let fresh = try #require(m.edges.referenceIsA ? Collision.collide(box(xR, θR), box(xI2, θI2), margin: 0)
                                                      : Collision.collide(box(xI2, θI2), box(xR, θR), margin: 0))
        let again = local.measured(reference: xR, (cos(θR), sin(θR)), incident: xI2, (cos(θI2), sin(θI2)))
        #expect(again.count == fresh.points.count)
        expectClose(m.edges.referenceIsA ? again.normal : -again.normal, fresh.normal, tolerance: 1e-12)
        for k in fresh.points.indices {
            expectClose(again[k].separation, fresh.separations[k], tolerance: 1e-9)
            expectClose(again[k].point, fresh.points[k], tolerance: 1e-9)
        }
    }

    @Test("a box pressed into a boundary's line: the line's normal and the box's corners past it")
    func measuredAgainstALine() throws {
        // The floor of a rectangle holding the bodies: inward points up (y grows down).
        let inward = PhysicsVector(0, -1), floor = PhysicsVector(0, 100)
        let m = try #require(Collision.collide(box(PhysicsVector(20, 96), 0), lineThrough: floor, inward: inward, margin: 0))
        let local = m.edges.inBodyFrames(reference: .zero, (1, 0), incident: PhysicsVector(20, 96), (1, 0))
        // Moved 0.5 pt deeper and turned: the deeper corner 1 pt + 5·sin 0.02 past the line.
        let turned = 0.02
        let again = local.measured(reference: .zero, (1, 0), incident: PhysicsVector(20, 96.5), (cos(turned), sin(turned)))
        let fresh = try #require(Collision.collide(box(PhysicsVector(20, 96.5), turned), lineThrough: floor, inward: inward, margin: 0))
        expectClose(again.normal, inward, tolerance: 0)
        #expect(again.count == 2 && fresh.points.count == 2)
        let deepest = (0..<2).map { again[$0].separation }.min()!
        expectClose(deepest, fresh.separations[0], tolerance: 1e-12)
        expectClose(deepest, -(1.5 - 5 + 5 * cos(turned) + 5 * sin(turned)), tolerance: 1e-12)
    }
}

private func expectClose(_ a: PhysicsVector, _ b: PhysicsVector, tolerance: Double,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    expectClose(a.cgPoint, b.cgPoint, tolerance: tolerance, sourceLocation: sourceLocation)
}
