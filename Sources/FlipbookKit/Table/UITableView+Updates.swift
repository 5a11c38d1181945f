//  UITableView+Updates.swift — FlipbookKit
//  A table view's row and section updates (inserted, deleted, moved, reloaded rows, one at a
//  time or in a batch), reconfigured rows, editing controls, prefetching, and the Flipbook
//  additions that stand for a reorder drag and a full swipe.

import Foundation

/// One recorded update, with UIKit's index paths: deletes and reloads before the update,
/// inserts after it, moves from before to after.
enum _TableUpdate {
    case insertRows([IndexPath]), deleteRows([IndexPath]), reloadRows([IndexPath])
    case insertSections(IndexSet), deleteSections(IndexSet), reloadSections(IndexSet)
    case moveRow(IndexPath, IndexPath), moveSection(Int, Int)
}

/// Where each row and section of the table before a batch of updates is after it.
struct _TableUpdateMap {
    /// The new section of each old section (nil: deleted).
    var sections: [Int?] = []
    /// The new index path of each old one (missing: deleted).
    var rows: [IndexPath: IndexPath] = [:]
    /// Old index paths whose cells are replaced (reloaded rows and sections).
    var reloaded: Set<IndexPath> = []
    /// Old sections whose header and footer are made again.
    var reloadedSections: Set<Int> = []

    /// Old indices 0..<count after removing `removed` and inserting `inserted` (new indices):
    /// each survivor keeps its order and takes the first free new index.
    static func indices(count: Int, removed: Set<Int>, inserted: Set<Int>) -> [Int?] {
        var result = [Int?](repeating: nil, count: count)
        var next = 0
        for old in 0..<count where !removed.contains(old) {
            while inserted.contains(next) { next += 1 }
            result[old] = next
            next += 1
        }
        return result
    }

    init(oldCounts: [Int], updates: [_TableUpdate]) {
        var deletedSections = Set<Int>(), insertedSections = Set<Int>(), movedSections: [Int: Int] = [:]
        var deletedRows = Set<IndexPath>(), insertedRows = Set<IndexPath>(), movedRows: [IndexPath: IndexPath] = [:]
        for update in updates {
            switch update {
            case .insertRows(let paths): insertedRows.formUnion(paths)
            case .deleteRows(let paths): deletedRows.formUnion(paths)
            case .reloadRows(let paths): reloaded.formUnion(paths)
            case .insertSections(let set): insertedSections.formUnion(set)
            case .deleteSections(let set): deletedSections.formUnion(set)
            case .reloadSections(let set): reloadedSections.formUnion(set)
            case let .moveRow(from, to): movedRows[from] = to
            case let .moveSection(from, to): movedSections[from] = to
            }
        }
        sections = Self.indices(count: oldCounts.count, removed: deletedSections.union(movedSections.keys),
                                inserted: insertedSections.union(movedSections.values))
        for (from, to) in movedSections where oldCounts.indices.contains(from) { sections[from] = to }
        for (old, count) in oldCounts.enumerated() {
            guard let new = sections[old] else { continue }
            if reloadedSections.contains(old) {
                for row in 0..<count { reloaded.insert(IndexPath(row: row, section: old)) }
            }
            let removed = Set(deletedRows.union(movedRows.keys).filter { $0.section == old }.map(\.row))
            let inserted = Set(insertedRows.union(movedRows.values).filter { $0.section == new }.map(\.row))
            for (row, newRow) in Self.indices(count: count, removed: removed, inserted: inserted).enumerated() {
                if let newRow { rows[IndexPath(row: row, section: old)] = IndexPath(row: newRow, section: new) }
            }
        }
        for (from, to) in movedRows { rows[from] = to }
    }
}

extension UITableView {
    /// How long a row update's animation takes.
    // Flipbook: UIKit's is not documented; 0.3 s, as its other table animations.
    static let rowAnimationDuration: TimeInterval = 0.3

    func recordUpdate(_ update: _TableUpdate, _ animation: RowAnimation) {
        pendingUpdates.append(update)
        if animation != .none { pendingAnimation = animation }
        if batchDepth == 0 { commitUpdates() }
    }

    /// Makes the recorded updates: the rows' cells, the selection and the headers follow their
    /// rows to the new index paths, new rows are asked for, deleted ones fade out; animated
    /// (any animation but `.none`, in a window), every row slides from where it was.
    // Flipbook: UIKit's slide-in directions (.left, .top, …) are shown as a slide and fade.
    func commitUpdates() {
        let updates = pendingUpdates, animation = pendingAnimation, completions = pendingCompletions
        pendingUpdates = []
        pendingAnimation = .none
        pendingCompletions = []
        let finish = { (finished: Bool) in for completion in completions { completion(finished) } }
        guard !updates.isEmpty, let old = geometry ?? laidOutGeometry else {
            selectedIndexPaths = selectedIndexPaths.filter(isValid)
            invalidateRows()
            finish(true)
            return
        }
        let map = _TableUpdateMap(oldCounts: old.sections.map(\.rows.count), updates: updates)
        // The cells that stay (under their new index paths) and those that go.
        var staying: [IndexPath: UITableViewCell] = [:], oldFrames: [ObjectIdentifier: CGRect] = [:]
        var leaving: [(UITableViewCell, IndexPath)] = []
        for (indexPath, cell) in visibleCellsByIndexPath {
            if let new = map.rows[indexPath], !map.reloaded.contains(indexPath) {
                staying[new] = cell
                oldFrames[ObjectIdentifier(cell)] = cell.frame
            } else {
                leaving.append((cell, indexPath))
            }
        }
        visibleCellsByIndexPath = staying
        selectedIndexPaths = selectedIndexPaths.compactMap { map.rows[$0] }
        var leavingHeaders: [UIView] = []
        func remap(_ views: [Int: UIView], isHeader: Bool) -> [Int: UIView] {
            var result: [Int: UIView] = [:]
            for (section, view) in views {
                if let new = map.sections[safeIndex: section] ?? nil, !map.reloadedSections.contains(section) {
                    result[new] = view
                    oldFrames[ObjectIdentifier(view)] = view.frame
                } else {
                    leavingHeaders.append(view)
                    if let delegate = delegate as? UITableViewDelegate {
                        if isHeader { delegate.tableView(self, didEndDisplayingHeaderView: view, forSection: section) }
                        else { delegate.tableView(self, didEndDisplayingFooterView: view, forSection: section) }
                    }
                }
            }
            return result
        }
        visibleHeaders = remap(visibleHeaders, isHeader: true)
        visibleFooters = remap(visibleFooters, isHeader: false)
        // Where rows that come on screen were (for the ones that moved up or down into view).
        var oldRects: [IndexPath: CGRect] = [:]
        for (oldPath, newPath) in map.rows where !map.reloaded.contains(oldPath) {
            if let rect = old.sections[safeIndex: oldPath.section]?.rows[safeIndex: oldPath.row] { oldRects[newPath] = rect }
        }

        geometry = nil
        let animated = animation != .none && window != nil && UIView.areAnimationsEnabled
        prepareGeometryIfNeeded()
        ViewAnimationStack.with(NoAnimationRecorder()) { updateVisibleRows() }
        guard animated else {
            for (cell, indexPath) in leaving { takeOffScreen(cell, at: indexPath) }
            for view in leavingHeaders { view.removeFromSuperview() }
            finish(true)
            return
        }
        // Each view starts where it was and moves to its new place; new rows fade in, old ones out.
        var moves: [(UIView, CGRect)] = [], appearing: [UIView] = []
        ViewAnimationStack.with(NoAnimationRecorder()) {
            for (indexPath, cell) in visibleCellsByIndexPath {
                let target = cell.frame
                if let from = oldFrames[ObjectIdentifier(cell)] ?? oldRects[indexPath] {
                    if from != target { moves.append((cell, target)); cell.frame = from }
                } else {
                    appearing.append(cell)
                }
            }
            for view in Array(visibleHeaders.values) + Array(visibleFooters.values) {
                if let from = oldFrames[ObjectIdentifier(view)] {
                    if from != view.frame { moves.append((view, view.frame)); view.frame = from }
                } else {
                    appearing.append(view)
                }
            }
            for view in appearing { view.alpha = 0 }
        }
        UIView.animate(withDuration: Self.rowAnimationDuration, delay: 0, options: [.beginFromCurrentState], animations: {
            for (view, target) in moves { view.frame = target }
            for view in appearing { view.alpha = 1 }
            for (cell, _) in leaving { cell.alpha = 0 }
            for view in leavingHeaders { view.alpha = 0 }
        }, completion: { [weak self] finished in
            for (cell, indexPath) in leaving {
                cell.alpha = 1
                if let self { self.takeOffScreen(cell, at: indexPath) } else { cell.removeFromSuperview() }
            }
            for view in leavingHeaders {
                view.removeFromSuperview()
                view.alpha = 1
            }
            finish(finished)
        })
    }

    /// Configures the visible rows' cells again through the data source, handing back each
    /// row's own cell from the dequeue; heights are measured again.
    func reconfigure(_ indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = visibleCellsByIndexPath[indexPath] else { continue }
            reconfiguring = (indexPath, cell)
            let made = ViewAnimationStack.with(NoAnimationRecorder()) { dataSource.tableView(self, cellForRowAt: indexPath) }
            reconfiguring = nil
            if made !== cell {
                // The data source made another cell: it replaces the shown one.
                takeOffScreen(cell, at: indexPath)
                visibleCellsByIndexPath[indexPath] = made
                made.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
                if made.superview !== self { insertSubview(made, at: backgroundView == nil ? 0 : 1) }
                configureEditing(made, at: indexPath)
                (delegate as? UITableViewDelegate)?.tableView(self, willDisplay: made, forRowAt: indexPath)
            }
        }
        invalidateRows()
    }

    // MARK: Editing

    /// Gives a row's cell its editing style, indentation and controls from the data source and
    /// the delegate, and the table's editing mode.
    func configureEditing(_ cell: UITableViewCell, at indexPath: IndexPath, animated: Bool = false) {
        let delegate = self.delegate as? UITableViewDelegate
        if isEditing {
            let editable = dataSource?.tableView(self, canEditRowAt: indexPath) ?? true
            cell.editingStyle = editable ? delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete : .none
            cell.tableIndentsWhileEditing = delegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true
            cell.canMoveWhileEditing = dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false
            cell.showsMultipleSelectionControl = allowsMultipleSelectionDuringEditing
            cell.deleteConfirmationTitle = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        }
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: animated) }
    }

    /// A tap on a row's insert control (or, while selecting several rows, its selection circle).
    func editingControlTapped(in cell: UITableViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        if cell.showsMultipleSelectionControl {
            userDidTapRow(at: indexPath)
        } else if cell.editingStyle == .insert {
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        }
    }

    /// A tap on a row's delete button: the data source commits the deletion.
    func deleteConfirmationTapped(in cell: UITableViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        cell.setShowingDeleteConfirmation(false)
        dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
    }

    /// A tap on a row's detail accessory.
    func accessoryButtonTapped(in cell: UITableViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        (delegate as? UITableViewDelegate)?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }

    // MARK: Prefetching

    /// Hands the rows within a screen above and below the visible ones to the prefetch data
    /// source as they come near, and cancels those that go away unseen.
    // Flipbook: UIKit prefetches ahead in the scroll's direction; here on both sides.
    func updatePrefetching(_ geometry: Geometry) {
        guard isPrefetchingEnabled, let prefetchDataSource else {
            prefetchedIndexPaths = []
            return
        }
        let band = bounds.insetBy(dx: 0, dy: -bounds.height)
        var near = Set<IndexPath>()
        for (s, section) in geometry.sections.enumerated() {
            for (r, rect) in section.rows.enumerated() where UICollectionView.overlaps(rect, band) {
                let indexPath = IndexPath(row: r, section: s)
                if visibleCellsByIndexPath[indexPath] == nil { near.insert(indexPath) }
            }
        }
        let new = near.subtracting(prefetchedIndexPaths).sorted()
        let gone = prefetchedIndexPaths.subtracting(near).filter { visibleCellsByIndexPath[$0] == nil }.sorted()
        prefetchedIndexPaths = near
        if !gone.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: gone) }
        if !new.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: new) }
    }

    // MARK: - Flipbook addition

    /// Does what dragging a row's reorder control to `destination` does in UIKit: the delegate's
    /// `targetIndexPathForMoveFromRowAt` may retarget it, the data source's `moveRowAt` moves
    /// the row, and the cell moves there. Only while editing, for a row that `canMoveRowAt`.
    public func userDidMoveRow(at source: IndexPath, to destination: IndexPath) {
        guard isEditing, isValid(source), dataSource?.tableView(self, canMoveRowAt: source) ?? false else { return }
        let target = (delegate as? UITableViewDelegate)?.tableView(self, targetIndexPathForMoveFromRowAt: source,
                                                                    toProposedIndexPath: destination) ?? destination
        dataSource?.tableView(self, moveRowAt: source, to: target)
        if target != source { moveRow(at: source, to: target) }
    }

    /// Does what a full swipe across a row does in UIKit: the delegate's swipe actions for that
    /// edge (`leadingSwipeActionsConfigurationForRowAt` from the leading edge, else the
    /// trailing one) are asked for and, when the configuration performs its first action on a full
    /// swipe, that action's handler runs, between `willBeginEditingRowAt` and
    /// `didEndEditingRowAt`. Without a trailing configuration, an editable row whose editing style
    /// is `.delete` is deleted through the data source's `commit`, as UIKit's standard Delete.
    public func userDidSwipeRow(at indexPath: IndexPath, fromLeadingEdge: Bool = false) {
        layoutIfNeeded()
        guard !isEditing, isValid(indexPath) else { return }
        let delegate = self.delegate as? UITableViewDelegate
        let configuration = fromLeadingEdge ? delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        if let configuration {
            guard configuration.performsFirstActionWithFullSwipe, let action = configuration.actions.first else { return }
            delegate?.tableView(self, willBeginEditingRowAt: indexPath)
            let sourceView = visibleCellsByIndexPath[indexPath] ?? self
            action.handler(action, sourceView) { [weak self] _ in
                guard let self else { return }
                (self.delegate as? UITableViewDelegate)?.tableView(self, didEndEditingRowAt: indexPath)
            }
            return
        }
        guard !fromLeadingEdge, dataSource?.tableView(self, canEditRowAt: indexPath) ?? true,
              (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete else { return }
        delegate?.tableView(self, willBeginEditingRowAt: indexPath)
        dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
        delegate?.tableView(self, didEndEditingRowAt: indexPath)
    }
}

extension Array {
    fileprivate subscript(safeIndex index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
