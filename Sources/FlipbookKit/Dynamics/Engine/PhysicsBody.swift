//  PhysicsBody.swift — FlipbookKit
//  Flipbook's deterministic rigid-body engine behind UIKit Dynamics. Status: complete.

import Foundation

/// The units UIKit Dynamics speaks in, turned into the engine's (points, seconds, mass units).
package enum PhysicsUnits {
    /// Area (pt²) of one mass unit at density 1: UIKit gives a 100×100 item of density 1 mass 1.
    package static let areaPerMassUnit = 10_000.0
    /// pt/s² of acceleration for gravity magnitude 1 (UIGravityBehavior: 1000 points per second²).
    package static let gravityAccelerationPerMagnitude = 1_000.0
    /// Engine force (mass units × pt/s²) for push magnitude 1: a continuous push of 1 accelerates
    /// a 100×100 density-1 item (mass 1) at 100 pt/s², so acceleration = 100 × magnitude ×
    /// 10 000 / (width × height × density).
    package static let forcePerPushMagnitude = 100.0
    /// Engine impulse (mass units × pt/s) for an instantaneous push of magnitude 1: it gives
    /// a 100×100 density-1 item 100 pt/s.
    package static let impulsePerPushMagnitude = 100.0
}

/// A rigid oriented rectangle: the shape UIKit Dynamics gives every dynamic item.
///
/// Units: points for lengths, radians for angles (positive = clockwise on screen, as with
/// `CGAffineTransform`), seconds for time, mass units (see `PhysicsUnits`) for mass.
/// A body is a value; the world owns the live copies (`PhysicsWorld.subscript(body:)`).
package struct PhysicsBody: Equatable {
    /// Stable identity given by the world when the body is added (−1 before).
    package internal(set) var id: Int = -1

    /// Half the width and half the height, in points.
    package var halfExtents: PhysicsVector
    /// Centre of the box, in points.
    package var position: PhysicsVector
    /// Rotation in radians about the centre.
    package var angle: Double = 0
    /// Velocity of the centre, pt/s.
    package var velocity: PhysicsVector = .zero
    /// rad/s, positive = clockwise on screen.
    package var angularVelocity: Double = 0

    /// Mass per area: mass = density × width × height / 10 000 (UIKit's 100×100 at 1 → 1).
    package var density: Double = 1
    /// Coefficient of restitution 0…1 (UIKit `elasticity`).
    package var elasticity: Double = 0
    /// Coulomb friction coefficient (UIKit `friction`).
    package var friction: Double = 0
    /// Linear velocity damping per second (UIKit `resistance`): each step multiplies the
    /// velocity by 1 / (1 + resistance·dt), so without other forces v decays about like
    /// e^(−resistance·t). 0 means none.
    package var resistance: Double = 0
    /// Angular velocity damping per second (UIKit `angularResistance`), applied like `resistance`.
    package var angularResistance: Double = 0
    /// False gives the body infinite moment of inertia: it keeps its angle.
    package var allowsRotation: Bool = true
    /// An anchored body is static: infinite mass, never moves, still collides with dynamic bodies.
    package var isAnchored: Bool = false

    /// Bodies collide with one another when their masks share a bit (default: every bit).
    package var bodyCollisionMask: UInt64 = .max
    /// A body collides with a boundary when this mask shares a bit with the boundary's mask.
    package var boundaryCollisionMask: UInt64 = .max

    /// Force accumulated for the next `step` (mass units × pt/s²), cleared after it.
    package var force: PhysicsVector = .zero
    /// Torque accumulated for the next `step` (mass units × pt²/s²), cleared after it.
    package var torque: Double = 0

    package init(size: PhysicsVector, position: PhysicsVector, angle: Double = 0, density: Double = 1) {
        self.halfExtents = size * 0.5
        self.position = position
        self.angle = angle
        self.density = density
    }

    /// Width and height in points.
    package var size: PhysicsVector { halfExtents * 2 }

    /// Mass units: density × width × height / 10 000 (finite even when anchored).
    package var mass: Double { density * (4 * halfExtents.x * halfExtents.y) / PhysicsUnits.areaPerMassUnit }
    /// Moment of inertia of a uniform box about its centre: m (w² + h²) / 12.
    package var momentOfInertia: Double {
        mass * (4 * halfExtents.x * halfExtents.x + 4 * halfExtents.y * halfExtents.y) / 12
    }
    /// True when the body moves under forces and contacts.
    package var isDynamic: Bool { !isAnchored && mass > 0 }
    /// 1/mass, 0 for anchored bodies.
    package var inverseMass: Double { isDynamic ? 1 / mass : 0 }
    /// 1/I, 0 for anchored bodies and bodies that may not rotate.
    package var inverseInertia: Double {
        isDynamic && allowsRotation && momentOfInertia > 0 ? 1 / momentOfInertia : 0
    }

    /// Speed of the centre, pt/s.
    package var linearSpeed: Double { velocity.length }

    /// The point at `localOffset` from the centre (in the body's own rotated frame), in world points.
    package func worldPoint(localOffset: PhysicsVector) -> PhysicsVector {
        position + localOffset.rotated(by: angle)
    }

    /// The velocity of the material point at `worldPoint`, pt/s.
    package func velocity(atWorldPoint worldPoint: PhysicsVector) -> PhysicsVector {
        velocity + crossScalar(angularVelocity, worldPoint - position)
    }

    /// The four corners in world points, in the engine's winding order.
    package var corners: [PhysicsVector] {
        let hx = halfExtents.x, hy = halfExtents.y
        return [PhysicsVector(-hx, -hy), PhysicsVector(hx, -hy), PhysicsVector(hx, hy), PhysicsVector(-hx, hy)]
            .map { worldPoint(localOffset: $0) }
    }

    /// Adds a uniform acceleration (pt/s²) for the next step, e.g. gravity: force += mass × a.
    package mutating func applyAcceleration(_ acceleration: PhysicsVector) {
        force += acceleration * mass
    }

    /// Adds `force` (mass units × pt/s²) at the centre for the next step.
    package mutating func applyForce(_ force: PhysicsVector) {
        self.force += force
    }

    /// Adds `force` acting at `worldPoint` for the next step: a force plus the torque r × F.
    package mutating func applyForce(_ force: PhysicsVector, atWorldPoint worldPoint: PhysicsVector) {
        self.force += force
        torque += (worldPoint - position).cross(force)
    }

    /// Adds a torque (mass units × pt²/s²) for the next step.
    package mutating func applyTorque(_ torque: Double) {
        self.torque += torque
    }

    /// Changes the velocities at once by an impulse (mass units × pt/s) at `worldPoint`
    /// (the centre when nil). Does nothing to an anchored body.
    package mutating func applyImpulse(_ impulse: PhysicsVector, atWorldPoint worldPoint: PhysicsVector? = nil) {
        velocity += impulse * inverseMass
        if let worldPoint {
            angularVelocity += inverseInertia * (worldPoint - position).cross(impulse)
        }
    }

    /// Changes the angular velocity at once by an angular impulse (mass units × pt²/s).
    package mutating func applyAngularImpulse(_ impulse: Double) {
        angularVelocity += inverseInertia * impulse
    }
}
