//  PhysicsJoint.swift — FlipbookKit
//  Flipbook's deterministic rigid-body engine behind UIKit Dynamics. Status: complete.

import Foundation

/// What a joint holds between a point on body `b` and a point on body `a` (or a world point),
/// beyond what a spring holds: `b`'s point on a line through `a`'s point (a slider), and the
/// bodies' relative angle — fixed, or within a range (UIAttachmentBehavior's sliding
/// attachments and the rotation range of its pin attachments).
///
/// Measures, both 0 when the joint is made:
/// - translation: (b's point − a's point) · `axis`, with `axis` fixed in `a`'s frame;
/// - angle: b's angle − a's angle − `referenceAngle` (a world end's angle is 0), positive
///   clockwise on screen, the engine's sense.
///
/// Each holds by velocity impulses (limits speculatively: a body closing on a limit is
/// slowed to arrive at it within the step, never bounced) and by position rounds, like
/// rigid springs.
package struct PhysicsJoint: Equatable {
    /// Stable key given by the world when the joint is added (−1 before).
    package internal(set) var key: Int = -1
    /// The reference end: its frame holds `axis`.
    package var a: PhysicsSpring.End
    package var b: PhysicsSpring.End
    /// The line `b`'s point keeps to through `a`'s point, a unit vector in `a`'s frame; nil
    /// leaves the points free of each other (a spring may hold them).
    package var axis: PhysicsVector?
    /// The translation's range along `axis` (−∞...∞: the whole line).
    package var translationRange: ClosedRange<Double> = -Double.infinity...Double.infinity
    /// b's angle minus a's when the joint was made.
    package var referenceAngle = 0.0
    /// The relative angle's range (0...0: the bodies turn only together; −∞...∞: freely).
    package var angleRange: ClosedRange<Double> = -Double.infinity...Double.infinity

    package init(a: PhysicsSpring.End, b: PhysicsSpring.End, axis: PhysicsVector?, referenceAngle: Double = 0) {
        self.a = a
        self.b = b
        self.axis = axis?.normalized
        self.referenceAngle = referenceAngle
    }
}

/// One scalar constraint of a joint for the solver: the rate Ċ = n·(v_b − v_a) + k_b·ω_b − k_a·ω_a
/// held at zero (an equality) or, for a bound, kept from taking `gap` below zero. `n` is a
/// unit vector, or zero for an angle.
struct JointRow {
    var a: Int
    var b: Int
    /// n, k_a, k_b.
    var normal: PhysicsVector
    var angularA: Double
    var angularB: Double
    /// 1/(J M⁻¹ Jᵀ).
    var mass = 0.0
    /// For a bound: how far the measure is inside it (≥ 0 allowed); nil for an equality.
    var gap: Double?
    var impulse = 0.0

    init(a: Int, b: Int, normal: PhysicsVector, angularA: Double, angularB: Double, gap: Double?,
         _ s: PhysicsWorld.SolverBodies) {
        self.a = a
        self.b = b
        self.normal = normal
        self.angularA = angularA
        self.angularB = angularB
        self.gap = gap
        let k = (s.inverseMass[a] + s.inverseMass[b]) * normal.lengthSquared + s.inverseInertia[a] * angularA * angularA
            + s.inverseInertia[b] * angularB * angularB
        mass = k > 0 ? 1 / k : 0
    }

    /// The same constraint with the opposite sign (an upper bound as a lower one).
    func negated(gap: Double?, _ s: PhysicsWorld.SolverBodies) -> JointRow {
        JointRow(a: a, b: b, normal: -normal, angularA: -angularA, angularB: -angularB, gap: gap, s)
    }

    /// One sequential-impulse update; a bound only pushes (its accumulated impulse stays ≥ 0)
    /// and lets the body close the gap within the step `h`.
    mutating func solveVelocity(_ s: inout PhysicsWorld.SolverBodies, h: Double) {
        let rate = normal.dot(s.velocity[b] - s.velocity[a]) + angularB * s.angularVelocity[b] - angularA * s.angularVelocity[a]
        var lambda: Double
        if let gap {
            lambda = -mass * (rate + max(gap, 0) / h)
            let total = max(impulse + lambda, 0)
            lambda = total - impulse
        } else {
            lambda = -mass * rate
        }
        impulse += lambda
        apply(lambda, linear: &s.velocity, angular: &s.angularVelocity, s)
    }

    /// Moves the bodies by the correction `error` (the measure's distance from where it
    /// should be) calls for, within `limit`.
    func correctPosition(_ error: Double, limit: Double, _ s: inout PhysicsWorld.SolverBodies) {
        guard mass > 0 else { return }
        let lambda = -mass * min(max(error, -limit), limit)
        apply(lambda, linear: &s.position, angular: &s.angle, s)
    }

    /// Moves the bodies so that two equalities on them (a slider's line and angle, which
    /// interfere through the turn a correction across the line gives) both reach their
    /// targets at once: the 2×2 system K·λ = −error, which one-by-one rounds only approach.
    static func correctPositions(_ first: JointRow, _ firstError: Double, _ second: JointRow, _ secondError: Double,
                                 limit: Double, _ s: inout PhysicsWorld.SolverBodies) {
        let a = first.a, b = first.b
        let k11 = first.mass > 0 ? 1 / first.mass : 0, k22 = second.mass > 0 ? 1 / second.mass : 0
        let k12 = (s.inverseMass[a] + s.inverseMass[b]) * first.normal.dot(second.normal)
            + s.inverseInertia[a] * first.angularA * second.angularA + s.inverseInertia[b] * first.angularB * second.angularB
        let det = k11 * k22 - k12 * k12
        guard det > 1e-12 * max(k11 * k22, 1e-300) else {
            first.correctPosition(firstError, limit: limit, &s)
            second.correctPosition(secondError, limit: limit, &s)
            return
        }
        let e1 = min(max(firstError, -limit), limit), e2 = min(max(secondError, -limit), limit)
        first.apply(-(k22 * e1 - k12 * e2) / det, linear: &s.position, angular: &s.angle, s)
        second.apply(-(k11 * e2 - k12 * e1) / det, linear: &s.position, angular: &s.angle, s)
    }

    private func apply(_ lambda: Double, linear: inout [PhysicsVector], angular: inout [Double],
                       _ s: PhysicsWorld.SolverBodies) {
        linear[a] -= normal * (lambda * s.inverseMass[a])
        angular[a] -= s.inverseInertia[a] * angularA * lambda
        linear[b] += normal * (lambda * s.inverseMass[b])
        angular[b] += s.inverseInertia[b] * angularB * lambda
    }
}
