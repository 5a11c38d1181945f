//  UIGraphicsPDFRendererTests.swift — FlipbookKitTests
//  UIKit's PDF renderer against UIKit's documentation, its documents read back by pypdf and
//  rasterised by poppler's pdftoppm (FlipbookTestSupport's inspectPDF).

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@MainActor
@Suite struct UIGraphicsPDFRendererTests {
    // UIKit docs, beginPage(): "sets the bounds of the new page to the bounds rectangle you
    // supplied when you created the PDF renderer"; beginPage(withBounds:pageInfo:): "This
    // rectangle corresponds to the media box"; pdfContextBounds is the current page's bounds.
    @Test func pagesInfoAndBounds() throws {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = [kCGPDFContextTitle as String: "Report", kCGPDFContextAuthor as String: "Flipbook"]
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), format: format)
        var bounds: [CGRect] = []
        let data = renderer.pdfData { context in
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            context.beginPage()
            bounds.append(context.pdfContextBounds)
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 300, height: 400), pageInfo: [:])
            bounds.append(context.pdfContextBounds)
        }
        #expect(bounds == [CGRect(x: 0, y: 0, width: 200, height: 100), CGRect(x: 0, y: 0, width: 300, height: 400)])
        let pdf = try inspectPDF(data)
        #expect(pdf.pages.map(\.mediaBox) == [[0, 0, 200, 100], [0, 0, 300, 400]])
        #expect(pdf.info["Title"] == "Report" && pdf.info["Author"] == "Flipbook")
        #expect(pdf.problems.isEmpty)
        #expect(!renderer.allowsImageOutput)
    }

    // A UIKit context is flipped: (0, 0) is the page's top-left and y runs down. A rectangle
    // filled at UIKit y 10…40 on a 100-point page covers PDF y 60…90; an image drawn with
    // UIImage.draw(in:) stands upright; text is set where it was drawn, as text.
    @Test func drawingIsUIKitsWayUp() throws {
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        let image = Image(width: 2, height: 2) { x, y in
            [[Color(sRGB8: 255, 0, 0), Color(sRGB8: 0, 255, 0)], [Color(sRGB8: 0, 0, 255), Color(sRGB8: 255, 255, 0)]][y][x]
        }
        let data = renderer.pdfData { context in
            context.beginPage()
            UIColor.red.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 50, height: 30))
            UIImage(cgImage: CGImage(image)).draw(in: CGRect(x: 100, y: 10, width: 40, height: 40))
            ("Hello PDF" as NSString).draw(at: CGPoint(x: 10, y: 60), withAttributes: [.font: UIFont.systemFont(ofSize: 14)])
        }
        let samples = [(35, 75), (35, 25), (110, 80), (130, 80), (110, 60), (130, 60)]
        let pdf = try inspectPDF(data, samples: samples.map { PDFSample(x: Double($0.0), y: Double($0.1)) })
        #expect(pdf.pixels[0] == [255, 0, 0])
        #expect(pdf.pixels[1] == [255, 255, 255])
        #expect(pdf.pixels[2] == [255, 0, 0] && pdf.pixels[3] == [0, 255, 0])      // the image's first row, at the top
        #expect(pdf.pixels[4] == [0, 0, 255] && pdf.pixels[5] == [255, 255, 0])
        #expect(pdf.pages[0].text.contains("Hello PDF"))
    }

    // UIKit docs, setURL(_:for:) and addDestination(withName:at:): "Specify the rect value in the
    // PDF coordinate space … the origin is in the bottom-left"; writePDF(to:withActions:) saves
    // "the complete PDF file" at the URL.
    @Test func linksDestinationsAndWritingAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pdf-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("links.pdf")
        try UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 300, height: 300)).writePDF(to: url) { context in
            context.beginPage()
            context.setURL(URL(string: "https://example.com/a")!, for: CGRect(x: 10, y: 250, width: 80, height: 20))
            context.setDestinationWithName("end", for: CGRect(x: 10, y: 10, width: 80, height: 20))
            context.beginPage()
            context.addDestination(withName: "end", at: CGPoint(x: 0, y: 120))
        }
        let pdf = try inspectPDF(Data(contentsOf: url))
        #expect(pdf.pages.count == 2)
        #expect(pdf.pages[0].annotations.map(\.rect) == [[10, 250, 90, 270], [10, 10, 90, 30]])
        #expect(pdf.pages[0].annotations[0].uri == "https://example.com/a" && pdf.pages[0].annotations[1].destination == "end")
        #expect(pdf.destinations["end"]?.page == 1 && pdf.destinations["end"]?.top == 120)
        #expect(throws: (any Error).self) {
            try UIGraphicsPDFRenderer(bounds: .zero).writePDF(to: folder.appendingPathComponent("missing/x.pdf")) { $0.beginPage() }
        }
    }
}
