//  UIGravityBehavior.swift — FlipbookKit
//  Mirrors UIKit.UIGravityBehavior. Status: complete.

import Foundation

/// A constant acceleration on its items.
///
/// Expected: UIKit docs — a magnitude of 1.0 is 1000 points/s²; the default direction (0, 1)
/// points down the screen.
open class UIGravityBehavior: UIDynamicBehavior {
    public private(set) var items: [UIDynamicItem]
    /// The acceleration vector, in magnitudes (1.0 = 1000 pt/s²).
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet { changed() }
    }

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

    /// The direction's angle in radians (0 points right, π/2 down).
    open var angle: CGFloat {
        get { gravityDirection.angle }
        set { gravityDirection = CGVector(angle: newValue, magnitude: magnitude) }
    }

    /// The direction's length (1.0 = 1000 pt/s²).
    open var magnitude: CGFloat {
        get { gravityDirection.magnitude }
        set { gravityDirection = CGVector(angle: angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    override package func contribute(to setup: DynamicsSetup) {
        let a = PhysicsVector(Double(gravityDirection.dx), Double(gravityDirection.dy)) * PhysicsUnits.gravityAccelerationPerMagnitude
        for item in items { setup.body(for: item).acceleration += a }
        super.contribute(to: setup)
    }
}
