//  UIColor.swift — FlipbookKit
//  Mirrors UIKit.UIColor. Status: partial (sRGB only: Display P3 is converted; a pattern colour is its
//  image's average; no Core Image; dynamic colours resolve against the current traits when read).

import Foundation

/// A colour, in the sRGB space as UIKit's `init(red:green:blue:alpha:)` takes it.
open class UIColor: NSObject, @unchecked Sendable {
    /// The colour in Flipbook's form; a dynamic colour's for the current traits
    /// (`UITraitCollection.current`), resolved each time it is read.
    public var color: Color { provider.map { $0(UITraitCollection.current).color } ?? fixedColor }

    /// The colour of a colour made from components.
    private let fixedColor: Color
    /// A dynamic colour's provider (`init(dynamicProvider:)`).
    private let provider: ((UITraitCollection) -> UIColor)?
    /// The prominence `withProminence(_:)` gave.
    public private(set) var prominence: Prominence = .primary

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fixedColor = Color(sRGBRed: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        provider = nil
        super.init()
    }

    public init(white: CGFloat, alpha: CGFloat) {
        fixedColor = Color(white: Double(white), alpha: Double(alpha))
        provider = nil
        super.init()
    }

    public init(cgColor: CGColor) {
        fixedColor = cgColor.color
        provider = nil
        super.init()
    }

    /// A colour whose components `provider` gives for a trait collection: UIKit calls it when
    /// it resolves the colour (`resolvedColor(with:)`).
    // Flipbook: read as a `CGColor` or `color`, it resolves against `UITraitCollection.current`; a
    // view or layer given one keeps the colour of that moment when the traits later change.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        fixedColor = .black
        provider = dynamicProvider
        super.init()
    }

    /// The colour for `traitCollection`: a dynamic colour's provider's answer, else the colour itself.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// A colour from Display P3 components, converted to sRGB (UIKit docs: "the display P3 color space").
    // Flipbook: colours are sRGB; a P3 colour outside sRGB is clamped to its gamut.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        // Display P3 has sRGB's transfer function and D65 white; linear P3 → linear sRGB by the
        // matrix of their primaries (Display P3 → XYZ → sRGB).
        let r = Color.sRGBToLinear(Double(displayP3Red)), g = Color.sRGBToLinear(Double(green)), b = Color.sRGBToLinear(Double(blue))
        let lr = 1.2249401 * r - 0.2249404 * g
        let lg = -0.0420569 * r + 1.0420571 * g
        let lb = -0.0196376 * r - 0.0786361 * g + 1.0982735 * b
        func clamp(_ x: Double) -> Double { min(max(x, 0), 1) }
        self.init(Color(linearRed: clamp(lr), green: clamp(lg), blue: clamp(lb), alpha: Double(alpha)))
    }

    /// A high-dynamic-range colour; `exposure` is in stops above standard white.
    // Flipbook: no HDR (a terminal cell shows standard-range colours): the exposure is ignored.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, exposure: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A high-dynamic-range colour; `linearExposure` multiplies standard white's brightness.
    // Flipbook: no HDR (a terminal cell shows standard-range colours): the exposure is ignored.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, linearExposure: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// How much brighter than standard white the colour is: 1 for a standard-range colour.
    // Flipbook: every colour is standard-range here.
    open var linearExposure: CGFloat { 1 }

    /// The colour tone-mapped to the standard range: itself, as every colour here is.
    open func standardDynamicRange() -> UIColor { self }

    /// A colour that paints with `image` tiled.
    // Flipbook: no pattern painting: the colour is the image's average (its alpha weighted); a drawn image's is clear.
    public convenience init(patternImage image: UIImage) {
        var sums = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
        if let bitmap = image.image {
            let p = bitmap.pixels
            for i in stride(from: 0, to: p.count, by: 4) {
                let a = Double(p[i + 3]) / 255
                sums = (sums.r + Double(p[i]) / 255 * a, sums.g + Double(p[i + 1]) / 255 * a, sums.b + Double(p[i + 2]) / 255 * a, sums.a + a)
            }
            let count = Double(p.count / 4)
            let alpha = sums.a / count
            self.init(red: alpha > 0 ? sums.r / sums.a : 0, green: alpha > 0 ? sums.g / sums.a : 0,
                      blue: alpha > 0 ? sums.b / sums.a : 0, alpha: alpha)
        } else {
            self.init(white: 0, alpha: 0)
        }
    }

    /// The colour set `name` of an asset catalog in the main bundle's resources (as `UIImage(named:)`
    /// looks), or nil — with a diagnostic naming the places searched (UIKit returns nil silently).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set `name` of an asset catalog in `bundle`'s resources (nil: the main bundle's);
    /// its light appearance (Flipbook has no dark mode).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) {
        let folders = UIImage.resourceFolders(in: bundle)
        for folder in folders {
            for catalog in AssetCatalog.catalogs(in: folder) {
                if let found = AssetCatalog.color(named: name, in: catalog) {
                    self.init(cgColor: found.cgColor)
                    return
                }
            }
        }
        Diagnostics.report("UIColor(named: \"\(name)\") found no \(name).colorset in an asset catalog, in "
            + (folders.isEmpty ? "no resource folder" : folders.map(\.path).joined(separator: ", ")) + ".")
        return nil
    }

    /// A colour from hue, saturation and brightness (HSB), as UIKit computes it.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = saturation, v = brightness
        let i = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The colour `#colorLiteral(red:green:blue:alpha:)` writes: sRGB components.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    // MARK: - Flipbook addition

    public init(_ color: Color) {
        fixedColor = color
        provider = nil
        super.init()
    }

    /// The colour for Core Animation.
    open var cgColor: CGColor { CGColor(color) }

    /// The same colour with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.withAlpha(Double(alpha))) }

    /// The sRGB components; false never happens here (every colour is sRGB).
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = color.sRGBComponents
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// The hue, saturation and brightness (HSB) of the sRGB components; true, as every colour here
    /// is in an RGB space (UIKit docs: false when the colour is not in a compatible colour space).
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = color.sRGBComponents
        let maximum = max(c.red, c.green, c.blue), minimum = min(c.red, c.green, c.blue), range = maximum - minimum
        var h = 0.0
        if range > 0 {
            switch maximum {
            case c.red: h = (c.green - c.blue) / range
            case c.green: h = 2 + (c.blue - c.red) / range
            default: h = 4 + (c.red - c.green) / range
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? range / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = c.alpha
        return true
    }

    /// The greyscale value: for a grey colour its white; for another, its luma (Rec. 709
    /// weights of the sRGB components), true either way.
    // Flipbook: UIKit returns false for an RGB colour that is not grey; here every colour converts.
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = color.sRGBComponents
        white?.pointee = c.red == c.green && c.green == c.blue ? c.red : 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// The same colour at `prominence`.
    // Flipbook: the prominence is kept, not drawn: it shows only in accented widget rendering, which Flipbook has not.
    open func withProminence(_ prominence: Prominence) -> UIColor {
        let copy = provider.map { UIColor(dynamicProvider: $0) } ?? UIColor(fixedColor)
        copy.prominence = prominence
        return copy
    }

    /// How prominent a colour is in accented rendering (mirrors `UIColor.Prominence`).
    public enum Prominence: Int, Sendable {
        case primary, secondary, tertiary, quaternary
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if provider != nil || other.provider != nil { return other === self }
        return other.color == color && other.prominence == prominence
    }

    open override var hash: Int { provider == nil ? color.hashValue : ObjectIdentifier(self).hashValue }

    open override var description: String {
        let c = color.sRGBComponents
        return String(format: "UIColor(sRGB %.3f %.3f %.3f, alpha %.3f)", c.red, c.green, c.blue, c.alpha)
    }
}

extension UIColor {
    private static func rgb(_ r: Int, _ g: Int, _ b: Int) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: 1)
    }

    // Fixed colours. Expected: UIKit docs give their component values.
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // System colours, light appearance. Flipbook: light mode only; values from Apple's Human Interface Guidelines.
    public static var systemRed: UIColor { rgb(255, 59, 48) }
    public static var systemOrange: UIColor { rgb(255, 149, 0) }
    public static var systemYellow: UIColor { rgb(255, 204, 0) }
    public static var systemGreen: UIColor { rgb(52, 199, 89) }
    public static var systemMint: UIColor { rgb(0, 199, 190) }
    public static var systemTeal: UIColor { rgb(48, 176, 199) }
    public static var systemCyan: UIColor { rgb(50, 173, 230) }
    public static var systemBlue: UIColor { rgb(0, 122, 255) }
    public static var systemIndigo: UIColor { rgb(88, 86, 214) }
    public static var systemPurple: UIColor { rgb(175, 82, 222) }
    public static var systemPink: UIColor { rgb(255, 45, 85) }
    public static var systemBrown: UIColor { rgb(162, 132, 94) }
    public static var systemGray: UIColor { rgb(142, 142, 147) }
    public static var systemGray2: UIColor { rgb(174, 174, 178) }
    public static var systemGray3: UIColor { rgb(199, 199, 204) }
    public static var systemGray4: UIColor { rgb(209, 209, 214) }
    public static var systemGray5: UIColor { rgb(229, 229, 234) }
    public static var systemGray6: UIColor { rgb(242, 242, 247) }
    public static var systemBackground: UIColor { .white }
    public static var secondarySystemBackground: UIColor { rgb(242, 242, 247) }
    public static var tertiarySystemBackground: UIColor { .white }
    public static var systemGroupedBackground: UIColor { rgb(242, 242, 247) }
    public static var secondarySystemGroupedBackground: UIColor { .white }
    public static var label: UIColor { .black }
    public static var secondaryLabel: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6) }
    public static var tertiaryLabel: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3) }
    /// UIKit: the colour of placeholder text in fields (light appearance).
    public static var placeholderText: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3) }
    public static var separator: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29) }
    public static var quaternaryLabel: UIColor { UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18) }
    /// UIKit: white at 60 % (deprecated: use `label` or `secondaryLabel`).
    public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// UIKit: black (deprecated: use `label`).
    public static var darkText: UIColor { .black }
    public static var opaqueSeparator: UIColor { rgb(198, 198, 200) }
    public static var systemFill: UIColor { UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2) }
    public static var secondarySystemFill: UIColor { UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16) }
    public static var tertiarySystemFill: UIColor { UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12) }
    public static var quaternarySystemFill: UIColor { UIColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08) }
    public static var tertiarySystemGroupedBackground: UIColor { rgb(242, 242, 247) }
    /// UIKit: deprecated in iOS 13 for `systemGroupedBackground`, which it has been since.
    public static var groupTableViewBackground: UIColor { systemGroupedBackground }
    public static var link: UIColor { systemBlue }
    public static var tintColor: UIColor { systemBlue }
}

// MARK: - Colour literals

/// `#colorLiteral(red:green:blue:alpha:)` makes a `UIColor`, as in an app that imports UIKit.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {}
