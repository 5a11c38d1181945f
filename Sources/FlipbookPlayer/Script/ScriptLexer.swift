//  ScriptLexer.swift — FlipbookPlayer
//  Splits `.flip` source into lines of words, each word with its 1-based column, so every
//  later error can point at the exact word. Comments and blank lines vanish here.

/// A word of a script line and the column it starts at.
struct ScriptToken: Equatable, Sendable {
    var text: String
    var position: SourcePosition
}

/// A non-blank line: its words in order (the first is the command).
struct ScriptLine: Equatable, Sendable {
    var number: Int
    var tokens: [ScriptToken]
}

/// Lines end at LF, CRLF or a lone CR. Words are separated by spaces, tabs or other whitespace;
/// `{` and `}` are words of their own even when written against another (`loop 3{`).
/// `#` starts a comment where a word would start (so `a#b` is one word, `present # go` a comment).
/// Columns count characters, a tab as one, like the line:column of most compilers' diagnostics.
/// A leading byte-order mark is skipped (and not counted).
enum ScriptLexer {
    static func lines(_ source: String) -> [ScriptLine] {
        var lines: [ScriptLine] = []
        var tokens: [ScriptToken] = []
        var word = ""
        var wordColumn = 0
        var line = 1
        var column = 0
        var inComment = false

        func flush() {
            if !word.isEmpty {
                tokens.append(ScriptToken(text: word, position: SourcePosition(line: line, column: wordColumn)))
                word = ""
            }
        }
        func endLine() {
            flush()
            if !tokens.isEmpty { lines.append(ScriptLine(number: line, tokens: tokens)) }
            tokens = []
            inComment = false
        }

        // A byte-order mark some editors write is not part of the first line.
        for c in source.hasPrefix("\u{FEFF}") ? source.dropFirst() : source[...] {
            // A CRLF pair is one Character in Swift, so each break counts once.
            if c == "\n" || c == "\r\n" || c == "\r" {
                endLine()
                line += 1
                column = 0
                continue
            }
            column += 1
            if inComment { continue }
            if c.isWhitespace {
                flush()
            } else if c == "#" && word.isEmpty {
                inComment = true
            } else if c == "{" || c == "}" {
                flush()
                tokens.append(ScriptToken(text: String(c), position: SourcePosition(line: line, column: column)))
            } else {
                if word.isEmpty { wordColumn = column }
                word.append(c)
            }
        }
        endLine()
        return lines
    }
}
