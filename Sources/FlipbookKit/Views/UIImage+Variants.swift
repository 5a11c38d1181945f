//  UIImage+Variants.swift — FlipbookKit
//  Mirrors UIKit.UIImage's variants and attributes: rendering modes and tints, resizable images,
//  orientation, alignment and baseline, animated images, configurations, system images, thumbnails.
//  Status: partial (no SF Symbols: symbol initialisers give nil; the system images are drawn glyphs).

import Foundation

extension UIImage {
    /// What a variant of an image changes; a plain image has the defaults.
    struct Attributes {
        var renderingMode = RenderingMode.automatic
        var tintColor: UIColor?
        /// Whether `resizableImage(withCapInsets:…)` made it (its `capInsets` may be zero).
        var isResizable = false
        var capInsets = UIEdgeInsets.zero
        var resizingMode = ResizingMode.tile
        var alignmentRectInsets = UIEdgeInsets.zero
        var flipsForRightToLeftLayoutDirection = false
        var images: [UIImage]?
        var duration: TimeInterval = 0
        var configuration: Configuration?
        var baselineOffsetFromBottom: CGFloat?
    }

    /// How an image is drawn where it is tinted (mirrors `UIImage.RenderingMode`).
    public enum RenderingMode: Int, Sendable {
        /// As the context decides: original colours, except where a view treats images as templates.
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always a template: the image's shape (its alpha) filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// How a resizable image fills the space between its caps (mirrors `UIImage.ResizingMode`).
    public enum ResizingMode: Int, Sendable {
        /// The middle parts are repeated.
        case tile = 0
        /// The middle parts are stretched.
        case stretch = 1
    }

    /// The dynamic range an image is shown in (mirrors `UIImage.DynamicRange`).
    // Flipbook: no HDR here: every image shows in the standard range.
    public enum DynamicRange: Int, Sendable {
        case unspecified = -1, standard = 0, constrainedHigh = 1, high = 2
    }

    // MARK: Rendering mode and tint

    /// How the image is drawn where tinted; `.automatic` unless a variant set it.
    public var renderingMode: RenderingMode { attributes.renderingMode }

    /// The same image with `renderingMode`: a template is drawn by an image view as its shape in
    /// the view's `tintColor`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(variantOf: self) { $0.renderingMode = renderingMode }
    }

    /// The same image tinted `color`: its shape (alpha) filled with the colour, wherever it is drawn
    /// (UIKit docs: the tint drawn as a background, then the image by `destinationIn`). It keeps its
    /// rendering mode.
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(variantOf: self) { $0.tintColor = color }
    }

    /// The same image tinted `color`, with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(variantOf: self) {
            $0.tintColor = color
            $0.renderingMode = renderingMode
        }
    }

    // MARK: Resizable images

    /// The same image, resizable: drawn larger than it is, its corners (the cap insets, in points)
    /// stay as they are and the parts between are tiled.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same image, resizable, the parts between its caps tiled or stretched by `resizingMode`.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        UIImage(variantOf: self) {
            $0.isResizable = true
            $0.capInsets = capInsets
            $0.resizingMode = resizingMode
        }
    }

    /// The end caps of a resizable image (zero for another).
    public var capInsets: UIEdgeInsets { attributes.capInsets }

    /// How a resizable image fills between its caps (`.tile` for another).
    public var resizingMode: ResizingMode { attributes.resizingMode }

    // MARK: Alignment, direction, orientation, baseline

    /// The same image with `alignmentInsets`: what Auto Layout aligns is the image's rectangle
    /// inset by them.
    // Flipbook: kept: an image view's alignment rectangle does not take them.
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        UIImage(variantOf: self) { $0.alignmentRectInsets = alignmentInsets }
    }

    /// The insets `withAlignmentRectInsets(_:)` gave (zero otherwise).
    public var alignmentRectInsets: UIEdgeInsets { attributes.alignmentRectInsets }

    /// The same image, flagged to be mirrored in a right-to-left layout.
    // Flipbook: kept; views here lay out left to right, so it is not mirrored.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        UIImage(variantOf: self) { $0.flipsForRightToLeftLayoutDirection = true }
    }

    /// Whether the image is mirrored in a right-to-left layout.
    public var flipsForRightToLeftLayoutDirection: Bool { attributes.flipsForRightToLeftLayoutDirection }

    /// The same image mirrored left to right: its orientation's mirrored counterpart.
    public func withHorizontallyFlippedOrientation() -> UIImage {
        UIImage(variantOf: self, orientation: imageOrientation.horizontallyFlipped)
    }

    /// The distance from the image's bottom to its baseline, where text beside it sits; 0 with none.
    public var baselineOffsetFromBottom: CGFloat { attributes.baselineOffsetFromBottom ?? 0 }

    /// Whether the image has a baseline (`withBaselineOffset(fromBottom:)`).
    public var hasBaseline: Bool { attributes.baselineOffsetFromBottom != nil }

    /// The same image with a baseline `baselineOffset` points above its bottom.
    // Flipbook: kept: no text layout here aligns an image by its baseline.
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        UIImage(variantOf: self) { $0.baselineOffsetFromBottom = baselineOffset }
    }

    /// The same image without a baseline.
    public func imageWithoutBaseline() -> UIImage {
        UIImage(variantOf: self) { $0.baselineOffsetFromBottom = nil }
    }

    // MARK: Traits and configuration

    /// The traits the image is for: its display scale (and its configuration's traits).
    // Flipbook: images are not chosen by appearance, so no other trait is set.
    public var traitCollection: UITraitCollection {
        let scaleTraits = UITraitCollection(displayScale: scale)
        guard let traits = configuration?.traitCollection else { return scaleTraits }
        return UITraitCollection(traitsFrom: [traits, scaleTraits])
    }

    /// The configuration `withConfiguration(_:)` or `init(named:in:with:)` gave.
    public var configuration: Configuration? { attributes.configuration }

    /// A symbol image's configuration: nil, as no image here is a symbol.
    public var symbolConfiguration: SymbolConfiguration? { attributes.configuration as? SymbolConfiguration }

    /// Whether the image is an SF Symbol: false, as SF Symbols are Apple's and not shipped.
    public var isSymbolImage: Bool { false }

    /// The same image with `configuration`.
    // Flipbook: kept: the same picture shows whatever the configuration's traits.
    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        UIImage(variantOf: self) { $0.configuration = configuration }
    }

    /// The same image with `configuration` applied over its own.
    // Flipbook: kept: no image here is a symbol, so its weight, scale and colours draw nothing.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        let merged = self.configuration?.applying(configuration) ?? configuration
        return UIImage(variantOf: self) { $0.configuration = merged }
    }

    // MARK: Dynamic range

    /// Whether the image has high-dynamic-range content: false, as none here does.
    public var isHighDynamicRange: Bool { false }

    /// The image limited to the standard range: itself, as every image here is.
    public func imageRestrictedToStandardDynamicRange() -> UIImage { self }

    // MARK: Animated images

    /// An animated image's frames; nil for another.
    public var images: [UIImage]? { attributes.images }

    /// An animated image's duration, seconds (0 for another).
    public var duration: TimeInterval { attributes.duration }

    /// An image of `images` shown in turn over `duration` seconds: an image view shows it
    /// animated; elsewhere it is its first frame (its size and scale are the first frame's).
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        return UIImage(variantOf: first, orientation: .up) {
            $0 = Attributes()
            $0.images = images
            $0.duration = duration
        }
    }

    /// The animated image of the files `name0`, `name1`… (UIKit docs: numbered from 0 or 1, up to 1024).
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        animatedImage(with: numberedImages(name), duration: duration)
    }

    /// The animated image of `name0`, `name1`…, each resizable with `capInsets` (tiled).
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, duration: TimeInterval) -> UIImage? {
        animatedResizableImageNamed(name, capInsets: capInsets, resizingMode: .tile, duration: duration)
    }

    /// The animated image of `name0`, `name1`…, each resizable with `capInsets` and `resizingMode`.
    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, resizingMode: ResizingMode,
                                                duration: TimeInterval) -> UIImage? {
        let frames = numberedImages(name).map { $0.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode) }
        guard let animated = animatedImage(with: frames, duration: duration) else { return nil }
        return UIImage(variantOf: animated) {
            $0.isResizable = true
            $0.capInsets = capInsets
            $0.resizingMode = resizingMode
        }
    }

    /// `name0`… (or `name1`…) up to `name1024`, while they exist; the missing name that ends them is not reported.
    private static func numberedImages(_ name: String) -> [UIImage] {
        func frame(_ index: Int) -> UIImage? {
            UIImage.lookUp(name + String(index), in: nil, traits: nil, reportsMissing: false).map { UIImage($0.image, scale: $0.scale) }
        }
        var images: [UIImage] = []
        var index = frame(0) == nil ? 1 : 0
        while index <= 1024, let image = frame(index) {
            images.append(image)
            index += 1
        }
        return images
    }

    // MARK: Preparing for display

    /// The image decoded for display, at once: itself, as images here are decoded when loaded.
    public func preparingForDisplay() -> UIImage? { cgImage == nil ? nil : self }

    /// Decodes the image for display and calls `completionHandler` with it.
    // Flipbook: called at once on the calling thread, not on a background thread (images are decoded when loaded).
    public func prepareForDisplay(completionHandler: @escaping (UIImage?) -> Void) {
        completionHandler(preparingForDisplay())
    }

    /// The image decoded for display.
    public func byPreparingForDisplay() async -> UIImage? { preparingForDisplay() }

    /// A new image `size` points large of this one scaled to it (UIKit docs: "a thumbnail image at
    /// the specified size"), at this image's scale; nil without a picture.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard cgImage != nil, size.width > 0, size.height > 0 else { return nil }
        let pixelWidth = max(Int((size.width * scale).rounded()), 1), pixelHeight = max(Int((size.height * scale).rounded()), 1)
        if imageOrientation == .up, attributes.tintColor == nil, !attributes.isResizable, let bitmap = image {
            return UIImage(bitmap.resampled(width: pixelWidth, height: pixelHeight), scale: scale)
        }
        let context = CGContext(width: pixelWidth, height: pixelHeight,
                                baseTransform: CGAffineTransform(scaleX: scale, y: scale))
        UIGraphicsPushContext(context)
        draw(in: CGRect(origin: .zero, size: size))
        UIGraphicsPopContext()
        return context.makeImage().map { UIImage(cgImage: $0, scale: scale, orientation: .up) }
    }

    /// Makes a thumbnail `size` points large and calls `completionHandler` with it.
    // Flipbook: called at once on the calling thread, not on a background thread.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping (UIImage?) -> Void) {
        completionHandler(preparingThumbnail(of: size))
    }

    /// A thumbnail `size` points large.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? { preparingThumbnail(of: size) }
}

extension UIImage.Orientation {
    /// Whether the picture is turned a quarter, so its width shows as height.
    var swapsWidthAndHeight: Bool {
        switch self {
        case .left, .right, .leftMirrored, .rightMirrored: return true
        case .up, .down, .upMirrored, .downMirrored: return false
        }
    }

    /// The orientation that shows the same picture mirrored left to right.
    var horizontallyFlipped: UIImage.Orientation {
        switch self {
        case .up: return .upMirrored
        case .upMirrored: return .up
        case .down: return .downMirrored
        case .downMirrored: return .down
        case .left: return .rightMirrored
        case .rightMirrored: return .left
        case .right: return .leftMirrored
        case .leftMirrored: return .right
        }
    }
}

extension Image {
    /// The image resampled to `width` × `height` pixels: each output pixel the average of the
    /// source pixels it covers (box filter), colours weighted by alpha.
    func resampled(width newWidth: Int, height newHeight: Int) -> Image {
        if newWidth == width, newHeight == height { return self }
        let sx = Double(width) / Double(newWidth), sy = Double(height) / Double(newHeight)
        return Image(width: newWidth, height: newHeight) { x, y in
            let x0 = Double(x) * sx, x1 = x0 + sx, y0 = Double(y) * sy, y1 = y0 + sy
            var r = 0.0, g = 0.0, b = 0.0, a = 0.0, area = 0.0
            for py in Int(y0)..<min(Int(y1.rounded(.up)), height) {
                let wy = min(Double(py + 1), y1) - max(Double(py), y0)
                for px in Int(x0)..<min(Int(x1.rounded(.up)), width) {
                    let w = (min(Double(px + 1), x1) - max(Double(px), x0)) * wy
                    let p = self[px, py]
                    let alpha = Double(p.a) / 255
                    r += Double(p.r) * alpha * w
                    g += Double(p.g) * alpha * w
                    b += Double(p.b) * alpha * w
                    a += alpha * w
                    area += w
                }
            }
            guard a > 0 else { return .clear }
            return Color(sRGBRed: r / a / 255, green: g / a / 255, blue: b / a / 255, alpha: a / area)
        }
    }
}
