//  Progress.swift — Flipbook
//  A progress line on standard error for long headless runs, when it is a terminal.

import FlipbookTerminal

/// "flipbook: recording zoom.flip — 12.5 s of media time, 375 frames", redrawn in place at most
/// four times a second (wall clock), only when standard error is a terminal, and ended with a
/// newline by `finish()` (or by `Interruption` when the run is stopped with Ctrl-C).
final class Progress {
    private let label: String
    private let isShown = StandardStreams.errorIsTerminal
    private var redraw = Throttle(every: 0.25)

    init(_ label: String) {
        self.label = label
    }

    /// Redraws the line if a quarter of a second has passed since it was last drawn.
    func update(time: Double, frames: Int) {
        guard isShown, redraw.isDue() else { return }
        let seconds = (time * 10).rounded() / 10
        StandardStreams.error("\r\u{1B}[Kflipbook: \(label) — \(seconds) s of media time, \(frames) frames (Ctrl-C stops)", newline: false)
        Interruption.progressLineOpen = true
    }

    /// Clears the line, if one was drawn.
    func finish() {
        guard Interruption.progressLineOpen else { return }
        StandardStreams.error("\r\u{1B}[K", newline: false)
        Interruption.progressLineOpen = false
    }
}
