//  UIDynamicAnimatorTests.swift — FlipbookKitTests
//  UIKit Dynamics through its public API, against physics: free fall, pushes, snaps, links,
//  rest and resume, contacts — all shown through presentation values at clock times.

import FlipbookKit
import FlipbookTestSupport
import Testing

/// A window-sized reference view with one 100×100 box at (200, 100).
private final class Scene: UIDynamicAnimatorDelegate {
    let window = UIWindow()
    let reference: UIView
    let box = UIView(frame: CGRect(x: 150, y: 50, width: 100, height: 100))
    let animator: UIDynamicAnimator
    var events: [String] = []

    init() {
        reference = UIView(frame: window.bounds)
        window.addSubview(reference)
        reference.addSubview(box)
        window.makeKeyAndVisible()
        animator = UIDynamicAnimator(referenceView: reference)
        animator.delegate = self
    }

    func tick(_ t: Double) { window.clock.tick(to: t) }
    var shown: CGPoint { box.layer.presentation()!.position }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        events.append(String(format: "pause at %.4f", window.clock.time))
    }

    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {
        events.append(String(format: "resume at %.4f", window.clock.time))
    }
}

@Suite struct UIDynamicAnimatorTests {
    @Test func gravityOfMagnitudeOneIsAThousandPointsPerSecondSquared() {
        let s = Scene()
        s.animator.addBehavior(UIGravityBehavior(items: [s.box]))
        #expect(s.animator.isRunning)
        for t in [0.25, 0.5, 0.75] {
            s.tick(t)
            // Expected: UIKit docs — magnitude 1.0 is 1000 pt/s²; y = y0 + ½·g·t².
            let fallen = Double(s.shown.y) - 100
            expectClose(fallen, 0.5 * 1000 * t * t, tolerance: 0.005 * 0.5 * 1000 * t * t, "at \(t) s")
            expectClose(Double(s.shown.x), 200, tolerance: 1e-9)
        }
    }

    @Test func gravityDirectionMagnitudeAndAngleAreOneVector() {
        let gravity = UIGravityBehavior(items: [])
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1))
        expectClose(Double(gravity.magnitude), 1)
        expectClose(Double(gravity.angle), Double.pi / 2)
        gravity.setAngle(.pi, magnitude: 2)
        expectClose(Double(gravity.gravityDirection.dx), -2, tolerance: 1e-12)
        expectClose(Double(gravity.gravityDirection.dy), 0, tolerance: 1e-12)
        gravity.magnitude = 0.5
        expectClose(Double(gravity.gravityDirection.dx), -0.5, tolerance: 1e-12)
    }

    @Test func aContinuousPushAcceleratesByAHundredTimesMagnitudeOverMass() {
        for (size, density) in [(100.0, 1.0), (50.0, 2.0)] {
            let s = Scene()
            s.box.bounds = CGRect(x: 0, y: 0, width: size, height: size)
            let push = UIPushBehavior(items: [s.box], mode: .continuous)
            push.pushDirection = CGVector(dx: 1, dy: 0)
            let properties = UIDynamicItemBehavior(items: [s.box])
            properties.density = CGFloat(density)
            s.animator.addBehavior(properties)
            s.animator.addBehavior(push)
            s.tick(1)
            // Expected: UIKit docs — 100 pt/s² × magnitude × 10 000 / (width × height × density).
            let a = 100 * 10_000 / (size * size * density)
            expectClose(Double(s.shown.x) - 200, 0.5 * a, tolerance: 0.005 * 0.5 * a, "\(size) pt, density \(density)")
        }
    }

    @Test func anInstantaneousPushGivesAHundredPointsPerSecondAndSwitchesItselfOff() {
        let s = Scene()
        let push = UIPushBehavior(items: [s.box], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 1)
        s.animator.addBehavior(push)
        #expect(!push.active, "an instantaneous push acts once")
        s.tick(0.5)
        expectClose(Double(s.shown.y) - 100, 50, tolerance: 0.5)
        expectClose(Double(UIDynamicItemBehavior(items: []).linearVelocity(for: s.box).y), 0, "not attached: no velocity")
    }

    @Test func aSnapConvergesToItsPoint() {
        let s = Scene()
        s.animator.addBehavior(UISnapBehavior(item: s.box, snapTo: CGPoint(x: 300, y: 500)))
        s.tick(6)
        expectClose(s.shown, CGPoint(x: 300, y: 500), tolerance: 1)
        #expect(!s.animator.isRunning)
        #expect(s.box.center.x > 299 && s.box.center.x < 301, "the model holds the rest position")
    }

    @Test func aRigidAttachmentHoldsItsLengthWhileSwinging() {
        let s = Scene()
        let anchor = CGPoint(x: 50, y: 100)
        let link = UIAttachmentBehavior(item: s.box, attachedToAnchor: anchor)
        expectClose(Double(link.length), 150)
        s.animator.addBehavior(link)
        s.animator.addBehavior(UIGravityBehavior(items: [s.box]))
        for t in stride(from: 0.1, through: 1.5, by: 0.1) {
            s.tick(t)
            let d = hypot(Double(s.shown.x - anchor.x), Double(s.shown.y - anchor.y))
            expectClose(d, 150, tolerance: 1.5, "at \(t) s")
        }
    }

    @Test func aBoxDroppedOnTheFloorComesToRestAndTheDelegateHearsItThen() throws {
        let s = Scene()
        let collision = UICollisionBehavior(items: [s.box])
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = UIDynamicItemBehavior(items: [s.box])
        properties.elasticity = 0.4
        s.animator.addBehavior(UIGravityBehavior(items: [s.box]))
        s.animator.addBehavior(collision)
        s.animator.addBehavior(properties)
        let settling = try #require(s.animator.settlingTime)
        // The first impact comes at √(2h/g) with h = 844 − 150 (box bottom at 150, floor at 844).
        #expect(settling > (2 * 694 / 1000.0).squareRoot())
        s.tick(settling - 0.02)
        #expect(s.events.isEmpty && s.animator.isRunning)
        s.tick(settling + 0.02)
        #expect(s.events == [String(format: "pause at %.4f", settling)])
        #expect(!s.animator.isRunning)
        expectClose(Double(s.shown.y), 844 - 50, tolerance: 1, "resting on the floor")
        expectClose(Double(s.box.center.y), 844 - 50, tolerance: 1)

        // A new push wakes it: the delegate hears willResume now, and a new pause later.
        let push = UIPushBehavior(items: [s.box], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: -5)
        s.animator.addBehavior(push)
        #expect(s.events.last == String(format: "resume at %.4f", s.window.clock.time))
        s.tick(settling + 10)
        #expect(s.events.count == 3 && s.events[2].hasPrefix("pause"))
    }

    @Test func contactsReachTheCollisionDelegateWithTheBoundaryIdentifier() {
        final class Listener: UICollisionBehaviorDelegate {
            var began: [String] = []
            func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                                   withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
                began.append(identifier.map { "\($0)" } ?? "bounds")
            }
        }
        let s = Scene()
        let listener = Listener()
        let collision = UICollisionBehavior(items: [s.box])
        collision.addBoundary(withIdentifier: "shelf" as NSString, from: CGPoint(x: 0, y: 400), to: CGPoint(x: 390, y: 400))
        collision.collisionDelegate = listener
        s.animator.addBehavior(collision)
        s.animator.addBehavior(UIGravityBehavior(items: [s.box]))
        #expect(listener.began.first == "shelf")
        s.tick(5)
        expectClose(Double(s.shown.y), 350, tolerance: 1, "resting on the shelf")
    }

    @Test func theSameSceneRunsTheSameTrajectory() {
        func run() -> [CGPoint] {
            let s = Scene()
            s.box.transform = CGAffineTransform(rotationAngle: 0.3)
            let collision = UICollisionBehavior(items: [s.box])
            collision.translatesReferenceBoundsIntoBoundary = true
            let properties = UIDynamicItemBehavior(items: [s.box])
            properties.elasticity = 0.6
            s.animator.addBehavior(properties)
            s.animator.addBehavior(UIGravityBehavior(items: [s.box]))
            s.animator.addBehavior(collision)
            return stride(from: 0.1, through: 3, by: 0.1).map { t in s.tick(t); return s.shown }
        }
        #expect(run() == run())
    }

    @Test func movingAnItemByHandResumesTheSimulationFromThere() throws {
        let s = Scene()
        let collision = UICollisionBehavior(items: [s.box])
        collision.translatesReferenceBoundsIntoBoundary = true
        s.animator.addBehavior(collision)
        s.animator.addBehavior(UIGravityBehavior(items: [s.box]))
        let rest = try #require(s.animator.settlingTime)
        s.tick(rest + 0.1)
        #expect(s.events.count == 1)
        s.box.center = CGPoint(x: 200, y: 300)
        s.animator.updateItem(usingCurrentState: s.box)
        #expect(s.events.last?.hasPrefix("resume") == true)
        s.tick(rest + 0.1 + 0.2)
        // Falling afresh from y = 300: ½·g·t² after 0.2 s.
        expectClose(Double(s.shown.y), 300 + 0.5 * 1000 * 0.04, tolerance: 0.5)
    }

    @Test func velocitiesAddedByAnItemBehaviourCarryTheItem() {
        let s = Scene()
        let properties = UIDynamicItemBehavior(items: [s.box])
        s.animator.addBehavior(properties)
        properties.addLinearVelocity(CGPoint(x: 40, y: 0), for: s.box)
        properties.addAngularVelocity(1, for: s.box)
        s.tick(0.5)
        expectClose(Double(s.shown.x), 220, tolerance: 0.01)
        expectClose(Double(properties.linearVelocity(for: s.box).x), 40, tolerance: 1e-9)
        expectClose(Double(properties.angularVelocity(for: s.box)), 1, tolerance: 1e-9)
        let t = s.box.layer.presentation()!.transform
        expectClose(atan2(Double(t.m12), Double(t.m11)), 0.5, tolerance: 0.01)
    }
}

/// Action blocks, run in step with the clock.
@Suite struct DynamicBehaviorActionTests {
    // UIKit docs, UIDynamicBehavior.action: "The dynamic animator calls the action block on every
    // animation step." So what a block drives follows the motion frame by frame: at each call the
    // item is where that step puts it, and elapsedTime is that step's time.
    @Test func theBlockRunsAtEachStepsTimeWithTheItemWhereTheStepPutsIt() {
        let s = Scene()
        let shade = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        s.reference.addSubview(shade)
        var calls: [(elapsed: Double, y: Double)] = []
        let gravity = UIGravityBehavior(items: [s.box])
        gravity.action = {
            calls.append((s.animator.elapsedTime, Double(s.box.center.y)))
            shade.alpha = 1 - min(s.box.center.y - 100, 500) / 1000
        }
        s.animator.addBehavior(gravity)
        #expect(calls.isEmpty, "nothing runs before the clock moves")
        s.tick(0.25)
        #expect(calls.count == 30, "120 steps a second")
        for (index, call) in calls.enumerated() {
            let t = Double(index + 1) / 120
            expectClose(call.elapsed, t, tolerance: 1e-9)
            // Free fall from rest: y = y0 + ½·g·t², g = 1000 pt/s² (within the integrator's 0.5 %).
            expectClose(call.y - 100, 0.5 * 1000 * t * t, tolerance: 0.005 * 0.5 * 1000 * t * t + 1e-9, "step \(index + 1)")
        }
        // What the block drives is at 0.25 s, not at the end of the fall.
        expectClose(Double(shade.alpha), 1 - calls.last!.y.advanced(by: -100) / 1000, tolerance: 1e-9)
        #expect(s.box.center.y > 800, "between the blocks, the model values hold the rest, as before")
    }

    @Test func aBlockThatRemovesTheBehavioursWhenTheItemLeavesEndsTheFallThen() {
        let s = Scene()
        let gravity = UIGravityBehavior(items: [s.box])
        let bounds = s.reference.bounds
        gravity.action = {
            if !s.box.frame.intersects(bounds) { s.animator.removeAllBehaviors() }
        }
        s.animator.addBehavior(gravity)
        s.tick(3)
        // The box's top passes the bottom edge when 50 + ½·1000·t² > 844 + … : centre 100 → top 50,
        // bottom edge at bounds.maxY: t = √(2·(maxY − 50) / 1000).
        let leaves = (2 * (Double(bounds.maxY) - 50) / 1000).squareRoot()
        #expect(s.events.count == 1)
        let paused = Double(s.events.first?.dropFirst("pause at ".count) ?? "") ?? -1
        expectClose(paused, leaves, tolerance: 2.0 / 120, "it stops when the block sees it leave")
        #expect(s.window.clock.diagnostics.isEmpty, "no complaint that it never rests: the block stopped it")
        #expect(!s.animator.isRunning)
    }
}
