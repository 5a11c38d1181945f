//  UIView+Snapshot.swift — FlipbookKit
//  Mirrors UIView.snapshotView(afterScreenUpdates:). Status: complete.

import Foundation

extension UIView {
    /// A new view showing what this view draws now (its content and subviews, not its own
    /// transform or alpha), with the same frame. Later changes to this view do not reach it.
    ///
    /// Flipbook: there is no pending screen update to wait for, so both values of
    /// `afterScreenUpdates` picture the view as it is at the clock's current time.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = SnapshotView(frame: .zero)
        let picture = SnapshotLayer(snapshotOf: layer)
        (snapshot.layer as? SnapshotLayer)?.items = picture.items
        snapshot.bounds = bounds
        snapshot.center = center
        return snapshot
    }
}

/// The view `snapshotView(afterScreenUpdates:)` returns.
final class SnapshotView: UIView {
    override class var layerClass: AnyClass { SnapshotLayer.self }
}
