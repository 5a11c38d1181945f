//  DynamicsSetup.swift — FlipbookKit
//  Flipbook's plumbing: what a UIDynamicAnimator's behaviours add up to, ready to simulate.

import Foundation

/// The combined effect of an animator's behaviours at one moment: bodies with their
/// properties and forces, boundaries, springs, joints, pushes and action blocks. Behaviours add to
/// it in the order they were added (children after their parent), so later item behaviours
/// override earlier ones.
package final class DynamicsSetup {
    /// One item's body as the behaviours describe it.
    package final class Body {
        package let item: UIDynamicItem
        /// Its place in `bodies`.
        package let index: Int
        /// Summed gravity, points/s².
        package var acceleration = PhysicsVector.zero
        package var elasticity = 0.0
        package var friction = 0.0
        package var density = 1.0
        package var resistance = 0.0
        package var angularResistance = 0.0
        package var allowsRotation = true
        package var isAnchored = false
        package var bodyCollisionMask: UInt64 = 0
        package var boundaryCollisionMask: UInt64 = 0
        /// UIDynamicItemBehavior's `charge`, felt by electric and magnetic fields.
        package var charge = 0.0

        init(item: UIDynamicItem, index: Int) {
            self.item = item
            self.index = index
        }
    }

    package struct Push {
        package var body: Body
        /// Point of application from the centre, in the body's frame.
        package var offset: PhysicsVector
        /// Force (continuous) or impulse (instantaneous).
        package var vector: PhysicsVector
        package var isInstantaneous: Bool
    }

    package enum SpringEnd {
        case world(PhysicsVector)
        case body(Body, PhysicsVector)
    }

    package struct Spring {
        package var a: SpringEnd
        package var b: SpringEnd
        package var restLength: Double
        package var frequency: Double
        package var dampingRatio: Double
        /// A rope: at most `restLength` apart.
        package var isLimit = false
    }

    /// A joint (`PhysicsJoint`): `b`'s point on a line through `a`'s, and their relative angle.
    package struct Joint {
        package var a: SpringEnd
        package var b: SpringEnd
        /// The line's direction in `a`'s frame; nil: no line.
        package var axis: PhysicsVector?
        package var translationRange: ClosedRange<Double> = -Double.infinity...Double.infinity
        package var referenceAngle = 0.0
        package var angleRange: ClosedRange<Double> = -Double.infinity...Double.infinity
    }

    /// What a field does to one body at one step.
    package enum FieldEffect {
        /// A force (mass units × pt/s²) for the step.
        case force(PhysicsVector)
        /// A velocity (pt/s) the body takes, overriding the step's other forces.
        case velocity(PhysicsVector)
    }

    /// One field behaviour: its bodies and the effect at a body's position, velocity, mass,
    /// charge and the simulation time (s), nil outside the field's region.
    package struct Field {
        package var bodies: [Body]
        /// Whether the force is evaluated again at the step's predicted midpoint (second-order,
        /// so springs and magnetic circles keep their energy); false for app blocks, called once a step.
        package var evaluatesAtMidpoint = true
        package var effect: (_ position: PhysicsVector, _ velocity: PhysicsVector, _ mass: Double, _ charge: Double,
                             _ time: Double) -> FieldEffect?
    }

    package private(set) var bodies: [Body] = []
    /// Each item's body, by the item's identity.
    private var bodyOfItem: [ObjectIdentifier: Body] = [:]
    package var fields: [Field] = []
    package var boundaries: [PhysicsBoundary] = []
    package var springs: [Spring] = []
    package var joints: [Joint] = []
    package var pushes: [Push] = []
    package var actions: [() -> Void] = []
    /// Run once after the first step of the simulation (instantaneous pushes turn themselves off).
    package var afterFirstStep: [() -> Void] = []
    /// Each collision behaviour with its collision bit, for its delegate.
    package var collisionBehaviors: [(bit: UInt64, behavior: UICollisionBehavior)] = []
    /// The reference view's bounds, for boundaries made from them.
    package let referenceBounds: CGRect?
    private var bitCount = 0

    package init(referenceBounds: CGRect?) {
        self.referenceBounds = referenceBounds
    }

    /// The body of `item`, made on first mention.
    package func body(for item: UIDynamicItem) -> Body {
        if let existing = bodyOfItem[ObjectIdentifier(item)] { return existing }
        let body = Body(item: item, index: bodies.count)
        bodies.append(body)
        bodyOfItem[ObjectIdentifier(item)] = body
        return body
    }

    /// A fresh collision bit for one collision behaviour (64 at most; later ones share the last).
    package func nextCollisionBit() -> UInt64 {
        defer { bitCount += 1 }
        return 1 << UInt64(min(bitCount, 63))
    }
}
