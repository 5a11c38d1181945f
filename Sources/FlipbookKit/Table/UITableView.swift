//  UITableView.swift — FlipbookKit
//  Mirrors UIKit.UITableView: sections of rows in the plain, grouped and inset-grouped styles,
//  cells it recycles, self-sizing rows, headers and footers, selection. Status: partial (no
//  editing, batch updates or row animations, index titles, diffable data sources, prefetching;
//  plain-style headers do not stay pinned while scrolling; no separators under empty space).

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

    /// UIKit docs: "a constant representing the default value for a given dimension".
    public static let automaticDimension: CGFloat = -1

    public let style: Style

    /// The object that supplies the rows; setting it reloads them.
    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }

    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRows() } }
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRows() } }
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateRows() } }

    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    open var separatorInset = UIEdgeInsets(top: 0, left: UITableViewCell.standardMargin, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false

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
    private var reuseQueues: [String: [UITableViewCell]] = [:]
    private var reportedIdentifiers: Set<String> = []
    private var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
    private var visibleHeaders: [Int: UIView] = [:], visibleFooters: [Int: UIView] = [:]
    private var selectedIndexPaths: [IndexPath] = []

    /// Every row's and section's place, worked out once per reload or width.
    private var geometry: Geometry?
    private var isMeasuringRows = false
    private struct Geometry {
        var width: CGFloat
        var sections: [Section]
        var contentHeight: CGFloat
    }
    private struct Section {
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
        for view in Array(visibleHeaders.values) + Array(visibleFooters.values) { view.removeFromSuperview() }
        visibleHeaders = [:]
        visibleFooters = [:]
        selectedIndexPaths = []
        invalidateRows()
    }

    private func invalidateRows() {
        geometry = nil
        setNeedsLayout()
    }

    // MARK: Geometry

    /// Works out every row's rectangle, in content coordinates, for the current width.
    private func prepareGeometryIfNeeded() {
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
                                              hasView: delegate?.tableView(self, viewForHeaderInSection: section) != nil)
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
                                              hasView: delegate?.tableView(self, viewForFooterInSection: section) != nil)
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
    private func resolvedHeight(_ given: CGFloat, title: String?, header: Bool, first: Bool, hasView: Bool) -> CGFloat {
        if given != Self.automaticDimension && given >= 0 { return given }
        if hasView { return header ? 28 : 0 }
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

    private func rowRect(_ indexPath: IndexPath) -> CGRect? {
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

    private func updateVisibleRows() {
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

    private func bringOnScreen(_ indexPath: IndexPath) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let cell = ViewAnimationStack.with(NoAnimationRecorder()) { () -> UITableViewCell in
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
            cell.setHighlighted(false, animated: false)
            return cell
        }
        visibleCellsByIndexPath[indexPath] = cell
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        (delegate as? UITableViewDelegate)?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    private func takeOffScreen(_ cell: UITableViewCell, at indexPath: IndexPath) {
        visibleCellsByIndexPath[indexPath] = nil
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
            views.removeValue(forKey: s)?.removeFromSuperview()
            return
        }
        let view: UIView
        if let shown = views[s] {
            view = shown
        } else if let made = custom() {
            view = made
        } else if let title {
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

    // MARK: - Flipbook addition

    /// Does what a user's tap on the row does in UIKit, for demos, scripts and tests: asks
    /// `shouldHighlightRowAt`, highlights and unhighlights the cell, then `willSelectRowAt` (which
    /// may redirect or refuse), deselects the others (`willDeselectRowAt`/`didDeselectRowAt`,
    /// unless multiple selection is on), selects the row and calls `didSelectRowAt`. With
    /// multiple selection, a selected row is deselected instead.
    public func userDidTapRow(at indexPath: IndexPath) {
        layoutIfNeeded()
        guard allowsSelection, isValid(indexPath) else { return }
        let delegate = self.delegate as? UITableViewDelegate
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        visibleCellsByIndexPath[indexPath]?.setHighlighted(true, animated: false)
        delegate?.tableView(self, didHighlightRowAt: indexPath)
        visibleCellsByIndexPath[indexPath]?.setHighlighted(false, animated: false)
        delegate?.tableView(self, didUnhighlightRowAt: indexPath)
        if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
            guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath else { return }
            setSelected(false, at: target, animated: false)
            delegate?.tableView(self, didDeselectRowAt: target)
            return
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath,
              isValid(target) else { return }
        if !allowsMultipleSelection {
            for selected in selectedIndexPaths where selected != target {
                let deselected = delegate.map { $0.tableView(self, willDeselectRowAt: selected) } ?? selected
                guard let deselected else { continue }
                setSelected(false, at: deselected, animated: false)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        setSelected(true, at: target, animated: false)
        delegate?.tableView(self, didSelectRowAt: target)
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
