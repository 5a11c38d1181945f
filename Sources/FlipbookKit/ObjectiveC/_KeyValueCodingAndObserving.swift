//  _KeyValueCodingAndObserving.swift — FlipbookKit
//  Mirrors Foundation._KeyValueCodingAndObserving (the protocol NSObject's key-path observing hangs
//  on). Status: partial (`observe` only; no `willChangeValue(for:)` by key path, no
//  `NSKeyValueObservingCustomization`).

import Foundation

/// What NSObject's key-value coding and observing is declared on.
///
/// Foundation on Darwin hangs the Swift key-path API here; Flipbook hangs all of NSObject's
/// key-value coding and observing here (`NSObject+KeyValueCoding.swift`,
/// `NSObject+KeyValueObserving.swift`). Flipbook: declared on NSObject itself, in a module other
/// than Foundation, these methods could not be redeclared by an app's class (the translation
/// plugin turns an app's `override func observeValue(forKeyPath:…)` into a plain method) and
/// would be ambiguous beside Foundation's own (`NSDictionary.value(forKey:)`); a protocol
/// extension's method gives way to both.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// Observes the value at `keyPath`, calling `changeHandler` with the object and the change
    /// after each change (and before it, with `.prior`; at once, with `.initial`) until the
    /// returned observation is invalidated or deinitialised.
    ///
    /// What the translation plugin turns `observe(\.progress, options: …)` into: Swift key paths
    /// on Linux carry no key-value coding name, so it writes the name beside the key path —
    /// `"progress"`, `"presentedView.frame"` for `\.presentedView?.frame`. Values are read through
    /// `keyPath` itself; the name says which changes concern the observation (the app's
    /// `@objc dynamic` properties, and UIKit's listed in `KeyValueObservableProperties`). Every
    /// key of a path but the last must be readable by `value(forKey:)`.
    ///
    /// Neither the object nor the observation retains the other; the handler is held by the
    /// observation. Keep the observation for as long as you want the changes.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, _kvcKeyPath: String,
                               options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        let registration = KeyValueRegistration(
            root: self, keyPath: _kvcKeyPath, options: options, context: nil, observer: nil,
            read: { root in (root as! Self)[keyPath: keyPath] },
            deliver: { root, change in
                changeHandler(root as! Self, NSKeyValueObservedChange(
                    kind: change.kind, newValue: change.new.map { $0 as! Value }, oldValue: change.old.map { $0 as! Value },
                    indexes: nil, isPrior: change.isPrior))
            })
        let observation = NSKeyValueObservation(registration: registration)
        registration.start()
        return observation
    }

    /// Observes `keyPath` in code the translation plugin did not compile: nothing can be observed,
    /// since a Swift key path on Linux does not say which property it names. Reports so, and
    /// returns an observation that never fires.
    ///
    /// Flipbook: on iOS this observes `keyPath`. Write the key path literally (`observe(\.progress,
    /// …)`) in a file the plugin compiles, or use `addObserver(_:forKeyPath:options:context:)`.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void) -> NSKeyValueObservation {
        Diagnostics.report(
            "\(Self.self).observe(_:options:changeHandler:) with a KeyPath<\(Self.self), \(Value.self)> never fires here: Swift on Linux cannot tell "
                + "which property a key path names. Write the key path literally (observe(\\.name, …)) in a file the translation plugin "
                + "compiles, or use addObserver(_:forKeyPath:options:context:).",
            near: self as? UIView, once: true)
        return NSKeyValueObservation(registration: nil)
    }
}
