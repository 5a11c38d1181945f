//  _PixelSources.swift — FlipbookRender
//  Flipbook's rasteriser paints: what colour a covered pixel gets. Status: complete.

import Foundation
import FlipbookGraphics

/// The colour of an item at a point of its local plane, premultiplied linear light.
///
/// The rasteriser's paint loop is generic over this protocol, so each conforming type gets
/// its own specialised loop: no existential or closure call per pixel.
protocol _PixelSource {
    /// Whether `color(atLocalX:y:)` reads its arguments; a solid colour does not, and its loop
    /// skips mapping pixel centres to the local plane.
    static var needsLocalPoint: Bool { get }
    /// Whether every pixel of this source is opaque and the same (so full coverage just stores it).
    var isOpaqueSolid: Bool { get }
    /// The premultiplied colour at a local point, opacity included.
    func color(atLocalX x: Double, y: Double) -> LinearPixel
}

/// One colour everywhere: fills, borders and greeked text bars.
struct _SolidSource: _PixelSource {
    let pixel: LinearPixel

    static var needsLocalPoint: Bool { false }
    var isOpaqueSolid: Bool { pixel.w == 1 }

    @inline(__always)
    func color(atLocalX x: Double, y: Double) -> LinearPixel { pixel }
}

/// An RGBA8 sRGB image placed over a local rectangle, sampled bilinearly in premultiplied
/// linear light with its edges clamped.
///
/// Holds raw pointers into the image's bytes and the sRGB decoding table: it is only valid
/// inside the `withUnsafeBufferPointer` scopes that created it.
struct _ImageSource: _PixelSource {
    let bytes: UnsafePointer<UInt8>
    let width: Int
    let height: Int
    /// `Color.sRGB8ToLinear`, 256 entries.
    let toLinear: UnsafePointer<Float>
    /// The local point where the image's top-left corner lands.
    let originX: Double, originY: Double
    /// Image pixels per local point.
    let scaleX: Double, scaleY: Double
    let opacity: Float

    static var needsLocalPoint: Bool { true }
    var isOpaqueSolid: Bool { false }

    @inline(__always)
    func color(atLocalX x: Double, y: Double) -> LinearPixel {
        // Texel centres sit at half-integers: shift by ½ so that u = 0 is texel 0's centre.
        let u = min(max((x - originX) * scaleX - 0.5, 0), Double(width - 1))
        let v = min(max((y - originY) * scaleY - 0.5, 0), Double(height - 1))
        let x0 = Int(u), y0 = Int(v)
        let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
        let fx = Float(u - Double(x0)), fy = Float(v - Double(y0))
        let top = texel(x0, y0) * (1 - fx) + texel(x1, y0) * fx
        let bottom = texel(x0, y1) * (1 - fx) + texel(x1, y1) * fx
        return (top * (1 - fy) + bottom * fy) * opacity
    }

    /// One texel, decoded to linear light and premultiplied.
    @inline(__always)
    private func texel(_ x: Int, _ y: Int) -> LinearPixel {
        let i = (y * width + x) * 4
        let a = Float(bytes[i + 3]) * (1 / 255)
        return LinearPixel(toLinear[Int(bytes[i])] * a, toLinear[Int(bytes[i + 1])] * a,
                           toLinear[Int(bytes[i + 2])] * a, a)
    }
}
