//  CALayer+Hierarchy.swift — FlipbookCore
//  Mirrors CALayer's layer-tree management. Status: complete.

import Foundation

extension CALayer {
    /// The sublayers, back to front (nil when there are none, as in Core Animation).
    public var sublayers: [CALayer]? {
        get {
            // A presentation copy lists its model's sublayers' presentation copies.
            let layers = modelLayerStorage.map { model in model.sublayerStorage.compactMap { $0.presentation() } }
                ?? sublayerStorage
            return layers.isEmpty ? nil : layers
        }
        set {
            for layer in sublayerStorage { layer.superlayerStorage = nil }
            sublayerStorage = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// The layer this one is a sublayer of.
    public var superlayer: CALayer? {
        if let model = modelLayerStorage { return model.superlayerStorage?.presentation() }
        return superlayerStorage
    }

    public func addSublayer(_ layer: CALayer) {
        insert(layer, at: sublayerStorage.count)
    }

    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        insert(layer, at: Int(idx))
    }

    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } } ?? 0
        insert(layer, at: index, relativeTo: sibling, after: false)
    }

    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s }.map { $0 + 1 } } ?? sublayerStorage.count
        insert(layer, at: index, relativeTo: sibling, after: true)
    }

    /// Puts `newLayer` where `oldLayer` is; `oldLayer` leaves the tree.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insert(newLayer, at: index)
    }

    public func removeFromSuperlayer() {
        guard let parent = superlayerStorage else { return }
        parent.sublayerStorage.removeAll { $0 === self }
        superlayerStorage = nil
    }

    /// Inserts at `index` after detaching `layer` from wherever it was (which may shift
    /// the index when it was already a sublayer here).
    private func insert(_ layer: CALayer, at index: Int, relativeTo sibling: CALayer? = nil, after: Bool = false) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        var index = min(max(index, 0), sublayerStorage.count)
        if let sibling, let i = sublayerStorage.firstIndex(where: { $0 === sibling }) {
            index = after ? i + 1 : i
        }
        sublayerStorage.insert(layer, at: index)
        layer.superlayerStorage = self
        if let clock { layer.activatePendingAnimations(on: clock) }
    }

    /// The clock driving this layer's tree, found at its root.
    package var clock: MediaClock? {
        var layer = self
        while let parent = layer.superlayerStorage { layer = parent }
        return layer.hostClock
    }

    /// Calls `body` for this layer and every layer below it, parents first.
    package func forEachLayerInSubtree(_ body: (CALayer) -> Void) {
        body(self)
        for layer in sublayerStorage { layer.forEachLayerInSubtree(body) }
    }
}
