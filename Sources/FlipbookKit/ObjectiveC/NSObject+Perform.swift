//  NSObject+Perform.swift — FlipbookKit
//  Mirrors NSObjectProtocol's `responds(to:)` and `perform(_:…)`, and Foundation's delayed
//  performs (NSObject's NSDelayedPerforming and NSThreadPerformAdditions), which Foundation on
//  Linux lacks. Status: complete but for `performSelector(inBackground:with:)`,
//  `perform(_:on:with:waitUntilDone:…)` and the class-side `responds(to:)`.

import Foundation

/// Foundation on Linux has no Objective-C messaging, so these are Flipbook's: they look the
/// selector up in the method lists the translation plugin fills (see `ObjCRuntime`). Being in an
/// extension, they cannot be overridden.
extension NSObject {
    // MARK: Asking

    /// Whether the object implements or inherits a method for `aSelector`.
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return ObjCRuntime.responds(self, to: aSelector)
    }

    /// Whether instances of the class implement or inherit a method for `aSelector`.
    public class func instancesRespond(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return ObjCRuntime.method(aSelector, of: self) != nil
    }

    // MARK: Sending now

    /// Sends `aSelector` to the object with no argument and returns what the method returns.
    ///
    /// The result is an object the caller does not own (`takeUnretainedValue()`); nil when the
    /// method returns nothing or a value that is not an object. Flipbook: a returned String comes
    /// back as the NSString an `@objc` method would have returned; a returned object is kept alive
    /// for a while (the last 64 results of the thread) where iOS keeps it until the autorelease
    /// pool drains.
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        _PerformRequests.send(aSelector, to: self, arguments: [])
    }

    /// Sends `aSelector` to the object with `object` as its argument.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        _PerformRequests.send(aSelector, to: self, arguments: [object])
    }

    /// Sends `aSelector` to the object with two arguments.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        _PerformRequests.send(aSelector, to: self, arguments: [object1, object2])
    }

    // MARK: Sending later

    /// Sends `aSelector` to the object with `anArgument` after `delay` seconds, in the default mode.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        perform(aSelector, with: anArgument, afterDelay: delay, inModes: [.default])
    }

    /// Sends `aSelector` to the object with `anArgument` once `delay` seconds have passed.
    ///
    /// Foundation docs: the message is queued on the current thread's run loop even for a delay
    /// of 0; "This method retains the receiver and the anArgument parameter until after the
    /// selector is performed"; an empty `modes` array performs nothing.
    ///
    /// In a scene (a window is key on this thread) the message is sent on the scene's clock, when
    /// its media time has advanced by `delay` — so it waits while the previewer is paused, and a
    /// scene rebuilt and replayed sends it at the same instant; a delay of 0 sends it at the
    /// clock's next tick. Outside a scene the thread's run loop sends it.
    // Flipbook: every mode is the scene's clock.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {
        guard !modes.isEmpty else { return }
        let delay = max(Diagnostics.finite(delay, "delay", of: "perform(_:with:afterDelay:)"), 0)
        _PerformRequests.schedule(aSelector, to: self, argument: anArgument, after: delay, modes: modes)
    }

    /// Cancels every request `perform(_:with:afterDelay:)` made of `aTarget` on this thread.
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        _PerformRequests.cancel { $0.target === aTarget as AnyObject }
    }

    /// Cancels the requests of `aTarget` for `aSelector` with an argument equal (`isEqual(_:)`) to
    /// `anArgument`; nil matches the requests made with nil (Foundation docs).
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        _PerformRequests.cancel {
            $0.target === aTarget as AnyObject && $0.selector == aSelector && _PerformRequests.isEqual($0.argument, anArgument)
        }
    }

    /// Sends `aSelector` to the object on the main thread: at once when `wait` is true (Foundation
    /// docs: the current thread is the main thread), else later, as `DispatchQueue.main.async`
    /// runs work — in a scene at the clock's next tick.
    // Flipbook: the thread that drives the scene is its main thread.
    public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool) {
        if wait {
            ObjCRuntime.send(aSelector, to: self, arguments: [arg])
        } else {
            DispatchQueue.main.async { ObjCRuntime.send(aSelector, to: self, arguments: [arg]) }
        }
    }
}

/// Delayed performs waiting on this thread, and the objects `perform(_:)` returned lately.
enum _PerformRequests {
    /// One `perform(_:with:afterDelay:)` not yet sent.
    final class Request {
        /// The receiver and argument, held until the message is sent (Foundation docs).
        let target: AnyObject
        let selector: Selector
        let argument: Any?
        weak var clock: MediaClock?
        var token: Int?
        var runLoopTimer: Foundation.Timer?

        init(target: AnyObject, selector: Selector, argument: Any?) {
            self.target = target
            self.selector = selector
            self.argument = argument
        }

        /// Whether it can still be sent: its scene still exists, or a run loop holds it.
        var isPending: Bool { (token != nil && clock != nil) || runLoopTimer != nil }

        func cancel() {
            if let token { clock?.cancelScheduled(token) }
            token = nil
            runLoopTimer?.invalidate()
            runLoopTimer = nil
        }
    }

    private static let pending = ThreadLocal<[Request]>("NSObject.delayedPerforms") { [] }
    private static let returned = ThreadLocal<[AnyObject]>("NSObject.performResults") { [] }
    private static let keptResults = 64

    static func send(_ selector: Selector?, to receiver: AnyObject, arguments: [Any?]) -> Unmanaged<AnyObject>? {
        guard let selector else {
            Diagnostics.report("\(ObjCRuntime.methodName(Selector("(null)"), of: receiver)): perform(_:) was given a nil selector; nothing was sent.")
            return nil
        }
        return unmanaged(ObjCRuntime.send(selector, to: receiver, arguments: arguments))
    }

    /// A method's result as `perform(_:)` returns it: an object, or a String as NSString.
    private static func unmanaged(_ result: Any?) -> Unmanaged<AnyObject>? {
        guard let value = ObjCRuntime.unwrapped(result) else { return nil }
        let object: AnyObject
        if let string = value as? String {
            object = NSString(string: string)
        } else if type(of: value) is AnyClass {
            object = value as AnyObject
        } else {
            return nil
        }
        returned.value.append(object)
        if returned.value.count > keptResults { returned.value.removeFirst() }
        return Unmanaged.passUnretained(object)
    }

    static func schedule(_ selector: Selector, to target: AnyObject, argument: Any?, after delay: TimeInterval, modes: [RunLoop.Mode]) {
        let request = Request(target: target, selector: selector, argument: argument)
        if let clock = UIWindow.current?.clock {
            request.clock = clock
            request.token = clock.schedule(at: clock.time + delay) { fire(request) }
        } else {
            let timer = Foundation.Timer(timeInterval: delay, repeats: false) { _ in fire(request) }
            request.runLoopTimer = timer
            for mode in modes { RunLoop.current.add(timer, forMode: mode) }
        }
        pending.value.removeAll { !$0.isPending }
        pending.value.append(request)
    }

    private static func fire(_ request: Request) {
        pending.value.removeAll { $0 === request || !$0.isPending }
        request.token = nil
        request.runLoopTimer = nil
        ObjCRuntime.send(request.selector, to: request.target, arguments: Array([request.argument].prefix(request.selector.argumentCount)))
    }

    static func cancel(where matches: (Request) -> Bool) {
        let all = pending.value
        pending.value = all.filter { $0.isPending && !matches($0) }
        for request in all where matches(request) { request.cancel() }
    }

    /// Foundation's argument equality for cancelling: `isEqual(_:)`, so an equal value matches.
    static func isEqual(_ a: Any?, _ b: Any?) -> Bool {
        switch (ObjCRuntime.unwrapped(a), ObjCRuntime.unwrapped(b)) {
        case (nil, nil):
            return true
        case let (x?, y?):
            if let x = x as? NSObject { return x.isEqual(y) }
            if let x = x as? AnyHashable, let y = y as? AnyHashable { return x == y }
            if type(of: x) is AnyClass, type(of: y) is AnyClass { return (x as AnyObject) === (y as AnyObject) }
            return false
        default:
            return false
        }
    }
}
