//  FrameLoop+Script.swift — FlipbookTerminal
//  Paces a script's frames to their media time on the loop's clock, with the user's hand on pause.

import FlipbookPlayer
import FlipbookRender

extension FrameLoop {
    /// What a script's pacer does with an event that came while it waited.
    public enum ScriptReaction: Sendable {
        /// Nothing (the script drives the player; most keys would only fight it).
        case ignore
        /// Paint the frame again (after a resize, say).
        case redraw
    }

    /// Shows frames a script makes at its own media times (`flipbook play`), each when its time
    /// comes on the loop's clock, counted from the first frame shown.
    ///
    /// While a frame waits for its time, input is read (so the program stays alive to keys):
    /// space pauses — the frame stays up until space again, and the time paused is added to
    /// every later frame's — q stops, and any other event goes to `handle`. A frame already
    /// late shows at once, and the next keep their times: a slow frame does not make the
    /// script run fast to catch up, but neither do frames pile up.
    public final class ScriptPacer {
        private let screen: FrameLoopScreen
        private let clock: () -> UInt64
        /// The clock reading at which the script's time 0 shows; a pause moves it on.
        private var origin: UInt64?
        /// How long one wait for input lasts while paused, ms.
        static let pausedPoll: Int32 = 100

        init(screen: FrameLoopScreen, clock: @escaping () -> UInt64) {
            self.screen = screen
            self.clock = clock
        }

        /// Shows the frame `render` paints, due `time` seconds into the script, and holds it
        /// until then. Returns false when the user pressed q (the script should stop).
        public func show(at time: Double, render: (inout CellBuffer) -> Void,
                         handle: (PlayerEvent) -> ScriptReaction) -> Bool {
            screen.draw(render)
            let offset = UInt64(max(time, 0) * 1e9)
            var origin = self.origin ?? clock()
            defer { self.origin = origin }
            var pausedAt: UInt64?
            while true {
                let timeout: Int32
                if pausedAt != nil {
                    timeout = Self.pausedPoll
                } else {
                    let now = clock(), deadline = origin + offset
                    // Less than a millisecond left counts as due (the wait is in whole ms).
                    guard now < deadline, case let left = Int32(clamping: (deadline - now) / 1_000_000), left > 0 else { return true }
                    timeout = left
                }
                switch screen.readEvent(timeout: timeout) {
                case .key(let key) where key.code == .character("q"):
                    return false
                case .key(let key) where key.code == .character(" "):
                    if let paused = pausedAt {
                        origin += clock() - paused
                        pausedAt = nil
                    } else {
                        pausedAt = clock()
                    }
                case .some(let event):
                    if handle(event) == .redraw { screen.draw(render) }
                case nil:
                    break
                }
            }
        }
    }

    /// A pacer for a script's frames on this loop's clock.
    public func scriptPacer(for screen: FrameLoopScreen) -> ScriptPacer {
        ScriptPacer(screen: screen, clock: clock)
    }
}
