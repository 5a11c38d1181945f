//  Image+JPEG.swift — FlipbookGraphics
//  Flipbook's Image read from and written to JPEG with the system libjpeg (libjpeg-turbo). Status: complete
//  (baseline and progressive, grey, YCbCr and CMYK; EXIF orientation is not read).

import CLibJPEG
import Foundation

extension Image {
    /// Whether `bytes` start as a JPEG does: a start-of-image marker followed by another marker.
    package static func isJPEG<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        var i = bytes.makeIterator()
        return i.next() == 0xFF && i.next() == 0xD8 && i.next() == 0xFF
    }

    /// Decodes JPEG data to 8-bit sRGB RGBA (alpha 255: JPEG has none).
    ///
    /// - Throws: `ImageError` if the data is not a JPEG libjpeg can decode, or is larger than
    ///   the 8192×8192 pixels Flipbook decodes.
    public init(jpegData: Data) throws {
        try self.init(jpegBytes: [UInt8](jpegData), describedAs: "image from JPEG data (\(jpegData.count) bytes)")
    }

    /// Decodes `bytes`, naming the source `subject` in error messages.
    package init(jpegBytes bytes: [UInt8], describedAs subject: String) throws {
        guard !bytes.isEmpty else {
            throw ImageError(.malformed, "Cannot load \(subject): the data is empty. Check that the JPEG was read completely.")
        }
        var output: UnsafeMutablePointer<UInt8>?
        var width: Int32 = 0, height: Int32 = 0
        var message = [CChar](repeating: 0, count: Int(FLIPBOOK_JPEG_MESSAGE_LENGTH))
        let status = bytes.withUnsafeBufferPointer { data in
            flipbook_jpeg_decode(data.baseAddress, UInt(data.count), UInt(Image.maxDecodedPixels), &output, &width, &height, &message)
        }
        defer { free(output) }
        switch status {
        case 0:
            guard let output, width > 0, height > 0 else { break }
            let count = Int(width) * Int(height) * 4
            self = try Image(width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: output, count: count)))
            return
        case -2:
            throw ImageError(.invalidSize, """
                Cannot load \(subject): it is \(width)×\(height) pixels, more than the \(Image.maxDecodedPixels) \
                (8192×8192) Flipbook decodes. Scale it down and re-export it.
                """)
        default:
            break
        }
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        throw ImageError(.malformed, """
            Cannot load \(subject): not a JPEG libjpeg can decode (libjpeg: \(text.isEmpty ? "no details" : text)). \
            Re-export it as JPEG or PNG.
            """)
    }

    /// Encodes the image as a baseline JPEG of `quality` (0 most compressed, 1 best), 4:2:0 as
    /// libjpeg's defaults are. JPEG has no alpha: a pixel's colour is multiplied by its alpha
    /// first, so transparent parts come out black, as UIKit's `jpegData(compressionQuality:)` does.
    ///
    /// - Throws: `ImageError` if libjpeg cannot encode the image.
    public func jpegData(quality: Double) throws -> Data {
        var opaque = pixels
        for i in stride(from: 0, to: opaque.count, by: 4) where opaque[i + 3] != 255 {
            let a = UInt16(opaque[i + 3])
            for c in i..<(i + 3) { opaque[c] = UInt8((UInt16(opaque[c]) * a + 127) / 255) }
            opaque[i + 3] = 255
        }
        let libjpegQuality = Int32((min(max(quality.isNaN ? 0 : quality, 0), 1) * 100).rounded())
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var message = [CChar](repeating: 0, count: Int(FLIPBOOK_JPEG_MESSAGE_LENGTH))
        let status = opaque.withUnsafeBufferPointer { source in
            flipbook_jpeg_encode(source.baseAddress, Int32(width), Int32(height), max(libjpegQuality, 1), &output, &size, &message)
        }
        defer { free(output) }
        guard status == 0, let output else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ImageError(.encodingFailed, """
                Cannot encode the \(width)×\(height) image as JPEG (libjpeg: \(text.isEmpty ? "no details" : text)). \
                Check that the image is not too large (JPEG allows 65 500 pixels a side).
                """)
        }
        return Data(bytes: output, count: Int(size))
    }

    /// The most pixels a decode allocates (8192×8192), as for PNG.
    private static let maxDecodedPixels = 8192 * 8192
}
