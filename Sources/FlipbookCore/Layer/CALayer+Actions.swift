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
        let before = presentationValue(at: keyPath, atLayerTime: localTime(fromRootTime: clock.time))
        applyToModel(apply)
        pendingImplicitFrom = (key, before)
        defer { pendingImplicitFrom = nil }
        action.run(forKey: key, object: self, arguments: nil)
    }

    /// Runs `apply` on the model values in place. Every caller passes a closure that sets one
    /// field from a captured value and calls nothing (see `_model`): inlined, it is that store,
    /// where a copy of the whole value out and back cost two copies of every field per change.
    @inline(__always)
    private func applyToModel(_ apply: (inout LayerProperties) -> Void) {
        apply(&_model)
    }
}
