//  UICollectionView.swift — FlipbookKit
//  Mirrors UIKit.UICollectionView. Status: partial (no diffable data sources, drag and drop, focus or nibs;
//  extension members are not overridable). Updates, layout changes and reordering are in their own files.

import Foundation

/// A scrolling view that shows items placed by a layout, with cells it recycles.
///
/// As on iOS: the data source says how many items there are and makes each cell with
/// `dequeueReusableCell(withReuseIdentifier:for:)`; the layout says where each goes; every
/// layout pass (`layoutSubviews`) shows the cells whose frames meet the bounds, takes the
/// others off screen into reuse queues, and scrolling — moving `bounds.origin` — asks for one.
/// Until a layout pass has run, no cells are visible and `cellForItem(at:)` returns nil.
///
/// ```swift
/// let layout = UICollectionViewFlowLayout()
/// layout.itemSize = CGSize(width: 120, height: 120)
/// let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
/// collectionView.register(ImageCell.self, forCellWithReuseIdentifier: "ImageCell")
/// collectionView.dataSource = self
/// collectionView.delegate = self
/// ```
open class UICollectionView: UIScrollView {
    /// The layout placing the items.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard oldValue !== collectionViewLayout else { return }
            if oldValue.collectionViewStorage === self { oldValue.collectionViewStorage = nil }
            collectionViewLayout.collectionViewStorage = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// The object that supplies the items; setting it reloads them.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// Whether the user can select items (default true).
    open var allowsSelection = true
    /// Whether the user can select several items at once (default false).
    open var allowsMultipleSelection = false

    /// The object told ahead of time which items will come on screen (see `isPrefetchingEnabled`).
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching? {
        didSet { prefetchedIndexPaths = [] }
    }
    /// Whether the prefetch data source is told about items a screen ahead of the scrolling (default true).
    open var isPrefetchingEnabled = true
    /// The items the prefetch data source was told about and that have not come on screen yet.
    var prefetchedIndexPaths: Set<IndexPath> = []
    /// The bounds the last prefetch looked ahead from.
    var lastPrefetchBounds: CGRect?

    /// Whether the collection view is in editing mode (default false): its cells' configuration
    /// state says so for items the delegate lets edit, and the selection rules are the editing ones.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for cell in visibleCellsByIndexPath.values { cell.setNeedsUpdateConfiguration() }
        }
    }
    /// Whether the user can select items while editing (default false).
    open var allowsSelectionDuringEditing = false
    /// Whether the user can select several items while editing (default false).
    open var allowsMultipleSelectionDuringEditing = false

    /// The object that provides items to drag. Flipbook: stored, never asked — no drag and drop here.
    open weak var dragDelegate: UICollectionViewDragDelegate?
    /// The object that accepts drops. Flipbook: stored, never asked — no drag and drop here.
    open weak var dropDelegate: UICollectionViewDropDelegate?
    /// Whether items can be dragged (default false, as on iPhone). Flipbook: stored only.
    open var dragInteractionEnabled = false
    /// How soon items make way for a drop (default `.immediate`). Flipbook: stored only.
    open var reorderingCadence: ReorderingCadence = .immediate

    /// Whether focus selects the focused item (default false). Flipbook: stored only — no focus engine.
    open var selectionFollowsFocus = false
    /// Whether items can take keyboard focus (default false, as without a keyboard). Flipbook: stored only.
    open var allowsFocus = false
    /// Whether items can take focus while editing (default false). Flipbook: stored only.
    open var allowsFocusDuringEditing = false
    /// Whether focus returns to the item last focused (default false). Flipbook: stored only.
    open var remembersLastFocusedIndexPath = false

    /// How cells that size themselves invalidate the layout (default `.enabled`). Flipbook:
    /// stored only — no Flipbook layout sizes cells from their content.
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled

    /// A view behind every cell, resized to fill the collection view (nil by default).
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let view = backgroundView {
                view.frame = CGRect(origin: bounds.origin, size: bounds.size)
                insertSubview(view, at: 0)
            }
        }
    }

    // Cells: what to make them from, the ones on screen, the ones waiting to be reused.
    private var cellClasses: [String: AnyClass] = [:]
    private var reuseQueues: [String: [UICollectionViewCell]] = [:]
    private var reportedIdentifiers: Set<String> = []
    var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]

    // Supplementary and decoration views: classes by kind and identifier, those on screen, those waiting.
    var supplementaryClasses: [SupplementaryKey: AnyClass] = [:]
    var reusableViewQueues: [SupplementaryKey: [UICollectionReusableView]] = [:]
    var visibleSupplementaryViews: [ElementKey: UICollectionReusableView] = [:]
    var visibleDecorationViews: [ElementKey: UICollectionReusableView] = [:]

    /// Views animating away after an update or a layout change; removed when their animation ends.
    var disappearingViews: [UICollectionReusableView] = []

    /// The batch being recorded by `performBatchUpdates(_:completion:)`, and the one being animated
    /// (which the layout's default initial and final attributes read).
    var pendingUpdate: _CollectionUpdateRecorder?
    var currentUpdate: _CollectionUpdate?
    /// The cell `reconfigureItems(at:)` is asking the data source about: a dequeue returns it.
    var reconfiguringCell: (indexPath: IndexPath, cell: UICollectionViewCell)?
    /// The reorder the user is making, between `beginInteractiveMovementForItem(at:)` and its end.
    var interactiveMovement: _InteractiveMovement?
    /// The interactive change of layout in progress.
    var interactiveLayoutTransition: _InteractiveLayoutTransition?

    /// Selected items, oldest first.
    var selectedIndexPathsStorage: [IndexPath] = []

    /// Item counts per section, read from the data source once per reload.
    private var itemCountsStorage: [Int]?

    // Layout-pass bookkeeping.
    private var layoutNeedsPrepare = true
    private var isInLayoutPass = false
    private var lastLayoutBounds: CGRect?
    /// The bounds the layout was last asked about (`shouldInvalidateLayout(forBoundsChange:)`).
    private var boundsAskedAbout: CGRect?

    /// A collection view of `frame` whose items `layout` places.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionViewStorage = self
    }

    /// Flipbook: there are no nibs to decode; this makes an empty collection view with a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionViewStorage = self
    }

    // MARK: Cells

    /// Says which class to make cells from for `identifier` (nil forgets the identifier).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
        reportedIdentifiers.remove(identifier)
    }

    /// Registers `cellClass` for `identifier` unless it already is.
    func registerIfNeeded(_ cellClass: AnyClass, forCellWithReuseIdentifier identifier: String) {
        if cellClasses[identifier] == nil { cellClasses[identifier] = cellClass }
    }

    /// A cell for `indexPath`: one waiting in the reuse queue of `identifier` (after its
    /// `prepareForReuse()`), else a new one of the registered class made with `init(frame:)` of the
    /// item's frame (as on iOS); either way placed and sized for the item.
    ///
    /// Flipbook: an identifier with no registered class (UIKit throws) is reported as a
    /// diagnostic, and a plain `UICollectionViewCell` stands in so the scene keeps running.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let reconfiguring = reconfiguringCell, reconfiguring.indexPath == indexPath { return reconfiguring.cell }
        let cell: UICollectionViewCell
        let attributes = layoutAttributesForItem(at: indexPath)
        if var queue = reuseQueues[identifier], !queue.isEmpty {
            cell = queue.removeLast()
            reuseQueues[identifier] = queue
            cell.prepareForReuse()
        } else {
            cell = makeCell(withReuseIdentifier: identifier, frame: attributes?.frame ?? .zero)
        }
        if let attributes {
            ViewAnimationStack.with(NoAnimationRecorder()) { applyGeometry(of: attributes, to: cell) }
        }
        return cell
    }

    /// A new cell of the class registered for `identifier`, made with `frame`, its item's frame:
    /// as on iOS, `init(frame:)` sees the item's size, so subviews placed from the bounds there fit.
    private func makeCell(withReuseIdentifier identifier: String, frame: CGRect) -> UICollectionViewCell {
        let cell: UICollectionViewCell
        if let cellType = cellClasses[identifier] as? UICollectionViewCell.Type {
            cell = cellType.init(frame: frame)
        } else {
            if !reportedIdentifiers.contains(identifier) {
                reportedIdentifiers.insert(identifier)
                let problem = cellClasses[identifier].map { "the class registered for it, \($0), is not a UICollectionViewCell subclass" }
                    ?? "no class is registered for it"
                Diagnostics.report(
                    "UICollectionView: could not dequeue a cell with identifier \"\(identifier)\": \(problem). "
                        + "Call register(_:forCellWithReuseIdentifier:) with your cell class before reloading "
                        + "(Flipbook has no storyboard prototype cells); showing a plain UICollectionViewCell instead.",
                    near: self)
            }
            cell = UICollectionViewCell(frame: frame)
        }
        cell.reuseIdentifierStorage = identifier
        return cell
    }

    /// Forgets the items and their cells, and the selection; they are asked for again on the next layout pass.
    open func reloadData() {
        itemCountsStorage = nil
        for indexPath in selectedIndexPathsStorage { visibleCellsByIndexPath[indexPath]?.isSelected = false }
        selectedIndexPathsStorage = []
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            takeOffScreen(cell, at: indexPath)
        }
        for key in visibleSupplementaryViews.keys.sorted() { takeSupplementaryOffScreen(at: key) }
        for key in visibleDecorationViews.keys.sorted() { takeDecorationOffScreen(at: key) }
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    // MARK: The layout pass

    /// The layout places items within the adjusted insets: new insets (the safe area seen) lay
    /// them out again — at the next pass when they changed while the layout was being computed.
    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        if isInLayoutPass {
            insetsChangedInLayoutPass = true
        } else {
            collectionViewLayout.invalidateLayout()
        }
        setNeedsLayout()
    }

    private var insetsChangedInLayoutPass = false

    /// New bounds are put to the layout as they are set, while `bounds` still reads the old
    /// ones, as UIKit does — layouts measure a scroll as `newBounds` less `collectionView.bounds`
    /// (UIKit's springy-layout idiom); its invalidation context comes once they are set.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let invalidates = lastLayoutBounds != nil && !isInLayoutPass && newValue != super.bounds
                && newValue != boundsAskedAbout && layoutShouldInvalidate(forBoundsChange: newValue)
            super.bounds = newValue
            if invalidates { collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(forBoundsChange: newValue)) }
        }
    }

    private func layoutShouldInvalidate(forBoundsChange newBounds: CGRect) -> Bool {
        boundsAskedAbout = newBounds
        return collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    /// Brings the layout up to date and shows exactly the cells whose frames meet the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if insetsChangedInLayoutPass {
            insetsChangedInLayoutPass = false
            collectionViewLayout.invalidateLayout()
        }
        isInLayoutPass = true
        defer { isInLayoutPass = false }
        // A resize inside an animation block is an animated bounds change, which the layout hears about.
        let animatedBoundsChange = lastLayoutBounds.flatMap { $0.size != bounds.size && UIView.inheritedAnimationDuration > 0 ? $0 : nil }
        // New bounds not set through `bounds` (a new frame) are put to the layout here.
        if let last = lastLayoutBounds, last != bounds, boundsAskedAbout != bounds, layoutShouldInvalidate(forBoundsChange: bounds) {
            collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(forBoundsChange: bounds))
        }
        lastLayoutBounds = bounds
        boundsAskedAbout = bounds
        prepareLayoutIfNeeded()
        if let animatedBoundsChange { collectionViewLayout.prepare(forAnimatedBoundsChange: animatedBoundsChange) }
        backgroundView?.frame = bounds
        updateVisibleCells()
        if animatedBoundsChange != nil { collectionViewLayout.finalizeAnimatedBoundsChange() }
    }

    /// Called by the layout's `invalidateLayout(with:)`: prepare it again on the next pass.
    func collectionViewLayoutDidInvalidate() {
        layoutNeedsPrepare = true
        if !isInLayoutPass { setNeedsLayout() }
    }

    /// Runs the layout's `prepare()` if it was invalidated, and takes the content size from it.
    func prepareLayoutIfNeeded() {
        guard layoutNeedsPrepare else { return }
        layoutNeedsPrepare = false
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// What the layout puts in `rect`, sorted by kind: the cells of existing items, the
    /// supplementary views of existing sections, and decoration views.
    func elements(in rect: CGRect) -> (cells: [IndexPath: UICollectionViewLayoutAttributes],
                                       supplementary: [ElementKey: UICollectionViewLayoutAttributes],
                                       decoration: [ElementKey: UICollectionViewLayoutAttributes]) {
        var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var supplementary: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        var decoration: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
        where Self.overlaps(attributes.frame, rect) {
            switch attributes.representedElementCategory {
            case .cell:
                if isValid(attributes.indexPath) { cells[attributes.indexPath] = attributes }
                if let movement = interactiveMovement, attributes.indexPath == movement.current {
                    // The item being reordered follows the finger.
                    cells[movement.current] = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
                        at: movement.current, withTargetPosition: movement.position)
                }
            case .supplementaryView:
                guard let kind = attributes.representedElementKind, attributes.indexPath.count >= 1,
                      attributes.indexPath[0] < numberOfSections else { continue }
                supplementary[ElementKey(kind: kind, indexPath: attributes.indexPath)] = attributes
            case .decorationView:
                guard let kind = attributes.representedElementKind else { continue }
                decoration[ElementKey(kind: kind, indexPath: attributes.indexPath)] = attributes
            }
        }
        return (cells, supplementary, decoration)
    }

    /// Shows exactly the cells, supplementary and decoration views whose frames meet the bounds.
    func updateVisibleCells() {
        let wanted = elements(in: bounds)
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) where wanted.cells[indexPath] == nil {
            takeOffScreen(cell, at: indexPath)
        }
        for key in visibleSupplementaryViews.keys.sorted() where wanted.supplementary[key] == nil {
            takeSupplementaryOffScreen(at: key)
        }
        for key in visibleDecorationViews.keys.sorted() where wanted.decoration[key] == nil {
            takeDecorationOffScreen(at: key)
        }
        for (key, attributes) in wanted.decoration.sorted(by: { $0.key < $1.key }) {
            if let view = visibleDecorationViews[key] {
                applyGeometry(of: attributes, to: view)
                view.apply(attributes)
            } else {
                bringDecorationOnScreen(at: key, with: attributes)
            }
        }
        for (indexPath, attributes) in wanted.cells.sorted(by: { $0.key < $1.key }) {
            if let cell = visibleCellsByIndexPath[indexPath] {
                applyGeometry(of: attributes, to: cell)
                cell.apply(attributes)
            } else {
                bringOnScreen(itemAt: indexPath, with: attributes)
            }
        }
        for (key, attributes) in wanted.supplementary.sorted(by: { $0.key < $1.key }) {
            if let view = visibleSupplementaryViews[key] {
                applyGeometry(of: attributes, to: view)
                view.apply(attributes)
            } else {
                bringSupplementaryOnScreen(at: key, with: attributes)
            }
        }
        prefetchItemsAhead()
    }

    @discardableResult
    func bringOnScreen(itemAt indexPath: IndexPath, with attributes: UICollectionViewLayoutAttributes) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        if cell.reuseIdentifier == nil {
            Diagnostics.report(
                "UICollectionView: the cell returned from collectionView(_:cellForItemAt:) for \(indexPath) has no "
                    + "reuseIdentifier; cells must come from dequeueReusableCell(withReuseIdentifier:for:). It is shown but never reused.",
                near: self)
        }
        ViewAnimationStack.with(NoAnimationRecorder()) {
            applyGeometry(of: attributes, to: cell)
            cell.isSelected = selectedIndexPathsStorage.contains(indexPath)
            cell.isHighlighted = false
        }
        cell.apply(attributes)
        visibleCellsByIndexPath[indexPath] = cell
        if cell.superview !== self { addSubview(cell) }
        (delegate as? UICollectionViewDelegate)?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        return cell
    }

    func takeOffScreen(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        visibleCellsByIndexPath[indexPath] = nil
        cell.removeFromSuperview()
        enqueue(cell)
        (delegate as? UICollectionViewDelegate)?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    /// Puts a view taken off screen in the reuse queue of its identifier.
    func enqueue(_ view: UICollectionReusableView) {
        if let cell = view as? UICollectionViewCell {
            if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
        } else if let key = view.reuseKey {
            reusableViewQueues[key, default: []].append(view)
        }
    }

    /// Sets what UIKit's `apply(_:)` of layout attributes sets on any reusable view.
    func applyGeometry(of attributes: UICollectionViewLayoutAttributes, to cell: UICollectionReusableView) {
        cell.bounds = CGRect(origin: cell.bounds.origin, size: attributes.size)
        cell.center = attributes.center
        if CATransform3DIsAffine(attributes.transform3D) {
            cell.transform = attributes.transform
        } else {
            cell.transform3D = attributes.transform3D
        }
        cell.alpha = attributes.alpha
        cell.isHidden = attributes.isHidden
        cell.layer.zPosition = CGFloat(attributes.zIndex)
    }

    /// Whether two rectangles share some area (touching edges do not count).
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    // MARK: Items

    /// The number of sections, from the data source (0 without one).
    open var numberOfSections: Int { itemCounts.count }

    /// The number of items in `section`, from the data source (0 for a section that does not exist).
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = itemCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The counts per section as the collection view knows them (asked of the data source if not yet).
    var itemCountsSnapshot: [Int] { itemCounts }

    /// Forgets the counts: the data source is asked again.
    func resetItemCounts() { itemCountsStorage = nil }

    /// Shows `counts` until the next reset (an interactive movement across sections).
    func overrideItemCounts(_ counts: [Int]) { itemCountsStorage = counts }

    /// The bounds of the last layout pass, nil before the first.
    var lastLayoutBoundsIfLaidOut: CGRect? { lastLayoutBounds }

    private var itemCounts: [Int] {
        if let itemCountsStorage { return itemCountsStorage }
        var counts: [Int] = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            counts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        }
        itemCountsStorage = counts
        return counts
    }

    /// Whether `indexPath` names an existing item.
    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// The cell showing the item at `indexPath`, or nil when the item is not on screen.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleCellsByIndexPath[indexPath]
    }

    /// The cells on screen (in index-path order).
    open var visibleCells: [UICollectionViewCell] {
        visibleCellsByIndexPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the items on screen (in order).
    open var indexPathsForVisibleItems: [IndexPath] {
        visibleCellsByIndexPath.keys.sorted()
    }

    /// The index path of a cell on screen, or nil.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The item whose frame contains `point` (in the collection view's coordinates, which are
    /// content coordinates), on screen or not; the front-most one if frames overlap.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) && isValid($0.indexPath) }
            .max { ($0.zIndex, $0.indexPath) < ($1.zIndex, $1.indexPath) }?
            .indexPath
    }

    /// The layout's attributes for the item at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }
}

extension UICollectionView {
    /// The direction a collection view's content scrolls in.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// The kind of element layout attributes describe.
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// A supplementary or decoration view's place: its kind and index path.
    struct ElementKey: Hashable, Comparable {
        var kind: String
        var indexPath: IndexPath
        static func < (a: ElementKey, b: ElementKey) -> Bool { (a.indexPath, a.kind) < (b.indexPath, b.kind) }
    }

    /// What a supplementary or decoration view is registered and reused under.
    struct SupplementaryKey: Hashable {
        var category: ElementCategory
        var kind: String
        var identifier: String
    }
}
