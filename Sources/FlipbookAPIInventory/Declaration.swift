//  Declaration.swift — FlipbookAPIInventory
//  A member's declaration as Apple's documentation shows it in Swift, read far enough to write a
//  use of it: what it is, its name, its parameters' labels and types, and its type.

import Foundation

/// What the generator needs to know of one declaration.
public struct Declaration: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// `init(frame: CGRect)`; `failable` for `init?` and `init!`.
        case initializer(failable: Bool)
        case function(name: String)
        /// `var`/`let`; `settable` when it has `{ get set }` (or is a `var` without accessors).
        case property(name: String, type: String, settable: Bool)
        /// `case name` or `case name(…)` with its associated values as parameters.
        case enumCase(name: String, hasPayload: Bool)
        /// A nested `class`, `struct`, `enum`, `protocol` or `typealias`.
        case nestedType(name: String, isProtocol: Bool)
        /// A subscript, an operator, a generic or `mutating` member: it needs a written check.
        case needsCheck(reason: String)
    }

    public struct Parameter: Equatable, Sendable {
        /// The argument label; nil for `_`.
        public var label: String?
        public var type: String
    }

    public var kind: Kind
    /// `static` or `class`.
    public var isStatic: Bool
    public var parameters: [Parameter]
    /// The function's result; "Void" when it has none.
    public var result: String
    /// `async`, `throws` as written before the arrow.
    public var effects: String

    /// `name(_:with:)`: the name with its argument labels, as an unapplied reference spells it.
    public func reference(named name: String) -> String {
        parameters.isEmpty ? name : "\(name)(\(parameters.map { "\($0.label ?? "_"):" }.joined()))"
    }

    /// `(CGPoint, UIEvent?) -> UIView?`.
    public var functionType: String {
        let effects = self.effects.isEmpty ? "" : " \(self.effects)"
        return "(\(parameters.map(\.type).joined(separator: ", ")))\(effects) -> \(result)"
    }
}

extension Declaration {
    /// Attributes the documentation shows that say nothing about the signature the generator checks.
    static let ignoredAttributes: Set<String> = ["@MainActor", "@preconcurrency", "@Sendable", "@objc", "@nonobjc",
                                                 "@discardableResult", "@IBInspectable", "@IBOutlet", "@IBAction",
                                                 "@NSCopying", "@inlinable", "@_disfavoredOverload"]
    static let modifiers: Set<String> = ["open", "public", "final", "override", "required", "convenience", "optional",
                                         "dynamic", "weak", "unowned", "nonisolated", "lazy", "indirect", "sending"]

    /// Reads a declaration; throws a message when it cannot.
    public static func parse(_ text: String) throws -> Declaration {
        var words = removingAttributes(text)
        var isStatic = false
        var mutating = false
        while let first = words.first {
            if first == "static" || (first == "class" && words.count > 1 && ["func", "var", "let", "subscript"].contains(words[1])) {
                isStatic = true
            } else if first == "mutating" {
                mutating = true
            } else if !modifiers.contains(first) && !first.hasPrefix("unowned(") {
                break
            }
            words.removeFirst()
        }
        guard let keyword = words.first else { throw DeclarationError("no declaration after the modifiers") }
        let rest = words.dropFirst().joined(separator: " ")
        var declaration = Declaration(kind: .needsCheck(reason: ""), isStatic: isStatic, parameters: [], result: "Void", effects: "")
        switch keyword {
        case _ where keyword.hasPrefix("init"):
            let full = words.joined(separator: " ")
            let afterInit = full.dropFirst(4)
            let failable = afterInit.hasPrefix("?") || afterInit.hasPrefix("!")
            let signature = String(failable ? afterInit.dropFirst() : afterInit)
            if signature.hasPrefix("<") { return declaration.needing("a generic initializer") }
            try declaration.readSignature(signature)
            declaration.kind = .initializer(failable: failable)
        case "func":
            let name = String(rest.prefix { $0 != "(" && $0 != "<" && $0 != " " })
            guard let first = name.unicodeScalars.first, CharacterSet.letters.union(["_"]).contains(first) else {
                return declaration.needing("an operator")
            }
            let signature = String(rest.dropFirst(name.count))
            if signature.hasPrefix("<") { return declaration.needing("a generic method") }
            if mutating { return declaration.needing("a mutating method") }
            try declaration.readSignature(signature)
            declaration.kind = .function(name: name)
        case "var", "let":
            guard let colon = topLevelIndex(of: ":", in: rest) else { throw DeclarationError("a property needs its type") }
            let name = rest[..<colon].trimmingCharacters(in: .whitespaces)
            var type = rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            var settable = keyword == "var"
            if let brace = type.firstIndex(of: "{") {
                let accessors = type[brace...]
                settable = accessors.contains("set")
                type = type[..<brace].trimmingCharacters(in: .whitespaces)
            }
            if let equals = topLevelIndex(of: "=", in: type) { type = type[..<equals].trimmingCharacters(in: .whitespaces) }
            if type.hasSuffix("!") { type = String(type.dropLast()) + "?" }
            declaration.kind = .property(name: name, type: type, settable: settable)
        case "case":
            let name = String(rest.prefix { $0 != "(" && $0 != " " && $0 != "=" })
            let payload = rest.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
            if payload.hasPrefix("(") {
                try declaration.readSignature(payload)
                declaration.kind = .enumCase(name: name, hasPayload: true)
            } else {
                declaration.kind = .enumCase(name: name, hasPayload: false)
            }
        case "class", "struct", "enum", "protocol", "typealias", "actor":
            let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard !name.isEmpty else { throw DeclarationError("a nested type needs its name") }
            declaration.kind = .nestedType(name: name, isProtocol: keyword == "protocol")
        case "subscript":
            return declaration.needing("a subscript")
        default:
            throw DeclarationError("'\(keyword)' does not start a declaration this format knows (init, func, var, let, case, a nested type, subscript)")
        }
        return declaration
    }

    /// Writes `Self` in the parameters, result and property type as `type`.
    mutating func replaceSelf(with type: String) {
        func replaced(_ text: String) -> String {
            text.replacingOccurrences(of: #"\bSelf\b"#, with: type, options: .regularExpression)
        }
        parameters = parameters.map { Parameter(label: $0.label, type: replaced($0.type)) }
        result = replaced(result)
        if case .property(let name, let valueType, let settable) = kind {
            kind = .property(name: name, type: replaced(valueType), settable: settable)
        }
    }

    private func needing(_ reason: String) -> Declaration {
        var copy = self
        copy.kind = .needsCheck(reason: reason)
        return copy
    }

    /// `(_ point: CGPoint, with event: UIEvent?) async throws -> UIView?`; the result is Void without an arrow.
    private mutating func readSignature(_ signature: String) throws {
        let text = signature.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("("), let close = matchingClose(in: text) else {
            throw DeclarationError("expected a parameter list in parentheses")
        }
        let inside = String(text[text.index(after: text.startIndex)..<close])
        parameters = try splitTopLevel(inside, on: ",").compactMap { part -> Parameter? in
            let part = part.trimmingCharacters(in: .whitespaces)
            if part.isEmpty { return nil }
            guard let colon = Self.topLevelIndex(of: ":", in: part) else {
                // An enumeration case's unlabelled associated value: `case custom(UIColor)`.
                return Parameter(label: nil, type: part)
            }
            let names = part[..<colon].split(separator: " ").map(String.init)
            var type = part[part.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if let equals = Self.topLevelIndex(of: "=", in: type) { type = type[..<equals].trimmingCharacters(in: .whitespaces) }
            type = Self.removingAttributes(type).joined(separator: " ")
            if type.hasSuffix("!") { type = String(type.dropLast()) + "?" }
            return Parameter(label: names.first.flatMap { $0 == "_" ? nil : $0 }, type: type)
        }
        var after = text[text.index(after: close)...].trimmingCharacters(in: .whitespaces)
        if let whereClause = after.range(of: " where ") { after = String(after[..<whereClause.lowerBound]) }
        if let arrow = after.range(of: "->") {
            effects = after[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
            result = after[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
            result = Self.removingAttributes(result).joined(separator: " ")
            if result.hasSuffix("!") { result = String(result.dropLast()) + "?" }
        } else {
            effects = after
        }
        effects = effects.replacingOccurrences(of: "rethrows", with: "throws")
    }

    /// The declaration's words, without the attributes that do not matter here (and their arguments).
    static func removingAttributes(_ text: String) -> [String] {
        var result: [String] = []
        var index = text.startIndex
        var word = ""
        func flush() { if !word.isEmpty { result.append(word); word = "" } }
        while index < text.endIndex {
            let character = text[index]
            if character == "@", word.isEmpty {
                var end = text.index(after: index)
                while end < text.endIndex, text[end].isLetter || text[end].isNumber || text[end] == "_" { end = text.index(after: end) }
                let attribute = String(text[index..<end])
                if end < text.endIndex, text[end] == "(", let close = matchingClose(in: text, from: end) {
                    end = text.index(after: close)
                }
                if ignoredAttributes.contains(attribute) || attribute == "@available" {
                    index = end
                    continue
                }
                word = String(text[index..<end])
                index = end
                continue
            }
            if character == " " || character == "\t" {
                var depth = 0
                for c in word { if "(<[".contains(c) { depth += 1 } else if ")>]".contains(c) { depth -= 1 } }
                if depth <= 0 { flush() } else { word.append(" ") }
            } else {
                word.append(character)
            }
            index = text.index(after: index)
        }
        flush()
        return result
    }

    static func topLevelIndex(of target: Character, in text: String) -> String.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if "(<[".contains(character) { depth += 1 }
            if ")]".contains(character) { depth -= 1 }
            // `->` is not a closing angle bracket.
            if character == ">", index > text.startIndex, text[text.index(before: index)] != "-" { depth -= 1 }
            if character == target, depth == 0 { return index }
            index = text.index(after: index)
        }
        return nil
    }
}

func matchingClose(in text: String, from start: String.Index? = nil) -> String.Index? {
    var depth = 0
    var index = start ?? text.startIndex
    while index < text.endIndex {
        if text[index] == "(" { depth += 1 }
        if text[index] == ")" {
            depth -= 1
            if depth == 0 { return index }
        }
        index = text.index(after: index)
    }
    return nil
}

func splitTopLevel(_ text: String, on separator: Character) throws -> [String] {
    var parts: [String] = []
    var depth = 0
    var current = ""
    var previous: Character = " "
    for character in text {
        if "(<[".contains(character) { depth += 1 }
        if ")]".contains(character) { depth -= 1 }
        if character == ">", previous != "-" { depth -= 1 }
        if character == separator, depth == 0 {
            parts.append(current)
            current = ""
        } else {
            current.append(character)
        }
        previous = character
    }
    parts.append(current)
    guard depth == 0 else { throw DeclarationError("unbalanced brackets") }
    return parts
}

struct DeclarationError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
