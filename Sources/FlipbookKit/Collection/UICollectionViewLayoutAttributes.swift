//  UICollectionViewLayoutAttributes.swift — FlipbookKit
//  Mirrors UIKit.UICollectionViewLayoutAttributes. Status: complete.

import Foundation

/// Where and how a layout puts one element of a collection view: a cell, a supplementary view
/// (a header or footer) or a decoration view.
///
/// `frame`, `center` and `size` describe the same rectangle, as in UIKit: `frame` is the
/// untransformed rectangle (`center` ± `size` / 2); `transform` is applied about the centre.
/// `transform` and `transform3D` are one value seen two ways, as in UIKit: setting either sets both.
open class UICollectionViewLayoutAttributes: NSObject {
    /// The element's index path.
    open var indexPath: IndexPath
    /// The kind of element: a cell, a supplementary view or a decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of supplementary or decoration view; nil for cells.
    open private(set) var representedElementKind: String?

    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    /// The element's 3D transform, about its centre.
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false

    /// The element's 2D transform (the affine part of `transform3D`; setting it replaces `transform3D`).
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }

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
    public required convenience init(forCellWith indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .cell, kind: nil)
    }

    /// Attributes for the supplementary view of `elementKind` (a header, a footer…) at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .supplementaryView, kind: elementKind)
    }

    /// Attributes for the decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .decorationView, kind: decorationViewKind)
    }

    public required override init() {
        indexPath = IndexPath(item: 0, section: 0)
        super.init()
    }

    private init(indexPath: IndexPath, category: UICollectionView.ElementCategory, kind: String?) {
        self.indexPath = indexPath
        representedElementCategory = category
        representedElementKind = kind
        super.init()
    }

    /// A copy with the same values, of the same class (UIKit's `copy()`; layouts hand out copies of their cache).
    open override func copy() -> Any {
        let other = type(of: self).init()
        other.indexPath = indexPath
        other.representedElementCategory = representedElementCategory
        other.representedElementKind = representedElementKind
        other.center = center
        other.size = size
        other.transform3D = transform3D
        other.alpha = alpha
        other.zIndex = zIndex
        other.isHidden = isHidden
        return other
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind
            && center == other.center && size == other.size && transform3D == other.transform3D
            && alpha == other.alpha && zIndex == other.zIndex && isHidden == other.isHidden
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementKind)
        hasher.combine(zIndex)
        return hasher.finalize()
    }

    /// A copy of these attributes partway to `other` (`progress` 0 is these, 1 is `other`): what
    /// an animation between two layouts shows.
    package func interpolated(to other: UICollectionViewLayoutAttributes, progress: CGFloat) -> UICollectionViewLayoutAttributes {
        let result = copy() as! UICollectionViewLayoutAttributes
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * progress }
        result.center = CGPoint(x: mix(center.x, other.center.x), y: mix(center.y, other.center.y))
        result.size = CGSize(width: mix(size.width, other.size.width), height: mix(size.height, other.size.height))
        result.alpha = mix(alpha, other.alpha)
        let a = transform, b = other.transform
        result.transform = CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                                             tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty))
        return result
    }
}
