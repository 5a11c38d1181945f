//  UICollectionReusableView.swift — FlipbookKit
//  Mirrors UIKit.UICollectionReusableView. Status: complete (preferred attributes are asked for by no Flipbook layout: cells are not self-sizing).

import Foundation

/// A view a collection view recycles: it is taken off screen into a reuse queue and handed
/// out again by `dequeueReusableCell(withReuseIdentifier:for:)`.
///
/// Flipbook: `init(frame:)` is `required` because the collection view makes cells from the
/// registered class at run time, which Swift allows only through a required initializer (UIKit
/// reaches it through the Objective-C runtime). An app's files compiled through Flipbook's
/// translation keep `override init(frame:)` as written: the translation makes it `required`;
/// elsewhere, write `required override`.
open class UICollectionReusableView: UIView {
    var reuseIdentifierStorage: String?
    /// The kind and identifier a supplementary or decoration view was dequeued with.
    var reuseKey: UICollectionView.SupplementaryKey?

    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The identifier the view was dequeued with.
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Resets the view before it is handed out again; called just before a dequeue returns a reused view.
    open func prepareForReuse() {}

    /// Applies layout attributes beyond geometry; the default does nothing (the collection view
    /// has already set the centre, size, transform, alpha and visibility).
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like: the default returns `layoutAttributes` unchanged.
    // Flipbook: cells do not size themselves, so no collection view asks for this.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// Told, on every view on screen, that the collection view is about to change from `oldLayout`
    /// to `newLayout`; the default does nothing.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Told, on every view on screen, that the collection view changed from `oldLayout` to
    /// `newLayout`; the default does nothing.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
}
