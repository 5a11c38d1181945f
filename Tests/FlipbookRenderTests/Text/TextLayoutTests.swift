//  TextLayoutTests.swift — FlipbookRenderTests
//  Words wrap to the width in cells; wide characters take two; the last line is truncated.

@testable import FlipbookRender
import Testing

@Suite struct TextLayoutTests {
    private func texts(_ lines: [TextLayout.Line]) -> [String] {
        lines.map { String(String.UnicodeScalarView($0.scalars)) }
    }

    @Test func wordsWrapToTheWidth() {
        let lines = TextLayout.layout("The quick brown fox jumps", width: 10, maxLines: 0)
        #expect(texts(lines) == ["The quick", "brown fox", "jumps"])
        #expect(lines.map(\.width) == [9, 9, 5])
    }

    @Test func aLongWordIsBroken() {
        #expect(texts(TextLayout.layout("abcdefghij", width: 4, maxLines: 0)) == ["abcd", "efgh", "ij"])
    }

    @Test func theLastAllowedLineIsTruncatedWithAnEllipsis() {
        #expect(texts(TextLayout.layout("one two three four", width: 8, maxLines: 1)) == ["one two…"])
        #expect(texts(TextLayout.layout("one two three four", width: 9, maxLines: 2)) == ["one two", "three fo…"])
    }

    @Test func wideCharactersTakeTwoCellsAndBreakAnywhere() {
        let lines = TextLayout.layout("画面遷移のアニメ", width: 6, maxLines: 0)
        #expect(texts(lines) == ["画面遷", "移のア", "ニメ"])
        #expect(lines.map(\.width) == [6, 6, 4])
    }

    @Test func newlinesBreakLines() {
        #expect(texts(TextLayout.layout("a\nb c", width: 10, maxLines: 0)) == ["a", "b c"])
    }

    @Test func theCacheAnswersLikeAFreshLayout() {
        let layout = TextLayout()
        let first = layout.lines("hello world", width: 5, maxLines: 0)
        #expect(layout.lines("hello world", width: 5, maxLines: 0) == first)
        #expect(first == TextLayout.layout("hello world", width: 5, maxLines: 0))
    }
}
