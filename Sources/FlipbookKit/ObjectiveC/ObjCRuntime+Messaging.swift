//  ObjCRuntime+Messaging.swift — FlipbookKit
//  The part of the Objective-C runtime that sends a message by selector (objc_msgSend) and says,
//  in the runtime's words, when a message cannot be delivered. Status: complete for instance
//  methods (no class methods, no forwarding: `forwardingTarget(for:)` is not consulted).

import Foundation

// MARK: - Flipbook addition

extension ObjCRuntime {
    /// Sends `selector` to `receiver` with `arguments`: calls the method `receiver`'s class (or its
    /// nearest superclass that has one) gives the selector, and returns what it returns (`()` for
    /// a method that returns nothing; nil when the message could not be delivered).
    ///
    /// A selector no class of the receiver implements is reported with the runtime's words, and
    /// so is an argument of a type the method does not take; neither stops the app (on iOS the
    /// first raises `NSInvalidArgumentException`, the second is undefined behaviour):
    ///
    ///     -[DetailViewController handleTap:]: unrecognized selector sent to instance 0x600000c04000
    ///
    /// The method receives the arguments as given; target–action, timers and notifications pass
    /// as many as the selector has colons.
    @discardableResult
    public static func send(_ selector: Selector, to receiver: AnyObject, arguments: [Any?] = []) -> Any? {
        switch deliver(selector, to: receiver, arguments: arguments) {
        case .returned(let value): return value
        case .notDelivered: return nil
        }
    }

    /// What became of a message.
    package enum Delivery {
        /// The method ran and returned this (`()` for a Void method).
        case returned(Any?)
        /// No method, or it refused its arguments; the runtime's message was reported.
        case notDelivered

        package var wasDelivered: Bool {
            if case .returned = self { return true }
            return false
        }
    }

    /// Sends `selector` to `receiver` as `send` does, saying whether the method ran.
    package static func deliver(_ selector: Selector, to receiver: AnyObject, arguments: [Any?]) -> Delivery {
        guard let implementation = method(selector, of: type(of: receiver)) else {
            Diagnostics.report("\(methodName(selector, of: receiver)): unrecognized selector sent to instance \(address(of: receiver))",
                               near: nearbyView(receiver))
            return .notDelivered
        }
        do {
            return .returned(try implementation(receiver, ObjCMessage(selector: selector, arguments: arguments)))
        } catch let mismatch as ObjCArgumentMismatch {
            Diagnostics.report("\(methodName(selector, of: receiver)): argument \(mismatch.index + 1) is \(mismatch.found), "
                + "but the method takes \(mismatch.expected); the message was not sent.", near: nearbyView(receiver))
            return .notDelivered
        } catch {
            Diagnostics.report("\(methodName(selector, of: receiver)) threw \(error).", near: nearbyView(receiver))
            return .notDelivered
        }
    }

    /// `-[ClassName selector]`, as the runtime names an instance method: a Swift class by its
    /// unqualified name.
    package static func methodName(_ selector: Selector, of receiver: AnyObject) -> String {
        "-[\(String(describing: type(of: receiver))) \(selector.name)]"
    }

    /// The instance's address, as `%p` prints it: `0x600000c04000`.
    package static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    /// The view whose scene a message about `receiver` belongs to: the view, a controller's view.
    private static func nearbyView(_ receiver: AnyObject) -> UIView? {
        (receiver as? UIView) ?? (receiver as? UIViewController)?.viewIfLoaded
    }

    /// `value` with any optionals around it taken off; nil for an empty one.
    package static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return unwrapped(mirror.children.first?.value)
    }

    /// An argument read as Objective-C reads a `BOOL` parameter: a Bool or an NSNumber as itself,
    /// nil as false, and any other object as true (a non-nil pointer: what
    /// `UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:)))` relies on).
    package static func objCBool(_ value: Any?) -> Bool {
        guard let value = unwrapped(value) else { return false }
        if let flag = value as? Bool { return flag }
        if let number = value as? NSNumber { return number.boolValue }
        return true
    }
}
