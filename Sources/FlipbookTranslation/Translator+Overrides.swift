//  Translator+Overrides.swift — FlipbookTranslation
//  Overrides written in extensions (legal on iOS through Objective-C dispatch, an error on
//  Linux) become overrides in the class's own body that call the extension's code; and every
//  class with a method list makes sure the module's lists are entered before its first instance.

import Foundation

/// A class of the app's: the file and declaration index that declare it.
struct ClassReference: Hashable {
    let file: Int
    let declaration: Int
}

extension TranslationRun {
    /// For each `override` in an extension of an app class: the extension keeps the body under a
    /// new name (`__flipbookExtension_viewWillAppear`, no longer an override, so it still sees the
    /// file's private names and `super`), and the class's body gets the override, calling it.
    mutating func moveOverrides() {
        var insertions: [ClassReference: [String]] = [:]
        for (fileIndex, fileDeclarations) in declarations.enumerated() {
            let source = files[fileIndex]
            for declaration in fileDeclarations where declaration.kind == .extension {
                let overrides = declaration.members.filter {
                    $0.has(modifier: "override") && !Self.keyValueOverrides.contains($0.swiftName.description)
                }
                guard !overrides.isEmpty else { continue }
                guard let owner = appClass(named: declaration.name, from: fileIndex) else {
                    for member in overrides {
                        error("Flipbook cannot translate an override in an extension of \(declaration.name), which is not the app's class: "
                            + "Swift on Linux overrides only in a class's own body. Subclass \(declaration.name) and override \(member.name) there.",
                              file: fileIndex, token: member.keyword)
                    }
                    continue
                }
                let extensionIsPrivate = declaration.has(modifier: "private") || declaration.has(modifier: "fileprivate")
                for member in overrides {
                    guard let stub = overrideStub(for: member, in: source) else { continue }
                    let located = sourceLocation(file: fileIndex, line: source.tokens[member.first].line) + "\n" + stub
                    insertions[ClassReference(file: owner.file, declaration: owner.declaration), default: []]
                        .append(source.conditioned(located, at: member.first))
                    // The extension's member: no longer an override, renamed, reachable from the class's file.
                    if let override = member.modifiers.first(where: { $0.word == "override" }) {
                        blank(file: fileIndex, from: override.first, through: override.last)
                    }
                    for modifier in member.modifiers where ["private", "fileprivate"].contains(modifier.word) && modifier.first == modifier.last {
                        blank(file: fileIndex, from: modifier.first, through: modifier.last)
                    }
                    replace(file: fileIndex, from: member.nameToken, through: member.nameToken, with: Translator.movedPrefix + member.name)
                    if extensionIsPrivate && owner.file != fileIndex {
                        insert(file: fileIndex, at: source.tokens[member.keyword].start, "internal ", order: -1)
                    }
                }
            }
        }
        classInsertions = insertions
        reportOverridesOfExtensionMembers()
    }

    /// A subclass overriding a method its app superclass declares in an extension: Linux Swift
    /// refuses it, and the translation does not move a method that is not an override.
    mutating func reportOverridesOfExtensionMembers() {
        for (fileIndex, fileDeclarations) in declarations.enumerated() {
            for declaration in fileDeclarations where declaration.kind == .class || declaration.kind == .extension {
                guard let owner = appClass(named: declaration.name, from: fileIndex) else { continue }
                let className = declarations[owner.file][owner.declaration].name
                for member in declaration.members where member.has(modifier: "override") {
                    for ancestor in superclassChain(of: className).dropFirst() {
                        let inExtension = declarations.joined().contains { other in
                            other.kind == .extension && other.name == ancestor && other.members.contains { $0.swiftName == member.swiftName }
                        }
                        if inExtension {
                            error("\(ancestor).\(member.swiftName) is declared in an extension, and Swift on Linux cannot override a method declared in an extension: "
                                + "move \(member.swiftName) into \(ancestor)'s class body.", file: fileIndex, token: member.keyword)
                            break
                        }
                    }
                }
            }
        }
    }

    /// The override the class's body gets for an extension's `member`.
    func overrideStub(for member: Member, in source: SourceFile) -> String? {
        let moved = Translator.movedPrefix + member.name
        // Its modifiers (attributes other than Objective-C's kept), then its signature.
        let attributes = member.attributes.filter { !Self.objcAttributes.contains($0.name) }.map { source.text(from: $0.first, through: $0.last) }
        let modifiers = member.modifiers.filter { !["dynamic", "private", "fileprivate"].contains($0.word) }.map { source.text(from: $0.first, through: $0.last) }
        let prefix = (attributes + modifiers).joined(separator: " ")
        guard let bodyOpen = member.bodyOpen, let end = source.previous(bodyOpen) else { return nil }
        switch member.kind {
        case .function:
            let (signature, arguments) = forwardingSignature(of: member, in: source, through: end)
            var call = "self.\(moved)(\(arguments))"
            if member.effects.contains("async") { call = "await " + call }
            if member.effects.contains("throws") || member.effects.contains("rethrows") { call = "try " + call }
            return "\(prefix) \(signature) { return \(call) }\n"
        case .variable:
            let signature = source.text(from: member.keyword, through: end)
            // `self` is the instance, or the class in a `class var`: either way it has the moved member.
            if isSettable(member, in: source) {
                return "\(prefix) \(signature) { get { self.\(moved) } set { self.\(moved) = newValue } }\n"
            }
            return "\(prefix) \(signature) { self.\(moved) }\n"
        case .constant, .initializer, .subscript:
            return nil
        }
    }

    /// A function's signature from its keyword through token `end`, every parameter given an
    /// internal name (`animated _: Bool` → `animated __argument1: Bool`), and the argument list
    /// that passes them on (`animated: __argument1`).
    func forwardingSignature(of member: Member, in source: SourceFile, through end: Int) -> (signature: String, arguments: String) {
        var signature = ""
        var cursor = member.keyword
        var names: [String] = []
        for (index, parameter) in member.parameters.enumerated() {
            guard parameter.name == "_", let token = parameter.nameToken ?? parameter.labelToken else { names.append(parameter.name); continue }
            // `animated _:` → `animated __argument1:`; `_:` → `_ __argument0:`.
            signature += source.text(from: cursor, through: token - 1) + (parameter.nameToken == nil ? "_ " : "") + "__argument\(index)"
            cursor = token + 1
            names.append("__argument\(index)")
        }
        signature += source.text(from: cursor, through: end)
        let arguments = zip(member.parameters, names).map { parameter, name in
            (parameter.label.map { $0 + ": " } ?? "") + (parameter.isInout ? "&" : "") + name
        }.joined(separator: ", ")
        return (signature, arguments)
    }

    /// Each app class with a method list gets a stored property whose initial value enters the
    /// module's lists, so an instance can never be messaged before its class's list is there
    /// (not a `Codable` class: its synthesized coding would take the property for data).
    /// Moved overrides and these go before the class body's closing brace.
    mutating func addRegistrationTriggers() {
        var insertions = classInsertions
        var withEntries = Set<ClassReference>()
        for (fileIndex, fileEntries) in entries.enumerated() {
            for (type, _) in fileEntries.values {
                if let owner = appClass(named: type, from: fileIndex) { withEntries.insert(ClassReference(file: owner.file, declaration: owner.declaration)) }
            }
        }
        for reference in withEntries {
            let declaration = declarations[reference.file][reference.declaration]
            guard !declaration.inherited.contains(where: { ["Codable", "Decodable", "Encodable"].contains($0) }) else { continue }
            let name = "__flipbookObjCRegistered_\(declaration.name.replacingOccurrences(of: ".", with: "_"))"
            insertions[reference, default: []].insert("private let \(name): Void = \(Translator.support).registered\n", at: 0)
        }
        for (reference, texts) in insertions {
            let declaration = declarations[reference.file][reference.declaration]
            let source = files[reference.file]
            let close = declaration.bodyClose
            let resume = sourceLocation(file: reference.file, line: source.tokens[close].line)
            insert(file: reference.file, at: source.tokens[close].start, "\n" + texts.joined() + resume + "\n", order: 1)
        }
    }

    /// A private class nested in another type becomes fileprivate: its method list is built in a
    /// file-level extension, which a private nested type's name cannot be reached from.
    mutating func widenNestedPrivateClasses(in fileIndex: Int) {
        for (index, declaration) in declarations[fileIndex].enumerated() where declaration.kind == .class && declaration.name.contains(".") {
            guard entries[fileIndex].values.contains(where: { $0.type == declaration.name }) || entries[fileIndex][index] != nil,
                  let modifier = declaration.modifiers.first(where: { $0.word == "private" && $0.first == $0.last }) else { continue }
            replace(file: fileIndex, from: modifier.first, through: modifier.last, with: "fileprivate")
        }
    }
}
