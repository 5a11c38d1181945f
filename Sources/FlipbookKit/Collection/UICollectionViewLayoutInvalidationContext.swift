//  UICollectionViewLayoutInvalidationContext.swift — FlipbookKit
//  Mirrors UIKit.UICollectionViewLayoutInvalidationContext. Status: complete (Flipbook's layouts
//  recompute everything they cache on any invalidation; the context is there for custom layouts).

import Foundation

/// Which parts of a layout are stale: handed to `invalidateLayout(with:)`, which a custom layout
/// overrides to recompute only what it names.
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether the whole layout is stale (what `invalidateLayout()` and a reload say).
    open internal(set) var invalidateEverything = false
    /// Whether the data source's counts changed (set by the collection view on a reload or an update).
    open internal(set) var invalidateDataSourceCounts = false
    /// The items whose layout is stale (nil when none are named).
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary elements whose layout is stale, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration elements whose layout is stale, by kind.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How far the content offset should move with the invalidation.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size should change with the invalidation.
    open var contentSizeAdjustment: CGSize = .zero
    /// The items of an interactive movement before its latest step.
    open private(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// The items of an interactive movement after its latest step.
    open private(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// Where the moving item is, in the collection view's coordinates.
    open internal(set) var interactiveMovementTarget: CGPoint = .zero

    public required override init() {
        super.init()
    }

    /// Marks the items at `indexPaths` stale.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks the supplementary elements of `elementKind` at `indexPaths` stale.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    /// Marks the decoration elements of `elementKind` at `indexPaths` stale.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }

    package func setInteractiveMovement(previous: [IndexPath], target: [IndexPath], position: CGPoint) {
        previousIndexPathsForInteractivelyMovingItems = previous
        targetIndexPathsForInteractivelyMovingItems = target
        interactiveMovementTarget = position
    }
}
