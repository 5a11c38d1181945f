//  SourceFile.swift — FlipbookTranslation
//  One app file, tokenized, with the declarations the translation cares about: types and
//  extensions, and their members (attributes, modifiers, names, argument labels, extents).

import Foundation

/// A Swift file as text and tokens, with helpers to read them.
struct SourceFile {
    /// The path the compiler's diagnostics should name (the user's own file).
    let path: String
    let text: String
    let bytes: [UInt8]
    let tokens: [Token]

    /// For each token, the index in `conditionSets` of the `#if` conditions it lies under.
    let conditionIndex: [Int]
    /// Distinct stacks of `#if` conditions, outermost first (`[]`: unconditional).
    let conditionSets: [[String]]

    init(path: String, text: String) {
        self.path = path
        self.text = text
        bytes = Array(text.utf8)
        tokens = SwiftTokenizer(text).tokens()
        (conditionIndex, conditionSets) = Self.conditions(of: tokens, bytes: bytes)
    }

    /// Which `#if … #elseif … #else … #endif` branches each token is in: a branch's condition is
    /// its own, with the branches before it in the same `#if` negated.
    private static func conditions(of tokens: [Token], bytes: [UInt8]) -> ([Int], [[String]]) {
        var sets: [[String]] = [[]]
        var indexBySet: [[String]: Int] = [[]: 0]
        // Each open `#if`: the raw conditions of its earlier branches, the current branch's own
        // raw condition (nil for `#else`), and the current branch's effective condition.
        var frames: [(earlier: [String], raw: String?, current: String)] = []
        var current = 0
        var result: [Int] = []
        result.reserveCapacity(tokens.count)
        func text(_ from: Int, _ to: Int) -> String { String(decoding: bytes[from..<to], as: UTF8.self) }
        func update() {
            let stack = frames.map(\.current)
            if let known = indexBySet[stack] { current = known } else {
                sets.append(stack); indexBySet[stack] = sets.count - 1; current = sets.count - 1
            }
        }
        func negated(_ conditions: [String]) -> [String] { conditions.map { "!(\($0))" } }
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .pound else { result.append(current); index += 1; continue }
            let word = text(token.start, token.end)
            switch word {
            case "#if", "#elseif":
                var end = index + 1
                while end < tokens.count, tokens[end].kind != .newline { end += 1 }
                let condition = end > index + 1 ? text(tokens[index + 1].start, tokens[end - 1].end).trimmingCharacters(in: .whitespaces) : "true"
                if word == "#elseif", let frame = frames.popLast() {
                    let earlier = frame.earlier + (frame.raw.map { [$0] } ?? [])
                    frames.append((earlier, condition, (negated(earlier) + ["(\(condition))"]).joined(separator: " && ")))
                } else {
                    frames.append(([], condition, condition))
                }
                update()
                for _ in index..<end { result.append(current) }
                index = end
                continue
            case "#else":
                if let frame = frames.popLast() {
                    let earlier = frame.earlier + (frame.raw.map { [$0] } ?? [])
                    frames.append((earlier, nil, negated(earlier).joined(separator: " && ")))
                    update()
                }
            case "#endif":
                result.append(current)
                if !frames.isEmpty { frames.removeLast() }
                update()
                index += 1
                continue
            default:
                break
            }
            result.append(current)
            index += 1
        }
        return (result, sets)
    }

    /// `code` inside the `#if` conditions token `index` lies under (unchanged when there are
    /// none); with `outside`, only those it lies under beyond token `outside`'s.
    func conditioned(_ code: String, at index: Int, outside: Int? = nil) -> String {
        var conditions = conditionSets[conditionIndex[index]]
        if let outside {
            let outer = conditionSets[conditionIndex[outside]]
            if conditions.starts(with: outer) { conditions.removeFirst(outer.count) }
        }
        guard !conditions.isEmpty else { return code }
        return conditions.map { "#if \($0)\n" }.joined() + code + (code.hasSuffix("\n") ? "" : "\n") + String(repeating: "#endif\n", count: conditions.count)
    }

    func text(_ index: Int) -> String {
        String(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self)
    }

    /// The source from the start of token `first` to the end of token `last`.
    func text(from first: Int, through last: Int) -> String {
        guard first <= last else { return "" }
        return String(decoding: bytes[tokens[first].start..<tokens[last].end], as: UTF8.self)
    }

    func isTrivia(_ index: Int) -> Bool {
        switch tokens[index].kind {
        case .space, .newline, .comment: return true
        default: return false
        }
    }

    /// The next token after `index` that is not a space, line break or comment.
    func next(_ index: Int) -> Int? {
        var current = index + 1
        while current < tokens.count {
            if !isTrivia(current) { return current }
            current += 1
        }
        return nil
    }

    /// The previous token before `index` that is not trivia.
    func previous(_ index: Int) -> Int? {
        var current = index - 1
        while current >= 0 {
            if !isTrivia(current) { return current }
            current -= 1
        }
        return nil
    }

    func isPunctuation(_ index: Int?, _ character: String) -> Bool {
        guard let index, tokens[index].kind == .punctuation else { return false }
        return text(index) == character
    }

    func isIdentifier(_ index: Int?, _ word: String) -> Bool {
        guard let index, tokens[index].kind == .identifier else { return false }
        return text(index) == word
    }

    /// The token that closes the bracket opened at `open` (`(`, `[`, `{`), or the last token.
    func matching(_ open: Int) -> Int {
        let opening = text(open)
        let closing = opening == "(" ? ")" : opening == "[" ? "]" : "}"
        var depth = 0, index = open
        while index < tokens.count {
            if tokens[index].kind == .punctuation {
                let character = text(index)
                if character == opening { depth += 1 } else if character == closing {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index += 1
        }
        return tokens.count - 1
    }

    /// Whether a line break lies between tokens `a` and `b`.
    func lineBreak(between a: Int, and b: Int) -> Bool {
        tokens[a].line != tokens[b].line || (a + 1..<b).contains { tokens[$0].kind == .newline || (tokens[$0].kind == .comment && text($0).contains("\n")) }
    }

    /// The 1-based column of token `index` (in UTF-8 bytes, as the compiler counts).
    func column(_ index: Int) -> Int {
        var start = tokens[index].start
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return tokens[index].start - start + 1
    }
}

/// A declaration's attributes and modifiers, and the questions the translation asks of them.
protocol Declared {
    var attributes: [Attribute] { get }
    var modifiers: [Modifier] { get }
}

extension Declared {
    func has(_ attribute: String) -> Bool { attributes.contains { $0.name == attribute } }
    func has(modifier: String) -> Bool { modifiers.contains { $0.word == modifier } }
}

/// A `class`, `struct`, `enum`, `actor`, `protocol` or `extension` and its body.
struct TypeDeclaration: Declared {
    enum Kind: String { case `class`, `struct`, `enum`, actor, `protocol`, `extension` }
    let kind: Kind
    /// The name as the file writes it, qualified by the types it is nested in (`Outer.Inner`);
    /// for an extension, the extended type as written (`UIViewController`, `Outer.Inner`).
    let name: String
    /// Whether it declares generic parameters (`class Box<T>`), or is nested in a type that does.
    var isGeneric: Bool
    /// The names in its inheritance clause, first words only (`UIViewController`, `Delegate`).
    let inherited: [String]
    /// Its attributes (token indices), its modifiers' words, and its keyword's token.
    let attributes: [Attribute]
    let modifiers: [Modifier]
    let keyword: Int
    /// The token of its name (for an extension, the last token of the extended type's name).
    let nameToken: Int
    /// Where an inheritance clause would go: after the name (and generic parameters).
    let afterName: Int
    let bodyOpen: Int
    let bodyClose: Int
    var members: [Member] = []
}

/// `@name` with its parenthesised arguments, if any: tokens `first...last`.
struct Attribute {
    let name: String
    let first: Int
    let last: Int
    /// The text between its parentheses (`@objc(handlePan:)` → `handlePan:`).
    let argument: String?
}

/// A declaration modifier (`override`, `private`, `private(set)`): tokens `first...last`.
struct Modifier {
    let word: String
    let first: Int
    let last: Int
}

/// A member declared directly in a type's or extension's body.
struct Member: Declared {
    enum Kind { case function, variable, constant, initializer, `subscript` }
    let kind: Kind
    /// Its name (`viewWillAppear`, `progress`; `init` for an initializer).
    let name: String
    let nameToken: Int
    /// For a function or initializer: its parameters.
    let parameters: [Parameter]
    let attributes: [Attribute]
    let modifiers: [Modifier]
    /// The first token of the declaration (its first attribute or modifier, or its keyword).
    let first: Int
    let keyword: Int
    /// The body's or accessor block's braces, when it has them.
    let bodyOpen: Int?
    let bodyClose: Int?
    /// The last token of the declaration.
    let last: Int
    /// Effects written after the parameters (`async`, `throws`, `rethrows`).
    let effects: [String]
    /// The line of its keyword.
    let line: Int
    /// A generic function (`func set<T>(…)`).
    var isGeneric = false

    var isStatic: Bool { has(modifier: "static") || has(modifier: "class") }
    var swiftName: SwiftName {
        SwiftName(base: name, labels: kind == .function || kind == .initializer ? parameters.map(\.label) : nil)
    }
    /// The selector Swift gives the method: `@objc(name:)`'s, else by Swift's rules.
    var objcSelector: String {
        customObjCName ?? ObjCSelectorName.method(swiftName, throwing: effects.contains("throws"))
    }
    /// `@objc(customName:)`'s name, if given.
    var customObjCName: String? {
        attributes.first { $0.name == "objc" }?.argument.map { $0.filter { !$0.isWhitespace } }
    }
}

/// One parameter of a function: external label (nil for `_`), internal name, whether `inout`.
struct Parameter {
    let label: String?
    let name: String
    /// The token of the internal name, when it is written apart from the label (`animated _:`).
    let nameToken: Int?
    /// The token of the first name (the label, or the only name).
    let labelToken: Int?
    let isInout: Bool
    let isVariadic: Bool
}
