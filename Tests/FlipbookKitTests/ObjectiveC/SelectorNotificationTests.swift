//  SelectorNotificationTests.swift — FlipbookKitTests
//  NotificationCenter's selector observers against Foundation's documented behaviour: synchronous
//  delivery on post, the notification as argument, filtering by name and sender, removal, and
//  observers that are gone.

// Imports Foundation beside the kit, as many app files import it beside UIKit: the harder case for
// `removeObserver(observer)`, which must still reach FlipbookKit's (a same-signature one would be
// ambiguous with Foundation's here).
import Foundation
@testable import FlipbookKit
import Testing

/// An observer that logs what it is sent.
private final class Observer: NSObject {
    var log: [String] = []

    func changed(_ notification: Notification) {
        log.append("\(notification.name.rawValue) \(notification.userInfo?["value"] ?? "-")")
    }
    func ping() { log.append("ping") }
    func bridged(_ notification: NSNotification) { log.append("bridged \(notification.name.rawValue)") }

    static func register() {
        ObjCRuntime.addMethods([
            "changed:": { r, m in try (r as! Observer).changed(m.argument(0)) },
            "ping": { r, _ in (r as! Observer).ping() },
            "bridged:": { r, m in try (r as! Observer).bridged(m.argument(0)) },
        ], to: Observer.self)
    }
}

private let changed = Notification.Name("SelectorNotificationTests.changed")
private let other = Notification.Name("SelectorNotificationTests.other")

@Suite struct SelectorNotificationTests {
    // Foundation docs, post(name:object:userInfo:) and addObserver(_:selector:name:object:): the
    // selector "must have one and only one argument (an instance of NSNotification)" — Flipbook
    // also sends a selector with no colon, with no argument; observers are sent it synchronously,
    // before post returns, beside the block observers (Notification Programming Topics: "the
    // order in which it receives them cannot be determined"); a nil name observes every name, a
    // sender only that sender's.
    @Test func postSendsTheSelectorSynchronouslyWithTheNotification() {
        Observer.register()
        let center = NotificationCenter()
        let first = Observer(), second = Observer()
        let sender = NSObject()
        final class Blocks: @unchecked Sendable { var count = 0 }
        let blocks = Blocks()
        center.addObserver(first, selector: Selector("changed:"), name: changed, object: nil)
        let token = center.addObserver(forName: changed, object: nil, queue: nil) { _ in blocks.count += 1 }
        center.addObserver(second, selector: Selector("ping"), name: nil, object: sender)
        center.addObserver(second, selector: Selector("bridged:"), name: other, object: nil)

        center.post(name: changed, object: nil, userInfo: ["value": 1])
        #expect(first.log == ["\(changed.rawValue) 1"] && blocks.count == 1, "delivered before post returns")
        #expect(second.log.isEmpty, "second observes only the sender's notifications")
        center.post(name: changed, object: sender, userInfo: ["value": 2])
        center.post(name: other, object: nil)
        #expect(first.log.count == 2)
        #expect(second.log == ["ping", "bridged \(other.rawValue)"], "a Notification is given as NSNotification too")
        center.removeObserver(token)
    }

    // Foundation docs, removeObserver(_:name:object:): a name or sender given limits what is
    // removed; removeObserver(_:) removes every entry of the observer.
    @Test func removingTakesOutTheObserversSelectorEntries() {
        Observer.register()
        let center = NotificationCenter()
        let observer = Observer()
        let sender = NSObject()
        center.addObserver(observer, selector: Selector("changed:"), name: changed, object: nil)
        center.addObserver(observer, selector: Selector("changed:"), name: other, object: sender)
        center.addObserver(observer, selector: Selector("ping"), name: other, object: nil)
        center.removeObserver(observer, name: other, object: sender)
        center.post(name: other, object: sender)
        #expect(observer.log == ["ping"])
        center.removeObserver(observer)
        center.post(name: changed, object: nil)
        center.post(name: other, object: nil)
        #expect(observer.log == ["ping"])
    }

    // Foundation docs: the center does not retain its observers, and one that has been
    // deallocated is not sent anything.
    @Test func anObserverThatIsGoneIsNotMessaged() {
        Observer.register()
        let center = NotificationCenter()
        weak var gone: Observer?
        do {
            let observer = Observer()
            gone = observer
            center.addObserver(observer, selector: Selector("changed:"), name: changed, object: nil)
        }
        #expect(gone == nil)
        center.post(name: changed, object: nil)   // must not crash
    }

    // FlipbookKit's own notifications go through Foundation's default center, so they reach
    // selector observers with their object; `removeObserver(self)` in an app's file removes them.
    @Test func uikitsOwnNotificationsReachSelectorObservers() {
        Observer.register()
        let window = UIWindow()
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        window.addSubview(field)
        let observer = Observer()
        NotificationCenter.default.addObserver(observer, selector: Selector("changed:"),
                                               name: UITextField.textDidBeginEditingNotification, object: field)
        #expect(field.becomeFirstResponder())
        #expect(observer.log == ["\(UITextField.textDidBeginEditingNotification.rawValue) -"])
        NotificationCenter.default.removeObserver(observer)
        _ = field.resignFirstResponder()
        _ = field.becomeFirstResponder()
        #expect(observer.log.count == 1)
    }

    // An observer whose class does not implement the selector: the runtime's message when a
    // notification arrives, as iOS raises it then.
    @Test func anObserverWithoutTheMethodIsReportedWhenNotified() throws {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let center = NotificationCenter()
        let observer = UIView()
        center.addObserver(observer, selector: Selector("keyboardWillShow:"), name: changed, object: nil)
        center.post(name: changed, object: nil)
        let message = try #require(window.clock.diagnostics.last)
        #expect(message.hasPrefix("-[UIView keyboardWillShow:]: unrecognized selector sent to instance 0x"))
        center.removeObserver(observer)
    }
}
