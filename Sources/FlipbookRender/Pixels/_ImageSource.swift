//  _ImageSource.swift — FlipbookRender
//  The rasteriser's paint of an image: bilinear samples, premultiplied. Status: complete.

/// An RGBA8 sRGB image placed over a local rectangle, sampled bilinearly in premultiplied
/// gamma-encoded sRGB (as Core Animation filters) with its edges clamped.
///
/// Holds raw pointers into the image's bytes and the sRGB decoding table: it is only valid
/// inside the `withUnsafeBufferPointer` scopes that created it.
struct _ImageSource: _PixelSource {
    let bytes: UnsafePointer<UInt8>
    /// The same texels decoded (`decode`), when the rasteriser keeps them; nil to decode each sample's.
    let texels: UnsafePointer<PremultipliedPixel>?
    let width: Int
    let height: Int
    /// `Color.sRGB8ToComponent`, 256 entries.
    let toComponent: UnsafePointer<Float>
    /// The local point where the image's top-left corner lands.
    let originX: Double, originY: Double
    /// Image pixels per local point.
    let scaleX: Double, scaleY: Double
    let opacity: Float

    static var needsLocalPoint: Bool { true }
    var isOpaqueSolid: Bool { false }

    @inline(always)
    func color(atLocalX x: Double, y: Double) -> PremultipliedPixel {
        color(column(atLocalX: x), row(atLocalY: y))
    }

    /// The texel columns a local x falls between, and its weight towards the second.
    struct Column { var x0 = 0, x1 = 0, fx: Float = 0 }
    /// The texel rows a local y falls between (as the index of their first texel), and its
    /// weight towards the second.
    struct Row { var start0 = 0, start1 = 0, fy: Float = 0 }

    @inline(always)
    func column(atLocalX x: Double) -> Column {
        // Texel centres sit at half-integers: shift by ½ so that u = 0 is texel 0's centre.
        let u = min(max((x - originX) * scaleX - 0.5, 0), Double(width - 1))
        let x0 = Int(u)
        return Column(x0: x0, x1: min(x0 + 1, width - 1), fx: Float(u - Double(x0)))
    }

    @inline(always)
    func row(atLocalY y: Double) -> Row {
        let v = min(max((y - originY) * scaleY - 0.5, 0), Double(height - 1))
        let y0 = Int(v)
        return Row(start0: y0 * width, start1: min(y0 + 1, height - 1) * width, fy: Float(v - Double(y0)))
    }

    /// The bilinear sample between a column's and a row's texels (an axis-aligned item keeps
    /// them per pixel column and row).
    @inline(always)
    func color(_ c: Column, _ r: Row) -> PremultipliedPixel {
        // Both indices lie in the image (`column` and `row` clamp them), so they cannot overflow.
        let top = texel(r.start0 &+ c.x0) * (1 - c.fx) + texel(r.start0 &+ c.x1) * c.fx
        let bottom = texel(r.start1 &+ c.x0) * (1 - c.fx) + texel(r.start1 &+ c.x1) * c.fx
        return (top * (1 - r.fy) + bottom * r.fy) * opacity
    }

    /// Texel `index` (row-major), decoded and premultiplied.
    @inline(always)
    private func texel(_ index: Int) -> PremultipliedPixel {
        if let texels { return texels[index] }
        return Self.decode(bytes, texel: index, toComponent: toComponent)
    }

    /// Texel `index` of RGBA8 sRGB `bytes`, premultiplied.
    @inline(always)
    static func decode(_ bytes: UnsafePointer<UInt8>, texel index: Int, toComponent: UnsafePointer<Float>) -> PremultipliedPixel {
        let i = index * 4
        let a = Float(bytes[i + 3]) * (1 / 255)
        return PremultipliedPixel(toComponent[Int(bytes[i])] * a, toComponent[Int(bytes[i + 1])] * a,
                           toComponent[Int(bytes[i + 2])] * a, a)
    }
}
