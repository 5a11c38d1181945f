//  _PDFDocument.swift — FlipbookGraphics
//  The objects of a PDF file as a PDF context writes it: pages, their resources and link
//  annotations, named destinations, the Info dictionary and XMP metadata, and the file itself —
//  header, numbered objects, cross-reference table and trailer (PDF 1.4, ISO 32000-1 §7.5).

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name
import CZlib
import Foundation

/// A PDF document being written: objects are numbered as they are added, and `fileBytes()`
/// lays them out with the cross-reference table that finds them.
final class _PDFDocument {
    /// Each object's body (`n 0 obj … endobj` is added around it), object n at index n − 1; nil
    /// for one reserved and not yet written.
    private var bodies: [Data?] = []
    private let catalog: Int
    private let pageTree: Int
    private var pages: [Int] = []
    /// The Info dictionary's entries (key without its slash, text).
    var info: [(key: String, value: String)] = []
    /// The XMP packet given by `addDocumentMetadata(_:)`.
    var metadata: Data?
    /// Named destinations: a page's index and a point on it (page space), by name.
    var destinations: [String: (page: Int, point: CGPoint)] = [:]
    /// Images written once and shared by every page that draws them.
    private var images: [(image: Image, object: Int)] = []
    /// The standard fonts' objects, by base font name.
    private var fonts: [String: Int] = [:]

    init() {
        bodies = [nil, nil]
        catalog = 1
        pageTree = 2
    }

    var pageCount: Int { pages.count }

    // MARK: Objects

    /// Adds an object whose body is `body`; returns its number.
    func add(_ body: String) -> Int { add(Data(body.utf8)) }

    func add(_ body: Data) -> Int {
        bodies.append(body)
        return bodies.count
    }

    /// Adds a stream with the dictionary entries `entries` (without `<<`, `>>` or `/Length`),
    /// compressed by Flate when `compress` and zlib makes it smaller.
    func addStream(_ entries: String, data: Data, compress: Bool = true) -> Int {
        var entries = entries
        var data = data
        if compress, let deflated = Self.deflate(data), deflated.count < data.count {
            entries += " /Filter /FlateDecode"
            data = deflated
        }
        var body = Data("<<\(entries) /Length \(data.count) >>\nstream\n".utf8)
        body.append(data)
        body.append(Data("\nendstream".utf8))
        return add(body)
    }

    /// The image XObject of `image` (with a soft mask for its alpha when it has any), written once.
    func imageObject(_ image: Image) -> Int {
        if let written = images.first(where: { $0.image == image }) { return written.object }
        let count = image.width * image.height
        var rgb = [UInt8](repeating: 0, count: count * 3)
        var alpha = [UInt8](repeating: 0, count: count)
        let pixels = image.pixels
        for i in 0..<count {
            rgb[3 * i] = pixels[4 * i]
            rgb[3 * i + 1] = pixels[4 * i + 1]
            rgb[3 * i + 2] = pixels[4 * i + 2]
            alpha[i] = pixels[4 * i + 3]
        }
        let opaque = !alpha.contains { $0 != 255 }
        let size = "/Type /XObject /Subtype /Image /Width \(image.width) /Height \(image.height) /BitsPerComponent 8"
        var entries = size + " /ColorSpace /DeviceRGB"
        if !opaque {
            entries += " /SMask \(addStream(size + " /ColorSpace /DeviceGray", data: Data(alpha))) 0 R"
        }
        let object = addStream(entries, data: Data(rgb))
        images.append((image, object))
        return object
    }

    /// One of the standard 14 fonts (Helvetica, Helvetica-Bold), in WinAnsiEncoding, written once.
    func fontObject(_ baseFont: String) -> Int {
        if let written = fonts[baseFont] { return written }
        let object = add("<< /Type /Font /Subtype /Type1 /BaseFont /\(baseFont) /Encoding /WinAnsiEncoding >>")
        fonts[baseFont] = object
        return object
    }

    // MARK: Pages

    /// Adds a page: its boxes (media box first), its content and its link annotations (each an
    /// annotation dictionary).
    func addPage(boxes: [(name: String, rect: CGRect)], content: _PDFPageContent, annotations: [String]) {
        let contents = addStream("", data: Data(content.operators.utf8))
        var page = "<< /Type /Page /Parent \(pageTree) 0 R"
        for box in boxes { page += " /\(box.name) \(Self.array(box.rect))" }
        page += " /Resources \(content.resourceDictionary) /Contents \(contents) 0 R"
        if !annotations.isEmpty {
            page += " /Annots [" + annotations.map { "\(add($0)) 0 R" }.joined(separator: " ") + "]"
        }
        pages.append(add(page + " >>"))
    }

    // MARK: The file

    /// The whole file: header, objects, cross-reference table, trailer.
    func fileBytes() -> Data {
        bodies[pageTree - 1] = Data("<< /Type /Pages /Kids [\(pages.map { "\($0) 0 R" }.joined(separator: " "))] /Count \(pages.count) >>".utf8)
        var catalogBody = "<< /Type /Catalog /Pages \(pageTree) 0 R"
        let named = destinations.filter { $0.value.page < pages.count }
        if !named.isEmpty {
            // A name tree's keys are sorted by their bytes (ISO 32000-1 §7.9.6).
            let sorted = named.sorted { Array($0.key.utf8).lexicographicallyPrecedes(Array($1.key.utf8)) }
            let entries = sorted.map { name, place in
                "\(Self.byteString(name)) [\(pages[place.page]) 0 R /XYZ \(Self.number(place.point.x)) \(Self.number(place.point.y)) null]"
            }
            catalogBody += " /Names << /Dests << /Names [\(entries.joined(separator: " "))] >> >>"
        }
        if let metadata {
            catalogBody += " /Metadata \(addStream(" /Type /Metadata /Subtype /XML", data: metadata, compress: false)) 0 R"
        }
        bodies[catalog - 1] = Data((catalogBody + " >>").utf8)
        let infoObject = info.isEmpty ? nil
            : add("<< " + info.map { "/\($0.key) \(Self.textString($0.value))" }.joined(separator: " ") + " >>")

        // A comment of bytes above 127 first marks the file as binary (ISO 32000-1 §7.5.2).
        var file = Data("%PDF-1.4\n%".utf8) + Data([0xE2, 0xE3, 0xCF, 0xD3, 0x0A])
        var offsets: [Int] = []
        for (index, body) in bodies.enumerated() {
            offsets.append(file.count)
            file.append(Data("\(index + 1) 0 obj\n".utf8))
            file.append(body ?? Data("null".utf8))
            file.append(Data("\nendobj\n".utf8))
        }
        let table = file.count
        // Each entry is exactly 20 bytes: ten-digit offset, generation, kind, space and newline.
        var xref = "xref\n0 \(bodies.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { xref += String(offset).leftPadded(to: 10) + " 00000 n \n" }
        xref += "trailer\n<< /Size \(bodies.count + 1) /Root \(catalog) 0 R"
        if let infoObject { xref += " /Info \(infoObject) 0 R" }
        xref += " >>\nstartxref\n\(table)\n%%EOF\n"
        file.append(Data(xref.utf8))
        return file
    }

    // MARK: Writing values

    /// A number as PDF writes it: at most four decimals, no exponent.
    static func number(_ value: CGFloat) -> String { number(Double(value)) }

    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 10_000).rounded() / 10_000
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.4f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// `[x0 y0 x1 y1]`, a rectangle as PDF writes one.
    static func array(_ rect: CGRect) -> String {
        let r = rect.standardized
        return "[\(number(r.minX)) \(number(r.minY)) \(number(r.maxX)) \(number(r.maxY))]"
    }

    /// A text string: literal when it is printable ASCII, else UTF-16BE with its byte order mark
    /// (ISO 32000-1 §7.9.2.2).
    static func textString(_ text: String) -> String {
        if text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value < 0x7F }) { return byteString(text) }
        return "<FEFF" + text.utf16.map { String(format: "%04X", $0) }.joined() + ">"
    }

    /// A byte string of `text`'s UTF-8: literal, with `(`, `)` and `\` escaped and other bytes
    /// outside printable ASCII in octal.
    static func byteString(_ text: String) -> String { literal(Array(text.utf8)) }

    static func literal(_ bytes: [UInt8]) -> String {
        var out = "("
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\\"): out += "\\" + String(UnicodeScalar(byte))
            case 0x20..<0x7F: out.unicodeScalars.append(UnicodeScalar(byte))
            default: out += "\\" + String(byte, radix: 8).leftPadded(to: 3)
            }
        }
        return out + ")"
    }

    /// `data` deflated in zlib's format (FlateDecode); nil if zlib fails.
    private static func deflate(_ data: Data) -> Data? {
        guard !data.isEmpty else { return nil }
        var size = compressBound(uLong(data.count))
        var out = Data(count: Int(size))
        let status = out.withUnsafeMutableBytes { out in
            data.withUnsafeBytes { input in
                compress2(out.bindMemory(to: Bytef.self).baseAddress, &size,
                          input.bindMemory(to: Bytef.self).baseAddress, uLong(data.count), Z_BEST_COMPRESSION)
            }
        }
        guard status == Z_OK else { return nil }
        return out.prefix(Int(size))
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
#endif
