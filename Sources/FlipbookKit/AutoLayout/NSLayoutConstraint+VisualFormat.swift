//  NSLayoutConstraint+VisualFormat.swift — FlipbookKit
//  Mirrors NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:), the visual
//  format language of Apple's Auto Layout Guide. Status: complete.

import Foundation

extension NSLayoutConstraint {
    /// The constraints a visual format string describes, such as `H:|-[title]-8-[value(>=50)]-|`:
    /// an orientation (`H:` by default, or `V:`), `|` for the superview, `[name(predicates)]`
    /// for each view, and connections between them (`-` standard, `-12-`, `-(>=8@750)-`, or
    /// nothing for none). Names are looked up in `views`, and metrics in `metrics`; an `alignAll…`
    /// option lines every view up with the next by that attribute.
    ///
    /// A format that cannot be read is reported with UIKit's message (the error and the format
    /// with a caret under the place) and gives no constraints, where UIKit raises.
    public class func constraints(withVisualFormat format: String, options: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse(options: options)
        } catch let error as VisualFormatParser.Failure {
            let caret = String(repeating: " ", count: error.offset) + "^"
            Diagnostics.report("Unable to parse constraint format: \n\(error.message) \n\(format) \n\(caret)",
                               near: views.values.first as? UIView)
            return []
        } catch {
            return []
        }
    }
}

/// Reads one visual format string into constraints.
struct VisualFormatParser {
    struct Failure: Error {
        let message: String
        let offset: Int
    }

    /// One `(relation)? object (@priority)?` of a predicate list.
    private struct Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        /// A constant, or the view whose same dimension it refers to.
        var constant: CGFloat = 0
        var view: UIView?
        var priority = UILayoutPriority.required
    }

    /// The spacing of a connection: none (`[a][b]`), standard (`-`), or predicates.
    private enum Connection {
        case none, standard, predicates([Predicate])
    }

    private let characters: [Character]
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var index = 0

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
    }

    // UIKit docs, "Visual Format Language": "the standard space is 8 points between sibling views
    // and 20 points between a view and its superview's edge".
    private static let standardSiblingSpacing: CGFloat = 8
    private static let standardEdgeSpacing: CGFloat = 20

    mutating func parse(options: NSLayoutConstraint.FormatOptions) throws -> [NSLayoutConstraint] {
        var horizontal = true
        if peek("H:") { index += 2 } else if peek("V:") { index += 2; horizontal = false }
        let (lead, trail, size): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
        // `|connection`, then views with the connections between them, then `connection|`.
        var leadingEdge: Connection?, trailingEdge: Connection?
        if peek("|") {
            index += 1
            leadingEdge = try connection()
        }
        var constraints: [NSLayoutConstraint] = []
        var placed: [UIView] = []
        var between: [Connection] = []
        guard peek("[") else { throw fail("Expected a view") }
        placed.append(try viewElement(size: size, into: &constraints))
        while index < characters.count {
            let next = try connection()
            if peek("[") {
                between.append(next)
                placed.append(try viewElement(size: size, into: &constraints))
            } else if peek("|") {
                index += 1
                trailingEdge = next
                break
            } else {
                throw fail("Expected a view or '|'")
            }
        }
        guard index == characters.count else { throw fail("Expected the end of the format") }

        func superview(of view: UIView) throws -> UIView {
            guard let superview = view.superview else {
                throw fail("Unable to interpret '|' character, because the related view doesn't have a superview")
            }
            return superview
        }
        if let leadingEdge {
            constraints += make(placed[0], lead, try superview(of: placed[0]), lead, leadingEdge, standard: Self.standardEdgeSpacing)
        }
        for (i, connection) in between.enumerated() {
            constraints += make(placed[i + 1], lead, placed[i], trail, connection, standard: Self.standardSiblingSpacing)
        }
        if let trailingEdge, let last = placed.last {
            constraints += make(try superview(of: last), trail, last, trail, trailingEdge, standard: Self.standardEdgeSpacing)
        }
        for attribute in alignments(options) {
            for (a, b) in zip(placed, placed.dropFirst()) {
                constraints.append(NSLayoutConstraint(first: a, attribute, .equal, second: b, attribute, multiplier: 1, constant: 0))
            }
        }
        return constraints
    }

    /// The constraints `second.attribute2 + spacing (relation) first.attribute1` — each predicate
    /// of the connection, written as `first.attribute1 = second.attribute2 + spacing`.
    private func make(_ first: UIView, _ a1: NSLayoutConstraint.Attribute, _ second: UIView, _ a2: NSLayoutConstraint.Attribute,
                      _ connection: Connection, standard: CGFloat) -> [NSLayoutConstraint] {
        let predicates: [Predicate]
        switch connection {
        case .none: predicates = [Predicate()]
        case .standard: predicates = [Predicate(constant: standard)]
        case .predicates(let list): predicates = list
        }
        return predicates.map { p in
            let constraint = NSLayoutConstraint(first: first, a1, p.relation, second: second, a2, multiplier: 1, constant: p.constant)
            constraint.priority = p.priority
            return constraint
        }
    }

    /// `[name]` or `[name(predicates)]`: the view, and its size's constraints added to `constraints`.
    private mutating func viewElement(size: NSLayoutConstraint.Attribute, into constraints: inout [NSLayoutConstraint]) throws -> UIView {
        index += 1  // [
        let nameStart = index
        let name = identifier()
        guard !name.isEmpty else { throw fail("Expected a view name") }
        guard let view = views[name] as? UIView else {
            index = nameStart
            throw fail("\(name) is not a key in the views dictionary.")
        }
        if index < characters.count, characters[index] == "(" {
            for p in try predicateList() {
                let constraint = NSLayoutConstraint(first: view, size, p.relation, second: p.view, p.view == nil ? .notAnAttribute : size,
                                                    multiplier: 1, constant: p.view == nil ? p.constant : 0)
                constraint.priority = p.priority
                constraints.append(constraint)
            }
        }
        guard index < characters.count, characters[index] == "]" else { throw fail("Expected ']'") }
        index += 1
        return view
    }

    /// What follows a view or `|`: nothing, `-`, `-number-`, `-metric-` or `-(predicates)-`.
    private mutating func connection() throws -> Connection {
        guard index < characters.count, characters[index] == "-" else { return .none }
        index += 1
        guard index < characters.count, characters[index] != "[", characters[index] != "|" else { return .standard }
        let predicates: [Predicate]
        if characters[index] == "(" {
            predicates = try predicateList()
        } else {
            predicates = [Predicate(constant: try constant())]
        }
        guard index < characters.count, characters[index] == "-" else { throw fail("Expected '-'") }
        index += 1
        return .predicates(predicates)
    }

    /// `(predicate, predicate…)`.
    private mutating func predicateList() throws -> [Predicate] {
        index += 1  // (
        var list: [Predicate] = []
        while true {
            list.append(try predicate())
            guard index < characters.count else { throw fail("Expected ')'") }
            if characters[index] == "," { index += 1; continue }
            guard characters[index] == ")" else { throw fail("Expected ')' or ','") }
            index += 1
            return list
        }
    }

    /// `(== | <= | >=)? (number | metric | viewName) (@ (number | metric))?`.
    private mutating func predicate() throws -> Predicate {
        var p = Predicate()
        if peek("==") { index += 2 } else if peek("<=") { p.relation = .lessThanOrEqual; index += 2 }
        else if peek(">=") { p.relation = .greaterThanOrEqual; index += 2 }
        if index < characters.count, characters[index].isLetter || characters[index] == "_" {
            let start = index
            let name = identifier()
            if let metric = metrics[name] {
                guard let value = Self.number(metric) else { index = start; throw fail("Metric \(name) is not a number") }
                p.constant = value
            } else if let view = views[name] as? UIView {
                p.view = view
            } else {
                index = start
                throw fail("\(name) is not a key in the metrics or views dictionaries.")
            }
        } else {
            p.constant = try constant()
        }
        if index < characters.count, characters[index] == "@" {
            index += 1
            p.priority = UILayoutPriority(Float(try constant()))
        }
        return p
    }

    /// A number (possibly negative or fractional) or a metric's name.
    private mutating func constant() throws -> CGFloat {
        guard index < characters.count else { throw fail("Expected a number or metric") }
        if characters[index].isLetter || characters[index] == "_" {
            let start = index
            let name = identifier()
            guard let metric = metrics[name], let value = Self.number(metric) else {
                index = start
                throw fail("\(name) is not a key in the metrics dictionary.")
            }
            return value
        }
        let start = index
        if characters[index] == "-" { index += 1 }
        while index < characters.count, characters[index].isNumber || characters[index] == "." { index += 1 }
        guard let value = Double(String(characters[start..<index])) else {
            index = start
            throw fail("Expected a number or metric")
        }
        return CGFloat(value)
    }

    private mutating func identifier() -> String {
        let start = index
        while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
            index += 1
        }
        return String(characters[start..<index])
    }

    private func peek(_ text: String) -> Bool {
        let t = Array(text)
        return index + t.count <= characters.count && Array(characters[index..<index + t.count]) == t
    }

    private func fail(_ message: String) -> Failure { Failure(message: message, offset: index) }

    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        default: nil
        }
    }

    private func alignments(_ options: NSLayoutConstraint.FormatOptions) -> [NSLayoutConstraint.Attribute] {
        let all: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        return all.filter { options.contains($0.0) }.map(\.1)
    }
}
