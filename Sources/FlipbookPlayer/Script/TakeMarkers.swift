//  TakeMarkers.swift — FlipbookPlayer
//  Where a recording's transitions begin and end, for the asciicast's markers.

import Foundation

/// A recording's markers: "present began" when a take starts, "present ended" when the scene
/// reaches its end (each at the first frame that shows it).
public struct TakeMarkers {
    private var take: Take?
    private var ended = false

    public init() {}

    /// The markers a frame of `player` makes, in order.
    public mutating func labels(seeing player: Player) -> [String] {
        var labels: [String] = []
        if let current = player.take, current != take {
            if let take, !ended, take.start == current.start, take.kind == current.kind {
                // The same take, still running, measured again (a reversal moved its end): no new chapter.
                self.take = current
            } else {
                if let take, !ended { labels.append("\(take.kind.rawValue) ended") }
                take = current
                ended = false
                labels.append("\(current.kind.rawValue) began")
            }
        }
        if let take, !ended, player.sceneTime >= take.end, !player.isAnimating || player.isPaused {
            ended = true
            labels.append("\(take.kind.rawValue) ended")
        }
        return labels
    }
}
