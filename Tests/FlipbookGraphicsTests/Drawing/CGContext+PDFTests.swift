//  CGContext+PDFTests.swift — FlipbookGraphicsTests
//  PDF contexts, read back by independent readers: pypdf for pages, boxes, Info, annotations,
//  named destinations and metadata (and the cross-reference table checked by offset), poppler's
//  pdftoppm for the pixels of what was drawn, sampled where the drawing is known to be.

import Foundation
import Testing
@testable import FlipbookGraphics
import FlipbookTestSupport

/// A `CFData` holding `rect` by value, as Core Graphics' dictionaries take a box.
private func boxData(_ rect: CGRect) -> NSData {
    var rect = rect
    return NSData(bytes: &rect, length: MemoryLayout<CGRect>.size)
}

/// A PDF context writing into a data object, and the data.
private func pdfContext(mediaBox: CGRect? = nil, info: NSDictionary? = nil) -> (CGContext, NSMutableData) {
    let data = NSMutableData()
    var box = mediaBox ?? .zero
    let context = withUnsafePointer(to: &box) { pointer in
        CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: mediaBox == nil ? nil : pointer, info)!
    }
    return (context, data)
}

private func expectColor(_ pixel: [Int], _ expected: (Int, Int, Int), tolerance: Int = 3,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    let close = pixel.count == 3 && abs(pixel[0] - expected.0) <= tolerance && abs(pixel[1] - expected.1) <= tolerance
        && abs(pixel[2] - expected.2) <= tolerance
    #expect(close, "pixel \(pixel), expected \(expected)", sourceLocation: sourceLocation)
}

@Suite struct CGContextPDFTests {
    // Core Graphics docs, CGPDFContextCreate: "If you pass NULL, CGPDFContextCreate uses a default
    // page size of 8.5 by 11 inches (612 by 792 points)"; kCGPDFContextMediaBox in a page's info
    // gives that page's box; kCGPDFContextTitle … kCGPDFContextCreator are the Info dictionary's.
    @Test func pagesBoxesAndInfo() throws {
        let info: [CFString: Any] = [kCGPDFContextTitle: "Transitions", kCGPDFContextAuthor: "Zoë",
                                     kCGPDFContextSubject: "Flipbook", kCGPDFContextKeywords: ["iOS", "PDF"],
                                     kCGPDFContextCreator: "CGContextPDFTests"]
        let (context, data) = pdfContext(info: info as NSDictionary)
        context.beginPDFPage(nil)
        context.endPDFPage()
        context.beginPDFPage([kCGPDFContextMediaBox: boxData(CGRect(x: 10, y: 20, width: 200, height: 100)),
                              kCGPDFContextCropBox: boxData(CGRect(x: 20, y: 30, width: 50, height: 40))] as NSDictionary)
        context.endPDFPage()
        var a5 = CGRect(x: 0, y: 0, width: 420, height: 595)
        context.beginPage(mediaBox: &a5)
        context.endPage()
        context.closePDF()

        let pdf = try inspectPDF(data as Data)
        #expect(pdf.header == "%PDF-1.4")
        #expect(pdf.problems.isEmpty, "\(pdf.problems)")
        #expect(pdf.pages.map(\.mediaBox) == [[0, 0, 612, 792], [10, 20, 210, 120], [0, 0, 420, 595]])
        #expect(pdf.pages[1].cropBox == [20, 30, 70, 70])
        #expect(pdf.info["Title"] == "Transitions" && pdf.info["Author"] == "Zoë" && pdf.info["Subject"] == "Flipbook")
        // Core Graphics docs, kCGPDFContextKeywords: an array's strings are joined by ", ".
        #expect(pdf.info["Keywords"] == "iOS, PDF" && pdf.info["Creator"] == "CGContextPDFTests")
    }

    // The media box of the auxiliary info when the argument is nil; a PDF context has no bitmap.
    @Test func mediaBoxFromAuxiliaryInfo() throws {
        let (context, data) = pdfContext(info: [kCGPDFContextMediaBox: boxData(CGRect(x: 0, y: 0, width: 300, height: 150))] as NSDictionary)
        #expect(context.makeImage() == nil && context.width == 0)
        context.beginPDFPage(nil)
        context.closePDF()
        #expect(try inspectPDF(data as Data).pages.map(\.mediaBox) == [[0, 0, 300, 150]])
    }

    // Core Graphics' space in a PDF context is the page's: origin bottom-left, y up. Every sample
    // below is placed by hand from the drawing commands, at a point well inside its shape.
    @Test func drawingLandsWhereCoreGraphicsPutsIt() throws {
        let (context, data) = pdfContext(mediaBox: CGRect(x: 0, y: 0, width: 200, height: 200))
        context.beginPDFPage(nil)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 10, y: 10, width: 40, height: 30))              // red, bottom-left
        // A ring by the even-odd rule: the inner square stays white.
        context.setFillColor(red: 0, green: 0.5, blue: 0, alpha: 1)
        context.addRect(CGRect(x: 100, y: 100, width: 80, height: 80))
        context.addRect(CGRect(x: 120, y: 120, width: 40, height: 40))
        context.fillPath(using: .evenOdd)
        // Half-transparent blue over white: (127.5, 127.5, 255).
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        context.fill(CGRect(x: 10, y: 150, width: 40, height: 40))
        // A 10-point stroke along y = 80 from x = 100 to 190.
        context.setStrokeColor(red: 0, green: 0, blue: 0, alpha: 1)
        context.setLineWidth(10)
        context.strokeLineSegments(between: [CGPoint(x: 100, y: 80), CGPoint(x: 190, y: 80)])
        // A clip: only x < 80 of this yellow square shows.
        context.saveGState()
        context.clip(to: CGRect(x: 60, y: 50, width: 20, height: 40))
        context.setFillColor(red: 1, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 60, y: 50, width: 40, height: 40))
        context.restoreGState()
        // The CTM: a unit square scaled by 10 and moved to (150, 10).
        context.translateBy(x: 150, y: 10)
        context.scaleBy(x: 10, y: 10)
        context.setFillColor(red: 1, green: 0, blue: 1, alpha: 1)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 3, height: 3))
        context.closePDF()

        let samples = [(25, 25), (140, 110), (140, 140), (30, 170), (150, 80), (150, 88), (70, 70), (90, 70), (165, 25), (151, 11)]
        let pdf = try inspectPDF(data as Data, samples: samples.map { PDFSample(x: Double($0.0), y: Double($0.1)) })
        let p = pdf.pixels
        expectColor(p[0], (255, 0, 0))
        expectColor(p[1], (0, 128, 0))
        expectColor(p[2], (255, 255, 255))
        expectColor(p[3], (128, 128, 255))
        expectColor(p[4], (0, 0, 0))
        expectColor(p[5], (255, 255, 255))    // 8 points above the line's axis: outside its 5-point half-width
        expectColor(p[6], (255, 255, 0))
        expectColor(p[7], (255, 255, 255))    // clipped away
        expectColor(p[8], (255, 0, 255))      // the ellipse's centre, (15, 15) × 10 + (150, 10)
        expectColor(p[9], (255, 255, 255))    // outside the circle, inside its square's corner
    }

    // Core Graphics docs, draw(_:in:byTiling:): the image fills the rectangle; in Core Graphics'
    // space its first row is at the top (the rectangle's greatest y).
    @Test func imagesAreXObjectsTheRightWayUp() throws {
        let image = Image(width: 2, height: 2) { x, y in
            [[Color(sRGB8: 255, 0, 0), Color(sRGB8: 0, 255, 0)], [Color(sRGB8: 0, 0, 255), Color(sRGB8: 255, 255, 0)]][y][x]
        }
        let (context, data) = pdfContext(mediaBox: CGRect(x: 0, y: 0, width: 100, height: 100))
        context.beginPDFPage(nil)
        context.draw(CGImage(image), in: CGRect(x: 20, y: 20, width: 60, height: 60))
        context.closePDF()
        let pdf = try inspectPDF(data as Data, samples: [PDFSample(x: 35, y: 65), PDFSample(x: 65, y: 65),
                                                         PDFSample(x: 35, y: 35), PDFSample(x: 65, y: 35), PDFSample(x: 10, y: 10)])
        expectColor(pdf.pixels[0], (255, 0, 0))
        expectColor(pdf.pixels[1], (0, 255, 0))
        expectColor(pdf.pixels[2], (0, 0, 255))
        expectColor(pdf.pixels[3], (255, 255, 0))
        expectColor(pdf.pixels[4], (255, 255, 255))
    }

    // Core Graphics docs, drawLinearGradient: the colour varies along start → end and each line
    // across it is one colour. Red to blue from x = 0 to 100: at x the mix is (1 − x/100, 0, x/100).
    @Test func gradientsAreShadings() throws {
        let (context, data) = pdfContext(mediaBox: CGRect(x: 0, y: 0, width: 100, height: 100))
        context.beginPDFPage(nil)
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                                  locations: [0, 1])!
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 100, height: 50))
        context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
        context.restoreGState()
        // Opaque red fading to clear along y from 50 to 100: over white, (255, 255 t, 255 t) at t.
        let fade = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                              colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 1, green: 0, blue: 0, alpha: 0)],
                              locations: [0, 1])!
        context.clip(to: CGRect(x: 0, y: 50, width: 100, height: 50))
        context.drawLinearGradient(fade, start: CGPoint(x: 0, y: 50), end: CGPoint(x: 0, y: 100), options: [])
        context.closePDF()
        let pdf = try inspectPDF(data as Data, samples: [10, 50, 90].map { PDFSample(x: Double($0) + 0.5, y: 25) }
                                 + [60, 90].map { PDFSample(x: 50, y: Double($0) - 0.5) })
        for (i, x) in [10.5, 50.5, 90.5].enumerated() {
            expectColor(pdf.pixels[i], (Int(255 * (1 - x / 100)), 0, Int(255 * x / 100)), tolerance: 5)
        }
        for (i, y) in [59.5, 89.5].enumerated() {
            let t = (y - 50) / 50
            expectColor(pdf.pixels[3 + i], (255, Int(255 * t), Int(255 * t)), tolerance: 5)
        }
    }

    // Core Graphics docs, drawRadialGradient: the colour varies from the start circle out to the
    // end circle. White at the centre to black at radius 40: at distance d, grey 255 (1 − d/40);
    // drawsAfterEndLocation paints black beyond it.
    @Test func radialGradients() throws {
        let (context, data) = pdfContext(mediaBox: CGRect(x: 0, y: 0, width: 100, height: 100))
        context.beginPDFPage(nil)
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: [CGColor(gray: 1, alpha: 1), CGColor(gray: 0, alpha: 1)], locations: [0, 1])!
        context.drawRadialGradient(gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 0,
                                   endCenter: CGPoint(x: 50, y: 50), endRadius: 40, options: .drawsAfterEndLocation)
        context.closePDF()
        let pdf = try inspectPDF(data as Data, samples: [PDFSample(x: 70.5, y: 49.5), PDFSample(x: 50.5, y: 79.5), PDFSample(x: 2, y: 2)])
        expectColor(pdf.pixels[0], (127, 127, 127), tolerance: 6)
        expectColor(pdf.pixels[1], (64, 64, 64), tolerance: 6)
        expectColor(pdf.pixels[2], (0, 0, 0))
    }

    // Quartz 2D Programming Guide: its PDF example ends the page and releases the context without
    // closePDF(): releasing the context completes the document.
    @Test func releasingTheContextClosesTheDocument() throws {
        let data = NSMutableData()
        do {
            let context = try #require(CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: nil, nil))
            context.beginPDFPage(nil)
        }
        #expect(try inspectPDF(data as Data).pages.count == 1)
    }

    // Everything the writer emits on one page — dashes, joins, caps, quadratic curves, clips by
    // path, transparent gradients, images with alpha, conic sampling via a picture — read by
    // pdftoppm without a complaint.
    @Test func aBusyPageRastersWithoutComplaint() throws {
        let (context, data) = pdfContext(mediaBox: CGRect(x: 0, y: 0, width: 120, height: 120))
        context.beginPDFPage(nil)
        context.setLineDash(phase: 2, lengths: [4, 2])
        context.setLineCap(.round)
        context.setLineJoin(.bevel)
        context.move(to: CGPoint(x: 10, y: 10))
        context.addQuadCurve(to: CGPoint(x: 100, y: 10), control: CGPoint(x: 55, y: 60))
        context.strokePath()
        context.addEllipse(in: CGRect(x: 20, y: 20, width: 80, height: 80))
        context.clip(using: .evenOdd)
        let clearing = CGGradient(colorsSpace: nil, colors: [CGColor(red: 0, green: 0, blue: 1, alpha: 1),
                                                             CGColor(red: 0, green: 1, blue: 0, alpha: 0.5),
                                                             CGColor(red: 1, green: 0, blue: 0, alpha: 0)], locations: [0, 0.5, 1])!
        context.drawLinearGradient(clearing, start: CGPoint(x: 20, y: 20), end: CGPoint(x: 100, y: 100), options: [])
        context.draw(CGImage(Image(width: 3, height: 1) { x, _ in Color(sRGBRed: 1, green: 0, blue: 0, alpha: Double(x) / 2) }),
                     in: CGRect(x: 30, y: 30, width: 60, height: 20))
        let conic = DisplayItem(transform: .identity, size: CGSize(width: 40, height: 40),
                                content: .gradient(DisplayGradient(kind: .conic, colors: [.black, .white], locations: [0, 1],
                                                                   startPoint: CGPoint(x: 0.5, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5))))
        context.draw(picture: [conic], transform: .identity)
        context.closePDF()
        let pdf = try inspectPDF(data as Data, samples: [PDFSample(x: 60, y: 60)])
        #expect(pdf.problems.isEmpty, "\(pdf.problems)")
    }

    // Core Graphics docs: setURL(_:for:) takes "a rectangle specified in default user space";
    // addDestination(_:at:) names a point on the current page; setDestination(_:for:) links a
    // rectangle to that name.
    @Test func linksAndNamedDestinations() throws {
        let (context, data) = pdfContext(mediaBox: CGRect(x: 0, y: 0, width: 300, height: 400))
        context.beginPDFPage(nil)
        context.scaleBy(x: 2, y: 2)   // default user space: the CTM does not move links
        context.setURL(URL(string: "https://developer.apple.com/documentation/coregraphics")! as NSURL,
                       for: CGRect(x: 10, y: 20, width: 100, height: 30))
        context.setDestination("chapter 2", for: CGRect(x: 10, y: 300, width: 50, height: 20))
        context.endPDFPage()
        context.beginPDFPage(nil)
        context.addDestination("chapter 2", at: CGPoint(x: 0, y: 380))
        context.endPDFPage()
        context.closePDF()

        let pdf = try inspectPDF(data as Data)
        #expect(pdf.problems.isEmpty)
        let links = pdf.pages[0].annotations
        #expect(links.count == 2 && links.allSatisfy { $0.subtype == "/Link" })
        #expect(links[0].rect == [10, 20, 110, 50] && links[0].uri == "https://developer.apple.com/documentation/coregraphics")
        #expect(links[1].rect == [10, 300, 60, 320] && links[1].destination == "chapter 2")
        #expect(pdf.pages[1].annotations.isEmpty)
        let destination = try #require(pdf.destinations["chapter 2"])
        #expect(destination.page == 1 && destination.left == 0 && destination.top == 380)
    }

    // Core Graphics docs, addDocumentMetadata(_:): the XMP packet becomes the document's metadata.
    @Test func documentMetadata() throws {
        let xmp = #"<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"></x:xmpmeta><?xpacket end="w"?>"#
        let (context, data) = pdfContext()
        context.addDocumentMetadata(Data(xmp.utf8) as NSData)
        context.beginPDFPage(nil)
        context.closePDF()
        #expect(try inspectPDF(data as Data).metadata == xmp)
    }

    // A file is replaced only when the document is complete: through a temporary file and a
    // rename at closePDF(), the old contents stay until then.
    @Test func aURLIsWrittenWhenTheDocumentCloses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("out.pdf")
        try Data("old".utf8).write(to: url)
        let context = try #require(CGContext(url as NSURL, mediaBox: nil, nil))
        context.beginPDFPage(nil)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.endPDFPage()
        #expect(try Data(contentsOf: url) == Data("old".utf8))
        context.closePDF()
        #expect(try inspectPDF(Data(contentsOf: url)).pages.count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.pdf"])
    }

    // Core Graphics docs, CGDataConsumerCallbacks: putBytes copies the bytes and returns how many
    // it took; releaseConsumer is called when the consumer is released.
    @Test func callbackConsumer() throws {
        final class Sink { var bytes = Data(); var released = false }
        let sink = Sink()
        var callbacks = CGDataConsumerCallbacks(
            putBytes: { info, buffer, count in
                let sink = Unmanaged<Sink>.fromOpaque(info!).takeUnretainedValue()
                let taken = min(count, 100)   // a consumer may take fewer bytes than it is given
                sink.bytes.append(buffer.assumingMemoryBound(to: UInt8.self), count: taken)
                return taken
            },
            releaseConsumer: { info in
                guard let info else { return }
                Unmanaged<Sink>.fromOpaque(info).takeUnretainedValue().released = true
            })
        do {
            let consumer = try #require(CGDataConsumer(info: Unmanaged.passUnretained(sink).toOpaque(), cbks: &callbacks))
            let context = try #require(CGContext(consumer: consumer, mediaBox: nil, nil))
            context.beginPDFPage(nil)
            context.closePDF()
        }
        #expect(sink.released)
        #expect(try inspectPDF(sink.bytes).pages.count == 1)
        #expect(CGDataConsumer(info: nil, cbks: &callbacks) != nil)
        var none = CGDataConsumerCallbacks()
        #expect(CGDataConsumer(info: nil, cbks: &none) == nil)
    }
}
