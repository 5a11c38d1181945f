//  CGFont.swift — FlipbookGraphics
//  Mirrors CoreGraphics.CGFont's creation, and the glyph and text-mode types a context draws
//  glyphs with. Status: partial (a font is a name: every font draws as the renderer's one font).

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name
import Foundation

/// A glyph's index in a font.
// Flipbook: there are no font files: a glyph is the Unicode scalar of its character (what
// CTFontGetGlyphsForCharacters would give through a font whose glyphs are in Unicode order).
public typealias CGGlyph = UInt16

/// How a context paints glyphs (mirrors `CGTextDrawingMode`).
public enum CGTextDrawingMode: Int32, Sendable {
    case fill, stroke, fillStroke, invisible, fillClip, strokeClip, fillStrokeClip, clip
}

/// A font a context draws glyphs in, mirroring `CoreGraphics.CGFont`.
// Flipbook: no font files are read: every font draws as the renderer's one font, bold when its
// name says so (as UIFont(name:size:) takes it).
public final class CGFont: @unchecked Sendable {
    /// The font's PostScript name.
    package let name: String
    /// Whether its name calls it bold, heavy or black.
    package let isBold: Bool

    /// The font called `name` (nil for an empty name).
    public init?(_ name: CFString) {
        let name = name as String
        guard !name.isEmpty else { return nil }
        self.name = name
        isBold = ["black", "heavy", "bold"].contains(where: name.lowercased().contains)
    }

    /// A font from a font file's bytes (nil when there are none).
    // Flipbook: the file is not read: the font draws as the renderer's one font, regular weight.
    public init?(_ provider: CGDataProvider) {
        guard !provider.contents.isEmpty else { return nil }
        name = ""
        isBold = false
    }

    // Flipbook: Foundation on Linux has no Core Foundation type registry; a constant per type.
    /// The type identifier of fonts.
    public class var typeID: CFTypeID { 0x4347_466F }  // "CGFo"
}
#endif
