//  UICollectionViewLayoutAttributes.swift — FlipbookKit
//  Mirrors UIKit.UICollectionViewLayoutAttributes. Status: partial (cells only; no supplementary or decoration views, no transform3D).

import Foundation

/// Where and how a layout puts one element of a collection view.
///
/// `frame`, `center` and `size` describe the same rectangle, as in UIKit: `frame` is the
/// untransformed rectangle (`center` ± `size` / 2); `transform` is applied about the centre.
open class UICollectionViewLayoutAttributes: NSObject {
    /// The kind of element attributes describe.
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// The element's index path.
    open var indexPath: IndexPath
    /// The kind of element: always `.cell` here.
    open private(set) var representedElementCategory: ElementCategory = .cell
    /// The kind of supplementary or decoration view; nil for cells.
    open private(set) var representedElementKind: String?

    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    open var transform: CGAffineTransform = .identity
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false

    /// The element's rectangle in the collection view's content coordinates.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// Attributes for the cell at `indexPath`.
    public required init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        super.init()
    }

    public override init() {
        indexPath = IndexPath(item: 0, section: 0)
        super.init()
    }

    /// A copy with the same values (UIKit's `copy()`; layouts hand out copies of their cache).
    open override func copy() -> Any {
        let other = type(of: self).init(forCellWith: indexPath)
        other.representedElementCategory = representedElementCategory
        other.representedElementKind = representedElementKind
        other.center = center
        other.size = size
        other.transform = transform
        other.alpha = alpha
        other.zIndex = zIndex
        other.isHidden = isHidden
        return other
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && center == other.center && size == other.size && transform == other.transform
            && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(zIndex)
        return hasher.finalize()
    }
}
