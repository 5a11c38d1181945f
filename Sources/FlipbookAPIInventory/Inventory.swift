//  Inventory.swift — FlipbookAPIInventory
//  One inventory file of API/: a type as Apple documents it, each member marked present,
//  approximated or absent in Flipbook. The format is described in API/README.md.

import Foundation

/// The inventory of one type (or one group of free functions).
public struct Inventory: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, `protocol`, functions
    }

    /// Where the members live, as Swift spells it: `UIView`, `UIView.ContentMode`, `CATransform3D`.
    public var name: String
    public var kind: Kind
    /// A generic type's parameters as its header writes them (`<AnchorType: AnyObject>`), or "".
    public var genericParameters: String = ""
    /// The file it was read from, as given to `parse`.
    public var path: String
    public var members: [Member]

    /// How many members are present or approximated.
    public var covered: Int { members.filter { $0.mark != .absent }.count }
}

/// One member of a type's documentation, and what Flipbook has of it.
public struct Member: Equatable, Sendable {
    public enum Mark: Character, Sendable {
        case present = "+", approximated = "~", absent = "-"
    }

    public var mark: Mark
    /// The declaration as Apple's documentation shows it in Swift.
    public var declaration: String
    /// The deviation (approximated) or the reason (absent); nil for a present member.
    public var note: String?
    /// Statements that use the member, where the generator cannot write them.
    public var check: String?
    /// The documentation's topic heading it is listed under.
    public var topic: String?
    /// 1-based line in the inventory file.
    public var line: Int
}

/// A mistake in an inventory file, as `file:line: error: message`.
public struct InventoryError: Error, CustomStringConvertible, Equatable {
    public var path: String
    public var line: Int
    public var message: String

    public var description: String { "\(path):\(line): error: \(message)" }
}

extension Inventory {
    /// Reads an inventory file's text.
    public static func parse(_ text: String, path: String) throws -> Inventory {
        var inventory: Inventory?
        var topic: String?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            let number = index + 1
            func fail(_ message: String) -> InventoryError { InventoryError(path: path, line: number, message: message) }
            if line.isEmpty { continue }
            if line.hasPrefix("##") {
                topic = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
                continue
            }
            if line.hasPrefix("#") { continue }
            guard let current = inventory else {
                inventory = try header(line, path: path, fail: fail)
                continue
            }
            guard let markCharacter = line.first, let mark = Member.Mark(rawValue: markCharacter),
                  line.dropFirst().first == " " else {
                throw fail("a member line starts with +, ~ or - and a space; a heading with ##, a comment with #")
            }
            var rest = String(line.dropFirst(2))
            var check: String?
            if let arrow = rest.range(of: " => ") {
                check = String(rest[arrow.upperBound...]).trimmingCharacters(in: .whitespaces)
                rest = String(rest[..<arrow.lowerBound])
            }
            var note: String?
            if let dashes = rest.range(of: " -- ") {
                note = String(rest[dashes.upperBound...]).trimmingCharacters(in: .whitespaces)
                rest = String(rest[..<dashes.lowerBound])
            }
            let declaration = rest.trimmingCharacters(in: .whitespaces)
            if declaration.isEmpty { throw fail("the member has no declaration") }
            switch mark {
            case .absent where note?.isEmpty ?? true:
                throw fail("an absent member says why after ' -- ': \(declaration)")
            case .approximated where note?.isEmpty ?? true:
                throw fail("an approximated member says how it deviates after ' -- ': \(declaration)")
            case .present where note != nil:
                throw fail("a present member has no note; mark it ~ (approximated) if it deviates: \(declaration)")
            default:
                break
            }
            if mark == .absent, check != nil { throw fail("an absent member has no check") }
            var updated = current
            updated.members.append(Member(mark: mark, declaration: declaration, note: note, check: check,
                                          topic: topic, line: number))
            inventory = updated
        }
        guard let inventory else {
            throw InventoryError(path: path, line: 1, message: "the file names no type (e.g. 'class UIView: UIResponder')")
        }
        return inventory
    }

    /// `class UIView: UIResponder`, `enum UIView.ContentMode`, `functions CATransform3D`,
    /// `class NSLayoutAnchor<AnchorType: AnyObject>`.
    private static func header(_ line: String, path: String, fail: (String) -> InventoryError) throws -> Inventory {
        let words = line.split(separator: " ", maxSplits: 1).map(String.init)
        guard words.count == 2, let kind = Kind(rawValue: words[0]) else {
            throw fail("the first line names the type: class, struct, enum, protocol or functions, then its name")
        }
        var rest = Substring(words[1])
        let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        rest = rest.dropFirst(name.count)
        var generics = ""
        if rest.hasPrefix("<"), let close = rest.firstIndex(of: ">") {
            generics = String(rest[...close])
            rest = rest[rest.index(after: close)...]
        }
        guard !name.isEmpty, rest.isEmpty || rest.hasPrefix(":") else {
            throw fail("'\(words[1])' is not a type's name")
        }
        return Inventory(name: name, kind: kind, genericParameters: generics, path: path, members: [])
    }

    /// The type an instance has: `NSLayoutAnchor<AnchorType>` for a generic one.
    public var instanceType: String {
        guard !genericParameters.isEmpty else { return name }
        let parameters = genericParameters.dropFirst().dropLast().split(separator: ",").map {
            $0.split(separator: ":").first!.trimmingCharacters(in: .whitespaces)
        }
        return "\(name)<\(parameters.joined(separator: ", "))>"
    }
}
