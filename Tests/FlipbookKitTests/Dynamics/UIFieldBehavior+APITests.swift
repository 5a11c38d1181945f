//  UIFieldBehavior+APITests.swift — FlipbookKitTests
//  Field behaviours against analytic motion: linear gravity, springs, drag, velocity and
//  magnetic fields, regions, falloff, and app-computed fields.

import FlipbookKit
import FlipbookTestSupport
import Foundation
import Testing

/// A window-sized reference view with one 100×100 box (mass 1) centred at (200, 100).
private final class FieldScene {
    let window = UIWindow()
    let reference: UIView
    let box = UIView(frame: CGRect(x: 150, y: 50, width: 100, height: 100))
    let animator: UIDynamicAnimator

    init() {
        reference = UIView(frame: window.bounds)
        window.addSubview(reference)
        reference.addSubview(box)
        window.makeKeyAndVisible()
        animator = UIDynamicAnimator(referenceView: reference)
    }

    func tick(_ t: Double) { window.clock.tick(to: t) }
    var shown: CGPoint { box.layer.presentation()!.position }
}

@Suite struct UIFieldBehaviorAPITests {
    @Test func aLinearGravityFieldFallsLikeUIGravityBehavior() {
        // UIKit docs: linearGravityField(direction:), "applies uniformly to all dynamic items
        // with mass … F = ma"; UIGravityBehavior: magnitude 1.0 is 1000 points/s².
        let s = FieldScene()
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        field.addItem(s.box)
        s.animator.addBehavior(field)
        for t in [0.25, 0.5] {
            s.tick(t)
            let fallen = Double(s.shown.y) - 100
            expectClose(fallen, 0.5 * 1000 * t * t, tolerance: 0.005 * 0.5 * 1000 * t * t, "at \(t) s")
        }
    }

    @Test func aLinearGravityFieldAcceleratesEveryMassAlike() {
        // UIKit docs: linearGravityField(direction:), the force is F = ma, so the acceleration
        // does not depend on the item's density.
        let s = FieldScene()
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 1, dy: 0))
        field.strength = 0.5
        field.addItem(s.box)
        let heavy = UIDynamicItemBehavior(items: [s.box])
        heavy.density = 4
        s.animator.addBehavior(heavy)
        s.animator.addBehavior(field)
        s.tick(0.4)
        expectClose(Double(s.shown.x) - 200, 0.5 * 500 * 0.16, tolerance: 0.5)
    }

    @Test func aSpringFieldOscillatesWithHookesPeriod() {
        // UIKit docs: springField(), "uses Hooke's law … force is linearly proportional to the
        // distance from the center of the field"; an undamped item oscillates continuously.
        // Expected: x(t) = x0 cos(ωt), ω = √(k·strength/m), k = 100 (Flipbook's scale), m = 1.
        let s = FieldScene()
        let field = UIFieldBehavior.springField()
        field.position = CGPoint(x: 150, y: 100)
        field.strength = 4
        field.addItem(s.box)
        s.animator.addBehavior(field)
        let omega = (100.0 * 4 / 1).squareRoot()
        let period = 2 * Double.pi / omega
        for t in [period / 4, period / 2, period, 3 * period] {
            s.tick(t)
            let expected = 150 + 50 * cos(omega * t)
            expectClose(Double(s.shown.x), expected, tolerance: 1.5, "at \(t) s")
        }
    }

    @Test func aDragFieldDecaysVelocityExponentially() {
        // UIKit docs: dragField(), the force opposes the velocity with "a magnitude that is
        // proportional to the field's strength … and the item's current velocity".
        // Expected: m dv/dt = −strength·v, so v = v0 e^(−strength·t/m), x = v0 m/strength (1 − e^…).
        let s = FieldScene()
        let field = UIFieldBehavior.dragField()
        field.strength = 2
        field.addItem(s.box)
        let properties = UIDynamicItemBehavior(items: [s.box])
        s.animator.addBehavior(properties)
        s.animator.addBehavior(field)
        properties.addLinearVelocity(CGPoint(x: 300, y: 0), for: s.box)
        for t in [0.25, 0.5, 1.0] {
            s.tick(t)
            let expected = 200 + 300 / 2 * (1 - exp(-2 * t))
            expectClose(Double(s.shown.x), expected, tolerance: 1, "at \(t) s")
        }
    }

    @Test func aVelocityFieldSetsTheVelocityOverridingGravity() {
        // UIKit docs: velocityField(direction:), "Velocity fields apply their velocity to the
        // item, overriding any other acceleration forces"; direction combined with strength.
        let s = FieldScene()
        let field = UIFieldBehavior.velocityField(direction: CGVector(dx: 100, dy: 0))
        field.strength = 0.5
        field.addItem(s.box)
        s.animator.addBehavior(UIGravityBehavior(items: [s.box]))
        s.animator.addBehavior(field)
        s.tick(1)
        expectClose(Double(s.shown.x), 250, tolerance: 1)
        expectClose(Double(s.shown.y), 100, tolerance: 1)
    }

    @Test func aMagneticFieldTurnsAMovingChargeCounterClockwiseInACircle() {
        // UIKit docs: magneticField(), "F = qvB … resulting in a counter-clockwise rotation".
        // Expected: a circle of radius m v / (q B) travelled in 2π m / (q B) seconds.
        let s = FieldScene()
        let field = UIFieldBehavior.magneticField()
        field.strength = 2
        field.addItem(s.box)
        let properties = UIDynamicItemBehavior(items: [s.box])
        properties.charge = 1
        s.animator.addBehavior(properties)
        s.animator.addBehavior(field)
        properties.addLinearVelocity(CGPoint(x: 100, y: 0), for: s.box)
        // Radius 50; moving right and turning counter-clockwise (upwards on screen).
        let period = Double.pi
        s.tick(period / 4)
        expectClose(Double(s.shown.x), 250, tolerance: 1.5)
        expectClose(Double(s.shown.y), 50, tolerance: 1.5)
        s.tick(period)
        expectClose(Double(s.shown.x), 200, tolerance: 2)
        expectClose(Double(s.shown.y), 100, tolerance: 2)
    }

    @Test func anUnchargedItemFeelsNoElectricOrMagneticField() {
        // UIKit docs: electricField()/magneticField() act on charged items; charge defaults to 0.
        let s = FieldScene()
        let electric = UIFieldBehavior.electricField()
        electric.position = CGPoint(x: 0, y: 0)
        electric.addItem(s.box)
        s.animator.addBehavior(electric)
        s.tick(0.5)
        #expect(s.shown == CGPoint(x: 200, y: 100))
    }

    @Test func anElectricFieldRepelsLikeChargesAndAttractsOpposite() {
        // UIKit docs: electricField(), charged items are attracted or repelled by the field's
        // charge (its strength).
        for (charge, sign) in [(1.0, 1.0), (-1.0, -1.0)] {
            let s = FieldScene()
            let electric = UIFieldBehavior.electricField()
            electric.position = CGPoint(x: 0, y: 100)
            electric.strength = 0.1
            electric.addItem(s.box)
            let properties = UIDynamicItemBehavior(items: [s.box])
            properties.charge = CGFloat(charge)
            s.animator.addBehavior(properties)
            s.animator.addBehavior(electric)
            s.tick(0.2)
            // Uniform (falloff 0): a = 0.1 × 1000 pt/s², ½ a t² = 2 pt.
            expectClose((Double(s.shown.x) - 200) * sign, 2, tolerance: 0.1)
        }
    }

    @Test func aRadialGravityFieldPullsTowardsItsPositionAndFallsOff() {
        // UIKit docs: radialGravityField(position:), items are attracted to the position;
        // falloff: the strength diminishes with distance (default 0: uniform).
        func pulled(falloff: CGFloat) -> Double {
            let s = FieldScene()
            let field = UIFieldBehavior.radialGravityField(position: CGPoint(x: 200, y: 500))
            field.falloff = falloff
            field.addItem(s.box)
            s.animator.addBehavior(field)
            s.tick(0.1)
            return Double(s.shown.y) - 100
        }
        expectClose(pulled(falloff: 0), 0.5 * 1000 * 0.01, tolerance: 0.1)
        // Falloff 1 at 400 pt: a = 1000 / 400 pt/s².
        expectClose(pulled(falloff: 1), 0.5 * 2.5 * 0.01, tolerance: 0.01)
    }

    @Test func noForceActsOutsideTheRegion() {
        // UIKit docs: region, "No force is applied to objects outside the region. The default
        // region is the infiniteRegion".
        let s = FieldScene()
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        field.position = CGPoint(x: 200, y: 0)
        field.region = UIRegion(radius: 50)
        field.addItem(s.box)
        s.animator.addBehavior(field)
        s.tick(0.5)
        #expect(s.shown == CGPoint(x: 200, y: 100))
    }

    @Test func anEvaluationBlockGetsTheItemsStateAndItsForceMovesIt() {
        // UIKit docs: field(evaluationBlock:), the block gets the field, the item's position,
        // velocity, mass and charge and the time, and returns the force to apply.
        let s = FieldScene()
        var seen: (CGPoint, CGFloat, CGFloat)?
        let field = UIFieldBehavior.field { _, position, _, mass, charge, _ in
            if seen == nil { seen = (position, mass, charge) }
            return CGVector(dx: 0, dy: 1000 * mass)
        }
        field.addItem(s.box)
        s.animator.addBehavior(field)
        s.tick(0.5)
        #expect(seen?.0 == CGPoint(x: 200, y: 100))
        #expect(seen?.1 == 1)
        #expect(seen?.2 == 0)
        expectClose(Double(s.shown.y) - 100, 0.5 * 1000 * 0.25, tolerance: 1)
    }

    @Test func noiseFieldsReplayTheSameAndMoveItems() {
        // UIKit docs: noiseField(smoothness:animationSpeed:), random accelerations.
        // Flipbook: seeded, so two runs agree.
        func run() -> CGPoint {
            let s = FieldScene()
            let field = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)
            field.addItem(s.box)
            s.animator.addBehavior(field)
            s.tick(0.5)
            return s.shown
        }
        let a = run()
        #expect(a == run())
        #expect(a != CGPoint(x: 200, y: 100))
    }

    @Test func aTurbulenceFieldLeavesAStillItemStill() {
        // UIKit docs: turbulenceField(smoothness:animationSpeed:), noise scaled by the item's speed.
        let s = FieldScene()
        let field = UIFieldBehavior.turbulenceField(smoothness: 0.5, animationSpeed: 1)
        field.addItem(s.box)
        s.animator.addBehavior(field)
        s.tick(0.5)
        #expect(s.shown == CGPoint(x: 200, y: 100))
    }

    @Test func aVortexTurnsCounterClockwise() {
        // UIKit docs: vortexField(), "positive values create a counter-clockwise rotation".
        let s = FieldScene()
        let field = UIFieldBehavior.vortexField()
        field.position = CGPoint(x: 100, y: 100)
        field.addItem(s.box)
        s.animator.addBehavior(field)
        s.tick(0.1)
        // Right of the centre, counter-clockwise on screen (y down) is upwards.
        #expect(s.shown.y < 100)
    }

    @Test func regionsCombine() {
        // UIKit docs: UIRegion — circles and rectangles centred on the origin, inverse, union,
        // difference, intersection; "The inverse of the infinite region is an empty region".
        let circle = UIRegion(radius: 10), square = UIRegion(size: CGSize(width: 30, height: 30))
        #expect(circle.contains(CGPoint(x: 6, y: 6)) && !circle.contains(CGPoint(x: 8, y: 8)))
        #expect(square.contains(CGPoint(x: 15, y: -15)) && !square.contains(CGPoint(x: 16, y: 0)))
        #expect(!UIRegion.infinite.inverse().contains(.zero))
        #expect(square.byDifference(from: circle).contains(CGPoint(x: 12, y: 0)))
        #expect(!square.byDifference(from: circle).contains(.zero))
        #expect(circle.byUnion(with: UIRegion(size: CGSize(width: 100, height: 2))).contains(CGPoint(x: 40, y: 0)))
        #expect(!circle.byIntersection(with: UIRegion(size: CGSize(width: 100, height: 2))).contains(CGPoint(x: 0, y: 5)))
    }

    @Test func defaults() {
        // UIKit docs: strength "default 1.0"; falloff default 0; direction zero for
        // nondirectional fields; region defaults to the infinite region.
        let field = UIFieldBehavior.dragField()
        #expect(field.strength == 1 && field.falloff == 0 && field.direction == .zero)
        #expect(field.minimumRadius > 0 && field.minimumRadius < 0.01)
        #expect(field.region.contains(CGPoint(x: 1e9, y: -1e9)))
        #expect(UIFieldBehavior.noiseField(smoothness: 0.3, animationSpeed: 2).smoothness == 0.3)
    }
}
