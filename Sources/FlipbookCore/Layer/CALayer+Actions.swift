//  CALayer+Actions.swift — FlipbookCore
//  Mirrors CALayer's action search and implicit animations. Status: complete (no style dictionary).

import Foundation

extension CALayer {
    /// Sets a model property and runs the change's action, as Core Animation's setters do.
    ///
    /// Actions run only for a model layer in a clocked tree with actions enabled:
    /// a layer that was never on screen has no presentation to animate from.
    package func change(_ key: String, _ apply: (inout LayerProperties) -> Void) {
        guard modelLayerStorage == nil, let clock, !CATransaction.disableActions(),
              let keyPath = LayerKeyPath(key), let action = action(forKey: key)
        else {
            applyToModel(apply)
            return
        }
        let before = presentationProperties(atLayerTime: localTime(fromRootTime: clock.time)).value(at: keyPath)
        applyToModel(apply)
        pendingImplicitFrom = (key, before)
        defer { pendingImplicitFrom = nil }
        action.run(forKey: key, object: self, arguments: nil)
    }

    /// Runs `apply` on a copy of the model values and stores the result: the storage is not
    /// held open across the closure (see `_model`).
    private func applyToModel(_ apply: (inout LayerProperties) -> Void) {
        var properties = _model
        apply(&properties)
        _model = properties
    }
}
