//  CALayer+KeyValueObserving.swift — FlipbookCore
//  Flipbook addition: how a layer's observable properties (`bounds`, `position`) tell Foundation's
//  key-value observing — FlipbookKit's, a module above — that they change. Status: complete.

import Foundation

// MARK: - Flipbook addition

/// The observers of one object, as a KVO-compliant setter in Core tells them of a change.
///
/// On iOS the Objective-C runtime swaps an observed object's setters for ones that notify. Linux
/// has no such runtime, and Core sits below the key-value observing machinery (FlipbookKit), so a
/// layer keeps its observers in `CALayer.keyValueObservers` — nil while nothing observes it — and
/// the setters of its observable properties call them around the change (`changeObservably`).
/// An unobserved layer pays one nil check per set.
package protocol KeyValueChangeObserving: AnyObject {
    /// `key` of `object` is about to change: the observers that want them take the old values
    /// (and send the notifications that precede a change).
    func willChangeValue(of object: NSObject, forKey key: String)
    /// `key` of `object` changed: the observers are notified.
    func didChangeValue(of object: NSObject, forKey key: String)
}

extension CALayer {
    /// Sets `bounds` or `position` through `change(_:_:)`, telling the layer's key-value observers
    /// around it when it has any.
    @inline(__always)
    func changeObservably(_ key: String, _ apply: (inout LayerProperties) -> Void) {
        guard let observers = keyValueObservers else { return change(key, apply) }
        observers.willChangeValue(of: self, forKey: key)
        change(key, apply)
        observers.didChangeValue(of: self, forKey: key)
    }
}
