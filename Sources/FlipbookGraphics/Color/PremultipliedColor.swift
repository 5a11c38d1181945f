//  PremultipliedColor.swift — FlipbookGraphics
//  Flipbook's premultiplied-alpha colour used for compositing. Status: complete.

/// A gamma-encoded sRGB colour whose components are already multiplied by its alpha.
///
/// This is the form in which layers are composited: Porter-Duff operations
/// are plain sums and products on premultiplied values. Convert back with
/// `unpremultiplied`.
public struct PremultipliedColor: Hashable, Sendable {
    /// Red, gamma-encoded sRGB, premultiplied by `a`.
    public let r: Double
    /// Green, gamma-encoded sRGB, premultiplied by `a`.
    public let g: Double
    /// Blue, gamma-encoded sRGB, premultiplied by `a`.
    public let b: Double
    /// Opacity, 0…1.
    public let a: Double

    /// Premultiplies a straight-alpha colour.
    public init(_ color: Color) {
        self.init(r: color.red * color.alpha, g: color.green * color.alpha,
                  b: color.blue * color.alpha, a: color.alpha)
    }

    /// Creates a colour from components that are already premultiplied.
    public init(r: Double, g: Double, b: Double, a: Double) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Fully transparent.
    public static let clear = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)

    /// Composites `self` over `destination` (Porter-Duff source-over):
    /// `out = source + destination × (1 − source.a)`.
    public func over(_ destination: PremultipliedColor) -> PremultipliedColor {
        let k = 1 - a
        return PremultipliedColor(r: r + destination.r * k, g: g + destination.g * k,
                                  b: b + destination.b * k, a: a + destination.a * k)
    }

    /// The colour with every component (alpha included) multiplied by `opacity`,
    /// as a layer's `opacity` scales its content.
    public func scaled(by opacity: Double) -> PremultipliedColor {
        PremultipliedColor(r: r * opacity, g: g * opacity, b: b * opacity, a: a * opacity)
    }

    /// The straight-alpha colour; a fully transparent colour becomes `Color.clear`.
    public var unpremultiplied: Color {
        guard a > 0 else { return .clear }
        return Color(sRGBRed: r / a, green: g / a, blue: b / a, alpha: a)
    }
}
