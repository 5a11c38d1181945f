//  NSKeyValueChangeKey.swift — FlipbookKit
//  Mirrors Foundation.NSKeyValueChangeKey. Status: complete.

import Foundation

/// The keys of the change dictionary `observeValue(forKeyPath:of:change:context:)` is given.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Always present: the change's `NSKeyValueChange` raw value, as an `NSNumber` (`as? UInt` reads it).
    public static let kindKey = NSKeyValueChangeKey("kind")
    /// The value after the change, when `.new` was asked for (`NSNull` for nil).
    public static let newKey = NSKeyValueChangeKey("new")
    /// The value before the change, when `.old` was asked for (`NSNull` for nil).
    public static let oldKey = NSKeyValueChangeKey("old")
    /// For an insertion, removal or replacement: the `IndexSet` of the objects concerned.
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    /// Present, as `NSNumber` true, in the notification sent before a change (option `.prior`).
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}
