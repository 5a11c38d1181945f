//  CGGradient.swift — FlipbookGraphics
//  Mirrors CoreGraphics.CGGradient and CGColorSpace (sRGB only). Status: partial.

import Foundation

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name

/// A colour space, mirroring `CoreGraphics.CGColorSpace`.
// Flipbook: every colour is sRGB; a colour space is accepted by name and changes nothing.
public final class CGColorSpace: @unchecked Sendable {
    public let name: String?
    /// For a pattern space, the space of an uncoloured pattern's colour (nil for coloured patterns).
    public let baseColorSpace: CGColorSpace?
    /// Whether this is a pattern space (`init(patternBaseSpace:)`).
    package let isPattern: Bool

    public init?(name: String) {
        self.name = name
        baseColorSpace = nil
        isPattern = false
    }

    /// A pattern colour space: its colours are patterns; an uncoloured pattern's colour is given
    /// in `baseSpace` (nil for a space of coloured patterns only).
    public init?(patternBaseSpace baseSpace: CGColorSpace?) {
        name = nil
        baseColorSpace = baseSpace
        isPattern = true
    }

    /// How many components a colour of this space takes with alpha: RGB 4, gray 2; a pattern
    /// space, its base space's (1, alpha alone, without one).
    package var componentsWithAlpha: Int {
        if isPattern { return baseColorSpace?.componentsWithAlpha ?? 1 }
        return name == CGColorSpace.genericGrayGamma2_2 ? 2 : 4
    }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
}

/// The device's RGB space (sRGB).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.sRGB)! }
/// The device's grey space (Flipbook: sRGB too).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)! }

/// Colours at locations along a gradient, mirroring `CoreGraphics.CGGradient`.
public final class CGGradient: @unchecked Sendable {
    package let colors: [Color]
    /// One per colour, 0…1, ascending.
    package let locations: [Double]

    /// A gradient of `colors` at `locations` (nil: spread evenly from 0 to 1). Core Graphics docs:
    /// the locations are 0…1 and, when nil, "the first color is at 0 and the last at 1, with
    /// intervening colors at equal intervals".
    // Flipbook: the colours are an array of CGColor (Core Graphics takes a CFArray of them).
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else { return nil }
        self.colors = colors.map(\.color)
        self.locations = Self.locations(count: colors.count, given: locations)
    }

    /// A gradient of `count` colours given as red, green, blue, alpha components.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        colors = (0..<count).map { i in
            Color(sRGBRed: Double(components[4 * i]), green: Double(components[4 * i + 1]),
                  blue: Double(components[4 * i + 2]), alpha: Double(components[4 * i + 3]))
        }
        self.locations = Self.locations(count: count, given: locations)
    }

    private static func locations(count: Int, given: UnsafePointer<CGFloat>?) -> [Double] {
        guard let given else {
            return count == 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
        }
        var last = 0.0
        return (0..<count).map { i in
            last = max(last, min(max(Double(given[i]), 0), 1))
            return last
        }
    }
}

/// Whether a gradient's end colours extend past its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// How a path is painted (mirrors `CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How paint combines with what is under it (mirrors `CGBlendMode`).
// Flipbook: every mode but `.clear` paints as `.normal` (source over).
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight,
         difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut,
         sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor,
         plusDarker, plusLighter
}

/// Mirrors `CGInterpolationQuality` (accepted; images are always sampled smoothly).
public enum CGInterpolationQuality: Int32, Sendable {
    case `default`, none, low, medium, high
}

/// Mirrors `CGImageAlphaInfo`, for creating bitmap contexts.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

#endif
