//  CGContext+Patterns.swift — FlipbookGraphics
//  Mirrors CoreGraphics.CGContext's pattern painting: fills and strokes with a pattern's cell
//  tiled from the base user space, moved by the pattern phase. Status: complete.

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name
import Foundation

/// A pattern set as the fill or stroke colour, with the colour an uncoloured one paints in (a
/// coloured one's: its alpha on black).
struct PatternPaint {
    let pattern: CGPattern
    let color: Color

    /// The tiles for a path painted now in `context`, whose plane is its user space.
    func tiles(in context: CGContext) -> DisplayPattern? {
        pattern.tiles(base: context.baseTransform, phase: context.state.patternPhase, itemToPixels: context.state.ctm,
                      stencilColor: color, alpha: pattern.isColored ? color.alpha : 1)
    }
}

extension CGContext {
    /// Fills paint with `pattern`. Core Graphics docs: for an uncoloured pattern `components` are
    /// the colour in the fill colour space's base space, alpha last; for a coloured one, its alpha.
    public func setFillPattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        state.fillColor = Self.patternColor(pattern, components: components, count: state.fillSpaceComponents)
        state.fillPattern = PatternPaint(pattern: pattern, color: state.fillColor)
    }

    /// Strokes paint with `pattern`; `components` as for `setFillPattern(_:colorComponents:)`.
    public func setStrokePattern(_ pattern: CGPattern, colorComponents components: UnsafePointer<CGFloat>) {
        state.strokeColor = Self.patternColor(pattern, components: components, count: state.strokeSpaceComponents)
        state.strokePattern = PatternPaint(pattern: pattern, color: state.strokeColor)
    }

    /// The colour a pattern paints with: a coloured pattern's alpha (the first component) on
    /// black; an uncoloured one's colour from `count` components, alpha last (RGB when the space
    /// says nothing else).
    package static func patternColor(_ pattern: CGPattern, components c: UnsafePointer<CGFloat>, count: Int) -> Color {
        if pattern.isColored { return Color(white: 0, alpha: Double(c[0])) }
        return count == 2 ? Color(white: Double(c[0]), alpha: Double(c[1]))
                          : Color(sRGBRed: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3]))
    }
}
#endif
