//  UICollectionViewFlowLayout.swift — FlipbookKit
//  Mirrors UIKit.UICollectionViewFlowLayout. Status: partial (estimatedItemSize is ignored: cells do not size themselves; line alignment follows UIKit's observed behaviour, see below).

import Foundation

/// A layout that flows items into lines (rows when scrolling vertically, columns when
/// scrolling horizontally), section after section.
///
/// How a line is filled and aligned (vertical scrolling; horizontal swaps the axes):
/// - A line takes as many items as fit across the width left by the section insets (and the
///   collection view's content insets) with at least `minimumInteritemSpacing` between them.
/// - A full line is justified: its first item touches the left inset, its last the right inset,
///   and the spare width is shared evenly between the items.
/// - The last line of a section that has several lines is not stretched: it starts at the left
///   inset and reuses the previous line's spacing, so a grid's last items line up with the
///   columns above (a lone last item sits at the left).
/// - A section whose items all fit on one line is justified like a full line; a single item
///   alone in its section is centred — UIKit's well-known quirk.
/// - Items shorter than their line are centred in it across the line.
/// - An empty section still takes up its top and bottom insets.
/// - A section's header (`headerReferenceSize`, or the delegate's size) comes before its top
///   inset and spans the collection view across the scrolling; its footer comes after the bottom
///   inset. A zero height (width when scrolling horizontally) means none. With
///   `sectionHeadersPinToVisibleBounds` a header stays at the top of the visible area while its
///   section's items pass under it, pushed away by the section's end (footers likewise at the bottom).
///
/// Each size and spacing comes from the collection view's delegate when it conforms to
/// `UICollectionViewDelegateFlowLayout`, else from these properties.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What a section's insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        /// The content inset (the default).
        case fromContentInset
        /// The safe area.
        case fromSafeArea
        /// The layout margins.
        case fromLayoutMargins
    }

    /// A value for `estimatedItemSize` asking cells to size themselves.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The size of every item (default 50×50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The least space between lines (default 10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items on a line (default 10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space around each section's items (default zero).
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// The scrolling direction (default vertical).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of each section's header: its height when scrolling vertically, its width when
    /// scrolling horizontally (the other side spans the collection view). Zero (the default) means none.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of each section's footer, as `headerReferenceSize`.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// What `sectionInset` is measured from (default the content inset).
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// Whether headers stay at the top of the visible area while their section scrolls (default false).
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether footers stay at the bottom of the visible area while their section scrolls (default false).
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Flipbook: self-sizing cells are not supported; this is stored and ignored, and items use `itemSize`.
    open var estimatedItemSize: CGSize = .zero

    /// The layout as last computed; nil when it must be computed again.
    private var cache: FlowLayoutCache?

    public override init() {
        super.init()
    }

    /// Flipbook: there are no nibs to decode; this makes a flow layout with the defaults.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func prepare() {
        super.prepare()
        if cache == nil { cache = computeLayout() }
    }

    open override var collectionViewContentSize: CGSize { currentLayout.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let layout = currentLayout
        var result = layout.sections.flatMap { $0 }.filter { $0.frame.intersects(rect) }.map { $0.copy() as! UICollectionViewLayoutAttributes }
        for section in layout.sections.indices {
            for attributes in [supplementary(UICollectionView.elementKindSectionHeader, section, in: layout),
                               supplementary(UICollectionView.elementKindSectionFooter, section, in: layout)]
            where attributes != nil && attributes!.frame.intersects(rect) {
                result.append(attributes!)
            }
        }
        return result
    }

    /// The section's header (`UICollectionView.elementKindSectionHeader`) or footer, at `IndexPath(item: 0, section:)`.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        return supplementary(elementKind, indexPath.section, in: currentLayout)
    }

    /// A header's or footer's attributes, pinned to the visible bounds when asked to.
    private func supplementary(_ kind: String, _ section: Int, in layout: FlowLayoutCache) -> UICollectionViewLayoutAttributes? {
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        guard isHeader || kind == UICollectionView.elementKindSectionFooter, layout.headers.indices.contains(section),
              let stored = isHeader ? layout.headers[section] : layout.footers[section],
              let attributes = stored.copy() as? UICollectionViewLayoutAttributes else { return nil }
        let pins = isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds
        guard pins, let collectionView else { return attributes }
        let vertical = scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        let visible = collectionView.bounds
        let (start, end) = layout.pinRanges[section]
        var frame = attributes.frame
        if vertical {
            frame.origin.y = isHeader ? min(max(frame.minY, visible.minY + inset.top), end - frame.height)
                                      : max(min(frame.minY, visible.maxY - inset.bottom - frame.height), start)
        } else {
            frame.origin.x = isHeader ? min(max(frame.minX, visible.minX + inset.left), end - frame.width)
                                      : max(min(frame.minX, visible.maxX - inset.right - frame.width), start)
        }
        if frame != attributes.frame { attributes.zIndex = Self.pinnedZIndex }
        attributes.frame = frame
        return attributes
    }

    /// Headers and footers sit above the items; pinned ones above everything.
    private static let supplementaryZIndex = 10
    private static let pinnedZIndex = 1024

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let sections = currentLayout.sections
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section][indexPath.item].copy() as? UICollectionViewLayoutAttributes
    }

    open override func invalidateLayout() {
        cache = nil
        super.invalidateLayout()
    }

    /// True when the bounds' size differs from the size the layout was computed for, or, with
    /// pinned headers or footers, whenever the bounds move.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cache else { return true }
        return newBounds.size != cache.boundsSize || sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    /// A move of the bounds invalidates only the pinned headers and footers; a new size, everything.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        guard let cache, newBounds.size == cache.boundsSize else { return super.invalidationContext(forBoundsChange: newBounds) }
        let context = makeInvalidationContext()
        let sections = cache.headers.indices.map { IndexPath(item: 0, section: $0) }
        if sectionHeadersPinToVisibleBounds { context.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader, at: sections) }
        if sectionFootersPinToVisibleBounds { context.invalidateSupplementaryElements(ofKind: UICollectionView.elementKindSectionFooter, at: sections) }
        return context
    }

    // MARK: Computing the layout

    private var currentLayout: FlowLayoutCache {
        if let cache { return cache }
        let computed = computeLayout()
        cache = computed
        return computed
    }

    /// Lays out every section: lines stack along the scrolling axis ("cross"), items flow
    /// along the other ("main"). Vertical scrolling: main = x, cross = y.
    private func computeLayout() -> FlowLayoutCache {
        guard let collectionView else {
            return FlowLayoutCache(sections: [], headers: [], footers: [], pinRanges: [], contentSize: .zero, boundsSize: .zero)
        }
        let vertical = scrollDirection == .vertical
        let flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let contentInset = collectionView.adjustedContentInset
        let viewport = collectionView.bounds.size
        let mainLength = vertical ? viewport.width - contentInset.left - contentInset.right
                                  : viewport.height - contentInset.top - contentInset.bottom
        // Section insets measured from the safe area or the margins start that much further in.
        let reference: UIEdgeInsets
        switch sectionInsetReference {
        case .fromContentInset: reference = .zero
        case .fromSafeArea: reference = collectionView.safeAreaInsets
        case .fromLayoutMargins: reference = collectionView.layoutMargins
        }
        let extraStart = vertical ? max(0, reference.left - contentInset.left) : max(0, reference.top - contentInset.top)
        let extraEnd = vertical ? max(0, reference.right - contentInset.right) : max(0, reference.bottom - contentInset.bottom)

        var sections: [[UICollectionViewLayoutAttributes]] = []
        var headers: [UICollectionViewLayoutAttributes?] = []
        var footers: [UICollectionViewLayoutAttributes?] = []
        var pinRanges: [(CGFloat, CGFloat)] = []
        /// A header or footer of `length` along the scrolling at `cross`, spanning the collection view.
        func band(_ kind: String, _ section: Int, _ size: CGSize, at cross: CGFloat) -> UICollectionViewLayoutAttributes? {
            let length = vertical ? size.height : size.width
            guard length > 0 else { return nil }
            let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
            a.frame = vertical ? CGRect(x: 0, y: cross, width: mainLength, height: length)
                               : CGRect(x: cross, y: 0, width: length, height: mainLength)
            a.zIndex = Self.supplementaryZIndex
            return a
        }
        var cross: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let headerSize = flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
            let footerSize = flowDelegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
            let sectionStart = cross
            let header = band(UICollectionView.elementKindSectionHeader, section, headerSize, at: cross)
            headers.append(header)
            if let header { cross += vertical ? header.size.height : header.size.width }
            var inset = flowDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            if vertical { inset.left += extraStart; inset.right += extraEnd } else { inset.top += extraStart; inset.bottom += extraEnd }
            let lineSpacing = flowDelegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let interitem = flowDelegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
            let (mainStart, mainEnd) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            let (crossStart, crossEnd) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            let available = mainLength - mainStart - mainEnd

            // Each item's size as (main, cross).
            let count = collectionView.numberOfItems(inSection: section)
            let sizes: [(main: CGFloat, cross: CGFloat)] = (0..<count).map { item in
                let size = flowDelegate?.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
                return vertical ? (size.width, size.height) : (size.height, size.width)
            }
            let lines = Self.breakIntoLines(sizes.map(\.main), available: available, spacing: interitem)

            var attributes: [UICollectionViewLayoutAttributes] = []
            cross += crossStart
            var previousGap: CGFloat?
            for (lineIndex, line) in lines.enumerated() {
                let lineSizes = sizes[line]
                let lineCross = lineSizes.map(\.cross).max() ?? 0
                let isLastOfSeveral = lineIndex == lines.count - 1 && lines.count > 1
                let (start, gap) = Self.placement(of: lineSizes.map(\.main), available: available, minimumGap: interitem,
                                                  isLastOfSeveral: isLastOfSeveral, previousGap: previousGap)
                previousGap = line.count > 1 ? gap : nil
                var main = mainStart + start
                for item in line {
                    let size = sizes[item]
                    let itemCross = cross + (lineCross - size.cross) / 2
                    let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                    a.frame = vertical ? CGRect(x: main, y: itemCross, width: size.main, height: size.cross)
                                       : CGRect(x: itemCross, y: main, width: size.cross, height: size.main)
                    attributes.append(a)
                    main += size.main + gap
                }
                cross += lineCross
                if lineIndex < lines.count - 1 { cross += lineSpacing }
            }
            cross += crossEnd
            sections.append(attributes)
            pinRanges.append((sectionStart + (header.map { vertical ? $0.size.height : $0.size.width } ?? 0), cross))
            let footer = band(UICollectionView.elementKindSectionFooter, section, footerSize, at: cross)
            footers.append(footer)
            if let footer { cross += vertical ? footer.size.height : footer.size.width }
        }
        let contentSize = vertical ? CGSize(width: mainLength, height: cross) : CGSize(width: cross, height: mainLength)
        return FlowLayoutCache(sections: sections, headers: headers, footers: footers, pinRanges: pinRanges,
                               contentSize: contentSize, boundsSize: viewport)
    }

    /// Greedy line breaking: a line takes items while they fit `available` with `spacing`
    /// between them; a line always takes at least one item, however long.
    private static func breakIntoLines(_ lengths: [CGFloat], available: CGFloat, spacing: CGFloat) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        while start < lengths.count {
            var end = start + 1
            var used = lengths[start]
            while end < lengths.count, used + spacing + lengths[end] <= available + lineFitTolerance {
                used += spacing + lengths[end]
                end += 1
            }
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    /// Where a line's first item starts (from the main-axis inset) and the gap between its items.
    private static func placement(of lengths: [CGFloat], available: CGFloat, minimumGap: CGFloat,
                                  isLastOfSeveral: Bool, previousGap: CGFloat?) -> (start: CGFloat, gap: CGFloat) {
        let total = lengths.reduce(0, +)
        let n = CGFloat(lengths.count)
        if isLastOfSeveral {
            // Keep the previous line's spacing when it still fits, so columns line up.
            if let previousGap, total + previousGap * (n - 1) <= available + lineFitTolerance { return (0, previousGap) }
            return (0, minimumGap)
        }
        if lengths.count == 1 {
            // A lone item is centred; one too long for the line starts at the inset.
            return (max(0, (available - total) / 2), minimumGap)
        }
        return (0, (available - total) / (n - 1))
    }

    /// Slack for floating-point sums when deciding whether items fit on a line.
    private static let lineFitTolerance: CGFloat = 1e-9
}

/// A flow layout's computed attributes, per section and item, and the sizes they were computed for.
private struct FlowLayoutCache {
    var sections: [[UICollectionViewLayoutAttributes]]
    var headers: [UICollectionViewLayoutAttributes?]
    var footers: [UICollectionViewLayoutAttributes?]
    /// Per section, along the scrolling: where its items' area starts (after the header) and ends (before the footer).
    var pinRanges: [(CGFloat, CGFloat)]
    var contentSize: CGSize
    var boundsSize: CGSize
}
