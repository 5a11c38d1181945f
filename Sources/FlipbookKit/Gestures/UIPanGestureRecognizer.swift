//  UIPanGestureRecognizer.swift — FlipbookKit
//  Mirrors UIKit.UIPanGestureRecognizer. Status: complete (allowedScrollTypesMask is stored only: no scroll events).

import Foundation

/// A continuous gesture: fingers dragging. It begins once they have moved `hysteresis` points,
/// changes with every move, and ends when the last lifts.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// Flipbook: stored only; no wheel or trackpad scroll reaches a recognizer in the previewer.
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    /// How far the fingers move before a pan begins. Flipbook: UIKit's is not published; 10 pt.
    package static let hysteresis: CGFloat = 10
    /// How far back `velocity(in:)` looks. Flipbook: UIKit's smoothing is not published; 0.1 s.
    package static let velocityWindow: TimeInterval = 0.1

    /// The centroid, in the window's coordinates, that translation is measured from.
    private var origin: CGPoint?
    private var samples: [(time: TimeInterval, point: CGPoint)] = []
    /// The centroid after the last touch event, to keep the translation when fingers come or go.
    private var lastCentroid: CGPoint?

    /// How far the fingers have moved since they touched down (or since `setTranslation`), in
    /// `view`'s coordinate space (nil: the window's). Flipbook: measured from the touch-down
    /// point, the hysteresis included, as iOS reports it at `.began`.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        return Self.vector(from: origin, to: centroid, in: view)
    }

    /// Makes the translation `translation` now (UIKit docs: "Changing the translation value
    /// resets the velocity of the pan").
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let offset = Self.windowVector(translation, from: view)
        origin = CGPoint(x: centroid.x - offset.x, y: centroid.y - offset.y)
        samples = samples.last.map { [$0] } ?? []
    }

    /// Points per second, in `view`'s coordinate space, over the last moves.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last,
              let first = samples.first(where: { last.time - $0.time <= Self.velocityWindow && $0.time < last.time })
        else { return .zero }
        let dt = CGFloat(last.time - first.time)
        let d = Self.vector(from: first.point, to: last.point, in: view)
        return CGPoint(x: d.x / dt, y: d.y / dt)
    }

    /// The centroid of the fingers on the screen (or of the last ones lifted), window coordinates.
    package var centroid: CGPoint { location(in: nil) }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if activeTouches.count > maximumNumberOfTouches {
            if state == .possible { state = .failed }
            return
        }
        if state != .possible { keepTranslation() }
        record(event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        record(event.timestamp)
        switch state {
        case .possible:
            guard activeTouches.count >= minimumNumberOfTouches else { return }
            let start = Self.centroid(of: activeTouches.map(\.startWindowLocation))
            guard hypot(centroid.x - start.x, centroid.y - start.y) >= Self.hysteresis else { return }
            origin = start
            if shouldBeginHere { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard activeTouches.isEmpty else {
            keepTranslation()
            record(event.timestamp)
            return
        }
        // The lift is the last sample: a finger held still before it lifts has no velocity.
        record(event.timestamp)
        if state == .began || state == .changed { state = .ended }
    }

    open override func reset() {
        origin = nil
        samples = []
        lastCentroid = nil
    }

    /// Whether the touches may start this pan where they are (a screen-edge pan asks more).
    package var shouldBeginHere: Bool { true }

    private func record(_ time: TimeInterval) {
        samples.append((time, centroid))
        samples.removeAll { time - $0.time > 2 * Self.velocityWindow }
        lastCentroid = centroid
    }

    /// When fingers join or leave, the centroid jumps: move the origin with it so the
    /// translation does not, and start the velocity afresh so it does not see the jump.
    private func keepTranslation() {
        guard let origin, let lastCentroid else { return }
        let now = centroid
        self.origin = CGPoint(x: origin.x + now.x - lastCentroid.x, y: origin.y + now.y - lastCentroid.y)
        samples = []
    }

    private static func centroid(of points: [CGPoint]) -> CGPoint {
        guard !points.isEmpty else { return .zero }
        let n = CGFloat(points.count)
        return CGPoint(x: points.reduce(0) { $0 + $1.x } / n, y: points.reduce(0) { $0 + $1.y } / n)
    }

    /// The window-space vector from `a` to `b`, in `view`'s coordinate space.
    private static func vector(from a: CGPoint, to b: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return CGPoint(x: b.x - a.x, y: b.y - a.y) }
        let pa = view.convert(a, from: nil), pb = view.convert(b, from: nil)
        return CGPoint(x: pb.x - pa.x, y: pb.y - pa.y)
    }

    /// `v`, a vector in `view`'s coordinate space, as a window-space vector.
    private static func windowVector(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return v }
        let pa = view.convert(CGPoint.zero, to: nil), pb = view.convert(v, to: nil)
        return CGPoint(x: pb.x - pa.x, y: pb.y - pa.y)
    }
}
