//  CGContext+Text.swift — FlipbookGraphics
//  Mirrors CoreGraphics.CGContext's glyph drawing: the text matrix and position, font, size,
//  spacing and drawing mode, and glyphs shown at positions, recorded as text runs. Status: partial
//  (a glyph is its character's Unicode scalar; see CGFont.swift).

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name
import Foundation

extension CGContext {
    /// Helvetica's ascender, in ems (Adobe's metrics for the PDF standard fonts, as `TextMetrics`'s
    /// advances are): how far above its baseline a glyph's line begins.
    static let glyphAscent: CGFloat = 0.718

    /// Where text is drawn, in user space: the text matrix's translation.
    public var textPosition: CGPoint {
        get { CGPoint(x: textMatrix.tx, y: textMatrix.ty) }
        set {
            textMatrix.tx = newValue.x
            textMatrix.ty = newValue.y
        }
    }

    /// Sets the font glyphs are drawn in.
    public func setFont(_ font: CGFont) { state.font = font }

    /// Sets the size glyphs are drawn at, in text space units.
    public func setFontSize(_ size: CGFloat) { state.fontSize = size }

    /// Sets the space added between one character's origin and the next's. Core Graphics adds it
    /// where it advances from glyph to glyph; `showGlyphs(_:at:)` places each glyph where told.
    public func setCharacterSpacing(_ spacing: CGFloat) { state.characterSpacing = spacing }

    /// Sets how glyphs are painted.
    // Flipbook: a character has no outline here: the stroke modes draw it in the stroke colour
    // (the fill-and-stroke ones in the fill colour), and the clip modes do not clip.
    public func setTextDrawingMode(_ mode: CGTextDrawingMode) { state.textDrawingMode = mode }

    /// Draws each glyph at its position. Core Graphics docs: "Points in the positions array are
    /// specified in text space, so the textMatrix property defines their transformation to user
    /// space." Each glyph is recorded as a text run of its character, its baseline at its position
    /// (text space has y up: with the identity text matrix, text in a flipped context is upside
    /// down, as on iOS).
    // Flipbook: a glyph is its character's Unicode scalar (see CGGlyph), drawn in the renderer's font.
    public func showGlyphs(_ glyphs: [CGGlyph], at positions: [CGPoint]) {
        let mode = state.textDrawingMode
        guard mode != .invisible, mode != .clip, state.fontSize > 0, isPaintable else { return }
        let color = mode == .stroke || mode == .strokeClip ? state.strokeColor : state.fillColor
        guard color.alpha > 0 else { return }
        let size = state.fontSize, bold = state.font?.isBold ?? false
        for (glyph, position) in zip(glyphs, positions) {
            guard let scalar = Unicode.Scalar(UInt32(glyph)) else { continue }
            let run = TextRun(string: String(Character(scalar)), fontSize: size, isBold: bold, color: color,
                              alignment: .left, numberOfLines: 1)
            // The run's plane (y down, its top at the ascent above the baseline) → text space (y up).
            let plane = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: position.x, ty: position.y + Self.glyphAscent * size)
                .concatenating(textMatrix).concatenating(state.ctm)
            append(DisplayItem(transform: ProjectiveTransform(plane),
                               size: CGSize(width: TextMetrics.advance(of: scalar, bold: bold) * size,
                                            height: TextMetrics.lineHeightRatio * size),
                               content: .text(run)))
        }
    }
}
#endif
