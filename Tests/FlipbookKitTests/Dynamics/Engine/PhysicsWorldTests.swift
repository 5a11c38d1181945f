//  PhysicsWorldTests.swift — FlipbookKitTests
//  The dynamics engine against closed-form physics: free fall, impacts, friction, forces,
//  springs, pendulums; and against itself only for determinism.

import Foundation
import Testing
@testable import FlipbookKit
import FlipbookTestSupport

/// g for gravity magnitude 1, pt/s² (UIKit's documented value).
private let g = 1000.0
private let dt = 1.0 / 120

/// A world with a long floor segment at y = `floorY` (or none), identified "floor".
private func makeWorld(floorY: Double? = 600) -> PhysicsWorld {
    let world = PhysicsWorld()
    if let floorY {
        world.addBoundary(PhysicsBoundary(identifier: "floor", from: PhysicsVector(-10_000, floorY),
                                          to: PhysicsVector(10_000, floorY)))
    }
    return world
}

/// One internal step with gravity g applied to every body.
private func stepWithGravity(_ world: PhysicsWorld, _ gravity: Double = g) {
    for body in world.bodies { world[body: body.id].applyAcceleration(PhysicsVector(0, gravity)) }
    world.stepFixed()
}

@Suite("Physics engine: motion under gravity and forces")
struct PhysicsMotionTests {
    @Test("free fall from rest covers ½·g·t²")
    func freeFall() {
        let world = makeWorld(floorY: nil)
        let id = world.addBody(PhysicsBody(size: PhysicsVector(100, 100), position: .zero))
        var steps = 0
        for t in [0.25, 0.5, 1.0, 2.0] {
            while Double(steps) * dt < t - 1e-9 { stepWithGravity(world); steps += 1 }
            let expected = 0.5 * g * t * t
            expectClose(world[body: id].position.y, expected, tolerance: expected * 0.005, "t = \(t)")
            expectClose(world[body: id].velocity.y, g * t, tolerance: g * t * 0.005)
            expectClose(world[body: id].position.x, 0, tolerance: 1e-12)
        }
    }

    @Test("first touch of the floor comes at √(2h/g)")
    func impactTime() {
        let world = makeWorld(floorY: 600)
        world.addBody(PhysicsBody(size: PhysicsVector(100, 100), position: PhysicsVector(0, 0)))
        let h = 600.0 - 50  // gap between the box's bottom and the floor
        var began: Int?
        for _ in 0..<300 where began == nil {
            stepWithGravity(world)
            began = world.takeEvents().first { $0.kind == .began }?.step
        }
        let expected = (2 * h / g).squareRoot()
        let measured = Double(try! #require(began)) * dt
        expectClose(measured, expected, tolerance: 1.5 * dt)
    }

    @Test("rebound speed is elasticity × impact speed", arguments: [0.4, 0.8])
    func rebound(elasticity: Double) {
        let world = makeWorld(floorY: 600)
        var box = PhysicsBody(size: PhysicsVector(100, 100), position: PhysicsVector(0, 50))
        box.elasticity = elasticity
        let id = world.addBody(box)
        let h = 600.0 - 100
        var rebound: Double?
        for _ in 0..<300 where rebound == nil {
            stepWithGravity(world)
            if world.takeEvents().contains(where: { $0.kind == .began }) { rebound = -world[body: id].velocity.y }
        }
        let impact = (2 * g * h).squareRoot()
        expectClose(try! #require(rebound), elasticity * impact, tolerance: 0.02 * elasticity * impact)
    }

    @Test("a box resting on the floor stays put for 10 s: no drift, sinking or jitter")
    func resting() {
        let world = makeWorld(floorY: 600)
        var box = PhysicsBody(size: PhysicsVector(120, 80), position: PhysicsVector(200, 560))
        box.elasticity = 0.5
        box.friction = 0.3
        let id = world.addBody(box)
        for step in 0..<1200 {
            stepWithGravity(world)
            let b = world[body: id]
            let bottom = b.corners.map(\.y).max()!
            #expect(bottom <= 600 + PhysicsWorld.linearSlop + 0.1, "sank to \(bottom) at step \(step)")
            #expect(bottom >= 600 - 0.01, "lifted to \(bottom) at step \(step)")
            #expect(world.isAtRest(linearThreshold: 2, angularThreshold: 0.05), "moving at step \(step): \(b.velocity)")
        }
        let b = world[body: id]
        expectClose(b.position.x, 200, tolerance: 0.01)
        expectClose(b.angle, 0, tolerance: 1e-4)
        #expect(b.velocity.length < 0.5)
    }

    @Test("sliding on the floor stops after v²/(2μg)")
    func frictionStop() {
        for (v, mu) in [(300.0, 0.5), (500.0, 0.3)] {
            let world = makeWorld(floorY: 600)
            var box = PhysicsBody(size: PhysicsVector(100, 100), position: PhysicsVector(0, 550))
            box.friction = mu
            let id = world.addBody(box)
            world[body: id].velocity = PhysicsVector(v, 0)
            for _ in 0..<600 where world[body: id].velocity.x > 1e-6 { stepWithGravity(world) }
            let expected = v * v / (2 * mu * g)
            expectClose(world[body: id].position.x, expected, tolerance: 0.05 * expected, "v \(v), μ \(mu)")
            #expect(abs(world[body: id].velocity.x) < 1)
        }
    }

    @Test("push force of magnitude 1 gives 100 pt/s² × 10 000/(w·h·density)")
    func pushForce() {
        for (w, h, density) in [(100.0, 100.0, 1.0), (50.0, 50.0, 1.0), (100.0, 100.0, 0.5), (200.0, 100.0, 2.0)] {
            let world = makeWorld(floorY: nil)
            let id = world.addBody(PhysicsBody(size: PhysicsVector(w, h), position: .zero, density: density))
            let acceleration = 100 * 1 * 10_000 / (w * h * density)
            for _ in 0..<120 {
                world[body: id].applyForce(PhysicsVector(PhysicsUnits.forcePerPushMagnitude, 0))
                world.stepFixed()
            }
            // After 1 s at constant acceleration a: v = a, x = a/2.
            expectClose(world[body: id].velocity.x, acceleration, tolerance: acceleration * 1e-9)
            expectClose(world[body: id].position.x, acceleration / 2, tolerance: acceleration * 0.005)
            expectClose(world[body: id].angularVelocity, 0, tolerance: 0)
        }
    }

    @Test("force off the centre also turns the box: α = r × F / I")
    func offCentreForce() {
        let world = makeWorld(floorY: nil)
        let id = world.addBody(PhysicsBody(size: PhysicsVector(100, 100), position: .zero))
        world[body: id].applyForce(PhysicsVector(0, 100), atWorldPoint: PhysicsVector(50, 0))
        world.stepFixed()
        let inertia = 1.0 * (100.0 * 100 + 100 * 100) / 12
        expectClose(world[body: id].angularVelocity, 50 * 100 / inertia * dt, tolerance: 1e-12)
        // Forces are cleared after the step.
        #expect(world[body: id].force == .zero && world[body: id].torque == 0)
    }

    @Test("resistance damps velocity by 1/(1 + r·dt) per step")
    func resistance() {
        let world = makeWorld(floorY: nil)
        var box = PhysicsBody(size: PhysicsVector(100, 100), position: .zero)
        box.resistance = 2
        box.velocity = PhysicsVector(100, 0)
        let id = world.addBody(box)
        world.step(1)
        // The documented per-step factor, and within 2% of continuous e^(−r t) decay.
        expectClose(world[body: id].velocity.x, 100 * pow(1 + 2 * dt, -120), tolerance: 1e-9)
        expectClose(world[body: id].velocity.x, 100 * exp(-2.0), tolerance: 100 * exp(-2.0) * 0.02)
    }
}

@Suite("Physics engine: collisions")
struct PhysicsCollisionTests {
    @Test("a rotated box dropped on its corner turns and settles flat")
    func cornerDrop() {
        let world = makeWorld(floorY: 600)
        var box = PhysicsBody(size: PhysicsVector(100, 60), position: PhysicsVector(0, 300), angle: 0.5)
        box.friction = 0.5
        box.elasticity = 0.2
        let id = world.addBody(box)
        var firstContact: Int?
        var turnedAfterContact = false
        for step in 0..<(6 * 120) {
            stepWithGravity(world)
            if firstContact == nil, world.takeEvents().contains(where: { $0.kind == .began }) { firstContact = step }
            if let f = firstContact, step <= f + 6, abs(world[body: id].angularVelocity) > 0.5 { turnedAfterContact = true }
        }
        #expect(firstContact != nil)
        #expect(turnedAfterContact, "the corner impact should set the box turning")
        let b = world[body: id]
        let quarter = Double.pi / 2
        let offFlat = b.angle - quarter * (b.angle / quarter).rounded()
        expectClose(offFlat, 0, tolerance: 0.01, "angle \(b.angle)")
        let bottom = b.corners.map(\.y).max()!
        expectClose(bottom, 600, tolerance: PhysicsWorld.linearSlop + 0.1)
        #expect(world.isAtRest())
    }

    @Test("equal boxes with elasticity 1 exchange velocities head-on")
    func headOn() {
        let world = makeWorld(floorY: nil)
        var a = PhysicsBody(size: PhysicsVector(50, 50), position: PhysicsVector(100, 0))
        var b = PhysicsBody(size: PhysicsVector(50, 50), position: PhysicsVector(300, 0))
        a.elasticity = 1; b.elasticity = 1
        a.velocity = PhysicsVector(200, 0); b.velocity = PhysicsVector(-100, 0)
        let idA = world.addBody(a), idB = world.addBody(b)
        world.step(2)
        expectClose(world[body: idA].velocity.x, -100, tolerance: 2)
        expectClose(world[body: idB].velocity.x, 200, tolerance: 4)
        expectClose(world[body: idA].velocity.x + world[body: idB].velocity.x, 100, tolerance: 1e-9, "momentum")
        expectClose(world[body: idA].angularVelocity, 0, tolerance: 1e-6)
        let events = world.takeEvents()
        #expect(events.map(\.kind) == [.began, .ended])
        #expect(events.first?.other == .body(id: idB) && events.first?.bodyID == idA)
    }

    @Test("a heavy box hitting a light one at rest (e = 1) leaves with (m1−m2)/(m1+m2) of its speed")
    func unequalMass() {
        // Heavy onto light, e = 1: v1' = (m1−m2)/(m1+m2)·v, v2' = 2m1/(m1+m2)·v.
        let world = makeWorld(floorY: nil)
        var a = PhysicsBody(size: PhysicsVector(50, 50), position: PhysicsVector(0, 0), density: 3)
        let b = PhysicsBody(size: PhysicsVector(50, 50), position: PhysicsVector(200, 0), density: 1)
        a.elasticity = 1
        a.velocity = PhysicsVector(100, 0)
        let idA = world.addBody(a), idB = world.addBody(b)
        world.step(2)
        expectClose(world[body: idA].velocity.x, 50, tolerance: 1)
        expectClose(world[body: idB].velocity.x, 150, tolerance: 3)
    }

    @Test("collision masks: bodies in different groups pass through each other and boundaries")
    func masks() {
        let world = makeWorld(floorY: 600)
        var a = PhysicsBody(size: PhysicsVector(50, 50), position: PhysicsVector(0, 0))
        var b = PhysicsBody(size: PhysicsVector(50, 50), position: PhysicsVector(200, 0))
        a.bodyCollisionMask = 0b01; b.bodyCollisionMask = 0b10
        a.boundaryCollisionMask = 0
        a.velocity = PhysicsVector(100, 0)
        let idA = world.addBody(a)
        world.addBody(b)
        for _ in 0..<480 { stepWithGravity(world) }
        // Only b meets anything (the floor): never a, never the pair.
        #expect(world.takeEvents().allSatisfy { $0.bodyID != idA && $0.other != .body(id: idA) })
        #expect(world[body: idA].position.y > 1000, "fell through the floor it does not collide with")
    }

    @Test("boundary contacts report the boundary's identifier when they begin and end")
    func boundaryEvents() throws {
        let world = makeWorld(floorY: 600)
        var box = PhysicsBody(size: PhysicsVector(100, 100), position: PhysicsVector(0, 300))
        box.elasticity = 0.8
        let id = world.addBody(box)
        var events: [PhysicsContactEvent] = []
        for _ in 0..<240 { stepWithGravity(world); events += world.takeEvents() }
        try #require(events.count >= 2)
        #expect(events[0].kind == .began && events[0].bodyID == id)
        guard case .boundary(_, let identifier) = events[0].other else { Issue.record("not a boundary"); return }
        #expect(identifier == "floor")
        #expect(events[1].kind == .ended)
        #expect(try! #require(events[0].point).y >= 599)
    }

    @Test("rectangle edges keep a box inside the inset rectangle")
    func edges() {
        let world = makeWorld(floorY: nil)
        world.addBoundaries(PhysicsBoundary.edges(of: CGRect(x: 0, y: 0, width: 400, height: 400), top: 10, left: 10,
                                                  bottom: 10, right: 10))
        var box = PhysicsBody(size: PhysicsVector(40, 40), position: PhysicsVector(200, 200))
        box.elasticity = 1
        box.velocity = PhysicsVector(700, 430)
        let id = world.addBody(box)
        for step in 0..<1200 {
            world.stepFixed()
            let corners = world[body: id].corners
            let inside = corners.allSatisfy { $0.x > 9.4 && $0.x < 390.6 && $0.y > 9.4 && $0.y < 390.6 }
            #expect(inside, "step \(step): \(corners) v \(world[body: id].velocity)")
            if !inside { break }
        }
    }
}

@Suite("Physics engine: springs and rigid links")
struct PhysicsSpringTests {
    @Test("a soft snap spring (2 Hz, ζ 0.7) brings the body to its anchor")
    func snapConverges() {
        let world = makeWorld(floorY: nil)
        let id = world.addBody(PhysicsBody(size: PhysicsVector(80, 80), position: PhysicsVector(0, 0)))
        let anchor = PhysicsVector(200, 100)
        world.addSpring(PhysicsSpring(a: .world(anchor), b: .body(id: id, localOffset: .zero), restLength: 0,
                                      frequency: 2, dampingRatio: 0.7))
        world.step(3)
        #expect((world[body: id].position - anchor).length < 0.1)
        #expect(world[body: id].velocity.length < 0.5)
    }

    @Test("an undamped spring oscillates with period 1/f", arguments: [1.0, 2.0, 5.0])
    func springPeriod(frequency: Double) {
        let world = makeWorld(floorY: nil)
        let id = world.addBody(PhysicsBody(size: PhysicsVector(50, 50), position: PhysicsVector(100, 0)))
        world.addSpring(PhysicsSpring(a: .world(.zero), b: .body(id: id, localOffset: .zero), restLength: 0,
                                      frequency: frequency, dampingRatio: 0))
        var crossings: [Double] = []
        var previous = world[body: id].position.x
        for step in 1...Int(3.2 / frequency * 120) {
            world.stepFixed()
            let x = world[body: id].position.x
            if previous > 0, x <= 0 { crossings.append(Double(step - 1) * dt + previous / (previous - x) * dt) }
            previous = x
        }
        #expect(crossings.count >= 3)
        let period = (crossings.last! - crossings.first!) / Double(crossings.count - 1)
        expectClose(period, 1 / frequency, tolerance: 0.02 / frequency)
    }

    @Test("a stiff 10 Hz spring with a rest length is stable at 1/120 s")
    func stiffSpringStable() {
        let world = makeWorld(floorY: nil)
        let id = world.addBody(PhysicsBody(size: PhysicsVector(20, 20), position: PhysicsVector(150, 0)))
        world.addSpring(PhysicsSpring(a: .world(.zero), b: .body(id: id, localOffset: PhysicsVector(10, 10)),
                                      restLength: 100, frequency: 10, dampingRatio: 0))
        var maxStretch = 0.0
        for _ in 0..<1200 {
            world.stepFixed()
            maxStretch = max(maxStretch, abs(world[body: id].worldPoint(localOffset: PhysicsVector(10, 10)).length - 100))
        }
        // It started about 64 pt out; an unstable spring would grow without bound.
        #expect(maxStretch < 70)
    }

    @Test("a rigid link keeps its length within 1% while swinging under gravity")
    func rigidLength() {
        let world = makeWorld(floorY: nil)
        let anchor = PhysicsVector(0, 0), length = 200.0
        let id = world.addBody(PhysicsBody(size: PhysicsVector(20, 20), position: PhysicsVector(length, 0)))
        world.addSpring(PhysicsSpring(a: .world(anchor), b: .body(id: id, localOffset: .zero), restLength: length))
        var lowest = 0.0
        for _ in 0..<600 {
            stepWithGravity(world)
            let d = (world[body: id].position - anchor).length
            expectClose(d, length, tolerance: 0.01 * length)
            lowest = max(lowest, world[body: id].position.y)
        }
        #expect(lowest > 0.95 * length, "it swung down")
    }

    @Test("a small-amplitude pendulum swings with period 2π√(L/g)")
    func pendulumPeriod() {
        let world = makeWorld(floorY: nil)
        let length = 200.0, theta = 0.05
        let id = world.addBody(PhysicsBody(size: PhysicsVector(10, 10),
                                           position: PhysicsVector(length * sin(theta), length * cos(theta))))
        world.addSpring(PhysicsSpring(a: .world(.zero), b: .body(id: id, localOffset: .zero), restLength: length))
        var crossings: [Double] = []
        var previous = world[body: id].position.x
        for step in 1...(10 * 120) {
            stepWithGravity(world)
            let x = world[body: id].position.x
            if previous > 0, x <= 0 { crossings.append(Double(step - 1) * dt + previous / (previous - x) * dt) }
            previous = x
        }
        #expect(crossings.count >= 3)
        let period = (crossings.last! - crossings.first!) / Double(crossings.count - 1)
        let expected = 2 * Double.pi * (length / g).squareRoot()
        expectClose(period, expected, tolerance: 0.03 * expected)
    }
}

@Suite("Physics engine: determinism and snapshots")
struct PhysicsDeterminismTests {
    /// A busy scene: a pile of boxes in a walled room, one on a spring.
    private func scene() -> PhysicsWorld {
        let world = PhysicsWorld()
        world.addBoundaries(PhysicsBoundary.edges(of: CGRect(x: 0, y: 0, width: 400, height: 600), identifier: "room"))
        for i in 0..<6 {
            var box = PhysicsBody(size: PhysicsVector(40 + Double(i) * 5, 30), position: PhysicsVector(60 + Double(i) * 50, 100 + Double(i % 3) * 70),
                                  angle: Double(i) * 0.3)
            box.elasticity = 0.3; box.friction = 0.4
            box.velocity = PhysicsVector(Double(i) * 37 - 90, -50)
            box.angularVelocity = Double(i) - 2.5
            world.addBody(box)
        }
        world.addSpring(PhysicsSpring(a: .world(PhysicsVector(200, 50)), b: .body(id: 1, localOffset: PhysicsVector(10, 5)),
                                      restLength: 80, frequency: 3, dampingRatio: 0.2))
        return world
    }

    private func run(_ world: PhysicsWorld, frames: Int) -> [PhysicsWorld.State] {
        (0..<frames).map { _ in
            stepWithGravity(world)
            return world.state
        }
    }

    /// Compares states by the bits of every number.
    private func identical(_ a: PhysicsWorld.State, _ b: PhysicsWorld.State) -> Bool {
        a.bodies.count == b.bodies.count && zip(a.bodies, b.bodies).allSatisfy { x, y in
            [x.position.x, x.position.y, x.angle, x.velocity.x, x.velocity.y, x.angularVelocity].map(\.bitPattern)
                == [y.position.x, y.position.y, y.angle, y.velocity.x, y.velocity.y, y.angularVelocity].map(\.bitPattern)
        } && a == b
    }

    @Test("two runs from the same start are bit-identical")
    func twoRuns() {
        let first = scene(), second = scene()
        let a = run(first, frames: 400), b = run(second, frames: 400)
        #expect(zip(a, b).allSatisfy { identical($0, $1) })
        #expect(first.takeEvents() == second.takeEvents())
        // The scene really moved and collided.
        #expect(a.last!.bodies[3].position != a.first!.bodies[3].position)
    }

    @Test("restoring a mid-run snapshot and stepping again repeats the run exactly")
    func rewind() {
        let world = scene()
        _ = run(world, frames: 150)
        let snapshot = world.state
        _ = world.takeEvents()
        let original = run(world, frames: 250)
        let originalEvents = world.takeEvents()
        world.restore(snapshot)
        let again = run(world, frames: 250)
        #expect(zip(original, again).allSatisfy { identical($0, $1) })
        #expect(world.takeEvents() == originalEvents)
    }

    @Test("step(dt) runs whole 1/120 s steps and carries the remainder")
    func fixedSteps() {
        let world = makeWorld(floorY: nil)
        world.addBody(PhysicsBody(size: PhysicsVector(10, 10), position: .zero))
        world.step(1.0 / 60)
        #expect(world.stepCount == 2)
        world.step(1.0 / 240)
        #expect(world.stepCount == 2)
        world.step(1.0 / 240)
        #expect(world.stepCount == 3)
        world.step(1)
        #expect(world.stepCount == 123)
    }
}

@Suite("Physics engine: warm starting and sleeping")
struct PhysicsSleepTests {
    @Test("a layer of 20 boxes on the floor sleeps; asleep, it costs no contact solving")
    func layerSleeps() {
        let world = makeWorld(floorY: 600)
        for i in 0..<20 {
            var box = PhysicsBody(size: PhysicsVector(10, 10), position: PhysicsVector(Double(i) * 10.5, 590), angle: Double(i % 3) * 0.05)
            box.friction = 0.5
            world.addBody(box)
        }
        var steps = 0
        while world.sleepingBodyCount < 20, steps < 600 {
            stepWithGravity(world)
            steps += 1
        }
        // Box2D's rule: an island sleeps once all its bodies have been slow for 0.5 s.
        #expect(world.sleepingBodyCount == 20, "\(world.sleepingBodyCount) asleep after \(steps) steps")
        #expect(world.isAtRest())
        let solved = world.solvedContactCount
        let before = world.bodies.map(\.position)
        _ = world.takeEvents()
        for _ in 0..<120 { stepWithGravity(world) }
        #expect(world.solvedContactCount == solved, "a sleeping layer solves no contacts")
        #expect(world.bodies.map(\.position) == before, "and stays exactly where it is")
        #expect(world.takeEvents().isEmpty, "no contact ends while asleep")
    }

    @Test("a small piece rocking in place has settled when no point of it moves half a point; a large one rocking as much has not")
    func rockingSettles() {
        // Rocking ±0.02 rad moves the corners of a 10-pt box (half-diagonal 7.07 pt) at most
        // 0.04 × 7.07 = 0.28 pt, and those of a 200-pt box (141 pt) 5.7 pt.
        let world = makeWorld(floorY: 600)
        let small = world.addBody(PhysicsBody(size: PhysicsVector(10, 10), position: PhysicsVector(0, 595)))
        let large = world.addBody(PhysicsBody(size: PhysicsVector(200, 200), position: PhysicsVector(500, 500)))
        for step in 0..<90 {
            let angle = 0.02 * sin(2 * Double.pi * 2 * Double(step) * dt)
            for id in [small, large] {
                var body = world[body: id]
                body.angle = angle
                world[body: id] = body
            }
            stepWithGravity(world)
        }
        #expect(world.isSettled(0), "0.75 s within a third of a point")
        #expect(!world.isSettled(1), "its corners swing 5.7 pt")
    }

    @Test("the position rounds' small-angle cosine and sine match the maths library's")
    func smallAngleCosSin() {
        for k in -64...64 {
            let d = Double(k) / 1024
            let (c, s) = ContactSolver.cosSin(ofSmall: d)
            expectClose(c, cos(d), tolerance: 2e-16)
            expectClose(s, sin(d), tolerance: 2e-16)
        }
    }

    @Test("a box dropped on a sleeping one wakes it and comes to rest on top")
    func wakesWhenHit() {
        let world = makeWorld(floorY: 600)
        let lower = world.addBody(PhysicsBody(size: PhysicsVector(40, 40), position: PhysicsVector(0, 580)))
        for _ in 0..<120 { stepWithGravity(world) }
        #expect(world.isAsleep(0))
        let upper = world.addBody(PhysicsBody(size: PhysicsVector(40, 40), position: PhysicsVector(5, 400)))
        var woke = false
        for _ in 0..<240 {
            stepWithGravity(world)
            woke = woke || !world.isAsleep(0)
        }
        #expect(woke)
        // Resting on top: its bottom on the lower box's top (560), within the slop.
        expectClose(world[body: upper].position.y, 540, tolerance: 2 * PhysicsWorld.linearSlop + 0.1)
        expectClose(world[body: lower].position.y, 580, tolerance: PhysicsWorld.linearSlop + 0.1)
    }

    @Test("a body in free flight never sleeps, however slowly it starts")
    func freeFlightStaysAwake() {
        let world = makeWorld(floorY: nil)
        let id = world.addBody(PhysicsBody(size: PhysicsVector(10, 10), position: .zero))
        // 1 pt/s²: slower than the sleep speed for its first 2 s.
        for _ in 0..<360 { stepWithGravity(world, 1) }
        #expect(!world.isAsleep(0))
        expectClose(world[body: id].position.y, 0.5 * 1 * 9, tolerance: 0.01)
    }
}
