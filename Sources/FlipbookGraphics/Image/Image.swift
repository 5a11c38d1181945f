//  Image.swift — FlipbookGraphics
//  Flipbook's RGBA8 bitmap image, loaded from and saved to PNG with libpng (JPEG: Image+JPEG.swift). Status: complete.

import CLibPNG
import Foundation

/// An immutable bitmap: 8-bit RGBA pixels, sRGB-encoded, straight alpha.
///
/// Pixels are stored row-major, top row first, four bytes per pixel
/// (red, green, blue, alpha), so `pixels.count == width * height * 4`.
/// One pixel is one point at scale 1. Images are loaded from and written to
/// PNG with the system libpng's simplified API, or generated procedurally.
public struct Image: Equatable, Sendable {
    /// Width in pixels, at least 1.
    public let width: Int
    /// Height in pixels, at least 1.
    public let height: Int
    /// RGBA bytes, row-major, top row first; `width * height * 4` of them.
    public let pixels: [UInt8]

    /// Creates an image from RGBA bytes (sRGB, straight alpha, row-major, top row first).
    ///
    /// - Throws: `ImageError` if either dimension is less than 1 or
    ///   `pixels.count` is not `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) throws {
        let expected = try Image.byteCount(width: width, height: height)
        guard pixels.count == expected else {
            throw ImageError(.invalidSize, """
                Cannot create a \(width)×\(height) image from \(pixels.count) bytes: \
                it needs exactly \(expected) (4 bytes, RGBA, per pixel). \
                Check the dimensions and the pixel buffer.
                """)
        }
        self.init(validatedWidth: width, height: height, pixels: pixels)
    }

    /// Creates an image filled with one colour. Both dimensions must be at least 1.
    public init(width: Int, height: Int, fill: Color) {
        self.init(width: width, height: height) { _, _ in fill }
    }

    /// Creates an image by asking `generator` for the colour of each pixel,
    /// row by row from the top. Both dimensions must be at least 1.
    public init(width: Int, height: Int, generator: (_ x: Int, _ y: Int) -> Color) {
        let count: Int
        do {
            count = try Image.byteCount(width: width, height: height)
        } catch {
            preconditionFailure("\(error)")
        }
        var pixels = [UInt8]()
        pixels.reserveCapacity(count)
        for y in 0..<height {
            for x in 0..<width {
                let c = generator(x, y).sRGB8
                pixels.append(contentsOf: [c.r, c.g, c.b, c.a])
            }
        }
        self.init(validatedWidth: width, height: height, pixels: pixels)
    }

    private init(validatedWidth width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The colour of the pixel at column `x`, row `y` (row 0 is the top).
    public func color(x: Int, y: Int) -> Color {
        let p = self[x, y]
        return Color(sRGB8: p.r, p.g, p.b, p.a)
    }

    /// The bytes of the pixel at column `x`, row `y` (row 0 is the top).
    public subscript(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition((0..<width).contains(x) && (0..<height).contains(y),
                     "Pixel (\(x), \(y)) is outside the \(width)×\(height) image.")
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// The size in pixels, which is also the size in points at scale 1.
    public var size: CGSize { CGSize(width: width, height: height) }

    /// The number of bytes of a `width`×`height` RGBA8 image, or an error if the size is impossible.
    private static func byteCount(width: Int, height: Int) throws -> Int {
        guard width > 0, height > 0 else {
            throw ImageError(.invalidSize, """
                Cannot create a \(width)×\(height) image: width and height must both be at least 1. \
                Pass a positive width and height.
                """)
        }
        let (pixelCount, o1) = width.multipliedReportingOverflow(by: height)
        let (bytes, o2) = pixelCount.multipliedReportingOverflow(by: 4)
        guard !o1, !o2, width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw ImageError(.invalidSize, """
                Cannot create a \(width)×\(height) image: it is too large to hold in memory. \
                Use a smaller image.
                """)
        }
        return bytes
    }
}

// MARK: - PNG

extension Image {
    /// Loads a PNG file, or a JPEG file (one that starts as a JPEG does, whatever its name).
    ///
    /// Any PNG libpng accepts is converted to 8-bit sRGB RGBA (palette, grey and
    /// 16-bit images included; 16-bit images without colour-space information are
    /// taken to be sRGB-encoded).
    ///
    /// Only a regular file is read: the path is opened without blocking and checked on the open
    /// descriptor, so a FIFO, a device or a socket at the path is refused at once rather than
    /// waited on (or read forever).
    ///
    /// - Throws: `ImageError` if the file does not exist, is not a regular file, cannot be read,
    ///   is larger than `maximumFileBytes`, or is not a valid PNG.
    public init(contentsOfFile path: String) throws {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR {
                throw ImageError(.fileNotFound, """
                    Cannot load image '\(path)': the file does not exist. \
                    Check the path or add the file to the demo's asset folder.
                    """)
            }
            throw ImageError(.unreadable, """
                Cannot load image '\(path)': the file cannot be opened (\(String(cString: strerror(code)))). \
                Check its permissions.
                """)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw ImageError(.unreadable, "Cannot load image '\(path)': \(String(cString: strerror(errno))).")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            let what = info.st_mode & S_IFMT == S_IFDIR ? "a directory" : info.st_mode & S_IFMT == S_IFIFO ? "a named pipe (FIFO)"
                : info.st_mode & S_IFMT == S_IFSOCK ? "a socket" : "a device"
            throw ImageError(.unreadable, """
                Cannot load image '\(path)': it is \(what), not a file. \
                Give the path of a PNG file.
                """)
        }
        guard info.st_size <= Self.maximumFileBytes else {
            throw ImageError(.invalidSize, """
                Cannot load image '\(path)': the file is \(info.st_size) bytes, more than any PNG of \
                the largest size Flipbook decodes (8192×8192) needs. Scale it down.
                """)
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        guard filled == bytes.count, !bytes.isEmpty else {
            throw ImageError(filled == 0 && bytes.isEmpty ? .malformed : .unreadable, """
                Cannot load image '\(path)': \(bytes.isEmpty ? "the file is empty" : "it could not be read whole"). \
                Check that the PNG was written completely.
                """)
        }
        if Image.isJPEG(bytes) {
            self = try Image(jpegBytes: bytes, describedAs: "image '\(path)'")
            return
        }
        self = try bytes.withUnsafeBytes { buffer in
            try Image.decodePNG(describedAs: "image '\(path)'") { image in
                png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count)
            }
        }
    }

    /// The largest PNG file read, bytes: the decoded size of the largest image allowed, plus
    /// room for a PNG's worst case (stored blocks, chunk headers and metadata) — 257 MiB.
    public static let maximumFileBytes = maxDecodedByteCount + (1 << 20)

    /// Decodes PNG data, converting it to 8-bit sRGB RGBA like `init(contentsOfFile:)`.
    ///
    /// - Throws: `ImageError` if the data is not a valid PNG.
    public init(pngData: Data) throws {
        let bytes = [UInt8](pngData)
        guard !bytes.isEmpty else {
            throw ImageError(.malformed, """
                Cannot load image from PNG data: the data is empty. \
                Check that the PNG was read or downloaded completely.
                """)
        }
        self = try bytes.withUnsafeBytes { buffer in
            // libpng reads from `buffer` until png_image_finish_read returns, so the
            // whole decode happens inside this closure.
            try Image.decodePNG(describedAs: "image from PNG data (\(bytes.count) bytes)") { image in
                png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count)
            }
        }
    }

    /// Encodes the image as an 8-bit RGBA PNG (sRGB).
    ///
    /// - Throws: `ImageError` if libpng cannot encode the image.
    public func pngData() throws -> Data {
        try pixels.withUnsafeBytes { buffer -> Data in
            // Encoded once, into a buffer no PNG of these pixels outgrows (libpng's
            // PNG_IMAGE_PNG_SIZE_MAX, which Swift does not import: the rows with their filter
            // bytes, deflate's worst case, the chunks around them). Should libpng still ask for
            // more, it says how much, and the one retry has it.
            var size = Image.pngSizeMax(width: width, height: height)
            for _ in 0..<2 {
                var output = [UInt8](repeating: 0, count: size)
                var image = makeWriteImage()
                var written = size
                let ok = output.withUnsafeMutableBytes { out in
                    png_image_write_to_memory(&image, out.baseAddress, &written, 0, buffer.baseAddress, 0, nil)
                }
                defer { png_image_free(&image) }
                if ok != 0 { return Data(output.prefix(written)) }
                // libpng: on failure *memory_bytes is unchanged, or grown to the size needed.
                guard written > size else { throw encodingError(image) }
                size = written
            }
            throw ImageError(.encodingFailed, "Cannot encode the \(width)×\(height) image as PNG: libpng kept asking for more memory.")
        }
    }

    /// The most bytes an RGBA PNG of `width × height` takes: libpng's PNG_IMAGE_PNG_SIZE_MAX.
    static func pngSizeMax(width: Int, height: Int) -> Int {
        let data = width * height * 4 + height
        let compressed = data + (data + 7) / 8 + (data + 63) / 64 + 11
        return 8 + 25 + 16 + 44 + 12 + 12 + 12 * (compressed / 8192) + compressed
    }

    /// libpng's simplified-API format for 8-bit RGBA. `PNG_FORMAT_RGBA` is a compound
    /// macro Swift does not import, so it is rebuilt from the flags it combines.
    private static let pngFormatRGBA = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)

    private func makeWriteImage() -> png_image {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = Image.pngFormatRGBA
        return image
    }

    private func encodingError(_ image: png_image) -> ImageError {
        ImageError(.encodingFailed, """
            Cannot encode the \(width)×\(height) image as PNG (libpng: \(Image.libpngMessage(image))). \
            Check that the image is not too large.
            """)
    }

    /// The most bytes a decode allocates: 8192×8192 RGBA, 256 MiB. The pixel buffer is sized
    /// from the header before libpng reads a row, so without a cap a 60-byte file claiming
    /// 1 000 000×1 000 000 pixels (libpng's own limit) asks for 4 TB and the allocation traps.
    private static let maxDecodedByteCount = 8192 * 8192 * 4

    /// Runs libpng's simplified read: `begin` opens the source, then the pixels are
    /// decoded as 8-bit RGBA. `subject` names the source in error messages.
    private static func decodePNG(
        describedAs subject: String, begin: (inout png_image) -> Int32
    ) throws -> Image {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }  // safe after libpng has already freed it

        guard begin(&image) != 0 else {
            throw ImageError(.malformed, """
                Cannot load \(subject): not a valid PNG (libpng: \(libpngMessage(image))). \
                Re-export it as PNG.
                """)
        }
        image.format = pngFormatRGBA
        image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)

        let width = Int(image.width), height = Int(image.height)
        let count: Int
        do {
            count = try byteCount(width: width, height: height)
        } catch let error as ImageError {
            throw ImageError(.invalidSize, "Cannot load \(subject): \(error.message)")
        }
        guard count <= maxDecodedByteCount else {
            throw ImageError(.invalidSize, """
                Cannot load \(subject): it is \(width)×\(height) pixels, more than the \(maxDecodedByteCount / 4) \
                (8192×8192) Flipbook decodes. Scale it down and re-export it.
                """)
        }
        var pixels = [UInt8](repeating: 0, count: count)
        let ok = pixels.withUnsafeMutableBytes { out in
            // Row stride 0: rows are packed, width * 4 bytes each, top row first.
            png_image_finish_read(&image, nil, out.baseAddress, 0, nil)
        }
        guard ok != 0 else {
            throw ImageError(.malformed, """
                Cannot load \(subject): the PNG is damaged or truncated \
                (libpng: \(libpngMessage(image))). Re-export it as PNG.
                """)
        }
        return Image(validatedWidth: width, height: height, pixels: pixels)
    }

    /// The NUL-terminated message libpng left in `image.message`.
    private static func libpngMessage(_ image: png_image) -> String {
        withUnsafeBytes(of: image.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            let text = String(decoding: bytes, as: UTF8.self)
            return text.isEmpty ? "no details" : text
        }
    }
}
