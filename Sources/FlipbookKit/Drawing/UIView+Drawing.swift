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

    /// The base implementation of `setNeedsDisplay`, which the class body declares overridable.
    final func _baseSetNeedsDisplay() { layer.setNeedsDisplay() }

    /// The base implementation of `setNeedsDisplay`, which the class body declares overridable.
    final func _baseSetNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// The base implementation of `drawHierarchy`, which the class body declares overridable.
    @discardableResult
    final func _baseDrawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        let picture = SnapshotLayer(snapshotOf: layer).items
        let placement = ProjectiveTransform(translationX: -Double(bounds.minX), y: -Double(bounds.minY))
            .concatenating(ProjectiveTransform(scaleX: Double(rect.width / bounds.width), y: Double(rect.height / bounds.height)))
            .concatenating(ProjectiveTransform(translationX: Double(rect.minX), y: Double(rect.minY)))
        context.draw(picture: picture, transform: placement)
        return true
    }
}
