//  Translator.swift — FlipbookTranslation
//  An app's unchanged iOS Swift files, rewritten where Swift on Linux cannot compile them
//  (no Objective-C runtime), everything else byte for byte, with `#sourceLocation` so the
//  compiler's diagnostics name the user's own files and lines.

import Foundation

/// A problem the translation cannot solve, at the user's line, with what to write instead.
public struct TranslationDiagnostic: CustomStringConvertible, Equatable {
    public let path: String
    public let line: Int
    public let column: Int
    public let message: String
    /// The compiler's format, which SwiftPM and editors show at the line.
    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}

/// What the translation makes of an app's files.
public struct Translation {
    /// Each input file, translated, in the order given.
    public let files: [String]
    /// The module's generated support: its method lists' registration and helpers.
    public let registry: String
    public let diagnostics: [TranslationDiagnostic]
}

/// The translation itself. See `translate(_:)`.
public enum Translator {
    /// The name of the generated enum every translated file calls (`__FlipbookObjC.selector("tap:")`).
    static let support = "__FlipbookObjC"
    /// The prefix of an override's body moved aside in its extension (see `moveOverrides`).
    static let movedPrefix = "__flipbookExtension_"
    /// The prefix of a protocol extension property that says whether an optional requirement is implemented.
    static let respondsPrefix = "__flipbookIfResponds_"

    /// `text` as a Swift string literal.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Translates the files of one module (`path`, `text`), all at once: a class's overrides in
    /// another file's extension and its method list need every file.
    public static func translate(_ inputs: [(path: String, text: String)]) -> Translation {
        var run = TranslationRun(files: inputs.map { SourceFile(path: $0.path, text: $0.text) })
        return run.translate()
    }
}

/// One edit of a file: bytes `start..<end` become `replacement`.
struct Edit {
    let start: Int
    let end: Int
    let replacement: String
    /// Order among insertions at the same offset.
    var order = 0
}

/// An exposed member entered in its type's method list, in the file that declares it.
struct MethodEntry {
    let selector: String
    /// Swift code of an `ObjCMethodImplementation` closure.
    let closure: String
    /// The member's first token (for its `#if` conditions).
    let token: Int
}

struct TranslationRun {
    let files: [SourceFile]
    var declarations: [[TypeDeclaration]] = []
    var edits: [[Edit]]
    var diagnostics: [TranslationDiagnostic] = []
    /// Method-list entries by file, then by the declaration (class or extension) that holds them,
    /// with the type's name as the file writes it.
    var entries: [[Int: (type: String, methods: [String: MethodEntry])]]
    /// Classes (and actors) the app declares: qualified name, file, declaration.
    var classes: [(name: String, file: Int, declaration: Int)] = []
    /// Protocol extensions to add, by file.
    var trailers: [[String]]
    /// Members to add to app classes' bodies, by class: moved overrides.
    var classInsertions: [ClassReference: [String]] = [:]

    init(files: [SourceFile]) {
        self.files = files
        edits = Array(repeating: [], count: files.count)
        entries = Array(repeating: [:], count: files.count)
        trailers = Array(repeating: [], count: files.count)
    }

    mutating func translate() -> Translation {
        declarations = files.map { $0.declarations() }
        for (fileIndex, fileDeclarations) in declarations.enumerated() {
            for (index, declaration) in fileDeclarations.enumerated() where declaration.kind == .class || declaration.kind == .actor {
                classes.append((declaration.name, fileIndex, index))
            }
        }
        let protocols = optionalProtocols()
        for fileIndex in files.indices {
            removeObjCAttributes(in: fileIndex)
            enterExposedMembers(in: fileIndex, requirements: protocols.requirements)
            translateObjCProtocols(in: fileIndex)
            translateExpressions(in: fileIndex, optionalRequirements: protocols.optional)
        }
        moveOverrides()
        makeRuntimeInitializersRequired()
        for fileIndex in files.indices { widenNestedPrivateClasses(in: fileIndex) }
        addRegistrationTriggers()
        let translated = files.indices.map(render)
        return Translation(files: translated, registry: registry(), diagnostics: diagnostics)
    }

    // MARK: Diagnostics and edits

    mutating func error(_ message: String, file: Int, token: Int) {
        let source = files[file]
        diagnostics.append(TranslationDiagnostic(path: source.path, line: source.tokens[token].line, column: source.column(token), message: message))
    }

    /// Blanks tokens `first...last` (spaces for everything but line breaks, so lines and columns stay).
    mutating func blank(file: Int, from first: Int, through last: Int) {
        let source = files[file]
        let start = source.tokens[first].start, end = source.tokens[last].end
        let blanked = String(decoding: source.bytes[start..<end].map { $0 == UInt8(ascii: "\n") ? $0 : UInt8(ascii: " ") }, as: UTF8.self)
        edits[file].append(Edit(start: start, end: end, replacement: blanked))
    }

    /// Replaces tokens `first...last`, keeping the number of lines (line breaks it covered follow it).
    mutating func replace(file: Int, from first: Int, through last: Int, with text: String) {
        let source = files[file]
        let start = source.tokens[first].start, end = source.tokens[last].end
        let lineBreaks = source.bytes[start..<end].filter { $0 == UInt8(ascii: "\n") }.count
        edits[file].append(Edit(start: start, end: end, replacement: text + String(repeating: "\n", count: lineBreaks)))
    }

    mutating func insert(file: Int, at offset: Int, _ text: String, order: Int = 0) {
        edits[file].append(Edit(start: offset, end: offset, replacement: text, order: order))
    }

    func sourceLocation(file: Int, line: Int) -> String {
        "#sourceLocation(file: \(Translator.quoted(files[file].path)), line: \(line))"
    }

    /// The file with its edits applied, between `#sourceLocation` lines, and its trailer.
    func render(_ fileIndex: Int) -> String {
        let source = files[fileIndex]
        var output: [UInt8] = Array((sourceLocation(file: fileIndex, line: 1) + "\n").utf8)
        var cursor = 0
        let sorted = edits[fileIndex].sorted { ($0.start, $0.order) < ($1.start, $1.order) }
        for edit in sorted where edit.start >= cursor {
            output += source.bytes[cursor..<edit.start]
            output += Array(edit.replacement.utf8)
            cursor = edit.end
        }
        output += source.bytes[cursor...]
        var text = String(decoding: output, as: UTF8.self)
        if !text.hasSuffix("\n") { text += "\n" }
        text += "#sourceLocation()\n"
        var trailer = trailers[fileIndex]
        let registration = registrationFunction(fileIndex)
        if !registration.isEmpty { trailer.append(registration) }
        if !trailer.isEmpty { text += "\n// Generated by Flipbook's translation.\nimport UIKit\n\n" + trailer.joined(separator: "\n") }
        return text
    }
}
