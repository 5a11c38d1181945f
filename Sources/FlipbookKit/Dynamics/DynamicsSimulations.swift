//  DynamicsSimulations.swift — FlipbookKit
//  Flipbook's plumbing: UIKit Dynamics simulations shared by the scenes of one demo.

import Foundation

/// Simulations run from the start of a fresh world, kept so another scene that builds the same
/// world — a replay of the same demo, the probe that measures a take, a spare scene — takes the
/// result instead of simulating again. The simulation is deterministic: the same bodies, states,
/// boundaries, links and forces give the same trajectory to the bit.
///
/// A window holds one (`UIWindow.dynamicsSimulations`); the player gives every scene of a demo
/// the same. Worlds with fields (app blocks may read anything) or a collision delegate (it hears
/// contacts as the simulation runs) are simulated as before, never shared.
package final class DynamicsSimulations {
    /// Everything a simulation from step 0 follows.
    struct Key: Equatable {
        var bodies: [PhysicsBody]
        var boundaries: [PhysicsBoundary]
        var springs: [PhysicsSpring]
        var joints: [PhysicsJoint]
        var state: PhysicsWorld.State
        /// Each body's summed gravity, in the world's body order.
        var accelerations: [PhysicsVector]
        var pushes: [Push]

        struct Push: Equatable {
            var body: Int
            var offset: PhysicsVector
            var vector: PhysicsVector
            var isInstantaneous: Bool
        }
    }

    /// A simulation's outcome: its record, the world states it kept, the world's last state and
    /// step, and whether it stopped at the limit rather than at rest.
    struct Result {
        var record: DynamicsRecord
        var keptStates: [Int: PhysicsWorld.State]
        var finalState: PhysicsWorld.State
        var finalStep: Int
        var reachedLimit: Bool
    }

    /// The simulations kept, the latest last. Two: a drop of 860 pieces keeps 40 MB of record.
    static let capacity = 2
    private var entries: [(key: Key, result: Result)] = []
    /// Simulations taken from here instead of run, all told (for tests and the bench).
    package private(set) var reuseCount = 0

    package init() {}

    func result(for key: Key) -> Result? {
        guard let index = entries.lastIndex(where: { $0.key == key }) else { return nil }
        reuseCount += 1
        return entries[index].result
    }

    func keep(_ result: Result, for key: Key) {
        entries.removeAll { $0.key == key }
        entries.append((key, result))
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }
}
