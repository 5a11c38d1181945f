//  CGImage+Masks.swift — FlipbookGraphics
//  Mirrors CoreGraphics.CGImage's masks: image masks from 1-, 2-, 4- or 8-bit samples, an image
//  masked by a mask or an image, and masking colours. Status: complete (see copy(maskingColorComponents:)).

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name
import Foundation

extension CGImage {
    /// An image mask of `width` × `height` samples of `bitsPerComponent` bits (1, 2, 4 or 8, most
    /// significant first) from `provider`; nil for another layout. Core Graphics docs: the samples
    /// "act as an inverse alpha": a sample of 1 masks out, 0 lets paint through; `decode` (a
    /// least and a greatest value) maps a sample's 0…1 before that.
    // Flipbook: shouldInterpolate is ignored: a mask is always mixed bilinearly between its samples.
    public convenience init?(maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool) {
        let rowBytes = (width * bitsPerComponent + 7) / 8
        guard width > 0, height > 0, [1, 2, 4, 8].contains(bitsPerComponent), bitsPerPixel == bitsPerComponent,
              bytesPerRow >= rowBytes else { return nil }
        let bytes = [UInt8](provider.contents)
        guard bytes.count >= bytesPerRow * (height - 1) + rowBytes else { return nil }
        let greatest = Double((1 << bitsPerComponent) - 1)
        let least = decode.map { Double($0[0]) } ?? 0, most = decode.map { Double($0[1]) } ?? 1
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let bit = x * bitsPerComponent
                let byte = bytes[y * bytesPerRow + bit / 8]
                let sample = Int(byte >> (8 - bitsPerComponent - bit % 8)) & ((1 << bitsPerComponent) - 1)
                let value = least + Double(sample) / greatest * (most - least)
                pixels += [255, 255, 255, UInt8((min(max(1 - value, 0), 1) * 255).rounded())]
            }
        }
        guard let mask = try? Image(width: width, height: height, pixels: pixels) else { return nil }
        self.init(mask: mask)
    }

    /// The image masked by `mask`, scaled to the image's size. Core Graphics docs: an image mask's
    /// samples "act as an inverse alpha value"; an image's "act as an alpha value" (its gray
    /// level; here, its alpha when it has transparency). Nil when this image is itself a mask.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard !isMask, width > 0, height > 0, mask.width > 0, mask.height > 0 else { return nil }
        let share = mask.displayMask
        if case .bitmap(let image) = content, let coverage = share.coverage {
            // Both bitmaps: the image's alpha times the mask's share at each pixel's centre.
            let sx = Double(mask.width) / Double(width), sy = Double(mask.height) / Double(height)
            var pixels = image.pixels
            coverage.withUnsafeBufferPointer { coverage in
                for y in 0..<height {
                    for x in 0..<width {
                        let at = CGPoint(x: (Double(x) + 0.5) * sx, y: (Double(y) + 0.5) * sy)
                        let a = Double(pixels[(y * width + x) * 4 + 3])
                        let s = DisplayImageMask.share(coverage, width: mask.width, height: mask.height, at: at)
                        pixels[(y * width + x) * 4 + 3] = UInt8((a * s).rounded())
                    }
                }
            }
            return (try? Image(width: width, height: height, pixels: pixels)).map { CGImage($0) }
        }
        // A picture on either side: the image's drawing cut by the mask, stretched over it.
        var clip = DisplayClip(transform: ProjectiveTransform(scaleX: Double(width) / Double(mask.width),
                                                              y: Double(height) / Double(mask.height)),
                               rect: CGRect(x: 0, y: 0, width: mask.width, height: mask.height))
        clip.imageMask = share
        let drawn: [DisplayItem]
        switch content {
        case .bitmap(let image):
            drawn = [DisplayItem(transform: .identity, size: CGSize(width: width, height: height), content: .image(image, .scaleToFill))]
        case .picture(let items):
            drawn = items
        }
        return CGImage(picture: drawn.map { $0.mapped(by: .identity, adding: [clip]) }, width: width, height: height)
    }

    /// The image with every pixel whose components all lie in the given ranges made transparent.
    /// Core Graphics docs: `components` holds a least and a greatest value per colour component
    /// (in 0…255 for 8-bit samples): six for RGB, two for gray. Nil for a mask, or another count.
    // Flipbook: nil for an image a context drew: it has no pixels until the renderer draws it.
    public func copy(maskingColorComponents components: [CGFloat]) -> CGImage? {
        guard !isMask, case .bitmap(let image) = content, components.count == 6 || components.count == 2 else { return nil }
        let ranges = (0..<3).map { c in
            components.count == 2 ? (components[0], components[1]) : (components[2 * c], components[2 * c + 1])
        }
        var pixels = image.pixels
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let inside = (0..<3).allSatisfy { c in
                let v = CGFloat(pixels[i + c])
                return v >= ranges[c].0 && v <= ranges[c].1
            }
            if inside { pixels[i + 3] = 0 }
        }
        return (try? Image(width: width, height: height, pixels: pixels)).map { CGImage($0) }
    }
}
#endif
