//  CGImage+Bitmap.swift — FlipbookGraphics
//  Mirrors CoreGraphics.CGImage's creation from a data provider's bytes (8-bit RGB or gray,
//  any alpha layout and byte order) or PNG file, its copies and the description of its pixels.
//  Status: partial (no JPEG, no masks, no decode arrays; images are sRGB with straight alpha).

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name
import Foundation

/// How a bitmap's pixels are laid out: the alpha info, float components and byte order.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// The byte order of a bitmap's pixels (mirrors `CGImageByteOrderInfo`).
public enum CGImageByteOrderInfo: UInt32, Sendable {
    case orderMask = 0x7000
    case orderDefault = 0
    case order16Little = 0x1000
    case order32Little = 0x2000
    case order16Big = 0x3000
    case order32Big = 0x4000
}

/// The packing of a bitmap's pixels (mirrors `CGImagePixelFormatInfo`).
public enum CGImagePixelFormatInfo: UInt32, Sendable {
    case mask = 0xF0000
    case packed = 0
    case RGB555 = 0x10000
    case RGB565 = 0x20000
    case RGB101010 = 0x30000
    case RGBCIF10 = 0x40000
}

extension CGImage {
    /// An image of `width` × `height` pixels read from `provider`'s bytes, laid out as the other
    /// arguments say; nil for a layout Flipbook does not read.
    // Flipbook: reads 8-bit RGB or gray, with or without alpha (first or last, premultiplied,
    // straight or skipped) in either 32-bit byte order; decode arrays and the intent are ignored.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        let gray = space.name == CGColorSpace.genericGrayGamma2_2
        let alpha = CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
        let colours = gray ? 1 : 3
        let channels = colours + (alpha == .none ? 0 : 1)
        guard width > 0, height > 0, bitsPerComponent == 8, bitsPerPixel == 8 * channels,
              !bitmapInfo.contains(.floatComponents), alpha != .alphaOnly,
              bytesPerRow >= width * channels else { return nil }
        let bytes = [UInt8](provider.contents)
        guard bytes.count >= bytesPerRow * (height - 1) + width * channels else { return nil }
        let reversed = bitmapInfo.rawValue & CGBitmapInfo.byteOrderMask.rawValue == CGBitmapInfo.byteOrder32Little.rawValue
            && channels == 4
        let alphaFirst = [.premultipliedFirst, .first, .noneSkipFirst].contains(alpha)
        let premultiplied = alpha == .premultipliedFirst || alpha == .premultipliedLast
        let skipped = alpha == .noneSkipFirst || alpha == .noneSkipLast
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let start = y * bytesPerRow + x * channels
                var p = Array(bytes[start..<(start + channels)])
                if reversed { p.reverse() }
                var a: UInt8 = 255
                if channels > colours {
                    if alphaFirst { a = p.removeFirst() } else { a = p.removeLast() }
                    if skipped { a = 255 }
                }
                var rgb = gray ? [p[0], p[0], p[0]] : p
                if premultiplied, a > 0, a < 255 {
                    rgb = rgb.map { UInt8(min(255, (Int($0) * 255 + Int(a) / 2) / Int(a))) }
                }
                pixels += rgb + [a]
            }
        }
        guard let image = try? Image(width: width, height: height, pixels: pixels) else { return nil }
        self.init(image)
    }

    /// An image of the PNG file `source` provides; nil when it is not one.
    public convenience init?(pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let image = try? Image(pngData: source.contents) else { return nil }
        self.init(image)
        sourceType = "public.png"
    }

    /// An image of the JPEG file `source` provides (baseline or progressive, through libjpeg);
    /// nil when it is not one.
    public convenience init?(jpegDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        guard let image = try? Image(jpegData: source.contents) else { return nil }
        self.init(image)
        sourceType = "public.jpeg"
    }

    /// The uniform type of the file the image was decoded from.
    // Flipbook: "public.png" or "public.jpeg" for an image made from such a file; nil for any other (no Image I/O).
    public var utType: CFString? { sourceType.map { $0 as NSString } }

    /// A copy of the image (an image is immutable: the same one).
    public func copy() -> CGImage? { self }

    /// The image in `space`; nil unless it is an RGB space (Flipbook's images are sRGB).
    public func copy(colorSpace space: CGColorSpace) -> CGImage? {
        space.name == CGColorSpace.genericGrayGamma2_2 ? nil : self
    }

    /// Whether the image is an image mask (`init(maskWidth:…)`).
    public var isMask: Bool { isImageMask }

    /// The colour space: sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }

    /// How alpha is stored: last, not premultiplied (RGBA bytes).
    public var alphaInfo: CGImageAlphaInfo { .last }

    /// The layout of the pixels: alpha last, straight, bytes in order R G B A.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue) }

    /// The byte order: the default (R G B A in memory).
    public var byteOrderInfo: CGImageByteOrderInfo { .orderDefault }

    /// The pixel packing: one byte per component.
    public var pixelFormatInfo: CGImagePixelFormatInfo { .packed }

    /// The provider of the pixels: RGBA bytes, top row first, `bytesPerRow` apart.
    // Flipbook: nil for an image a context drew, which is a picture with no pixels until the
    // renderer draws it.
    public var dataProvider: CGDataProvider? {
        bitmap.flatMap { CGDataProvider(data: Data($0.pixels) as NSData) }
    }

    /// The decode array (nil: components map to their full range).
    public var decode: UnsafePointer<CGFloat>? { nil }

    /// Whether the image is smoothed when scaled.
    // Flipbook: always true: the renderer samples every image with its one filter.
    public var shouldInterpolate: Bool { true }

    /// The rendering intent.
    // Flipbook: always the default: one colour space, so no gamut mapping.
    public var renderingIntent: CGColorRenderingIntent { .defaultIntent }

    // Flipbook: Foundation on Linux has no Core Foundation type registry; a constant per type.
    /// The type identifier of images.
    public class var typeID: CFTypeID { 0x4347_496D }  // "CGIm"
}
#endif
