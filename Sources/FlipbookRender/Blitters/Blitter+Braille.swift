//  Blitter+Braille.swift — FlipbookRender
//  Flipbook's braille blitter: 2×4 pixels a cell as dots. Status: complete.

import Foundation

extension Blitter {
    /// The blank braille pattern; a pattern is this plus its dot bits.
    static let brailleBase: UInt32 = 0x2800
    /// The dot bit of each pixel of the 2×4 block, row-major (left, right per row): dots 1, 2,
    /// 3, 7 down the left column and 4, 5, 6, 8 down the right (Unicode's Braille Patterns).
    static let brailleDotBits: [UInt32] = [0x01, 0x08, 0x02, 0x10, 0x04, 0x20, 0x40, 0x80]
    /// A cell whose luminances span less than this is uniform: no dots, only its colour.
    static let brailleUniformityTolerance: Float = 1e-4

    /// One cell from a 2×4 block: dots on the pixels brighter than the block's mean luminance,
    /// the foreground their mean colour and the background the others' mean colour.
    ///
    /// A uniform block (luminance span below `brailleUniformityTolerance`), or one whose two
    /// colours quantise alike, is a space in its background — the dots would not show. In
    /// `ColorMode.none` the dots are the ink pixels (a fixed threshold, there is no colour to
    /// tell regions apart) and a dotless cell is a space.
    @inline(__always)
    func brailleCell(_ block: UnsafePointer<PremultipliedPixel>, stride: Int) -> Cell {
        let rgb = PremultipliedPixel(1, 1, 1, 0)
        @inline(__always) func pixel(_ i: Int) -> PremultipliedPixel { block[(i >> 1) * stride + (i & 1)] * rgb }

        if colorMode == .none {
            var bits: UInt32 = 0
            for i in 0..<8 where Self.luminance(pixel(i)) >= Self.inkThreshold { bits |= Self.brailleDotBits[i] }
            return bits == 0 ? .blank : Cell(Unicode.Scalar(Self.brailleBase + bits)!)
        }

        var total = PremultipliedPixel.zero, sumY: Float = 0
        var minY = Float.infinity, maxY = -Float.infinity
        for i in 0..<8 {
            let p = pixel(i), y = Self.luminance(p)
            total += p
            sumY += y
            minY = min(minY, y)
            maxY = max(maxY, y)
        }
        if maxY - minY < Self.brailleUniformityTolerance {
            return Self.solid(quantizer.terminalColor(for: total / 8))
        }

        // Some pixel lies above the mean and some at or below it, so neither group is empty.
        let meanY = sumY / 8
        var bits: UInt32 = 0, dots = PremultipliedPixel.zero, dotCount = 0
        for i in 0..<8 {
            let p = pixel(i)
            guard Self.luminance(p) > meanY else { continue }
            bits |= Self.brailleDotBits[i]
            dots += p
            dotCount += 1
        }
        let foreground = quantizer.terminalColor(for: dots / Float(dotCount))
        let background = quantizer.terminalColor(for: (total - dots) / Float(8 - dotCount))
        if foreground == background { return Self.solid(background) }
        return Cell(Unicode.Scalar(Self.brailleBase + bits)!, foreground: foreground, background: background)
    }
}
