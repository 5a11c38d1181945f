//  Player+Comparison.swift — FlipbookPlayer
//  What a comparison asks of each of its two players besides a shared pause (Player.swift):
//  the take's lanes sampled through time on a spare scene.

import Foundation
import FlipbookKit

extension Player {
    /// The values of every lane that animates between `start` and `end` (scene times), read at
    /// `count` equal steps on a spare scene replayed to `start` and run on, so the live scene is not
    /// disturbed. A lane is named by its view and key path, so the lanes of two scenes built from
    /// the same code pair up; its value is read on from when it first animates (its layer's
    /// presentation value, which holds the model value once the animation is over).
    package func laneSamples(from start: Double, to end: Double, count: Int) -> [LaneSamples] {
        guard count > 1, end > start else { return [] }
        var probe = spares.take(for: start, log: log)
        defer {
            spares.give(probe)
            scene.window.makeCurrent()
        }
        probe.scene.window.makeCurrent()
        var found: [LaneSamples] = []
        var index: [String: Int] = [:]
        // Where each found lane is read from: an inventory holding its layer, and its index there.
        var sources: [(inventory: AnimationInventory, lane: Int)] = []
        var signature = AnimationSignature(), previous = AnimationSignature()
        for step in 0..<count {
            let t = start + (end - start) * Double(step) / Double(count - 1)
            probe.advance(to: t, log: log)
            signature.read(probe.scene.window)
            if signature != previous {
                let inventory = AnimationInventory(window: probe.scene.window, takeStart: start)
                for (i, lane) in inventory.lanes.enumerated() where lane.from != nil || lane.to != nil {
                    let key = lane.view + " " + lane.keyPath
                    if let known = index[key] {
                        sources[known] = (inventory, i)
                    } else {
                        index[key] = found.count
                        found.append(LaneSamples(view: lane.view, keyPath: lane.keyPath, lane: lane,
                                                 values: Array(repeating: nil, count: count)))
                        sources.append((inventory, i))
                    }
                }
                swap(&signature, &previous)
            }
            for k in found.indices {
                found[k].values[step] = sources[k].inventory.value(ofLane: sources[k].lane, at: t)
            }
        }
        return found
    }
}

/// One lane's values at equal steps of time (nil where it could not be read: its view gone).
package struct LaneSamples {
    package var view: String
    package var keyPath: String
    /// The lane as first seen (its ends, for the component and unit shown).
    package var lane: AnimationLane
    package var values: [InspectedValue?]
}
