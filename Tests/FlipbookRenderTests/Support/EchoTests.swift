//  EchoTests.swift — FlipbookRenderTests
//  What a user typed comes back short and inert: nothing a terminal acts on, nothing invisible.

import FlipbookRender
import Testing

@Suite struct EchoTests {
    @Test func controlCharactersAreShownAsEscapes() {
        #expect(Echo.quoted("x\u{1B}[2J") == "'x\\u{1B}[2J'")
        #expect(Echo.quoted("a\u{7}b\u{9B}c") == "'a\\u{7}b\\u{9B}c'")
    }

    /// Format characters (Unicode category Cf: joiners, bidirectional overrides and isolates, the
    /// byte-order mark) and line separators are invisible or reorder text: each is shown.
    @Test func invisibleAndBidirectionalCharactersAreShown() {
        #expect(Echo.quoted("pre\u{200D}sent") == "'pre\\u{200D}sent'")
        #expect(Echo.quoted("a\u{202E}fig.flip") == "'a\\u{202E}fig.flip'")
        #expect(Echo.quoted("\u{2066}x\u{2069}") == "'\\u{2066}x\\u{2069}'")
        #expect(Echo.quoted("\u{FEFF}a\u{2028}b") == "'\\u{FEFF}a\\u{2028}b'")
        #expect(Echo.quoted("café ✓ 日本") == "'café ✓ 日本'", "visible text passes as it is")
    }

    @Test func longTextIsCutAroundAnEllipsis() {
        let path = String(repeating: "a", count: 300) + "/end.cast"
        let quoted = Echo.quoted(path)
        #expect(quoted.count <= Echo.limit + 2 && quoted.contains("…") && quoted.hasSuffix("end.cast'"))
    }
}
