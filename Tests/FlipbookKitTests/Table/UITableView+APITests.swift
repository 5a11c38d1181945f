//  UITableView+APITests.swift — FlipbookKitTests
//  Row and section updates, batches, reloads, editing, header and footer reuse, prefetching and
//  the delegate calls around them, against UIKit's documentation.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// Rows titled by a value each (so a moved row keeps its title), logging what the table asks.
private final class Items: NSObject, UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching {
    var sections: [[String]]
    var log: [String] = []
    var made = 0
    var editable: (IndexPath) -> Bool = { _ in true }
    var movable: (IndexPath) -> Bool = { _ in false }
    var style: UITableViewCell.EditingStyle = .delete
    var trailing: UISwipeActionsConfiguration?
    var moveTarget: IndexPath?
    var headerIdentifier: String?
    var prefetched: [[IndexPath]] = [], cancelled: [[IndexPath]] = []

    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        made += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        headerIdentifier.flatMap { tableView.dequeueReusableHeaderFooterView(withIdentifier: $0) }
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { headerIdentifier == nil ? 0 : 30 }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) { log.append("willDisplayHeader \(section)") }
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) { log.append("didEndHeader \(section)") }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        log.append("didEnd \(cell.textLabel?.text ?? "")")
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) { log.append("primary \(indexPath.row)") }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { editable(indexPath) }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable(indexPath) }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { style }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
        if editingStyle == .delete {
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.row) \(destinationIndexPath.row)")
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        moveTarget ?? proposedDestinationIndexPath
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailing
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { log.append("willBeginEditing \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { log.append("didEndEditing \(indexPath?.row ?? -1)") }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { log.append("accessory \(indexPath.row)") }
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { indexPath.row }
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched.append(indexPaths) }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { cancelled.append(indexPaths) }
}

/// A count a notification observer adds to.
private final class Counter: @unchecked Sendable { var count = 0 }

/// A cell that counts its reuses.
private final class ReuseCountingCell: UITableViewCell {
    var reuses = 0
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A header view of a registered class.
private final class CountedHeader: UITableViewHeaderFooterView {
    var reuses = 0
    override func prepareForReuse() { reuses += 1 }
}

/// A 390 × 300 table in a window with `items` as its data source and delegate.
private func table(_ items: Items, cell: AnyClass = UITableViewCell.self) -> (UIWindow, UITableView) {
    let window = UIWindow()
    window.makeKeyAndVisible()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .plain)
    table.contentInsetAdjustmentBehavior = .never
    table.register(cell, forCellReuseIdentifier: "Row")
    table.dataSource = items
    table.delegate = items
    window.addSubview(table)
    window.layoutIfNeeded()
    return (window, table)
}

private func titles(_ table: UITableView) -> [String] {
    (table.indexPathsForVisibleRows ?? []).map { table.cellForRow(at: $0)?.textLabel?.text ?? "?" }
}

@Suite(.serialized) struct UITableViewAPITests {
    // MARK: Updates

    // UIKit docs, insertRows(at:with:): inserts rows "at the locations identified by an array of
    // index paths"; the rows after them move down, keeping their cells.
    @Test func insertedRowsPushTheOthersDownWithTheirCells() {
        let items = Items([["a", "b", "c"]])
        let (_, table) = table(items)
        let b = table.cellForRow(at: IndexPath(row: 1, section: 0))
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        items.sections[0].insert("new", at: 1)
        UIView.performWithoutAnimation { table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .none) }
        #expect(titles(table) == ["a", "new", "b", "c"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === b, "the row's cell moved with it")
        #expect(b?.frame.minY == 100)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0), "the selection follows its row")
        #expect(table.contentSize.height == 200)
    }

    // UIKit docs, deleteRows(at:with:): the rows go (the delegate hears didEndDisplaying), the
    // others move up.
    @Test func deletedRowsLeaveAndTheOthersMoveUp() {
        let items = Items([["a", "b", "c"]])
        let (_, table) = table(items)
        items.sections[0].remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(titles(table) == ["b", "c"])
        #expect(items.log.contains("didEnd a"))
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 0)
    }

    // UIKit docs, moveRow(at:to:): "Moves the row at a specified location to a destination location."
    @Test func aMovedRowKeepsItsCell() {
        let items = Items([["a", "b", "c"]])
        let (_, table) = table(items)
        let a = table.cellForRow(at: IndexPath(row: 0, section: 0))
        items.sections[0] = ["b", "c", "a"]
        let made = items.made
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === a)
        #expect(titles(table) == ["b", "c", "a"])
        #expect(items.made == made, "no cell asked for")
    }

    // UIKit docs, performBatchUpdates(_:completion:): "Animates multiple insert, delete, reload, and
    // move operations as a group"; deletes use the index paths before the batch, inserts those
    // after it; the completion runs when the animations end, with true when they finished.
    @Test func aBatchAnimatesAsOneAndThenCompletes() {
        let items = Items([["a", "b", "c", "d"]])
        let (window, table) = table(items)
        window.clock.tick(to: 1)
        let d = table.cellForRow(at: IndexPath(row: 3, section: 0))
        var completed: [Bool] = []
        items.sections[0] = ["x", "b", "d", "y"]
        table.performBatchUpdates({
            table.deleteRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)], with: .fade)
            table.insertRows(at: [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0)], with: .fade)
        }, completion: { completed.append($0) })
        #expect(titles(table) == ["x", "b", "d", "y"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === d)
        #expect(completed.isEmpty, "the completion waits for the animations")
        window.clock.tick(to: 1.15)
        let moving = d?.layer.presentation()?.frame.minY ?? 0
        #expect(moving > 100 && moving < 150, "d slides from 150 to 100")
        window.clock.tick(to: 2)
        #expect(completed == [true])
        #expect(d?.frame.minY == 100)
    }

    // UIKit docs, beginUpdates()/endUpdates(): the calls between are made as one update.
    @Test func beginAndEndUpdatesGroupTheCalls() {
        let items = Items([["a", "b"]])
        let (_, table) = table(items)
        items.sections[0] = ["b", "c"]
        table.beginUpdates()
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        #expect(titles(table) == ["a", "b"], "nothing changes before endUpdates")
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        table.endUpdates()
        #expect(titles(table) == ["b", "c"])
    }

    // UIKit docs, insertSections(_:with:) / deleteSections(_:with:): whole sections come and go.
    @Test func sectionsAreInsertedAndDeleted() {
        let items = Items([["a"], ["b"]])
        let (_, table) = table(items)
        items.sections.insert(["new"], at: 1)
        table.insertSections(IndexSet(integer: 1), with: .none)
        #expect(titles(table) == ["a", "new", "b"])
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1), IndexPath(row: 0, section: 2)])
        items.sections.remove(at: 0)
        table.deleteSections(IndexSet(integer: 0), with: .none)
        #expect(titles(table) == ["new", "b"])
        items.sections.swapAt(0, 1)
        table.moveSection(0, toSection: 1)
        #expect(titles(table) == ["b", "new"])
    }

    // UIKit docs, reloadRows(at:with:): the data source is asked for a new cell; reconfigureRows(at:):
    // "the table view … calls your data source's tableView(_:cellForRowAt:) method … dequeue returns
    // the existing cell", without prepareForReuse.
    @Test func reloadingMakesANewCellAndReconfiguringKeepsIt() {
        let items = Items([["a", "b"]])
        let (_, table) = table(items, cell: ReuseCountingCell.self)
        let a = table.cellForRow(at: IndexPath(row: 0, section: 0)) as? ReuseCountingCell
        items.sections[0][0] = "A"
        table.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === a)
        #expect(a?.textLabel?.text == "A")
        #expect(a?.reuses == 0)

        let made = items.made
        items.sections[0][0] = "A2"
        table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        table.layoutIfNeeded()
        #expect(items.made == made + 1)
        #expect(titles(table) == ["A2", "b"])
    }

    // MARK: Editing

    // UIKit docs, setEditing(_:animated:): "the table view … shows the editing and reordering
    // controls"; tableView(_:editingStyleForRowAt:) gives each row's control, none for a row
    // tableView(_:canEditRowAt:) refuses; tableView(_:canMoveRowAt:) allows the reorder control.
    @Test func editingShowsEachRowsControls() {
        let items = Items([["a", "b"]])
        items.editable = { $0.row == 0 }
        items.movable = { $0.row == 0 }
        let (_, table) = table(items)
        #expect(!table.isEditing)
        table.setEditing(true, animated: false)
        #expect(table.isEditing)
        let a = table.cellForRow(at: IndexPath(row: 0, section: 0)), b = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(a?.isEditing == true && b?.isEditing == true)
        #expect(a?.editingStyle == .delete)
        #expect(b?.editingStyle == UITableViewCell.EditingStyle.none)
        #expect(a?.contentView.frame.minX == UITableViewCell.editingControlWidth, "indented for the control")
        #expect(b?.contentView.frame.minX == 0)
        table.isEditing = false
        #expect(a?.isEditing == false && a?.contentView.frame.minX == 0)
    }

    // UIKit docs, tableView(_:commit:forRowAt:): called when the user taps the delete button after
    // the delete control shows it (showingDeleteConfirmation).
    @Test func theDeleteControlShowsTheDeleteButtonWhichCommits() {
        let items = Items([["a", "b"]])
        let (window, table) = table(items)
        table.setEditing(true, animated: false)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        window.layoutIfNeeded()
        // The delete control at the row's leading edge.
        window.sendTouch(.began, at: CGPoint(x: 10, y: 25))
        window.sendTouch(.ended, at: CGPoint(x: 10, y: 25))
        #expect(cell.showingDeleteConfirmation)
        window.layoutIfNeeded()
        window.sendTouch(.began, at: CGPoint(x: 380, y: 25))
        window.sendTouch(.ended, at: CGPoint(x: 380, y: 25))
        #expect(items.log.contains("commit delete 0"))
        #expect(titles(table) == ["b"])
    }

    // UIKit docs, allowsSelectionDuringEditing: "false by default"; allowsMultipleSelectionDuringEditing
    // lets taps select several rows while editing.
    @Test func selectionWhileEditingFollowsItsOwnSettings() {
        let items = Items([["a", "b"]])
        let (_, table) = table(items)
        table.setEditing(true, animated: false)
        table.userDidTapRow(at: IndexPath(row: 0, section: 0))
        #expect(table.indexPathsForSelectedRows == nil)
        table.allowsMultipleSelectionDuringEditing = true
        table.userDidTapRow(at: IndexPath(row: 0, section: 0))
        table.userDidTapRow(at: IndexPath(row: 1, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        #expect(!items.log.contains { $0.hasPrefix("primary") }, "no primary action while editing")
    }

    // UIKit docs, tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:) may retarget a
    // move; tableView(_:moveRowAt:to:) then tells the data source.
    @Test func aMoveIsRetargetedAndToldToTheDataSource() {
        let items = Items([["a", "b", "c"]])
        items.movable = { _ in true }
        items.moveTarget = IndexPath(row: 1, section: 0)
        let (_, table) = table(items)
        table.setEditing(true, animated: false)
        table.userDidMoveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(items.log.contains("move 0 1"))
        #expect(titles(table) == ["b", "a", "c"])
    }

    // UIKit docs, UISwipeActionsConfiguration.performsFirstActionWithFullSwipe: a full swipe
    // performs the first action; the delegate hears willBeginEditingRowAt and didEndEditingRowAt.
    @Test func aFullSwipePerformsTheFirstAction() {
        let items = Items([["a", "b"]])
        var performed: [String] = []
        let action = UIContextualAction(style: .normal, title: "Flag") { action, _, done in
            performed.append(action.title ?? "")
            done(true)
        }
        items.trailing = UISwipeActionsConfiguration(actions: [action])
        let (_, table) = table(items)
        table.userDidSwipeRow(at: IndexPath(row: 1, section: 0))
        #expect(performed == ["Flag"])
        #expect(items.log == ["willBeginEditing 1", "didEndEditing 1"])
        // Without actions, an editable row's standard action is Delete.
        items.trailing = nil
        items.log = []
        table.userDidSwipeRow(at: IndexPath(row: 1, section: 0))
        #expect(items.log.prefix(2) == ["willBeginEditing 1", "commit delete 1"])
        #expect(titles(table) == ["a"])
    }

    // MARK: Headers, footers and cells

    // UIKit docs, dequeueReusableHeaderFooterView(withIdentifier:): "a reusable header or footer
    // view … from the registered class"; willDisplayHeaderView and didEndDisplayingHeaderView
    // frame its time on screen.
    @Test func headerViewsAreRegisteredRecycledAndReported() {
        let items = Items([Array(repeating: "r", count: 10), Array(repeating: "s", count: 10)])
        items.headerIdentifier = "Header"
        let window = UIWindow()
        window.makeKeyAndVisible()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 300), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        table.register(CountedHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
        table.dataSource = items
        table.delegate = items
        window.addSubview(table)
        window.layoutIfNeeded()
        let first = table.headerView(forSection: 0)
        #expect(first is CountedHeader)
        #expect(items.log.contains("willDisplayHeader 0"))
        // Section 1's header is at 530 (30 + 10 × 50): it shows, section 0's does not.
        table.contentOffset = CGPoint(x: 0, y: 520)
        table.layoutIfNeeded()
        #expect(items.log.contains("didEndHeader 0"))
        #expect(table.headerView(forSection: 1) === first, "section 0's header view is reused for section 1")
        #expect((first as? CountedHeader)?.reuses == 1)
    }

    // UIKit docs, indexPathsForRows(in:): the rows whose rectangles intersect `rect`;
    // footerView(forSection:): the footer shown for the section.
    @Test func rowsInARectAndTheFooterView() {
        let items = Items([["a", "b", "c", "d"]])
        let (_, table) = table(items)
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 60, width: 10, height: 50)) == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
        #expect(table.footerView(forSection: 0) == nil, "no footer")
    }

    // UIKit docs, scrollToNearestSelectedRow(at:animated:): "Scrolls the table view so that the
    // selected row nearest to a specified position in the table view is at that position."
    @Test func theNearestSelectedRowScrollsIntoPlace() {
        let items = Items([Array(repeating: "r", count: 40)])
        let (_, table) = table(items)
        table.allowsMultipleSelection = true
        table.selectRow(at: IndexPath(row: 10, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 30, section: 0), animated: false, scrollPosition: .none)
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(table.contentOffset.y == 500)
    }

    // UIKit docs, tableView(_:indentationLevelForRowAt:): the row's indentation level.
    @Test func theDelegateIndentsRows() {
        let items = Items([["a", "b", "c"]])
        let (_, table) = table(items)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.indentationLevel == 2)
    }

    // UIKit docs, selectionDidChangeNotification: posted when the selected row changes, "not …
    // when you call selectRow"; tableView(_:performPrimaryActionForRowAt:): "called after the
    // selection delegate methods".
    @Test func aTapPostsTheSelectionChangeAndPerformsThePrimaryAction() {
        let items = Items([["a", "b"]])
        let (_, table) = table(items)
        let posts = Counter()
        let observer = NotificationCenter.default.addObserver(forName: UITableView.selectionDidChangeNotification,
                                                              object: table, queue: nil) { _ in posts.count += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(posts.count == 0)
        table.userDidTapRow(at: IndexPath(row: 1, section: 0))
        #expect(posts.count == 1)
        #expect(items.log.suffix(2) == ["didSelect 1", "primary 1"])
    }

    // UIKit docs, tableView(_:accessoryButtonTappedForRowWith:): the user tapped the detail button.
    @Test func tappingTheDetailButtonTellsTheDelegate() {
        let items = Items([["a"]])
        let (window, table) = table(items)
        table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType = .detailButton
        window.layoutIfNeeded()
        window.sendTouch(.began, at: CGPoint(x: 375, y: 25))
        window.sendTouch(.ended, at: CGPoint(x: 375, y: 25))
        #expect(items.log == ["accessory 0"])
    }

    // UIKit docs, UITableViewDataSourcePrefetching: "receives notice of upcoming cells"; rows that
    // go away before they show are cancelled.
    @Test func rowsNearTheScreenArePrefetchedAndCancelled() {
        let items = Items([Array(repeating: "r", count: 40)])
        let (_, table) = table(items)
        table.prefetchDataSource = items
        table.setNeedsLayout()
        table.layoutIfNeeded()
        // Rows 0–5 show (300 points of 50-point rows); the next screen, rows 6–11, is prefetched.
        #expect(items.prefetched.first == (6...11).map { IndexPath(row: $0, section: 0) })
        table.contentOffset = CGPoint(x: 0, y: 1400)
        table.layoutIfNeeded()
        #expect(items.cancelled.last?.contains(IndexPath(row: 11, section: 0)) == true)
        table.isPrefetchingEnabled = false
        items.prefetched = []
        table.contentOffset = CGPoint(x: 0, y: 0)
        table.layoutIfNeeded()
        #expect(items.prefetched.isEmpty)
    }
}

@Suite(.serialized) struct UITableViewCellAPITests {
    final class TransitionCell: UITableViewCell {
        var transitions: [String] = []
        override func willTransition(to state: StateMask) { transitions.append("will \(state.rawValue)") }
        override func didTransition(to state: StateMask) { transitions.append("did \(state.rawValue)") }
    }

    // UIKit docs, willTransition(to:) / didTransition(to:): called as the cell enters and leaves
    // editing, with showingEditControl while editing.
    @Test func editingIsATransitionOfState() {
        let cell = TransitionCell(style: .default, reuseIdentifier: nil)
        cell.setEditing(true, animated: false)
        cell.setEditing(false, animated: false)
        #expect(cell.transitions == ["will 1", "did 1", "will 0", "did 0"])
    }

    // UIKit docs, editingAccessoryView: "A view that the table uses as the accessory view when the
    // table view is in editing mode"; shouldIndentWhileEditing controls the indentation.
    @Test func theEditingAccessoryReplacesTheAccessoryWhileEditing() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let normal = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let editing = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        cell.accessoryView = normal
        cell.editingAccessoryView = editing
        cell.layoutIfNeeded()
        #expect(!normal.isHidden && editing.isHidden)
        cell.setEditing(true, animated: false)
        #expect(normal.isHidden && !editing.isHidden)
        #expect(editing.frame.maxX == 320 - UITableViewCell.standardMargin)
    }

    // UIKit docs, configurationUpdateHandler: called with the cell's configuration state, which
    // changes with selection and highlight (setNeedsUpdateConfiguration is requested for them).
    @Test func theUpdateHandlerSeesTheCellsState() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var seen: [Bool] = []
        cell.configurationUpdateHandler = { _, state in seen.append(state.isSelected) }
        cell.layoutIfNeeded()
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(seen == [false, true])
        #expect(cell.configurationState.isSelected)
        cell.layoutIfNeeded()
        #expect(seen.count == 2, "no update without a change")
    }

    // UIKit docs, backgroundConfiguration: setting one resets backgroundColor and backgroundView.
    @Test func aBackgroundConfigurationReplacesTheBackground() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.backgroundView = UIView()
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = .systemRed
        cell.backgroundConfiguration = background
        #expect(cell.backgroundView == nil)
        #expect(cell.backgroundColor == nil)
        #expect(cell.subviews.contains { $0.backgroundColor == .systemRed })
    }
}
