//  UICollectionViewTransitionLayout.swift — FlipbookKit
//  Mirrors UIKit.UICollectionViewTransitionLayout. Status: complete.

import Foundation

/// The layout a collection view uses during an interactive change of layout: every element
/// partway between where `currentLayout` and `nextLayout` put it, by `transitionProgress`.
///
/// `startInteractiveTransition(to:completion:)` installs one; the app drives
/// `transitionProgress` (from a gesture, say) and ends with `finishInteractiveTransition()` or
/// `cancelInteractiveTransition()`. Elements only one layout has fade in or out.
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: UICollectionViewLayout
    /// The layout the transition goes to.
    public let nextLayout: UICollectionViewLayout

    /// How far the transition has gone, 0 (current layout) to 1 (next layout); setting it lays the items out again.
    open var transitionProgress: CGFloat = 0 {
        didSet { if transitionProgress != oldValue { invalidateLayout() } }
    }

    private var animatedValues: [String: CGFloat] = [:]
    private var interpolated: [UICollectionViewLayoutAttributes] = []

    /// A transition from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = newLayout
        super.init()
    }

    /// Flipbook: there are no nibs to decode.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Keeps a value of your own that follows the transition (read it back in your layout code).
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
    }

    /// The value last given for `key` (0 if none).
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    open override func prepare() {
        super.prepare()
        guard let collectionView else { interpolated = []; return }
        for layout in [currentLayout, nextLayout] {
            layout.collectionViewStorage = collectionView
            layout.prepare()
        }
        let progress = transitionProgress
        func everything(_ layout: UICollectionViewLayout) -> [Key: UICollectionViewLayoutAttributes] {
            let size = layout.collectionViewContentSize
            let rect = CGRect(x: -collectionView.bounds.width, y: -collectionView.bounds.height,
                              width: max(size.width, collectionView.bounds.width) + 2 * collectionView.bounds.width,
                              height: max(size.height, collectionView.bounds.height) + 2 * collectionView.bounds.height)
            var result: [Key: UICollectionViewLayoutAttributes] = [:]
            for attributes in layout.layoutAttributesForElements(in: rect) ?? [] { result[Key(attributes)] = attributes }
            return result
        }
        let from = everything(currentLayout), to = everything(nextLayout)
        var result: [UICollectionViewLayoutAttributes] = []
        for key in Set(from.keys).union(to.keys).sorted() {
            switch (from[key], to[key]) {
            case let (a?, b?): result.append(a.interpolated(to: b, progress: progress))
            case let (a?, nil):
                let faded = a.copy() as! UICollectionViewLayoutAttributes
                faded.alpha = a.alpha * (1 - progress)
                result.append(faded)
            case let (nil, b?):
                let faded = b.copy() as! UICollectionViewLayoutAttributes
                faded.alpha = b.alpha * progress
                result.append(faded)
            case (nil, nil): break
            }
        }
        interpolated = result
    }

    /// Partway between the two layouts' content sizes.
    open override var collectionViewContentSize: CGSize {
        let a = currentLayout.collectionViewContentSize, b = nextLayout.collectionViewContentSize
        return CGSize(width: a.width + (b.width - a.width) * transitionProgress, height: a.height + (b.height - a.height) * transitionProgress)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        interpolated.filter { $0.frame.intersects(rect) }.map { $0.copy() as! UICollectionViewLayoutAttributes }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        interpolated.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }?.copy() as? UICollectionViewLayoutAttributes
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        interpolated.first { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == elementKind
            && $0.indexPath == indexPath }?.copy() as? UICollectionViewLayoutAttributes
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        interpolated.first { $0.representedElementCategory == .decorationView && $0.representedElementKind == elementKind
            && $0.indexPath == indexPath }?.copy() as? UICollectionViewLayoutAttributes
    }

    /// An element's identity across the two layouts.
    private struct Key: Hashable, Comparable {
        var category: UInt
        var kind: String
        var indexPath: IndexPath
        init(_ attributes: UICollectionViewLayoutAttributes) {
            category = attributes.representedElementCategory.rawValue
            kind = attributes.representedElementKind ?? ""
            indexPath = attributes.indexPath
        }
        static func < (a: Key, b: Key) -> Bool { (a.category, a.kind, a.indexPath) < (b.category, b.kind, b.indexPath) }
    }
}
