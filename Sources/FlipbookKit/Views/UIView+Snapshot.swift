//  UIView+Snapshot.swift — FlipbookKit
//  Mirrors UIView.snapshotView(afterScreenUpdates:) and resizableSnapshotView(from:afterScreenUpdates:withCapInsets:).
//  Status: complete (cap insets aside).

import Foundation

extension UIView {
    /// A new view showing what this view draws now (its content and subviews, not its own
    /// transform or alpha), with the same frame. Later changes to this view do not reach it.
    ///
    /// Resized — a zoom transition animates its frame into a cell — the snapshot's picture
    /// stretches to fill its bounds as they show at each moment, as the captured image does on iOS.
    ///
    /// Flipbook: there is no pending screen update to wait for, so both values of
    /// `afterScreenUpdates` picture the view as it is at the clock's current time.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
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
    /// A new view showing the part `rect` (in this view's bounds) of what this view draws now,
    /// cut to that rectangle, `rect.size` large — slices of a view for a transition to move apart.
    ///
    /// Flipbook: resized, the slice's picture stretches evenly; `capInsets` are not kept apart.
    public func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                      withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        let snapshot = SnapshotView(frame: CGRect(origin: .zero, size: rect.size))
        let picture = snapshot.layer as? SnapshotLayer
        picture?.items = SnapshotLayer(snapshotOf: layer).items
        picture?.pictureRect = rect
        picture?.masksToBounds = true
        return snapshot
    }
}

/// The view `snapshotView(afterScreenUpdates:)` returns.
final class SnapshotView: UIView {
    override class var layerClass: AnyClass { SnapshotLayer.self }
}
