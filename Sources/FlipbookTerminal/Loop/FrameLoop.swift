//  FrameLoop.swift — FlipbookTerminal
//  Paces the player: input when it comes, ticks at up to 60 fps while animating. Status: complete.

import FlipbookPlayer
import FlipbookRender

/// What a frame loop needs of a screen; `TerminalScreen` is one, a test's fake another.
public protocol FrameLoopScreen: AnyObject {
    /// Waits up to `timeout` ms (negative: forever) for an event.
    func readEvent(timeout: Int32) -> PlayerEvent?
    /// Shows a new frame: `paint` draws the whole of it into a buffer the screen keeps (and
    /// `paint` resizes as it needs), so no frame is copied on its way to the screen.
    func draw(_ paint: (inout CellBuffer) -> Void)
}

/// Runs the player against a screen without busy-waiting.
///
/// The design, in full: the player is one function from an event to a `Step` (its new frame,
/// if any; whether it is animating; whether to quit). The loop
/// - while animating, waits for input only until the next frame is due (every 1/60 s), then
///   sends `.tick(dt)` with the monotonic time since the last tick;
/// - while idle, blocks on input (`idleTimeout`, forever by default) and sends no ticks; the
///   first tick after idling measures from when animating began, not from the last tick —
///   unless the player has work for updates that move nothing (`working`: spare scenes to
///   build): it then sends `.tick(0)`, each after looking for input without waiting;
/// - sends every input event as it comes, and keeps ticking on time under a flood of input;
/// - draws a frame only when a step asks for one (`redraw`), painted by `render` straight into
///   the screen's buffer; the screen in turn writes only the cells that changed;
/// - clamps `dt` to `maxTick` so a stop (Ctrl-Z, a debugger) does not fast-forward the
///   animation to its end;
/// - schedules the next frame one interval after the last was due, or after now when late,
///   so frames keep their rate without bursting to catch up.
public final class FrameLoop {
    /// What the player returns for each event.
    public struct Step: Sendable {
        /// Whether the frame changed (the loop then has `render` paint it).
        public var redraw: Bool
        /// The player wants ticks (an animation is running).
        public var animating: Bool
        /// Stop the loop.
        public var quit: Bool
        /// The player has work for updates that move nothing, while it is not animating.
        public var working: Bool

        public init(redraw: Bool = false, animating: Bool = false, quit: Bool = false, working: Bool = false) {
            self.redraw = redraw
            self.animating = animating
            self.quit = quit
            self.working = working
        }
    }

    public let frameInterval: UInt64
    public let idleTimeout: Int32
    public let maxTick: Double
    let clock: () -> UInt64

    /// - Parameters:
    ///   - framesPerSecond: the most frames a second while animating.
    ///   - idleTimeout: how long one wait for input lasts when idle, in ms; negative blocks.
    ///   - maxTick: the longest `dt` a tick reports, in seconds.
    ///   - clock: monotonic nanoseconds (injected for tests).
    public init(framesPerSecond: Int = 60, idleTimeout: Int32 = -1, maxTick: Double = 0.25,
                clock: @escaping () -> UInt64 = MonotonicClock.nanoseconds) {
        frameInterval = 1_000_000_000 / UInt64(max(framesPerSecond, 1))
        self.idleTimeout = idleTimeout
        self.maxTick = maxTick
        self.clock = clock
    }

    /// Shows `initial`, then feeds the player until it quits; `render` paints the current frame.
    public func run(screen: FrameLoopScreen, initial: Step, render: (inout CellBuffer) -> Void, update: (PlayerEvent) -> Step) {
        var animating = false
        var working = false
        var lastTick: UInt64 = 0
        var deadline: UInt64 = 0

        /// Draws and records a step; true when the loop should end.
        func apply(_ step: Step) -> Bool {
            if step.redraw { screen.draw(render) }
            if step.animating, !animating {
                lastTick = clock()
                deadline = lastTick + frameInterval
            }
            animating = step.animating
            working = step.working
            return step.quit
        }

        if apply(initial) { return }
        while true {
            let timeout: Int32
            if animating {
                let now = clock()
                timeout = now >= deadline ? 0 : Int32((deadline - now + 999_999) / 1_000_000)
            } else {
                timeout = working ? 0 : idleTimeout
            }
            if let event = screen.readEvent(timeout: timeout), apply(update(event)) { return }

            guard animating else {
                if working, apply(update(.tick(0))) { return }
                continue
            }
            let now = clock()
            guard now >= deadline else { continue }
            let dt = min(Double(now - lastTick) / 1e9, maxTick)
            lastTick = now
            deadline += frameInterval
            if deadline <= now { deadline = now + frameInterval }
            if apply(update(.tick(dt))) { return }
        }
    }
}
