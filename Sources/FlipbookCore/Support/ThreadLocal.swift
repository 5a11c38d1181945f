//  ThreadLocal.swift — FlipbookCore
//  Flipbook's per-thread storage for the state Core Animation and UIKit keep on the main thread.
//  Status: complete.

import Foundation

/// A value kept per thread, as Core Animation keeps its transactions and UIKit its animation
/// and key-window state on the main thread. In Core, the lowest module that needs it; Kit uses it
/// through Core's package API.
///
/// Flipbook runs each scene on one thread; keeping this state per thread (rather than in
/// process-wide globals) lets tests on different threads run scenes side by side.
package final class ThreadLocal<Value> {
    /// What the value is for (`"CATransaction.stack"`), for a debugger.
    package let name: String
    /// The POSIX thread-specific key holding each thread's box (retained; released when the
    /// thread ends). Not Foundation's thread dictionary: its lookup hashes an NSString and
    /// casts what it finds, on every access to a transaction or an animation block.
    private var key = pthread_key_t()
    private let makeDefault: () -> Value

    package init(_ name: String, default makeDefault: @escaping () -> Value) {
        self.name = name
        self.makeDefault = makeDefault
        let created = pthread_key_create(&key) { box in
            guard let box else { return }
            Unmanaged<AnyObject>.fromOpaque(box).release()
        }
        precondition(created == 0, "no thread-specific key left for \(name)")
    }

    deinit { pthread_key_delete(key) }

    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box {
        if let raw = pthread_getspecific(key) { return Unmanaged<Box>.fromOpaque(raw).takeUnretainedValue() }
        let box = Box(makeDefault())
        pthread_setspecific(key, Unmanaged.passRetained(box).toOpaque())
        return box
    }

    /// Changed in place (`stack.value.append(x)`): a get and a set would copy an array each time.
    package var value: Value {
        get { box.value }
        set { box.value = newValue }
        _modify { yield &box.value }
    }
}
