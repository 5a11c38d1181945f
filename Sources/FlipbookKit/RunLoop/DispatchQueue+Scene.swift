//  DispatchQueue+Scene.swift — FlipbookKit
//  Work sent to the main queue from a scene runs on the scene's clock. Status: partial (blocks
//  given to `async(execute:)` and `asyncAfter(deadline:|wallDeadline:execute:)`; work items, QoS
//  and flags, `sync` and other queues go to Dispatch itself).

import Foundation

/// On iOS the main queue is drained by the main run loop, between the events and frames of the
/// app. A scene has no run loop: its time is its window's media clock, which the previewer, a
/// script or a test advances. So work sent to the main queue while a window is key on this thread
/// runs on that clock — at the next tick, or when the clock reaches the deadline — and a scene
/// rebuilt and replayed runs it again at the same instants. With no key window (code outside a
/// scene), and for every other queue, Dispatch runs the work as it always does.
///
/// These overloads are chosen over Dispatch's own because they take no defaulted `group`, `qos`
/// or `flags`; a call that passes those reaches Dispatch directly, and its work never runs in a
/// scene (the previewer does not drain the real main queue).
extension DispatchQueue {
    /// Runs `work` asynchronously. Main queue in a scene: on the next tick of the scene's clock,
    /// after the side effect running now (a completion block, an action, a touch) returns.
    public func async(execute work: @escaping @convention(block) () -> Void) {
        if let clock = sceneClock {
            clock.schedule(at: clock.time, work)
        } else {
            async(group: nil, qos: .unspecified, flags: [], execute: Self.sendable(work))
        }
    }

    /// Runs `work` at `deadline`. Main queue in a scene: when the scene's clock has advanced by
    /// the delay the deadline stood for when it was given.
    // Flipbook: the one wall-clock read below the terminal — the deadline is a wall-clock instant,
    // turned straight back into the delay it was written as. The delay is taken to the millisecond (`.now() + 0.3` is read a few microseconds
    // after it was computed; rounding keeps the instant the same on every run); `.distantFuture` never runs.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @convention(block) () -> Void) {
        if let clock = sceneClock {
            let now = DispatchTime.now().uptimeNanoseconds
            guard deadline != .distantFuture else { return }
            let delay = deadline.uptimeNanoseconds > now ? Double(deadline.uptimeNanoseconds - now) / 1e9 : 0
            clock.schedule(at: clock.time + Self.sceneDelay(delay), work)
        } else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: Self.sendable(work))
        }
    }

    /// Runs `work` at `wallDeadline`, as `asyncAfter(deadline:execute:)` does.
    public func asyncAfter(wallDeadline: DispatchWallTime, execute work: @escaping @convention(block) () -> Void) {
        if let clock = sceneClock {
            guard wallDeadline != .distantFuture else { return }
            // DispatchWallTime keeps its instant as a negated nanosecond count since 1970.
            let delay = (wallDeadline.rawValue == 0 ? 0 : Double(-Int64(bitPattern: wallDeadline.rawValue)) / 1e9)
                - Date().timeIntervalSince1970
            clock.schedule(at: clock.time + Self.sceneDelay(max(delay, 0)), work)
        } else {
            asyncAfter(wallDeadline: wallDeadline, qos: .unspecified, flags: [], execute: Self.sendable(work))
        }
    }

    /// `work` as Dispatch's `@Sendable` block: UIKit's signatures take any block (iOS code hands
    /// the main queue non-Sendable closures all the time), and Dispatch runs it as given.
    private static func sendable(_ work: @escaping @convention(block) () -> Void) -> @Sendable @convention(block) () -> Void {
        nonisolated(unsafe) let work = work
        return { work() }
    }

    /// The key window's clock when this is the main queue and a window is key on this thread.
    private var sceneClock: MediaClock? {
        guard let window = UIWindow.current, label == DispatchQueue.main.label else { return nil }
        return window.clock
    }

    /// A delay in seconds, to the millisecond.
    static func sceneDelay(_ seconds: Double) -> Double {
        (seconds * 1000).rounded() / 1000
    }
}
