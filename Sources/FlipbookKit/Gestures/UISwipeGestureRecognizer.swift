//  UISwipeGestureRecognizer.swift — FlipbookKit
//  Mirrors UIKit.UISwipeGestureRecognizer. Status: complete.

import Foundation

/// A discrete gesture: fingers moving quickly and mostly straight in one of `direction`.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// Default `.right`, as UIKit's.
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    /// Flipbook: UIKit's thresholds are not published. A swipe travels 50 pt along its
    /// direction, at most half that across it, within 0.5 s of touching down.
    package static let minimumDistance: CGFloat = 50
    package static let maximumDuration: TimeInterval = 0.5

    private var startTime: TimeInterval?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if startTime == nil { startTime = event.timestamp }
        if activeTouches.count > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, activeTouches.count == numberOfTouchesRequired, let startTime else { return }
        if event.timestamp - startTime > Self.maximumDuration {
            state = .failed
            return
        }
        let starts = activeTouches.map(\.startWindowLocation), nows = activeTouches.map(\.windowLocation)
        let n = CGFloat(starts.count)
        let dx = zip(starts, nows).reduce(0) { $0 + $1.1.x - $1.0.x } / n
        let dy = zip(starts, nows).reduce(0) { $0 + $1.1.y - $1.0.y } / n
        let along: [(Direction, CGFloat, CGFloat)] = [(.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)]
        for (candidate, distance, across) in along where direction.contains(candidate) {
            if distance >= Self.minimumDistance && abs(across) <= distance / 2 {
                state = .recognized
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesMoved(touches, with: event)
        if state == .possible, activeTouches.isEmpty { state = .failed }
    }

    open override func reset() {
        startTime = nil
    }
}
