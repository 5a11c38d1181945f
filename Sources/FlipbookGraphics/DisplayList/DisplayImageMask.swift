//  DisplayImageMask.swift — FlipbookGraphics
//  An image a clip lets paint through by, point by point (Core Graphics' clip(to:mask:), image
//  masks). Status: complete.

import Foundation

/// An image whose each point lets through a share of what a clip cuts: its alpha where it has
/// any transparency, else its gray level (white lets all through, black nothing).
///
/// The image is `width` × `height` pixels over the clip's rectangle `(0, 0, width, height)`, its
/// samples mixed bilinearly between their centres. Kept by reference, so that a clip stays small.
public final class DisplayImageMask: Equatable, @unchecked Sendable {
    public let width: Int
    public let height: Int
    /// The share each pixel lets through (0…255, row-major, top row first) for a bitmap; nil for
    /// a picture, whose share the renderer finds by drawing it.
    package let coverage: [UInt8]?
    /// A picture's items, in its pixel space.
    package let picture: [DisplayItem]

    /// The mask of a bitmap's pixels (RGBA, straight alpha).
    package init(bitmap: Image) {
        width = bitmap.width
        height = bitmap.height
        coverage = Self.coverage(rgba: bitmap.pixels)
        picture = []
    }

    /// The mask of a picture `width` × `height` pixels large.
    package init(picture: [DisplayItem], width: Int, height: Int) {
        self.width = width
        self.height = height
        coverage = nil
        self.picture = picture
    }

    /// The share each pixel of RGBA `bytes` lets through: its alpha when any pixel is not opaque,
    /// else its gray level (Rec. 709 weights on the gamma-encoded components).
    package static func coverage<Bytes: RandomAccessCollection>(rgba bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8, Bytes.Index == Int {
        let count = bytes.count / 4
        let base = bytes.startIndex
        var opaque = true
        for i in 0..<count where bytes[base + 4 * i + 3] < 255 {
            opaque = false
            break
        }
        return (0..<count).map { i in
            let p = base + 4 * i
            if !opaque { return bytes[p + 3] }
            let gray = 0.2126 * Double(bytes[p]) + 0.7152 * Double(bytes[p + 1]) + 0.0722 * Double(bytes[p + 2])
            return UInt8(min(max(gray.rounded(), 0), 255))
        }
    }

    /// The share let through at `local` (the mask's pixel space) from `coverage`, mixed
    /// bilinearly between sample centres, the edges clamped; 0 outside the image.
    package static func share(_ coverage: UnsafeBufferPointer<UInt8>, width: Int, height: Int, at local: CGPoint) -> Double {
        let x = Double(local.x), y = Double(local.y)
        guard x >= 0, y >= 0, x <= Double(width), y <= Double(height), coverage.count >= width * height else { return 0 }
        let u = min(max(x - 0.5, 0), Double(width - 1)), v = min(max(y - 0.5, 0), Double(height - 1))
        let x0 = Int(u), y0 = Int(v)
        let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
        let fx = u - Double(x0), fy = v - Double(y0)
        func at(_ x: Int, _ y: Int) -> Double { Double(coverage[y * width + x]) / 255 }
        let top = at(x0, y0) * (1 - fx) + at(x1, y0) * fx, bottom = at(x0, y1) * (1 - fx) + at(x1, y1) * fx
        return top * (1 - fy) + bottom * fy
    }

    public static func == (a: DisplayImageMask, b: DisplayImageMask) -> Bool {
        a === b || (a.width == b.width && a.height == b.height && a.coverage == b.coverage && a.picture == b.picture)
    }
}
