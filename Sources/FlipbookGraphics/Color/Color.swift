//  Color.swift — FlipbookGraphics
//  Flipbook's RGBA colour, gamma-encoded sRGB as Core Animation composites it. Status: complete.

import Foundation

/// A colour as gamma-encoded sRGB components with straight (not premultiplied) alpha.
///
/// Components are stored encoded, exactly as `UIColor(red:green:blue:alpha:)` takes them,
/// because Core Animation blends them so: source and destination components are mixed by
/// linear interpolation as stored (Core Graphics docs, `CGImageAlphaInfo`), and a black view at
/// alpha 0.5 over white is `#808080` on an iOS screenshot (linear light would give `#bcbcbc`).
/// Values outside 0…1 are kept (extended range) and only clamped when converted to 8-bit.
/// `linearRed`… decode with the exact sRGB transfer function, for what needs light (luminance).
public struct Color: Hashable, Sendable {
    /// The red component, gamma-encoded sRGB.
    public let red: Double
    /// The green component, gamma-encoded sRGB.
    public let green: Double
    /// The blue component, gamma-encoded sRGB.
    public let blue: Double
    /// Opacity, 0 (transparent) … 1 (opaque); straight, not premultiplied.
    public let alpha: Double

    /// Creates a colour from linear-light components and straight alpha (encoded on the way in).
    public init(linearRed: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(sRGBRed: Color.linearToSRGB(linearRed), green: Color.linearToSRGB(green),
                  blue: Color.linearToSRGB(blue), alpha: alpha)
    }

    /// The red component in linear light.
    public var linearRed: Double { Color.sRGBToLinear(red) }
    /// The green component in linear light.
    public var linearGreen: Double { Color.sRGBToLinear(green) }
    /// The blue component in linear light.
    public var linearBlue: Double { Color.sRGBToLinear(blue) }

    /// Creates a colour from gamma-encoded sRGB components in 0…1, as
    /// `UIColor(red:green:blue:alpha:)` takes them.
    public init(sRGBRed red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates an sRGB grey; `white` is the gamma-encoded level, as in `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1) {
        self.init(sRGBRed: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from 8-bit gamma-encoded sRGB components and 8-bit alpha.
    public init(sRGB8 r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.init(sRGBRed: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255,
                  alpha: Double(a) / 255)
    }

    /// Creates a colour from a hex string, `"#RRGGBB"` or `"#RRGGBBAA"` (sRGB, Flipbook addition).
    ///
    /// The leading `#` is optional; digits are case-insensitive. Returns `nil`
    /// for any other length or a non-hex character.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8,
              digits.allSatisfy({ $0.isHexDigit && $0.isASCII }) else { return nil }
        var bytes: [UInt8] = []
        var index = digits.startIndex
        while index < digits.endIndex {
            let next = digits.index(index, offsetBy: 2)
            guard let byte = UInt8(digits[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        self.init(sRGB8: bytes[0], bytes[1], bytes[2], bytes.count == 4 ? bytes[3] : 255)
    }

    /// The gamma-encoded sRGB components and alpha (not clamped).
    public var sRGBComponents: (red: Double, green: Double, blue: Double, alpha: Double) {
        (red, green, blue, alpha)
    }

    /// The gamma-encoded sRGB components and alpha as bytes, rounded and clamped to 0…255.
    public var sRGB8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let c = sRGBComponents
        return (Color.byte(c.red), Color.byte(c.green), Color.byte(c.blue), Color.byte(c.alpha))
    }

    /// The same colour with a different alpha.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(sRGBRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour with its components multiplied by alpha, ready for compositing.
    public var premultiplied: PremultipliedColor { PremultipliedColor(self) }

    /// Fully transparent black.
    public static let clear = Color(sRGBRed: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(sRGBRed: 0, green: 0, blue: 0, alpha: 1)
    /// Opaque white.
    public static let white = Color(sRGBRed: 1, green: 1, blue: 1, alpha: 1)

    /// Interpolates the gamma-encoded sRGB components and alpha linearly, as Core Animation
    /// animates colours. `fraction` may lie outside 0…1 (overshooting timing curves); the
    /// resulting components are then clamped to 0…1.
    package func interpolated(to other: Color, fraction: Double) -> Color {
        let a = sRGBComponents, b = other.sRGBComponents
        func mix(_ x: Double, _ y: Double) -> Double {
            min(max(x + (y - x) * fraction, 0), 1)
        }
        return Color(sRGBRed: mix(a.red, b.red), green: mix(a.green, b.green),
                     blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha))
    }

    // MARK: sRGB transfer functions

    /// Decodes a gamma-encoded sRGB component to linear light (IEC 61966-2-1, exact).
    package static func sRGBToLinear(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// Encodes a linear-light component with the sRGB transfer function (IEC 61966-2-1, exact).
    package static func linearToSRGB(_ linear: Double) -> Double {
        linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// The component (0…1) of each 8-bit sRGB code, for fast pixel decoding.
    package static let sRGB8ToComponent: [Float] = (0..<256).map { Float($0) / 255 }

    /// Rounds a 0…1 value to a byte, clamping out-of-range (and NaN) values.
    private static func byte(_ value: Double) -> UInt8 {
        guard value > 0 else { return 0 }
        guard value < 1 else { return 255 }
        return UInt8((value * 255).rounded())
    }
}
