//  GlyphSet.swift — FlipbookRender
//  Which characters a frame may use: all of Unicode, or ASCII only. Status: complete.

// MARK: - Flipbook addition

/// The characters a terminal can show, and so the characters a frame is drawn in.
///
/// `.unicode` is every frame Flipbook draws by default: block elements, braille, box drawing.
/// `.ascii` is for a terminal whose locale is not UTF-8 (`LANG=C`), which shows nothing else:
/// the ASCII blitter's ramp in every colour mode, and the player's HUD in ASCII.
public enum GlyphSet: String, CaseIterable, Sendable {
    case unicode
    case ascii
}
