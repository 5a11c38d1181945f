//  ScreenPair.swift — flipbook-bench
//  The frame on screen and the one being drawn, as the previewer keeps them.

import FlipbookPlayer
import FlipbookRender

/// A player's frame on screen (diffed against) and the one being drawn, swapped each frame, so
/// no frame is copied (`Player.render()` would hand out its own buffer, which the next frame then
/// copies while the caller still holds it — as the recorder does).
final class ScreenPair {
    let encoder = ANSIEncoder()
    private var previous: CellBuffer
    private var current = CellBuffer(width: 0, height: 0)

    init(showing player: Player) {
        previous = player.render()
    }

    /// Draws `player`'s frame and its ANSI diff against the frame before; returns the bytes.
    @discardableResult
    func draw(_ player: Player) -> Int {
        player.render(into: &current)
        encoder.removeAll()
        encoder.encodeDiff(from: previous, to: current)
        swap(&previous, &current)
        return encoder.bytes.count
    }
}
