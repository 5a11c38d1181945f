//  CALayer+Hierarchy.swift — FlipbookCore
//  Mirrors CALayer's layer-tree management. Status: complete.

import Foundation
import Synchronization

extension CALayer {
    /// The base implementation of `sublayers`, which the class body declares overridable.
    final var _baseSublayers: [CALayer]? {
        get {
            // A presentation copy lists its model's sublayers' presentation copies.
            let layers = modelLayerStorage.map { model in model.sublayerStorage.compactMap { $0.presentation() } }
                ?? _sublayers
            return layers.isEmpty ? nil : layers
        }
        set {
            let old = updateSublayers { list in
                var old: [CALayer] = []
                swap(&old, &list)
                return old
            }
            for layer in old { layer.superlayerStorage = nil }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The base implementation of `superlayer`, which the class body declares overridable.
    final var _baseSuperlayer: CALayer? {
        if let model = modelLayerStorage { return model.superlayer?.presentation() }
        guard let parent = superlayerStorage, parent._mask !== self else { return nil }
        return parent
    }

    /// The base implementation of `addSublayer`, which the class body declares overridable.
    final func _baseAddSublayer(_ layer: CALayer) {
        insert(layer, at: _sublayers.count)
    }

    /// The base implementation of `insertSublayer`, which the class body declares overridable.
    final func _baseInsertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: Int(idx))
    }

    /// The base implementation of `insertSublayer`, which the class body declares overridable.
    final func _baseInsertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } } ?? 0
        insert(layer, at: index, relativeTo: sibling, after: false)
    }

    /// The base implementation of `insertSublayer`, which the class body declares overridable.
    final func _baseInsertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s }.map { $0 + 1 } } ?? sublayerStorage.count
        insert(layer, at: index, relativeTo: sibling, after: true)
    }

    /// The base implementation of `replaceSublayer`, which the class body declares overridable.
    final func _baseReplaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insert(newLayer, at: index)
    }

    /// The base implementation of `removeFromSuperlayer`, which the class body declares overridable.
    final func _baseRemoveFromSuperlayer() {
        // A mask stays its layer's until the layer's `mask` is changed.
        guard let parent = superlayerStorage, parent._mask !== self else { return }
        parent.updateSublayers { list in
            guard let i = list.indexFromBothEnds(of: self) else { return }
            list.remove(at: i)
        }
        superlayerStorage = nil
    }

    /// Inserts at `index` after detaching `layer` from wherever it was (which may shift
    /// the index when it was already a sublayer here).
    private func insert(_ layer: CALayer, at index: Int, relativeTo sibling: CALayer? = nil, after: Bool = false) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        // The place is found in the list being changed: a copy of the list held across the
        // change would make the insertion copy it whole (retaining every sublayer), N² steps
        // for N sublayers added one by one.
        updateSublayers { list in
            var position = min(max(index, 0), list.count)
            if let sibling, let i = list.firstIndex(where: { $0 === sibling }) {
                position = after ? i + 1 : i
            }
            list.insert(layer, at: position)
        }
        layer.superlayerStorage = self
        if let clock { layer.activatePendingAnimations(on: clock) }
    }

    /// The clock driving this layer's tree, found at its root. Kept per layer until any layer's
    /// superlayer or host clock changes (`timeChainGeneration`): each of a block's thousands of
    /// animations asked it twice, walking up through a weak reference per level.
    package var clock: MediaClock? {
        let generation = Self.timeChainGeneration
        if _clockAtRoot.generation == generation { return _clockAtRoot.clock }
        var layer = self
        while let parent = layer.superlayerStorage { layer = parent }
        let clock = layer.hostClock
        _clockAtRoot = ClockAtRoot(generation: generation, clock: clock)
        return clock
    }

    /// Calls `body` for this layer and every layer below it (its mask too), parents first.
    package func forEachLayerInSubtree(_ body: (CALayer) -> Void) {
        body(self)
        _mask?.forEachLayerInSubtree(body)
        for layer in _sublayers { layer.forEachLayerInSubtree(body) }
    }

    /// Changes the sublayer list with no access to its storage held meanwhile (see `_sublayers`):
    /// the list is moved out of storage, changed, and moved back, so what the change releases
    /// is released outside any access. (Were `change` to add sublayers to this layer itself,
    /// they would be lost; nothing does.) What it copies is counted (`ListCopies`).
    @inline(__always)
    final func updateSublayers<Result>(_ change: (inout [CALayer]) -> Result) -> Result {
        Self.noteTreeChange()
        var list: [CALayer] = []
        swap(&list, &_sublayers)
        let result = ListCopies.change(&list, change)
        swap(&list, &_sublayers)
        return result
    }
}

extension CALayer {
    /// A number that changes whenever a layer's sublayers or animations change, or the clock
    /// takes or lets go of an animation — in any tree, on any thread: who read the same number
    /// before knows that no tree's layers or running animations changed since (the HUD's
    /// inventory is then not read again from the whole tree).
    package static var treeGeneration: UInt64 { treeGenerationCounter.load(ordering: .relaxed) }

    package static func noteTreeChange() {
        treeGenerationCounter.wrappingAdd(1, ordering: .relaxed)
    }
}

private let treeGenerationCounter = Atomic<UInt64>(0)

extension Array where Element: AnyObject {
    /// Where `object` is in an array that holds it at most once, looked for from both ends at
    /// once: a sublayer or subview taken out is most often the front-most or the back-most (one
    /// just added, a container emptied in order), found at once where a search from the start
    /// would walk all its siblings.
    package func indexFromBothEnds(of object: Element) -> Int? {
        var low = 0, high = count - 1
        while low <= high {
            if self[high] === object { return high }
            if self[low] === object { return low }
            low += 1
            high -= 1
        }
        return nil
    }
}
