//  Blitter+ASCII.swift — FlipbookRender
//  Flipbook's text-only blitter: brightness as shading or as an ASCII ramp. Status: complete.

import Foundation
import FlipbookGraphics

extension Blitter {
    /// Darkest to brightest with colour: Unicode shades (block elements), one per fifth.
    static let shadingRamp: [Unicode.Scalar] = [" ", "\u{2591}", "\u{2592}", "\u{2593}", "\u{2588}"]  //  ░▒▓█
    /// Darkest to brightest in `ColorMode.none`: plain ASCII, for terminals without colour
    /// (`TERM=vt100`) that may not draw Unicode and for `NO_COLOR`, where output is often read as text.
    static let asciiRamp: [Unicode.Scalar] = [" ", ".", ":", "-", "=", "+", "*", "#", "%", "@"]

    /// One cell from a 1×2 block: its two pixels averaged, drawn as the ramp character of the
    /// mean's relative luminance.
    ///
    /// The luminance is sRGB-encoded to a byte before indexing, so ramp steps are even in
    /// lightness (mid-grey falls mid-ramp) rather than in light. In `ColorMode.none` the
    /// character comes from `asciiRamp` in default colours; in every colour mode from
    /// `shadingRamp` (from `asciiRamp` when the glyphs are `.ascii`), its foreground the cell's
    /// hue at full brightness (the components divided by the largest) on the default
    /// background, so the glyph's density alone carries brightness. A black cell is a plain space.
    @inline(__always)
    func asciiCell(_ block: UnsafePointer<PremultipliedPixel>, stride: Int) -> Cell {
        let mean = (block[0] + block[stride]) * PremultipliedPixel(0.5, 0.5, 0.5, 0)
        let lightness = Int(ColorQuantizer.byte(Float(Color.linearToSRGB(Double(Self.luminance(mean))))))
        if colorMode == .none {
            return Cell(Self.asciiRamp[lightness * Self.asciiRamp.count / 256])
        }
        let ramp = glyphs == .ascii ? Self.asciiRamp : Self.shadingRamp
        let level = lightness * ramp.count / 256
        guard level > 0 else { return .blank }
        let brightest = max(mean.x, mean.y, mean.z)
        return Cell(ramp[level], foreground: quantizer.terminalColor(for: mean / brightest))
    }
}
