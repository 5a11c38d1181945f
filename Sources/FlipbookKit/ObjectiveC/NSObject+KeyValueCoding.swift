//  NSObject+KeyValueCoding.swift — FlipbookKit
//  Mirrors Foundation's NSKeyValueCoding category of NSObject. Status: partial (accessor methods
//  only: no instance variables, collection operators or to-many proxies; CALayer is not the
//  container of arbitrary keys Core Animation makes it).

import Foundation

/// Key-value coding: reading and setting a property by its name.
///
/// Swift on Linux has no Objective-C runtime, so an object's keys are the accessors in its class's
/// method list (`ObjCRuntime`): an app's `@objc` properties, which the translation plugin enters,
/// and UIKit's key-value observable properties (`KeyValueObservableProperties`). As Foundation
/// searches, the getter of `key` is `getKey`, `key`, `isKey` or `_key`; the setter `setKey:` or
/// `_setKey:`. (Declared on `_KeyValueCodingAndObserving`, which NSObject conforms to: see there.)
extension _KeyValueCodingAndObserving where Self: NSObject {
    /// The value of the property named `key`; for a key the class has no accessor for,
    /// `value(forUndefinedKey:)` (Foundation raises; Flipbook reports it and gives nil).
    public func value(forKey key: String) -> Any? {
        guard let (selector, getter) = _KeyValueCoding.getter(forKey: key, of: type(of: self)) else {
            return _KeyValueCoding.undefinedKey(key, of: self)
        }
        do {
            return try getter(self, ObjCMessage(selector: selector, arguments: []))
        } catch {
            Diagnostics.report("[<\(type(of: self))> valueForKey:]: \(error)", near: self as? UIView)
            return nil
        }
    }

    /// Sets the property named `key` to `value`. A number is converted to the property's scalar
    /// type (`setValue(0.5, forKey: "progress")` of a `CGFloat`), as Foundation unwraps an
    /// `NSNumber`; nil for a property that cannot be nil goes to `setNilValueForKey(_:)`.
    public func setValue(_ value: Any?, forKey key: String) {
        // Foundation: a mutable dictionary's key-value coding sets its entries.
        if let dictionary = self as? NSMutableDictionary {
            if let value { dictionary[key] = value } else { dictionary.removeObject(forKey: key) }
            return
        }
        guard let (selector, setter) = _KeyValueCoding.setter(forKey: key, of: type(of: self)) else {
            return _KeyValueCoding.undefinedKey(key, settingTo: value, of: self)
        }
        do {
            _ = try setter(self, ObjCMessage(selector: selector, arguments: [value]))
        } catch let mismatch as ObjCArgumentMismatch {
            if value == nil { return _KeyValueCoding.nilValue(forKey: key, of: self) }
            guard let converted = value.flatMap({ _KeyValueCoding.scalar($0, as: mismatch.expected) }),
                  (try? setter(self, ObjCMessage(selector: selector, arguments: [converted]))) != nil else {
                return Diagnostics.report("[<\(type(of: self))> setValue:forKey:]: \(mismatch)", near: self as? UIView)
            }
        } catch {
            Diagnostics.report("[<\(type(of: self))> setValue:forKey:]: \(error)", near: self as? UIView)
        }
    }

    /// The value at `keyPath` — keys joined by dots, `"presentedView.frame"` — read key by key;
    /// nil where a key along it is nil.
    public func value(forKeyPath keyPath: String) -> Any? {
        let keys = _KeyValueCoding.keys(of: keyPath)
        var current: NSObject = self
        for (index, key) in keys.enumerated() {
            let value = current.value(forKey: key)
            guard index + 1 < keys.count else { return value }
            guard let value else { return nil }
            guard let object = value as? NSObject else { return _KeyValueCoding.undefinedKey(keys[index + 1], ofValue: value) }
            current = object
        }
        return nil
    }

    /// Sets the value at `keyPath`: the last key of the object the keys before it lead to.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let keys = _KeyValueCoding.keys(of: keyPath)
        var current: NSObject = self
        for (index, key) in keys.enumerated() {
            guard index + 1 < keys.count else { return current.setValue(value, forKey: key) }
            guard let next = current.value(forKey: key) else { return }
            guard let object = next as? NSObject else {
                return _KeyValueCoding.undefinedKey(keys[index + 1], settingTo: value, ofValue: next)
            }
            current = object
        }
    }

    /// What `value(forKey:)` gives for a key the class has no getter for: Foundation raises
    /// `NSUnknownKeyException`; Flipbook reports its message (once per scene: an observation may
    /// read the key every frame) and gives nil.
    public func value(forUndefinedKey key: String) -> Any? {
        Diagnostics.report(_KeyValueCoding.notCompliant(String(describing: type(of: self)), "valueForUndefinedKey:", key),
                           near: self as? UIView, once: true)
        return nil
    }

    /// What `setValue(_:forKey:)` does for a key the class has no setter for: Foundation raises
    /// `NSUnknownKeyException`; Flipbook reports its message and sets nothing.
    public func setValue(_ value: Any?, forUndefinedKey key: String) {
        Diagnostics.report(_KeyValueCoding.notCompliant(String(describing: type(of: self)), "setValue:forUndefinedKey:", key),
                           near: self as? UIView, once: true)
    }

    /// What `setValue(_:forKey:)` does with nil for a property that cannot be nil: Foundation
    /// raises `NSInvalidArgumentException`; Flipbook reports its message and sets nothing.
    public func setNilValueForKey(_ key: String) {
        Diagnostics.report("[<\(type(of: self))> setNilValueForKey]: could not set nil as the value for the key \(key).",
                           near: self as? UIView)
    }
}

/// How key-value coding finds accessors and reports what it cannot do.
enum _KeyValueCoding {
    /// The keys of `keyPath`, in order: `"presentedView.frame"` → `presentedView`, `frame`.
    static func keys(of keyPath: String) -> [String] {
        keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// `key` with its first letter in upper case: `progress` → `Progress`.
    static func capitalized(_ key: String) -> String {
        key.prefix(1).uppercased() + key.dropFirst()
    }

    /// The getter of `key` in the method lists of `cls`, as Foundation searches: `getKey`, `key`, `isKey`, `_key`.
    static func getter(forKey key: String, of cls: AnyClass) -> (Selector, ObjCMethodImplementation)? {
        KeyValueObservableProperties.enterMethods()
        guard !key.isEmpty, !key.contains(":") else { return nil }
        let name = capitalized(key)
        for candidate in ["get" + name, key, "is" + name, "_" + key] {
            let selector = Selector(candidate)
            if let method = ObjCRuntime.method(selector, of: cls) { return (selector, method) }
        }
        return nil
    }

    /// The setter of `key` in the method lists of `cls`: `setKey:`, then `_setKey:`.
    static func setter(forKey key: String, of cls: AnyClass) -> (Selector, ObjCMethodImplementation)? {
        KeyValueObservableProperties.enterMethods()
        guard !key.isEmpty, !key.contains(":") else { return nil }
        let name = capitalized(key)
        for candidate in ["set" + name + ":", "_set" + name + ":"] {
            let selector = Selector(candidate)
            if let method = ObjCRuntime.method(selector, of: cls) { return (selector, method) }
        }
        return nil
    }

    /// Foundation's `NSUnknownKeyException` reason, with what Flipbook looks keys up in.
    static func notCompliant(_ className: String, _ method: String, _ key: String) -> String {
        "[<\(className)> \(method)]: this class is not key value coding-compliant for the key \(key). "
            + "(Flipbook finds a key in the class's Objective-C method list: the @objc properties of files the translation "
            + "plugin compiles, and UIKit's key-value observable properties.)"
    }

    /// `object.value(forUndefinedKey:)`, or the class's own `valueForUndefinedKey:` if its method list has one.
    static func undefinedKey(_ key: String, of object: NSObject) -> Any? {
        let selector = Selector("valueForUndefinedKey:")
        if let method = ObjCRuntime.method(selector, of: type(of: object)) {
            return try? method(object, ObjCMessage(selector: selector, arguments: [key]))
        }
        return object.value(forUndefinedKey: key)
    }

    /// `object.setValue(_:forUndefinedKey:)`, or the class's own `setValue:forUndefinedKey:`.
    static func undefinedKey(_ key: String, settingTo value: Any?, of object: NSObject) {
        let selector = Selector("setValue:forUndefinedKey:")
        if let method = ObjCRuntime.method(selector, of: type(of: object)) {
            _ = try? method(object, ObjCMessage(selector: selector, arguments: [value, key]))
            return
        }
        object.setValue(value, forUndefinedKey: key)
    }

    /// `object.setNilValueForKey(_:)`, or the class's own `setNilValueForKey:`.
    static func nilValue(forKey key: String, of object: NSObject) {
        let selector = Selector("setNilValueForKey:")
        if let method = ObjCRuntime.method(selector, of: type(of: object)) {
            _ = try? method(object, ObjCMessage(selector: selector, arguments: [key]))
            return
        }
        object.setNilValueForKey(key)
    }

    /// A key path goes through a value that is not an object (`"frame.size"`): as Foundation's
    /// boxed value, it has no keys.
    static func undefinedKey(_ key: String, ofValue value: Any) -> Any? {
        Diagnostics.report(notCompliant(String(describing: type(of: value)), "valueForUndefinedKey:", key), once: true)
        return nil
    }

    static func undefinedKey(_ key: String, settingTo newValue: Any?, ofValue value: Any) {
        Diagnostics.report(notCompliant(String(describing: type(of: value)), "setValue:forUndefinedKey:", key), once: true)
    }

    /// `value` — a number — as the scalar type named `typeName` (a setter's parameter type, as
    /// `ObjCArgumentMismatch` names it), or nil if either is not a number.
    static func scalar(_ value: Any, as typeName: String) -> Any? {
        let name = typeName.hasPrefix("Optional<") ? String(typeName.dropFirst("Optional<".count).dropLast()) : typeName
        let number: Double
        switch value {
        case let double as Double: number = double
        case let float as CGFloat: number = Double(float)
        case let float as Float: number = Double(float)
        case let integer as Int: number = Double(integer)
        case let flag as Bool: number = flag ? 1 : 0
        case let boxed as NSNumber: number = boxed.doubleValue
        default: return nil
        }
        switch name {
        case "CGFloat": return CGFloat(number)
        case "Double": return number
        case "Float": return Float(number)
        case "Int": return Int(exactly: number.rounded(.towardZero))
        case "Bool": return number != 0
        default: return nil
        }
    }
}
