//  Rasteriser+DecodedImages.swift — FlipbookRender
//  Flipbook's cache of images decoded to premultiplied linear light, kept while they are drawn.
//  Status: complete.

import Foundation
import FlipbookGraphics

/// An image's texels decoded once (`_ImageSource.decode`), and the image's bytes, held so that
/// their storage — whose address is the cache key — stays the same storage while cached.
final class _DecodedImage {
    let bytes: [UInt8]
    let texels: [LinearPixel]
    /// The `render` count when it was last drawn.
    var lastDrawn: Int

    init(_ image: Image, toLinear: UnsafePointer<Float>, frame: Int) {
        bytes = image.pixels
        let count = image.width * image.height
        texels = image.pixels.withUnsafeBufferPointer { bytes in
            (0..<count).map { _ImageSource.decode(bytes.baseAddress!, texel: $0, toLinear: toLinear) }
        }
        lastDrawn = frame
    }
}

extension Rasteriser {
    /// Images of at most this many texels are decoded once and kept (16 bytes a texel).
    static let decodedImageTexelLimit = 1 << 20
    /// An image is kept while one of this many last renders drew it.
    package static let decodedImageRenders = 8

    /// The decoded texels of `image`, decoding it on its first draw; nil for an image too large
    /// to keep (or when the cache is off for a test). An image drawn again in a later render
    /// finds its entry without allocating.
    func decodedTexels(of image: Image, toLinear: UnsafePointer<Float>) -> _DecodedImage? {
        guard fastPaths.contains(.decodedImages), image.width * image.height <= Self.decodedImageTexelLimit else { return nil }
        guard let key = image.pixels.withUnsafeBufferPointer({ $0.baseAddress.map { UInt(bitPattern: $0) } }) else { return nil }
        if let entry = decodedImages[key] {
            if entry.lastDrawn != renderCount {
                entry.lastDrawn = renderCount
                imagesDrawnThisRender += 1
            }
            return entry
        }
        let entry = _DecodedImage(image, toLinear: toLinear, frame: renderCount)
        decodedImages[key] = entry
        imagesDrawnThisRender += 1
        return entry
    }

    /// Drops the images none of the last `decodedImageRenders` renders drew: a scene rebuilt
    /// with new images (a scrub back) lets the old ones go within a few frames, while an image
    /// left out of a frame or two is not decoded again. A steady scene draws every kept image,
    /// which the count shows without looking at the entries.
    func dropUndrawnImages() {
        defer { imagesDrawnThisRender = 0 }
        guard decodedImages.count > imagesDrawnThisRender else { return }
        let oldest = renderCount - Self.decodedImageRenders
        if decodedImages.values.contains(where: { $0.lastDrawn <= oldest }) {
            decodedImages = decodedImages.filter { $0.value.lastDrawn > oldest }
        }
    }
}
