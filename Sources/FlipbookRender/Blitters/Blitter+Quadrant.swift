//  Blitter+Quadrant.swift — FlipbookRender
//  Flipbook's quadrant blitter: 2×2 pixels a cell, the best two-colour split. Status: complete.

import Foundation

extension Blitter {
    /// The quadrant glyph for each set of foreground pixels, indexed by a mask with bit 0 the
    /// top-left pixel, bit 1 top-right, bit 2 bottom-left, bit 3 bottom-right
    /// (Unicode Block Elements U+2580–U+259F).
    static let quadrantGlyphs: [Unicode.Scalar] = [
        " ", "\u{2598}", "\u{259D}", "\u{2580}",  //    ▘ ▝ ▀
        "\u{2596}", "\u{258C}", "\u{259E}", "\u{259B}",  // ▖ ▌ ▞ ▛
        "\u{2597}", "\u{259A}", "\u{2590}", "\u{259C}",  // ▗ ▚ ▐ ▜
        "\u{2584}", "\u{2599}", "\u{259F}", "\u{2588}",  // ▄ ▙ ▟ █
    ]

    /// The eight ways to split the four pixels in two, as the mask of the group without the
    /// top-left pixel (bit 0 is never set, so each split appears once). 0 is no split.
    static let quadrantSplits: [Int] = [0, 0b0010, 0b0100, 0b1000, 0b0110, 0b1010, 0b1100, 0b1110]

    /// One cell from a 2×2 block: the split of its pixels into two groups whose means leave the
    /// least summed squared error, measured on the encoded components; a tie goes to the split listed first
    /// in `quadrantSplits` (no split at all comes first).
    ///
    /// The foreground is the smaller group (a 2–2 split: the group with the top-left pixel,
    /// so the glyphs used are `▘▝▖▗▌▀▚▞`, the others' inverses), each group's colour its
    /// linear mean. When there is no split, or both means quantise alike, the cell is a space
    /// in the background. In `ColorMode.none` the glyph is the quadrants of the ink pixels.
    @inline(__always)
    func quadrantCell(_ block: UnsafePointer<PremultipliedPixel>, stride: Int) -> Cell {
        let rgb = PremultipliedPixel(1, 1, 1, 0)
        let p0 = block[0] * rgb, p1 = block[1] * rgb, p2 = block[stride] * rgb, p3 = block[stride + 1] * rgb
        if colorMode == .none {
            var mask = 0
            if Self.luminance(p0) >= Self.inkThreshold { mask |= 1 }
            if Self.luminance(p1) >= Self.inkThreshold { mask |= 2 }
            if Self.luminance(p2) >= Self.inkThreshold { mask |= 4 }
            if Self.luminance(p3) >= Self.inkThreshold { mask |= 8 }
            return Cell(Self.quadrantGlyphs[mask])
        }

        // Squared error of a split = Σ|p|² − |ΣA|²/nA − |ΣB|²/nB; Σ|p|² is the same for all.
        let total = p0 + p1 + p2 + p3
        var bestSplit = 0
        var bestScore = -Float.infinity  // maximise |ΣA|²/nA + |ΣB|²/nB
        // Indexed rather than `for split in`: an unspecialised IndexingIterator allocates in debug builds.
        for n in 0..<Self.quadrantSplits.count {
            let split = Self.quadrantSplits[n]
            var sumB = PremultipliedPixel.zero
            if split & 2 != 0 { sumB += p1 }
            if split & 4 != 0 { sumB += p2 }
            if split & 8 != 0 { sumB += p3 }
            let countB = split.nonzeroBitCount
            let sumA = total - sumB
            var score = (sumA * sumA).sum() / Float(4 - countB)
            if countB > 0 { score += (sumB * sumB).sum() / Float(countB) }
            if score > bestScore {
                bestScore = score
                bestSplit = split
            }
        }

        let countB = bestSplit.nonzeroBitCount
        if countB == 0 { return Self.solid(quantizer.terminalColor(for: total * 0.25)) }
        var sumB = PremultipliedPixel.zero
        if bestSplit & 2 != 0 { sumB += p1 }
        if bestSplit & 4 != 0 { sumB += p2 }
        if bestSplit & 8 != 0 { sumB += p3 }
        let meanA = (total - sumB) / Float(4 - countB), meanB = sumB / Float(countB)
        // Group B lacks the top-left pixel: it is the foreground when it is the smaller group.
        let foregroundIsB = countB < 2
        let mask = foregroundIsB ? bestSplit : 0b1111 ^ bestSplit
        let foreground = quantizer.terminalColor(for: foregroundIsB ? meanB : meanA)
        let background = quantizer.terminalColor(for: foregroundIsB ? meanA : meanB)
        if foreground == background { return Self.solid(background) }
        return Cell(Self.quadrantGlyphs[mask], foreground: foreground, background: background)
    }
}
