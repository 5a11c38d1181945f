//  _PixelSource.swift — FlipbookRender
//  What colour a covered pixel gets: the protocol the rasteriser's paint loop is generic over. Status: complete.

/// The colour of an item at a point of its local plane, premultiplied, gamma-encoded sRGB.
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
    func color(atLocalX x: Double, y: Double) -> PremultipliedPixel
}
