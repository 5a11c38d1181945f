//  NSObject+KeyValueObserving.swift — FlipbookKit
//  Mirrors Foundation's NSKeyValueObserving and NSKeyValueObserverRegistration categories of
//  NSObject. Status: partial (properties set, `.setting`; no to-many changes, no
//  `automaticallyNotifiesObservers(forKey:)` or `keyPathsForValuesAffectingValue(forKey:)`).

import Foundation

/// Key-value observing: being told when a property of another object changes.
///
/// Swift on Linux has no Objective-C runtime to make a property's setter notify, so a property is
/// observable when its setter calls `willChangeValue(forKey:)` and `didChangeValue(forKey:)`: an
/// app's `@objc dynamic` properties (the translation plugin adds the calls) and UIKit's listed in
/// `KeyValueObservableProperties`. (Declared on `_KeyValueCodingAndObserving`, which NSObject
/// conforms to: see there.)
extension _KeyValueCodingAndObserving where Self: NSObject {
    /// Tells the observers of `key` that its value is about to change: those asking for `.old`
    /// take the value now; those asking for `.prior` are notified now.
    public func willChangeValue(forKey key: String) {
        KeyValueObservers.existing(for: self)?.willChangeValue(of: self, forKey: key)
    }

    /// Tells the observers of `key` that its value changed: each is notified (after watching the
    /// objects along its key path anew, if `key` is on the way to the property it observes).
    public func didChangeValue(forKey key: String) {
        KeyValueObservers.existing(for: self)?.didChangeValue(of: self, forKey: key)
    }

    /// Registers `observer` to be sent `observeValue(forKeyPath:of:change:context:)` when the value
    /// at `keyPath` (relative to this object) changes.
    ///
    /// Neither this object nor `observer` is retained (Flipbook: an observer that is gone is not
    /// sent anything). The observer receives the message through its class's method list, where
    /// the translation plugin enters an app's `observeValue(forKeyPath:of:change:context:)` as
    /// `observeValueForKeyPath:ofObject:change:context:`; a class without one gets NSObject's,
    /// which reports the notification it was not expecting.
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        let registration = KeyValueRegistration(
            root: self, keyPath: keyPath, options: options, context: context, observer: observer,
            read: { root in root.value(forKeyPath: keyPath) ?? NSNull() },
            deliver: { [weak observer] root, change in
                guard let observer else { return }
                _KeyValueObserving.send(change, forKeyPath: keyPath, of: root, to: observer, context: context)
            })
        registration.start()
    }

    /// Stops `observer`'s most recent registration for `keyPath`.
    ///
    /// Foundation raises when there is none; Flipbook reports its message.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        guard let registration = KeyValueObservers.existing(for: self)?.registrations(of: observer, forKeyPath: keyPath).last else {
            return _KeyValueObserving.notRegistered(observer, keyPath, self)
        }
        registration.invalidate()
    }

    /// Stops `observer`'s most recent registration for `keyPath` made with `context` — the precise
    /// form, when an observer registers for one key path with several contexts.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        guard let registration = KeyValueObservers.existing(for: self)?.registrations(of: observer, forKeyPath: keyPath)
            .last(where: { $0.context == context }) else {
            return _KeyValueObserving.notRegistered(observer, keyPath, self)
        }
        registration.invalidate()
    }

    /// What an observer that does not handle a notification is sent: Foundation's raises
    /// `NSInternalInconsistencyException` (a subclass passes on the notifications it did not ask
    /// for, with their context, to `super`); Flipbook reports its message, once per scene.
    public func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                             context: UnsafeMutableRawPointer?) {
        let observed = object.map { "<\(type(of: $0))>" } ?? "nil"
        Diagnostics.report(
            "<\(type(of: self))>: An -observeValueForKeyPath:ofObject:change:context: message was received but not handled. "
                + "Key path: \(keyPath ?? "nil"). Observed object: \(observed). Context: \(context.map { "\($0)" } ?? "0x0"). "
                + "(Flipbook sends it to the observeValue(forKeyPath:of:change:context:) of a class that the translation plugin compiles.)",
            near: (object as? UIView) ?? (self as? UIView), once: true)
    }
}

/// How string-form notifications are sent.
enum _KeyValueObserving {
    /// The selector of `observeValue(forKeyPath:of:change:context:)` in a method list.
    static let observeValueSelector = Selector("observeValueForKeyPath:ofObject:change:context:")

    /// Sends `change` of `keyPath` of `object` to `observer` as a change dictionary: through the
    /// observer's class's `observeValueForKeyPath:ofObject:change:context:`, else NSObject's.
    static func send(_ change: KeyValueRegistration.Change, forKeyPath keyPath: String, of object: NSObject, to observer: NSObject,
                     context: UnsafeMutableRawPointer?) {
        var dictionary: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: change.kind.rawValue)]
        if let new = change.new { dictionary[.newKey] = new }
        if let old = change.old { dictionary[.oldKey] = old }
        if change.isPrior { dictionary[.notificationIsPriorKey] = NSNumber(value: true) }
        guard let method = ObjCRuntime.method(observeValueSelector, of: type(of: observer)) else {
            return observer.observeValue(forKeyPath: keyPath, of: object, change: dictionary, context: context)
        }
        do {
            _ = try method(observer, ObjCMessage(selector: observeValueSelector, arguments: [keyPath, object, dictionary, context]))
        } catch {
            Diagnostics.report("<\(type(of: observer))> observeValue(forKeyPath:of:change:context:): \(error)", near: object as? UIView)
        }
    }

    /// Foundation's reason for removing an observer that is not registered.
    static func notRegistered(_ observer: NSObject, _ keyPath: String, _ object: NSObject) {
        Diagnostics.report(
            "Cannot remove an observer <\(type(of: observer))> for the key path \"\(keyPath)\" from <\(type(of: object))> "
                + "because it is not registered as an observer.",
            near: object as? UIView)
    }
}
