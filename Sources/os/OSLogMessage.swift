//  OSLogMessage.swift — os
//  Mirrors os.OSLogMessage and its interpolation options (privacy, alignment, number formats).
//  Status: partial (the formats transition code uses).

import Foundation

/// A log message written as a string literal with interpolations (os's `OSLogMessage`).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) { text += literal }

        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: @autoclosure () -> T, align: OSLogStringAlignment = .none,
                                                                             privacy: OSLogPrivacy = .auto) {
            text += align.aligned(value().description)
        }

        public mutating func appendInterpolation(_ value: @autoclosure () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += align.aligned(value())
        }

        public mutating func appendInterpolation(_ value: @autoclosure () -> Any.Type, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value())
        }

        public mutating func appendInterpolation(_ value: @autoclosure () -> NSObject, privacy: OSLogPrivacy = .auto) {
            text += value().description
        }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal,
                                                                   align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += align.aligned(format.formatted(value()))
        }

        public mutating func appendInterpolation(_ value: @autoclosure () -> Double, format: OSLogFloatFormatting = .fixed,
                                                 align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += align.aligned(format.formatted(value()))
        }

        public mutating func appendInterpolation(_ value: @autoclosure () -> CGFloat, format: OSLogFloatFormatting = .fixed,
                                                 align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
            text += align.aligned(format.formatted(Double(value())))
        }

        public mutating func appendInterpolation(_ value: @autoclosure () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
            switch format {
            case .truth: text += value() ? "true" : "false"
            case .answer: text += value() ? "YES" : "NO"
            }
        }

        public mutating func appendInterpolation(_ value: @autoclosure () -> (any Error)?, privacy: OSLogPrivacy = .auto) {
            text += value().map { String(describing: $0) } ?? "(null)"
        }
    }
}

/// Whether a value may appear in the log (os's `OSLogPrivacy`). Flipbook shows every value.
public struct OSLogPrivacy: Equatable, Sendable {
    public enum Mask: Equatable, Sendable { case hash, none }
    let name: String

    public static let auto = OSLogPrivacy(name: "auto")
    public static let `public` = OSLogPrivacy(name: "public")
    public static let `private` = OSLogPrivacy(name: "private")
    public static let sensitive = OSLogPrivacy(name: "sensitive")
    public static func auto(mask: Mask) -> OSLogPrivacy { .auto }
    public static func `private`(mask: Mask) -> OSLogPrivacy { .private }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { .sensitive }
}

/// Padding of an interpolated value (os's `OSLogStringAlignment`).
public struct OSLogStringAlignment: Sendable {
    let width: Int
    let right: Bool

    public static let none = OSLogStringAlignment(width: 0, right: false)
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(width: columns, right: false) }
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(width: columns, right: true) }

    func aligned(_ text: String) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}

/// How an integer is written (os's `OSLogIntegerFormatting`).
public struct OSLogIntegerFormatting: Sendable {
    let radix: Int
    let prefix: Bool
    let uppercase: Bool

    public static let decimal = OSLogIntegerFormatting(radix: 10, prefix: false, uppercase: false)
    public static let hex = OSLogIntegerFormatting(radix: 16, prefix: false, uppercase: false)
    public static let octal = OSLogIntegerFormatting(radix: 8, prefix: false, uppercase: false)
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .decimal }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
                           minDigits: Int = 0) -> OSLogIntegerFormatting {
        OSLogIntegerFormatting(radix: 16, prefix: includePrefix, uppercase: uppercase)
    }

    func formatted<T: BinaryInteger>(_ value: T) -> String {
        let digits = String(value, radix: radix, uppercase: uppercase)
        return prefix ? (radix == 16 ? "0x" : "0") + digits : digits
    }
}

/// How a floating-point number is written (os's `OSLogFloatFormatting`).
public struct OSLogFloatFormatting: Sendable {
    let precision: Int?
    let exponential: Bool

    /// `%f`: six decimals, as printf writes them.
    public static let fixed = OSLogFloatFormatting(precision: 6, exponential: false)
    public static let exponential = OSLogFloatFormatting(precision: 6, exponential: true)
    public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(precision: precision(), exponential: false)
    }

    func formatted(_ value: Double) -> String {
        String(format: exponential ? "%.\(precision ?? 6)e" : "%.\(precision ?? 6)f", value)
    }
}

/// How a Boolean is written (os's `OSLogBoolFormat`).
public enum OSLogBoolFormat: Sendable {
    case truth
    case answer
}
