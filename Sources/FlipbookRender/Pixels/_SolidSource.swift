//  _SolidSource.swift — FlipbookRender
//  The rasteriser's paint of one colour everywhere (fills, borders, greeked text). Status: complete.

/// One colour everywhere: fills, borders and greeked text bars.
struct _SolidSource: _PixelSource {
    let pixel: PremultipliedPixel

    static var needsLocalPoint: Bool { false }
    var isOpaqueSolid: Bool { pixel.w == 1 }

    @inline(always)
    func color(atLocalX x: Double, y: Double) -> PremultipliedPixel { pixel }
}
