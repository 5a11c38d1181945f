//  UIDynamicItemBehavior.swift — FlipbookKit
//  Mirrors UIKit.UIDynamicItemBehavior. Status: complete.

import Foundation

/// Physical properties of its items, and velocities given to them.
///
/// Expected: UIKit docs — defaults elasticity 0, friction 0, density 1, resistance 0,
/// angularResistance 0, allowsRotation true.
open class UIDynamicItemBehavior: UIDynamicBehavior {
    public private(set) var items: [UIDynamicItem]
    /// Bounciness of collisions, 0…1.
    open var elasticity: CGFloat = 0 { didSet { changed() } }
    /// Coulomb friction coefficient when sliding against other items or boundaries.
    open var friction: CGFloat = 0 { didSet { changed() } }
    /// Mass per area: a 100×100 item of density 1 has mass 1.
    open var density: CGFloat = 1 { didSet { changed() } }
    /// Linear damping (0: none).
    open var resistance: CGFloat = 0 { didSet { changed() } }
    open var angularResistance: CGFloat = 0 { didSet { changed() } }
    open var allowsRotation = true { didSet { changed() } }
    /// An anchored item takes part in collisions but never moves.
    open var isAnchored = false { didSet { changed() } }
    /// Electric charge, felt by electric and magnetic field behaviours (UIFieldBehavior).
    open var charge: CGFloat = 0 { didSet { changed() } }

    public init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    public override convenience init() {
        self.init(items: [])
    }

    open func addItem(_ item: UIDynamicItem) {
        items.append(item)
        changed()
    }

    open func removeItem(_ item: UIDynamicItem) {
        items.removeAll { $0 === item }
        changed()
    }

    /// Adds to the item's velocity (points per second) from now.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        guard let animator = dynamicAnimator else { return }
        animator.addVelocity(linear: PhysicsVector(velocity), angular: 0, to: item)
    }

    /// The item's velocity now (points per second).
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        dynamicAnimator?.currentMotion(of: item)?.velocity.cgPoint ?? .zero
    }

    /// Adds to the item's angular velocity (radians per second) from now.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        guard let animator = dynamicAnimator else { return }
        animator.addVelocity(linear: .zero, angular: Double(velocity), to: item)
    }

    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        CGFloat(dynamicAnimator?.currentMotion(of: item)?.angularVelocity ?? 0)
    }

    override package func contribute(to setup: DynamicsSetup) {
        for item in items {
            let body = setup.body(for: item)
            body.elasticity = Double(elasticity)
            body.friction = Double(friction)
            body.density = Double(density)
            body.resistance = Double(resistance)
            body.angularResistance = Double(angularResistance)
            body.allowsRotation = allowsRotation
            body.isAnchored = isAnchored
            body.charge = Double(charge)
        }
        super.contribute(to: setup)
    }
}
