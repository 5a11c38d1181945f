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
    /// An NSString, so a lookup does not bridge (allocate) a new one every time.
    private let key: NSString
    private let makeDefault: () -> Value

    package init(_ key: String, default makeDefault: @escaping () -> Value) {
        self.key = "Flipbook.\(key)" as NSString
        self.makeDefault = makeDefault
    }

    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box {
        let dictionary = Thread.current.threadDictionary
        if let box = dictionary[key] as? Box { return box }
        let box = Box(makeDefault())
        dictionary[key] = box
        return box
    }

    package var value: Value {
        get { box.value }
        set { box.value = newValue }
    }
}
