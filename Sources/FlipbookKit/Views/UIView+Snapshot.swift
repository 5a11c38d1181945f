//  UIView+Snapshot.swift — FlipbookKit
//  Mirrors UIView.snapshotView(afterScreenUpdates:) and resizableSnapshotView(from:afterScreenUpdates:withCapInsets:).
//  Status: complete (cap insets aside).

import Foundation

extension UIView {
    /// The base implementation of `snapshotView`, which the class body declares overridable.
    final func _baseSnapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = SnapshotView(frame: .zero)
        let picture = SnapshotLayer(snapshotOf: layer)
        if let shown = snapshot.layer as? SnapshotLayer {
            shown.items = picture.items
            shown.pictureRect = picture.pictureRect
        }
        snapshot.bounds = bounds
        snapshot.center = center
        return snapshot
    }
}

extension UIView {
    /// The base implementation of `resizableSnapshotView`, which the class body declares overridable.
    final func _baseResizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        let snapshot = SnapshotView(frame: CGRect(origin: .zero, size: rect.size))
        let picture = snapshot.layer as? SnapshotLayer
        // Only what may show in the slice is kept (it is cut to its bounds): a screen sliced into
        // many pieces would otherwise draw all of the screen's items in every piece.
        picture?.items = SnapshotLayer(snapshotOf: layer).items.filter { $0.mayReach(rect) }
        picture?.pictureRect = rect
        picture?.masksToBounds = true
        return snapshot
    }
}

/// The view `snapshotView(afterScreenUpdates:)` returns.
final class SnapshotView: UIView {
    override class var layerClass: AnyClass { SnapshotLayer.self }
}
