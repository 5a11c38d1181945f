//  CGColor.swift — FlipbookGraphics
//  Mirrors CoreGraphics.CGColor (sRGB colours only). Status: partial.

import Foundation

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name

/// An immutable colour, mirroring `CoreGraphics.CGColor` in the sRGB colour space.
///
/// Every `CGColor` on Linux lives in sRGB and reports four components
/// (red, green, blue, alpha), gamma-encoded. Unlike CoreGraphics,
/// `init(gray:alpha:)` produces an sRGB grey, not a colour in a grey space.
/// Colour spaces and conversions are not mirrored; a pattern colour keeps its
/// pattern (CGColor+Spaces.swift). Two colours are
/// equal when their colour values are equal.
public final class CGColor: Hashable, Sendable {
    /// The colour value (Flipbook addition).
    package let color: Color

    /// The pattern a pattern colour paints with (`init(patternSpace:pattern:components:)`);
    /// `color` is then an uncoloured pattern's colour, or a coloured one's alpha on black.
    public let pattern: CGPattern?

    /// Wraps a Flipbook colour (Flipbook addition).
    package convenience init(_ color: Color) {
        self.init(color, pattern: nil)
    }

    /// A pattern colour: `pattern`, painting `color` (Flipbook addition).
    package init(_ color: Color, pattern: CGPattern?) {
        self.color = color
        self.pattern = pattern
    }

    /// Creates a colour from gamma-encoded sRGB components and alpha, each 0…1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(sRGBRed: Double(red), green: Double(green), blue: Double(blue),
                        alpha: Double(alpha)))
    }

    /// Creates an sRGB grey from a gamma-encoded level and alpha, each 0…1.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(gray), alpha: Double(alpha)))
    }

    /// Creates a colour from gamma-encoded sRGB components and alpha, each 0…1.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The gamma-encoded sRGB components followed by alpha: `[red, green, blue, alpha]`.
    public var components: [CGFloat]? {
        let c = color.sRGBComponents
        return [CGFloat(c.red), CGFloat(c.green), CGFloat(c.blue), CGFloat(c.alpha)]
    }

    /// The number of components including alpha; always 4 (sRGB).
    public var numberOfComponents: Int { 4 }

    /// The colour's opacity.
    public var alpha: CGFloat { CGFloat(color.alpha) }

    /// The same colour with a different alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(color.withAlpha(Double(alpha)), pattern: pattern)
    }

    /// Opaque black.
    public static let black = CGColor(Color.black)
    /// Opaque white.
    public static let white = CGColor(Color.white)
    /// Fully transparent black.
    public static let clear = CGColor(Color.clear)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.color == rhs.color && lhs.pattern === rhs.pattern
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(color)
    }
}

#else

import CoreGraphics

extension CGColor {
    /// The colour converted to sRGB, or clear if it cannot be converted (Flipbook addition).
    package var color: Color {
        guard let sRGB = CGColorSpace(name: CGColorSpace.sRGB),
              let converted = self.converted(to: sRGB, intent: .defaultIntent, options: nil),
              let c = converted.components, c.count == 4 else { return .clear }
        return Color(sRGBRed: Double(c[0]), green: Double(c[1]), blue: Double(c[2]), alpha: Double(c[3]))
    }
}

#endif
