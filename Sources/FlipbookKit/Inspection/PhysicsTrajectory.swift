//  PhysicsTrajectory.swift — FlipbookKit
//  Flipbook addition: a physics-driven item's recorded path as progress over time, for the
//  previewer's curve plot.

import Foundation

/// The progress of an item UIKit Dynamics moves, along the trajectory Flipbook recorded for it.
///
/// Progress is the item's centre projected on the line from where it started to where it
/// came to rest: 0 at the start, 1 at rest, above 1 past the rest position (a bounce's
/// overshoot), below 0 behind the start. An item that ends where it began has the distance
/// from its start instead, over the farthest it went (0…1).
public struct PhysicsTrajectory: Equatable, Sendable {
    /// Progress at each recorded step, `sampleInterval` apart.
    public let progress: [Double]
    /// Seconds between two recorded steps.
    public let sampleInterval: Double

    /// The trajectory's length in seconds.
    public var length: Double { Double(max(progress.count - 1, 0)) * sampleInterval }

    /// The longest trajectory running in `window`'s layer tree, if any runs.
    public init?(longestIn window: UIWindow) {
        var longest: SampledMotionAnimation?
        Self.forEachMotion(in: window.layer) { motion in
            if motion.sampleCount > 1, motion.length > (longest?.length ?? -1) { longest = motion }
        }
        guard let longest else { return nil }
        self.init(positions: longest.positions, sampleInterval: longest.sampleInterval)
    }

    /// The progress of a path of centres sampled every `sampleInterval` seconds.
    init(positions: [CGPoint], sampleInterval: Double) {
        self.sampleInterval = sampleInterval
        guard let first = positions.first, let last = positions.last else {
            progress = []
            return
        }
        let dx = Double(last.x - first.x), dy = Double(last.y - first.y)
        let travel = dx * dx + dy * dy
        if travel > 1e-12 {
            progress = positions.map { (Double($0.x - first.x) * dx + Double($0.y - first.y) * dy) / travel }
        } else {
            let distances = positions.map { hypot(Double($0.x - first.x), Double($0.y - first.y)) }
            let farthest = distances.max() ?? 0
            progress = distances.map { farthest > 0 ? $0 / farthest : 0 }
        }
    }

    /// Progress at fraction `x` (0…1) of the trajectory's length, interpolated between steps.
    public func value(at x: Double) -> Double? {
        guard let first = progress.first else { return nil }
        guard progress.count > 1 else { return first }
        let position = (x.isNaN ? 0 : min(max(x, 0), 1)) * Double(progress.count - 1)
        let i = min(Int(position.rounded(.down)), progress.count - 2)
        let f = position - Double(i)
        return progress[i] + (progress[i + 1] - progress[i]) * f
    }

    private static func forEachMotion(in layer: CALayer, _ body: (SampledMotionAnimation) -> Void) {
        for record in layer.animationRecords where record.isActive {
            if let motion = record.animation as? SampledMotionAnimation { body(motion) }
        }
        for sublayer in layer.sublayerStorage { forEachMotion(in: sublayer, body) }
    }
}
