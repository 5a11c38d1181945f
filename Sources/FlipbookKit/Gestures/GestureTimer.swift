//  GestureTimer.swift — FlipbookKit
//  A recognizer's deadline on the scene's clock (a long press's duration, the wait for a next tap).

import Foundation

/// One pending deadline at a time, on the clock of the recognizer's window, in media time.
struct GestureTimer {
    private var token: Int?
    private weak var clock: MediaClock?

    /// Runs `action` `delay` seconds from now on `view`'s clock, replacing any pending deadline.
    mutating func start(after delay: TimeInterval, on view: UIView?, _ action: @escaping () -> Void) {
        cancel()
        guard let clock = view?.window?.clock else { return }
        self.clock = clock
        token = clock.schedule(at: clock.time + delay, action)
    }

    mutating func cancel() {
        if let token { clock?.cancelScheduled(token) }
        token = nil
    }
}
