//  UIPinchGestureRecognizer.swift — FlipbookKit
//  Mirrors UIKit.UIPinchGestureRecognizer. Status: complete.

import Foundation

/// A continuous gesture: two fingers moving apart or together. `scale` is their distance over
/// the distance when they touched down; it begins once that distance has changed by
/// `hysteresis` points.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The fingers' distance relative to the start; settable, as UIKit's (apps reset it to 1).
    open var scale: CGFloat = 1 {
        didSet {
            if let distance = currentDistance { baseDistance = distance / max(scale, .leastNonzeroMagnitude) }
            last = last.map { ($0.time, scale) }  // a reset by the app is not a jump in velocity
        }
    }
    /// Scale factor per second.
    open private(set) var velocity: CGFloat = 0

    /// Flipbook: UIKit's threshold is not published; 10 pt of change in the fingers' distance.
    package static let hysteresis: CGFloat = 10

    private var baseDistance: CGFloat?
    private var last: (time: TimeInterval, scale: CGFloat)?

    private var currentDistance: CGFloat? {
        let touches = activeTouches
        guard touches.count >= 2 else { return nil }
        let a = touches[0].windowLocation, b = touches[1].windowLocation
        return hypot(b.x - a.x, b.y - a.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if activeTouches.count > 2, state == .possible { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let distance = currentDistance else { return }
        let pair = activeTouches.prefix(2).map(\.startWindowLocation)
        let startDistance = hypot(pair[1].x - pair[0].x, pair[1].y - pair[0].y)
        switch state {
        case .possible:
            guard abs(distance - startDistance) >= Self.hysteresis, startDistance > 0 else { return }
            baseDistance = startDistance
            update(distance, at: event.timestamp)
            state = .began
        case .began, .changed:
            update(distance, at: event.timestamp)
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if (state == .began || state == .changed), activeTouches.count < 2 { state = .ended }
    }

    open override func reset() {
        scale = 1
        velocity = 0
        baseDistance = nil
        last = nil
    }

    private func update(_ distance: CGFloat, at time: TimeInterval) {
        guard let baseDistance, baseDistance > 0 else { return }
        let newScale = distance / baseDistance
        if let last, time > last.time { velocity = (newScale - last.scale) / CGFloat(time - last.time) }
        last = (time, newScale)
        let keep = self.baseDistance
        scale = newScale
        self.baseDistance = keep
    }
}
