//  Rasteriser+DecodedImages.swift — FlipbookRender
//  Flipbook's cache of images decoded to premultiplied pixels, kept while they are drawn.
//  Status: complete.

import Foundation
import FlipbookGraphics

/// An image's texels decoded once (`_ImageSource.decode`), and the image's bytes, held so that
/// their storage — whose address is the cache key — stays the same storage while cached.
final class _DecodedImage {
    let bytes: [UInt8]
    /// The image, then it halved again and again down to 1 × 1: each texel the mean of the 2 × 2
    /// below it, premultiplied, an odd last row or column taken twice. A minified
    /// draw samples one of the halvings (see `Rasteriser.mipLevel`).
    let levels: [Level]
    /// The image's own texels.
    var texels: [PremultipliedPixel] { levels[0].texels }
    /// The `render` count when it was last drawn.
    var lastDrawn: Int

    struct Level {
        let width: Int, height: Int
        let texels: [PremultipliedPixel]
    }

    init(_ image: Image, toComponent: UnsafePointer<Float>, frame: Int) {
        bytes = image.pixels
        let count = image.width * image.height
        let texels = image.pixels.withUnsafeBufferPointer { bytes in
            (0..<count).map { _ImageSource.decode(bytes.baseAddress!, texel: $0, toComponent: toComponent) }
        }
        var levels = [Level(width: image.width, height: image.height, texels: texels)]
        while let last = levels.last, last.width > 1 || last.height > 1 {
            let width = (last.width + 1) / 2, height = (last.height + 1) / 2
            var halved: [PremultipliedPixel] = []
            halved.reserveCapacity(width * height)
            for y in 0..<height {
                let y0 = 2 * y, y1 = min(2 * y + 1, last.height - 1)
                for x in 0..<width {
                    let x0 = 2 * x, x1 = min(2 * x + 1, last.width - 1)
                    let sum = last.texels[y0 * last.width + x0] + last.texels[y0 * last.width + x1]
                        + last.texels[y1 * last.width + x0] + last.texels[y1 * last.width + x1]
                    halved.append(sum * 0.25)
                }
            }
            levels.append(Level(width: width, height: height, texels: halved))
        }
        self.levels = levels
        lastDrawn = frame
    }
}

extension Rasteriser {
    /// The level of an image's halvings (`_DecodedImage.levels`, `count` of them) to sample where
    /// one pixel spans `footprint` texels of the image: the coarsest whose texels are no wider
    /// than a pixel, `⌊log₂ footprint⌋` (its texels are ½ to 1 pixel across); 0 when magnified.
    ///
    /// Deviation: Core Animation's default `minificationFilter` is bilinear, but its minifying is
    /// from the device's pixels, which are finer than the image's here. A terminal pixel covers
    /// some 18 × 18 of a 3× phone's pixels, whose mean is what it should show: sampled bilinearly
    /// at one point, an image drawn small flickers as it moves.
    package static func mipLevel(footprint: Double, count: Int) -> Int {
        guard footprint >= 2, footprint.isFinite, count > 1 else { return 0 }
        return min(Int(log2(footprint)), count - 1)
    }

    /// How many texels of an image, `texelsPerPoint` of them per local point along each axis,
    /// one pixel spans around pixel `(x, y)` under `inverse`: the longer of the two pixel sides'
    /// images in texels.
    static func texelFootprint(_ inverse: _PixelToLocal, atPixelX x: Double, y: Double,
                               texelsPerPoint: (x: Double, y: Double)) -> Double {
        var lx = 0.0, ly = 0.0
        guard inverse.map(x, y, &lx, &ly) else { return 1 }
        // ∂(local x, local y)/∂(pixel x) and /∂(pixel y); under perspective, of X / W and Y / W.
        let w = inverse.isAffine ? 1 : x * inverse.m13 + y * inverse.m23 + inverse.m33
        let dxdx = (inverse.m11 - lx * inverse.m13) / w, dydx = (inverse.m12 - ly * inverse.m13) / w
        let dxdy = (inverse.m21 - lx * inverse.m23) / w, dydy = (inverse.m22 - ly * inverse.m23) / w
        // Each pixel side's image, in texels.
        func length(_ u: Double, _ v: Double) -> Double {
            ((u * texelsPerPoint.x) * (u * texelsPerPoint.x) + (v * texelsPerPoint.y) * (v * texelsPerPoint.y)).squareRoot()
        }
        return max(length(dxdx, dydx), length(dxdy, dydy))
    }

    /// Images of at most this many texels are decoded once and kept (16 bytes a texel).
    static let decodedImageTexelLimit = 1 << 20
    /// An image is kept while one of this many last renders drew it.
    package static let decodedImageRenders = 8

    /// The decoded texels of `image`, decoding it on its first draw; nil for an image too large
    /// to keep (or when the cache is off for a test). An image drawn again in a later render
    /// finds its entry without allocating.
    func decodedTexels(of image: Image, toComponent: UnsafePointer<Float>) -> _DecodedImage? {
        guard fastPaths.contains(.decodedImages), image.width * image.height <= Self.decodedImageTexelLimit else { return nil }
        guard let key = Self.decodedImageKey(image) else { return nil }
        if let entry = decodedImages[key] {
            if entry.lastDrawn != renderCount {
                entry.lastDrawn = renderCount
                imagesDrawnThisRender += 1
            }
            return entry
        }
        let entry = _DecodedImage(image, toComponent: toComponent, frame: renderCount)
        decodedImages[key] = entry
        imagesDrawnThisRender += 1
        return entry
    }

    /// The key of an image's decoded copy: the address of its bytes' storage (nil when empty).
    static func decodedImageKey(_ image: Image) -> UInt? {
        image.pixels.withUnsafeBufferPointer { $0.baseAddress.map { UInt(bitPattern: $0) } }
    }

    /// Counts `image`, if kept decoded, as drawn by this render (an item composited from its
    /// kept pixels samples no texel, but will again when it changes).
    func keepDecoded(_ image: Image) {
        guard let key = Self.decodedImageKey(image), let entry = decodedImages[key], entry.lastDrawn != renderCount
        else { return }
        entry.lastDrawn = renderCount
        imagesDrawnThisRender += 1
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
