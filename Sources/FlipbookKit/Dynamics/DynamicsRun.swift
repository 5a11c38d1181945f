//  DynamicsRun.swift — FlipbookKit
//  Flipbook's last simulation of a UIDynamicAnimator, kept to step again. Status: complete.

import Foundation

/// A dynamic animator's last simulation: its world, its setup, and the world's whole state kept
/// every `keptStateInterval` steps from its start, so the full state of the items at any step
/// of it (what a change in mid-flight starts from) is at most that many steps away, and comes
/// out to the bit as the simulation had it.
final class DynamicsRun {
    /// Steps between two kept world states: 5 s. (About 1 KiB a body a kept state in a pile:
    /// 12 of them in a 60 s run, beside the 84 KiB of its positions and angles.)
    static let keptStateInterval = 600

    let world: PhysicsWorld
    let setup: DynamicsSetup
    /// The world's id of each of the setup's bodies.
    let ids: [Int]
    /// The step the simulation started from.
    let start: Int
    /// The step the world is at.
    var worldStep: Int
    private var kept: [Int: PhysicsWorld.State] = [:]

    init(world: PhysicsWorld, setup: DynamicsSetup, ids: [Int], start: Int) {
        self.world = world
        self.setup = setup
        self.ids = ids
        self.start = start
        worldStep = start
        kept[start] = world.state
    }

    /// The simulation has stepped the world to `step`.
    func keepState(atStep step: Int) {
        worldStep = step
        if (step - start) % Self.keptStateInterval == 0 { kept[step] = world.state }
    }

    /// The latest step at or before `step` whose world state is kept.
    func keptStep(atOrBefore step: Int) -> Int {
        start + (step - start) / Self.keptStateInterval * Self.keptStateInterval
    }

    /// Puts the world back to its kept state at `step`.
    func restore(step: Int) {
        guard let state = kept[step] else { return }
        world.restore(state)
        worldStep = step
    }

    /// The kept world states, by step.
    var keptStates: [Int: PhysicsWorld.State] { kept }

    /// Takes another run's kept states and last step, the world being put at that step's state
    /// by the caller: the same simulation, run by another scene (`DynamicsSimulations`).
    func adopt(keptStates: [Int: PhysicsWorld.State], worldStep: Int) {
        kept = keptStates
        self.worldStep = worldStep
    }

    /// Bytes the kept world states take.
    var byteCount: Int { kept.values.reduce(0) { $0 + $1.byteCount } }
}
