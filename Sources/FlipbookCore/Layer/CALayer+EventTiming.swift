//  CALayer+EventTiming.swift — FlipbookCore
//  Flipbook's link from a layer's timing to its clock's pending events. Status: complete.

import Foundation

extension CALayer {
    /// Tells the clocks of the animations in this layer's subtree that their local time may now
    /// map to clock time differently (this layer's `beginTime`, `speed`, `timeOffset` or time warp
    /// changed), so each pending start or stop is re-timed: the clock keeps them in time order
    /// rather than asking every animation afresh before each event.
    package func timingDidChange() {
        forEachLayerInSubtree { layer in
            for record in layer.animationRecords {
                record.registeredClock?.retime(record)
            }
        }
    }

    /// Whether this layer and every layer above it pass time through unchanged (local time is
    /// the clock's), so that a subtree moved from under it to under another such chain keeps
    /// its animations' clock times.
    private var hasPlainTimeChain: Bool {
        var layer: CALayer? = self
        while let current = layer {
            guard current.timeWarp == nil, current.beginTime == 0, current.speed == 1, current.timeOffset == 0 else {
                return false
            }
            layer = current.superlayerStorage
        }
        return true
    }

    /// After this layer moved from under `oldParent`: re-times its subtree's animations unless
    /// both the old and the new chain above pass time through unchanged.
    func timeParentDidChange(from oldParent: CALayer?) {
        if oldParent?.hasPlainTimeChain ?? true, superlayerStorage?.hasPlainTimeChain ?? true { return }
        timingDidChange()
    }

    /// For `deinit`: the sublayers still alive have just lost this layer as their time parent.
    func sublayersLoseTimeParent() {
        guard !hasPlainTimeChain else { return }
        for layer in _sublayers where layer.superlayerStorage == nil {
            layer.timingDidChange()
        }
    }
}
