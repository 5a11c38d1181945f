//  Timer.swift — FlipbookKit
//  Mirrors Foundation.Timer on the scene's clock. Status: complete but for run-loop modes (every
//  mode is the scene's clock) and `tolerance` (kept, never applied: a scene's clock is never late).

import Foundation

/// A timer that fires after a time interval has elapsed, once or repeatedly — Foundation's `Timer`,
/// run by the scene's clock.
///
/// On iOS a timer fires when the main run loop reaches its fire date. A scene has no run loop:
/// its time is its window's media clock, which the previewer, a script or a test advances. So a
/// timer scheduled while a window is key fires on that clock, at its fire date in media time and
/// every `timeInterval` after it, whatever the tick size — a tick that covers several firings
/// fires it once for each, in order — and a scene rebuilt and replayed fires it at the same
/// instants. With no key window (code outside a scene) the timer is handed to Foundation's run loop.
///
///     timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] _ in
///         self?.pulse()
///     }
///
/// Flipbook: this class stands in for Foundation's. FlipbookKit re-exports Foundation, and a
/// module's own declaration shadows the one of a module it re-exports, so a file that imports
/// UIKit (or FlipbookKit) reaches this `Timer`. A file that imports Foundation itself as well sees
/// both and reports "'Timer' is ambiguous": drop that import (UIKit brings Foundation) or write
/// `UIKit.Timer`.
public final class Timer {
    /// The seconds between firings of a repeating timer; 0 for a timer that fires once.
    // Foundation docs: "If the timer is non-repeating, returns 0 even if a time interval was set."
    public var timeInterval: TimeInterval { repeats ? interval : 0 }

    /// How late the timer may fire. Flipbook: kept, never applied — the scene's clock runs every
    /// instant exactly, so a timer always fires at its fire date.
    public var tolerance: TimeInterval = 0

    /// The object given when the timer was made; released when it is invalidated.
    public private(set) var userInfo: Any?

    /// Whether the timer can still fire: false once invalidated, or once a one-shot timer fired.
    public var isValid: Bool { block != nil }

    /// What a firing calls; nil once invalidated (the target, held strongly, is let go with it).
    private var block: ((Timer) -> Void)?
    private let repeats: Bool
    private let interval: TimeInterval
    /// When the timer first fires, as a delay from `madeAt` (or from the moment it is scheduled).
    private var firstDelay: TimeInterval
    /// The scene clock and its time when the timer was made, if a window was key then.
    private weak var madeOn: MediaClock?
    private let madeAt: CFTimeInterval

    /// Where the timer is scheduled: the scene clock, the next firing's time and its token there.
    private weak var clock: MediaClock?
    private var due: CFTimeInterval?
    private var token: Int?
    /// A repeating timer's n-th firing after its fire date is at `anchor + n × interval`, each
    /// computed afresh so that a timer running for hours does not drift by adding up intervals.
    private var anchor: CFTimeInterval = 0
    private var firings = 0
    /// Outside a scene: the Foundation timer that runs this one on a real run loop.
    private var foundationTimer: Foundation.Timer?

    // MARK: - Making a timer

    /// A timer that calls `block` `interval` seconds from now once added to a run loop, and, if
    /// `repeats`, every `interval` after that until invalidated.
    // Foundation docs: "If interval is less than or equal to 0.0, this method chooses the
    // nonnegative value of 0.0001 seconds instead."
    public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        self.interval = Self.validInterval(interval)
        self.repeats = repeats
        self.block = block
        firstDelay = self.interval
        madeOn = UIWindow.current?.clock
        madeAt = madeOn?.time ?? 0
    }

    /// A timer that first fires at `date` once added to a run loop, then, if `repeats`, every `interval`.
    // Flipbook: `date` is a wall-clock instant, turned back into the delay it stood for when the
    // timer was made, to the millisecond (as `DispatchQueue.asyncAfter(wallDeadline:)` here does).
    public convenience init(fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        self.init(timeInterval: interval, repeats: repeats, block: block)
        firstDelay = Self.delay(until: date)
    }

    /// A timer that sends `aSelector` to `aTarget`, with itself as the argument when the selector
    /// takes one (`timerFired:`); `aTarget` and `userInfo` are held until the timer is invalidated
    /// (Foundation docs: "The timer maintains a strong reference to target until it (the timer) is
    /// invalidated.").
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                            userInfo: Any?, repeats yesOrNo: Bool) {
        let target = aTarget as AnyObject
        self.init(timeInterval: ti, repeats: yesOrNo, block: { timer in
            ObjCRuntime.send(aSelector, to: target, arguments: Array([timer].prefix(aSelector.argumentCount)))
        })
        self.userInfo = userInfo
    }

    /// A timer that first fires at `date`, then, if `rep`, every `ti`, sending `s` to `t`.
    public convenience init(fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector,
                            userInfo ui: Any?, repeats rep: Bool) {
        self.init(timeInterval: ti, target: t, selector: s, userInfo: ui, repeats: rep)
        firstDelay = Self.delay(until: date)
    }

    /// Makes a timer and schedules it on the current run loop in the default mode.
    @discardableResult
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                     block: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    /// Makes a timer that sends `aSelector` to `aTarget` and schedules it on the current run loop
    /// in the default mode.
    @discardableResult
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    // MARK: - Flipbook addition: method references for the selector

    /// A timer that calls `selector` on `target` with itself; `target` and `userInfo` are held
    /// until the timer is invalidated.
    public convenience init<T: AnyObject>(timeInterval interval: TimeInterval, target: T,
                                          selector: @escaping (T) -> (Timer) -> Void, userInfo: Any?, repeats: Bool) {
        self.init(timeInterval: interval, repeats: repeats, block: { timer in selector(target)(timer) })
        self.userInfo = userInfo
    }

    /// A timer that calls `selector`, which takes no argument, on `target`.
    public convenience init<T: AnyObject>(timeInterval interval: TimeInterval, target: T,
                                          selector: @escaping (T) -> () -> Void, userInfo: Any?, repeats: Bool) {
        self.init(timeInterval: interval, repeats: repeats, block: { _ in selector(target)() })
        self.userInfo = userInfo
    }

    /// Makes a timer that calls `selector` on `target` and schedules it on the current run loop.
    @discardableResult
    public class func scheduledTimer<T: AnyObject>(timeInterval interval: TimeInterval, target: T,
                                                   selector: @escaping (T) -> (Timer) -> Void,
                                                   userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    /// Makes a timer that calls `selector`, which takes no argument, on `target`, and schedules it.
    @discardableResult
    public class func scheduledTimer<T: AnyObject>(timeInterval interval: TimeInterval, target: T,
                                                   selector: @escaping (T) -> () -> Void,
                                                   userInfo: Any?, repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    // MARK: - Firing and stopping

    /// Calls the timer's block now. A repeating timer keeps its schedule; a one-shot timer is
    /// invalidated after, even if its fire date has not come (Foundation docs, `fire()`).
    public func fire() {
        guard let block else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer for good: it leaves its run loop and lets go of its target and `userInfo`.
    public func invalidate() {
        if let token { clock?.cancelScheduled(token) }
        token = nil
        due = nil
        foundationTimer?.invalidate()
        foundationTimer = nil
        block = nil
        userInfo = nil
    }

    /// The next time the timer fires. Setting it moves the next firing there (a repeating timer
    /// then goes on every `timeInterval` from it); on an invalid timer it does nothing.
    // Flipbook: read and written as a wall-clock instant, like `init(fire:interval:repeats:block:)`:
    // the delay from now in the scene's time, to the millisecond.
    public var fireDate: Date {
        get {
            if let foundationTimer { return foundationTimer.fireDate }
            if let clock, let due { return Date(timeIntervalSinceNow: due - clock.time) }
            return Date(timeIntervalSinceNow: firstDelay - ((madeOn?.time ?? madeAt) - madeAt))
        }
        set {
            guard isValid else { return }
            if let foundationTimer {
                foundationTimer.fireDate = newValue
            } else if let clock, due != nil {
                start(at: clock.time + Self.delay(until: newValue), on: clock)
            } else {
                firstDelay = Self.delay(until: newValue) + ((madeOn?.time ?? madeAt) - madeAt)
            }
        }
    }

    // MARK: - Scheduling

    /// Puts the timer on the key window's clock, or, outside a scene, on `runLoop` in `mode`.
    /// A timer is scheduled in one place; adding it again changes nothing.
    fileprivate func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        guard isValid, token == nil, foundationTimer == nil else { return }
        if let window = UIWindow.current {
            let clock = window.clock
            let start = madeOn === clock ? madeAt : clock.time
            self.start(at: start + firstDelay, on: clock)
        } else {
            let timer = Foundation.Timer(timeInterval: interval, repeats: repeats) { [weak self] _ in self?.fireFromFoundation() }
            timer.fireDate = Date(timeIntervalSinceNow: firstDelay)
            foundationTimer = timer
            runLoop.add(timer, forMode: mode)
        }
    }

    /// Makes `time` the fire date the timer's firings count from.
    private func start(at time: CFTimeInterval, on clock: MediaClock) {
        anchor = time
        firings = 0
        schedule(at: time, on: clock)
    }

    private func schedule(at time: CFTimeInterval, on clock: MediaClock) {
        if let token { self.clock?.cancelScheduled(token) }
        self.clock = clock
        due = time
        // The clock holds the timer until it fires or is invalidated, as a run loop holds its timers.
        token = clock.schedule(at: time) { [self] in fireOnSchedule() }
    }

    /// A firing at the fire date: a repeating timer is put back on the clock for its next firing
    /// (counted from its fire date, not from the moment it ran) before its block runs, so the block can
    /// invalidate it or move its fire date; a one-shot timer is invalidated after its block.
    private func fireOnSchedule() {
        token = nil
        guard let block, let clock else { return }
        if repeats {
            firings += 1
            schedule(at: anchor + Double(firings) * interval, on: clock)
        }
        block(self)
        if !repeats { invalidate() }
    }

    private func fireFromFoundation() {
        guard let block else { return }
        block(self)
        if !repeats { invalidate() }
    }

    private static func validInterval(_ interval: TimeInterval) -> TimeInterval {
        interval > 0 ? interval : 0.0001
    }

    /// The delay from now until `date`, to the millisecond; never negative.
    private static func delay(until date: Date) -> TimeInterval {
        DispatchQueue.sceneDelay(max(date.timeIntervalSinceNow, 0))
    }
}

extension RunLoop {
    /// Schedules `timer`: in a scene, on the key window's clock (every run loop and mode is that
    /// clock); outside one, on this run loop in `mode`.
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        timer.add(to: self, forMode: mode)
    }
}
