//  ObjCMessagingTests.swift — FlipbookKitTests
//  Messages sent by selector: the method lists, `responds(to:)`, `perform(_:…)` and its results,
//  and the runtime's words when a message cannot be delivered.

import Foundation
@testable import FlipbookKit
import Testing

/// A receiver whose methods log their calls; its list is entered by hand, as generated code does.
private final class Receiver: NSObject {
    var log: [String] = []
    let made = NSObject()

    func ping() { log.append("ping") }
    func tap(_ sender: UIButton) { log.append("tap:\(sender.currentTitle ?? "")") }
    func pair(_ a: String, _ b: Int) { log.append("pair:\(a),\(b)") }
    func greeting() -> String { "hello" }
    func thing() -> NSObject { made }
    func count() -> Int { 3 }
    func optionalView() -> UIView? { nil }

    static func register() {
        ObjCRuntime.addMethods([
            "ping": { r, _ in (r as! Receiver).ping() },
            "tap:": { r, m in try (r as! Receiver).tap(m.argument(0)) },
            "pair::": { r, m in try (r as! Receiver).pair(m.argument(0), m.argument(1)) },
            "greeting": { r, _ in (r as! Receiver).greeting() },
            "thing": { r, _ in (r as! Receiver).thing() },
            "count": { r, _ in (r as! Receiver).count() },
            "optionalView": { r, _ in (r as! Receiver).optionalView() },
        ], to: Receiver.self)
    }
}

/// A subclass with no list of its own: it inherits its superclass's.
private final class SubReceiver: NSObject {}
private class BaseReceiver: NSObject {
    var pinged = 0
    static func register() {
        ObjCRuntime.addMethods(["ping": { r, _ in (r as! BaseReceiver).pinged += 1 }], to: BaseReceiver.self)
    }
}
private final class DerivedReceiver: BaseReceiver {}

/// A key window at clock time 0, where diagnostics go.
private func scene() -> UIWindow {
    let window = UIWindow()
    window.makeKeyAndVisible()
    return window
}

@Suite struct ObjCMessagingTests {
    // NSObjectProtocol docs, responds(to:): "Returns a Boolean value that indicates whether the
    // receiver implements or inherits a method that can respond to a specified message."
    @Test func respondsToLooksAlongTheSuperclassChain() {
        Receiver.register()
        BaseReceiver.register()
        let receiver = Receiver()
        #expect(receiver.responds(to: Selector("ping")) && receiver.responds(to: Selector("tap:")))
        #expect(!receiver.responds(to: Selector("tap")), "the colon is part of the name")
        #expect(!receiver.responds(to: nil))
        #expect(DerivedReceiver().responds(to: Selector("ping")), "inherited")
        #expect(!SubReceiver().responds(to: Selector("ping")))
        #expect(DerivedReceiver.instancesRespond(to: Selector("ping")) && !SubReceiver.instancesRespond(to: Selector("ping")))
        let derived = DerivedReceiver()
        ObjCRuntime.send(Selector("ping"), to: derived)
        #expect(derived.pinged == 1)
    }

    // UIKit's own methods are in the lists before the first look-up, so code that sends them by
    // selector — a nil-targeted resignFirstResponder, a recognizer aimed at endEditing: — works.
    @Test func uikitsOwnMethodsAreEnteredBeforeTheFirstLookUp() {
        let field = UITextField()
        #expect(field.responds(to: Selector("resignFirstResponder")) && field.responds(to: Selector("becomeFirstResponder")))
        #expect(ObjCRuntime.responds(UIView(), to: Selector("endEditing:")))
        #expect(UIViewController.instancesRespond(to: Selector("dismissViewControllerAnimated:completion:")))
        #expect(UINavigationController.instancesRespond(to: Selector("popViewControllerAnimated:")))
        #expect(!UIView.instancesRespond(to: Selector("popViewControllerAnimated:")))
    }

    // NSObjectProtocol docs, perform(_:with:): "Sends a message to the receiver with an object as
    // the argument"; the result is an unmanaged object the caller does not own.
    @Test func performSendsTheSelectorWithItsArgumentsAndWrapsAnObjectResult() {
        Receiver.register()
        let receiver = Receiver()
        let button = UIButton()
        button.setTitle("Go", for: .normal)
        #expect(receiver.perform(Selector("ping")) == nil, "a Void method returns nil")
        receiver.perform(Selector("tap:"), with: button)
        receiver.perform(Selector("pair::"), with: "a", with: 2)
        #expect(receiver.log == ["ping", "tap:Go", "pair:a,2"])
        #expect(receiver.perform(Selector("thing"))?.takeUnretainedValue() === receiver.made)
        #expect(receiver.perform(Selector("greeting"))?.takeUnretainedValue() as? String == "hello",
                "a String comes back as the NSString an @objc method returns")
        #expect(receiver.perform(Selector("count")) == nil, "a number is not an object")
        #expect(receiver.perform(Selector("optionalView")) == nil)
    }

    // The runtime's message for a selector no class implements (NSInvalidArgumentException on
    // iOS): "-[ClassName selector]: unrecognized selector sent to instance 0x…". Flipbook reports
    // it on the scene's diagnostics and goes on.
    @Test func anUnrecognizedSelectorIsReportedInTheRuntimesWords() throws {
        Receiver.register()
        let window = scene()
        let receiver = Receiver()
        #expect(receiver.perform(Selector("nope:"), with: nil) == nil)
        let message = try #require(window.clock.diagnostics.last)
        #expect(message == "-[Receiver nope:]: unrecognized selector sent to instance \(ObjCRuntime.address(of: receiver))")
        let prefix = "-[Receiver nope:]: unrecognized selector sent to instance 0x"
        #expect(message.hasPrefix(prefix) && message.count > prefix.count)
        #expect(message.dropFirst(prefix.count).allSatisfy { "0123456789abcdef".contains($0) }, "the address in lowercase hex")
        #expect(receiver.log.isEmpty)
    }

    // A method-list entry that is handed an argument of another type (a sender where a button is
    // taken) is not called; the mismatch is said, with the runtime's name for the method.
    @Test func anArgumentOfTheWrongTypeIsReportedAndTheMethodNotCalled() throws {
        Receiver.register()
        let window = scene()
        let receiver = Receiver()
        ObjCRuntime.send(Selector("tap:"), to: receiver, arguments: ["not a button"])
        #expect(receiver.log.isEmpty)
        let message = try #require(window.clock.diagnostics.last)
        #expect(message == "-[Receiver tap:]: argument 1 is String, but the method takes UIButton; the message was not sent.")
    }

    // Objective-C reads a BOOL parameter from whatever was passed: the tap recognizer aimed at
    // `UIView.endEditing(_:)` hands it the recognizer, a non-nil pointer, which is YES.
    @Test func aBoolParameterReadsItsArgumentAsObjectiveCDoes() {
        #expect(ObjCRuntime.objCBool(true) && !ObjCRuntime.objCBool(false))
        #expect(!ObjCRuntime.objCBool(nil) && !ObjCRuntime.objCBool(Optional<Bool>.none as Any))
        #expect(ObjCRuntime.objCBool(NSNumber(value: 1)) && !ObjCRuntime.objCBool(NSNumber(value: 0)))
        #expect(ObjCRuntime.objCBool(UITapGestureRecognizer()))
    }
}
