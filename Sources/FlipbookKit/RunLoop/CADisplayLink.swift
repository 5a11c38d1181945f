//  CADisplayLink.swift — FlipbookKit
//  Mirrors QuartzCore.CADisplayLink. Status: complete but for the run loop (the key window's
//  clock instead).
//  In FlipbookKit rather than FlipbookCore: it runs on the key window's clock, which Core has no notion of.

import Foundation

/// A timer in step with the screen's refresh: its target is called once per frame the screen shows.
///
/// Flipbook: the screen refreshes at `UIScreen.maximumFramesPerSecond` (60 Hz) in the scene's
/// media time, at whole multiples of the frame interval from time 0, whatever rate the previewer
/// draws at; a tick that covers several refreshes calls the target once for each, in order.
/// The call for the frame shown at time T runs at T, with `targetTimestamp` T and `timestamp`
/// one frame earlier (on iOS it runs just before T), so what the target sets is what that frame shows.
///
///     link = CADisplayLink(target: self, selector: #selector(step(_:)))
///     link.add(to: .main, forMode: .common)
public final class CADisplayLink {
    /// The time of the frame before the one being prepared; 0 before the first call.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The time the frame being prepared is shown at; 0 before the first call.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The screen's refresh interval; 0 before the first call (UIKit docs: undefined until then).
    public private(set) var duration: CFTimeInterval = 0

    /// While paused, the target is not called.
    public var isPaused = false {
        didSet { reschedule() }
    }

    /// The rate the target wants to be called at; 0 is the screen's own rate. The link calls it
    /// on every n-th refresh, n the whole number nearest the screen's rate over this one.
    public var preferredFramesPerSecond = 0 {
        didSet { reschedule() }
    }

    /// The range of rates the target accepts; its `preferred` rate (or else its `maximum`) is
    /// used as `preferredFramesPerSecond` is.
    public var preferredFrameRateRange = CAFrameRateRange.default {
        didSet { reschedule() }
    }

    /// Deprecated on iOS: call the target every `frameInterval`-th refresh.
    public var frameInterval = 1 {
        didSet { reschedule() }
    }

    /// What a refresh calls: the target's method, the target held strongly until `invalidate()`.
    private var call: ((CADisplayLink) -> Void)?
    private weak var clock: MediaClock?
    /// The screen's refreshes per second, from the window the link was added in.
    private var screenRate = 60
    /// The index of the next refresh the target is called at (refresh k is at k / screenRate);
    /// nil while the link is not added or paused.
    private var nextRefresh: Int?

    /// A link that sends `sel` to `target` on each refresh once added to a run loop, with the link
    /// as the argument when the selector takes one (`step:`).
    // UIKit docs: "The newly constructed display link retains the target."
    public init(target: Any, selector sel: Selector) {
        let target = target as AnyObject
        call = { link in ObjCRuntime.send(sel, to: target, arguments: Array([link].prefix(sel.argumentCount))) }
    }

    // MARK: - Flipbook addition: method references and a closure

    /// A link that calls `selector` on `target` on each refresh once added to a run loop.
    public init<T: AnyObject>(target: T, selector: @escaping (T) -> (CADisplayLink) -> Void) {
        call = { link in selector(target)(link) }
    }

    /// A link that calls `selector` on `target`, with no argument, on each refresh.
    public init<T: AnyObject>(target: T, selector: @escaping (T) -> () -> Void) {
        call = { _ in selector(target)() }
    }

    /// A link that calls `handler` with itself on each refresh once added to a run loop.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        call = handler
    }

    // MARK: Run loop

    /// Starts calling the target on the refreshes of the key window's scene.
    // Flipbook: every run loop and mode is the scene's clock; the link runs in one place at a time.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard call != nil else { return }
        guard let window = UIWindow.current else {
            Diagnostics.report("CADisplayLink.add(to:forMode:) with no key window: the link has no screen to follow and is never called. "
                + "Add it while a scene's window is key (inside the transition or a view controller).", near: nil)
            return
        }
        clock?.removeEventSource(self)
        clock = window.clock
        screenRate = window.screen.maximumFramesPerSecond
        reschedule()
        window.clock.addEventSource(self)
    }

    /// Stops calling the target; the link can be added again.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        clock?.removeEventSource(self)
        clock = nil
        nextRefresh = nil
    }

    /// Stops the link for good and lets go of its target.
    public func invalidate() {
        remove(from: .main, forMode: .common)
        call = nil
    }

    // MARK: Refreshes

    /// Finds the first refresh after now that falls on the link's cadence.
    private func reschedule() {
        guard let clock, !isPaused, call != nil else { nextRefresh = nil; return }
        let step = refreshesPerCall
        // (A hair over now, so a refresh that is now, give or take a rounding, counts as past.)
        nextRefresh = (Int((clock.time * Double(screenRate) + 1e-6).rounded(.down)) / step + 1) * step
    }

    /// Refreshes between calls.
    private var refreshesPerCall: Int {
        let rate = Self.rate(preferredFramesPerSecond: preferredFramesPerSecond, range: preferredFrameRateRange)
        let fromRate = rate > 0 ? max(1, Int((Double(screenRate) / rate).rounded())) : 1
        return max(fromRate, frameInterval, 1)
    }

    /// The rate asked for, frames per second; 0 for the screen's own.
    private static func rate(preferredFramesPerSecond: Int, range: CAFrameRateRange) -> Double {
        if preferredFramesPerSecond > 0 { return Double(preferredFramesPerSecond) }
        if range.preferred.map({ $0 > 0 }) == true { return Double(range.preferred!) }
        return Double(range.maximum)
    }
}

extension CADisplayLink: ClockEventSource {
    package var dueTime: CFTimeInterval? {
        nextRefresh.map { Double($0) / Double(screenRate) }
    }

    package func fire() {
        guard let call, let refresh = nextRefresh else { return }
        let step = refreshesPerCall
        duration = 1 / Double(screenRate)
        targetTimestamp = Double(refresh) / Double(screenRate)
        timestamp = Double(refresh - step) / Double(screenRate)
        nextRefresh = refresh + step
        call(self)
    }
}
