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
    package var positions: [CGPoint] = []
    /// Rotation angle in radians at each sample (the layer's transform becomes this rotation).
    package var angles: [Double] = []
    /// Seconds between samples.
    package var sampleInterval: Double = 1.0 / 120

    package required init() {
        super.init()
        fillMode = .both
        isRemovedOnCompletion = false
    }

    override package func assign(from other: CAAnimation) {
        super.assign(from: other)
        guard let other = other as? SampledMotionAnimation else { return }
        positions = other.positions
        angles = other.angles
        sampleInterval = other.sampleInterval
    }

    /// The trajectory's length in seconds.
    package var length: Double { Double(max(positions.count - 1, 0)) * sampleInterval }

    /// Position and angle at local time `t` (relative to `beginTime`).
    package func state(at t: Double) -> (position: CGPoint, angle: Double)? {
        guard let first = positions.first else { return nil }
        guard positions.count > 1, t > 0 else { return (first, angles.first ?? 0) }
        let x = t / sampleInterval
        let i = min(Int(saturating: x, rounding: .down), positions.count - 1)
        guard i < positions.count - 1 else { return (positions[i], angles[i]) }
        let f = x - Double(i)
        let a = positions[i], b = positions[i + 1]
        return (CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f), angles[i] + (angles[i + 1] - angles[i]) * f)
    }

    /// The trajectory is evaluated straight from the parent time: it has no duration, repeat or curve of its own.
    override package func apply(to properties: inout LayerProperties, atParentTime t: CFTimeInterval) {
        guard let (position, angle) = state(at: (t - beginTime) * Double(speed) + timeOffset) else { return }
        properties.position = position
        properties.transform = CATransform3DMakeRotation(CGFloat(angle), 0, 0, 1)
    }
}
