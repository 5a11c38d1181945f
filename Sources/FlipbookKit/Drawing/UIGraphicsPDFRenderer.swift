//  UIGraphicsPDFRenderer.swift — FlipbookKit
//  Mirrors UIKit.UIGraphicsPDFRenderer, its format and its context: drawing actions written as a
//  PDF document, through Core Graphics' PDF context. Status: complete (what the PDF context
//  leaves out — shadows, blurs, fonts other than Helvetica — see CGContext+PDF.swift).

import Foundation

/// A PDF renderer's format: the document's Info.
open class UIGraphicsPDFRendererFormat: UIGraphicsRendererFormat {
    /// The document's information: `kCGPDFContextTitle`, `kCGPDFContextAuthor`, … as strings.
    open var documentInfo: [String: Any] = [:]

    public required init() { super.init() }
}

/// What a PDF renderer's drawing actions are given: the context, pages, links and destinations.
/// Its user space is UIKit's: the page's top-left at the bounds' origin, y down.
open class UIGraphicsPDFRendererContext: UIGraphicsRendererContext {
    /// UIKit docs: the bounds given to `beginPage(withBounds:pageInfo:)` for the current page, or
    /// the renderer's for a page `beginPage()` began.
    open private(set) var pdfContextBounds: CGRect = .zero
    /// The bounds `beginPage()` gives a page: the renderer's (612 × 792 when they are empty).
    var defaultPageBounds: CGRect = .zero

    /// Ends any page being drawn and begins one with the renderer's bounds.
    open func beginPage() {
        beginPage(withBounds: defaultPageBounds, pageInfo: [:])
    }

    /// Ends any page being drawn and begins one whose media box is `bounds`; `pageInfo` may give
    /// its other boxes (`kCGPDFContextCropBox`, …).
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        var info = pageInfo
        var box = bounds
        info[kCGPDFContextMediaBox as String] = NSData(bytes: &box, length: MemoryLayout<CGRect>.size)
        cgContext.beginPDFPage(info as NSDictionary)
        pdfContextBounds = bounds
    }

    /// Makes `rect` — UIKit docs: "in points in the PDF coordinate space" (y up) — a link to `url`.
    open func setURL(_ url: URL, for rect: CGRect) { cgContext.setURL(url as NSURL, for: rect) }

    /// Names `point` (the PDF's coordinate space) on the current page a destination.
    open func addDestination(withName name: String, at point: CGPoint) { cgContext.addDestination(name as NSString, at: point) }

    /// Makes `rect` (the PDF's coordinate space) a link to the destination `name`.
    open func setDestinationWithName(_ name: String, for rect: CGRect) { cgContext.setDestination(name as NSString, for: rect) }
}

/// Writes PDF documents of what drawing actions draw, page by page.
///
///     let data = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792)).pdfData { context in
///         context.beginPage()
///         UIColor.red.setFill()
///         context.fill(CGRect(x: 72, y: 72, width: 100, height: 50))
///     }
open class UIGraphicsPDFRenderer: UIGraphicsRenderer {
    /// The closure `pdfData(actions:)` and `writePDF(to:withActions:)` run to draw.
    public typealias DrawingActions = (UIGraphicsPDFRendererContext) -> Void

    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// A renderer of pages `bounds` large with the default format (UIGraphicsRenderer's `init(bounds:)`).
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsPDFRendererFormat.default())
    }

    /// PDF renderers hand their actions `UIGraphicsPDFRendererContext`s.
    override open class func rendererContextClass() -> AnyClass { UIGraphicsPDFRendererContext.self }

    /// A PDF renderer makes documents, not images.
    override open var allowsImageOutput: Bool { false }

    /// Writes the PDF that `actions` draw to `url` (through a temporary file, moved into place
    /// when it is complete); throws when the file cannot be written.
    open func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        guard let consumer = CGDataConsumer(url: url as NSURL) else {
            throw CocoaError(.fileWriteUnsupportedScheme, userInfo: [NSURLErrorKey: url])
        }
        draw(to: consumer, actions)
        if consumer.failed { throw CocoaError(.fileWriteUnknown, userInfo: [NSURLErrorKey: url]) }
    }

    /// The PDF that `actions` draw.
    open func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        let data = NSMutableData()
        if let consumer = CGDataConsumer(data: data) { draw(to: consumer, actions) }
        return data as Data
    }

    /// Runs `actions` in a PDF context writing to `consumer`, current while they run, and closes
    /// the document. UIKit docs (UIGraphicsBeginPDFContextToData): empty bounds give 612 × 792 pages.
    private func draw(to consumer: CGDataConsumer, _ actions: (UIGraphicsPDFRendererContext) -> Void) {
        let given = format.bounds.standardized
        let bounds = given.isEmpty ? CGRect(x: 0, y: 0, width: 612, height: 792) : given
        let info = ((format as? UIGraphicsPDFRendererFormat)?.documentInfo ?? [:]) as NSDictionary
        guard let context = CGContext(pdfConsumer: consumer, mediaBox: bounds, auxiliaryInfo: info, flipped: true) else { return }
        let rendererContext = UIGraphicsPDFRendererContext(cgContext: context, format: format)
        rendererContext.defaultPageBounds = bounds
        GraphicsContextStack.drawing(in: context) { actions(rendererContext) }
        context.closePDF()
    }
}
