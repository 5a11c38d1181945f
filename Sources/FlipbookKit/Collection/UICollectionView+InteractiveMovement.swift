//  UICollectionView+InteractiveMovement.swift — FlipbookKit
//  Mirrors UICollectionView's interactive reordering of items. Status: complete.

import Foundation

extension UICollectionView {
    /// Starts the user's reordering of the item at `indexPath` (from a long press, say); false
    /// when there is already one, the item does not exist, or the data source's
    /// `collectionView(_:canMoveItemAt:)` says no.
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, let dataSource else { return false }
        layoutIfNeeded()
        guard isValid(indexPath), dataSource.collectionView(self, canMoveItemAt: indexPath),
              let attributes = layoutAttributesForItem(at: indexPath) else { return false }
        interactiveMovement = _InteractiveMovement(original: indexPath, current: indexPath, position: attributes.center)
        return true
    }

    /// Moves the item being reordered to follow the finger at `targetPosition` (collection view
    /// coordinates): the layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)`,
    /// then the delegate, say where it would go, and the other items slide out of its way.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement else { return }
        let layout = collectionViewLayout
        let previousPosition = movement.position
        movement.position = targetPosition
        interactiveMovement = movement
        var proposed = layout.targetIndexPath(forInteractivelyMovingItem: movement.current, withPosition: targetPosition)
        if proposed != movement.current {
            proposed = (delegate as? UICollectionViewDelegate)?.collectionView(
                self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
                atCurrentIndexPath: movement.current, toProposedIndexPath: proposed) ?? proposed
        }
        let context = layout.invalidationContext(forInteractivelyMovingItems: [proposed], withTargetPosition: targetPosition,
                                                 previousIndexPaths: [movement.current], previousPosition: previousPosition)
        if proposed != movement.current, isValid(proposed) {
            let from = movement.current
            movement.current = proposed
            interactiveMovement = movement
            showMove(from: from, to: proposed, context: context)
        } else {
            layout.invalidateLayout(with: context)
            layoutIfNeeded()
        }
    }

    /// Ends the reordering where the item is now: the data source's
    /// `collectionView(_:moveItemAt:to:)` is told (if it moved), and the item settles in its place.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        let context = collectionViewLayout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [movement.current], previousIndexPaths: [movement.original], movementCancelled: false)
        interactiveMovement = nil
        if movement.current != movement.original {
            dataSource?.collectionView(self, moveItemAt: movement.original, to: movement.current)
        }
        resetItemCounts()
        settle(with: context)
    }

    /// Ends the reordering by putting the item back where it started; the data source is not told.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        let context = collectionViewLayout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [movement.original], previousIndexPaths: [movement.current], movementCancelled: true)
        interactiveMovement = nil
        if movement.current != movement.original {
            showMove(from: movement.current, to: movement.original, context: nil)
        }
        resetItemCounts()
        settle(with: context)
    }

    // MARK: - Implementation

    /// The item whose frame contains `point`, leaving out `excluded`.
    func indexPathForItem(at point: CGPoint, ignoring excluded: IndexPath) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.indexPath != excluded && !$0.isHidden
                && $0.frame.contains(point) && isValid($0.indexPath) }
            .max { ($0.zIndex, $0.indexPath) < ($1.zIndex, $1.indexPath) }?
            .indexPath
    }

    /// Shows the item at `from` at `to` without the data source changing (as UIKit does while the
    /// finger moves): the other cells slide, animated.
    private func showMove(from: IndexPath, to: IndexPath, context: UICollectionViewLayoutInvalidationContext?) {
        let oldCounts = itemCountsSnapshot
        var newCounts = oldCounts
        if from.section != to.section {
            newCounts[from.section] -= 1
            newCounts[to.section] += 1
        }
        let recorder = _CollectionUpdateRecorder(oldCounts: oldCounts)
        recorder.movedItems = [(from, to)]
        recorder.oldElements = elements(in: bounds.insetBy(dx: -bounds.width, dy: -bounds.height))
        guard let update = try? _CollectionUpdate(recorder, newCounts: newCounts) else { return }
        overrideItemCounts(newCounts)
        selectedIndexPathsStorage = selectedIndexPathsStorage.compactMap { update.itemMap[$0] }
        collectionViewLayout.invalidateLayout(with: context ?? dataSourceCountsContext())
        prepareLayoutIfNeeded()
        animateToCurrentLayout(contentOffset: contentOffset, update: update, animated: true, alongside: {}, completion: nil)
    }

    /// Lays the items out again with the item in its final place, animated.
    private func settle(with context: UICollectionViewLayoutInvalidationContext) {
        collectionViewLayout.invalidateLayout(with: context)
        prepareLayoutIfNeeded()
        animateToCurrentLayout(contentOffset: contentOffset, update: nil, animated: true, alongside: {}, completion: nil)
    }
}

/// A reorder in progress: where the item started, where it is shown now, and the finger.
struct _InteractiveMovement {
    var original: IndexPath
    var current: IndexPath
    var position: CGPoint
}
