//  KeyValueTestSupport.swift — FlipbookKitTests
//  App classes as the translation plugin compiles them — `@objc dynamic` properties with their
//  will/didChangeValue calls and method-list entries, an `observeValue(forKeyPath:…)` entered
//  under its selector — written out by hand, and an observer that records what it is sent.

import Foundation
import FlipbookKit

/// An app's view declaring `@objc dynamic var progress: CGFloat = 0`, as the plugin compiles it.
class ProgressView: UIView {
    var progress: CGFloat = 0 {
        willSet { self.willChangeValue(forKey: "progress") }
        didSet { self.didChangeValue(forKey: "progress") }
    }

    private static let methods: Void = ObjCRuntime.addMethods([
        "progress": { r, m in (r as! ProgressView).progress },
        "setProgress:": { r, m in (r as! ProgressView).progress = try m.argument(0) },
    ], to: ProgressView.self)

    override init(frame: CGRect) {
        _ = Self.methods
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}

/// A subclass of it that adds nothing: key paths rooted at it (`\GaugeView.progress`) are not
/// equal to ProgressView's on Linux, which is why the plugin passes the key's name.
final class GaugeView: ProgressView {}

/// An app's model object (no view: its observers live in the side table) with
/// `@objc dynamic var fraction: Double`, `@objc dynamic var title: String?` and
/// `@objc dynamic var next: Download?` (for key paths through it).
final class Download: NSObject {
    var fraction: Double = 0 {
        willSet { self.willChangeValue(forKey: "fraction") }
        didSet { self.didChangeValue(forKey: "fraction") }
    }
    var title: String? {
        willSet { self.willChangeValue(forKey: "title") }
        didSet { self.didChangeValue(forKey: "title") }
    }
    var next: Download? {
        willSet { self.willChangeValue(forKey: "next") }
        didSet { self.didChangeValue(forKey: "next") }
    }

    private static let methods: Void = ObjCRuntime.addMethods([
        "fraction": { r, m in (r as! Download).fraction },
        "setFraction:": { r, m in (r as! Download).fraction = try m.argument(0) },
        "title": { r, m in (r as! Download).title },
        "setTitle:": { r, m in (r as! Download).title = try m.argument(0) },
        "next": { r, m in (r as! Download).next },
        "setNext:": { r, m in (r as! Download).next = try m.argument(0) },
    ], to: Download.self)

    override init() {
        _ = Self.methods
        super.init()
    }
}

/// An app's observer whose `override func observeValue(forKeyPath:of:change:context:)` the
/// plugin has made a plain method and entered under `observeValueForKeyPath:ofObject:change:context:`.
/// Records what it is sent; passes what it did not register for to `super`, as real code does.
final class Watcher: NSObject {
    struct Heard {
        let keyPath: String?
        let object: Any?
        let change: [NSKeyValueChangeKey: Any]
        let context: UnsafeMutableRawPointer?

        /// The change dictionary's keys, by name.
        var keys: Set<String> { Set(change.keys.map(\.rawValue)) }
        var new: Any? { change[.newKey] }
        var old: Any? { change[.oldKey] }
        var kind: UInt? { change[.kindKey] as? UInt }
        var isPrior: Bool { change[.notificationIsPriorKey] as? Bool == true }
    }

    var heard: [Heard] = []
    /// The contexts this watcher registered with; others go to `super`.
    var contexts: [UnsafeMutableRawPointer?] = [nil]

    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                      context: UnsafeMutableRawPointer?) {
        guard contexts.contains(where: { $0 == context }) else {
            return super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
        heard.append(Heard(keyPath: keyPath, object: object, change: change ?? [:], context: context))
    }

    private static let methods: Void = ObjCRuntime.addMethods([
        "observeValueForKeyPath:ofObject:change:context:": { r, m in
            (r as! Watcher).observeValue(forKeyPath: try m.argument(0), of: try m.argument(1), change: try m.argument(2),
                                         context: try m.argument(3))
        },
    ], to: Watcher.self)

    override init() {
        _ = Self.methods
        super.init()
    }
}

/// An observer whose class has no `observeValue(forKeyPath:of:change:context:)`.
final class Bystander: NSObject {}

/// A key window, for diagnostics to go to its clock.
func makeKeyWindow() -> UIWindow {
    let window = UIWindow()
    window.makeKey()
    return window
}
