//  UIScreenEdgePanGestureRecognizer.swift — FlipbookKit
//  Mirrors UIKit.UIScreenEdgePanGestureRecognizer. Status: complete.

import Foundation

/// A pan that starts at an edge of the screen: the fingers touch down within `edgeWidth` of one
/// of `edges` (UIKit docs: "set the edges property before attaching the gesture recognizer").
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from (none: it never begins).
    open var edges: UIRectEdge = []

    /// How close to the edge the fingers must touch down. Flipbook: UIKit's margin is not
    /// published; 20 pt, as the system's back-swipe area.
    package static let edgeWidth: CGFloat = 20

    override package var shouldBeginHere: Bool {
        guard let window = view?.window else { return false }
        let bounds = window.bounds
        return activeTouches.allSatisfy { touch in
            let p = touch.startWindowLocation
            return (edges.contains(.left) && p.x - bounds.minX <= Self.edgeWidth)
                || (edges.contains(.right) && bounds.maxX - p.x <= Self.edgeWidth)
                || (edges.contains(.top) && p.y - bounds.minY <= Self.edgeWidth)
                || (edges.contains(.bottom) && bounds.maxY - p.y <= Self.edgeWidth)
        } && !activeTouches.isEmpty
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        // Moved past the hysteresis away from every edge it may start from: not an edge pan.
        if state == .possible, !shouldBeginHere { state = .failed }
    }
}
