//  DeclarationScanner.swift — FlipbookTranslation
//  Finds a file's types and extensions and the members declared directly in their bodies,
//  following braces, so function bodies and closures are never mistaken for declarations.

import Foundation

extension SourceFile {
    static let modifierWords: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "class", "final",
        "override", "required", "convenience", "dynamic", "lazy", "weak", "unowned", "optional",
        "mutating", "nonmutating", "indirect", "prefix", "postfix", "infix", "nonisolated", "isolated",
        "distributed", "consuming", "borrowing", "__consuming",
    ]
    static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]
    static let memberKeywords: Set<String> = ["func", "var", "let", "init", "subscript"]

    /// The file's types and extensions, outermost first, each with its members.
    func declarations() -> [TypeDeclaration] {
        var result: [TypeDeclaration] = []
        var globals: [Member] = []  // the file's own functions and variables: not needed
        scan(from: 0, to: tokens.count, enclosing: [], enclosingGeneric: false, members: &globals, types: &result)
        return result
    }

    /// Scans tokens `start..<end` (a file, or a type's body) for the declarations at that level:
    /// members into `members`, types and extensions (each scanned in turn) into `types`.
    private func scan(from start: Int, to end: Int, enclosing: [String], enclosingGeneric: Bool,
                      members: inout [Member], types: inout [TypeDeclaration]) {
        var index = start
        var pendingAttributes: [Attribute] = [], pendingModifiers: [Modifier] = []
        var pendingFirst: Int?
        func reset() { pendingAttributes = []; pendingModifiers = []; pendingFirst = nil }
        while index < end {
            if isTrivia(index) { index += 1; continue }
            let word = text(index)
            switch tokens[index].kind {
            case .attribute:
                var last = index
                var argument: String?
                if isPunctuation(index + 1, "(") {
                    last = matching(index + 1)
                    argument = text(from: index + 2, through: last - 1)
                }
                pendingAttributes.append(Attribute(name: String(word.dropFirst()), first: index, last: last, argument: argument))
                pendingFirst = pendingFirst ?? index
                index = last + 1
                continue
            case .identifier where Self.modifierWords.contains(word) && !(word == "class" && isTypeDeclaration(at: index)):
                var last = index
                if isPunctuation(index + 1, "("),
                   ["private", "fileprivate", "internal", "public", "package", "open", "unowned", "nonisolated"].contains(word) {
                    last = matching(index + 1)
                }
                pendingModifiers.append(Modifier(word: word, first: index, last: last))
                pendingFirst = pendingFirst ?? index
                index = last + 1
                continue
            case .identifier where Self.typeKeywords.contains(word):
                if var declaration = typeDeclaration(at: index, attributes: pendingAttributes, modifiers: pendingModifiers, enclosing: enclosing) {
                    // A type nested in a generic type is generic too (`Outer<T>.Inner`).
                    declaration.isGeneric = declaration.isGeneric || enclosingGeneric
                    types.append(declaration)
                    let position = types.count - 1
                    // Inside an extension, names are qualified by the extended type; inside a type, by it.
                    let qualified = declaration.kind == .extension ? [declaration.name] : declaration.name.split(separator: ".").map(String.init)
                    var nested: [TypeDeclaration] = []
                    scan(from: declaration.bodyOpen + 1, to: declaration.bodyClose, enclosing: qualified,
                         enclosingGeneric: declaration.isGeneric, members: &types[position].members, types: &nested)
                    types.append(contentsOf: nested)
                    index = declaration.bodyClose + 1
                    reset()
                    continue
                }
            case .identifier where Self.memberKeywords.contains(word):
                if let member = member(at: index, attributes: pendingAttributes, modifiers: pendingModifiers, first: pendingFirst ?? index) {
                    members.append(member)
                    index = member.last + 1
                    reset()
                    continue
                }
            case .pound where word == "#if" || word == "#elseif":
                // Conditional compilation: every branch's declarations are scanned, as if
                // unconditional; the directive's condition runs to the end of its line.
                while index < end, tokens[index].kind != .newline { index += 1 }
                reset()
                continue
            case .punctuation where word == "{":
                index = matching(index) + 1
                reset()
                continue
            default:
                break
            }
            reset()
            index += 1
        }
    }

    /// Whether `class` at `index` starts a class declaration (not `class func`/`class var`).
    private func isTypeDeclaration(at index: Int) -> Bool {
        guard let next = next(index), tokens[next].kind == .identifier else { return false }
        let word = text(next)
        return !Self.modifierWords.contains(word) && !Self.memberKeywords.contains(word) && !Self.typeKeywords.contains(word)
    }

    private func typeDeclaration(at keyword: Int, attributes: [Attribute], modifiers: [Modifier], enclosing: [String]) -> TypeDeclaration? {
        guard let kind = TypeDeclaration.Kind(rawValue: text(keyword)) else { return nil }
        if kind == .class, !isTypeDeclaration(at: keyword) { return nil }
        guard var cursor = next(keyword), tokens[cursor].kind == .identifier else { return nil }
        var name = text(cursor)
        var nameToken = cursor
        // An extension's type may be qualified: `extension Outer.Inner`.
        while kind == .extension, let dot = next(cursor), isPunctuation(dot, "."), let part = next(dot), tokens[part].kind == .identifier {
            name += "." + text(part)
            cursor = part
            nameToken = part
        }
        var isGeneric = false
        var afterName = cursor
        if let angle = next(cursor), isPunctuation(angle, "<") {
            isGeneric = kind != .extension
            afterName = closingAngle(from: angle)
            cursor = afterName
        }
        // Inheritance clause, where clause, up to the body's brace.
        var inherited: [String] = []
        var index = next(cursor)
        var expectingName = false
        var inWhere = false
        var angleDepth = 0
        while let current = index, !isPunctuation(current, "{") {
            let word = text(current)
            if tokens[current].kind == .punctuation {
                if word == ":" && !inWhere && angleDepth == 0 { expectingName = true } else if word == "," && !inWhere && angleDepth == 0 { expectingName = true }
                if word == "<" { angleDepth += 1 } else if word == ">" { angleDepth -= 1 }
                if word == "}" || word == ";" { return nil }
            } else if tokens[current].kind == .identifier {
                if word == "where" { inWhere = true } else if expectingName && angleDepth == 0 {
                    inherited.append(word)
                    expectingName = false
                }
            }
            index = next(current)
        }
        guard let bodyOpen = index else { return nil }
        let qualified = kind == .extension ? name : (enclosing + [name]).joined(separator: ".")
        return TypeDeclaration(kind: kind, name: qualified, isGeneric: isGeneric, inherited: inherited, attributes: attributes,
                               modifiers: modifiers, keyword: keyword, nameToken: nameToken, afterName: afterName,
                               bodyOpen: bodyOpen, bodyClose: matching(bodyOpen))
    }

    /// The `>` closing the generic clause opened at `open` (an arrow's `>` does not count).
    func closingAngle(from open: Int) -> Int {
        var depth = 0, index = open
        while index < tokens.count {
            if tokens[index].kind == .punctuation {
                let word = text(index)
                if word == "<" { depth += 1 } else if word == ">", !isPunctuation(index - 1, "-") {
                    depth -= 1
                    if depth == 0 { return index }
                } else if word == "{" || word == ";" { return index - 1 }
            }
            index += 1
        }
        return tokens.count - 1
    }

    private func member(at keyword: Int, attributes: [Attribute], modifiers: [Modifier], first: Int) -> Member? {
        let word = text(keyword)
        var kind: Member.Kind
        switch word {
        case "func": kind = .function
        case "var": kind = .variable
        case "let": kind = .constant
        case "init": kind = .initializer
        default: kind = .subscript
        }
        var cursor = keyword
        var name = word
        var nameToken = keyword
        if kind == .function || kind == .variable || kind == .constant {
            guard let nameIndex = next(keyword) else { return nil }
            // An operator function's name is punctuation; members named so are left alone.
            guard tokens[nameIndex].kind == .identifier else { return nil }
            name = text(nameIndex).trimmingCharacters(in: ["`"])
            nameToken = nameIndex
            cursor = nameIndex
        } else if kind == .initializer, let mark = next(keyword), isPunctuation(mark, "?") || isPunctuation(mark, "!") {
            cursor = mark
        }
        var parameters: [Parameter] = []
        var effects: [String] = []
        if kind == .function || kind == .initializer || kind == .subscript {
            var open = next(cursor)
            var isGeneric = false
            if let angle = open, isPunctuation(angle, "<") { open = next(closingAngle(from: angle)); isGeneric = true }
            guard let paren = open, isPunctuation(paren, "(") else { return nil }
            let close = matching(paren)
            parameters = self.parameters(from: paren, to: close)
            // Effects, return type and where clause up to the body (or the end of a requirement).
            var index = next(close)
            var last = close
            while let current = index, !isPunctuation(current, "{") {
                if lineBreak(between: last, and: current), !continuesSignature(current) { break }
                if tokens[current].kind == .punctuation, ["}", ";"].contains(text(current)) { break }
                if tokens[current].kind == .identifier, ["async", "throws", "rethrows"].contains(text(current)) { effects.append(text(current)) }
                if isPunctuation(current, "(") { last = matching(current) } else if isPunctuation(current, "<") { last = closingAngle(from: current) } else { last = current }
                index = next(last)
            }
            let body = index.flatMap { isPunctuation($0, "{") ? ($0, matching($0)) : nil }
            var member = Member(kind: kind, name: name, nameToken: nameToken, parameters: parameters, attributes: attributes, modifiers: modifiers,
                                first: first, keyword: keyword, bodyOpen: body?.0, bodyClose: body?.1, last: body?.1 ?? last,
                                effects: effects, line: tokens[keyword].line)
            member.isGeneric = isGeneric
            return member
        }
        // A variable: `var x: T`, `= initializer`, then an accessor block or not.
        var index = next(cursor)
        var last = cursor
        var sawInitializer = false
        while let current = index {
            if lineBreak(between: last, and: current), !continuesExpression(after: last, before: current) { break }
            if tokens[current].kind == .punctuation {
                let character = text(current)
                if character == "}" || character == ";" || character == "," { break }
                if character == "=" { sawInitializer = true }
                if character == "{" {
                    if !sawInitializer || isAccessorBlock(current) {
                        let close = matching(current)
                        return Member(kind: kind, name: name, nameToken: nameToken, parameters: [], attributes: attributes, modifiers: modifiers,
                                      first: first, keyword: keyword, bodyOpen: current, bodyClose: close, last: close, effects: [], line: tokens[keyword].line)
                    }
                    last = matching(current)
                    index = next(last)
                    continue
                }
                if character == "(" || character == "[" { last = matching(current); index = next(last); continue }
                if character == "<" { last = closingAngle(from: current); index = next(last); continue }
            } else if tokens[current].kind == .identifier, !sawInitializer,
                      Self.memberKeywords.contains(text(current)) || Self.modifierWords.contains(text(current)) {
                break
            } else if tokens[current].kind == .attribute {
                break
            }
            last = current
            index = next(current)
        }
        return Member(kind: kind, name: name, nameToken: nameToken, parameters: [], attributes: attributes, modifiers: modifiers,
                      first: first, keyword: keyword, bodyOpen: nil, bodyClose: nil, last: last, effects: [], line: tokens[keyword].line)
    }

    /// Whether the brace at `open` holds accessors (`get`, `set`, `willSet`, `didSet`, …).
    private func isAccessorBlock(_ open: Int) -> Bool {
        var index = next(open)
        while let current = index, tokens[current].kind == .attribute || Self.modifierWords.contains(text(current)) { index = next(current) }
        guard let current = index, tokens[current].kind == .identifier else { return false }
        return ["get", "set", "willSet", "didSet", "_read", "_modify", "init"].contains(text(current))
    }

    /// Whether a signature continues on the next line at `token` (`throws`, `->`, `where`).
    private func continuesSignature(_ token: Int) -> Bool {
        if tokens[token].kind == .identifier { return ["async", "throws", "rethrows", "where", "reasync"].contains(text(token)) }
        return isPunctuation(token, "-") || isPunctuation(token, ",") || isPunctuation(token, ":") || isPunctuation(token, "&") || isPunctuation(token, ".")
    }

    /// Whether an initializer continues across the line break between `last` and `next`: the
    /// line ended in, or the next begins with, an operator or a dot.
    private func continuesExpression(after last: Int, before next: Int) -> Bool {
        if tokens[last].kind == .punctuation, ["=", "+", "-", "*", "/", "|", "&", "?", ":", ",", "(", "[", "<", ">", "."].contains(text(last)) { return true }
        return tokens[next].kind == .punctuation && [".", "+", "*", "/", "|", "&", "?", ":", "=", "<", ">"].contains(text(next))
    }

    /// The parameters between the parentheses at `open` and `close`.
    func parameters(from open: Int, to close: Int) -> [Parameter] {
        guard let first = next(open), first < close else { return [] }
        var result: [Parameter] = []
        var index = first
        var words: [String] = []
        var wordTokens: [Int] = []
        var sawColon = false
        var isInout = false, isVariadic = false
        var depth = 0
        func finish() {
            guard let firstWord = words.first else { return }
            let label = firstWord == "_" ? nil : firstWord
            let name = words.count > 1 ? words[1] : firstWord
            result.append(Parameter(label: label, name: name, nameToken: wordTokens.count > 1 ? wordTokens[1] : nil,
                                    labelToken: wordTokens.first, isInout: isInout, isVariadic: isVariadic))
            words = []; wordTokens = []; sawColon = false; isInout = false; isVariadic = false
        }
        while index < close {
            if isTrivia(index) { index += 1; continue }
            let word = text(index)
            if tokens[index].kind == .punctuation {
                if ["(", "[", "{"].contains(word) { index = matching(index) + 1; continue }
                if word == "<" { depth += 1 } else if word == ">", !isPunctuation(index - 1, "-") { depth -= 1 }
                if word == ":" && depth == 0 && !sawColon { sawColon = true }
                if word == "," && depth == 0 { finish() }
                if word == "." && sawColon, isPunctuation(index + 1, "."), isPunctuation(index + 2, ".") { isVariadic = true }
            } else if tokens[index].kind == .identifier {
                if !sawColon {
                    words.append(word.trimmingCharacters(in: ["`"]))
                    wordTokens.append(index)
                } else if word == "inout" { isInout = true }
            }
            index += 1
        }
        finish()
        return result
    }
}
