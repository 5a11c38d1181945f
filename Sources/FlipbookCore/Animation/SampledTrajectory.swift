//  SampledTrajectory.swift — FlipbookCore
//  Flipbook's compact store of many layers' recorded trajectories (UIKit Dynamics' items). Status: complete.

import Foundation

/// The position and rotation of each of `itemCount` items at each sample, in one store of
/// 12 bytes an item a sample (Float32 x, y and angle) that every item's `SampledMotionAnimation`
/// reads from: 860 pieces falling for 60 s at 120 samples a second keep 84 KiB each.
///
/// A store is filled sample by sample, then read: a changed trajectory is a new store.
package final class SampledTrajectory {
    package let itemCount: Int
    /// x, y and angle of each item at each sample, sample after sample.
    private var values: [Float] = []

    package init(itemCount: Int) {
        self.itemCount = itemCount
    }

    /// Samples stored (each has every item's).
    package var sampleCount: Int { itemCount == 0 ? 0 : values.count / (3 * itemCount) }

    /// Bytes the samples take.
    package var byteCount: Int { values.count * MemoryLayout<Float>.stride }

    package func reserveCapacity(samples: Int) { values.reserveCapacity(samples * 3 * itemCount) }

    /// Appends the next sample's values for the next item (items in order, a sample at a time).
    package func append(x: Double, y: Double, angle: Double) {
        values.append(Float(x))
        values.append(Float(y))
        values.append(Float(angle))
    }

    /// Appends sample `sample` of `other` (with the same items) again.
    package func append(sample: Int, of other: SampledTrajectory) {
        let width = 3 * itemCount
        values.append(contentsOf: other.values[(sample * width)..<((sample + 1) * width)])
    }

    package func position(of item: Int, at sample: Int) -> CGPoint {
        let i = (sample * itemCount + item) * 3
        return CGPoint(x: CGFloat(values[i]), y: CGFloat(values[i + 1]))
    }

    package func angle(of item: Int, at sample: Int) -> Double {
        Double(values[(sample * itemCount + item) * 3 + 2])
    }
}
