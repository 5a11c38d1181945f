//  Throttle.swift — FlipbookTerminal
//  Lets something happen at most once an interval of wall time (a progress line's redraw).

/// Says when an interval has passed since it last said so, on a monotonic clock.
public struct Throttle {
    private let interval: UInt64
    private let clock: () -> UInt64
    private var last: UInt64

    /// - Parameters:
    ///   - seconds: the shortest time between two moments that are due.
    ///   - clock: monotonic nanoseconds (injected for tests); the interval starts now.
    public init(every seconds: Double, clock: @escaping () -> UInt64 = MonotonicClock.nanoseconds) {
        interval = UInt64(max(seconds, 0) * 1e9)
        self.clock = clock
        last = clock()
    }

    /// Whether `interval` has passed since the start or the last time this returned true.
    public mutating func isDue() -> Bool {
        let now = clock()
        guard now - last >= interval else { return false }
        last = now
        return true
    }
}
