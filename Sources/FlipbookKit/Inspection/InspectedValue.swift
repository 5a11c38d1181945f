//  InspectedValue.swift — FlipbookKit
//  Flipbook addition: an animated property's value as the inspector shows it — numbers, points,
//  sizes, rects, colours, transforms — as named components, with a compact human format.

import Foundation

/// A value of an animatable property, as named numeric components of fixed storage (so reading
/// one frame after frame allocates nothing).
///
/// Transforms are decomposed (translation, scale, rotation in degrees, perspective `m34`), so a
/// difference of two transforms, component by component, is a rate a person can read; colours
/// are sRGB components and alpha, 0…1.
public struct InspectedValue: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case number, point, size, rect, color, transform
    }

    public let kind: Kind
    /// The components, `kind.componentNames.count` of them used.
    package private(set) var storage: SIMD16<Double>

    package init(kind: Kind, storage: SIMD16<Double>) {
        self.kind = kind
        self.storage = storage
    }

    // The components go straight into the fixed storage (an array literal would allocate).
    public init(number: Double) { self.init(kind: .number, storage: SIMD16(number, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
    public init(point: CGPoint) {
        self.init(kind: .point, storage: SIMD16(Double(point.x), Double(point.y), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    }
    public init(size: CGSize) {
        self.init(kind: .size, storage: SIMD16(Double(size.width), Double(size.height), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    }
    public init(rect: CGRect) {
        self.init(kind: .rect, storage: SIMD16(Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height),
                                               0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    }
    public init(color: Color) {
        let c = color.sRGBComponents
        self.init(kind: .color, storage: SIMD16(c.red, c.green, c.blue, c.alpha, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    }
    public init(transform: CATransform3D) {
        let d = TransformComponents(transform)
        self.init(kind: .transform, storage: SIMD16(d.translation.x, d.translation.y, d.translation.z, d.scale.x, d.scale.y,
                                                    d.rotation.x, d.rotation.y, d.rotation.z, d.perspective, 0, 0, 0, 0, 0, 0, 0))
    }

    /// Core's typed value.
    package init(_ value: AnimatableValue) {
        switch value {
        case .scalar(let v): self.init(number: v)
        case .point(let p): self.init(point: p)
        case .size(let s): self.init(size: s)
        case .rect(let r): self.init(rect: r)
        case .color(let c): self.init(color: c)
        case .transform(let t): self.init(transform: t)
        // Flipbook: a path is shown by its bounding box (where it is and how big), not its points.
        case .path(let p): self.init(rect: p.isEmpty ? .zero : p.bounds)
        // Flipbook: a gradient's stops are shown by the first one.
        case .colors(let c): self.init(color: c.first ?? .clear)
        case .numbers(let n): self.init(number: n.first ?? 0)
        }
    }

    /// How many components the value has.
    public var count: Int { kind.componentNames.count }

    /// Component `i` (in `kind.componentNames` order).
    public subscript(i: Int) -> Double { storage[i] }

    /// The components with their names: `[("x", 10), ("y", 844)]`.
    public var components: [(name: String, value: Double)] {
        kind.componentNames.indices.map { (kind.componentNames[$0], storage[$0]) }
    }

    /// The rate of change between two values `dt` seconds apart, component by component (a
    /// rotation takes the shorter way round).
    package static func rate(from a: InspectedValue, to b: InspectedValue, over dt: Double) -> InspectedValue {
        var difference = b.storage - a.storage
        if b.kind == .transform {
            for i in 5...7 { difference[i] = remainder(difference[i], 360) }
        }
        return InspectedValue(kind: b.kind, storage: difference / dt)
    }
}

extension InspectedValue.Kind {
    /// The components' names, as they follow the key path: `position.y`, `transform.scale.x`.
    public var componentNames: [String] {
        switch self {
        case .number: return Self.numberNames
        case .point: return Self.pointNames
        case .size: return Self.sizeNames
        case .rect: return Self.rectNames
        case .color: return Self.colorNames
        case .transform: return Self.transformNames
        }
    }

    /// The unit of component `i` per second: "pt/s", "°/s", or "/s" (opacity, scale, colour).
    public func rateUnit(ofComponent i: Int, keyPath: String) -> String {
        switch self {
        case .point, .size, .rect: return "pt/s"
        case .color: return "/s"
        case .transform: return i < 3 ? "pt/s" : i < 5 || i == 8 ? "/s" : "°/s"
        case .number:
            return keyPath.hasPrefix("opacity") || keyPath.contains("scale") ? "/s"
                : keyPath.contains("rotation") ? "rad/s" : "pt/s"
        }
    }

    private static let numberNames = [""]
    private static let pointNames = ["x", "y"]
    private static let sizeNames = ["width", "height"]
    private static let rectNames = ["x", "y", "width", "height"]
    private static let colorNames = ["red", "green", "blue", "alpha"]
    private static let transformNames = ["translation.x", "translation.y", "translation.z", "scale.x", "scale.y",
                                         "rotation.x", "rotation.y", "rotation.z", "perspective"]
}

// MARK: - The human format

extension InspectedValue {
    /// "y 844 → 0, now 212.5": the components that change between `from` and `to` (all of them
    /// when none does), each with its value `now`; colours as `#RRGGBBAA`.
    public static func describe(from: InspectedValue?, to: InspectedValue?, now: InspectedValue?) -> String {
        guard let sample = to ?? from ?? now else { return "" }
        if sample.kind == .color {
            var text = "\(from.map(\.hex) ?? "?") → \(to.map(\.hex) ?? "?")"
            if let now { text += ", now \(now.hex)" }
            return text
        }
        let changing = (0..<sample.count).filter { i in
            guard let from, let to, from.kind == to.kind else { return true }
            return abs(from[i] - to[i]) > 1e-9
        }
        let shown = changing.isEmpty ? Array(0..<sample.count) : changing
        return shown.map { i in
            let name = sample.kind.componentNames[i]
            var text = (name.isEmpty ? "" : name + " ") + "\(from.map { number($0[i]) } ?? "?") → \(to.map { number($0[i]) } ?? "?")"
            if let now, now.kind == sample.kind { text += ", now \(number(now[i]))" }
            return text
        }.joined(separator: "; ")
    }

    /// The value alone: "x 10, y 844", "0.35", "#FF0000FF".
    public var text: String {
        if kind == .color { return hex }
        return components.map { ($0.name.isEmpty ? "" : $0.name + " ") + Self.number($0.value) }.joined(separator: ", ")
    }

    /// A colour's sRGB components and alpha as `#RRGGBBAA`.
    ///
    /// Written digit by digit into a string short enough to be stored inline: the inspector's
    /// lanes show a colour on every frame, and `String(format:)` allocates each time.
    public var hex: String {
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        return String(unsafeUninitializedCapacity: 9) { text in
            func digit(_ v: UInt8) -> UInt8 { v < 10 ? 48 + v : 55 + v }  // 0–9, then A–F
            text[0] = 35  // "#"
            for i in 0..<4 {
                let b = byte(storage[i])
                text[1 + 2 * i] = digit(b >> 4)
                text[2 + 2 * i] = digit(b & 15)
            }
            return 9
        }
    }

    /// A number as a person reads it: 844, 212.5, 0.35 (three significant decimals below 1, two
    /// below 100, one above; no trailing zeros, no "-0").
    public static func number(_ v: Double) -> String {
        guard v.isFinite else { return v.isNaN ? "nan" : v > 0 ? "∞" : "-∞" }
        let magnitude = abs(v)
        let decimals = magnitude >= 100 ? 1 : magnitude >= 1 ? 2 : 3
        var text = String(format: "%.\(decimals)f", v)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// A rate as a person reads it: whole numbers grouped by thousands above 100 ("1 850"),
    /// `number(_:)` below.
    public static func rate(_ v: Double) -> String {
        // Past 10¹⁵ the digits are no longer a count a person reads (nor, past 2⁶³, an `Int`).
        guard v.isFinite, abs(v) >= 100, abs(v) < 1e15 else { return number(v) }
        let whole = Int(v.rounded())
        var digits = String(abs(whole))
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3)[...], at: 0)
            digits.removeLast(3)
        }
        groups.insert(digits[...], at: 0)
        return (whole < 0 ? "-" : "") + groups.joined(separator: " ")
    }
}
