//  TableViewTests.swift — FlipbookKitTests
//  UITableView against layouts worked out by hand from UIKit's documentation: row rectangles,
//  reuse while scrolling, self-sizing cells by Auto Layout, sections in the grouped styles,
//  selection as a tap makes it, the standard cell styles and the table view controller.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// A data source of `counts[s]` rows per section, each cell titled "s.r", counting the cells it
/// is handed and the delegate calls it hears.
private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var counts: [Int]
    var titles: [String?] = []
    var heights: [IndexPath: CGFloat] = [:]
    var selected: [IndexPath] = [], deselected: [IndexPath] = []
    var refuses: IndexPath?
    var made = 0
    let identifier: String

    init(_ counts: [Int], identifier: String = "Row") {
        self.counts = counts
        self.identifier = identifier
    }

    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights[indexPath] ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath == refuses ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { deselected.append(indexPath) }
}

/// Counts the cells made from the registered class.
private final class CountedCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    required init(style: CellStyle, reuseIdentifier: String?) {
        Self.made += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { nil }
}

/// A table of `style` filling a 390 × 844 window, with `rows` as its data source and delegate.
private func table(_ rows: Rows, style: UITableView.Style = .plain, cell: AnyClass = UITableViewCell.self) -> (UIWindow, UITableView) {
    let window = UIWindow()
    window.makeKey()
    let table = UITableView(frame: window.bounds, style: style)
    table.register(cell, forCellReuseIdentifier: rows.identifier)
    table.dataSource = rows
    table.delegate = rows
    window.addSubview(table)
    window.layoutIfNeeded()
    return (window, table)
}

@Suite(.serialized) struct TableViewTests {
    // UIKit docs, rowHeight: automaticDimension by default, "the table view chooses an appropriate
    // height based on your cell's content" — 44 points for a standard cell's one line of body text.
    @Test func rowsAreStackedAtTheStandardHeight() {
        let rows = Rows([3])
        let (_, table) = table(rows)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 390, height: 44))
        #expect(table.contentSize.height == 132)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["0.0", "0.1", "0.2"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 44)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 100)) == IndexPath(row: 2, section: 0))
    }

    // A hundred rows in 844 points: the rows meeting the bounds have cells (0 … 19, the last
    // reaching 836), and scrolling by ten rows reuses the cells that left.
    @Test func cellsAreReusedAsRowsScrollPast() {
        CountedCell.made = 0
        let rows = Rows([100])
        let (_, table) = table(rows, cell: CountedCell.self)
        // Under the status bar the rows would start below it (UIScrollViewInsetTests): not here.
        table.contentInsetAdjustmentBehavior = .never
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.count == 20)
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 19, section: 0))
        let madeOnScreen = CountedCell.made
        table.contentOffset = CGPoint(x: 0, y: 440)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 10, section: 0))
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 29, section: 0))
        #expect(CountedCell.made == madeOnScreen, "the ten rows that came on screen reused the ten that left")
        #expect(table.cellForRow(at: IndexPath(row: 29, section: 0))?.textLabel?.text == "0.29")
    }

    // UIKit docs, tableView(_:heightForRowAt:): the table uses it in place of rowHeight.
    @Test func theDelegatesHeightsPlaceTheRows() {
        let rows = Rows([3])
        rows.heights = [IndexPath(row: 0, section: 0): 100, IndexPath(row: 1, section: 0): 60]
        let (_, table) = table(rows)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 160, width: 390, height: 44))
    }

    // A self-sizing cell: a wrapping label pinned 12 in from its content view's edges. Its row
    // is the label's height for the content width less 32, and 24 more.
    @Test func selfSizingCellsTakeTheirConstraintsHeight() {
        final class NoteCell: UITableViewCell {
            let note = UILabel()
            required init(style: CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                note.numberOfLines = 0
                note.preferredMaxLayoutWidth = 390 - 32
                note.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(note)
                NSLayoutConstraint.activate([
                    note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                    note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                    note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                ])
            }
            required init?(coder: NSCoder) { nil }
        }
        final class Notes: NSObject, UITableViewDataSource {
            let texts = ["Short", String(repeating: "A much longer note that wraps onto several lines. ", count: 4)]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath) as! NoteCell
                cell.note.text = texts[indexPath.row]
                return cell
            }
        }
        let notes = Notes()
        let window = UIWindow()
        window.makeKey()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(NoteCell.self, forCellReuseIdentifier: "Note")
        table.dataSource = notes
        window.addSubview(table)
        window.layoutIfNeeded()
        let probe = UILabel()
        probe.numberOfLines = 0
        for (row, text) in notes.texts.enumerated() {
            probe.text = text
            let height = probe.sizeThatFits(CGSize(width: 358, height: CGFloat.greatestFiniteMagnitude)).height
            expectClose(table.rectForRow(at: IndexPath(row: row, section: 0)).height, height + 24, tolerance: 1.0 / 3 + 1e-9)
        }
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height > 80, "the long note wraps")
    }

    // Grouped sections: a titled header 38 high, its title uppercased; untitled sections 18
    // apart; no separator under a section's last row. Inset-grouped rows are inset and the
    // section's ends rounded.
    @Test func groupedAndInsetGroupedSections() {
        let rows = Rows([2, 1])
        rows.titles = ["Recent", nil]
        let (_, grouped) = table(rows, style: .grouped)
        #expect(grouped.rectForHeader(inSection: 0).height == 38)
        #expect(grouped.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 38)
        let headerAfterFooter: CGFloat = 38 + 88 + 18
        #expect(grouped.rectForHeader(inSection: 1).minY == headerAfterFooter, "after the first section's footer")
        #expect(grouped.headerView(forSection: 0)?.textLabel?.text == "RECENT")
        let last = grouped.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(last?.separatorView.isHidden == true && grouped.cellForRow(at: IndexPath(row: 0, section: 0))?.separatorView.isHidden == false)
        #expect(grouped.backgroundColor == .systemGroupedBackground)

        let (_, inset) = table(Rows([3]), style: .insetGrouped)
        let first = inset.cellForRow(at: IndexPath(row: 0, section: 0))!, middle = inset.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(first.frame.minX == 16 && first.frame.width == 390 - 32)
        #expect(first.layer.cornerRadius == 10 && first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(middle.layer.cornerRadius == 0)
    }

    // UIKit docs, tableView(_:willSelectRowAt:): return nil to keep the row from being selected;
    // selecting another deselects the first (single selection), telling the delegate.
    @Test func aTapSelectsTheRowAsUIKitDoes() {
        let rows = Rows([4])
        let (_, table) = table(rows)
        let first = IndexPath(row: 1, section: 0), second = IndexPath(row: 3, section: 0)
        table.userDidTapRow(at: first)
        #expect(rows.selected == [first] && table.indexPathForSelectedRow == first)
        #expect(table.cellForRow(at: first)?.isSelected == true)
        let selectedCell = try! #require(table.cellForRow(at: first))
        let fill = selectedCell.subviews.firstIndex { $0.backgroundColor == .systemGray4 }
        let content = selectedCell.subviews.firstIndex { $0 === selectedCell.contentView }
        #expect(fill != nil && content != nil && fill! < content!, "the selection's fill lies behind the content")
        table.userDidTapRow(at: second)
        #expect(rows.deselected == [first] && rows.selected == [first, second])
        #expect(table.cellForRow(at: first)?.isSelected == false)
        rows.refuses = IndexPath(row: 0, section: 0)
        table.userDidTapRow(at: IndexPath(row: 0, section: 0))
        #expect(table.indexPathForSelectedRow == second, "a refused row leaves the selection")
        // UIKit docs, selectRow(at:animated:scrollPosition:): the delegate is not told.
        table.selectRow(at: first, animated: false, scrollPosition: .none)
        #expect(rows.selected.count == 2 && table.indexPathForSelectedRow == first)
        table.deselectRow(at: first, animated: false)
        #expect(table.indexPathForSelectedRow == nil && rows.deselected.count == 1)
    }

    // The standard styles: value1 puts the detail at the trailing margin; subtitle stacks the two
    // labels and grows past 44 when they need it; accessories narrow the content view.
    @Test func standardCellStyles() {
        let value = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        value.textLabel?.text = "Wi-Fi"
        value.detailTextLabel?.text = "Home"
        value.accessoryType = .disclosureIndicator
        value.layoutIfNeeded()
        #expect(value.contentView.frame.width < 390, "the chevron takes the trailing end")
        expectClose(value.detailTextLabel!.frame.maxX, value.contentView.bounds.width - 16, tolerance: 1e-9)
        #expect(value.textLabel!.frame.minX == 16)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)

        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Detail"
        let two = subtitle.textLabel!.intrinsicContentSize.height + subtitle.detailTextLabel!.intrinsicContentSize.height
        #expect(subtitle.fittingHeight(width: 390) == max(44, (two + 22).rounded(.up)))
    }

    // UIKit docs, defaultContentConfiguration(): a list configuration for the cell's style.
    @Test func contentConfigurationsShowTheirText() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Inbox"
        content.secondaryText = "12 unread"
        cell.contentConfiguration = content
        cell.frame = CGRect(x: 0, y: 0, width: 390, height: cell.fittingHeight(width: 390))
        cell.layoutIfNeeded()
        let labels = cell.contentView.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == ["Inbox", "12 unread"])
        #expect(labels[1].frame.minY > labels[0].frame.maxY, "the secondary text is under the text")
        #expect(cell.frame.height > 44)
    }

    // A table view controller is its table's data source and delegate, and clears the selection
    // when it appears again (UIKit docs: clearsSelectionOnViewWillAppear, default true).
    @Test func aTableViewControllerServesItsTable() {
        final class Master: UITableViewController {
            var chosen: IndexPath?
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { chosen = indexPath }
        }
        let master = Master(style: .insetGrouped)
        let window = UIWindow()
        window.rootViewController = master
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(master.tableView.style == .insetGrouped && master.tableView.visibleCells.count == 5)
        master.tableView.userDidTapRow(at: IndexPath(row: 2, section: 0))
        #expect(master.chosen == IndexPath(row: 2, section: 0) && master.tableView.indexPathForSelectedRow != nil)
        master.viewWillAppear(false)
        #expect(master.tableView.indexPathForSelectedRow == nil)
    }

    // UIKit raises for an unregistered identifier; Flipbook reports it and shows a plain cell.
    @Test func anUnregisteredIdentifierIsReported() {
        let rows = Rows([1], identifier: "Missing")
        let window = UIWindow()
        window.makeKey()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = rows
        window.addSubview(table)
        window.layoutIfNeeded()
        #expect(window.clock.diagnostics.contains { $0.contains("unable to dequeue a cell with identifier Missing") })
        #expect(table.visibleCells.count == 1)
    }
}
