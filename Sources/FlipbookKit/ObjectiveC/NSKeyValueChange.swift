//  NSKeyValueChange.swift — FlipbookKit
//  Mirrors Foundation.NSKeyValueChange. Status: complete (Flipbook sends `.setting` only: there
//  are no KVO-compliant to-many properties yet).

import Foundation

/// The kind of change a key-value notification describes (`NSKeyValueChangeKey.kindKey`).
public enum NSKeyValueChange: UInt, Sendable {
    /// The value was set (possibly to the value it had).
    case setting = 1
    /// Objects were inserted into a to-many relationship.
    case insertion = 2
    /// Objects were removed from a to-many relationship.
    case removal = 3
    /// Objects of a to-many relationship were replaced.
    case replacement = 4
}
