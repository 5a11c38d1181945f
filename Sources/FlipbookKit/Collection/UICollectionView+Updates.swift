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

/// The changes recorded during `performBatchUpdates(_:completion:)`.
final class _CollectionUpdateRecorder {
    let oldCounts: [Int]
    var oldElements: (cells: [IndexPath: UICollectionViewLayoutAttributes],
                      supplementary: [UICollectionView.ElementKey: UICollectionViewLayoutAttributes],
                      decoration: [UICollectionView.ElementKey: UICollectionViewLayoutAttributes]) = ([:], [:], [:])
    var insertedItems: Set<IndexPath> = []
    var deletedItems: Set<IndexPath> = []
    var reloadedItems: Set<IndexPath> = []
    var movedItems: [(IndexPath, IndexPath)] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(Int, Int)] = []
    var completions: [(Bool) -> Void] = []

    init(oldCounts: [Int]) {
        self.oldCounts = oldCounts
    }
}

/// A batch of updates worked out: where each old item and section goes, what is new and what is gone.
struct _CollectionUpdate {
    /// Why a batch is inconsistent, in UIKit's words.
    struct Inconsistency: Error, CustomStringConvertible {
        let description: String
    }

    let oldElements: (cells: [IndexPath: UICollectionViewLayoutAttributes],
                      supplementary: [UICollectionView.ElementKey: UICollectionViewLayoutAttributes],
                      decoration: [UICollectionView.ElementKey: UICollectionViewLayoutAttributes])
    /// Old section → new section, for sections that stay (moved and reloaded ones included).
    private(set) var sectionMap: [Int: Int] = [:]
    /// Old item → new item, for items that stay (moved ones included; reloaded ones are new).
    private(set) var itemMap: [IndexPath: IndexPath] = [:]
    private(set) var insertedItemPaths: Set<IndexPath> = []
    private(set) var deletedItemPaths: Set<IndexPath> = []
    private(set) var insertedSectionIndexes = IndexSet()
    private(set) var deletedSectionIndexes = IndexSet()
    private(set) var updateItems: [UICollectionViewUpdateItem] = []

    init(_ r: _CollectionUpdateRecorder, newCounts: [Int]) throws {
        oldElements = r.oldElements
        let oldSections = r.oldCounts.count, newSections = newCounts.count
        // Sections.
        let expectedSections = oldSections - r.deletedSections.count + r.insertedSections.count
        guard expectedSections == newSections else {
            throw Inconsistency(description: "invalid number of sections. The number of sections contained in the collection view "
                + "after the update (\(newSections)) must be equal to the number of sections contained in the collection view before "
                + "the update (\(oldSections)), plus or minus the number of sections inserted or deleted (\(r.insertedSections.count) "
                + "inserted, \(r.deletedSections.count) deleted)")
        }
        let movedFrom = Set(r.movedSections.map(\.0)), movedTo = Set(r.movedSections.map(\.1))
        let survivors = (0..<oldSections).filter { !r.deletedSections.contains($0) && !movedFrom.contains($0) }
        let slots = (0..<newSections).filter { !r.insertedSections.contains($0) && !movedTo.contains($0) }
        guard survivors.count == slots.count else {
            throw Inconsistency(description: "the sections inserted, deleted and moved do not fit \(newSections) sections")
        }
        for (old, new) in zip(survivors, slots) { sectionMap[old] = new }
        for (old, new) in r.movedSections { sectionMap[old] = new }
        insertedSectionIndexes = r.insertedSections
        deletedSectionIndexes = r.deletedSections
        for section in r.reloadedSections {
            deletedSectionIndexes.insert(section)
            if let new = sectionMap[section] { insertedSectionIndexes.insert(new) }
        }

        // Items, section by section.
        let movedItemsFrom = Set(r.movedItems.map(\.0))
        for (oldSection, newSection) in sectionMap.sorted(by: { $0.key < $1.key }) {
            guard !r.reloadedSections.contains(oldSection), newCounts.indices.contains(newSection) else { continue }
            let oldCount = r.oldCounts[oldSection], newCount = newCounts[newSection]
            let deleted = r.deletedItems.filter { $0.section == oldSection }
            let inserted = r.insertedItems.filter { $0.section == newSection }
            let movedOut = r.movedItems.filter { $0.0.section == oldSection && $0.1.section != newSection }.count
            let movedIn = r.movedItems.filter { $0.1.section == newSection && sectionMap[$0.0.section] != newSection }.count
            guard newCount == oldCount - deleted.count + inserted.count - movedOut + movedIn else {
                throw Inconsistency(description: "invalid number of items in section \(newSection). The number of items contained in an "
                    + "existing section after the update (\(newCount)) must be equal to the number of items contained in that section "
                    + "before the update (\(oldCount)), plus or minus the number of items inserted or deleted from that section "
                    + "(\(inserted.count) inserted, \(deleted.count) deleted) and plus or minus the number of items moved into or out "
                    + "of that section (\(movedIn) moved in, \(movedOut) moved out)")
            }
            let fixed = Set(inserted.map(\.item) + r.movedItems.filter { $0.1.section == newSection }.map(\.1.item))
            let staying = (0..<oldCount).filter { !deleted.contains(IndexPath(item: $0, section: oldSection))
                && !movedItemsFrom.contains(IndexPath(item: $0, section: oldSection)) }
            let places = (0..<newCount).filter { !fixed.contains($0) }
            for (old, new) in zip(staying, places) {
                itemMap[IndexPath(item: old, section: oldSection)] = IndexPath(item: new, section: newSection)
            }
        }
        for (from, to) in r.movedItems { itemMap[from] = to }

        // What is new and what is gone.
        insertedItemPaths = r.insertedItems
        deletedItemPaths = r.deletedItems
        for section in deletedSectionIndexes where section < oldSections {
            for item in 0..<r.oldCounts[section] { deletedItemPaths.insert(IndexPath(item: item, section: section)) }
        }
        for section in insertedSectionIndexes where section < newSections {
            for item in 0..<newCounts[section] { insertedItemPaths.insert(IndexPath(item: item, section: section)) }
        }
        for path in r.reloadedItems {
            deletedItemPaths.insert(path)
            if let new = itemMap[path] { insertedItemPaths.insert(new) }
        }
        for path in deletedItemPaths { itemMap[path] = nil }

        // As the layout is told them.
        func section(_ s: Int) -> IndexPath { IndexPath(item: NSNotFound, section: s) }
        updateItems += r.deletedSections.sorted().map { UICollectionViewUpdateItem(action: .delete, before: section($0), after: nil) }
        updateItems += r.insertedSections.sorted().map { UICollectionViewUpdateItem(action: .insert, before: nil, after: section($0)) }
        updateItems += r.movedSections.map { UICollectionViewUpdateItem(action: .move, before: section($0.0), after: section($0.1)) }
        updateItems += r.reloadedSections.sorted().map {
            UICollectionViewUpdateItem(action: .reload, before: section($0), after: sectionMap[$0].map(section))
        }
        updateItems += r.deletedItems.sorted().map { UICollectionViewUpdateItem(action: .delete, before: $0, after: nil) }
        updateItems += r.insertedItems.sorted().map { UICollectionViewUpdateItem(action: .insert, before: nil, after: $0) }
        updateItems += r.movedItems.map { UICollectionViewUpdateItem(action: .move, before: $0.0, after: $0.1) }
        updateItems += r.reloadedItems.sorted().map { UICollectionViewUpdateItem(action: .reload, before: $0, after: itemMap[$0]) }
    }

    func isInserted(item indexPath: IndexPath) -> Bool { insertedItemPaths.contains(indexPath) }
    func isDeleted(item indexPath: IndexPath) -> Bool { deletedItemPaths.contains(indexPath) }
    func isInserted(section: Int) -> Bool { insertedSectionIndexes.contains(section) }
    func isDeleted(section: Int) -> Bool { deletedSectionIndexes.contains(section) }

    func oldAttributes(ofItemAt indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { oldElements.cells[indexPath] }

    func oldAttributes(ofSupplementary kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        oldElements.supplementary[UICollectionView.ElementKey(kind: kind, indexPath: indexPath)]
    }

    /// Where the item now at `indexPath` was before the update, if it was laid out near the screen.
    func oldAttributes(ofItemNowAt indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard !insertedItemPaths.contains(indexPath), let old = itemMap.first(where: { $0.value == indexPath })?.key else { return nil }
        return oldElements.cells[old]
    }

    /// Where the supplementary view now at `key` was before the update.
    func oldAttributes(ofSupplementaryNowAt key: UICollectionView.ElementKey) -> UICollectionViewLayoutAttributes? {
        guard key.indexPath.count >= 1, !insertedSectionIndexes.contains(key.indexPath[0]),
              let oldSection = sectionMap.first(where: { $0.value == key.indexPath[0] })?.key else { return nil }
        var old = key.indexPath
        old[0] = oldSection
        return oldElements.supplementary[UICollectionView.ElementKey(kind: key.kind, indexPath: old)]
    }

    /// Where a supplementary view moves with its section (nil when its section is gone).
    func newKey(ofSupplementary key: UICollectionView.ElementKey) -> UICollectionView.ElementKey? {
        guard key.indexPath.count >= 1, !deletedSectionIndexes.contains(key.indexPath[0]),
              let newSection = sectionMap[key.indexPath[0]] else { return nil }
        var path = key.indexPath
        path[0] = newSection
        return UICollectionView.ElementKey(kind: key.kind, indexPath: path)
    }
}
