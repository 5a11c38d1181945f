//  PhysicsContactSolver.swift — FlipbookKit
//  Flipbook's deterministic rigid-body engine behind UIKit Dynamics. Status: complete.

import Foundation

/// The step's contacts as the solver's rounds work on them: compact rows, in the order found.
///
/// A pile of 860 boxes has 2 600 contacts, each solved ten times a step for velocity and four
/// times for position. The velocity rows hold only what those rounds read — the arms as cross
/// products with the normal and tangent, the masses and the impulses — and the position rows the
/// reference edge's plane and the incident points, each in its body's frame, where a `ContactRow`
/// is 370 bytes: a step's contacts fit in the cache.
///
/// The order stays the order found (by body): sequential impulses converge differently in another,
/// and a pile solved colour by colour (Box2D v3's graph colouring, no two contacts of a colour
/// sharing a body) never came to rest where the order found let it rest.
struct ContactSolver {
    /// A contact point's velocity row.
    struct Point {
        /// rA × n, rB × n, rA × t, rB × t (t = n⊥): how much an impulse along n or t turns each body.
        var normalArmA: Double, normalArmB: Double, tangentArmA: Double, tangentArmB: Double
        var normalMass: Double, tangentMass: Double
        /// Target normal velocity (restitution, or the gap of a speculative point), pt/s.
        var velocityBias: Double
        var normalImpulse: Double, tangentImpulse: Double

        init(_ p: PhysicsWorld.ContactPointRow, normal n: PhysicsVector) {
            let t = n.perpendicular
            normalArmA = p.rA.cross(n); normalArmB = p.rB.cross(n)
            tangentArmA = p.rA.cross(t); tangentArmB = p.rB.cross(t)
            normalMass = p.normalMass; tangentMass = p.tangentMass
            velocityBias = p.velocityBias
            normalImpulse = p.normalImpulse; tangentImpulse = p.tangentImpulse
        }
    }

    /// A contact's velocity row: its bodies, normal, friction and one or two points (held inline).
    struct Constraint {
        var a: Int, b: Int
        var normal: PhysicsVector
        var friction: Double
        var pointCount: Int
        var first: Point, second: Point
        /// The contact's index in the step's `ContactRow`s, for its impulses to go back to.
        var row: Int
    }

    /// A contact's position row (Box2D's position manifold): the reference edge's plane in its
    /// body's frame and the incident body's points in contact in its own, fixed for the step, so
    /// that a round measures each point's separation with two turns and a dot product.
    struct PositionRow {
        var a: Int, b: Int
        var referenceIsA: Bool
        var pointCount: Int
        /// The reference edge's outward unit normal and a point of it.
        var normal: PhysicsVector, planePoint: PhysicsVector
        var first: PhysicsVector, second: PhysicsVector

        /// The row of a contact between bodies `a` and `b` with `edges` (in the bodies' frames), the
        /// reference body at `xR` turned by `qR` and the incident one at `xI` turned by `qI` (where
        /// the contact was found); nil when no point of the incident edge faces the reference edge.
        init?(a: Int, b: Int, edges: EdgeContact, reference xR: PhysicsVector, _ qR: EdgeContact.Rotation,
              incident xI: PhysicsVector, _ qI: EdgeContact.Rotation) {
            let points = edges.incidentPoints(reference: xR, qR, incident: xI, qI)
            guard !points.isEmpty else { return nil }
            (self.a, self.b, referenceIsA, pointCount) = (a, b, edges.referenceIsA, points.count)
            (normal, planePoint) = edges.referencePlane
            (first, second) = (points[0], points[points.count - 1])
        }

        /// The contact where the bodies now are (the reference one at `xR` turned by `qR`, the
        /// incident one at `xI` turned by `qI`): the reference edge's outward normal, and each
        /// incident point's separation from the edge's line with the point midway between them.
        func measured(reference xR: PhysicsVector, _ qR: EdgeContact.Rotation,
                      incident xI: PhysicsVector, _ qI: EdgeContact.Rotation) -> MeasuredContact {
            var m = MeasuredContact()
            m.normal = normal.rotated(cos: qR.cos, sin: qR.sin)
            let plane = xR + planePoint.rotated(cos: qR.cos, sin: qR.sin)
            func measure(_ local: PhysicsVector) {
                let q = xI + local.rotated(cos: qI.cos, sin: qI.sin), separation = m.normal.dot(q - plane)
                m.append(q - m.normal * (separation / 2), separation)
            }
            measure(first)
            if pointCount > 1 { measure(second) }
            return m
        }
    }

    private(set) var constraints: [Constraint] = []
    private(set) var positionRows: [PositionRow] = []
    /// Per body: the angle the position rounds last turned it to, with its cosine and sine.
    private var rotations: [(angle: Double, cos: Double, sin: Double)] = []

    /// Builds the rows of the contacts that are not inactive, with the bodies where they were found
    /// (at `position`, turned as `rotations` say — the world's cache, past the bodies the static world).
    mutating func load(_ contacts: [PhysicsWorld.ContactRow], position: [PhysicsVector],
                       rotations: [(angle: Double, cos: Double, sin: Double)]) {
        constraints.removeAll(keepingCapacity: true)
        positionRows.removeAll(keepingCapacity: true)
        func rotation(of i: Int) -> EdgeContact.Rotation { i < rotations.count ? (rotations[i].cos, rotations[i].sin) : (1, 0) }
        for c in contacts.indices where !contacts[c].isInactive {
            let n = contacts[c].normal, points = contacts[c].points
            let first = Point(points[0], normal: n)
            let second = points.count > 1 ? Point(points[1], normal: n) : first
            let a = contacts[c].a, b = contacts[c].b, edges = contacts[c].edges
            constraints.append(Constraint(a: a, b: b, normal: n, friction: contacts[c].friction,
                                          pointCount: points.count, first: first, second: second, row: c))
            let reference = edges.referenceIsA ? a : b, incident = edges.referenceIsA ? b : a
            if let row = PositionRow(a: a, b: b, edges: edges, reference: position[reference], rotation(of: reference),
                                     incident: position[incident], rotation(of: incident)) {
                positionRows.append(row)
            }
        }
    }

    /// Applies each contact's carried-over impulses before the rounds (Box2D's warm start).
    func warmStart(_ s: inout PhysicsWorld.SolverBodies) {
        for c in constraints.indices {
            let c = constraints[c]
            Self.apply(c.first, c, &s)
            if c.pointCount > 1 { Self.apply(c.second, c, &s) }
        }
    }

    private static func apply(_ p: Point, _ c: Constraint, _ s: inout PhysicsWorld.SolverBodies) {
        guard p.normalImpulse != 0 || p.tangentImpulse != 0 else { return }
        let a = c.a, b = c.b, n = c.normal, t = n.perpendicular
        let P = n * p.normalImpulse + t * p.tangentImpulse
        s.velocity[a] -= P * s.inverseMass[a]
        s.angularVelocity[a] -= s.inverseInertia[a] * (p.normalArmA * p.normalImpulse + p.tangentArmA * p.tangentImpulse)
        s.velocity[b] += P * s.inverseMass[b]
        s.angularVelocity[b] += s.inverseInertia[b] * (p.normalArmB * p.normalImpulse + p.tangentArmB * p.tangentImpulse)
    }

    /// One velocity round over every contact: friction first, bounded by the normal impulse so
    /// far (skipped where the friction is 0, UIKit's default, as it would change nothing), then
    /// the normal, which matters more.
    mutating func solveVelocities(_ s: inout PhysicsWorld.SolverBodies) {
        // Through buffer pointers: a round is 26 000 small solves a step in a pile, and each write
        // through the arrays checked their uniqueness and bounds (3 % of a pile's step).
        let imass = s.inverseMass, iinertia = s.inverseInertia
        constraints.withUnsafeMutableBufferPointer { constraints in
            s.velocity.withUnsafeMutableBufferPointer { v in
                s.angularVelocity.withUnsafeMutableBufferPointer { w in
                    imass.withUnsafeBufferPointer { im in
                        iinertia.withUnsafeBufferPointer { ii in
                            for k in constraints.indices { Self.solve(&constraints[k], v, w, im, ii) }
                        }
                    }
                }
            }
        }
    }

    @inline(__always)
    private static func solve(_ c: inout Constraint, _ v: UnsafeMutableBufferPointer<PhysicsVector>,
                              _ w: UnsafeMutableBufferPointer<Double>, _ im: UnsafeBufferPointer<Double>,
                              _ ii: UnsafeBufferPointer<Double>) {
        let a = c.a, b = c.b
        var body = Bodies(vA: v[a], wA: w[a], vB: v[b], wB: w[b], imA: im[a], iiA: ii[a], imB: im[b], iiB: ii[b])
        let n = c.normal
        if c.friction > 0 {
            let t = n.perpendicular
            body.friction(&c.first, t, c.friction)
            if c.pointCount > 1 { body.friction(&c.second, t, c.friction) }
        }
        body.normal(&c.first, n)
        if c.pointCount > 1 { body.normal(&c.second, n) }
        v[a] = body.vA; w[a] = body.wA
        v[b] = body.vB; w[b] = body.wB
    }

    /// The two bodies' velocities and inverse masses while a contact is solved.
    private struct Bodies {
        var vA: PhysicsVector, wA: Double, vB: PhysicsVector, wB: Double
        let imA: Double, iiA: Double, imB: Double, iiB: Double

        @inline(__always)
        mutating func friction(_ p: inout Point, _ t: PhysicsVector, _ friction: Double) {
            let vt = (vB - vA).dot(t) + wB * p.tangentArmB - wA * p.tangentArmA
            let limit = friction * p.normalImpulse
            let impulse = min(max(p.tangentImpulse - p.tangentMass * vt, -limit), limit)
            let d = impulse - p.tangentImpulse
            p.tangentImpulse = impulse
            push(t * d, d * p.tangentArmA, d * p.tangentArmB)
        }

        @inline(__always)
        mutating func normal(_ p: inout Point, _ n: PhysicsVector) {
            let vn = (vB - vA).dot(n) + wB * p.normalArmB - wA * p.normalArmA
            let impulse = max(p.normalImpulse - p.normalMass * (vn - p.velocityBias), 0)
            let d = impulse - p.normalImpulse
            p.normalImpulse = impulse
            push(n * d, d * p.normalArmA, d * p.normalArmB)
        }

        /// Impulse `P` from A to B, with its moments `turnA` about A and `turnB` about B.
        @inline(__always)
        mutating func push(_ P: PhysicsVector, _ turnA: Double, _ turnB: Double) {
            vA -= P * imA; wA -= iiA * turnA
            vB += P * imB; wB += iiB * turnB
        }
    }

    /// Gives the contacts their impulses after the rounds: the next step starts from them.
    func storeImpulses(in contacts: inout [PhysicsWorld.ContactRow]) {
        for c in constraints {
            contacts[c.row].points[0].normalImpulse = c.first.normalImpulse
            contacts[c.row].points[0].tangentImpulse = c.first.tangentImpulse
            if c.pointCount > 1 {
                contacts[c.row].points[1].normalImpulse = c.second.normalImpulse
                contacts[c.row].points[1].tangentImpulse = c.second.tangentImpulse
            }
        }
    }

    /// Starts the position rounds from the world's cached rotations (`PhysicsWorld.rotation(of:angle:)`).
    mutating func beginPositions(_ rotations: [(angle: Double, cos: Double, sin: Double)]) {
        self.rotations = rotations
    }

    /// One position round: each pair pushed apart along its normal, leaving `linearSlop` of
    /// overlap. Each point of the incident body found this step is measured against the
    /// reference edge's plane where the bodies now are (Box2D's position solver: the edges
    /// clipped again each round, as the collision test does, were the most of a pile's rounds).
    mutating func solvePositions(_ s: inout PhysicsWorld.SolverBodies) {
        for k in positionRows.indices { solvePosition(positionRows[k], &s) }
    }

    private mutating func solvePosition(_ c: PositionRow, _ s: inout PhysicsWorld.SolverBodies) {
        let a = c.a, b = c.b
        let reference = c.referenceIsA ? a : b, incident = c.referenceIsA ? b : a
        // Both points measured before either is corrected.
        let m = c.measured(reference: s.position[reference], rotation(of: reference, angle: s.angle[reference]),
                           incident: s.position[incident], rotation(of: incident, angle: s.angle[incident]))
        let normal = c.referenceIsA ? m.normal : -m.normal
        let imA = s.inverseMass[a], imB = s.inverseMass[b], iiA = s.inverseInertia[a], iiB = s.inverseInertia[b]
        for k in 0..<m.count {
            let (p, separation) = m[k]
            let C = min(max(PhysicsWorld.positionCorrectionRate * (separation + PhysicsWorld.linearSlop),
                            -PhysicsWorld.maxPositionCorrection), 0)
            let rA = p - s.position[a], rB = p - s.position[b]
            let rnA = rA.cross(normal), rnB = rB.cross(normal)
            let K = imA + imB + iiA * rnA * rnA + iiB * rnB * rnB
            guard K > 0, C < 0 else { continue }
            let P = normal * (-C / K)
            s.position[a] -= P * imA; s.angle[a] -= iiA * rA.cross(P)
            s.position[b] += P * imB; s.angle[b] += iiB * rB.cross(P)
        }
    }

    /// The cosine and sine of `angle`, body `i`'s. The rounds start from the world's (exact, for the
    /// angles the contacts were found at) and turn them by each correction's small angle with a
    /// short series rather than `cos` and `sin` again: the rounds turn bodies by hundredths of a
    /// radian, thousands of times a step, and two calls to the maths library per contact per round
    /// were a fifth of a pile's position rounds. (The static world, past the bodies, never turns.)
    @inline(__always)
    private mutating func rotation(of i: Int, angle: Double) -> EdgeContact.Rotation {
        guard i < rotations.count else { return angle == 0 ? (1, 0) : (cos(angle), sin(angle)) }
        let last = rotations[i]
        if last.angle != angle {
            let d = angle - last.angle
            if abs(d) <= 1.0 / 16 {
                let (c, s) = Self.cosSin(ofSmall: d)
                rotations[i] = (angle, last.cos * c - last.sin * s, last.sin * c + last.cos * s)
            } else {
                rotations[i] = (angle, cos(angle), sin(angle))
            }
        }
        return (rotations[i].cos, rotations[i].sin)
    }

    /// cos d and sin d for |d| ≤ 1/16, by their Taylor series to d⁸ and d⁹ (the next terms are
    /// below 10⁻¹⁸, under a double's rounding).
    @inline(__always)
    static func cosSin(ofSmall d: Double) -> (cos: Double, sin: Double) {
        let d2 = d * d
        // (Multiplied by the reciprocals, which fold to constants: a division takes four times as long.)
        let c = 1 - d2 * (1.0 / 2) * (1 - d2 * (1.0 / 12) * (1 - d2 * (1.0 / 30) * (1 - d2 * (1.0 / 56))))
        let s = d * (1 - d2 * (1.0 / 6) * (1 - d2 * (1.0 / 20) * (1 - d2 * (1.0 / 42) * (1 - d2 * (1.0 / 72)))))
        return (c, s)
    }
}
