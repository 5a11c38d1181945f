//  DemoParameter.swift — FlipbookPlayer
//  Flipbook addition: the values a demo's animator reads, declared so they can be tuned while the
//  transition plays (the parameters panel, `t`), set by scripts (`set damping 0.8`) and runs
//  (`--set damping=0.8`), and compared (`flipbook compare spring --set-b damping=0.8`).

import Foundation
import FlipbookKit
import FlipbookRender

/// A value a demo's animator reads: its name, default, range and step.
///
///     let parameters: [DemoParameter] = [
///         .dampingRatio("damping", default: 0.3),
///         .duration("duration", default: 0.5),
///     ] + DemoParameter.controlPoints("curve", default: .easeInEaseOut)
///
/// The demo builds its scene from `ParameterValues` (`values.number("damping")`); the player
/// rebuilds the scene with the new values and replays what the user did, so a change is seen
/// at the same moment of the transition.
public struct DemoParameter: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A number in `range`, changed by `step`, shown with `unit` after it ("s"), or none.
        case number(range: ClosedRange<Double>, step: Double, unit: String)
        /// On or off (stored as 1 or 0).
        case toggle
        /// One of named values (stored as its index).
        case choice([String])
    }

    public let name: String
    public let kind: Kind
    /// The default: the number itself; 1 or 0 for a toggle; the option's index for a choice.
    public let defaultValue: Double
    /// The Swift the value goes into in the app, for the panel to show and a run to print:
    /// `{}` stands for this value, `{other}` for the value of the parameter named `other`
    /// ("UISpringTimingParameters(dampingRatio: {}, initialVelocity: .zero)").
    public let swift: String

    public init(name: String, kind: Kind, defaultValue: Double, swift: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.swift = swift
    }

    /// A number between the range's bounds, in steps of `step`.
    public static func number(_ name: String, default value: Double, in range: ClosedRange<Double>, step: Double,
                              unit: String = "", swift: String? = nil) -> DemoParameter {
        precondition(range.contains(value), "the default of '\(name)' (\(value)) is outside \(range)")
        precondition(step > 0, "the step of '\(name)' must be positive")
        return DemoParameter(name: name, kind: .number(range: range, step: step, unit: unit), defaultValue: value,
                             swift: swift ?? "let \(name) = {}")
    }

    /// A duration in seconds (`transitionDuration(using:)`, `withDuration:`).
    public static func duration(_ name: String = "duration", default value: TimeInterval, in range: ClosedRange<Double> = 0.05...5,
                                step: Double = 0.05, swift: String? = nil) -> DemoParameter {
        number(name, default: value, in: range, step: step, unit: "s", swift: swift ?? "let \(name): TimeInterval = {}")
    }

    /// A spring's damping ratio, as `UISpringTimingParameters(dampingRatio:)` and
    /// `usingSpringWithDamping:` take it: 1 settles without overshoot, nearer 0 oscillates more.
    // UIKit docs (UISpringTimingParameters.init(dampingRatio:initialVelocity:)): "a value between 0.0 and 1.0".
    // Flipbook: from 0.05, as ViewAnimationBlock's springs (an undamped spring never settles).
    public static func dampingRatio(_ name: String = "damping", default value: Double, swift: String? = nil) -> DemoParameter {
        number(name, default: value, in: 0.05...1, step: 0.05,
               swift: swift ?? "UISpringTimingParameters(dampingRatio: {}, initialVelocity: .zero)")
    }

    /// An iOS 17 spring's bounce, −1…1 (0 no bounce, 1 undamped), with a perceptual duration
    /// parameter named `duration`: read them with `ParameterValues.spring(duration:bounce:)`.
    // UIKit docs (UISpringTimingParameters.init(duration:bounce:), SwiftUI Spring.init(duration:bounce:)):
    // "0 indicates no bounces …, positive values … up to a maximum of 1.0 …, negative values … overdamped, minimum −1.0".
    // Flipbook: up to 0.95 (an undamped spring never settles).
    public static func bounce(_ name: String = "bounce", default value: Double, duration: String = "duration") -> DemoParameter {
        number(name, default: value, in: -1...0.95, step: 0.05,
               swift: "UISpringTimingParameters(duration: {\(duration)}, bounce: {}, initialVelocity: .zero)")
    }

    /// On or off.
    public static func toggle(_ name: String, default value: Bool, swift: String? = nil) -> DemoParameter {
        DemoParameter(name: name, kind: .toggle, defaultValue: value ? 1 : 0, swift: swift ?? "let \(name) = {}")
    }

    /// One of `options`.
    public static func choice(_ name: String, _ options: [String], default value: String, swift: String? = nil) -> DemoParameter {
        guard let index = options.firstIndex(of: value) else { preconditionFailure("the default of '\(name)' is not one of \(options)") }
        return DemoParameter(name: name, kind: .choice(options), defaultValue: Double(index), swift: swift ?? "let \(name) = {}")
    }

    /// A cubic timing curve's two control points as four numbers, `NAME.x1`, `NAME.y1`,
    /// `NAME.x2` and `NAME.y2` (x within 0…1, as `UICubicTimingParameters` requires; y may
    /// overshoot); read them with `ParameterValues.cubicTiming(_:)`.
    public static func controlPoints(_ name: String = "curve", default curve: CAMediaTimingFunctionName) -> [DemoParameter] {
        let function = CAMediaTimingFunction(name: curve)
        let points = [function.controlPoint1.x, function.controlPoint1.y, function.controlPoint2.x, function.controlPoint2.y]
        let swift = "UICubicTimingParameters(controlPoint1: CGPoint(x: {\(name).x1}, y: {\(name).y1}), "
            + "controlPoint2: CGPoint(x: {\(name).x2}, y: {\(name).y2}))"
        return zip(["x1", "y1", "x2", "y2"], points).map { component, value in
            number("\(name).\(component)", default: Double(value), in: component.hasPrefix("x") ? 0...1 : -1...2, step: 0.05, swift: swift)
        }
    }
}

/// Why a parameter could not be set: names the parameter and what it takes.
public struct ParameterError: Error, Equatable, CustomStringConvertible {
    public let description: String
}

/// The values of a demo's parameters, by name: what its scene is built with.
public struct ParameterValues: Equatable, Sendable {
    public let parameters: [DemoParameter]
    /// By parameter index.
    public private(set) var values: [Double]

    /// Every parameter at its default.
    public init(_ parameters: [DemoParameter]) {
        self.parameters = parameters
        values = parameters.map(\.defaultValue)
    }

    /// The index of the parameter called `name`, if the demo has one.
    public func index(of name: String) -> Int? {
        parameters.firstIndex { $0.name == name }
    }

    private func value(_ name: String) -> Double {
        guard let i = index(of: name) else {
            preconditionFailure("no parameter named '\(name)': declare it in the demo's parameters (it has \(names))")
        }
        return values[i]
    }

    private var names: String {
        parameters.isEmpty ? "none" : parameters.map(\.name).joined(separator: ", ")
    }

    /// A number (or duration) parameter's value.
    public func number(_ name: String) -> Double { value(name) }

    /// A number parameter's value as a `CGFloat`.
    public func cgFloat(_ name: String) -> CGFloat { CGFloat(value(name)) }

    /// A toggle's value.
    public func flag(_ name: String) -> Bool { value(name) != 0 }

    /// A choice's option.
    public func choice(_ name: String) -> String {
        guard let i = index(of: name), case .choice(let options) = parameters[i].kind else {
            preconditionFailure("no choice parameter named '\(name)' (the demo has \(names))")
        }
        return options[Int(values[i])]
    }

    /// The curve of `controlPoints(name)`'s four numbers.
    public func cubicTiming(_ name: String = "curve") -> UICubicTimingParameters {
        let (a, b) = controlPoints(name)
        return UICubicTimingParameters(controlPoint1: a, controlPoint2: b)
    }

    /// `controlPoints(name)`'s two points.
    public func controlPoints(_ name: String = "curve") -> (CGPoint, CGPoint) {
        (CGPoint(x: value("\(name).x1"), y: value("\(name).y1")), CGPoint(x: value("\(name).x2"), y: value("\(name).y2")))
    }

    /// The iOS 17 spring of a duration parameter and a `bounce(_:)` one.
    public func spring(duration: String = "duration", bounce: String = "bounce") -> UISpringTimingParameters {
        UISpringTimingParameters(duration: value(duration), bounce: CGFloat(value(bounce)), initialVelocity: .zero)
    }

    // MARK: Changing

    /// Sets the parameter called `name` from text: a number (within its range), `on`/`off` or
    /// `true`/`false` for a toggle, an option's name for a choice.
    public mutating func set(_ name: String, to text: String, demo: String) throws(ParameterError) {
        guard let i = index(of: name) else {
            throw ParameterError(description: parameters.isEmpty
                ? "the demo '\(demo)' has no parameters to set (\(Echo.quoted(name)))"
                : "the demo '\(demo)' has no parameter \(Echo.quoted(name)); it has \(names)")
        }
        let parameter = parameters[i]
        switch parameter.kind {
        case let .number(range, _, unit):
            let number = text.hasSuffix(unit) && !unit.isEmpty ? String(text.dropLast(unit.count)) : text
            // The command line's and scripts' one number grammar: decimals, no hex, inf or nan.
            guard let value = ValueGrammar.decimal(number.trimmingCharacters(in: .whitespaces)), value.isFinite else {
                throw ParameterError(description: "'\(name)' takes a decimal number such as 0.8, not \(Echo.quoted(text))")
            }
            guard range.contains(value) else {
                throw ParameterError(description: "'\(name)' must be between \(Self.format(range.lowerBound)) and "
                    + "\(Self.format(range.upperBound)), not \(Echo.escaped(text))")
            }
            values[i] = value
        case .toggle:
            switch text.lowercased() {
            case "on", "true", "yes", "1": values[i] = 1
            case "off", "false", "no", "0": values[i] = 0
            default: throw ParameterError(description: "'\(name)' is on or off, not \(Echo.quoted(text))")
            }
        case .choice(let options):
            guard let option = options.firstIndex(of: text) else {
                throw ParameterError(description: "'\(name)' is one of \(options.joined(separator: ", ")), not \(Echo.quoted(text))")
            }
            values[i] = Double(option)
        }
    }

    /// Moves parameter `i` by `steps` of its step (a toggle flips, a choice moves through its
    /// options, wrapping), kept in its range; returns whether it changed.
    @discardableResult
    public mutating func step(_ i: Int, by steps: Int) -> Bool {
        guard values.indices.contains(i), steps != 0 else { return false }
        let old = values[i]
        switch parameters[i].kind {
        case let .number(range, step, _):
            // On the grid of steps from the lower bound, so repeated steps do not drift.
            let n = ((old - range.lowerBound) / step).rounded() + Double(steps)
            let value = ((range.lowerBound + n * step) * 1e9).rounded() / 1e9
            values[i] = min(max(value, range.lowerBound), range.upperBound)
        case .toggle:
            values[i] = steps % 2 == 0 ? old : 1 - old
        case .choice(let options):
            let count = options.count
            values[i] = Double(((Int(old) + steps) % count + count) % count)
        }
        return values[i] != old
    }

    /// Parameter `i`'s value as the panel shows it: "0.8", "0.45 s", "on", "easeInOut".
    public func text(of i: Int) -> String {
        let value = values[i]
        switch parameters[i].kind {
        case .number(_, _, let unit): return Self.format(value) + (unit.isEmpty ? "" : " " + unit)
        case .toggle: return value != 0 ? "on" : "off"
        case .choice(let options): return options[Int(value)]
        }
    }

    /// Parameter `i`'s value as Swift writes it: "0.8", "true", the option's name.
    func swiftValue(of i: Int) -> String {
        switch parameters[i].kind {
        case .number: return Self.format(values[i])
        case .toggle: return values[i] != 0 ? "true" : "false"
        case .choice(let options): return options[Int(values[i])]
        }
    }

    /// Parameter `i`'s Swift line, its values filled in.
    public func swiftLine(of i: Int) -> String {
        var line = parameters[i].swift.replacingOccurrences(of: "{}", with: swiftValue(of: i))
        for j in parameters.indices where line.contains("{") {
            line = line.replacingOccurrences(of: "{\(parameters[j].name)}", with: swiftValue(of: j))
        }
        return line
    }

    /// The Swift lines of the parameters changed from their defaults, each once, in order.
    public var changedSwiftLines: [String] {
        var lines: [String] = []
        for i in parameters.indices where values[i] != parameters[i].defaultValue {
            let line = swiftLine(of: i)
            if !lines.contains(line) { lines.append(line) }
        }
        return lines
    }

    /// "damping 0.8, duration 0.45 s": the values changed from their defaults ("defaults" when none).
    public var summary: String {
        let changed = parameters.indices.filter { values[$0] != parameters[$0].defaultValue }
        return changed.isEmpty ? "defaults" : changed.map { "\(parameters[$0].name) \(text(of: $0))" }.joined(separator: ", ")
    }

    /// A number as the panel and Swift lines write it: at most four decimals, no trailing zeros.
    static func format(_ value: Double) -> String {
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
