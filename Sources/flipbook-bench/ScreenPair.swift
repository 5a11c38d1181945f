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

    init(showing shown: Previewed) {
        previous = shown.render()
    }

    /// Draws the frame (`render(into:)` of a player or a comparison) and its ANSI diff against the
    /// frame before; returns the bytes.
    @discardableResult
    func draw(_ shown: Previewed) -> Int {
        shown.render(into: &current)
        encoder.removeAll()
        encoder.encodeDiff(from: previous, to: current)
        swap(&previous, &current)
        return encoder.bytes.count
    }
}

/// What the bench draws frames of: the previewer's player, or a comparison of two.
protocol Previewed: AnyObject {
    @discardableResult func update(_ event: PlayerEvent) -> PlayerCommand?
    func render(into cells: inout CellBuffer)
    func render() -> CellBuffer
}

extension Player: Previewed {}
extension Comparison: Previewed {}
