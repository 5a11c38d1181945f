//  TextMetricsTests.swift — FlipbookGraphicsTests
//  The system font's stand-in advances against an independent implementation: ReportLab's
//  Helvetica and Helvetica-Bold metrics (its copy of Adobe's AFM files), asked through Python.
//  Needs python3 with reportlab: `make test` puts its own (.build/test-python) first on PATH.

import Foundation
import FlipbookGraphics
import FlipbookTestSupport
import Testing

@Suite struct TextMetricsTests {
    /// ReportLab's width of each string at 1000 pt, in `font`.
    private func reportLabWidths(_ strings: [String], font: String) throws -> [Double] {
        let program = """
            import json, sys
            from reportlab.pdfbase.pdfmetrics import stringWidth
            print(json.dumps([stringWidth(s, sys.argv[1], 1000) for s in json.load(sys.stdin)]))
            """
        let stdout = try runPython(program, arguments: [font], input: try JSONEncoder().encode(strings), needs: "reportlab")
        return try JSONDecoder().decode([Double].self, from: stdout)
    }

    // Adobe's AFM for the PDF standard fonts gives each printable ASCII character's advance.
    @Test(arguments: [(false, "Helvetica"), (true, "Helvetica-Bold")])
    func everyPrintableASCIIAdvanceIsAdobes(bold: Bool, font: String) throws {
        let scalars = (0x20...0x7E).compactMap(Unicode.Scalar.init)
        let expected = try reportLabWidths(scalars.map { String($0) }, font: font)
        for (scalar, width) in zip(scalars, expected) {
            #expect(abs(Double(TextMetrics.advance(of: scalar, bold: bold)) * 1000 - width) < 1e-9, "\(scalar) in \(font)")
        }
    }

    // A line's width is its characters' advances summed (no kerning, as a label without
    // attributes sets it in Flipbook).
    @Test func aLinesWidthIsItsAdvancesSummed() throws {
        let texts = ["Master", "Inbox", "New Message", "Turn me over", "Northern Lights, March"]
        let expected = try reportLabWidths(texts, font: "Helvetica")
        for (text, width) in zip(texts, expected) {
            let measured = Double(TextMetrics.width(of: text, fontSize: 17, bold: false))
            #expect(abs(measured - width * 17 / 1000) < 1e-9, "\(text)")
        }
    }
}
