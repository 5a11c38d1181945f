//  GIFWriter.swift — FlipbookRender
//  An animated GIF through giflib: each frame's own palette, its delay, looping forever or not.

import Foundation
import CGifLib

/// Why a GIF could not be written: giflib's message, or the sink's error.
public struct GIFError: Error, CustomStringConvertible {
    public let description: String
}

/// Writes an animated GIF frame by frame into `sink` (a file streamed as it is written).
///
/// Each frame gets its own palette of at most 256 colours (a local colour table): the colours
/// of the frame, to 5 bits a channel, most frequent first — exact where a frame has no more than
/// 256 of them, which a UI frame mostly has; the rest take the nearest palette colour. No
/// dithering. The delays are in centiseconds, as GIF has them.
public final class GIFWriter {
    public let width: Int
    public let height: Int
    private var gif: UnsafeMutablePointer<GifFileType>?
    private let sink: ([UInt8]) throws -> Void
    /// The sink's error, kept to rethrow (giflib's callback can only say "failed").
    private var sinkError: Error?
    private var indices: [UInt8]
    /// Per 15-bit colour code: how many pixels, and their summed channels (a palette entry's mean).
    private var counts = [UInt32](repeating: 0, count: 1 << 15)
    private var sums = [SIMD4<UInt32>](repeating: .zero, count: 1 << 15)
    private var table = [UInt8](repeating: 0, count: 1 << 15)

    /// Starts a GIF of `width × height` pixels; `loops`: the NETSCAPE2.0 extension that makes
    /// viewers play it forever (without it, once).
    public init(width: Int, height: Int, loops: Bool, sink: @escaping ([UInt8]) throws -> Void) throws {
        precondition(width > 0 && height > 0 && width <= 0xFFFF && height <= 0xFFFF, "a GIF's side is 1…65 535 pixels")
        self.width = width
        self.height = height
        self.sink = sink
        indices = [UInt8](repeating: 0, count: width * height)
        var error: Int32 = 0
        gif = EGifOpen(nil, { file, bytes, count in
            guard let file, let bytes, count >= 0 else { return 0 }
            let writer = Unmanaged<GIFWriter>.fromOpaque(file.pointee.UserData).takeUnretainedValue()
            return writer.write(UnsafeBufferPointer(start: bytes, count: Int(count))) ? count : 0
        }, &error)
        guard let gif else { throw GIFError(description: "giflib could not start a GIF (error \(error))") }
        gif.pointee.UserData = Unmanaged.passUnretained(self).toOpaque()
        EGifSetGifVersion(gif, true)
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil), "the screen descriptor")
        if loops {
            try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "the loop extension")
            try Array("NETSCAPE2.0".utf8).withUnsafeBytes { try check(EGifPutExtensionBlock(gif, 11, $0.baseAddress), "the loop extension") }
            try [UInt8(1), 0, 0].withUnsafeBytes { try check(EGifPutExtensionBlock(gif, 3, $0.baseAddress), "the loop count") }
            try check(EGifPutExtensionTrailer(gif), "the loop extension")
        }
    }

    deinit {
        if let gif {
            var error: Int32 = 0
            EGifCloseFile(gif, &error)
        }
    }

    private func write(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard sinkError == nil else { return false }
        do {
            try sink(Array(bytes))
            return true
        } catch {
            sinkError = error
            return false
        }
    }

    private func check(_ status: Int32, _ what: String) throws {
        guard status == GIF_OK else {
            if let sinkError { throw sinkError }
            throw GIFError(description: "giflib could not write \(what): \(gif.map { String(cString: GifErrorString($0.pointee.Error)) } ?? "closed")")
        }
    }

    /// Appends a frame of 8-bit sRGB RGBA pixels (`width × height × 4` bytes, row-major, alpha
    /// ignored: the frame is opaque) shown for `delay` centiseconds.
    public func append(rgba pixels: [UInt8], delay: Int) throws {
        precondition(pixels.count == width * height * 4, "a frame is width × height RGBA pixels")
        guard let gif else { throw GIFError(description: "the GIF is already finished") }
        let palette = choosePalette(pixels)
        // Graphics control: no transparency, disposal "leave in place", the delay.
        let clamped = min(max(delay, 0), 0xFFFF)
        let control: [UInt8] = [0x04, UInt8(clamped & 0xFF), UInt8(clamped >> 8), 0]
        try control.withUnsafeBytes { try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, $0.baseAddress), "a frame's delay") }
        // giflib wants a power-of-two table.
        var size = 2
        while size < palette.count { size *= 2 }
        var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size)
        for (i, c) in palette.enumerated() { colors[i] = GifColorType(Red: c.r, Green: c.g, Blue: c.b) }
        guard let map = GifMakeMapObject(Int32(size), &colors) else { throw GIFError(description: "giflib could not make a palette") }
        defer { GifFreeMapObject(map) }
        try check(EGifPutImageDesc(gif, 0, 0, Int32(width), Int32(height), false, map), "a frame's descriptor")
        try indices.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<height {
                try check(EGifPutLine(gif, buffer.baseAddress! + y * width, Int32(width)), "a frame's pixels")
            }
        }
    }

    /// Ends the file (the trailer); the writer takes no more frames.
    public func finish() throws {
        guard let gif else { return }
        self.gif = nil
        var error: Int32 = 0
        guard EGifCloseFile(gif, &error) == GIF_OK else {
            if let sinkError { throw sinkError }
            throw GIFError(description: "giflib could not finish the GIF: \(String(cString: GifErrorString(error)))")
        }
        if let sinkError { throw sinkError }
    }

    /// The frame's palette, with `indices` filled: its 15-bit colours by frequency, at most 256,
    /// each the mean of its pixels; a colour left out maps to the nearest one kept.
    private func choosePalette(_ pixels: [UInt8]) -> [(r: UInt8, g: UInt8, b: UInt8)] {
        var present: [Int] = []
        pixels.withUnsafeBufferPointer { p in
            for i in 0..<(width * height) {
                let r = UInt32(p[4 * i]), g = UInt32(p[4 * i + 1]), b = UInt32(p[4 * i + 2])
                let code = Int((r >> 3) << 10 | (g >> 3) << 5 | b >> 3)
                if counts[code] == 0 { present.append(code) }
                counts[code] &+= 1
                sums[code] &+= SIMD4(r, g, b, 0)
            }
        }
        present.sort { counts[$0] > counts[$1] }
        let kept = present.prefix(256)
        var palette: [(r: UInt8, g: UInt8, b: UInt8)] = []
        for (i, code) in kept.enumerated() {
            let n = counts[code], s = sums[code]
            palette.append((UInt8((s.x + n / 2) / n), UInt8((s.y + n / 2) / n), UInt8((s.z + n / 2) / n)))
            table[code] = UInt8(i)
        }
        for code in present.dropFirst(256) {
            let n = counts[code], s = sums[code]
            let r = Int(s.x / n), g = Int(s.y / n), b = Int(s.z / n)
            var best = 0, bestDistance = Int.max
            for (i, c) in palette.enumerated() {
                let dr = r - Int(c.r), dg = g - Int(c.g), db = b - Int(c.b)
                let d = dr * dr + dg * dg + db * db
                if d < bestDistance { (best, bestDistance) = (i, d) }
            }
            table[code] = UInt8(best)
        }
        pixels.withUnsafeBufferPointer { p in
            indices.withUnsafeMutableBufferPointer { out in
                for i in 0..<(width * height) {
                    let code = Int((UInt32(p[4 * i]) >> 3) << 10 | (UInt32(p[4 * i + 1]) >> 3) << 5 | UInt32(p[4 * i + 2]) >> 3)
                    out[i] = table[code]
                }
            }
        }
        for code in present { counts[code] = 0; sums[code] = .zero }
        if palette.isEmpty { palette.append((0, 0, 0)) }
        return palette
    }
}
