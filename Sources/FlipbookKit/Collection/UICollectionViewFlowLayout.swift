//  UICollectionViewFlowLayout.swift — FlipbookKit
//  Mirrors UIKit.UICollectionViewFlowLayout. Status: partial (no headers, footers or pinning; estimatedItemSize is ignored; line alignment follows UIKit's observed behaviour, see below).

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
///
/// Each size and spacing comes from the collection view's delegate when it conforms to
/// `UICollectionViewDelegateFlowLayout`, else from these properties.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the content scrolls in.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
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
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Flipbook: self-sizing cells are not supported; this is stored and ignored, and items use `itemSize`.
    open var estimatedItemSize: CGSize = .zero

    /// The layout as last computed; nil when it must be computed again.
    private var cache: FlowLayoutCache?

    public override init() {
        super.init()
    }

    open override func prepare() {
        super.prepare()
        if cache == nil { cache = computeLayout() }
    }

    open override var collectionViewContentSize: CGSize { currentLayout.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        currentLayout.sections.flatMap { $0 }.filter { $0.frame.intersects(rect) }.map { $0.copy() as! UICollectionViewLayoutAttributes }
    }

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

    /// True when the bounds' size differs from the size the layout was computed for.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let cache else { return true }
        return newBounds.size != cache.boundsSize
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
        guard let collectionView else { return FlowLayoutCache(sections: [], contentSize: .zero, boundsSize: .zero) }
        let vertical = scrollDirection == .vertical
        let flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let contentInset = collectionView.adjustedContentInset
        let viewport = collectionView.bounds.size
        let mainLength = vertical ? viewport.width - contentInset.left - contentInset.right
                                  : viewport.height - contentInset.top - contentInset.bottom

        var sections: [[UICollectionViewLayoutAttributes]] = []
        var cross: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let inset = flowDelegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
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
        }
        let contentSize = vertical ? CGSize(width: mainLength, height: cross) : CGSize(width: cross, height: mainLength)
        return FlowLayoutCache(sections: sections, contentSize: contentSize, boundsSize: viewport)
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
    var contentSize: CGSize
    var boundsSize: CGSize
}
