//  UIGraphicsImageRenderer.swift — FlipbookKit
//  Mirrors UIKit.UIGraphicsRenderer and UIGraphicsImageRenderer, their formats and contexts. Status:
//  complete (an image is a recorded picture; its PNG and JPEG data come from the rasteriser, text
//  drawn as its marks).

import Foundation

/// How a graphics renderer's contexts are made.
open class UIGraphicsRendererFormat: NSObject {
    /// The area drawn, in points (the renderer's bounds).
    open internal(set) var bounds: CGRect = .zero

    public required override init() { super.init() }

    /// A format for the device (UIKit docs: its highest fidelity; one fidelity here).
    open class func `default`() -> Self { Self() }
    /// The most suitable format for the main screen (the same here).
    open class func preferred() -> Self { Self() }
}

/// An image renderer's format: its scale and whether its images are opaque.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// Pixels per point; UIKit docs: the default format's is the main screen's.
    open var scale: CGFloat = UITraitCollection.deviceScale
    /// Accepted; what is not drawn stays transparent.
    open var opaque = false
    open var preferredRange = Range.automatic
    /// Whether the images prefer extended range: `preferredRange` is `.extended`.
    // Flipbook: kept, not drawn: the previewer draws standard range only.
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    /// The colour range of the images (mirrors `UIGraphicsImageRendererFormat.Range`; accepted).
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended = 1, standard = 2
    }

    public required init() { super.init() }

    /// A format for `traitCollection`'s display scale.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }
}

/// What a renderer's drawing actions are given: the Core Graphics context, and helpers.
open class UIGraphicsRendererContext: NSObject {
    public let cgContext: CGContext
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { cgContext.fill(rect) }
    }
    /// Strokes `rect`'s outline with the current stroke colour and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { cgContext.stroke(rect) }
    }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }

    private func withBlendMode(_ mode: CGBlendMode, _ body: () -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(mode)
        body()
        cgContext.restoreGState()
    }
}

/// The context an image renderer's actions draw into.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// An image of what has been drawn so far.
    open var currentImage: UIImage {
        guard let picture = cgContext.makeImage() else { return UIImage() }
        return UIImage(cgImage: picture, scale: (format as? UIGraphicsImageRendererFormat)?.scale ?? 1, orientation: .up)
    }
}

/// The base of UIKit's graphics renderers.
open class UIGraphicsRenderer: NSObject {
    /// The format the renderer was made with.
    public let format: UIGraphicsRendererFormat
    /// Whether the renderer makes images (always true here).
    open var allowsImageOutput: Bool { true }

    /// A renderer drawing `bounds` (points) as `format` says.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        format.bounds = bounds
        self.format = format
        super.init()
    }

    /// The class of the contexts the renderer hands its drawing actions.
    open class func rendererContextClass() -> AnyClass { UIGraphicsRendererContext.self }

    /// A Core Graphics context for `format`: its bounds at its scale (an image format's, else 1),
    /// flipped as UIKit's contexts are.
    open class func context(with format: UIGraphicsRendererFormat) -> CGContext? {
        let scale = (format as? UIGraphicsImageRendererFormat)?.scale ?? 1
        return GraphicsContextStack.makeContext(bounds: format.bounds.standardized,
                                                scale: scale > 0 ? scale : UITraitCollection.deviceScale)
    }

    /// Sets `context` up before the drawing actions run (subclasses override; nothing here).
    open class func prepare(_ context: CGContext, with rendererContext: UIGraphicsRendererContext) {}

    /// Runs `drawingActions`, then `completionActions`, in a new context made by
    /// `context(with:)` and prepared by `prepare(_:with:)`, current while they run.
    open func runDrawingActions(_ drawingActions: (UIGraphicsRendererContext) -> Void,
                                completionActions: ((UIGraphicsRendererContext) -> Void)? = nil) throws {
        let rendererType = type(of: self)
        guard let context = rendererType.context(with: format) else {
            throw NSError(domain: "UIGraphicsRendererErrorDomain", code: 0,
                          userInfo: [NSLocalizedDescriptionKey: "The renderer could not make a drawing context for its format."])
        }
        let rendererContext: UIGraphicsRendererContext = rendererType.rendererContextClass() is UIGraphicsImageRendererContext.Type
            ? UIGraphicsImageRendererContext(cgContext: context, format: format)
            : UIGraphicsRendererContext(cgContext: context, format: format)
        rendererType.prepare(context, with: rendererContext)
        GraphicsContextStack.drawing(in: context) {
            drawingActions(rendererContext)
            completionActions?(rendererContext)
        }
    }
}

/// Makes images by running drawing actions in a context of its size and scale.
///
///     let image = UIGraphicsImageRenderer(bounds: view.bounds).image { context in
///         view.layer.render(in: context.cgContext)
///     }
///
/// The image is a picture of what the actions drew, which the renderer draws, at the
/// resolution it is shown at, wherever the image is shown.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    /// The closure `image(actions:)` runs to draw.
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: UIGraphicsImageRendererFormat.default())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat.default())
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// Image renderers hand their actions `UIGraphicsImageRendererContext`s.
    override open class func rendererContextClass() -> AnyClass { UIGraphicsImageRendererContext.self }

    /// An image of what `actions` draw. UIKit docs: the context's origin is the bounds' origin,
    /// and the context is current while the actions run (`UIGraphicsGetCurrentContext()`).
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let format = (self.format as? UIGraphicsImageRendererFormat) ?? UIGraphicsImageRendererFormat()
        let bounds = format.bounds.standardized
        let scale = format.scale > 0 ? format.scale : UITraitCollection.deviceScale
        let context = GraphicsContextStack.makeContext(bounds: bounds, scale: scale)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        GraphicsContextStack.drawing(in: context) { actions(rendererContext) }
        return rendererContext.currentImage
    }

    /// The drawing of `actions`, encoded as PNG (with the format's scale and transparency).
    // Flipbook: text drawn by `actions` comes out as the rasteriser's marks, not glyphs.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    /// The drawing of `actions`, encoded as JPEG at `compressionQuality` (0 smallest … 1 best);
    /// JPEG has no alpha, so what was left transparent comes out black.
    // Flipbook: text drawn by `actions` comes out as the rasteriser's marks, not glyphs.
    open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }
}
