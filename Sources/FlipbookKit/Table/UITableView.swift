//  UITableView.swift — FlipbookKit
//  Mirrors UIKit.UITableView: sections of rows in the plain, grouped and inset-grouped styles,
//  cells and headers it recycles, self-sizing rows, selection, editing, animated row and section
//  updates, prefetching. Status: partial (every row animation is a slide and fade; no index
//  titles drawn, diffable data sources, drag and drop or focus; plain-style headers do not stay
//  pinned while scrolling; no separators under empty space).

import Foundation

/// A scrolling column of rows in sections.
///
/// As on iOS: the data source says how many sections and rows there are and makes each cell
/// with `dequeueReusableCell(withIdentifier:for:)`; each layout pass shows the cells whose rows
/// meet the bounds and takes the others into reuse queues. Row heights are the delegate's, else
/// `rowHeight`; at `automaticDimension` (the default) a cell sizes itself — by its content view's
/// constraints, or by its standard labels (44 points for one line).
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain = 0, grouped, insetGrouped }

    public enum ScrollPosition: Int, Sendable { case none = 0, top, middle, bottom }

    /// How inserted, deleted and reloaded rows come and go.
    public enum RowAnimation: Int, Sendable { case fade = 0, right, left, top, bottom, none, middle, automatic = 100 }

    /// Whether a self-sizing cell's own changes resize its row.
    public enum SelfSizingInvalidation: Int, Sendable { case disabled = 0, enabled, enabledIncludingConstraints }

    /// What `separatorInset` is measured from.
    public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges = 0, fromAutomaticInsets }

    /// Posted when the user changes the selection (UIKit docs: not for changes made in code).
    public static let selectionDidChangeNotification = NSNotification.Name("UITableViewSelectionDidChangeNotification")

    /// The section index title that stands for a search icon.
    public static let indexSearch = "{search}"

    /// UIKit docs: "a constant representing the default value for a given dimension".
    public static let automaticDimension: CGFloat = -1

    public let style: Style

    /// The object that supplies the rows; setting it reloads them.
    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }

    /// The object told to prepare rows before they come on screen.
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    /// Whether rows near the visible ones are handed to `prefetchDataSource` (UIKit docs: default true).
    open var isPrefetchingEnabled = true

    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRows() } }
    // Flipbook: every row is measured up front, so estimates are kept and not used.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRows() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRows() } }
    /// Space above each section header (iOS 15).
    // Flipbook: at `automaticDimension` (the default) there is none, as before iOS 15.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { invalidateRows() } }

    // Flipbook: kept, not applied: at phone widths the readable width is wider than the table.
    open var cellLayoutMarginsFollowReadableWidth = false
    // Flipbook: kept: cells' content views are not inset by the safe area.
    open var insetsContentViewsToSafeArea = true
    // Flipbook: kept: no filler rows are drawn under the last row.
    open var fillerRowHeight: CGFloat = UITableView.automaticDimension
    // Flipbook: kept: a cell's own changes do not resize its row until the table reloads.
    open var selfSizingInvalidation = SelfSizingInvalidation.enabled
    // Flipbook: kept, not drawn: separators are plain lines.
    open var separatorEffect: UIVisualEffect?
    // Flipbook: kept: the separator inset is always measured from the cell's edges.
    open var separatorInsetReference = SeparatorInsetReference.fromCellEdges

    // MARK: The section index
    // Flipbook: the section index is not drawn; its settings are kept.

    open var sectionIndexMinimumDisplayRowCount = 0
    open var sectionIndexColor: UIColor?
    open var sectionIndexBackgroundColor: UIColor?
    open var sectionIndexTrackingBackgroundColor: UIColor?
    /// Asks the data source for its index titles again (not drawn).
    open func reloadSectionIndexTitles() {}

    // MARK: Drag, drop, focus and context menus
    // Flipbook: no drag and drop, focus engine or context menus; the settings are kept.

    open weak var dragDelegate: UITableViewDragDelegate?
    open weak var dropDelegate: UITableViewDropDelegate?
    open var hasActiveDrag: Bool { false }
    open var hasActiveDrop: Bool { false }
    /// UIKit docs: true on iPad, false on iPhone.
    open var dragInteractionEnabled = false
    open var remembersLastFocusedIndexPath = false
    open var selectionFollowsFocus = false
    open var allowsFocus = true
    open var allowsFocusDuringEditing = false
    open var contextMenuInteraction: UIContextMenuInteraction? { nil }
    /// Whether the table shows changes its data source has not made (a drop's placeholders).
    open var hasUncommittedUpdates: Bool { false }

    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    open var separatorInset = UIEdgeInsets(top: 0, left: UITableViewCell.standardMargin, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    /// Whether a tap selects a row while editing (UIKit docs: default false).
    open var allowsSelectionDuringEditing = false
    /// Whether taps select several rows while editing, each with a selection circle.
    open var allowsMultipleSelectionDuringEditing = false {
        didSet { if isEditing { for (indexPath, cell) in visibleCellsByIndexPath { configureEditing(cell, at: indexPath) } } }
    }

    /// A view above the first section, at its own height and the table's width.
    open var tableHeaderView: UIView? {
        didSet { replace(oldValue, with: tableHeaderView) }
    }
    /// A view below the last section.
    open var tableFooterView: UIView? {
        didSet { replace(oldValue, with: tableFooterView) }
    }
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }

    // Cells and headers: what to make them from, the ones on screen, the ones waiting.
    private var cellClasses: [String: AnyClass] = [:]
    var reuseQueues: [String: [UITableViewCell]] = [:]
    private var reportedIdentifiers: Set<String> = []
    var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    var visibleHeaders: [Int: UIView] = [:], visibleFooters: [Int: UIView] = [:]
    var selectedIndexPaths: [IndexPath] = []
    var headerFooterClasses: [String: AnyClass] = [:]
    var headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]
    /// The rows handed to the prefetch data source and not yet shown or cancelled.
    var prefetchedIndexPaths: Set<IndexPath> = []
    /// Updates recorded inside `performBatchUpdates` or `beginUpdates`/`endUpdates`.
    var pendingUpdates: [_TableUpdate] = []
    var pendingAnimation = RowAnimation.none
    var pendingCompletions: [(Bool) -> Void] = []
    var batchDepth = 0
    /// The cell `reconfigureRows(at:)` hands back from the dequeue for its row.
    var reconfiguring: (indexPath: IndexPath, cell: UITableViewCell)?
    var editingStorage = false

    /// Every row's and section's place, worked out once per reload or width.
    var geometry: Geometry? {
        didSet { if let geometry { laidOutGeometry = geometry } }
    }
    /// The last rows worked out, kept after they are invalidated: updates map the cells from them.
    var laidOutGeometry: Geometry?
    private var isMeasuringRows = false
    struct Geometry {
        var width: CGFloat
        var sections: [Section]
        var contentHeight: CGFloat
    }
    struct Section {
        var header: CGRect, footer: CGRect
        var headerTitle: String?, footerTitle: String?
        var rows: [CGRect]
    }

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    // MARK: Cells

    /// Says which class to make cells from for `identifier` (nil forgets the identifier).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
        reportedIdentifiers.remove(identifier)
    }

    /// A cell for `indexPath`: one waiting in `identifier`'s reuse queue (after its
    /// `prepareForReuse()`), else a new one of the registered class in the `.default` style;
    /// sized to the row.
    ///
    /// Flipbook: an identifier with no registered class (UIKit throws) is reported as a
    /// diagnostic, and a plain `UITableViewCell` stands in so the scene keeps running.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        // UIKit docs, reconfigureRows(at:): the dequeue hands back the row's existing cell.
        if let reconfiguring, reconfiguring.indexPath == indexPath, reconfiguring.cell.reuseIdentifier == identifier {
            return reconfiguring.cell
        }
        let cell = dequeueReusableCell(withIdentifier: identifier) ?? {
            if !reportedIdentifiers.contains(identifier) {
                reportedIdentifiers.insert(identifier)
                Diagnostics.report("UITableView: unable to dequeue a cell with identifier \(identifier) - must register "
                    + "a nib or a class for the identifier (Flipbook has no storyboard prototype cells: call "
                    + "register(_:forCellReuseIdentifier:)); showing a plain UITableViewCell instead.", near: self)
            }
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }()
        if let rect = rowRect(indexPath) {
            ViewAnimationStack.with(NoAnimationRecorder()) { cell.frame = rect }
        }
        return cell
    }

    /// A cell waiting in `identifier`'s reuse queue, else a new one of the registered class, else
    /// nil (as UIKit's: the caller then makes one).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var queue = reuseQueues[identifier], !queue.isEmpty {
            let cell = queue.removeLast()
            reuseQueues[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        guard let type = cellClasses[identifier] as? UITableViewCell.Type else { return nil }
        return type.init(style: .default, reuseIdentifier: identifier)
    }

    /// Forgets the rows, their cells and the selection; they are asked for again on the next pass.
    open func reloadData() {
        for (indexPath, cell) in visibleCellsByIndexPath { takeOffScreen(cell, at: indexPath) }
        for (section, view) in visibleHeaders { takeOffScreen(header: view, section: section, isHeader: true) }
        for (section, view) in visibleFooters { takeOffScreen(header: view, section: section, isHeader: false) }
        visibleHeaders = [:]
        visibleFooters = [:]
        selectedIndexPaths = []
        laidOutGeometry = nil
        invalidateRows()
    }

    // MARK: Headers and footers

    /// Says which class to make header and footer views from for `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass
    }

    /// A header or footer view waiting in `identifier`'s reuse queue (after its
    /// `prepareForReuse()`), else a new one of the registered class, else nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = headerFooterQueues[identifier], !queue.isEmpty {
            let view = queue.removeLast()
            headerFooterQueues[identifier] = queue
            view.prepareForReuse()
            return view
        }
        guard let type = headerFooterClasses[identifier] as? UITableViewHeaderFooterView.Type else { return nil }
        return type.init(reuseIdentifier: identifier)
    }

    /// The footer view on screen for `section`.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    // MARK: Updates

    /// Inserts rows (at their new index paths) the data source now has; animated, the rows
    /// below slide down and the new ones fade in.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate(.insertRows(indexPaths), animation)
    }
    /// Deletes rows (at their old index paths) the data source no longer has.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate(.deleteRows(indexPaths), animation)
    }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate(.insertSections(sections), animation)
    }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate(.deleteSections(sections), animation)
    }
    /// Moves a row; its cell slides from the old place to the new one.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate(.moveRow(indexPath, newIndexPath), .automatic)
    }
    open func moveSection(_ section: Int, toSection newSection: Int) {
        recordUpdate(.moveSection(section, newSection), .automatic)
    }
    /// Asks the data source for new cells for the rows; the old ones fade out.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate(.reloadRows(indexPaths), animation)
    }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate(.reloadSections(sections), animation)
    }

    /// Asks the data source to configure the rows' cells again: UIKit docs, the dequeue in
    /// `cellForRowAt` hands back each row's existing cell, without `prepareForReuse()`.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        reconfigure(indexPaths)
    }

    /// Makes the updates `updates` records as one animated change, then calls `completion`
    /// (with true once the animations have finished).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchDepth += 1
        updates?()
        if let completion { pendingCompletions.append(completion) }
        batchDepth -= 1
        if batchDepth == 0 { commitUpdates() }
    }

    /// Begins a group of updates `endUpdates()` makes at once.
    open func beginUpdates() { batchDepth += 1 }
    open func endUpdates() {
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        if batchDepth == 0 { commitUpdates() }
    }

    func invalidateRows() {
        geometry = nil
        setNeedsLayout()
    }

    // MARK: Geometry

    /// Works out every row's rectangle, in content coordinates, for the current width.
    func prepareGeometryIfNeeded() {
        if let geometry, geometry.width == bounds.width { return }
        // A self-sizing row's cell is made while the rows are measured: its dequeue must not measure again.
        guard !isMeasuringRows else { return }
        isMeasuringRows = true
        defer { isMeasuringRows = false }
        var y = tableHeaderView?.frame.height ?? 0
        var sections: [Section] = []
        let delegate = self.delegate as? UITableViewDelegate
        let inset = style == .insetGrouped ? Self.insetGroupedMargin : 0
        let rowWidth = max(bounds.width - 2 * inset, 0)
        for section in 0..<numberOfSections {
            let headerTitle = dataSource?.tableView(self, titleForHeaderInSection: section)
            let footerTitle = dataSource?.tableView(self, titleForFooterInSection: section)
            let headerHeight = resolvedHeight(delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight,
                                              title: headerTitle, header: true, first: section == 0,
                                              hasView: { delegate?.tableView(self, viewForHeaderInSection: section) != nil })
            // Flipbook: padding only when given (UIKit's automatic padding is not added).
            if headerHeight > 0, sectionHeaderTopPadding != Self.automaticDimension, sectionHeaderTopPadding > 0 {
                y += sectionHeaderTopPadding
            }
            let header = CGRect(x: 0, y: y, width: bounds.width, height: headerHeight)
            y += headerHeight
            var rows: [CGRect] = []
            for row in 0..<numberOfRows(inSection: section) {
                let indexPath = IndexPath(row: row, section: section)
                var height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
                if height == Self.automaticDimension || height < 0 { height = selfSizedHeight(at: indexPath, width: rowWidth) }
                rows.append(CGRect(x: inset, y: y, width: rowWidth, height: height))
                y += height
            }
            let footerHeight = resolvedHeight(delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight,
                                              title: footerTitle, header: false, first: false,
                                              hasView: { delegate?.tableView(self, viewForFooterInSection: section) != nil })
            let footer = CGRect(x: 0, y: y, width: bounds.width, height: footerHeight)
            y += footerHeight
            sections.append(Section(header: header, footer: footer, headerTitle: headerTitle, footerTitle: footerTitle, rows: rows))
        }
        y += tableFooterView?.frame.height ?? 0
        geometry = Geometry(width: bounds.width, sections: sections, contentHeight: y)
        contentSize = CGSize(width: bounds.width, height: y)
    }

    /// The cells' inset from the sides in the inset-grouped style.
    // Flipbook: UIKit's follows the layout margins (16 or 20 points); 16 here.
    static let insetGroupedMargin: CGFloat = 16

    /// A header's or footer's height: given, or at `automaticDimension` the style's default —
    /// Flipbook's measures of UIKit's: a titled plain header 28, a titled grouped one 38 (a
    /// footer fits its text), untitled grouped sections 18 apart (35 above the first), nothing
    /// untitled in the plain style.
    /// `hasView` asks the delegate for a view only when the height depends on it.
    private func resolvedHeight(_ given: CGFloat, title: String?, header: Bool, first: Bool, hasView: () -> Bool) -> CGFloat {
        if given != Self.automaticDimension && given >= 0 { return given }
        if hasView() { return header ? 28 : 0 }
        switch style {
        case .plain:
            return title == nil ? 0 : 28
        case .grouped, .insetGrouped:
            if let title, !header {
                let label = Self.footerLabel(title)
                return label.sizeThatFits(CGSize(width: bounds.width - 2 * Self.headerInset, height: .greatestFiniteMagnitude)).height + 16
            }
            if title != nil { return 38 }
            return header ? (first ? 35 : 18) : 18
        }
    }

    /// A self-sizing row's height: the cell the data source makes for it, asked its fitting height.
    private func selfSizedHeight(at indexPath: IndexPath, width: CGFloat) -> CGFloat {
        if let visible = visibleCellsByIndexPath[indexPath] { return visible.fittingHeight(width: width) }
        guard let dataSource else { return UITableViewCell.standardHeight }
        let cell = ViewAnimationStack.with(NoAnimationRecorder()) { () -> UITableViewCell in
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.frame = CGRect(x: 0, y: 0, width: width, height: UITableViewCell.standardHeight)
            return cell
        }
        let height = cell.fittingHeight(width: width)
        if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
        return height
    }

    func rowRect(_ indexPath: IndexPath) -> CGRect? {
        prepareGeometryIfNeeded()
        guard let geometry, geometry.sections.indices.contains(indexPath.section),
              geometry.sections[indexPath.section].rows.indices.contains(indexPath.row) else { return nil }
        return geometry.sections[indexPath.section].rows[indexPath.row]
    }

    /// The rectangle of the row at `indexPath`, in the table's (content) coordinates.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { rowRect(indexPath) ?? .zero }

    /// The rectangle of `section`: its header, rows and footer.
    open func rect(forSection section: Int) -> CGRect {
        prepareGeometryIfNeeded()
        guard let s = geometry?.sections[safe: section] else { return .zero }
        return s.header.union(s.footer)
    }

    open func rectForHeader(inSection section: Int) -> CGRect {
        prepareGeometryIfNeeded()
        return geometry?.sections[safe: section]?.header ?? .zero
    }

    open func rectForFooter(inSection section: Int) -> CGRect {
        prepareGeometryIfNeeded()
        return geometry?.sections[safe: section]?.footer ?? .zero
    }

    /// The rows whose rectangles meet `rect` (content coordinates), in order.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        prepareGeometryIfNeeded()
        var found: [IndexPath] = []
        for (s, section) in (geometry?.sections ?? []).enumerated() {
            for (r, row) in section.rows.enumerated() where UICollectionView.overlaps(row, rect) {
                found.append(IndexPath(row: r, section: s))
            }
        }
        return found
    }

    /// The row whose rectangle holds `point` (content coordinates), or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        prepareGeometryIfNeeded()
        for (s, section) in (geometry?.sections ?? []).enumerated() {
            if let row = section.rows.firstIndex(where: { $0.contains(point) }) { return IndexPath(row: row, section: s) }
        }
        return nil
    }

    // MARK: Rows

    open var numberOfSections: Int { max(0, dataSource?.numberOfSections(in: self) ?? 0) }

    open func numberOfRows(inSection section: Int) -> Int {
        guard let dataSource, section >= 0, section < numberOfSections else { return 0 }
        return max(0, dataSource.tableView(self, numberOfRowsInSection: section))
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.row >= 0 && indexPath.row < numberOfRows(inSection: indexPath.section)
    }

    /// The cell of the row at `indexPath` when it is on screen, else nil.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCellsByIndexPath[indexPath] }

    open var visibleCells: [UITableViewCell] { visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value) }
    open var indexPathsForVisibleRows: [IndexPath]? { visibleCellsByIndexPath.keys.sorted() }

    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The header view on screen for `section` (a `UITableViewHeaderFooterView` for a titled one).
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    // MARK: The layout pass

    open override func layoutSubviews() {
        super.layoutSubviews()
        prepareGeometryIfNeeded()
        backgroundView?.frame = bounds
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: contentSize.height - footer.frame.height, width: bounds.width, height: footer.frame.height)
        }
        updateVisibleRows()
    }

    func updateVisibleRows() {
        guard let geometry else { return }
        let visible = bounds
        var wanted: [IndexPath: CGRect] = [:]
        for (s, section) in geometry.sections.enumerated() {
            for (r, rect) in section.rows.enumerated() where UICollectionView.overlaps(rect, visible) {
                wanted[IndexPath(row: r, section: s)] = rect
            }
        }
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) where wanted[indexPath] == nil {
            takeOffScreen(cell, at: indexPath)
        }
        for (indexPath, rect) in wanted.sorted(by: { $0.key < $1.key }) {
            let cell = visibleCellsByIndexPath[indexPath] ?? bringOnScreen(indexPath)
            guard let cell else { continue }
            ViewAnimationStack.with(NoAnimationRecorder()) {
                cell.frame = rect
                style(cell, at: indexPath, in: geometry.sections[indexPath.section])
            }
        }
        updateHeadersAndFooters(geometry)
        updatePrefetching(geometry)
    }

    /// The separator and, in the inset-grouped style, the rounded ends of a section.
    private func style(_ cell: UITableViewCell, at indexPath: IndexPath, in section: Section) {
        let last = indexPath.row == section.rows.count - 1
        cell.separatorView.isHidden = separatorStyle == .none || (style != .plain && last)
        cell.separatorView.backgroundColor = separatorColor
        if cell.separatorInset.left == UITableViewCell.standardMargin { cell.separatorInset = separatorInset }
        if style == .insetGrouped {
            var corners: CACornerMask = []
            if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.cornerRadius = corners.isEmpty ? 0 : Self.insetGroupedCornerRadius
            cell.layer.maskedCorners = corners
            cell.clipsToBounds = !corners.isEmpty
        }
        if style != .plain && cell.backgroundColor == .systemBackground { cell.backgroundColor = .secondarySystemGroupedBackground }
    }

    /// UIKit's inset-grouped sections' corners.
    static let insetGroupedCornerRadius: CGFloat = 10

    func bringOnScreen(_ indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        prefetchedIndexPaths.remove(indexPath)
        let delegate = self.delegate as? UITableViewDelegate
        let cell = ViewAnimationStack.with(NoAnimationRecorder()) { () -> UITableViewCell in
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
            cell.setHighlighted(false, animated: false)
            visibleCellsByIndexPath[indexPath] = cell
            if let delegate { cell.indentationLevel = delegate.tableView(self, indentationLevelForRowAt: indexPath) }
            configureEditing(cell, at: indexPath)
            return cell
        }
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    func takeOffScreen(_ cell: UITableViewCell, at indexPath: IndexPath) {
        // A cell leaving after an update is no longer under its old index path, which another may hold.
        if visibleCellsByIndexPath[indexPath] === cell { visibleCellsByIndexPath[indexPath] = nil }
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
        (delegate as? UITableViewDelegate)?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    private func updateHeadersAndFooters(_ geometry: Geometry) {
        let delegate = self.delegate as? UITableViewDelegate
        for (s, section) in geometry.sections.enumerated() {
            place(&visibleHeaders, s, rect: section.header, title: section.headerTitle, header: true) {
                delegate?.tableView(self, viewForHeaderInSection: s)
            }
            place(&visibleFooters, s, rect: section.footer, title: section.footerTitle, header: false) {
                delegate?.tableView(self, viewForFooterInSection: s)
            }
        }
    }

    /// Shows the header or footer of section `s` while it meets the bounds: the delegate's view,
    /// else a header-footer view with the title.
    private func place(_ views: inout [Int: UIView], _ s: Int, rect: CGRect, title: String?, header: Bool,
                       custom: () -> UIView?) {
        guard rect.height > 0, UICollectionView.overlaps(rect, bounds) else {
            if let view = views.removeValue(forKey: s) { takeOffScreen(header: view, section: s, isHeader: header) }
            return
        }
        let view: UIView
        var isNew = false
        if let shown = views[s] {
            view = shown
        } else if let made = custom() {
            view = made
            isNew = true
        } else if let title {
            isNew = true
            let made = UITableViewHeaderFooterView(reuseIdentifier: nil)
            made.textLabel?.text = style == .plain || !header ? title : title.uppercased()
            if !header { made.textLabel?.numberOfLines = 0 }
            made.tableStyle = style
            made.isHeader = header
            view = made
        } else {
            return
        }
        views[s] = view
        view.frame = rect
        if view.superview !== self { addSubview(view) }
        if isNew {
            let delegate = self.delegate as? UITableViewDelegate
            if header { delegate?.tableView(self, willDisplayHeaderView: view, forSection: s) }
            else { delegate?.tableView(self, willDisplayFooterView: view, forSection: s) }
        }
    }

    /// Takes a header or footer off screen: into its reuse queue, and the delegate is told.
    func takeOffScreen(header view: UIView, section: Int, isHeader: Bool) {
        view.removeFromSuperview()
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier {
            headerFooterQueues[identifier, default: []].append(reusable)
        }
        let delegate = self.delegate as? UITableViewDelegate
        if isHeader { delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section) }
        else { delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section) }
    }

    private static let headerInset: CGFloat = 20

    static func footerLabel(_ text: String) -> UILabel {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.numberOfLines = 0
        label.text = text
        return label
    }

    private func replace(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        invalidateRows()
    }

    // MARK: Selection

    open var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.first }
    open var indexPathsForSelectedRows: [IndexPath]? { selectedIndexPaths.isEmpty ? nil : selectedIndexPaths }

    /// Selects the row (nil deselects all) and scrolls it to `scrollPosition`; the delegate is
    /// not told (UIKit docs: "calling this method doesn't cause the delegate to receive" the messages).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedIndexPaths { setSelected(false, at: selected, animated: animated) }
            return
        }
        guard allowsSelection, isValid(indexPath) else { return }
        if !allowsMultipleSelection {
            for selected in selectedIndexPaths where selected != indexPath { setSelected(false, at: selected, animated: animated) }
        }
        setSelected(true, at: indexPath, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row; animated, its highlight fades. The delegate is not told.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath, animated: animated)
    }

    private func setSelected(_ selected: Bool, at indexPath: IndexPath, animated: Bool) {
        if selected {
            if !selectedIndexPaths.contains(indexPath) { selectedIndexPaths.append(indexPath) }
        } else {
            selectedIndexPaths.removeAll { $0 == indexPath }
        }
        visibleCellsByIndexPath[indexPath]?.setSelected(selected, animated: animated)
    }

    /// Scrolls so the row sits at `scrollPosition` (`.none`: the least scroll that shows it).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let rect = rowRect(indexPath) else {
            Diagnostics.report("UITableView: scrollToRow(at:) was given \(indexPath), which is not a row; nothing scrolled.", near: self)
            return
        }
        let inset = adjustedContentInset
        var offset = contentOffset
        switch scrollPosition {
        case .top: offset.y = rect.minY - inset.top
        case .middle: offset.y = rect.midY - inset.top - (bounds.height - inset.top - inset.bottom) / 2
        case .bottom: offset.y = rect.maxY + inset.bottom - bounds.height
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }

    /// Scrolls the selected row nearest to `scrollPosition` (the top, middle or bottom of what
    /// shows) to that position; nothing when no row is selected.
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        let inset = adjustedContentInset
        let visible = CGRect(x: bounds.minX, y: bounds.minY + inset.top, width: bounds.width,
                             height: max(bounds.height - inset.top - inset.bottom, 0))
        let anchor = switch scrollPosition {
        case .top: visible.minY
        case .bottom: visible.maxY
        case .middle, .none: visible.midY
        }
        let nearest = selectedIndexPaths.compactMap { indexPath in rowRect(indexPath).map { (indexPath, $0) } }
            .min { abs($0.1.midY - anchor) < abs($1.1.midY - anchor) }
        guard let (indexPath, _) = nearest else { return }
        scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Editing

    /// Whether the table is in editing mode.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode: each row's cell shows the editing control its delegate's
    /// `editingStyleForRowAt` asks for (rows the data source's `canEditRowAt` refuses show none),
    /// and the reorder control where `canMoveRowAt` allows.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        editingStorage = editing
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            configureEditing(cell, at: indexPath, animated: animated)
        }
    }

    // MARK: - Flipbook addition

    /// Does what a user's tap on the row does in UIKit, for demos, scripts and tests: asks
    /// `shouldHighlightRowAt`, highlights and unhighlights the cell, then `willSelectRowAt` (which
    /// may redirect or refuse), deselects the others (`willDeselectRowAt`/`didDeselectRowAt`,
    /// unless multiple selection is on), selects the row and calls `didSelectRowAt`, posts
    /// `selectionDidChangeNotification`, then performs the row's primary action
    /// (`canPerformPrimaryActionForRowAt`, `performPrimaryActionForRowAt`). With multiple
    /// selection, a selected row is deselected instead. While editing, the `…DuringEditing`
    /// settings decide.
    public func userDidTapRow(at indexPath: IndexPath) {
        layoutIfNeeded()
        let multiple = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        let selects = isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
        guard selects, isValid(indexPath) else { return }
        let delegate = self.delegate as? UITableViewDelegate
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        visibleCellsByIndexPath[indexPath]?.setHighlighted(true, animated: false)
        delegate?.tableView(self, didHighlightRowAt: indexPath)
        visibleCellsByIndexPath[indexPath]?.setHighlighted(false, animated: false)
        delegate?.tableView(self, didUnhighlightRowAt: indexPath)
        if multiple, selectedIndexPaths.contains(indexPath) {
            guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath else { return }
            setSelected(false, at: target, animated: false)
            delegate?.tableView(self, didDeselectRowAt: target)
            NotificationCenter.default.post(name: Self.selectionDidChangeNotification, object: self)
            return
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath,
              isValid(target) else { return }
        let extending = multiple && !selectedIndexPaths.isEmpty
        if !multiple {
            for selected in selectedIndexPaths where selected != target {
                let deselected = delegate.map { $0.tableView(self, willDeselectRowAt: selected) } ?? selected
                guard let deselected else { continue }
                setSelected(false, at: deselected, animated: false)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        setSelected(true, at: target, animated: false)
        delegate?.tableView(self, didSelectRowAt: target)
        NotificationCenter.default.post(name: Self.selectionDidChangeNotification, object: self)
        // UIKit docs: a primary action follows the selection of a single row that does not
        // extend a selection, and not while editing.
        if !extending, !isEditing, let delegate, delegate.tableView(self, canPerformPrimaryActionForRowAt: target) {
            delegate.tableView(self, performPrimaryActionForRowAt: target)
        }
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
