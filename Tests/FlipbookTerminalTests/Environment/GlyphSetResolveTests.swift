//  GlyphSetResolveTests.swift — FlipbookTerminalTests
//  Which codesets get Unicode glyphs, by the names glibc's nl_langinfo(CODESET) gives.

import FlipbookRender
import FlipbookTerminal
import Testing

@Suite struct GlyphSetResolveTests {
    /// glibc's names: "UTF-8" for every UTF-8 locale (C.UTF-8, en_US.UTF-8), "ANSI_X3.4-1968" for
    /// C and POSIX (and any locale that failed to load), "ISO-8859-1" for latin1 locales.
    @Test func onlyUTF8ShowsUnicode() {
        #expect(GlyphSet.resolve(codeset: "UTF-8") == .unicode)
        #expect(GlyphSet.resolve(codeset: "utf8") == .unicode)
        #expect(GlyphSet.resolve(codeset: "ANSI_X3.4-1968") == .ascii)
        #expect(GlyphSet.resolve(codeset: "ISO-8859-1") == .ascii)
        #expect(GlyphSet.resolve(codeset: "") == .ascii)
    }
}
