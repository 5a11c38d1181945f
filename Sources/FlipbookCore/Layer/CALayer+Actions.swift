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
            apply(&modelProperties)
            return
        }
        let before = presentationProperties(atLayerTime: localTime(fromRootTime: clock.time)).value(at: keyPath)
        apply(&modelProperties)
        pendingImplicitFrom = (key, before)
        defer { pendingImplicitFrom = nil }
        action.run(forKey: key, object: self, arguments: nil)
    }
}
