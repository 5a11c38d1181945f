//  Translator+Members.swift — FlipbookTranslation
//  Attributes Linux Swift refuses, and the exposed members each class's method list holds.

import Foundation

extension TranslationRun {
    /// Attributes that only mean something to the Objective-C runtime or Interface Builder.
    static let objcAttributes: Set<String> = [
        "objc", "objcMembers", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "IBSegueAction",
        "NSManaged", "GKInspectable", "nonobjc",
    ]
    /// NSObject's key-value methods an app overrides: Flipbook declares them in an extension (Swift
    /// on Linux cannot add overridable methods to Foundation's NSObject), so the app's lose their
    /// `override` and are found by selector in the class's method list instead.
    static let keyValueOverrides: Set<String> = [
        "observeValue(forKeyPath:of:change:context:)", "value(forUndefinedKey:)", "setValue(_:forUndefinedKey:)",
        "setNilValueForKey(_:)",
    ]
    /// Attributes that expose a member to Objective-C (`@objc` and those that imply it).
    static let exposingAttributes: Set<String> = ["objc", "IBOutlet", "IBAction", "IBInspectable", "NSManaged", "IBSegueAction"]

    /// Blanks every Objective-C-only attribute (with its arguments) and `dynamic`, wherever it is.
    mutating func removeObjCAttributes(in fileIndex: Int) {
        let source = files[fileIndex]
        var index = 0
        while index < source.tokens.count {
            let token = source.tokens[index]
            if token.kind == .attribute, Self.objcAttributes.contains(String(source.text(index).dropFirst())) {
                var last = index
                if source.isPunctuation(index + 1, "(") { last = source.matching(index + 1) }
                blank(file: fileIndex, from: index, through: last)
                index = last + 1
                continue
            }
            if token.kind == .identifier, source.text(index) == "dynamic", let next = source.next(index),
               source.tokens[next].kind == .identifier,
               SourceFile.memberKeywords.contains(source.text(next)) || SourceFile.modifierWords.contains(source.text(next)) {
                blank(file: fileIndex, from: index, through: index)
            }
            index += 1
        }
    }

    /// The app's `@objc` protocols' requirements (selector by Swift name), and their optional
    /// method requirements by base name.
    func optionalProtocols() -> (requirements: [SwiftName: String], optional: [String: [(name: SwiftName, selector: String)]]) {
        var requirements: [SwiftName: String] = [:]
        var optional: [String: [(name: SwiftName, selector: String)]] = [:]
        for fileDeclarations in declarations {
            for declaration in fileDeclarations where declaration.kind == .protocol && declaration.has("objc") {
                for member in declaration.members where member.kind == .function {
                    let selector = member.objcSelector
                    requirements[member.swiftName] = selector
                    if member.has(modifier: "optional") { optional[member.name, default: []].append((member.swiftName, selector)) }
                }
            }
        }
        return (requirements, optional)
    }

    /// Whether the class named `name` (as an extension or a reference writes it) is the app's,
    /// and its declaration: the one in file `from` when there is one there (two files may each
    /// have a private class of the same name), else the app's only one of that name.
    func appClass(named name: String, from file: Int? = nil) -> (file: Int, declaration: Int)? {
        var matches = classes.filter { $0.name == name }
        if matches.isEmpty { matches = classes.filter { $0.name.hasSuffix("." + name) } }
        if let file, let here = matches.first(where: { $0.file == file }) { return (here.file, here.declaration) }
        let visible = matches.filter { match in
            let modifiers = declarations[match.file][match.declaration].modifiers
            return !modifiers.contains { $0.word == "private" || $0.word == "fileprivate" }
        }
        return visible.count == 1 ? (visible[0].file, visible[0].declaration) : matches.count == 1 ? (matches[0].file, matches[0].declaration) : nil
    }

    /// Enters the exposed members of each class and extension in the file into its method list.
    mutating func enterExposedMembers(in fileIndex: Int, requirements: [SwiftName: String]) {
        let source = files[fileIndex]
        for (declarationIndex, declaration) in declarations[fileIndex].enumerated()
        where declaration.kind == .class || declaration.kind == .extension || declaration.kind == .actor {
            var objcMembers = declaration.has("objcMembers")
            var generic = declaration.isGeneric
            let owner = declaration.kind == .extension ? appClass(named: declaration.name, from: fileIndex) : (fileIndex, declarationIndex)
            if let owner {
                let classDeclaration = declarations[owner.file][owner.declaration]
                objcMembers = objcMembers || classDeclaration.has("objcMembers")
                generic = classDeclaration.isGeneric
            } else if isAppValueTypeOrProtocol(declaration.name) {
                continue  // an extension of the app's struct, enum or protocol has no method list
            }
            for member in declaration.members where !member.isStatic && !member.has("nonobjc") {
                let isKeyValueOverride = member.kind == .function && Self.keyValueOverrides.contains(member.swiftName.description)
                let explicit = member.attributes.contains { Self.exposingAttributes.contains($0.name) } || member.has(modifier: "dynamic")
                // Only the app's classes are exposed wholesale or by an @objc protocol's name (a
                // framework type's extension only by its own attributes).
                let implicit = owner != nil && ((objcMembers && !member.has(modifier: "private") && !member.isGeneric) || isKeyValueOverride)
                let requirement = owner != nil && member.kind == .function ? requirements[member.swiftName] : nil
                guard explicit || implicit || requirement != nil else { continue }
                if isKeyValueOverride, let override = member.modifiers.first(where: { $0.word == "override" }),
                   let owner, !superclassDeclares(member.swiftName, above: declarations[owner.file][owner.declaration].name) {
                    // NSObject's method is Flipbook's extension (not overridable): the app's is found
                    // by selector. A subclass's, overriding an app superclass's, stays an override.
                    blank(file: fileIndex, from: override.first, through: override.last)
                }
                if member.has(modifier: "dynamic"), member.kind == .variable {
                    addObservers(to: member, in: fileIndex)
                }
                guard !generic, !member.isGeneric else { continue }
                for entry in methodEntries(for: member, of: declaration.name, in: source, requirementSelector: requirement) {
                    entries[fileIndex][declarationIndex, default: (declaration.name, [:])].methods[entry.selector] = entry
                }
            }
        }
    }

    /// Whether a class above `className` among the app's declares a method named `name`.
    func superclassDeclares(_ name: SwiftName, above className: String) -> Bool {
        superclassChain(of: className).dropFirst().contains { ancestor in
            declarations.joined().contains { declaration in
                (declaration.kind == .class || declaration.kind == .extension) && declaration.name == ancestor
                    && declaration.members.contains { $0.swiftName == name }
            }
        }
    }

    private func isAppValueTypeOrProtocol(_ name: String) -> Bool {
        declarations.joined().contains { ($0.kind == .struct || $0.kind == .enum || $0.kind == .protocol) && ($0.name == name || $0.name.hasSuffix("." + name)) }
    }

    /// The method-list entries of one member: a method's selector, a property's getter and setter.
    func methodEntries(for member: Member, of type: String, in source: SourceFile, requirementSelector: String?) -> [MethodEntry] {
        let receiver = "(receiver as! \(type))"
        switch member.kind {
        case .function:
            guard !member.effects.contains("async"), !member.parameters.contains(where: { $0.isInout || $0.isVariadic }) else { return [] }
            let selector = member.customObjCName ?? requirementSelector ?? member.objcSelector
            let name = member.name == source.text(member.nameToken) ? member.name : source.text(member.nameToken)
            let arguments = member.parameters.enumerated().map { index, parameter in
                (parameter.label.map { $0 + ": " } ?? "") + "message.argument(\(index))"
            }.joined(separator: ", ")
            let throwsCall = !member.parameters.isEmpty || member.effects.contains("throws") || member.effects.contains("rethrows")
            let message = member.parameters.isEmpty ? "_" : "message"
            return [MethodEntry(selector: selector, closure: "{ receiver, \(message) in \(throwsCall ? "try " : "")\(receiver).\(name)(\(arguments)) as Any }",
                                token: member.first)]
        case .variable, .constant:
            let getter = member.customObjCName ?? member.name
            var result = [MethodEntry(selector: getter, closure: "{ receiver, _ in \(receiver).\(member.name) as Any }", token: member.first)]
            if member.kind == .variable, isSettable(member, in: source) {
                let setter = ObjCSelectorName.setter(getter)
                result.append(MethodEntry(selector: setter, closure: "{ receiver, message in \(receiver).\(member.name) = try message.argument(0); return nil }",
                                          token: member.first))
            }
            return result
        case .initializer, .subscript:
            return []
        }
    }

    /// Whether a property can be set from outside: stored (or with `set`), and not `private(set)`.
    func isSettable(_ member: Member, in source: SourceFile) -> Bool {
        if member.modifiers.contains(where: { $0.first != $0.last && ["private", "fileprivate"].contains($0.word) }) { return false }
        guard let open = member.bodyOpen, let close = member.bodyClose else { return true }
        // An accessor block: settable when it has a setter or observers at its own level.
        var index = open + 1
        while index < close {
            if source.tokens[index].kind == .identifier, ["set", "willSet", "didSet"].contains(source.text(index)) { return true }
            if source.isPunctuation(index, "{") { index = source.matching(index) }
            index += 1
        }
        return false
    }

    /// Makes a `dynamic` property observable: its changes call `willChangeValue(forKey:)` and
    /// `didChangeValue(forKey:)`, as the Objective-C runtime's setter does.
    mutating func addObservers(to member: Member, in fileIndex: Int) {
        let source = files[fileIndex]
        let key = Translator.quoted(member.customObjCName ?? member.name)
        let will = "self.willChangeValue(forKey: \(key))"
        let did = "self.didChangeValue(forKey: \(key))"
        guard let open = member.bodyOpen, let close = member.bodyClose else {
            insert(file: fileIndex, at: source.tokens[member.last].end, " { willSet { \(will) } didSet { \(did) } }")
            return
        }
        // An accessor block: find its accessors at its own level.
        var accessors: [String: (open: Int, close: Int)] = [:]
        var index = open + 1
        while index < close {
            if source.tokens[index].kind == .identifier, ["get", "set", "willSet", "didSet"].contains(source.text(index)) {
                var cursor = source.next(index)
                if let paren = cursor, source.isPunctuation(paren, "(") { cursor = source.next(source.matching(paren)) }
                if let brace = cursor, source.isPunctuation(brace, "{") {
                    accessors[source.text(index)] = (brace, source.matching(brace))
                    index = source.matching(brace) + 1
                    continue
                }
            }
            if source.isPunctuation(index, "{") { index = source.matching(index) }
            index += 1
        }
        if let set = accessors["set"] {
            insert(file: fileIndex, at: source.tokens[set.open].end, " \(will); defer { \(did) };")
        } else if accessors["willSet"] != nil || accessors["didSet"] != nil {
            if let willSet = accessors["willSet"] {
                insert(file: fileIndex, at: source.tokens[willSet.open].end, " \(will);")
            } else {
                insert(file: fileIndex, at: source.tokens[open].end, " willSet { \(will) }")
            }
            if let didSet = accessors["didSet"] {
                insert(file: fileIndex, at: source.tokens[didSet.open].end, " defer { \(did) };")
            } else {
                insert(file: fileIndex, at: source.tokens[close].start, " didSet { \(did) } ")
            }
        }
        // A read-only computed property never changes through a setter: nothing to observe.
    }

    /// The file's registration function: its classes' method lists entered into the runtime.
    /// Each list is built in an extension of its class, so it reaches the class's private
    /// members, under the `#if` conditions of the declaration and of each member.
    func registrationFunction(_ fileIndex: Int) -> String {
        guard !entries[fileIndex].isEmpty else { return "" }
        let source = files[fileIndex]
        var lists = ""
        var function = "func __flipbookRegisterObjC_\(fileIndex)() {\n"
        for declarationIndex in entries[fileIndex].keys.sorted() {
            let (type, methods) = entries[fileIndex][declarationIndex]!
            let keyword = declarations[fileIndex][declarationIndex].keyword
            let name = "__flipbookObjCMethods_\(fileIndex)_\(declarationIndex)"
            var list = "extension \(type) {\n    static func \(name)() -> [String: ObjCMethodImplementation] {\n"
            list += "        var methods: [String: ObjCMethodImplementation] = [:]\n"
            for method in methods.values.sorted(by: { $0.selector < $1.selector }) {
                let line = "        methods[\(Translator.quoted(method.selector))] = \(method.closure)\n"
                list += source.conditioned(line, at: method.token, outside: keyword)
            }
            list += "        return methods\n    }\n}\n"
            lists += source.conditioned(list, at: keyword) + "\n"
            function += source.conditioned("    ObjCRuntime.addMethods(\(type).\(name)(), to: \(type).self)\n", at: keyword)
        }
        return lists + function + "}\n"
    }

    /// The module's support file.
    func registry() -> String {
        let registrations = files.indices.filter { !entries[$0].isEmpty }.map { "        __flipbookRegisterObjC_\($0)()\n" }.joined()
        return """
        // Generated by Flipbook's translation: what the module's translated files call.
        import UIKit

        /// The module's Objective-C method lists, entered once, before the first selector, key
        /// path or instance of a class that has one is made.
        enum \(Translator.support) {
            static let registered: Void = {
        \(registrations)    }()

            /// `#selector(…)`: the selector, once the module's method lists are entered.
            static func selector(_ name: String) -> Selector {
                _ = registered
                return Selector(name)
            }

            /// `#keyPath(…)` and a key path's string for key-value observing.
            static func key(_ path: String) -> String {
                _ = registered
                return path
            }

            /// Whether `object` implements an optional requirement (`delegate?.method?(…)`).
            static func responds(_ object: AnyObject?, _ selector: String) -> Bool {
                _ = registered
                return ObjCRuntime.responds(object, to: Selector(selector))
            }

            /// An optional requirement's default: the method the object's method list has for it
            /// (a subclass's), else a trap saying how to call it.
            static func optional<Result>(_ object: AnyObject, _ selector: String, _ arguments: [Any?], _ requirement: String) -> Result {
                _ = registered
                if ObjCRuntime.responds(object, to: Selector(selector)),
                   let result = ObjCRuntime.send(Selector(selector), to: object, arguments: arguments) as? Result {
                    return result
                }
                fatalError("\\(requirement) is an optional protocol requirement this object does not implement; call it as `delegate?.method?(…)`, which gives nil.")
            }
        }

        """
    }
}
