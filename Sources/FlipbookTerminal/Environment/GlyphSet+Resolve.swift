//  GlyphSet+Resolve.swift — FlipbookTerminal
//  Whether the terminal's locale can show Flipbook's Unicode glyphs. Status: complete.

import FlipbookRender

// MARK: - Flipbook addition

extension GlyphSet {
    /// The glyphs a terminal gets, from the locale's character set as `nl_langinfo(CODESET)`
    /// names it after `setlocale(LC_ALL, "")`. Pure: the screen passes the name.
    ///
    /// ncursesw writes a character through the C library's multibyte conversion, which in a
    /// locale that is not UTF-8 (`LANG=C`, `POSIX`, an unset or uninstalled locale: "ANSI_X3.4-1968")
    /// has no bytes for a block element, a braille dot or a box-drawing line: the cell comes
    /// out blank. So anything but UTF-8 gets `.ascii`. The locale's variables are not read
    /// directly: `LANG=en_US.UTF-8` on a machine without that locale installed still gives the
    /// C locale, and only the codeset says so.
    public static func resolve(codeset: String) -> GlyphSet {
        let normalized = codeset.lowercased().filter { $0 != "-" && $0 != "_" }
        return normalized == "utf8" ? .unicode : .ascii
    }
}
