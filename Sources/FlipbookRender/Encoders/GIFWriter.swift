//  GIFWriter.swift — FlipbookRender
//  An animated GIF through giflib: each frame only where it changed, on the first frame's palette
//  where that holds its colours, its delay, looping forever or not.

import Foundation
import CGifLib

/// Why a GIF could not be written: giflib's message, or the sink's error.
public struct GIFError: Error, CustomStringConvertible {
    public let description: String
}

/// Writes an animated GIF frame by frame into `sink` (a file streamed as it is written).
///
/// A frame is written as the rectangle around the pixels that differ from the frame before
/// (the whole first frame; one pixel when nothing changed), left in place for the next
/// (disposal 1). Inside it a pixel that did not change is transparent unless its own colour
/// continues the run before it, so static parts become long runs for LZW and flat parts stay flat.
///
/// A frame's palette holds the colours of its changed pixels, to 5 bits a channel (each entry the
/// mean of its pixels), most frequent first, at most 255 and a transparent entry — exact where the
/// changed pixels have no more than 255 colours, one to a 5-bit bucket; the rest take the nearest
/// palette colour. No dithering, so flat areas stay flat and LZW's runs long. The first
/// frame's palette is the global colour table; a later frame whose colours are all in it uses it,
/// any other carries its own (a local colour table, sized to its colours, so LZW's codes start
/// that much narrower). The delays are in centiseconds, as GIF has them.
public final class GIFWriter {
    public let width: Int
    public let height: Int
    private let loops: Bool
    private var gif: UnsafeMutablePointer<GifFileType>?
    private let sink: ([UInt8]) throws -> Void
    /// The sink's error, kept to rethrow (giflib's callback can only say "failed").
    private var sinkError: Error?
    /// The frame before, as given: what a frame is compared with (empty before the first).
    private var previous: [UInt8] = []
    /// What a viewer shows after the frames so far: each pixel's palette colour, 0x00BBGGRR.
    private var canvas: [UInt32]
    /// The changed rectangle's palette indices, row by row.
    private var indices: [UInt8]
    /// Per 15-bit colour code: how many changed pixels, their summed channels (a palette
    /// entry's mean), and the palette index it takes (valid for the codes of this frame).
    private var counts = [UInt32](repeating: 0, count: 1 << 15)
    private var sums = [SIMD4<UInt32>](repeating: .zero, count: 1 << 15)
    private var table = [UInt8](repeating: 0, count: 1 << 15)
    /// The global colour table's colours (0x00BBGGRR) and each code's index in it (-1: absent).
    private var global: [UInt32] = []
    private var globalIndex = [Int16](repeating: -1, count: 1 << 15)

    /// What the frames so far were written as, for tests: how many used the global colour
    /// table, and the pixels written (the sum of the rectangles' areas).
    package private(set) var framesOnGlobalTable = 0
    package private(set) var pixelsWritten = 0

    /// Starts a GIF of `width × height` pixels; `loops`: the NETSCAPE2.0 extension that makes
    /// viewers play it forever (without it, once). Nothing is written before the first frame,
    /// whose palette the header carries.
    public init(width: Int, height: Int, loops: Bool, sink: @escaping ([UInt8]) throws -> Void) throws {
        precondition(width > 0 && height > 0 && width <= 0xFFFF && height <= 0xFFFF, "a GIF's side is 1…65 535 pixels")
        self.width = width
        self.height = height
        self.loops = loops
        self.sink = sink
        indices = [UInt8](repeating: 0, count: width * height)
        canvas = [UInt32](repeating: 0, count: width * height)
        var error: Int32 = 0
        gif = EGifOpen(nil, { file, bytes, count in
            guard let file, let bytes, count >= 0 else { return 0 }
            let writer = Unmanaged<GIFWriter>.fromOpaque(file.pointee.UserData).takeUnretainedValue()
            return writer.write(UnsafeBufferPointer(start: bytes, count: Int(count))) ? count : 0
        }, &error)
        guard let gif else { throw GIFError(description: "giflib could not start a GIF (error \(error))") }
        gif.pointee.UserData = Unmanaged.passUnretained(self).toOpaque()
        EGifSetGifVersion(gif, true)
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

    /// The screen descriptor with the global colour table `colors` (none: nil), and the loop extension.
    private func writeHeader(_ gif: UnsafeMutablePointer<GifFileType>, colors: [UInt32]?) throws {
        let map = try colors.map { try makeMap($0) }
        defer { map.map { GifFreeMapObject($0) } }
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map), "the screen descriptor")
        if loops {
            try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "the loop extension")
            try Array("NETSCAPE2.0".utf8).withUnsafeBytes { try check(EGifPutExtensionBlock(gif, 11, $0.baseAddress), "the loop extension") }
            try [UInt8(1), 0, 0].withUnsafeBytes { try check(EGifPutExtensionBlock(gif, 3, $0.baseAddress), "the loop count") }
            try check(EGifPutExtensionTrailer(gif), "the loop extension")
        }
    }

    /// A giflib colour map of `colors`, padded with black to a power of two (giflib's rule; its
    /// size sets LZW's starting code width).
    private func makeMap(_ colors: [UInt32]) throws -> UnsafeMutablePointer<ColorMapObject> {
        var size = 2
        while size < colors.count { size *= 2 }
        var entries = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size)
        for (i, c) in colors.enumerated() {
            entries[i] = GifColorType(Red: UInt8(truncatingIfNeeded: c), Green: UInt8(truncatingIfNeeded: c >> 8), Blue: UInt8(truncatingIfNeeded: c >> 16))
        }
        guard let map = GifMakeMapObject(Int32(size), &entries) else { throw GIFError(description: "giflib could not make a palette") }
        return map
    }

    /// Appends a frame of 8-bit sRGB RGBA pixels (`width × height × 4` bytes, row-major, alpha
    /// ignored: the frame is opaque) shown for `delay` centiseconds.
    public func append(rgba pixels: [UInt8], delay: Int) throws {
        precondition(pixels.count == width * height * 4, "a frame is width × height RGBA pixels")
        guard let gif else { throw GIFError(description: "the GIF is already finished") }
        let isFirst = previous.isEmpty
        let rect = isFirst ? (x: 0, y: 0, width: width, height: height) : changedRect(pixels) ?? (x: 0, y: 0, width: 1, height: 1)
        let colors = choosePalette(pixels, rect)
        // The first frame's colours (and a transparent entry) are the global colour table; a
        // later frame uses it when it holds every colour of the frame exactly.
        let onGlobal: Bool
        if isFirst {
            try writeHeader(gif, colors: colors + [0])
            global = colors
            for code in present { globalIndex[code] = Int16(table[code]) }
            onGlobal = true
        } else {
            onGlobal = present.count <= colors.count && present.allSatisfy { code in
                let i = Int(globalIndex[code])
                return i >= 0 && global[i] == colors[Int(table[code])]
            }
            if onGlobal { for code in present { table[code] = UInt8(globalIndex[code]) } }
        }
        let palette = onGlobal ? global : colors
        let transparent = UInt8(palette.count)
        let usesTransparent = mapPixels(pixels, rect, palette: palette, transparent: transparent)
        for code in present { counts[code] = 0; sums[code] = .zero }
        present.removeAll(keepingCapacity: true)
        if isFirst { previous = pixels } else { copyRect(pixels, rect) }
        if onGlobal { framesOnGlobalTable += 1 }
        pixelsWritten += rect.width * rect.height

        // Graphics control: disposal "leave in place", the transparent index if any, the delay.
        let clamped = min(max(delay, 0), 0xFFFF)
        let control: [UInt8] = [usesTransparent ? 0x05 : 0x04, UInt8(clamped & 0xFF), UInt8(clamped >> 8), usesTransparent ? transparent : 0]
        try control.withUnsafeBytes { try check(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, $0.baseAddress), "a frame's delay") }
        let map = onGlobal ? nil : try makeMap(usesTransparent ? palette + [0] : palette)
        defer { map.map { GifFreeMapObject($0) } }
        try check(EGifPutImageDesc(gif, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, map), "a frame's descriptor")
        try indices.withUnsafeMutableBufferPointer { buffer in
            try check(EGifPutLine(gif, buffer.baseAddress!, Int32(rect.width * rect.height)), "a frame's pixels")
        }
    }

    /// Ends the file (the trailer); the writer takes no more frames.
    public func finish() throws {
        guard let gif else { return }
        if previous.isEmpty { try writeHeader(gif, colors: nil) }
        self.gif = nil
        var error: Int32 = 0
        guard EGifCloseFile(gif, &error) == GIF_OK else {
            if let sinkError { throw sinkError }
            throw GIFError(description: "giflib could not finish the GIF: \(String(cString: GifErrorString(error)))")
        }
        if let sinkError { throw sinkError }
    }

    private typealias Rect = (x: Int, y: Int, width: Int, height: Int)

    /// A pixel as 0xAABBGGRR (byte order R, G, B, A in memory).
    @inline(__always)
    private static func pixel(_ p: UnsafeRawBufferPointer, _ i: Int) -> UInt32 {
        UInt32(littleEndian: p.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self))
    }

    /// A colour's 15-bit code: 5 bits a channel.
    @inline(__always)
    private static func code(_ c: UInt32) -> Int {
        let r: UInt32 = (c >> 3) & 0x1F, g: UInt32 = (c >> 11) & 0x1F, b: UInt32 = (c >> 19) & 0x1F
        return Int(r << 10 | g << 5 | b)
    }

    /// The smallest rectangle holding every pixel that differs from the frame before (nil: none).
    private func changedRect(_ pixels: [UInt8]) -> Rect? {
        var minX = width, maxX = -1, minY = height, maxY = -1
        pixels.withUnsafeBytes { new in
            previous.withUnsafeBytes { old in
                let row = 4 * width
                for y in 0..<height where memcmp(new.baseAddress! + y * row, old.baseAddress! + y * row, row) != 0 {
                    var left = 0, right = width - 1
                    while Self.pixel(new, y * width + left) == Self.pixel(old, y * width + left) { left += 1 }
                    while Self.pixel(new, y * width + right) == Self.pixel(old, y * width + right) { right -= 1 }
                    minX = min(minX, left); maxX = max(maxX, right)
                    minY = min(minY, y); maxY = y
                }
            }
        }
        return maxY < 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    /// The 15-bit codes of the changed pixels in the frame being written.
    private var present: [Int] = []

    /// The palette of the changed pixels in `rect` (every pixel of the first frame), with
    /// `present` and `table` filled: their 15-bit colours by frequency, at most 255, each the
    /// mean of its pixels; a colour left out maps to the nearest one kept.
    private func choosePalette(_ pixels: [UInt8], _ rect: Rect) -> [UInt32] {
        let isFirst = previous.isEmpty
        pixels.withUnsafeBytes { new in previous.withUnsafeBytes { old in
            for y in rect.y..<(rect.y + rect.height) {
                for i in (y * width + rect.x)..<(y * width + rect.x + rect.width) {
                    let c = Self.pixel(new, i)
                    if !isFirst && Self.pixel(old, i) == c { continue }
                    let code = Self.code(c)
                    if counts[code] == 0 { present.append(code) }
                    counts[code] &+= 1
                    sums[code] &+= SIMD4(c & 0xFF, c >> 8 & 0xFF, c >> 16 & 0xFF, 0)
                }
            }
        } }
        present.sort { (counts[$0], $1) > (counts[$1], $0) }
        var colors: [UInt32] = []
        for (i, code) in present.prefix(255).enumerated() {
            let n = counts[code], s = (sums[code] &+ n / 2) / n
            colors.append(s.x | s.y << 8 | s.z << 16)
            table[code] = UInt8(i)
        }
        for code in present.dropFirst(255) {
            let n = counts[code], s = sums[code] / n
            var best = 0, bestDistance = Int.max
            for (i, c) in colors.enumerated() {
                let dr = Int(s.x) - Int(c & 0xFF), dg = Int(s.y) - Int(c >> 8 & 0xFF), db = Int(s.z) - Int(c >> 16 & 0xFF)
                let d = dr * dr + dg * dg + db * db
                if d < bestDistance { (best, bestDistance) = (i, d) }
            }
            table[code] = UInt8(best)
        }
        return colors
    }

    /// Fills `indices` with `rect`'s palette indices and `canvas` with what they show: a changed
    /// pixel its colour's; an unchanged one its own where that continues the run before it and
    /// shows what is there already, else `transparent`. Whether any is transparent.
    private func mapPixels(_ pixels: [UInt8], _ rect: Rect, palette: [UInt32], transparent: UInt8) -> Bool {
        var usesTransparent = false
        var last = -1
        let isFirst = previous.isEmpty
        pixels.withUnsafeBytes { new in previous.withUnsafeBytes { old in
            indices.withUnsafeMutableBufferPointer { out in
                canvas.withUnsafeMutableBufferPointer { canvas in
                    var o = 0
                    for y in rect.y..<(rect.y + rect.height) {
                        for i in (y * width + rect.x)..<(y * width + rect.x + rect.width) {
                            let c = Self.pixel(new, i)
                            let index = Int(table[Self.code(c)])
                            if !isFirst && Self.pixel(old, i) == c {
                                if index == last && index < palette.count && palette[index] == canvas[i] {
                                    out[o] = UInt8(index)
                                } else {
                                    out[o] = transparent
                                    last = Int(transparent)
                                    usesTransparent = true
                                }
                            } else {
                                out[o] = UInt8(index)
                                canvas[i] = palette[index]
                                last = index
                            }
                            o += 1
                        }
                    }
                }
            }
        } }
        return usesTransparent
    }

    /// Copies `rect` of the frame into `previous` (outside it nothing changed).
    private func copyRect(_ pixels: [UInt8], _ rect: Rect) {
        pixels.withUnsafeBytes { new in
            previous.withUnsafeMutableBytes { old in
                for y in rect.y..<(rect.y + rect.height) {
                    let start = 4 * (y * width + rect.x)
                    (old.baseAddress! + start).copyMemory(from: new.baseAddress! + start, byteCount: 4 * rect.width)
                }
            }
        }
    }
}
