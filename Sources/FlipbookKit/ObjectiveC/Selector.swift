//  Selector.swift — FlipbookKit
//  Mirrors ObjectiveC.Selector (a method's Objective-C name). Status: complete.

import Foundation

/// The Objective-C name of a method: `"handlePan:"`, `"dismissWithSender:"`, `"setProgress:"`.
///
/// On iOS a selector is interned by the Objective-C runtime; here it is its name. Swift's
/// `#selector(...)` in an app's files becomes one of these, spelled as Swift would have named the
/// method for Objective-C (the translation plugin does it; see `ObjCRuntime`).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible, CustomDebugStringConvertible {
    /// The selector's name, colons and all.
    package let name: String

    /// The selector named `name` (Objective-C's `sel_registerName`).
    public init(_ name: String) {
        self.name = name
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public var description: String { name }
    public var debugDescription: String { "#selector(\(name))" }

    /// The number of arguments a message with this selector carries: its colons.
    package var argumentCount: Int { name.reduce(0) { $1 == ":" ? $0 + 1 : $0 } }
}

/// The selector named `aSelectorName` (Foundation's `NSSelectorFromString`).
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}

/// The name of `aSelector` (Foundation's `NSStringFromSelector`).
public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.name
}
