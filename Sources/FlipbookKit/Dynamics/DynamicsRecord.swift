//  DynamicsRecord.swift — FlipbookKit
//  Flipbook's recorded trajectory of a UIDynamicAnimator's items. Status: complete.

import FlipbookCore
import Foundation

/// Every step of a dynamic animator's items: each step's positions and angles, compactly, in
/// the store their animations read (`SampledTrajectory`: 12 bytes an item a step), and the full
/// state — velocities too, in `Double` — at the steps a simulation started from and at the last.
///
/// Scrubbing needs only where the items are; a change in mid-flight needs the full state at its
/// step, which the animator gets by stepping its world again from a kept world state. (The full
/// state of every step, and the animations' own copies of the positions, took 72 bytes an item a
/// step: 506 KiB an item for 60 s.)
struct DynamicsRecord {
    typealias ItemState = UIDynamicAnimator.ItemState

    /// Positions and angles of every step (the store may run past `count`, after a cut).
    private(set) var samples: SampledTrajectory
    /// Steps recorded.
    private(set) var count = 0
    /// The full state at the steps simulations started from.
    private var starts: [Int: [ItemState]] = [:]
    /// The full state at the last step.
    private(set) var last: [ItemState] = []

    init(itemCount: Int = 0) {
        samples = SampledTrajectory(itemCount: itemCount)
    }

    var isEmpty: Bool { count == 0 }
    var itemCount: Int { samples.itemCount }

    /// Appends a step; `isStart`: a simulation starts from it, so its full state is kept.
    mutating func append(_ states: [ItemState], isStart: Bool = false) {
        if samples.sampleCount != count {
            // Cut since: the steps past the cut go (a new store: the animations keep the old).
            let kept = SampledTrajectory(itemCount: itemCount)
            for step in 0..<count { kept.append(sample: step, of: samples) }
            samples = kept
        }
        for state in states { samples.append(x: state.position.x, y: state.position.y, angle: state.angle) }
        if isStart { starts[count] = states }
        last = states
        count += 1
    }

    /// Where item `item` is at `step`, and its angle (exact at a start and at the last step).
    func position(of item: Int, atStep step: Int) -> (position: PhysicsVector, angle: Double) {
        if let states = exactStates(atStep: step) { return (states[item].position, states[item].angle) }
        let p = samples.position(of: item, at: step)
        return (PhysicsVector(Double(p.x), Double(p.y)), samples.angle(of: item, at: step))
    }

    /// The full state at `step`, where it is kept.
    func exactStates(atStep step: Int) -> [ItemState]? {
        step == count - 1 ? last : starts[step]
    }

    /// Drops the steps after `step`, whose full state `states` is.
    mutating func cut(after step: Int, at states: [ItemState]) {
        count = step + 1
        last = states
        starts = starts.filter { $0.key <= step }
    }

    /// Takes `position` and `angle` as item `item`'s at the last step.
    mutating func setLast(_ item: Int, position: PhysicsVector, angle: Double) {
        last[item].position = position
        last[item].angle = angle
    }

    /// The steps before `start`, re-laid for a new list of items: `previous` gives each new item's
    /// index in this record (nil: joining now, held at its start state before `start`).
    func relaid(previous: [Int?], startStates: [ItemState], before start: Int) -> DynamicsRecord {
        var result = DynamicsRecord(itemCount: previous.count)
        let steps = min(start, count)
        result.samples.reserveCapacity(samples: steps)
        for step in 0..<steps {
            let exact = exactStates(atStep: step)
            let states = previous.enumerated().map { index, old -> ItemState in
                guard let old else { return startStates[index] }
                if let exact { return exact[old] }
                let (position, angle) = self.position(of: old, atStep: step)
                return ItemState(position: position, angle: angle, velocity: .zero, angularVelocity: 0)
            }
            result.append(states, isStart: starts[step] != nil)
        }
        return result
    }

    /// Bytes kept: the samples of the steps recorded, and the full states.
    var byteCount: Int {
        count * itemCount * 3 * MemoryLayout<Float>.stride
            + (starts.count + 1) * itemCount * MemoryLayout<ItemState>.stride
    }
}
