//  Blitter+HalfBlock.swift — FlipbookRender
//  Flipbook's default blitter: two square pixels a cell under `▀`. Status: complete.

import Foundation

extension Blitter {
    /// The upper half block: foreground paints the top half of the cell.
    static let upperHalfBlock: Unicode.Scalar = "\u{2580}"  // ▀
    /// The lower half block, for an ink-only lower pixel in `ColorMode.none`.
    static let lowerHalfBlock: Unicode.Scalar = "\u{2584}"  // ▄
    /// The full block, for two ink pixels in `ColorMode.none`.
    static let fullBlock: Unicode.Scalar = "\u{2588}"  // █

    /// One cell from a 1×2 block: `▀` with the upper pixel as foreground and the lower as
    /// background.
    ///
    /// When both quantise to the same colour the cell is a space in that background with the
    /// default foreground, so flat areas compare equal however they were drawn. In
    /// `ColorMode.none` the glyph shows which of the two pixels are ink.
    @inline(__always)
    func halfBlockCell(_ block: UnsafePointer<PremultipliedPixel>, stride: Int) -> Cell {
        let upper = block[0], lower = block[stride]
        if colorMode == .none {
            switch (Self.luminance(upper) >= Self.inkThreshold, Self.luminance(lower) >= Self.inkThreshold) {
            case (false, false): return .blank
            case (true, false): return Cell(Self.upperHalfBlock)
            case (false, true): return Cell(Self.lowerHalfBlock)
            case (true, true): return Cell(Self.fullBlock)
            }
        }
        let top = quantizer.terminalColor(for: upper)
        let bottom = quantizer.terminalColor(for: lower)
        if top == bottom { return Self.solid(bottom) }
        return Cell(Self.upperHalfBlock, foreground: top, background: bottom)
    }
}
