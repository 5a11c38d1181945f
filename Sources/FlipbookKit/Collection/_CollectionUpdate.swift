//  _CollectionUpdate.swift — FlipbookKit
//  A collection view's batch of updates, recorded and worked out: where each old item and
//  section goes, what is new and what is gone, and the update items the layout is told.

import Foundation

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
