//  CGContext+PDF.swift — FlipbookGraphics
//  Mirrors CoreGraphics' PDF contexts (CGPDFContextCreate and friends): pages, the document's
//  Info and metadata, links and named destinations, and the auxiliary-dictionary keys they read.
//  Status: partial (no encryption or access permissions; shadows and backdrop blurs are not
//  written; text is set in Helvetica — see _PDFPageContent.swift).

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name
import Foundation

// MARK: Auxiliary dictionary keys

/// The media box of the document (auxiliary info) or of a page (page info): a `CFData` holding a `CGRect`.
public let kCGPDFContextMediaBox: CFString = "MediaBox"
/// A page's crop box (page info): a `CFData` holding a `CGRect`.
public let kCGPDFContextCropBox: CFString = "CropBox"
/// A page's bleed box (page info): a `CFData` holding a `CGRect`.
public let kCGPDFContextBleedBox: CFString = "BleedBox"
/// A page's trim box (page info): a `CFData` holding a `CGRect`.
public let kCGPDFContextTrimBox: CFString = "TrimBox"
/// A page's art box (page info): a `CFData` holding a `CGRect`.
public let kCGPDFContextArtBox: CFString = "ArtBox"
/// The document's title (a string), its Info dictionary's /Title.
public let kCGPDFContextTitle: CFString = "kCGPDFContextTitle"
/// The document's author (a string), its Info dictionary's /Author.
public let kCGPDFContextAuthor: CFString = "kCGPDFContextAuthor"
/// The document's subject (a string), its Info dictionary's /Subject.
public let kCGPDFContextSubject: CFString = "kCGPDFContextSubject"
/// The document's keywords: a string, or an array of strings joined by ", " (its Info dictionary's /Keywords).
public let kCGPDFContextKeywords: CFString = "kCGPDFContextKeywords"
/// The application that made the document (a string), its Info dictionary's /Creator.
public let kCGPDFContextCreator: CFString = "kCGPDFContextCreator"

/// What a PDF context keeps besides its recorded drawing: the document, where it goes, the page
/// being drawn.
final class _PDFContextState {
    let document = _PDFDocument()
    let consumer: CGDataConsumer
    /// The media box pages have when their page info gives none.
    let mediaBox: CGRect
    /// Whether user space is UIKit's: y down from the page's top-left.
    let flipped: Bool
    /// The page being drawn: its boxes (media box first) and link annotations.
    var page: (boxes: [(name: String, rect: CGRect)], annotations: [String])?
    var isClosed = false

    init(consumer: CGDataConsumer, mediaBox: CGRect, flipped: Bool) {
        self.consumer = consumer
        self.mediaBox = mediaBox
        self.flipped = flipped
    }
}

extension CGContext {
    // MARK: Creating PDF contexts

    /// A PDF context writing to the file at `url`. Core Graphics docs: with no `mediaBox`, pages
    /// are 8.5 by 11 inches (612 × 792 points). The file is written through a temporary file
    /// beside it and moved into place when the document is closed.
    public convenience init?(_ url: CFURL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        guard let consumer = CGDataConsumer(url: url) else { return nil }
        self.init(consumer: consumer, mediaBox: mediaBox, auxiliaryInfo)
    }

    /// A PDF context writing to `consumer`. `auxiliaryInfo` gives the document's Info
    /// (`kCGPDFContextTitle`, `kCGPDFContextAuthor`, `kCGPDFContextSubject`,
    /// `kCGPDFContextKeywords`, `kCGPDFContextCreator`) and, when `mediaBox` is nil, its media
    /// box (`kCGPDFContextMediaBox`). Nil when the media box is empty.
    // Flipbook: encryption, access permissions and output intents are not written.
    public convenience init?(consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        self.init(pdfConsumer: consumer, mediaBox: mediaBox?.pointee, auxiliaryInfo: auxiliaryInfo, flipped: false)
    }

    /// A PDF context writing to `consumer`, its user space Core Graphics' (y up from the page's
    /// bottom-left) or, `flipped`, UIKit's (y down from its top-left).
    package convenience init?(pdfConsumer consumer: CGDataConsumer, mediaBox: CGRect?, auxiliaryInfo: CFDictionary?, flipped: Bool) {
        let box = (mediaBox ?? auxiliaryInfo?.pdfRect(kCGPDFContextMediaBox) ?? CGRect(x: 0, y: 0, width: 612, height: 792)).standardized
        guard box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite else { return nil }
        self.init(width: 0, height: 0, baseTransform: .identity)
        let pdf = _PDFContextState(consumer: consumer, mediaBox: box, flipped: flipped)
        let entries: [(String, CFString)] = [("Title", kCGPDFContextTitle), ("Author", kCGPDFContextAuthor),
                                             ("Subject", kCGPDFContextSubject), ("Keywords", kCGPDFContextKeywords),
                                             ("Creator", kCGPDFContextCreator)]
        for (key, name) in entries {
            switch auxiliaryInfo?[name] {
            case let text as String: pdf.document.info.append((key, text))
            case let words as [String]: pdf.document.info.append((key, words.joined(separator: ", ")))
            default: break
            }
        }
        self.pdf = pdf
    }

    // MARK: Pages

    /// Begins a page. `pageInfo` may give its boxes (`kCGPDFContextMediaBox`,
    /// `kCGPDFContextCropBox`, `…BleedBox`, `…TrimBox`, `…ArtBox`); the media box is otherwise
    /// the context's. The graphics state starts from its defaults on every page.
    public func beginPDFPage(_ pageInfo: CFDictionary?) {
        guard let pdf, !pdf.isClosed else { return }
        if pdf.page != nil { endPDFPage() }
        let media = pageInfo?.pdfRect(kCGPDFContextMediaBox)?.standardized ?? pdf.mediaBox
        var boxes = [(name: "MediaBox", rect: media)]
        for (name, key) in [("CropBox", kCGPDFContextCropBox), ("BleedBox", kCGPDFContextBleedBox),
                            ("TrimBox", kCGPDFContextTrimBox), ("ArtBox", kCGPDFContextArtBox)] {
            if let rect = pageInfo?.pdfRect(key) { boxes.append((name, rect)) }
        }
        pdf.page = (boxes, [])
        // Device space runs down from the media box's top-left, in points.
        let base = pdf.flipped
            ? CGAffineTransform(translationX: -media.minX, y: -media.minY)
            : CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -media.minX, ty: media.maxY)
        startRecording(area: CGRect(origin: .zero, size: media.size), baseTransform: base)
    }

    /// Ends the page: what was drawn on it is written to the document.
    public func endPDFPage() {
        guard let pdf, let page = pdf.page else { return }
        let media = page.boxes[0].rect
        let content = _PDFPageContent(items: items, deviceToPage: CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: media.minX, ty: media.maxY),
                                      document: pdf.document)
        pdf.document.addPage(boxes: page.boxes, content: content, annotations: page.annotations)
        pdf.page = nil
        startRecording(area: .zero, baseTransform: .identity)
    }

    /// Ends the page being drawn, if any, and writes the document to its destination. Drawing
    /// after it goes nowhere.
    public func closePDF() {
        guard let pdf, !pdf.isClosed else { return }
        endPDFPage()
        pdf.isClosed = true
        pdf.consumer.put(pdf.document.fileBytes())
        pdf.consumer.finish()
    }

    /// Begins a page `mediaBox` large (the context's media box when nil). Does nothing in a
    /// bitmap context.
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) {
        guard let mediaBox else { return beginPDFPage(nil) }
        var rect = mediaBox.pointee
        beginPDFPage([kCGPDFContextMediaBox: NSData(bytes: &rect, length: MemoryLayout<CGRect>.size)] as NSDictionary)
    }

    /// Ends the page (`endPDFPage()`).
    public func endPage() { endPDFPage() }

    // MARK: Document content

    /// Sets the document's XMP metadata (the catalog's /Metadata stream).
    public func addDocumentMetadata(_ metadata: CFData?) {
        pdf?.document.metadata = metadata.map { Data(referencing: $0) }
    }

    /// Makes `rect` (default user space: the page's, y up) on the current page a link to `url`.
    public func setURL(_ url: CFURL, for rect: CGRect) {
        addAnnotation(rect, action: "/A << /S /URI /URI \(_PDFDocument.byteString((url as URL).absoluteString)) >>")
    }

    /// Names `point` (the page's space) on the current page a destination to jump to.
    public func addDestination(_ name: CFString, at point: CGPoint) {
        guard let pdf, pdf.page != nil else { return }
        pdf.document.destinations[name as String] = (pdf.document.pageCount, point)
    }

    /// Makes `rect` (the page's space) on the current page a link to the destination `name`.
    public func setDestination(_ name: CFString, for rect: CGRect) {
        addAnnotation(rect, action: "/Dest \(_PDFDocument.byteString(name as String))")
    }

    private func addAnnotation(_ rect: CGRect, action: String) {
        guard let pdf, pdf.page != nil, !rect.isNull, !rect.isInfinite else { return }
        pdf.page?.annotations.append("<< /Type /Annot /Subtype /Link /Rect \(_PDFDocument.array(rect)) /Border [0 0 0] \(action) >>")
    }
}

extension NSDictionary {
    /// The rectangle under `key`: a `CFData` holding a `CGRect` as Core Graphics' dictionaries
    /// keep one (or a `CGRect` itself).
    fileprivate func pdfRect(_ key: CFString) -> CGRect? {
        switch self[key] {
        case let data as NSData where data.length >= MemoryLayout<CGRect>.size:
            var rect = CGRect.zero
            withUnsafeMutableBytes(of: &rect) { data.getBytes($0.baseAddress!, length: MemoryLayout<CGRect>.size) }
            return rect
        case let rect as CGRect:
            return rect
        default:
            return nil
        }
    }
}
#endif
