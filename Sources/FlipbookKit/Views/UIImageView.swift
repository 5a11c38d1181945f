//  UIImageView.swift — FlipbookKit
//  Mirrors UIKit.UIImageView. Status: partial (no animation images, symbol configuration or template tinting; a file's image scale is not applied by the renderer).

import Foundation

/// A view that shows an image, placed in its bounds by `contentMode`.
///
/// The image becomes the layer's `contents` and the content mode its `contentsGravity`,
/// as on iOS, so the frame's display list carries it as an `.image` item.
open class UIImageView: UIView {
    /// The image shown (unless the view is highlighted and has a `highlightedImage`).
    open var image: UIImage? {
        didSet {
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }

    /// The image shown while `isHighlighted` is true.
    open var highlightedImage: UIImage? {
        didSet { updateContents() }
    }

    /// Whether the view shows `highlightedImage`.
    open var isHighlighted = false {
        didSet { updateContents() }
    }

    /// A view the size of `image` (in points), at the origin.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        commonInit()
        self.image = image
        updateContents()
    }

    /// A view the size of `image`, showing `highlightedImage` when highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        commonInit()
        self.image = image
        self.highlightedImage = highlightedImage
        updateContents()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        // As on iOS, an image view does not take touches unless asked to.
        isUserInteractionEnabled = false
    }

    /// The image's size; with no image, none (`noIntrinsicMetric` both ways).
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size in points (zero with no image), whatever `size` is given.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }

    private func updateContents() {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        layer.contents = shown?.cgImage
        layer.contentsScale = shown?.scale ?? UITraitCollection.deviceScale
    }
}
