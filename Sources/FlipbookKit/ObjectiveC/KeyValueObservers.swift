//  KeyValueObservers.swift — FlipbookKit
//  Flipbook addition: the observers of one object, by key — what Foundation keeps as an object's
//  observation info — and where an object's are kept. Status: complete.

import Foundation

/// The key-value observers of one object: the registrations that watch each of its keys, and the
/// changes under way between `willChangeValue(forKey:)` and `didChangeValue(forKey:)`.
///
/// An object has one only while something observes it, so an unobserved object's setters pay a
/// nil check. Views, layers, view controllers and presentation controllers keep theirs in a stored
/// property (their observable properties are set often); any other object's is in a side table.
/// Like UIKit, it is used from the main thread only; the side table itself is locked.
final class KeyValueObservers: KeyValueChangeObserving {
    /// A registration watching a key, and where in its key path the key is.
    private struct Watcher {
        let registration: KeyValueRegistration
        let depth: Int
    }

    /// A change under way: the registrations told of it, with the values they took before it.
    private struct PendingChange {
        let key: String
        let watchers: [(watcher: Watcher, old: Any?)]
    }

    /// The object observed, for the side table to tell a reused address from its owner.
    private weak var object: NSObject?
    private var watchers: [String: [Watcher]] = [:]
    private var pending: [PendingChange] = []

    private init(object: NSObject) {
        self.object = object
    }

    /// Whether nothing observes the object and no change is under way.
    private var isUnused: Bool { watchers.isEmpty && pending.isEmpty }

    func add(_ registration: KeyValueRegistration, key: String, depth: Int) {
        watchers[key, default: []].append(Watcher(registration: registration, depth: depth))
    }

    /// Removes `registration`'s watch of `key`, and the observers from `object` once nothing is left.
    func remove(_ registration: KeyValueRegistration, key: String, depth: Int, of object: NSObject) {
        guard var list = watchers[key],
              let index = list.lastIndex(where: { $0.registration === registration && $0.depth == depth }) else { return }
        list.remove(at: index)
        watchers[key] = list.isEmpty ? nil : list
        if isUnused { Self.detach(self, from: object) }
    }

    /// The string-form registrations of `observer` for `keyPath` rooted at the object, oldest first.
    func registrations(of observer: NSObject, forKeyPath keyPath: String) -> [KeyValueRegistration] {
        let first = String(keyPath.prefix { $0 != "." })
        return (watchers[first] ?? []).compactMap { watcher in
            let registration = watcher.registration
            return watcher.depth == 0 && registration.observer === observer && registration.keyPath == keyPath ? registration : nil
        }
    }

    // MARK: Changes

    func willChangeValue(of object: NSObject, forKey key: String) {
        guard let change = takeValuesBeforeChange(of: key) else { return }
        pending.append(change)
        for (watcher, old) in change.watchers { watcher.registration.changeWillHappen(old: old) }
    }

    func didChangeValue(of object: NSObject, forKey key: String) {
        // The latest change of this key under way (changes of one key may nest).
        guard let index = pending.lastIndex(where: { $0.key == key }) else { return }
        let change = pending.remove(at: index)
        for (watcher, old) in change.watchers { watcher.registration.changeDidHappen(atDepth: watcher.depth, old: old) }
        if isUnused { Self.detach(self, from: object) }
    }

    /// Runs `body`, which may change what `key` of `object` is — an object, `identity` reads it —
    /// and notifies the observers of `key` only if it did. For properties that cannot be told of
    /// their changes (a computed `presentedView` an app's subclass overrides): the notification
    /// before the change (`.prior`) goes out after it, carrying the value from before.
    func changeValue(of object: NSObject, forKey key: String, ifIdentityChanges identity: () -> AnyObject?, by body: () -> Void) {
        let before = identity()
        guard let change = takeValuesBeforeChange(of: key) else { return body() }
        body()
        guard identity() !== before else { return }
        pending.append(change)
        for (watcher, old) in change.watchers { watcher.registration.changeWillHappen(old: old) }
        didChangeValue(of: object, forKey: key)
    }

    /// The watchers of `key` and the values they want from before a change, or nil if none watches it.
    private func takeValuesBeforeChange(of key: String) -> PendingChange? {
        guard let list = watchers[key], !list.isEmpty else { return nil }
        return PendingChange(key: key, watchers: list.map { ($0, $0.registration.valueBeforeChange()) })
    }

    // MARK: Where an object's observers are kept

    /// The observers of objects with no stored place for them, by object.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var table: [ObjectIdentifier: KeyValueObservers] = [:]

    /// The observers of `object`, if anything observes it.
    static func existing(for object: NSObject) -> KeyValueObservers? {
        switch object {
        case let view as UIView: return view.keyValueObservers
        case let layer as CALayer: return layer.keyValueObservers as? KeyValueObservers
        case let controller as UIViewController: return controller.keyValueObservers
        case let presentation as UIPresentationController: return presentation.keyValueObservers
        default:
            lock.lock(); defer { lock.unlock() }
            guard let observers = table[ObjectIdentifier(object)], observers.object === object else { return nil }
            return observers
        }
    }

    /// The observers of `object`, made if it had none.
    static func make(for object: NSObject) -> KeyValueObservers {
        if let observers = existing(for: object) { return observers }
        let observers = KeyValueObservers(object: object)
        switch object {
        case let view as UIView: view.keyValueObservers = observers
        case let layer as CALayer: layer.keyValueObservers = observers
        case let controller as UIViewController: controller.keyValueObservers = observers
        case let presentation as UIPresentationController: presentation.keyValueObservers = observers
        default:
            lock.lock(); defer { lock.unlock() }
            // Entries of objects that are gone go now (their addresses may be reused).
            table = table.filter { $0.value.object != nil }
            table[ObjectIdentifier(object)] = observers
        }
        return observers
    }

    /// Forgets `observers` as `object`'s: nothing observes it any more, and its setters go back to
    /// paying a nil check.
    private static func detach(_ observers: KeyValueObservers, from object: NSObject) {
        switch object {
        case let view as UIView: if view.keyValueObservers === observers { view.keyValueObservers = nil }
        case let layer as CALayer: if layer.keyValueObservers === observers { layer.keyValueObservers = nil }
        case let controller as UIViewController: if controller.keyValueObservers === observers { controller.keyValueObservers = nil }
        case let presentation as UIPresentationController:
            if presentation.keyValueObservers === observers { presentation.keyValueObservers = nil }
        default:
            lock.lock(); defer { lock.unlock() }
            if table[ObjectIdentifier(object)] === observers { table[ObjectIdentifier(object)] = nil }
        }
    }
}
