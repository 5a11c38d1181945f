//  UIDynamicAnimator+ScaleTests.swift — FlipbookKitTests
//  Issue 55: UIKit Dynamics with many behaviours and bodies. The work is counted, not timed —
//  fixed steps simulated per addBehavior, bounding-circle tests per step — so a quadratic
//  regression fails here whatever the machine.

import FlipbookCore
import FlipbookKit
import FlipbookTestSupport
import Testing

/// `count` 10-pt pieces in rows of 39 at the top of a 390-pt-wide window's reference view.
private final class Pieces {
    let window: UIWindow
    let reference: UIView
    let views: [UIView]
    let animator: UIDynamicAnimator

    init(_ count: Int, height: CGFloat = 844, simulations: DynamicsSimulations? = nil) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: height))
        window.dynamicsSimulations = simulations
        reference = UIView(frame: window.bounds)
        window.addSubview(reference)
        window.makeKeyAndVisible()
        views = (0..<count).map { i in
            let view = UIView(frame: CGRect(x: CGFloat(i % 39) * 10, y: CGFloat(i / 39) * 10, width: 10, height: 10))
            return view
        }
        for view in views { reference.addSubview(view) }
        animator = UIDynamicAnimator(referenceView: reference)
    }

    /// Gravity, a collision behaviour bounded by the reference view, and one push per piece,
    /// each added to the animator on its own.
    func addDrop() {
        animator.addBehavior(UIGravityBehavior(items: views))
        let collision = UICollisionBehavior(items: views)
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(collision)
        for (i, view) in views.enumerated() {
            let push = UIPushBehavior(items: [view], mode: .instantaneous)
            push.setAngle(CGFloat(i % 12) * .pi / 6, magnitude: 0.02)
            animator.addBehavior(push)
        }
    }
}

@Suite struct UIDynamicAnimatorScaleTests {
    private let h = 1.0 / 120

    @Test func aSmallWorldIsSimulatedAtEachChange() {
        let s = Pieces(30)
        s.animator.addBehavior(UIGravityBehavior(items: s.views))
        #expect(s.animator.simulatedStepCount > 0, "30 items: simulated before addBehavior returns, as before")
    }

    @Test func behavioursAddedInOneTurnAreSimulatedOnce() {
        // UIKit docs (UIDynamicAnimator): behaviours take effect as the animator runs; Flipbook
        // applies the changes of one run-loop turn together, when the turn ends.
        // 100 pieces: more than a world simulated at each change (`eagerSimulationLimit`).
        let s = Pieces(100, height: 120)
        s.addDrop()
        #expect(s.animator.simulatedStepCount == 0, "nothing simulated before the turn ends")
        s.window.clock.commit()
        let steps = s.animator.simulatedStepCount
        let settling = s.animator.settlingTime ?? UIDynamicAnimator.simulationLimit
        // One simulation, from 0 to the rest: as many steps as the drop lasts (not 102 of them).
        #expect(steps == Int((settling / h).rounded()))
    }

    @Test func aSmallWorldChangedManyTimesInOneTurnStopsSimulatingEachChange() {
        // 50 pieces (a small world, simulated at each change) get 52 behaviours one at a time,
        // all in one turn. The first changes simulate at once; once they have cost
        // `eagerWorkPerTurn` item steps, the rest wait for the turn's end and simulate together.
        let s = Pieces(50, height: 120)
        s.addDrop()
        let eager = s.animator.simulatedStepCount
        #expect(eager > 0, "the first changes simulated at once")
        #expect(eager * 50 <= UIDynamicAnimator.eagerWorkPerTurn + 2 * 50 * Int(UIDynamicAnimator.simulationLimit / h),
                "\(eager) steps: at most one simulation past the budget")
        s.window.clock.commit()
        let settling = s.animator.settlingTime ?? UIDynamicAnimator.simulationLimit
        #expect(s.animator.simulatedStepCount - eager == Int((settling / h).rounded()), "the turn's end: one simulation more")
        // A new turn simulates its first change at once again.
        let before = s.animator.simulatedStepCount
        s.animator.addBehavior(UIGravityBehavior(items: [s.views[0]]))
        #expect(s.animator.simulatedStepCount > before)
    }

    /// 100 pieces dropped in a window sharing `simulations`, simulated at the turn's end;
    /// `change` alters the world first.
    private func drop(sharing simulations: DynamicsSimulations, change: (Pieces) -> Void = { _ in }) -> Pieces {
        let s = Pieces(100, height: 120, simulations: simulations)
        s.addDrop()
        change(s)
        s.window.clock.commit()
        return s
    }

    @Test func aSceneThatBuildsTheSameWorldTakesTheSimulationAnotherRan() {
        // Two windows of one demo (the live scene and a replay) share a store of simulations:
        // the second builds the very same world and simulates nothing, yet its pieces move as
        // the first's, step for step — the first's simulation, run for real, is the truth.
        let simulations = DynamicsSimulations()
        let first = drop(sharing: simulations)
        let second = drop(sharing: simulations)
        #expect(first.animator.simulatedStepCount > 0)
        #expect(second.animator.simulatedStepCount == 0, "taken, not simulated")
        #expect(simulations.reuseCount == 1)
        #expect(second.animator.settlingTime == first.animator.settlingTime)
        for t in [0.05, 0.3, 1.0, 2.5] {
            first.window.clock.tick(to: t)
            second.window.clock.tick(to: t)
            for i in [0, 41, 99] {
                #expect(second.views[i].layer.presentation()?.position == first.views[i].layer.presentation()?.position, "piece \(i) at \(t) s")
            }
        }
        // A change in mid-flight steps the taken simulation's world again from its kept states,
        // as the first's would: both go on the same way.
        for s in [first, second] {
            let push = UIPushBehavior(items: [s.views[0]], mode: .instantaneous)
            push.pushDirection = CGVector(dx: 0.05, dy: -0.05)
            s.animator.addBehavior(push)
            s.window.clock.commit()
            s.window.clock.tick(to: 3)
        }
        #expect(second.views[0].layer.presentation()?.position == first.views[0].layer.presentation()?.position)
    }

    @Test func aDifferentWorldOrAContactDelegateIsSimulatedAfresh() {
        let simulations = DynamicsSimulations()
        _ = drop(sharing: simulations)
        // One piece a point to the right: another world.
        let moved = drop(sharing: simulations) { $0.views[7].center.x += 1 }
        #expect(moved.animator.simulatedStepCount > 0)
        // The same world, but a delegate hears its contacts as they happen: simulated again.
        final class Listener: NSObject, UICollisionBehaviorDelegate {}
        let listener = Listener()
        let heard = drop(sharing: simulations) { s in
            (s.animator.behaviors.first { $0 is UICollisionBehavior } as? UICollisionBehavior)?.collisionDelegate = listener
        }
        #expect(heard.animator.simulatedStepCount > 0)
        #expect(simulations.reuseCount == 0)
    }

    @Test func askingBeforeTheTurnEndsSimulatesWhatIsThereOnce() {
        let s = Pieces(80, height: 120)
        s.addDrop()
        let settling = s.animator.settlingTime
        #expect(settling != nil)
        let steps = s.animator.simulatedStepCount
        s.window.clock.commit()
        #expect(s.animator.simulatedStepCount == steps, "the turn's end finds nothing left to simulate")
    }

    @Test func aBehaviourAddedMidFlightReSimulatesOnlyFromItsInstant() {
        let s = Pieces(80, height: 120)
        s.addDrop()
        s.window.clock.tick(to: 0.25)
        let first = s.animator.simulatedStepCount
        let push = UIPushBehavior(items: [s.views[0]], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: -0.05)
        s.animator.addBehavior(push)
        s.window.clock.commit()
        let settling = s.animator.settlingTime ?? UIDynamicAnimator.simulationLimit
        // The recorded trajectory is kept up to 0.25 s (step 30); only the rest is simulated again,
        // from the full state at step 30, which the world steps to again from the state it kept at
        // its start (the record keeps positions only): 30 steps more, never more than 5 s of them.
        #expect(s.animator.simulatedStepCount - first == Int((settling / h).rounded()) - 30 + 30)
    }

    @Test func aChangeMidFlightStepsAgainOnlyFromTheLastKeptWorldState() {
        // One piece pushed on and on, with nothing to stop it: it never rests (the 60 s cap).
        let s = Pieces(1)
        let push = UIPushBehavior(items: s.views, mode: .continuous)
        push.pushDirection = CGVector(dx: 0, dy: 0.01)
        s.animator.addBehavior(push)
        s.window.clock.tick(to: 5.5)
        let first = s.animator.simulatedStepCount
        s.animator.addBehavior(UIDynamicItemBehavior(items: s.views))
        s.window.clock.commit()
        // Stepped again from the world state kept at 5 s (every 600 steps) to 5.5 s, then simulated to the cap.
        #expect(s.animator.simulatedStepCount - first == 60 + Int((UIDynamicAnimator.simulationLimit / h).rounded()))
    }

    @Test func theVelocityInMidFlightIsTheSimulations() throws {
        // UIKit docs (UIDynamicItemBehavior.linearVelocity(for:)): the item's velocity now. A 10-pt
        // piece thrown sideways at 200 pt/s falls under gravity; at 0.3 s (a step whose full state
        // the record does not keep) the animator steps its world to it again.
        let s = Pieces(1)
        s.animator.addBehavior(UIGravityBehavior(items: s.views))
        let push = UIPushBehavior(items: s.views, mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0.02, dy: 0)
        s.animator.addBehavior(push)
        s.window.clock.tick(to: 0.3)
        let item = UIDynamicItemBehavior(items: s.views)
        s.animator.addBehavior(item)
        let velocity = item.linearVelocity(for: s.views[0])
        // Expected: 0.02 × 100 pt/s for a 100×100 item, × 100 for a 10×10 one (UIPushBehavior docs);
        // 1000 pt/s² × 0.3 s down (UIGravityBehavior docs).
        expectClose(Double(velocity.x), 200, tolerance: 1e-9)
        expectClose(Double(velocity.y), 300, tolerance: 1e-6)
        expectClose(Double(s.views[0].layer.presentation()!.position.x), 5 + 200 * 0.3, tolerance: 1e-3)
    }

    @Test func aPileOfPiecesComesToRest() throws {
        // UIKit docs (UIDynamicAnimator): the animator pauses (dynamicAnimatorDidPause) when its
        // items come to rest. 160 pieces of a shattered screen fall into a pile that rests and sleeps.
        // How long a pile takes is chaotic (120 to 200 pieces: 3 to 21 s, measured), so the
        // bound is a third of the 60 s cap a pile that never rests runs into.
        let s = Pieces(160, height: 300)
        s.addDrop()
        s.window.clock.commit()
        let settling = try #require(s.animator.settlingTime, "the pile never came to rest")
        #expect(settling < 20)
    }

    @Test func aSixtySecondTrajectoryKeepsAtMost100KiBAnItem() {
        // Pieces pushed on and on, with nothing to stop them: the 60 s cap, every step recorded.
        let s = Pieces(20)
        let push = UIPushBehavior(items: s.views, mode: .continuous)
        push.pushDirection = CGVector(dx: 0, dy: 0.01)
        s.animator.addBehavior(push)
        #expect(s.animator.settlingTime == UIDynamicAnimator.simulationLimit, "no rest: the cap")
        // 7 200 steps: 12 bytes an item a step (positions and angles), and full states at the
        // start and the end and in the world states kept every 5 s. (72 bytes a step before: 506 KiB.)
        #expect(s.animator.trajectoryByteCount / 20 <= 100 * 1024, "\(s.animator.trajectoryByteCount / 20) bytes an item")
    }

    @Test func aPendingChangeIsSimulatedByTheNextTickWithoutAWindowTurn() {
        let s = Pieces(70)
        s.animator.addBehavior(UIGravityBehavior(items: s.views))
        #expect(s.animator.simulatedStepCount == 0)
        s.window.clock.tick(to: 0.5)
        // Expected: y = y0 + ½·g·t² with UIKit's 1000 pt/s² (UIGravityBehavior docs).
        expectClose(Double(s.views[0].layer.presentation()!.position.y) - 5, 0.5 * 1000 * 0.25, tolerance: 1)
    }

    @Test func pairTestsPerStepGrowLinearlyWithTheBodies() {
        // 400 boxes, 8 pt apart in a 20×20 grid, falling together: the broad phase tests each box
        // against its neighbours only. All pairs would be 79 800 a step.
        let world = PhysicsWorld()
        world.addBoundaries(PhysicsBoundary.edges(of: CGRect(x: 0, y: 0, width: 390, height: 844)))
        for i in 0..<400 {
            world.addBody(PhysicsBody(size: PhysicsVector(6, 6), position: PhysicsVector(20 + Double(i % 20) * 8, 20 + Double(i / 20) * 8)))
        }
        let steps = 120
        for _ in 0..<steps {
            for id in world.bodies.map(\.id) { world[body: id].applyAcceleration(PhysicsVector(0, 1000)) }
            world.stepFixed()
        }
        let perStep = Double(world.pairTestCount) / Double(steps)
        // A box is tested against those of the 3×3 grid cells around it (cells grow with a fast
        // box's speculative reach while they fall): about 17 a box here, bounded at 24.
        #expect(perStep <= 24 * 400, "\(perStep) pair tests a step")
    }

    @Test func bodiesThatCollideOnlyWithBoundariesMakeNoPairs() {
        // UIKit docs (UICollisionBehavior.Mode.boundaries): the items "collide only with specified
        // collision boundaries and don't collide with each other"; they pile through one another
        // onto the floor, so the broad phase need pair none.
        // 300 boxes dropped onto one floor in a 60-pt-wide column overlap there by the dozen.
        let world = PhysicsWorld()
        world.addBoundary(PhysicsBoundary(identifier: "floor", from: PhysicsVector(-1_000, 200), to: PhysicsVector(1_000, 200)))
        for i in 0..<300 {
            var body = PhysicsBody(size: PhysicsVector(10, 10), position: PhysicsVector(20 + Double(i % 5) * 12, Double(i / 5) * 3))
            body.bodyCollisionMask = 0
            world.addBody(body)
        }
        for _ in 0..<240 {
            for id in world.bodies.map(\.id) { world[body: id].applyAcceleration(PhysicsVector(0, 1000)) }
            world.stepFixed()
        }
        #expect(world.candidatePairCount == 0)
        #expect(world.pairTestCount == 0)
        // Each box lies on the floor (its centre 5 pt above it, within the solver's slop).
        #expect(world.bodies.allSatisfy { abs($0.position.y - 195) < 1 }, "\(world.bodies.map(\.position.y).max() ?? 0)")
    }

    @Test func theBroadPhaseFindsTheContactsAllPairsWould() {
        // Boxes of several sizes scattered with overlaps: after one step the contacts that began
        // are every overlapping pair, found here by brute force on the corners (independently).
        let world = PhysicsWorld()
        var rng = SplitMix(seed: 7)
        for _ in 0..<150 {
            let size = PhysicsVector(4 + rng.next() * 20, 4 + rng.next() * 20)
            var body = PhysicsBody(size: size, position: PhysicsVector(rng.next() * 200, rng.next() * 200), angle: rng.next() * 3)
            body.allowsRotation = true
            world.addBody(body)
        }
        let before = world.bodies
        world.stepFixed()
        let began = Set(world.takeEvents().compactMap { event -> [Int]? in
            guard event.kind == .began, case .body(let other) = event.other else { return nil }
            return [event.bodyID, other]
        })
        var overlapping = Set<[Int]>()
        for i in before.indices {
            for j in (i + 1)..<before.count where Self.overlap(before[i], before[j]) {
                overlapping.insert([before[i].id, before[j].id])
            }
        }
        // Every pair overlapping by more than rounding before the step still touches after it
        // (one step of free motion moves nothing: no forces).
        #expect(overlapping.isSubset(of: began), "\(overlapping.subtracting(began).sorted { $0.lexicographicallyPrecedes($1) })")
    }

    @Test func theBroadPhasesPairsComeSortedAsASortWouldSortThem() {
        // Random pairs (repeats of a body, bodies with none) against the standard library's sort.
        var rng = SplitMix(seed: 55)
        for n in [1, 2, 40, 860] {
            var pairs: [UInt64] = []
            for _ in 0..<(n * 3) {
                let i = Int(rng.next() * Double(n)), j = Int(rng.next() * Double(n))
                if i < j { pairs.append(UInt64(i) << 32 | UInt64(j)) }
            }
            let sorted = PhysicsWorld.sortedPairs(pairs, bodies: n)
            let expected = pairs.sorted().map { (Int($0 >> 32), Int($0 & 0xFFFF_FFFF)) }
            #expect(sorted.map(\.i) == expected.map(\.0) && sorted.map(\.j) == expected.map(\.1), "n = \(n)")
        }
    }

    /// Two boxes overlap when neither has a separating axis among the four edge normals.
    private static func overlap(_ a: PhysicsBody, _ b: PhysicsBody) -> Bool {
        func axes(_ body: PhysicsBody) -> [PhysicsVector] {
            [PhysicsVector(cos(body.angle), sin(body.angle)), PhysicsVector(-sin(body.angle), cos(body.angle))]
        }
        for axis in axes(a) + axes(b) {
            let pa = a.corners.map { $0.dot(axis) }, pb = b.corners.map { $0.dot(axis) }
            if pa.max()! < pb.min()! + 0.01 || pb.max()! < pa.min()! + 0.01 { return false }
        }
        return true
    }

    @Test func aDropThatOutlivesItsWindowDoesNotFloodTheClock() {
        // The event storm: items still falling when the reference view leaves the window
        // (a dismissal completing) made the animator due "now" after every firing.
        let s = Pieces(8)
        s.animator.addBehavior(UIGravityBehavior(items: s.views))
        s.window.clock.tick(to: 0.1)
        #expect(s.animator.isRunning)
        s.reference.removeFromSuperview()
        s.window.clock.tick(to: 0.5)
        s.window.clock.tick(to: 1)
        #expect(!s.window.clock.diagnostics.contains { $0.contains("events at or before") }, "\(s.window.clock.diagnostics)")
        #expect(s.window.clock.nextEventTime(notAfter: 2) == nil)
    }

    @Test func theSameMessageAgainIsOneLineWithACount() {
        let clock = MediaClock()
        for _ in 0..<860 { clock.reportCounted("UIDynamicAnimator: the items did not come to rest within 60 s.") }
        clock.reportCounted("Something else.")
        clock.reportCounted("Something else.")
        clock.report("Something else.")
        #expect(clock.diagnostics == ["UIDynamicAnimator: the items did not come to rest within 60 s. (860 times)",
                                      "Something else. (2 times)", "Something else."])
    }
}

/// A small deterministic generator of numbers in [0, 1) (SplitMix64).
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }
}
