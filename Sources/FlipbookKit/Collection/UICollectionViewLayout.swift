//  UICollectionViewLayout.swift — FlipbookKit
//  Mirrors UIKit.UICollectionViewLayout. Status: partial (left-to-right only; no nibs for decoration views).

import Foundation

/// The abstract base of collection view layouts: it says where every item goes.
///
/// Subclass it and override `prepare()`, `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)` and `layoutAttributesForItem(at:)`, as on iOS. The
/// collection view calls them where UIKit does:
/// - `prepare()` on the first layout pass after `invalidateLayout()` / `invalidateLayout(with:)`;
/// - `shouldInvalidateLayout(forBoundsChange:)` when a layout pass finds new bounds (a scroll,
///   a resize), then `invalidationContext(forBoundsChange:)` and `invalidateLayout(with:)` if true;
/// - for `performBatchUpdates(_:completion:)` and the insert, delete, move and reload methods:
///   `prepare()`, `prepare(forCollectionViewUpdates:)`, the initial attributes of appearing and
///   final attributes of disappearing elements, `targetContentOffset(forProposedContentOffset:)`,
///   then `finalizeCollectionViewUpdates()` inside the animation;
/// - for `setCollectionViewLayout(_:animated:completion:)`: `prepareForTransition(to:)` on the
///   old layout, `prepareForTransition(from:)` on the new, then `finalizeLayoutTransition()` on both;
/// - when a flick ends: `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`;
/// - during interactive movement: `targetIndexPath(forInteractivelyMovingItem:withPosition:)`,
///   `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)` and the invalidation
///   contexts for moving and for ending the movement.
open class UICollectionViewLayout: NSObject {
    weak var collectionViewStorage: UICollectionView?

    /// Decoration view classes registered by kind.
    var decorationClasses: [String: AnyClass] = [:]

    public override init() {
        super.init()
    }

    /// Flipbook: there are no nibs to decode; this makes an empty layout.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: Getting the collection view information

    /// The collection view using this layout.
    open var collectionView: UICollectionView? { collectionViewStorage }

    /// The size of the whole content; the default is zero.
    open var collectionViewContentSize: CGSize { .zero }

    /// The direction the layout was written for; the default is left to right.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether the layout mirrors itself in right-to-left languages; the default is false.
    // Flipbook: the previewer is left to right only, so this is never acted on.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    // MARK: Providing layout attributes

    /// The class of the attributes this layout makes (for subclasses to use when they make them).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Computes whatever the layout needs before it is asked for attributes; the default does nothing.
    open func prepare() {}

    /// The attributes of every element whose frame meets `rect` (content coordinates).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`; the default is nil.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`; the default is nil.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of an item the user is dragging to reorder: its own attributes centred on
    /// `position`, above the other items (UIKit's default).
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
            ?? UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int(Int16.max)
        return attributes
    }

    /// The content offset to use after an update or a layout change; the default keeps `proposedContentOffset`.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a flick should come to rest (`velocity` in points per second); the default keeps
    /// `proposedContentOffset`, where the scroll view's deceleration would stop.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Responding to collection view updates

    /// Told the updates of a batch before their animations are set up; the default does nothing.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Told inside the updates' animation block, after their animations are set up; the default does nothing.
    open func finalizeCollectionViewUpdates() {}

    /// Supplementary views to add in an update beyond those of inserted items; the default is none.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// Decoration views to add in an update; the default is none.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// Supplementary views to remove in an update beyond those of deleted items; the default is none.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
    /// Decoration views to remove in an update; the default is none.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Where an item the user drags to `position` would go: the item under `position`, or
    /// `previousIndexPath` when there is none (UIKit's default).
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        guard let collectionView else { return previousIndexPath }
        return collectionView.indexPathForItem(at: position, ignoring: previousIndexPath) ?? previousIndexPath
    }

    // MARK: Monitoring the insertion or deletion of items

    /// Where an appearing item starts. The default: an inserted item starts where it ends, fully
    /// transparent (it fades in); any other item has no start of its own (nil: it moves from where
    /// it was, or appears where it ends).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard collectionView?.currentUpdate?.isInserted(item: itemIndexPath) == true,
              let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// Where an appearing supplementary view starts: as for items, an inserted section's fades in.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard collectionView?.currentUpdate?.isInserted(section: elementIndexPath.section) == true,
              let attributes = layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)?.copy()
                as? UICollectionViewLayoutAttributes else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// Where an appearing decoration view starts; the default is nil (it appears where it ends).
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where a disappearing item ends. The default: a deleted item stays where it was and fades
    /// out; any other item has no end of its own (nil: it moves to where the new layout puts it).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let update = collectionView?.currentUpdate, update.isDeleted(item: itemIndexPath),
              let attributes = update.oldAttributes(ofItemAt: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// Where a disappearing supplementary view ends: as for items, a deleted section's fades out.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let update = collectionView?.currentUpdate, update.isDeleted(section: elementIndexPath.section),
              let attributes = update.oldAttributes(ofSupplementary: elementKind, at: elementIndexPath)?.copy()
                as? UICollectionViewLayoutAttributes else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// Where a disappearing decoration view ends; the default is nil (it stays where it was).
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Invalidating the layout

    /// Marks the layout as stale: the collection view calls `prepare()` again on its next layout pass.
    open func invalidateLayout() {
        collectionView?.collectionViewLayoutDidInvalidate()
    }

    /// Marks what `context` names as stale. The default calls `invalidateLayout()` when the context
    /// invalidates everything; otherwise it applies the context's offset adjustment and has the
    /// layout prepared again on the next pass, as UIKit does.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.contentOffsetAdjustment != .zero, let collectionView {
            let offset = collectionView.contentOffset
            collectionView.contentOffset = CGPoint(x: offset.x + context.contentOffsetAdjustment.x,
                                                   y: offset.y + context.contentOffsetAdjustment.y)
        }
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            invalidateLayout()
        } else {
            collectionView?.collectionViewLayoutDidInvalidate()
        }
    }

    /// The class of invalidation contexts this layout makes.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout; the default is false.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context describing what a change to `newBounds` invalidates: everything, by default.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        return context
    }

    /// Whether a cell's preferred attributes (from `preferredLayoutAttributesFitting(_:)`) need a
    /// new layout; the default is false.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// The context for a cell's preferred attributes: the item itself.
    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        if preferredAttributes.representedElementCategory == .cell { context.invalidateItems(at: [preferredAttributes.indexPath]) }
        return context
    }

    /// The context for one step of an interactive movement: the items that moved.
    open func invalidationContext(forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
                                  previousIndexPaths: [IndexPath], previousPosition: CGPoint) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.setInteractiveMovement(previous: previousIndexPaths, target: targetIndexPaths, position: targetPosition)
        context.invalidateItems(at: Array(Set(previousIndexPaths + targetIndexPaths)).sorted())
        return context
    }

    /// The context for the end (or cancellation) of an interactive movement.
    open func invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath],
                                                                     movementCancelled: Bool) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.setInteractiveMovement(previous: previousIndexPaths, target: indexPaths, position: .zero)
        context.invalidateItems(at: Array(Set(previousIndexPaths + indexPaths)).sorted())
        return context
    }

    /// A new context of `invalidationContextClass` (UICollectionViewLayoutInvalidationContext if it is not one).
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let type = (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type) ?? UICollectionViewLayoutInvalidationContext.self
        return type.init()
    }

    // MARK: Coordinating animated changes

    /// Told before the bounds change animates; the default does nothing.
    // Flipbook: called when a layout pass inside an animation block finds new bounds.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Told after the animated bounds change is set up; the default does nothing.
    open func finalizeAnimatedBoundsChange() {}

    // MARK: Transitioning between layouts

    /// Told, on the layout being replaced, that `newLayout` is taking over; the default does nothing.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Told, on the new layout, that it is taking over from `oldLayout`; the default does nothing.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Told, on both layouts, once the change of layout is set up; the default does nothing.
    open func finalizeLayoutTransition() {}

    // MARK: Registering decoration views

    /// Says which class to make decoration views of `elementKind` from (nil forgets the kind).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass
    }

    // MARK: Constants

    /// A value asking for an element's size to be computed from its content.
    // Flipbook: no layout here sizes elements from their content; none reads this value.
    public static let automaticDimension: CGFloat = -1
}
