//  UICollectionViewLayout.swift — FlipbookKit
//  Mirrors UIKit.UICollectionViewLayout. Status: partial (cells only: no supplementary or decoration views, invalidation contexts, or animated layout changes).

import Foundation

/// The abstract base of collection view layouts: it says where every item goes.
///
/// Subclass it and override `prepare()`, `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)` and `layoutAttributesForItem(at:)`, as on iOS. The
/// collection view calls `prepare()` on the first layout pass after `invalidateLayout()`.
open class UICollectionViewLayout: NSObject {
    weak var collectionViewStorage: UICollectionView?

    public override init() {
        super.init()
    }

    /// The collection view using this layout.
    open var collectionView: UICollectionView? { collectionViewStorage }

    /// Computes whatever the layout needs before it is asked for attributes; the default does nothing.
    open func prepare() {}

    /// The size of the whole content; the default is zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect` (content coordinates).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Marks the layout as stale: the collection view calls `prepare()` again on its next layout pass.
    open func invalidateLayout() {
        collectionView?.collectionViewLayoutDidInvalidate()
    }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout; the default is false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The content offset to use after a layout change; the default keeps `proposedContentOffset`.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
}
