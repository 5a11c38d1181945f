//  CALayer+EventTiming.swift — FlipbookCore
//  Flipbook's link from a layer's timing to its clock's pending events. Status: complete.

import Foundation
import Synchronization

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

    /// A change of this layer's own timing: the time chains through it change, and its subtree's
    /// animations are re-timed.
    func ownTimingDidChange() {
        Self.noteTimeChainChange()
        timingDidChange()
    }

    /// Whether this layer and every layer above it pass time through unchanged (local time is
    /// the clock's): then a subtree moved from under it to under another such chain keeps its
    /// animations' clock times, and converting a time between the clock and the layer is no
    /// walk up the tree. Kept per layer until any layer's timing or time parent changes
    /// (`timeChainGeneration`): a forecast of 10 000 animations asked it of each one's layer,
    /// walking up through a weak reference per level.
    // Flipbook: a subclass overriding beginTime, speed or timeOffset with a computed, changing
    // value is seen at the next change of any layer's timing or parent, not at once.
    final var passesTimeThrough: Bool {
        let generation = Self.timeChainGeneration
        if _plainTimeChain.generation == generation { return _plainTimeChain.isPlain }
        let isPlain = timeWarp == nil && beginTime == 0 && speed == 1 && timeOffset == 0
            && (superlayerStorage?.passesTimeThrough ?? true)
        _plainTimeChain = (generation, isPlain)
        return isPlain
    }

    /// A number that changes whenever any layer's beginTime, speed, timeOffset or time warp, or its
    /// superlayer, changes, or a layer goes (its sublayers lose their time parent), or a root
    /// layer's host clock changes.
    static var timeChainGeneration: UInt64 { timeChainGenerationCounter.load(ordering: .relaxed) }

    static func noteTimeChainChange() {
        timeChainGenerationCounter.wrappingAdd(1, ordering: .relaxed)
    }

    /// After this layer moved from under `oldParent`: re-times its subtree's animations unless
    /// both the old and the new chain above pass time through unchanged.
    func timeParentDidChange(from oldParent: CALayer?) {
        if oldParent?.passesTimeThrough ?? true, superlayerStorage?.passesTimeThrough ?? true { return }
        timingDidChange()
    }

    /// For `deinit`: the sublayers still alive have just lost this layer as their time parent.
    func sublayersLoseTimeParent() {
        guard !passesTimeThrough else { return }
        for layer in _sublayers where layer.superlayerStorage == nil {
            layer.timingDidChange()
        }
    }
}

private let timeChainGenerationCounter = Atomic<UInt64>(0)
