//  Translator+Expressions.swift — FlipbookTranslation
//  `#selector`, `#keyPath`, key-value observing's key paths, `@objc` protocols and calls of
//  their optional requirements.

import Foundation

extension TranslationRun {
    /// Rewrites the file's `#selector(…)`, `#keyPath(…)`, `observe(\.key, …)` and
    /// `delegate?.method?(…)`.
    mutating func translateExpressions(in fileIndex: Int, optionalRequirements: [String: [(name: SwiftName, selector: String)]]) {
        let source = files[fileIndex]
        var index = 0
        while index < source.tokens.count {
            let token = source.tokens[index]
            let word = source.text(index)
            if token.kind == .pound, word == "#selector" || word == "#keyPath", let open = source.next(index), source.isPunctuation(open, "(") {
                let close = source.matching(open)
                if word == "#selector" {
                    if let selector = resolveSelector(fileIndex: fileIndex, open: open, close: close) {
                        replace(file: fileIndex, from: index, through: close, with: "\(Translator.support).selector(\(Translator.quoted(selector)))")
                    }
                } else {
                    let path = keyPathString(source, from: open + 1, to: close)
                    replace(file: fileIndex, from: index, through: close, with: "\(Translator.support).key(\(Translator.quoted(path)))")
                }
                index = close + 1
                continue
            }
            // `import UIKit.UIGestureRecognizerSubclass` (a Clang submodule on iOS; recognizer
            // subclasses' API is in Flipbook's UIKit itself) is `import UIKit`.
            if token.kind == .identifier, word == "UIKit", source.isIdentifier(source.previous(index), "import"),
               let dot = source.next(index), source.isPunctuation(dot, "."), let submodule = source.next(dot),
               source.tokens[submodule].kind == .identifier {
                blank(file: fileIndex, from: dot, through: submodule)
                index = submodule + 1
                continue
            }
            if token.kind == .identifier, word == "observe", !source.isIdentifier(source.previous(index), "func"),
               !isReactiveExtension(source, before: index),
               let open = source.next(index), source.isPunctuation(open, "("),
               let slash = source.next(open), source.isPunctuation(slash, "\\") {
                let end = keyPathEnd(source, from: slash)
                let path = keyPathString(source, from: slash + 1, to: end + 1)
                insert(file: fileIndex, at: source.tokens[end].end, ", _kvcKeyPath: \(Translator.support).key(\(Translator.quoted(path)))")
                index = end + 1
                continue
            }
            if token.kind == .identifier, let candidates = optionalRequirements[word], source.isPunctuation(source.previous(index), "."),
               let mark = source.next(index), source.isPunctuation(mark, "?") || source.isPunctuation(mark, "!"),
               let open = source.next(mark), source.isPunctuation(open, "(") {
                let labels = callLabels(source, open: open)
                // Only a call whose labels are a requirement's; not a closure property of that name.
                if let match = candidates.first(where: { $0.name.labels == labels }), !appDeclaresProperty(named: word) {
                    if source.text(mark) == "?" {
                        let helper = Translator.respondsPrefix + identifier(for: match.selector)
                        replace(file: fileIndex, from: index, through: mark, with: "\(helper)?.\(word)")
                    } else {
                        blank(file: fileIndex, from: mark, through: mark)
                    }
                }
            }
            index += 1
        }
    }

    /// Whether `observe` at `index` is called on a reactive extension (`view.rx.observe(\.frame)`,
    /// RxSwift's key-path observing), not on an object: left alone.
    func isReactiveExtension(_ source: SourceFile, before index: Int) -> Bool {
        guard let dot = source.previous(index), source.isPunctuation(dot, "."), let receiver = source.previous(dot) else { return false }
        return source.isIdentifier(receiver, "rx") || source.isIdentifier(receiver, "reactive")
    }

    /// Whether one of the app's types declares a property named `name`.
    func appDeclaresProperty(named name: String) -> Bool {
        declarations.joined().contains { $0.members.contains { ($0.kind == .variable || $0.kind == .constant) && $0.name == name } }
    }

    /// A selector's characters as part of a Swift name (`handle:with:` → `handle_with_`).
    func identifier(for selector: String) -> String {
        selector.replacingOccurrences(of: ":", with: "_")
    }

    /// The labels of the call whose arguments open at `open`: `(for: row)` → `["for"]`.
    func callLabels(_ source: SourceFile, open: Int) -> [String?] {
        let close = source.matching(open)
        guard let first = source.next(open), first < close else { return [] }
        var labels: [String?] = []
        var index = first
        var argumentStart = true
        while index < close {
            if source.isTrivia(index) { index += 1; continue }
            if argumentStart {
                if source.tokens[index].kind == .identifier, let colon = source.next(index), source.isPunctuation(colon, ":") {
                    labels.append(source.text(index).trimmingCharacters(in: ["`"]))
                } else {
                    labels.append(nil)
                }
                argumentStart = false
            }
            if source.isPunctuation(index, "(") || source.isPunctuation(index, "[") || source.isPunctuation(index, "{") {
                index = source.matching(index)
            } else if source.isPunctuation(index, ",") {
                argumentStart = true
            }
            index += 1
        }
        return labels
    }

    /// The last token of the key path that starts at the backslash `slash`: up to a comma or
    /// closing parenthesis at its own level.
    func keyPathEnd(_ source: SourceFile, from slash: Int) -> Int {
        var index = slash
        var last = slash
        while let next = source.next(index) {
            if source.tokens[next].kind == .punctuation {
                let character = source.text(next)
                if character == "," || character == ")" || character == "{" { break }
                if character == "[" || character == "(" { last = source.matching(next); index = last; continue }
                if character == "<" { last = source.closingAngle(from: next); index = last; continue }
            }
            if source.lineBreak(between: last, and: next), !source.isPunctuation(next, ".") { break }
            last = next
            index = next
        }
        return last
    }

    /// A key path's string for key-value coding: its property names joined by dots, without the
    /// root type (`\MyView.layer.position` and `#keyPath(MyView.layer.position)` → `layer.position`;
    /// `\.presentedView?.frame` → `presentedView.frame`). A leading capitalised name is a type.
    func keyPathString(_ source: SourceFile, from start: Int, to end: Int) -> String {
        var names: [String] = []
        var index = start
        while index < end {
            if source.tokens[index].kind == .identifier {
                let name = source.text(index).trimmingCharacters(in: ["`"])
                let isType = names.isEmpty && (name.first?.isUppercase ?? false) && hasLaterComponent(source, after: index, end: end)
                if !isType { names.append(name) }
            } else if source.isPunctuation(index, "<") {
                index = source.closingAngle(from: index)
            }
            index += 1
        }
        return names.joined(separator: ".")
    }

    private func hasLaterComponent(_ source: SourceFile, after index: Int, end: Int) -> Bool {
        var cursor = index + 1
        while cursor < end {
            if source.tokens[cursor].kind == .identifier { return true }
            cursor += 1
        }
        return false
    }

    // MARK: @objc protocols

    /// An `@objc` protocol without its attribute: class-bound as it was (`: AnyObject` when it
    /// inherits nothing), its optional requirements given implementations that report they are
    /// missing, and a property per optional method saying whether an object implements it.
    mutating func translateObjCProtocols(in fileIndex: Int) {
        let source = files[fileIndex]
        for declaration in declarations[fileIndex] where declaration.kind == .protocol && declaration.has("objc") {
            if declaration.inherited.isEmpty {
                insert(file: fileIndex, at: source.tokens[declaration.afterName].end, ": AnyObject")
            }
            var defaults: [String] = []
            var helpers: [String] = []
            for member in declaration.members {
                guard let optional = member.modifiers.first(where: { $0.word == "optional" }) else { continue }
                blank(file: fileIndex, from: optional.first, through: optional.last)
                guard member.kind == .function, !member.isStatic else {
                    error("Flipbook cannot translate an optional \(member.isStatic ? "static requirement" : "property requirement") (\(member.name)): "
                        + "Swift on Linux has no optional requirements. Declare it as an optional instance method "
                        + "(`@objc optional func \(member.name)(…)`) and call it as `delegate?.\(member.name)?(…)`.",
                          file: fileIndex, token: member.keyword)
                    continue
                }
                defaults.append(defaultImplementation(of: member, in: declaration, source: source))
                let selector = member.objcSelector
                helpers.append("    var \(Translator.respondsPrefix)\(identifier(for: selector)): Self? { \(Translator.support).responds(self, \(Translator.quoted(selector))) ? self : nil }")
            }
            guard !defaults.isEmpty else { continue }
            var trailer = "extension \(declaration.name) {\n" + (defaults + helpers).joined(separator: "\n") + "\n}\n"
            // A class adopting two protocols with the same optional method would find two
            // defaults; a constrained extension is more specific than both, so it wins.
            for other in declarations.joined() where other.kind == .protocol && other.has("objc") && other.name > declaration.name {
                let shared = declaration.members.filter { member in
                    member.has(modifier: "optional") && member.kind == .function && !member.isStatic
                        && other.members.contains { $0.has(modifier: "optional") && $0.swiftName == member.swiftName }
                }
                guard !shared.isEmpty else { continue }
                trailer += "extension \(declaration.name) where Self: \(other.name) {\n"
                    + shared.map { defaultImplementation(of: $0, in: declaration, source: source) }.joined(separator: "\n") + "\n}\n"
            }
            trailers[fileIndex].append(source.conditioned(trailer, at: declaration.keyword))
        }
    }

    /// An optional requirement's default: what the object's method list has under its selector
    /// (a subclass's implementation the protocol's conformance does not see), else a trap that
    /// says how to call it.
    func defaultImplementation(of member: Member, in declaration: TypeDeclaration, source: SourceFile) -> String {
        let (signature, _) = forwardingSignature(of: member, in: source, through: member.last)
        let names = member.parameters.enumerated().map { $0.element.name == "_" ? "__argument\($0.offset)" : $0.element.name }
        let requirement = Translator.quoted("\(declaration.name).\(member.swiftName)")
        return "    \(signature) { return \(Translator.support).optional(self, \(Translator.quoted(member.objcSelector)), [\(names.joined(separator: ", "))], \(requirement)) }"
    }

    // MARK: #selector

    /// The selector `#selector(…)` between `open` and `close` names, or nil with a diagnostic.
    mutating func resolveSelector(fileIndex: Int, open: Int, close: Int) -> String? {
        let source = files[fileIndex]
        var index = source.next(open) ?? close
        var accessor: String?
        if source.tokens[index].kind == .identifier, ["getter", "setter"].contains(source.text(index)),
           let colon = source.next(index), source.isPunctuation(colon, ":") {
            accessor = source.text(index)
            index = source.next(colon) ?? close
        }
        // A dotted path, its last part possibly with argument labels.
        var path: [String] = []
        var labels: [String?]?
        while index < close {
            guard source.tokens[index].kind == .identifier else { break }
            path.append(source.text(index).trimmingCharacters(in: ["`"]))
            guard let next = source.next(index) else { break }
            if source.isPunctuation(next, ".") { index = source.next(next) ?? close; continue }
            if source.isPunctuation(next, "(") {
                let labelsClose = source.matching(next)
                labels = []
                var cursor = source.next(next)
                while let current = cursor, current < labelsClose {
                    if source.tokens[current].kind == .identifier, let colon = source.next(current), source.isPunctuation(colon, ":") {
                        let label = source.text(current).trimmingCharacters(in: ["`"])
                        labels?.append(label == "_" ? nil : label)
                        cursor = source.next(colon)
                    } else {
                        labels = nil
                        break
                    }
                }
                index = source.next(labelsClose) ?? close
            } else {
                index = next
            }
            break
        }
        // Anything after the path (a coercion, `as`) is not a form the translation knows.
        guard !path.isEmpty, index == close else {
            error("Flipbook cannot translate this #selector: write it as #selector(method), #selector(method(label:)), #selector(Type.method(label:)) or #selector(getter: Type.property).",
                  file: fileIndex, token: open)
            return nil
        }
        if path.first == "self" || path.first == "Self" { path.removeFirst() }
        guard let base = path.last else { return nil }
        let typeName = path.count > 1 ? path.dropLast().joined(separator: ".") : nil
        let context = enclosingType(fileIndex: fileIndex, token: open)
        if let accessor {
            let property = findMembers(named: base, labels: nil, type: typeName, context: context, properties: true).first
            let getter = property?.customObjCName ?? base
            return accessor == "getter" ? getter : ObjCSelectorName.setter(getter)
        }
        let candidates = findMembers(named: base, labels: labels, type: typeName, context: context, properties: false)
        let selectors = Set(candidates.map { $0.objcSelector })
        if selectors.count == 1, let selector = selectors.first { return selector }
        if selectors.count > 1 {
            error("#selector(\(path.joined(separator: "."))) is ambiguous (\(candidates.map(\.swiftName.description).sorted().joined(separator: ", "))): name the method with its labels, e.g. #selector(\(candidates[0].swiftName)).",
                  file: fileIndex, token: open)
            return nil
        }
        // Not the app's: UIKit's or Foundation's.
        if let labels { return ObjCSelectorName.method(SwiftName(base: base, labels: labels)) }
        if let known = ObjCSelectorName.frameworkNames.first(where: { $0.key.hasPrefix(base + "(") && $0.key.split(separator: "(").first.map(String.init) == base }) {
            return known.value
        }
        return base
    }

    /// The innermost type or extension whose body holds `token`.
    func enclosingType(fileIndex: Int, token: Int) -> String? {
        declarations[fileIndex].filter { $0.bodyOpen < token && token < $0.bodyClose }.max { $0.bodyOpen < $1.bodyOpen }?.name
    }

    /// The app's members named `base` (with `labels`, when given): in `type` or the context's
    /// type first, else anywhere in the app.
    func findMembers(named base: String, labels: [String?]?, type: String?, context: String?, properties: Bool) -> [Member] {
        var all: [(owner: String, member: Member)] = []
        for fileDeclarations in declarations {
            for declaration in fileDeclarations {
                for member in declaration.members where member.name == base {
                    let isProperty = member.kind == .variable || member.kind == .constant
                    guard isProperty == properties, !isProperty || labels == nil else { continue }
                    if let labels, member.swiftName.labels != labels { continue }
                    all.append((declaration.name, member))
                }
            }
        }
        func owned(by name: String) -> [Member] {
            let chain = superclassChain(of: name)
            return all.filter { candidate in chain.contains { candidate.owner == $0 || candidate.owner.hasSuffix("." + $0) || $0.hasSuffix("." + candidate.owner) } }.map(\.member)
        }
        if let type, case let found = owned(by: type), !found.isEmpty { return found }
        if type == nil, let context, case let found = owned(by: context), !found.isEmpty { return found }
        // Anywhere in the app, exposed members first.
        let exposed = all.filter { $0.member.attributes.contains { Self.exposingAttributes.contains($0.name) } }
        return (exposed.isEmpty ? all : exposed).map(\.member)
    }

    /// `name` and its superclasses among the app's classes.
    func superclassChain(of name: String) -> [String] {
        var chain = [name]
        var current = name
        while let found = appClass(named: current), let parent = declarations[found.file][found.declaration].inherited.first,
              !chain.contains(parent), appClass(named: parent) != nil {
            chain.append(parent)
            current = parent
        }
        return chain
    }
}
