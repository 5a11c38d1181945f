//  NotificationCenter+Selectors.swift — FlipbookKit
//  Mirrors NotificationCenter's selector observers (`addObserver(_:selector:name:object:)` and
//  their removal), which Foundation on Linux lacks. Status: complete.

import Foundation

/// Foundation docs: a selector observer is sent its selector — with the Notification as the
/// argument — synchronously, on the posting thread, before `post` returns (in an order that
/// "cannot be determined"); the center does not retain it, and one that has been deallocated is
/// no longer messaged.
///
/// Flipbook: each selector observer is a block observer of Foundation's own center that sends the
/// selector to the observer (held weakly), so Foundation's `post` — Flipbook's own
/// notifications (`UITextField.textDidChangeNotification`, …) included — reaches it beside the
/// block observers, with the notification's `userInfo` as posted.
///
/// `removeObserver(_:)` and `removeObserver(_:name:object:)` take the observer as `AnyObject`
/// here (Foundation's take `Any`), so a call with an object — `removeObserver(self)` — comes here
/// and removes its selector observers, then hands the object to Foundation's, which removes a
/// block observer's token. A call whose argument is typed `Any` reaches Foundation's alone: a
/// selector observer passed that way stays registered, and is not messaged once deallocated.
extension NotificationCenter {
    /// Sends `aSelector` to `observer` for every notification named `aName` (any, for nil) posted
    /// by `anObject` (anyone, for nil). A selector with a colon receives the Notification.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let observer = observer as AnyObject
        let box = _WeakObserver(observer)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            guard let observer = box.object else { return }
            ObjCRuntime.send(aSelector, to: observer, arguments: aSelector.argumentCount > 0 ? [notification] : [])
        }
        _SelectorObservers.shared.add(_SelectorObservers.Entry(
            center: self, observer: observer, name: aName, object: anObject.map { $0 as AnyObject }, token: token))
    }

    /// Removes every entry of `observer`: its selector observers, and the block observer it is
    /// the token of.
    public func removeObserver(_ observer: AnyObject) {
        removeObserver(observer, name: nil, object: nil)
    }

    /// Removes `observer`'s entries for `aName` (every name, for nil) and `anObject` (every
    /// sender, for nil).
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        let sender = anObject.map { $0 as AnyObject }
        let tokens = _SelectorObservers.shared.remove(from: self) { entry in
            entry.observer === observer && (aName == nil || entry.name == aName) && (sender == nil || entry.object === sender)
        }
        for token in tokens { removeObserver(token as Any) }
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// A reference to a selector observer that does not keep it alive.
private final class _WeakObserver: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The selector observers of every notification center, with the Foundation tokens that deliver
/// to them. Process-wide, as the centers are; entries whose observer or center is gone are let go
/// at the next change.
final class _SelectorObservers: @unchecked Sendable {
    static let shared = _SelectorObservers()

    struct Entry {
        weak var center: NotificationCenter?
        weak var observer: AnyObject?
        let name: NSNotification.Name?
        /// The sender observed, nil for any; held weakly (a gone sender posts nothing more).
        weak var object: AnyObject?
        let token: NSObjectProtocol

        init(center: NotificationCenter, observer: AnyObject, name: NSNotification.Name?, object: AnyObject?, token: NSObjectProtocol) {
            self.center = center
            self.observer = observer
            self.name = name
            self.object = object
            self.token = token
        }
    }

    private let lock = NSLock()
    private var entries: [Entry] = []

    func add(_ entry: Entry) {
        let stale = take { $0.observer == nil || $0.center == nil }
        lock.lock()
        entries.append(entry)
        lock.unlock()
        for old in stale { old.center?.removeObserver(old.token as Any) }
    }

    /// Takes out `center`'s entries `matches` picks (and those whose observer is gone), and
    /// returns the tokens to remove from Foundation's center.
    func remove(from center: NotificationCenter, where matches: (Entry) -> Bool) -> [NSObjectProtocol] {
        take { $0.center === center && ($0.observer == nil || matches($0)) }.map(\.token)
    }

    private func take(_ picks: (Entry) -> Bool) -> [Entry] {
        lock.lock(); defer { lock.unlock() }
        let taken = entries.filter(picks)
        entries.removeAll(where: picks)
        return taken
    }
}
