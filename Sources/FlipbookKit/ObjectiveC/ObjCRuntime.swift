//  ObjCRuntime.swift — FlipbookKit
//  The part of the Objective-C runtime target-action, `perform` and key-value coding rely on:
//  method lists by selector, per class, looked up along the superclass chain. Status: partial.

import Foundation

/// The arguments of one Objective-C message, as a method-list entry receives them.
public struct ObjCMessage {
    /// The selector sent.
    public let selector: Selector
    /// The arguments, in order (a sender, an event, a notification …).
    public let arguments: [Any?]

    public init(selector: Selector, arguments: [Any?]) {
        self.selector = selector
        self.arguments = arguments
    }

    /// Argument `index` as the method's parameter type `T`: absent arguments are nil for an
    /// optional parameter; an argument of another type throws (the runtime reports it).
    public func argument<T>(_ index: Int) throws -> T {
        let value: Any? = index < arguments.count ? arguments[index] : nil
        if let typed = value as? T { return typed }
        // An absent argument for an optional parameter (Optional<X>.none cast to T).
        if value == nil, let none = Optional<Any>.none as? T { return none }
        throw ObjCArgumentMismatch(selector: selector, index: index, expected: "\(T.self)",
                                   found: value.map { "\(type(of: $0))" } ?? "nil")
    }
}

/// A method-list entry's argument did not have the method's parameter type.
public struct ObjCArgumentMismatch: Error, CustomStringConvertible {
    public let selector: Selector
    public let index: Int
    public let expected: String
    public let found: String
    public var description: String {
        "\(selector): argument \(index + 1) is \(found), but the method takes \(expected)"
    }
}

/// One entry of a class's Objective-C method list: calls the method on `receiver` (an instance
/// of the class) with the message's arguments and returns what it returns (`()` for none).
public typealias ObjCMethodImplementation = (_ receiver: AnyObject, _ message: ObjCMessage) throws -> Any?

// MARK: - Flipbook addition

/// The Objective-C method lists of classes, in Swift: what `responds(to:)`, `perform(_:)`,
/// target-action and key-value coding look a selector up in.
///
/// Swift on Linux has no Objective-C runtime. Flipbook's translation plugin gives every class of
/// an app's the list of its exposed (`@objc`, `@IBAction`, witnesses of `@objc` protocols)
/// methods and properties, and enters it here; FlipbookKit enters UIKit's own.
public enum ObjCRuntime {
    /// Method lists by class. Process-wide, like the Objective-C runtime's: a translated module
    /// enters its classes' lists once, from whichever thread first needs them.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var tables: [ObjectIdentifier: [String: ObjCMethodImplementation]] = [:]

    /// Adds `methods` (selector name → implementation) to the method list of `cls`, replacing
    /// entries of the same name (as a category does).
    public static func addMethods(_ methods: [String: ObjCMethodImplementation], to cls: AnyClass) {
        lock.lock(); defer { lock.unlock() }
        tables[ObjectIdentifier(cls), default: [:]].merge(methods) { _, new in new }
    }

    /// The implementation `cls` (or its nearest superclass that has one) gives `selector`.
    public static func method(_ selector: Selector, of cls: AnyClass) -> ObjCMethodImplementation? {
        registerUIKitMethods()   // UIKit's own entries, once, before the first look-up
        lock.lock(); defer { lock.unlock() }
        var current: AnyClass? = cls
        while let candidate = current {
            if let found = tables[ObjectIdentifier(candidate)]?[selector.name] { return found }
            current = _getSuperclass(candidate)
        }
        return nil
    }

    /// Whether `object`'s class, or a superclass, implements `selector`.
    public static func responds(_ object: AnyObject?, to selector: Selector) -> Bool {
        guard let object else { return false }
        return method(selector, of: type(of: object)) != nil
    }
}
