//  EdgeContactTests.swift — FlipbookKitTests
//  The position rounds measure a contact from the points its collision test found, each moved
//  with its body, against the reference edge moved with its own (Box2D's position manifold):
//  checked against a fresh collision test where the two must agree.

import Foundation
import Testing
@testable import FlipbookKit
import FlipbookTestSupport

@Suite struct EdgeContactTests {
    private func box(_ position: PhysicsVector, _ angle: Double, _ size: Double = 5) -> ConvexShape {
        ConvexShape(position: position, angle: angle, halfExtents: PhysicsVector(size, size))
    }

    private func rotation(_ angle: Double) -> EdgeContact.Rotation { (cos(angle), sin(angle)) }

    /// A 10-pt box resting a little into another turned 0.05 rad, one box moved by `move` and turned
    /// by `turn`: the row made where the contact was found, measured there and after the move, and a
    /// fresh collision test after it (nil when the boxes are apart).
    private func movedContact(move: PhysicsVector, turn: Double) throws
        -> (found: ContactManifold, atFound: MeasuredContact, moved: MeasuredContact, fresh: ContactManifold?) {
        let (xA, θA) = (PhysicsVector(0, 0), 0.0), (xB, θB) = (PhysicsVector(1, 9.6), 0.05)
        let m = try #require(Collision.collide(box(xA, θA), box(xB, θB), margin: 0))
        let (xR, θR, xI, θI) = m.edges.referenceIsA ? (xA, θA, xB, θB) : (xB, θB, xA, θA)
        let local = m.edges.inBodyFrames(reference: xR, rotation(θR), incident: xI, rotation(θI))
        let row = try #require(ContactSolver.PositionRow(a: 0, b: 1, edges: local, reference: xR, rotation(θR),
                                                          incident: xI, rotation(θI)))
        let (xI2, θI2) = (xI + move, θI + turn)
        let fresh = m.edges.referenceIsA ? Collision.collide(box(xR, θR), box(xI2, θI2), margin: 0)
                                         : Collision.collide(box(xI2, θI2), box(xR, θR), margin: 0)
        return (m, row.measured(reference: xR, rotation(θR), incident: xI, rotation(θI)),
                row.measured(reference: xR, rotation(θR), incident: xI2, rotation(θI2)), fresh)
    }

    @Test("where the contact was found: the collision test's normal, points and overlaps")
    func measuredWhereFound() throws {
        let (found, measured, _, _) = try movedContact(move: .zero, turn: 0)
        #expect(measured.count == found.points.count && measured.count == 2)
        expectClose(found.edges.referenceIsA ? measured.normal : -measured.normal, found.normal, tolerance: 1e-12)
        for k in found.points.indices {
            expectClose(measured[k].separation, found.separations[k], tolerance: 1e-12)
            expectClose(measured[k].point, found.points[k], tolerance: 1e-12)
        }
    }

    // Moved along the reference edge's normal only, the incident edge crosses the edge's side
    // planes where it did: a fresh test clips it at the same points, each overlap changed by the
    // move; a point it leaves out (apart now) is measured apart.
    @Test("moved along the normal: the same points as a new collision test", arguments: [0.1, 0.25, -0.2])
    func movedAlongTheNormal(by distance: Double) throws {
        let (found, _, _, _) = try movedContact(move: .zero, turn: 0)
        let outward = found.edges.referenceIsA ? found.normal : -found.normal
        let (_, _, moved, fresh) = try movedContact(move: outward * distance, turn: 0)
        let truth = try #require(fresh)
        #expect(moved.count == found.points.count)
        for k in found.points.indices {
            guard let t = truth.points.indices.first(where: { truth.features[$0] == found.features[k] }) else {
                #expect(moved[k].separation > 0, "left out of the new test: apart")
                continue
            }
            expectClose(moved[k].separation, truth.separations[t], tolerance: 1e-9)
            expectClose(moved[k].point, truth.points[t], tolerance: 1e-9)
        }
    }

    // Moved sideways and turned, a point that was an incident corner is still that corner, which a
    // fresh test finds where it now is; a point clipped by a side plane is kept where it was on the
    // incident body (Box2D's position solver does the same; the next step's test finds it anew).
    @Test("moved and turned: the incident corner is where a new collision test finds it",
          arguments: [(PhysicsVector(0.3, -0.2), 0.01), (PhysicsVector(-0.4, 0.25), -0.02)])
    func movedAndTurned(move: PhysicsVector, turn: Double) throws {
        let (found, _, moved, fresh) = try movedContact(move: move, turn: turn)
        let truth = try #require(fresh)
        // Feature bits 0–1: 0 or 1 for an incident vertex, 2 or 3 for a side plane's clip.
        let corner = try #require(found.points.indices.first { found.features[$0] & 3 < 2 })
        let again = try #require(truth.points.indices.first { truth.features[$0] == found.features[corner] })
        expectClose(moved[corner].separation, truth.separations[again], tolerance: 1e-9)
        expectClose(moved[corner].point, truth.points[again], tolerance: 1e-9)
    }

    @Test("a box pressed into a boundary's line: the line's normal and the box's corners past it")
    func measuredAgainstALine() throws {
        // The floor of a rectangle holding the bodies: inward points up (y grows down).
        let inward = PhysicsVector(0, -1), floor = PhysicsVector(0, 100)
        let m = try #require(Collision.collide(box(PhysicsVector(20, 96), 0), lineThrough: floor, inward: inward, margin: 0))
        let local = m.edges.inBodyFrames(reference: .zero, (1, 0), incident: PhysicsVector(20, 96), (1, 0))
        let row = try #require(ContactSolver.PositionRow(a: 0, b: 1, edges: local, reference: .zero, (1, 0),
                                                          incident: PhysicsVector(20, 96), (1, 0)))
        // Moved 0.5 pt deeper and turned: the deeper corner 1 pt + 5·sin 0.02 past the line.
        let turned = 0.02
        let again = row.measured(reference: .zero, (1, 0), incident: PhysicsVector(20, 96.5), rotation(turned))
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
