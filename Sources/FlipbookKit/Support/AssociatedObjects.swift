//  AssociatedObjects.swift — FlipbookKit
//  Flipbook addition: the Objective-C runtime's associated objects, which Linux lacks. Animators
//  attach state to views and controllers this way (`objc_setAssociatedObject(view, &key, …)`).

import Foundation

/// How an associated value is held (mirrors the Objective-C runtime's policies, by name and value).
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (the address of a static variable, as on iOS:
/// `&Keys.progress`); nil removes it. RETAIN holds the value; COPY holds a copy of an
/// `NSCopying` value; ASSIGN holds it without retaining (Flipbook: weakly, so it reads nil once
/// gone rather than dangling).
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    AssociatedObjects.table.set(object as AnyObject, key: key, value: value, policy: policy)
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.table.get(object as AnyObject, key: key)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.table.removeAll(object as AnyObject)
}

/// The values, by owner and key. An owner is held weakly: when it is gone, its values go at the
/// next access (Flipbook: the runtime releases them as the owner deallocates; without it, a
/// value can outlive its owner until then).
final class AssociatedObjects: @unchecked Sendable {
    static let table = AssociatedObjects()

    private struct Entry {
        weak var owner: AnyObject?
        var strong: Any?
        weak var weakValue: AnyObject?
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]

    private struct Key: Hashable {
        let owner: ObjectIdentifier
        let key: UnsafeRawPointer
    }

    func set(_ owner: AnyObject, key: UnsafeRawPointer, value: Any?, policy: objc_AssociationPolicy) {
        lock.lock()
        defer { lock.unlock() }
        prune()
        let id = Key(owner: ObjectIdentifier(owner), key: key)
        guard let value else {
            entries[id] = nil
            return
        }
        var entry = Entry(owner: owner)
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            // An object is held weakly; a value (a number, a struct) cannot dangle, so it is kept.
            if Swift.type(of: value) is AnyClass { entry.weakValue = value as AnyObject } else { entry.strong = value }
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            entry.strong = (value as? NSCopying)?.copy(with: nil) ?? value
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            entry.strong = value
        }
        entries[id] = entry
    }

    func get(_ owner: AnyObject, key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        prune()
        guard let entry = entries[Key(owner: ObjectIdentifier(owner), key: key)], entry.owner === owner else { return nil }
        return entry.strong ?? entry.weakValue
    }

    func removeAll(_ owner: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        entries = entries.filter { $0.key.owner != ObjectIdentifier(owner) }
    }

    /// Drops the values of owners that are gone (an address may be reused by a new object).
    private func prune() {
        if entries.values.contains(where: { $0.owner == nil }) { entries = entries.filter { $0.value.owner != nil } }
    }
}
