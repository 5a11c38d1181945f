//  UICollectionView+Updates.swift — FlipbookKit
//  Mirrors UICollectionView's insertion, deletion, move and reload of items and sections, and
//  performBatchUpdates(_:completion:). Status: complete (inconsistent updates, where UIKit
//  throws, are reported and reload the data).

import Foundation

extension UICollectionView {
    /// How long the animation of an update or a change of layout lasts.
    // Flipbook: UIKit does not document it; 0.3 s with the ease-in-out curve is close to what iOS shows.
    static let updateAnimationDuration: TimeInterval = 0.3

    // MARK: Batch updates

    /// Runs `updates` — insertions, deletions, moves and reloads, with the matching changes to
    /// the data — as one animated change, then `completion` when its animations end.
    ///
    /// As on iOS: a pending layout pass runs first; deletions and reloads name index paths
    /// before the updates, insertions after them; the layout is asked for
    /// `prepare(forCollectionViewUpdates:)`, the initial attributes of appearing and final
    /// attributes of disappearing elements, and `finalizeCollectionViewUpdates()` in the
    /// animation. Each cell keeps its identity and slides to its new place; a selection
    /// follows its item.
    ///
    /// Flipbook: counts that do not add up (UIKit throws `NSInternalInconsistencyException`) are
    /// reported with UIKit's message, and the data is reloaded instead.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if pendingUpdate != nil {
            // Nested: the inner batch joins the outer one.
            updates?()
            if let completion { pendingUpdate?.completions.append(completion) }
            return
        }
        let isLaidOut = lastLayoutBoundsIfLaidOut != nil
        if isLaidOut { layoutIfNeeded() }
        let recorder = _CollectionUpdateRecorder(oldCounts: itemCountsSnapshot)
        if let completion { recorder.completions.append(completion) }
        if isLaidOut {
            let around = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
            recorder.oldElements = elements(in: around)
        }
        pendingUpdate = recorder
        updates?()
        pendingUpdate = nil
        commit(recorder, animated: isLaidOut)
    }

    /// Inserts items at `indexPaths` (after the update), animated.
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.insertedItems.formUnion(indexPaths) }
    }

    /// Deletes the items at `indexPaths` (before the update), animated.
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.deletedItems.formUnion(indexPaths) }
    }

    /// Moves an item, animated: its cell slides to its new place.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Inserts whole sections (after the update), animated.
    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes whole sections (before the update), animated.
    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Moves a whole section, animated.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Asks the data source again for the items at `indexPaths`: their cells are replaced by new
    /// ones, the old fading out and the new fading in.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Asks the data source again for whole sections, as `reloadItems(at:)` does for items.
    public func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Updates the cells of the items at `indexPaths` in place: the data source's
    /// `collectionView(_:cellForItemAt:)` is asked again and hands back the same cell (a dequeue
    /// for an item on screen returns its own cell), without `prepareForReuse()` or an animation.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths.sorted() {
            guard let cell = visibleCellsByIndexPath[indexPath] else { continue }
            reconfiguringCell = (indexPath, cell)
            _ = dataSource.collectionView(self, cellForItemAt: indexPath)
            reconfiguringCell = nil
        }
    }

    /// Whether the collection view shows drop placeholders or reorders items for a drop.
    // Flipbook: always false — there is no drag and drop in the previewer.
    public var hasUncommittedUpdates: Bool { false }

    // MARK: - Implementation

    /// One update outside a batch is a batch of its own.
    private func record(_ change: @escaping (_CollectionUpdateRecorder) -> Void) {
        if let pendingUpdate {
            change(pendingUpdate)
        } else {
            performBatchUpdates({ self.pendingUpdate.map(change) }, completion: nil)
        }
    }

    /// Works out where everything goes, checks the counts, and animates the change.
    private func commit(_ recorder: _CollectionUpdateRecorder, animated: Bool) {
        resetItemCounts()
        let newCounts = itemCountsSnapshot
        let update: _CollectionUpdate
        do {
            update = try _CollectionUpdate(recorder, newCounts: newCounts)
        } catch {
            Diagnostics.report("UICollectionView: Invalid update: \(error). The data is reloaded instead (UIKit throws "
                + "NSInternalInconsistencyException here).", near: self)
            reloadData()
            for completion in recorder.completions { completion(false) }
            return
        }
        // The selection follows its items.
        selectedIndexPathsStorage = selectedIndexPathsStorage.compactMap { update.itemMap[$0] }
        guard animated else {
            collectionViewLayout.invalidateLayout(with: dataSourceCountsContext())
            setNeedsLayout()
            for completion in recorder.completions { completion(true) }
            return
        }
        currentUpdate = update
        collectionViewLayout.invalidateLayout(with: dataSourceCountsContext())
        prepareLayoutIfNeeded()
        collectionViewLayout.prepare(forCollectionViewUpdates: update.updateItems)
        var offset = collectionViewLayout.targetContentOffset(forProposedContentOffset: contentOffset)
        offset = (delegate as? UICollectionViewDelegate)?.collectionView(self, targetContentOffsetForProposedContentOffset: offset) ?? offset
        let completions = recorder.completions
        animateToCurrentLayout(contentOffset: clampedContentOffset(offset), update: update, animated: true,
                               alongside: { self.collectionViewLayout.finalizeCollectionViewUpdates() },
                               completion: { finished in completions.forEach { $0(finished) } })
        currentUpdate = nil
    }

    /// A context saying the data source's counts changed.
    func dataSourceCountsContext() -> UICollectionViewLayoutInvalidationContext {
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        return context
    }

    /// Moves every view on screen to where the (prepared) layout now puts it and brings in the
    /// ones it now shows: from their initial attributes to their final ones, and those leaving
    /// to their final attributes, in one animation when `animated` (and animations are on).
    /// Leaving views are taken off screen when it ends. `update` maps old index paths to new
    /// ones (nil: a change of layout, where they stay).
    func animateToCurrentLayout(contentOffset offset: CGPoint, update: _CollectionUpdate?, animated: Bool,
                                alongside: @escaping () -> Void, completion: ((Bool) -> Void)?) {
        let layout = collectionViewLayout
        let target = CGRect(origin: offset, size: bounds.size)
        let wanted = elements(in: target)
        // Where each view goes, and the views leaving with their old place (for didEndDisplaying).
        var moves: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        var appearing: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
        var leavingCells: [(UICollectionViewCell, IndexPath)] = []
        var leavingSupplementary: [(UICollectionReusableView, ElementKey)] = []
        var leavingDecoration: [UICollectionReusableView] = []

        // Cells.
        var keptCells: [IndexPath: UICollectionViewCell] = [:]
        for (oldPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            let newPath = update.map { $0.itemMap[oldPath] } ?? oldPath
            if let newPath, let attributes = wanted.cells[newPath] {
                keptCells[newPath] = cell
                moves.append((cell, attributes))
            } else if let newPath {
                // Still an item, now off screen: it slides to its new place, then leaves.
                let end = layout.finalLayoutAttributesForDisappearingItem(at: oldPath) ?? layout.layoutAttributesForItem(at: newPath)
                if let end { moves.append((cell, end)) }
                leavingCells.append((cell, oldPath))
            } else {
                if let end = layout.finalLayoutAttributesForDisappearingItem(at: oldPath) { moves.append((cell, end)) }
                leavingCells.append((cell, oldPath))
            }
        }
        visibleCellsByIndexPath = keptCells

        // In an update the layout may name supplementary and decoration views to add or remove
        // beyond those of inserted and deleted sections: those go, and come back, as new views.
        var insertedViews: Set<ElementKey> = [], deletedViews: Set<ElementKey> = []
        if update != nil {
            let supplementaryKinds = Set(visibleSupplementaryViews.keys.map(\.kind)).union(wanted.supplementary.keys.map(\.kind))
            for kind in supplementaryKinds.sorted() {
                insertedViews.formUnion(layout.indexPathsToInsertForSupplementaryView(ofKind: kind).map { ElementKey(kind: kind, indexPath: $0) })
                deletedViews.formUnion(layout.indexPathsToDeleteForSupplementaryView(ofKind: kind).map { ElementKey(kind: kind, indexPath: $0) })
            }
            let decorationKinds = Set(visibleDecorationViews.keys.map(\.kind)).union(wanted.decoration.keys.map(\.kind))
            for kind in decorationKinds.sorted() {
                insertedViews.formUnion(layout.indexPathsToInsertForDecorationView(ofKind: kind).map { ElementKey(kind: kind, indexPath: $0) })
                deletedViews.formUnion(layout.indexPathsToDeleteForDecorationView(ofKind: kind).map { ElementKey(kind: kind, indexPath: $0) })
            }
        }

        // Supplementary views.
        var keptSupplementary: [ElementKey: UICollectionReusableView] = [:]
        for (key, view) in visibleSupplementaryViews.sorted(by: { $0.key < $1.key }) {
            let newKey = update.map { $0.newKey(ofSupplementary: key) } ?? key
            if let newKey, let attributes = wanted.supplementary[newKey], !deletedViews.contains(key), !insertedViews.contains(newKey) {
                keptSupplementary[newKey] = view
                moves.append((view, attributes))
            } else {
                let end = layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
                    ?? newKey.flatMap { layout.layoutAttributesForSupplementaryView(ofKind: $0.kind, at: $0.indexPath) }
                if let end { moves.append((view, end)) }
                leavingSupplementary.append((view, key))
            }
        }
        visibleSupplementaryViews = keptSupplementary

        // Decoration views keep their kind and index path.
        for (key, view) in visibleDecorationViews.sorted(by: { $0.key < $1.key }) {
            if let attributes = wanted.decoration[key], !deletedViews.contains(key), !insertedViews.contains(key) {
                moves.append((view, attributes))
            } else {
                visibleDecorationViews[key] = nil
                if let end = layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind, at: key.indexPath) {
                    moves.append((view, end))
                }
                leavingDecoration.append(view)
            }
        }

        // Views coming on screen start from their initial attributes, else where the item was, else where they end.
        UIView.performWithoutAnimation {
            for (key, attributes) in wanted.decoration.sorted(by: { $0.key < $1.key }) where visibleDecorationViews[key] == nil {
                let view = bringDecorationOnScreen(at: key, with: attributes)
                let start = layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind, at: key.indexPath)
                if let start { applyGeometry(of: start, to: view) }
                appearing.append((view, attributes))
            }
            for (newPath, attributes) in wanted.cells.sorted(by: { $0.key < $1.key }) where visibleCellsByIndexPath[newPath] == nil {
                guard let cell = bringOnScreen(itemAt: newPath, with: attributes) else { continue }
                let start = layout.initialLayoutAttributesForAppearingItem(at: newPath)
                    ?? update?.oldAttributes(ofItemNowAt: newPath)
                if let start { applyGeometry(of: start, to: cell) }
                appearing.append((cell, attributes))
            }
            for (key, attributes) in wanted.supplementary.sorted(by: { $0.key < $1.key }) where visibleSupplementaryViews[key] == nil {
                guard let view = bringSupplementaryOnScreen(at: key, with: attributes) else { continue }
                let start = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
                    ?? update?.oldAttributes(ofSupplementaryNowAt: key)
                if let start { applyGeometry(of: start, to: view) }
                appearing.append((view, attributes))
            }
        }
        let leaving: [UICollectionReusableView] = leavingCells.map(\.0) + leavingSupplementary.map(\.0) + leavingDecoration
        disappearingViews.append(contentsOf: leaving)

        let changes = {
            self.contentOffset = offset
            for (view, attributes) in moves + appearing {
                self.applyGeometry(of: attributes, to: view)
                view.apply(attributes)
            }
            alongside()
        }
        let finish: (Bool) -> Void = { finished in
            for (cell, oldPath) in leavingCells { self.finishLeaving(cell) { $0.collectionView(self, didEndDisplaying: cell, forItemAt: oldPath) } }
            for (view, key) in leavingSupplementary {
                self.finishLeaving(view) {
                    $0.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
                }
            }
            for view in leavingDecoration { self.finishLeaving(view) { _ in } }
            completion?(finished)
        }
        if animated && UIView.areAnimationsEnabled {
            UIView.animate(withDuration: Self.updateAnimationDuration, delay: 0, options: [], animations: changes, completion: finish)
        } else {
            UIView.performWithoutAnimation(changes)
            finish(true)
        }
    }

    /// Takes a view that animated away off screen, into its reuse queue, unless it came back.
    private func finishLeaving(_ view: UICollectionReusableView, tell: (UICollectionViewDelegate) -> Void) {
        guard let index = disappearingViews.firstIndex(where: { $0 === view }) else { return }
        disappearingViews.remove(at: index)
        let isBack = visibleCellsByIndexPath.values.contains { $0 === view } || visibleSupplementaryViews.values.contains { $0 === view }
            || visibleDecorationViews.values.contains { $0 === view }
        guard !isBack else { return }
        view.removeFromSuperview()
        enqueue(view)
        if let delegate = delegate as? UICollectionViewDelegate { tell(delegate) }
    }
}
