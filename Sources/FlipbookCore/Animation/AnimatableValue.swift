//  AnimatableValue.swift — FlipbookCore
//  Flipbook's typed form of the `Any` values animations carry. Status: complete.

import Foundation
import FlipbookGraphics

/// A value an animation can interpolate: what `fromValue`, `toValue` and
/// keyframe `values` (typed `Any` as in Core Animation) are converted to.
package enum AnimatableValue: Equatable, Sendable {
    case scalar(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(Color)
    case path(PathData)
    /// A gradient's stops: its colours, or its locations.
    case colors([Color])
    case numbers([Double])

    /// Converts a value as users write it (`CGFloat`, `Double`, `CGPoint`,
    /// `CATransform3D`, `CGAffineTransform`, `CGColor`, …); nil for anything else.
    package init?(_ any: Any?) {
        switch any {
        case let v as AnimatableValue: self = v
        case let v as Double: self = .scalar(v)
        case let v as CGFloat: self = .scalar(Double(v))
        case let v as Float: self = .scalar(Double(v))
        case let v as Int: self = .scalar(Double(v))
        case let v as NSNumber: self = .scalar(v.doubleValue)
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        case let v as CGColor: self = .color(v.color)
        case let v as Color: self = .color(v)
        case let v as CGPath: self = .path(v.data)
        case let v as [NSNumber]: self = .numbers(v.map(\.doubleValue))
        case let v as [Double]: self = .numbers(v)
        case let v as [CGFloat]: self = .numbers(v.map(Double.init))
        case let v as [Any]:
            let colors = v.compactMap { ($0 as? CGColor)?.color }
            guard colors.count == v.count else { return nil }
            self = .colors(colors)
        default: return nil
        }
    }

    /// The value as Core Animation hands it to users in `fromValue` and keyframe `values`
    /// (`Float` for opacity, `CGFloat` for other numbers, `CGColor` for colours).
    package func publicValue(forKey key: String) -> Any {
        switch self {
        case let .scalar(v): return key == "opacity" ? Float(v) as Any : CGFloat(v) as Any
        case let .point(p): return p
        case let .size(s): return s
        case let .rect(r): return r
        case let .transform(t): return t
        case let .color(c): return CGColor(c)
        case let .path(p): return CGPath(data: p)
        case let .colors(c): return c.map { CGColor($0) }
        case let .numbers(n): return n.map { NSNumber(value: $0) }
        }
    }

    /// Linear interpolation (transforms by decomposition, colours in sRGB
    /// components); `fraction` may lie outside 0…1. Nil when the kinds differ.
    package func interpolated(to other: AnimatableValue, fraction f: Double) -> AnimatableValue? {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + (b - a) * f)
        case let (.point(a), .point(b)): return .point(lerp(a, b, f))
        case let (.size(a), .size(b)): return .size(lerp(a, b, f))
        case let (.rect(a), .rect(b)): return .rect(CGRect(origin: lerp(a.origin, b.origin, f), size: lerp(a.size, b.size, f)))
        case let (.transform(a), .transform(b)): return .transform(CATransform3D.interpolate(from: a, to: b, fraction: f))
        case let (.color(a), .color(b)): return .color(a.interpolated(to: b, fraction: f))
        // Core Animation docs, CAShapeLayer.path: paths with different numbers of control points
        // or segments give "undefined" results. Flipbook: the path then changes at the halfway point.
        case let (.path(a), .path(b)): return .path(a.interpolated(to: b, fraction: f) ?? (f < 0.5 ? a : b))
        // Stop by stop; lists of different lengths change at the halfway point.
        case let (.colors(a), .colors(b)):
            guard a.count == b.count else { return .colors(f < 0.5 ? a : b) }
            return .colors(zip(a, b).map { $0.interpolated(to: $1, fraction: f) })
        case let (.numbers(a), .numbers(b)):
            guard a.count == b.count else { return .numbers(f < 0.5 ? a : b) }
            return .numbers(zip(a, b).map { $0 + ($1 - $0) * f })
        default: return nil
        }
    }

    /// `self + other`: component sums; transforms concatenate (`other` applied after `self`).
    package func adding(_ other: AnimatableValue) -> AnimatableValue? {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
        case let (.transform(a), .transform(b)): return .transform(CATransform3DConcat(a, b))
        case let (.color(a), .color(b)):
            // Not clamped: a difference or a step may be negative; `store` clamps the final colour.
            return .color(Self.colorFromComponents(zip(Self.components(a), Self.components(b)).map(+), clamped: false))
        default: return nil
        }
    }

    /// `self − other`, the inverse of `adding` (transforms: `self` followed by the inverse of `other`).
    package func subtracting(_ other: AnimatableValue) -> AnimatableValue? {
        switch (self, other) {
        case let (.transform(a), .transform(b)): return .transform(CATransform3DConcat(a, CATransform3DInvert(b)))
        default: return other.scaled(by: -1).flatMap { adding($0) }
        }
    }

    /// The value multiplied by `k` (transforms: raised to the integer power `k`).
    package func scaled(by k: Double) -> AnimatableValue? {
        switch self {
        case let .scalar(a): return .scalar(a * k)
        case let .point(a): return .point(CGPoint(x: a.x * k, y: a.y * k))
        case let .size(a): return .size(CGSize(width: a.width * k, height: a.height * k))
        case let .rect(a): return .rect(CGRect(x: a.minX * k, y: a.minY * k, width: a.width * k, height: a.height * k))
        case let .color(a): return .color(Self.colorFromComponents(Self.components(a).map { $0 * k }, clamped: false))
        case .path, .colors, .numbers: return nil
        case let .transform(a):
            let n = Int(k.rounded())
            var result = CATransform3DIdentity
            let step = n >= 0 ? a : CATransform3DInvert(a)
            for _ in 0..<abs(n) { result = CATransform3DConcat(result, step) }
            return .transform(result)
        }
    }

    /// The value's components as numbers, for splines and paced timing (nil for transforms).
    package var components: [Double]? {
        switch self {
        case let .scalar(a): return [a]
        case let .point(a): return [a.x, a.y].map(Double.init)
        case let .size(a): return [a.width, a.height].map(Double.init)
        case let .rect(a): return [a.minX, a.minY, a.width, a.height].map(Double.init)
        case let .color(a): return Self.components(a)
        case .transform, .path, .colors, .numbers: return nil
        }
    }

    /// A value of the same kind as `self` built from `components`.
    package func withComponents(_ c: [Double]) -> AnimatableValue {
        switch self {
        case .scalar: return .scalar(c[0])
        case .point: return .point(CGPoint(x: c[0], y: c[1]))
        case .size: return .size(CGSize(width: c[0], height: c[1]))
        case .rect: return .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
        case .color: return .color(Self.colorFromComponents(c))
        case .transform, .path, .colors, .numbers: return self
        }
    }

    /// Euclidean distance between two values of the same kind, for paced keyframes.
    /// Transforms measure the distance between their translations plus their rotation change.
    package func distance(to other: AnimatableValue) -> Double {
        if let a = components, let b = other.components, a.count == b.count {
            return sqrt(zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) })
        }
        if case let .transform(a) = self, case let .transform(b) = other {
            let dx = Double(a.m41 - b.m41), dy = Double(a.m42 - b.m42), dz = Double(a.m43 - b.m43)
            return sqrt(dx * dx + dy * dy + dz * dz) + abs(Double(a.rotationZ - b.rotationZ))
        }
        return 0
    }

    private static func components(_ c: Color) -> [Double] {
        let s = c.sRGBComponents
        return [s.red, s.green, s.blue, s.alpha]
    }

    /// The value as it can be shown: colours clamped to 0…1 in each sRGB component and alpha.
    package var clampedToDisplayableRange: AnimatableValue {
        guard case let .color(c) = self else { return self }
        return .color(Self.colorFromComponents(Self.components(c)))
    }

    /// A colour from sRGB components and alpha; unclamped for intermediate sums and differences
    /// (`Color` keeps extended-range components and the sRGB transfer round-trips them).
    private static func colorFromComponents(_ c: [Double], clamped: Bool = true) -> Color {
        func clamp(_ v: Double) -> Double { clamped ? min(max(v, 0), 1) : v }
        return Color(sRGBRed: clamp(c[0]), green: clamp(c[1]), blue: clamp(c[2]), alpha: clamp(c[3]))
    }
}

private func lerp(_ a: CGPoint, _ b: CGPoint, _ f: Double) -> CGPoint {
    CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
}

private func lerp(_ a: CGSize, _ b: CGSize, _ f: Double) -> CGSize {
    CGSize(width: a.width + (b.width - a.width) * f, height: a.height + (b.height - a.height) * f)
}
