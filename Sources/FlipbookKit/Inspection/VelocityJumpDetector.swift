//  VelocityJumpDetector.swift — FlipbookKit
//  Flipbook addition: finds where a lane's velocity changes discontinuously from one frame to the
//  next — at an interactive release, a reversal, an interruption: the hand-off bug.

import Foundation

/// A lane's velocity jumping between two consecutive frames.
public struct VelocityJump: Equatable, Sendable {
    /// What changed what drives the lane, between the two frames.
    public enum Cause: String, Sendable {
        /// The interactive transition was let go of (finished or cancelled from the hand).
        case release
        /// A property animator was reversed.
        case reversal
        /// The lane's animations changed: another of the same view and key path was added, or
        /// replaced the one that ran.
        case interruption
    }

    /// The lane's view and key path, and which component jumped ("position.y", "opacity").
    public var view: String
    public var property: String
    /// The velocity before and after, in `unit`.
    public var from: Double
    public var to: Double
    /// "pt/s", "°/s", "/s".
    public var unit: String
    /// Scene time of the frame after the jump.
    public var time: Double
    public var cause: Cause

    /// "DetailViewController.imageView position.y velocity jumps from 0 to 1 850 pt/s at release".
    public var message: String {
        "\(view) \(property) velocity jumps from \(InspectedValue.rate(from)) to \(InspectedValue.rate(to)) \(unit) "
            + "at \(cause.rawValue) (\(String(format: "%.3f", time)) s)"
    }
}

/// Watches the lanes frame by frame and reports their velocity jumps.
///
/// Feed it every frame (`feed(time:inventory:window:)`). Between two consecutive frames
/// (0 ≤ Δt ≤ `longestFrameGap`: the same moment drawn again after an action counts; a seek
/// back or a jump ahead starts afresh) it predicts each lane's velocity
/// from the last frame's by the trapezoid rule on the two frames' accelerations, and reports a
/// jump where the velocity differs from that by more than a quarter of the larger speed (and a
/// fiftieth of the lane's average speed), and something changed what drives the lane: the
/// interactive transition was let go of, a property animator reversed or a transition let go of
/// sent the other way, or the lane's animations were joined or replaced. The corners of a lane's
/// own timing (a linear start after a delay, a linear keyframe's corner) are the curve the user
/// wrote, not a hand-off, and are not reported.
///
/// A change first seen on a frame drawn at the same moment as the one before may not show yet:
/// the previewer draws a frame right after every key and touch, before time moves, and a release
/// onto a curve that starts at rest (`UIPercentDrivenInteractiveTransition`'s default
/// `.easeInOut`) has no speed at that instant. A lane without a jump there keeps the change and
/// its sample from before it, and is judged against that sample on the first frame after time
/// has moved on.
///
/// While the inventory stays the same (the HUD keeps one until the animations change), a frame
/// without a jump allocates nothing.
public struct VelocityJumpDetector {
    /// How many of the latest jumps are kept.
    public static let limit = 8
    /// The longest step between frames still counted as consecutive, seconds.
    public static let longestFrameGap = 0.25
    /// The share of the larger speed by which a velocity must miss its prediction to jump.
    static let relativeThreshold = 0.25
    /// The share of the lane's average speed (|to − from| / duration) below which changes are noise.
    static let noiseShare = 0.02

    /// The latest jumps, oldest first.
    public private(set) var jumps: [VelocityJump] = []

    private var inventory: AnimationInventory?
    /// Per lane of `inventory`: velocity and acceleration at the last frame (nil: not known).
    private var samples: [Sample?] = []
    /// Per lane: what a new inventory inherits (the cause of a change of its animations).
    private var laneCauses: [VelocityJump.Cause?] = []
    /// Per lane: a change seen at the same moment as the frame before, with the lane's sample
    /// from that frame, waiting for time to move on.
    private var held: [(cause: VelocityJump.Cause, before: Sample)?] = []
    private var lastTime: Double?
    private var wasInteractive = false
    private var wasReversed = false
    private var wasCancelled = false
    private var transition: ObjectIdentifier?

    private struct Sample {
        var motion: LaneMotion
        var velocity: SIMD16<Double> { motion.velocity.storage }
        var acceleration: SIMD16<Double> { motion.acceleration.storage }
    }

    /// Lane `i`'s value, velocity and acceleration at the last frame fed (nil: not known), by
    /// the inventory's lane indexes.
    public func lastMotion(ofLane i: Int) -> LaneMotion? {
        samples.indices.contains(i) ? samples[i]?.motion : nil
    }

    public init() {}

    /// Forgets the past frames (a seek, another demo).
    public mutating func reset() {
        lastTime = nil
        for i in samples.indices { samples[i] = nil }
        for i in held.indices { held[i] = nil }
    }

    /// Reads one frame at scene time `time`; returns how many jumps it found (appended to `jumps`).
    @discardableResult
    public mutating func feed(time: Double, inventory: AnimationInventory, window: UIWindow) -> Int {
        let active = window.activeTransition
        let isInteractive = active?.isInteractive ?? false
        let isCancelled = active?.transitionWasCancelled ?? false
        let isReversed = window.firstPropertyAnimator { $0.isReversed && $0.state == .active } != nil
        let sameTransition = active.map(ObjectIdentifier.init) == transition
        var cause: VelocityJump.Cause?
        // Let go of: no longer under the hand, or the transition under the hand ended this frame
        // (let go of backwards, its animator turns round too: a release all the same).
        if wasInteractive && (!isInteractive || !sameTransition) { cause = .release }
        // An animator turned round, or a transition let go of sent the other way.
        else if isReversed != wasReversed || (active != nil && sameTransition && isCancelled != wasCancelled) {
            cause = .reversal
        }
        (wasReversed, wasInteractive, wasCancelled) = (isReversed, isInteractive, isCancelled)
        transition = active.map(ObjectIdentifier.init)

        if self.inventory != inventory { adopt(inventory) }
        let dt = lastTime.map { time - $0 } ?? 0
        // The same moment again (a frame redrawn after an action, or paused) counts: what the action changed shows.
        let consecutive = lastTime != nil && dt >= 0 && dt <= Self.longestFrameGap
        lastTime = time
        var found = 0
        var reads = MotionReads()
        for i in inventory.lanes.indices {
            let waiting = held[i]
            held[i] = nil
            guard let now = inventory.motion(ofLane: i, at: time, reusing: &reads) else {
                samples[i] = nil
                continue
            }
            let sample = Sample(motion: now)
            defer { samples[i] = sample }
            guard consecutive, let last = waiting?.before ?? samples[i],
                  let laneCause = cause ?? waiting?.cause ?? laneCauses[i] else { continue }
            let lane = inventory.lanes[i]
            var jumped = false
            let predicted = last.velocity + (last.acceleration + sample.acceleration) * (dt / 2)
            for c in 0..<now.value.count {
                let v0 = last.velocity[c], v1 = sample.velocity[c]
                let miss = abs(v1 - predicted[c])
                var averageSpeed = 0.0
                if let from = lane.from, let to = lane.to, from.kind == to.kind, lane.duration > 0 {
                    averageSpeed = abs(to[c] - from[c]) / lane.duration
                }
                guard miss > max(Self.relativeThreshold * max(abs(v0), abs(v1)), Self.noiseShare * averageSpeed, 1e-6) else { continue }
                let component = now.value.kind.componentNames[c]
                let jump = VelocityJump(view: lane.view, property: component.isEmpty ? lane.keyPath : lane.keyPath + "." + component,
                                        from: v0, to: v1, unit: now.value.kind.rateUnit(ofComponent: c, keyPath: lane.keyPath),
                                        time: time, cause: laneCause)
                if jumps.count == Self.limit { jumps.removeFirst() }
                jumps.append(jump)
                found += 1
                jumped = true
            }
            // Not shown yet at the moment of the change: judged once time moves on.
            if !jumped, dt == 0 { held[i] = (cause: laneCause, before: last) }
        }
        for i in laneCauses.indices { laneCauses[i] = nil }
        return found
    }

    /// Takes a new inventory: lanes of the same view and key path keep their last sample, and
    /// one whose animations changed has that as its cause.
    private mutating func adopt(_ new: AnimationInventory) {
        var newSamples = [Sample?](repeating: nil, count: new.lanes.count)
        var newCauses = [VelocityJump.Cause?](repeating: nil, count: new.lanes.count)
        var newHeld = [(cause: VelocityJump.Cause, before: Sample)?](repeating: nil, count: new.lanes.count)
        if let old = inventory {
            for j in new.lanes.indices {
                guard let i = old.lanes.indices.first(where: { new.lane(j, isLane: $0, of: old) }) else { continue }
                newSamples[j] = samples[i]
                newHeld[j] = held[i]
                let before = old.records(ofLane: i), after = new.records(ofLane: j)
                if before != after { newCauses[j] = .interruption }
            }
        }
        inventory = new
        samples = newSamples
        laneCauses = newCauses
        held = newHeld
    }
}
