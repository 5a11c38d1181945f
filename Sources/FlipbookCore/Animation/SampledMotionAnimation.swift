//  SampledMotionAnimation.swift — FlipbookCore
//  Flipbook's animation of a recorded trajectory (what UIKit Dynamics moves items along). Status: complete.

import Foundation
import FlipbookGraphics

/// Moves a layer along a recorded trajectory: a position and a rotation angle sampled every
/// `sampleInterval` seconds from local time 0, interpolated linearly between samples and
/// held at the last sample afterwards.
///
/// UIKit Dynamics sets an item's centre and rotation each step. Flipbook simulates ahead,
/// keeps the trajectory, and shows it through this animation, so a physics transition can
/// be paused and scrubbed like any other: its frames are a pure function of time.
package final class SampledMotionAnimation: CAAnimation {
    /// Centre (the layer's position) at each sample.
    package var positions: [CGPoint] {
        get { shared.map { s in (0..<s.store.sampleCount).map { s.store.position(of: s.item, at: $0) } } ?? ownPositions }
        set { adoptOwnSamples(); ownPositions = newValue }
    }
    /// Rotation angle in radians at each sample (the layer's transform becomes this rotation).
    package var angles: [Double] {
        get { shared.map { s in (0..<s.store.sampleCount).map { s.store.angle(of: s.item, at: $0) } } ?? ownAngles }
        set { adoptOwnSamples(); ownAngles = newValue }
    }
    /// Seconds between samples.
    package var sampleInterval: Double = 1.0 / 120

    private var ownPositions: [CGPoint] = []
    private var ownAngles: [Double] = []
    /// The store and item whose samples this reads instead of its own, when it shares one.
    private var shared: (store: SampledTrajectory, item: Int)?

    package required init() {
        super.init()
        fillMode = .both
        isRemovedOnCompletion = false
    }

    /// Reads item `item`'s samples in `store` (kept, not copied) rather than its own.
    package func readSamples(of item: Int, in store: SampledTrajectory) {
        shared = (store, item)
        ownPositions = []
        ownAngles = []
    }

    private func adoptOwnSamples() {
        guard shared != nil else { return }
        let (positions, angles) = (self.positions, self.angles)
        shared = nil
        ownPositions = positions
        ownAngles = angles
    }

    override package func assign(from other: CAAnimation) {
        super.assign(from: other)
        guard let other = other as? SampledMotionAnimation else { return }
        ownPositions = other.ownPositions
        ownAngles = other.ownAngles
        shared = other.shared
        sampleInterval = other.sampleInterval
    }

    /// Samples held.
    package var sampleCount: Int { shared?.store.sampleCount ?? ownPositions.count }

    /// Centre and angle at sample `i`.
    package func sample(_ i: Int) -> (position: CGPoint, angle: Double) {
        if let (store, item) = shared { return (store.position(of: item, at: i), store.angle(of: item, at: i)) }
        return (ownPositions[i], i < ownAngles.count ? ownAngles[i] : 0)
    }

    /// The trajectory's length in seconds.
    package var length: Double { Double(max(sampleCount - 1, 0)) * sampleInterval }

    /// Position and angle at local time `t` (relative to `beginTime`).
    package func state(at t: Double) -> (position: CGPoint, angle: Double)? {
        let count = sampleCount
        guard count > 0 else { return nil }
        guard count > 1, t > 0 else { return sample(0) }
        let x = t / sampleInterval
        let i = min(Int(saturating: x, rounding: .down), count - 1)
        guard i < count - 1 else { return sample(i) }
        let f = x - Double(i)
        let (a, angleA) = sample(i), (b, angleB) = sample(i + 1)
        return (CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f), angleA + (angleB - angleA) * f)
    }

    /// The trajectory is evaluated straight from the parent time: it has no duration, repeat or curve of its own.
    override package func apply(to properties: inout LayerProperties, atParentTime t: CFTimeInterval) {
        guard let (position, angle) = state(at: (t - beginTime) * Double(speed) + timeOffset) else { return }
        properties.position = position
        properties.transform = CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1)
    }
}
