//  Translator+Overrides.swift — FlipbookTranslation
//  Overrides written in extensions (legal on iOS through Objective-C dispatch, an error on
//  Linux) become overrides in the class's own body that call the extension's code; and every
//  class with a method list makes sure the module's lists are entered before its first instance.

import Foundation

extension TranslationRun {
    /// For each `override` in an extension of an app class: the extension keeps the body under a
    /// new name (`__flipbookExtension_viewWillAppear`, no longer an override, so it still sees the
    /// file's private names and `super`), and the class's body gets the override, calling it.
    mutating func moveOverrides() {
        var insertions: [String: [String]] = [:]
        for (fileIndex, fileDeclarations) in declarations.enumerated() {
            let source = files[fileIndex]
            for declaration in fileDeclarations where declaration.kind == .extension {
                let overrides = declaration.members.filter {
                    $0.has(modifier: "override") && !Self.keyValueOverrides.contains($0.swiftName.description)
                }
                guard !overrides.isEmpty else { continue }
                guard let owner = appClass(named: declaration.name) else {
                    for member in overrides {
                        error("Flipbook cannot translate an override in an extension of \(declaration.name), which is not the app's class: "
                            + "Swift on Linux overrides only in a class's own body. Subclass \(declaration.name) and override \(member.name) there.",
                              file: fileIndex, token: member.keyword)
                    }
                    continue
                }
                let className = declarations[owner.file][owner.declaration].name
                let extensionIsPrivate = declaration.has(modifier: "private") || declaration.has(modifier: "fileprivate")
                for member in overrides {
                    guard let stub = overrideStub(for: member, in: source, fileIndex: fileIndex) else { continue }
                    insertions[className, default: []].append(sourceLocation(file: fileIndex, line: source.tokens[member.first].line) + "\n" + stub)
                    // The extension's member: no longer an override, renamed, reachable from the class's file.
                    if let override = member.modifiers.first(where: { $0.word == "override" }) {
                        blank(file: fileIndex, from: override.first, through: override.last)
                    }
                    for modifier in member.modifiers where ["private", "fileprivate"].contains(modifier.word) && modifier.first == modifier.last {
                        blank(file: fileIndex, from: modifier.first, through: modifier.last)
                    }
                    let rename = Translator.movedPrefix + member.name
                    replace(file: fileIndex, from: member.nameToken, through: member.nameToken, with: rename)
                    if extensionIsPrivate && owner.file != fileIndex {
                        insert(file: fileIndex, at: source.tokens[member.keyword].start, "internal ", order: -1)
                    }
                }
            }
        }
        classInsertions = insertions
    }

    /// The override the class's body gets for an extension's `member`.
    func overrideStub(for member: Member, in source: SourceFile, fileIndex: Int) -> String? {
        let moved = Translator.movedPrefix + member.name
        // Its modifiers (attributes other than Objective-C's kept), then its signature.
        let attributes = member.attributes.filter { !Self.objcAttributes.contains($0.name) }.map { source.text(from: $0.first, through: $0.last) }
        let modifiers = member.modifiers.filter { !["dynamic", "private", "fileprivate"].contains($0.word) }.map { source.text(from: $0.first, through: $0.last) }
        let prefix = (attributes + modifiers).joined(separator: " ")
        switch member.kind {
        case .function:
            guard let bodyOpen = member.bodyOpen else { return nil }
            let signature = source.text(from: member.keyword, through: source.previous(bodyOpen) ?? member.keyword)
            let arguments = member.parameters.map { ($0.label.map { $0 + ": " } ?? "") + ($0.isInout ? "&" : "") + $0.name }.joined(separator: ", ")
            var call = "self.\(moved)(\(arguments))"
            if member.effects.contains("async") { call = "await " + call }
            if member.effects.contains("throws") || member.effects.contains("rethrows") { call = "try " + call }
            return "\(prefix) \(signature) { return \(call) }\n"
        case .variable:
            guard let bodyOpen = member.bodyOpen else { return nil }
            let signature = source.text(from: member.keyword, through: source.previous(bodyOpen) ?? member.keyword)
            // `self` is the instance, or the class in a `class var`: either way it has the moved member.
            if isSettable(member, in: source) {
                return "\(prefix) \(signature) { get { self.\(moved) } set { self.\(moved) = newValue } }\n"
            }
            return "\(prefix) \(signature) { self.\(moved) }\n"
        case .constant, .initializer, .subscript:
            return nil
        }
    }

    /// Each app class with a method list gets a stored property whose initial value enters the
    /// module's lists, so an instance can never be messaged before its class's list is there.
    /// Moved overrides and these go before the class body's closing brace.
    mutating func addRegistrationTriggers() {
        var insertions = classInsertions
        var withEntries = Set<String>()
        for fileEntries in entries { for type in fileEntries.keys { if let owner = appClass(named: type) { withEntries.insert(declarations[owner.file][owner.declaration].name) } } }
        for className in withEntries {
            let property = "private let __flipbookObjCRegistered_\(className.replacingOccurrences(of: ".", with: "_")): Void = \(Translator.support).registered\n"
            insertions[className, default: []].insert(property, at: 0)
        }
        for (className, texts) in insertions {
            guard let owner = classes[className] else { continue }
            let declaration = declarations[owner.file][owner.declaration]
            let source = files[owner.file]
            let close = declaration.bodyClose
            let resume = sourceLocation(file: owner.file, line: source.tokens[close].line)
            insert(file: owner.file, at: source.tokens[close].start, "\n" + texts.joined() + resume + "\n", order: 1)
        }
    }
}
