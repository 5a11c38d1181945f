//  UICollectionView+Interaction.swift — FlipbookKit
//  Mirrors UICollectionView's prefetching, drag-and-drop, focus and self-sizing constants.
//  Status: partial (no drag and drop, focus engine or context menus in the previewer: their
//  settings are stored and never acted on).

import Foundation

extension UICollectionView {
    /// How soon items make way while a drop hovers over them.
    public enum ReorderingCadence: Int, Sendable {
        case immediate, fast, slow
    }

    /// How cells that size themselves invalidate the layout when their content changes.
    public enum SelfSizingInvalidation: Int, Sendable {
        case disabled, enabled, enabledIncludingConstraints
    }

    /// Whether a drag started in this collection view is in progress. Flipbook: always false — no drag and drop.
    public var hasActiveDrag: Bool { false }

    /// Whether a drop is hovering over this collection view. Flipbook: always false — no drag and drop.
    public var hasActiveDrop: Bool { false }

    /// The interaction that shows items' context menus. Flipbook: always nil — no context menus.
    public var contextMenuInteraction: UIContextMenuInteraction? { nil }

    // MARK: Prefetching

    /// Tells the prefetch data source about the items of the next screen in the direction of the
    /// scrolling, and cancels those it was told about that the scrolling has left behind.
    func prefetchItemsAhead() {
        guard isPrefetchingEnabled, let prefetchDataSource, let last = lastPrefetchBounds else {
            lastPrefetchBounds = bounds
            return
        }
        let dx = bounds.minX - last.minX, dy = bounds.minY - last.minY
        lastPrefetchBounds = bounds
        prefetchedIndexPaths.subtract(visibleCellsByIndexPath.keys)
        guard dx != 0 || dy != 0 else { return }
        let ahead = bounds.offsetBy(dx: dx == 0 ? 0 : (dx > 0 ? bounds.width : -bounds.width),
                                    dy: dy == 0 ? 0 : (dy > 0 ? bounds.height : -bounds.height))
        let aheadItems = Set((collectionViewLayout.layoutAttributesForElements(in: ahead) ?? [])
            .filter { $0.representedElementCategory == .cell && isValid($0.indexPath) && Self.overlaps($0.frame, ahead) }
            .map(\.indexPath))
            .subtracting(visibleCellsByIndexPath.keys)
        let stale = prefetchedIndexPaths.subtracting(aheadItems)
        if !stale.isEmpty {
            prefetchedIndexPaths.subtract(stale)
            prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: stale.sorted())
        }
        let fresh = aheadItems.subtracting(prefetchedIndexPaths)
        if !fresh.isEmpty {
            prefetchedIndexPaths.formUnion(fresh)
            prefetchDataSource.collectionView(self, prefetchItemsAt: fresh.sorted())
        }
    }
}

/// Told ahead of time which items a collection view will show, to start loading their data.
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// Items about to come on screen.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items told about earlier that are no longer about to come on screen.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

/// Provides a collection view's items for dragging.
// Flipbook: no drag and drop in the previewer (and no UIDragItem): declared so apps compile; never asked.
public protocol UICollectionViewDragDelegate: NSObjectProtocol {}

/// Accepts drops on a collection view.
// Flipbook: no drag and drop in the previewer (and no drop coordinator): declared so apps compile; never asked.
public protocol UICollectionViewDropDelegate: NSObjectProtocol {}
