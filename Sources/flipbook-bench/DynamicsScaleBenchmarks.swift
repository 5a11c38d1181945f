//  DynamicsScaleBenchmarks.swift — flipbook-bench
//  Issue 55: UIKit Dynamics with hundreds of bodies — a "shatter" dismissal dropping 10-pt
//  pieces of the screen with gravity, collisions with the screen's edges and one push each.
//  Adding the behaviours once re-simulated 60 s per addBehavior (860 bodies: minutes, 3 MiB
//  per body); the world now simulates once per run-loop turn, with a broad phase and sleeping.

import Foundation
import FlipbookKit

/// One drop of `bodies` pieces: what adding the behaviours cost, what the simulation cost, how
/// long the drop lasts (its settling time, or the 60 s cap), and the trajectory kept per body.
struct DynamicsScaleCase {
    var bodies: Int
    /// Building the behaviours and adding them to the animator, ns (no simulation: that waits
    /// for the end of the run-loop turn).
    var addBehaviors: Double
    /// The simulation, run ahead to rest, ns.
    var simulation: Double
    /// Fixed steps simulated, and seconds of motion (nil: the 60 s cap).
    var steps: Int
    var settlingTime: Double?
    /// Trajectory bytes kept per body.
    var bytesPerBody: Double

    var stepNanoseconds: Double { simulation / Double(max(steps, 1)) }
    /// Seconds of simulation per second of drop: ≤ 1 is simulated within its own duration.
    var realTimeRatio: Double { simulation / 1e9 / (settlingTime ?? UIDynamicAnimator.simulationLimit) }
    var name: String { "UIKit Dynamics drop: \(bodies) pieces of 10 pt, gravity + collision + a push each" }
}

/// The drop at 50, 200 and 860 pieces (the median of `rounds` runs, by simulation time).
func dynamicsScaleBenchmarks(rounds: Int) -> [DynamicsScaleCase] {
    [50, 200, 860].map { count in
        let runs = (0..<max(rounds, 1)).map { _ in dynamicsDrop(pieces: count) }.sorted { $0.simulation < $1.simulation }
        return runs[runs.count / 2]
    }
}

/// `pieces` 10-pt views in rows of 39 from the top of a 390×844 window, each with an
/// instantaneous push (its own angle), all under gravity and in a collision behaviour bounded
/// by the window — as a shatter transition's animator builds them.
private func dynamicsDrop(pieces: Int) -> DynamicsScaleCase {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    let views = (0..<pieces).map { i -> UIView in
        let view = UIView(frame: CGRect(x: CGFloat(i % 39) * 10, y: CGFloat(i / 39) * 10, width: 10, height: 10))
        container.addSubview(view)
        return view
    }
    let animator = UIDynamicAnimator(referenceView: container)
    let start = now()
    let gravity = UIGravityBehavior(items: views)
    let collision = UICollisionBehavior(items: views)
    collision.translatesReferenceBoundsIntoBoundary = true
    animator.addBehavior(gravity)
    animator.addBehavior(collision)
    for (i, view) in views.enumerated() {
        let push = UIPushBehavior(items: [view], mode: .instantaneous)
        push.setAngle(CGFloat(i % 12) * .pi / 6, magnitude: 0.02)
        animator.addBehavior(push)
    }
    let added = now()
    // (A small world simulates its first changes at once: those steps belong to `add`.)
    let stepsWhileAdding = animator.simulatedStepCount
    let settling = animator.settlingTime
    let simulated = now()
    withExtendedLifetime(window) {}
    return DynamicsScaleCase(bodies: pieces, addBehaviors: Double(added - start), simulation: Double(simulated - added),
                             steps: animator.simulatedStepCount - stepsWhileAdding, settlingTime: settling,
                             bytesPerBody: Double(animator.trajectoryByteCount) / Double(pieces))
}

extension Report {
    /// The drop's table, the growth exponents from 200 to 860 pieces, and its goals' checks.
    func printDynamicsScale() {
        var rows: [[String]] = []
        for c in dynamicsScale {
            rows.append([c.name, String(format: "%.1f ms", c.addBehaviors / 1e6), String(format: "%.2f s", c.simulation / 1e9),
                         "\(c.steps)", String(format: "%.1f µs", c.stepNanoseconds / 1e3),
                         c.settlingTime.map { String(format: "%.2f s", $0) } ?? "cap",
                         String(format: "%.2f", c.realTimeRatio), String(format: "%.1f KiB", c.bytesPerBody / 1024)])
        }
        print("UIKit Dynamics at scale (issue 55): behaviours added, then simulated to rest once (median of the rounds)")
        printColumns(["case", "add", "simulate", "steps", "per step", "drop", "sim/drop", "trajectory/body"], rows,
                     rightAligned: [1, 2, 3, 4, 5, 6, 7])
        print("")
        if let small = dynamicsScale.first(where: { $0.bodies == 200 }), let large = dynamicsScale.first(where: { $0.bodies == 860 }) {
            func exponent(_ a: Double, _ b: Double) -> String { String(format: "%.2f", log(b / a) / log(860.0 / 200)) }
            print("Growth exponents 200 → 860 pieces: add \(exponent(small.addBehaviors, large.addBehaviors)), "
                + "per step \(exponent(small.stepNanoseconds, large.stepNanoseconds)), "
                + "simulation \(exponent(small.simulation, large.simulation))")
            print("")
        }
    }

    var dynamicsScaleChecks: [GoalCheck] {
        guard let c = dynamicsScale.first(where: { $0.bodies == 860 }) else { return [] }
        return [
            GoalCheck(goal: Goal.dynamicsAdd.id, subject: c.name, measured: c.addBehaviors, limit: Goal.dynamicsAdd.limit, unit: "ns"),
            GoalCheck(goal: Goal.dynamicsStep.id, subject: c.name + ", mean", measured: c.stepNanoseconds,
                      limit: Goal.dynamicsStep.limit, unit: "ns"),
            GoalCheck(goal: Goal.dynamicsRealTime.id, subject: c.name, measured: c.realTimeRatio,
                      limit: Goal.dynamicsRealTime.limit, unit: "ratio"),
        ]
    }
}
