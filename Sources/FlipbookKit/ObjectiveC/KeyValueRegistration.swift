//  KeyValueRegistration.swift — FlipbookKit
//  Flipbook addition: one observer's registration for one key path of one object — what Foundation
//  keeps for each `addObserver(_:forKeyPath:…)` and each `observe(_:…)` — and the objects along the
//  key path it watches. Status: complete.

import Foundation

/// One key-value observation: `keyPath` of `root`, observed with `options`.
///
/// A key path of several keys (`"presentedView.frame"`) is watched at every object along it: the
/// root's `presentedView`, and the `frame` of the view that is the root's `presentedView` now.
/// When a key before the last changes, the objects after it are watched anew (the new presented
/// view's frame from then on), as KVO does. Each watched object's `KeyValueObservers` lists this
/// registration under its key, with the key's depth in the path.
///
/// Values are read by `read` (through key-value coding for the string form, through the Swift key
/// path for the block form); a notification goes out through `deliver`.
final class KeyValueRegistration {
    /// One notification, as the registration's options shape it.
    struct Change {
        var kind: NSKeyValueChange = .setting
        /// The value after the change, when the options ask for it.
        var new: Any?
        /// The value before the change, when the options ask for it.
        var old: Any?
        var isPrior = false
    }

    /// An object along the key path, held weakly: Foundation retains neither the observed objects
    /// nor the observer.
    private struct Watched {
        weak var object: NSObject?
    }

    let keyPath: String
    /// The keys of `keyPath`, in order.
    let keys: [String]
    let options: NSKeyValueObservingOptions
    let context: UnsafeMutableRawPointer?
    /// The observer of the string form (`addObserver`); nil for a block observation.
    private(set) weak var observer: NSObject?
    /// Whether the observation still runs (`invalidate()`, `removeObserver` end it).
    private(set) var isActive = true

    private let read: (NSObject) -> Any
    private let deliver: (NSObject, Change) -> Void
    /// The object watched at each depth: `[0]` is the root, `[i]` the value of `keys[i - 1]` of `[i - 1]`.
    private var watched: [Watched]

    /// A registration of `keyPath` on `root`, not yet watching (see `start()`).
    init(root: NSObject, keyPath: String, options: NSKeyValueObservingOptions, context: UnsafeMutableRawPointer?,
         observer: NSObject?, read: @escaping (NSObject) -> Any, deliver: @escaping (NSObject, Change) -> Void) {
        self.keyPath = keyPath
        keys = _KeyValueCoding.keys(of: keyPath)
        self.options = options
        self.context = context
        self.observer = observer
        self.read = read
        self.deliver = deliver
        watched = Array(repeating: Watched(), count: keys.count)
        watched[0].object = root
    }

    /// The object the key path starts at (nil once it is gone).
    var root: NSObject? { watched[0].object }

    /// Starts watching every object along the key path, then sends the `.initial` notification if
    /// asked for: "immediately, before the observer registration method even returns".
    func start() {
        watch(root, from: 0)
        guard options.contains(.initial), let root else { return }
        deliver(root, Change(new: options.contains(.new) ? read(root) : nil))
    }

    /// Stops the observation: no object along the key path lists it any more.
    func invalidate() {
        guard isActive else { return }
        isActive = false
        unwatch(from: 0)
    }

    // MARK: Changes (called by KeyValueObservers)

    /// The value at the key path now, if the options want it before a change.
    func valueBeforeChange() -> Any? {
        guard options.contains(.old), let root else { return nil }
        return read(root)
    }

    /// Sends the notification that precedes a change, when `.prior` was asked for.
    func changeWillHappen(old: Any?) {
        guard isActive, options.contains(.prior), let root else { return }
        deliver(root, Change(old: old, isPrior: true))
    }

    /// The key at `depth` changed (its value was `old` before, if asked for): watches the objects
    /// after it anew, then sends the notification.
    func changeDidHappen(atDepth depth: Int, old: Any?) {
        guard isActive else { return }
        guard let root else {
            // The observed object is gone (Foundation would have complained already): stop.
            return invalidate()
        }
        if depth + 1 < keys.count {
            unwatch(from: depth + 1)
            watch(watched[depth].object?.value(forKey: keys[depth]) as? NSObject, from: depth + 1)
        }
        deliver(root, Change(new: options.contains(.new) ? read(root) : nil, old: old))
    }

    // MARK: Watching

    /// Watches `object` for `keys[depth]`, and the objects its value leads to for the keys after.
    private func watch(_ object: NSObject?, from depth: Int) {
        var current = object
        for index in depth..<keys.count {
            guard let object = current else { return }
            watched[index].object = object
            KeyValueObservers.make(for: object).add(self, key: keys[index], depth: index)
            // An object along the path must answer the next key by key-value coding (KVO asks it the same way).
            current = index + 1 < keys.count ? object.value(forKey: keys[index]) as? NSObject : nil
        }
    }

    /// Stops watching the objects from `depth` on.
    private func unwatch(from depth: Int) {
        for index in depth..<keys.count {
            if let object = watched[index].object, let observers = KeyValueObservers.existing(for: object) {
                observers.remove(self, key: keys[index], depth: index, of: object)
            }
            if index > 0 { watched[index].object = nil }
        }
    }
}
