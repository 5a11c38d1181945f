//  UIRotationGestureRecognizer.swift — FlipbookKit
//  Mirrors UIKit.UIRotationGestureRecognizer. Status: complete.

import Foundation

/// A continuous gesture: two fingers turning. `rotation` is the angle, in radians, the line
/// between them has turned since they touched down (clockwise positive, as on screen); it
/// begins once that is `threshold`.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Settable, as UIKit's (apps reset it to 0).
    open var rotation: CGFloat = 0 {
        didSet {
            if let angle = currentAngle { baseAngle = angle - rotation }
            last = last.map { ($0.time, rotation) }  // a reset by the app is not a jump in velocity
        }
    }
    /// Radians per second.
    open private(set) var velocity: CGFloat = 0

    /// Flipbook: UIKit's threshold is not published; 0.05 rad (about 3°).
    package static let threshold: CGFloat = 0.05

    private var baseAngle: CGFloat?
    private var last: (time: TimeInterval, rotation: CGFloat)?

    private var currentAngle: CGFloat? {
        let touches = activeTouches
        guard touches.count >= 2 else { return nil }
        let a = touches[0].windowLocation, b = touches[1].windowLocation
        return atan2(b.y - a.y, b.x - a.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if activeTouches.count > 2, state == .possible { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let angle = currentAngle else { return }
        let pair = activeTouches.prefix(2).map(\.startWindowLocation)
        let startAngle = atan2(pair[1].y - pair[0].y, pair[1].x - pair[0].x)
        switch state {
        case .possible:
            guard abs(Self.wrapped(angle - startAngle)) >= Self.threshold else { return }
            baseAngle = startAngle
            update(angle, at: event.timestamp)
            state = .began
        case .began, .changed:
            update(angle, at: event.timestamp)
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if (state == .began || state == .changed), activeTouches.count < 2 { state = .ended }
    }

    open override func reset() {
        rotation = 0
        velocity = 0
        baseAngle = nil
        last = nil
    }

    private func update(_ angle: CGFloat, at time: TimeInterval) {
        guard let baseAngle else { return }
        // Unwrapped from the last value, so a turn past ±π keeps counting.
        let previous = last?.rotation ?? 0
        let next = previous + Self.wrapped(angle - baseAngle - previous)
        if let last, time > last.time { velocity = (next - last.rotation) / CGFloat(time - last.time) }
        last = (time, next)
        let keep = self.baseAngle
        rotation = next
        self.baseAngle = keep
    }

    private static func wrapped(_ a: CGFloat) -> CGFloat {
        var x = a.truncatingRemainder(dividingBy: 2 * .pi)
        if x > .pi { x -= 2 * .pi } else if x < -.pi { x += 2 * .pi }
        return x
    }
}
