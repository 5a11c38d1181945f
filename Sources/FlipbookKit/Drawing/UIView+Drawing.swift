//  UIView+Drawing.swift — FlipbookKit
//  Mirrors UIView's drawing: draw(_:), setNeedsDisplay, drawHierarchy(in:afterScreenUpdates:).
//  Status: complete.

import Foundation

extension UIView {
    /// The layer draws at the screen's scale, and draws once before it first shows.
    // Flipbook: UIKit marks only views that override draw(_:), which Swift cannot ask; a view whose
    // draw(_:) draws nothing keeps its layer's contents as they are.
    func prepareDrawing() {
        layer.contentsScale = UITraitCollection.deviceScale
        layer.setNeedsDisplay()
    }

    /// Marks the view to be drawn again: `draw(_:)` runs before the next frame.
    public func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks `rect` of the view to be drawn again (Flipbook: the whole view is drawn).
    public func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// Draws a picture of the view's hierarchy as it shows on screen now into `rect` of the current
    /// context, scaled to fill it; true when it drew. UIKit docs: "Renders a snapshot of the
    /// complete view hierarchy as visible onscreen into the current context."
    ///
    /// Flipbook: there is no pending screen update to wait for, so both values of
    /// `afterScreenUpdates` draw the view as it is at the clock's current time.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        let picture = SnapshotLayer(snapshotOf: layer).items
        let placement = ProjectiveTransform(translationX: -Double(bounds.minX), y: -Double(bounds.minY))
            .concatenating(ProjectiveTransform(scaleX: Double(rect.width / bounds.width), y: Double(rect.height / bounds.height)))
            .concatenating(ProjectiveTransform(translationX: Double(rect.minX), y: Double(rect.minY)))
        context.draw(picture: picture, transform: placement)
        return true
    }
}
