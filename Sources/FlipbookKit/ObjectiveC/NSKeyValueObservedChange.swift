//  NSKeyValueObservedChange.swift — FlipbookKit
//  Mirrors Foundation.NSKeyValueObservedChange. Status: complete.

import Foundation

/// One change, as `observe(_:options:changeHandler:)`'s handler is given it: the typed values the
/// options asked for.
///
/// `newValue` is set when `.new` was asked for (on the notification after a change, and on the
/// `.initial` one); `oldValue` when `.old` was (after a change, and on the `.prior` one before
/// it); an `.initial` notification has no old value and a `.prior` one no new value.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange

    public let kind: Kind
    /// The value after the change, if `.new` was asked for. Flipbook: read through the Swift key
    /// path, so an optional `Value` that is nil is `.some(nil)`.
    public let newValue: Value?
    /// The value before the change, if `.old` was asked for.
    public let oldValue: Value?
    /// For a change of a to-many property, the indexes concerned (never set by Flipbook).
    public let indexes: IndexSet?
    /// Whether this notification is sent before the change (option `.prior`).
    public let isPrior: Bool
}

extension NSKeyValueObservedChange: Sendable where Value: Sendable {}
