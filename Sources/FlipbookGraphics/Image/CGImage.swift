//  CGImage.swift — FlipbookGraphics
//  Mirrors CoreGraphics.CGImage (a bitmap, or a recorded picture). Status: partial (bytes from a data
//  provider, PNG and JPEG files and the pixel description: CGImage+Bitmap.swift; no masks or decode arrays).

import Foundation

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name

/// An immutable image `width` × `height` pixels large, mirroring `CoreGraphics.CGImage`.
///
/// An image is a bitmap (a PNG's pixels) or a *picture*: what a drawing context recorded —
/// the display items drawn into it, in its pixel space — which the renderer draws wherever
/// the image is shown, at the resolution it is shown at.
// Flipbook: an image made by a context keeps its drawing, not pixels: the renderer, which draws
// every frame, is above the modules that draw offscreen. So there is no `dataProvider` to read.
public final class CGImage: @unchecked Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    package let content: Content
    /// The uniform type of the file the image was decoded from (`utType`).
    package internal(set) var sourceType: String?
    /// Whether the image is an image mask (`init(maskWidth:…)`): its bitmap is white, its alpha
    /// the share of paint each pixel lets through (1 − the mask's sample).
    package let isImageMask: Bool
    /// For a picture, whether every item is known to paint only inside the image's rectangle
    /// (a cut made of plain fills): then drawing it needs no clip to that rectangle.
    package let itemsLieWithin: Bool

    /// What an image holds.
    package enum Content {
        case bitmap(Image)
        /// Display items in the image's pixel space, `(0, 0)` its top-left corner; only what lies
        /// inside the image's rectangle shows.
        case picture([DisplayItem])
    }

    /// An image of a bitmap's pixels (Flipbook addition).
    public init(_ image: Image) {
        width = image.width
        height = image.height
        content = .bitmap(image)
        isImageMask = false
        itemsLieWithin = false
    }

    /// An image mask whose bitmap's alpha is the share each pixel lets through.
    package init(mask: Image) {
        width = mask.width
        height = mask.height
        content = .bitmap(mask)
        isImageMask = true
        itemsLieWithin = false
    }

    /// A picture `width` × `height` pixels large of `items` (in that pixel space);
    /// `itemsLieWithin` when every item is known to paint only inside the picture's rectangle.
    package init(picture items: [DisplayItem], width: Int, height: Int, itemsLieWithin: Bool = false) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        content = .picture(items)
        isImageMask = false
        self.itemsLieWithin = itemsLieWithin
    }

    /// The bitmap, for an image of one (Flipbook addition).
    public var bitmap: Image? {
        if case .bitmap(let image) = content { return image }
        return nil
    }

    /// The image as a clip's mask: the share each of its pixels lets paint through.
    package var displayMask: DisplayImageMask {
        switch content {
        case .bitmap(let image): DisplayImageMask(bitmap: image)
        case .picture(let items): DisplayImageMask(picture: items, width: width, height: height)
        }
    }

    /// The recorded items, for a picture.
    package var pictureItems: [DisplayItem]? {
        if case .picture(let items) = content { return items }
        return nil
    }

    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }

    /// The part of the image inside `rect` (pixels, made integral), or nil when that part is
    /// empty. Core Graphics docs: "a new image … the intersection of the image and rect".
    public func cropping(to rect: CGRect) -> CGImage? {
        let cut = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !cut.isNull, cut.width >= 1, cut.height >= 1 else { return nil }
        let x0 = Int(cut.minX), y0 = Int(cut.minY), w = Int(cut.width), h = Int(cut.height)
        switch content {
        case .bitmap(let image):
            var pixels = [UInt8]()
            pixels.reserveCapacity(w * h * 4)
            for y in y0..<(y0 + h) {
                let row = (y * image.width + x0) * 4
                pixels.append(contentsOf: image.pixels[row..<(row + w * 4)])
            }
            return (try? Image(width: w, height: h, pixels: pixels)).map { CGImage($0) }
        case .picture(let items):
            // Only what may show in the cut is kept, and a plain fill only its part inside: a
            // screen cut into thousands of squares (a shatter) would otherwise draw the whole
            // screen's items once per square, each through a clip to the square.
            let moved = ProjectiveTransform(translationX: -Double(x0), y: -Double(y0))
            var liesWithin = true
            let kept: [DisplayItem] = items.compactMap { item in
                guard item.mayReach(cut) else { return nil }
                let part = item.fillCut(to: cut) ?? item
                if liesWithin && !part.liesWithin(cut) { liesWithin = false }
                return part.mapped(by: moved)
            }
            return CGImage(picture: kept, width: w, height: h, itemsLieWithin: liesWithin)
        }
    }
}

extension CGImage: Equatable {
    /// Images are equal when they are the same image or hold the same bitmap.
    public static func == (a: CGImage, b: CGImage) -> Bool {
        if a === b { return true }
        if case .bitmap(let x) = a.content, case .bitmap(let y) = b.content { return x == y }
        return false
    }
}

#endif

extension DisplayItem {
    /// The item with its plane and its clips' planes moved by `outer` (applied after their own
    /// transforms), and its opacity multiplied by `opacity`; `clips` are then added to its own.
    package func mapped(by outer: ProjectiveTransform, opacity: Double = 1, adding clips: [DisplayClip] = []) -> DisplayItem {
        var moved = self
        moved.transform = transform.concatenating(outer)
        moved.opacity = self.opacity * opacity
        moved.clips = self.clips.map { $0.mapped(by: outer) } + clips
        return moved
    }
}
