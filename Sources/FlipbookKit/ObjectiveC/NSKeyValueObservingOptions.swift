//  NSKeyValueObservingOptions.swift — FlipbookKit
//  Mirrors Foundation.NSKeyValueObservingOptions. Status: complete.

import Foundation

/// What a key-value observer is sent: which values the change carries, and when it is sent.
///
/// Passed to `addObserver(_:forKeyPath:options:context:)` and `observe(_:options:changeHandler:)`.
/// No option at all (`[]`) sends a notification after each change that carries only its kind.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The change carries the new value (`NSKeyValueChangeKey.newKey`, `newValue`).
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the value before it (`NSKeyValueChangeKey.oldKey`, `oldValue`).
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// A notification is sent at once, before the registration returns: with the current value as
    /// the new one if `.new` is asked for, and never an old one.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// A notification is sent before each change too (its `isPrior` true, the old value if `.old`
    /// is asked for, never the new one), as well as the one after it.
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}
