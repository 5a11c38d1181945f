//  SwiftTokenizer.swift — FlipbookTranslation
//  Swift source as tokens: enough of Swift's lexical structure to find declarations, attributes
//  and `#selector` expressions while leaving strings and comments alone.

import Foundation

/// One token of Swift source: its kind and where it lies (UTF-8 offsets, 1-based line).
struct Token: Equatable {
    enum Kind: Equatable {
        /// A name or keyword (`func`, `self`, `viewDidLoad`, a backquoted name with its backquotes).
        case identifier
        /// `@` and the attribute's name (`@objc`).
        case attribute
        /// `#` and a name (`#selector`, `#if`, `#keyPath`).
        case pound
        /// A string literal of any form, interpolations included.
        case string
        /// A number literal.
        case number
        /// A line or (nested) block comment.
        case comment
        /// Spaces and tabs.
        case space
        /// One line break.
        case newline
        /// Any other single character: `(`, `.`, `?`, `:`, `{`, operators one character at a time.
        case punctuation
    }

    let kind: Kind
    /// Byte offsets into the source's UTF-8.
    let start: Int
    let end: Int
    /// The line the token starts on.
    let line: Int
}

/// Splits Swift source into tokens. Never fails: an unterminated string or comment runs to the
/// end of the file (the compiler reports it at the user's line).
struct SwiftTokenizer {
    let bytes: [UInt8]

    init(_ source: String) {
        bytes = Array(source.utf8)
    }

    func tokens() -> [Token] {
        var tokens: [Token] = []
        var index = 0, line = 1
        while index < bytes.count {
            let start = index, startLine = line
            let kind: Token.Kind
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                index += 1; line += 1; kind = .newline
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                while index < bytes.count, [0x20, 0x09, 0x0D, 0x0B, 0x0C].contains(bytes[index]) { index += 1 }
                kind = .space
            case UInt8(ascii: "/") where peek(index + 1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                kind = .comment
            case UInt8(ascii: "/") where peek(index + 1) == UInt8(ascii: "*"):
                index = blockComment(from: index, line: &line); kind = .comment
            case UInt8(ascii: "\""):
                index = stringLiteral(from: index, hashes: 0, line: &line); kind = .string
            case UInt8(ascii: "#"):
                var hashes = 0
                while peek(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(index + hashes) == UInt8(ascii: "\"") {
                    index = stringLiteral(from: index + hashes, hashes: hashes, line: &line); kind = .string
                } else if peek(index + hashes) == UInt8(ascii: "/") {
                    index = regexLiteral(from: index + hashes, hashes: hashes, line: &line); kind = .string
                } else if let next = peek(index + 1), isIdentifierHead(next) {
                    index = identifierEnd(from: index + 1); kind = .pound
                } else {
                    index += 1; kind = .punctuation
                }
            case UInt8(ascii: "@"):
                if let next = peek(index + 1), isIdentifierHead(next) {
                    index = identifierEnd(from: index + 1); kind = .attribute
                } else {
                    index += 1; kind = .punctuation
                }
            case UInt8(ascii: "`"):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
                if peek(index) == UInt8(ascii: "`") { index += 1 }
                kind = .identifier
            case UInt8(ascii: "$"):
                index = identifierEnd(from: index + 1); kind = .identifier
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                while let next = peek(index), isIdentifierBody(next) || next == UInt8(ascii: ".") && isDigit(peek(index + 1)) {
                    index += 1
                }
                kind = .number
            default:
                if isIdentifierHead(byte) {
                    index = identifierEnd(from: index); kind = .identifier
                } else {
                    index += 1; kind = .punctuation
                }
            }
            tokens.append(Token(kind: kind, start: start, end: index, line: startLine))
        }
        return tokens
    }

    private func peek(_ index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private func isDigit(_ byte: UInt8?) -> Bool {
        byte.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false
    }

    /// Letters, `_`, and every byte of a multi-byte character (Swift allows most of Unicode).
    private func isIdentifierHead(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || isDigit(byte)
    }

    private func identifierEnd(from start: Int) -> Int {
        var index = start
        while let byte = peek(index), isIdentifierBody(byte) { index += 1 }
        return index
    }

    /// A block comment from its `/*`, nested comments included.
    private func blockComment(from start: Int, line: inout Int) -> Int {
        var index = start + 2, depth = 1
        while index < bytes.count, depth > 0 {
            if bytes[index] == UInt8(ascii: "/"), peek(index + 1) == UInt8(ascii: "*") {
                depth += 1; index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(index + 1) == UInt8(ascii: "/") {
                depth -= 1; index += 2
            } else {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
        }
        return index
    }

    /// A string literal from its opening quote (after any `#`s): single-line or `"""`
    /// multi-line, raw with `hashes`, interpolations (which may hold strings, comments and
    /// parentheses of their own) included. Returns the offset after its closing delimiter.
    private func stringLiteral(from quote: Int, hashes: Int, line: inout Int) -> Int {
        let multiline = peek(quote + 1) == UInt8(ascii: "\"") && peek(quote + 2) == UInt8(ascii: "\"")
        var index = quote + (multiline ? 3 : 1)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                if !multiline { return index }  // unterminated: the compiler says so
                line += 1; index += 1; continue
            }
            if byte == UInt8(ascii: "\\"), delimiterHashes(at: index + 1, count: hashes) {
                let escaped = index + 1 + hashes
                if peek(escaped) == UInt8(ascii: "(") {
                    index = interpolationEnd(from: escaped, line: &line)
                } else {
                    if peek(escaped) == UInt8(ascii: "\n") { line += 1 }
                    index = escaped + 1
                }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let closing = multiline ? (peek(index + 1) == UInt8(ascii: "\"") && peek(index + 2) == UInt8(ascii: "\"")) : true
                let quoteLength = multiline ? 3 : 1
                if closing, delimiterHashes(at: index + quoteLength, count: hashes) {
                    return index + quoteLength + hashes
                }
            }
            index += 1
        }
        return index
    }

    private func delimiterHashes(at index: Int, count: Int) -> Bool {
        (0..<count).allSatisfy { peek(index + $0) == UInt8(ascii: "#") }
    }

    /// An interpolation from its `(`: tokens are skipped with their own rules until the `)`
    /// that closes it.
    private func interpolationEnd(from open: Int, line: inout Int) -> Int {
        var index = open + 1, depth = 1
        while index < bytes.count, depth > 0 {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("): depth += 1; index += 1
            case UInt8(ascii: ")"): depth -= 1; index += 1
            case UInt8(ascii: "\n"): line += 1; index += 1
            case UInt8(ascii: "\""): index = stringLiteral(from: index, hashes: 0, line: &line)
            case UInt8(ascii: "#"):
                var hashes = 0
                while peek(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(index + hashes) == UInt8(ascii: "\"") {
                    index = stringLiteral(from: index + hashes, hashes: hashes, line: &line)
                } else {
                    index += hashes
                }
            case UInt8(ascii: "/") where peek(index + 1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where peek(index + 1) == UInt8(ascii: "*"):
                index = blockComment(from: index, line: &line)
            default: index += 1
            }
        }
        return index
    }

    /// `#/…/#` (an extended regex literal), opaque like a string.
    private func regexLiteral(from slash: Int, hashes: Int, line: inout Int) -> Int {
        var index = slash + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
            if bytes[index] == UInt8(ascii: "/"), delimiterHashes(at: index + 1, count: hashes) { return index + 1 + hashes }
            index += 1
        }
        return index
    }
}
