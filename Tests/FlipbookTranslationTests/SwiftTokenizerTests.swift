//  SwiftTokenizerTests.swift — FlipbookTranslationTests
//  Strings, comments and attributes are whole tokens, and the tokens are the source.

@testable import FlipbookTranslation
import XCTest

final class SwiftTokenizerTests: XCTestCase {
    private func tokens(_ source: String) -> [(Token.Kind, String)] {
        let file = SourceFile(path: "t.swift", text: source)
        return file.tokens.indices.map { (file.tokens[$0].kind, file.text($0)) }
    }

    private func significant(_ source: String) -> [String] {
        tokens(source).filter { ![.space, .newline].contains($0.0) }.map(\.1)
    }

    func testTheTokensAreTheSourceByteForByte() {
        let source = """
        let a = "x\\(f("y)", z: (1))" + #"raw "quoted" \\(not)"# /* c /* nested */ still */ // end
        let b = \"\"\"
            multi "line" \\(value)
            \"\"\"
        @objc(handle:) func  handle(_ x: Int) {}
        """
        XCTAssertEqual(tokens(source).map(\.1).joined(), source)
    }

    func testStringsAndInterpolationsAreOneToken() {
        XCTAssertEqual(significant(#"f("a\(g("b)")) c")"#), ["f", "(", #""a\(g("b)")) c""#, ")"])
        XCTAssertEqual(significant(###"x = ##"a "#selector(b)" \##(c)"##"###), ["x", "=", ###"##"a "#selector(b)" \##(c)"##"###])
        // One `#`: `"#` closes the string, as Swift reads it.
        XCTAssertEqual(significant(##"#"a "#selector(b)"##), [##"#"a "#"##, "selector", "(", "b", ")"])
    }

    func testMultilineStringsHoldQuotesAndLines() {
        let source = "let s = \"\"\"\n  \"one\" #selector(x)\n  \"\"\"\nlet t = 1"
        let all = tokens(source)
        XCTAssertEqual(all.filter { $0.0 == .string }.count, 1)
        XCTAssertFalse(all.contains { $0.0 == .pound })
        let file = SourceFile(path: "t.swift", text: source)
        XCTAssertEqual(file.tokens.last.map(\.line), 4)
    }

    func testNestedCommentsEndAtTheirOwnClose() {
        XCTAssertEqual(significant("/* a /* b */ #selector(c) */ d"), ["/* a /* b */ #selector(c) */", "d"])
    }

    func testAttributesAndPoundKeywords() {
        XCTAssertEqual(significant("@objc(tap:) @IBAction #selector(tap(_:))"),
                       ["@objc", "(", "tap", ":", ")", "@IBAction", "#selector", "(", "tap", "(", "_", ":", ")", ")"])
    }

    func testLineNumbersCountBreaksInsideTokens() {
        let file = SourceFile(path: "t.swift", text: "/*\n\n*/ a\n\"\"\"\nx\n\"\"\" b")
        let a = file.tokens.indices.first { file.text($0) == "a" }!
        let b = file.tokens.indices.first { file.text($0) == "b" }!
        XCTAssertEqual(file.tokens[a].line, 3)
        XCTAssertEqual(file.tokens[b].line, 6)
    }
}
