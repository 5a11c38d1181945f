//  UIColor.swift — FlipbookKit
//  Mirrors UIKit.UIColor. Status: partial (sRGB only; no dynamic or pattern colours).

import Foundation

/// A colour, in the sRGB space as UIKit's `init(red:green:blue:alpha:)` takes it.
open class UIColor: NSObject, @unchecked Sendable {
    /// The colour in Flipbook's linear form.
    public let color: Color

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(sRGBRed: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
        super.init()
    }

    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), alpha: Double(alpha))
        super.init()
    }

    public init(cgColor: CGColor) {
        color = cgColor.color
        super.init()
    }

    /// A colour from hue, saturation and brightness (HSB), as UIKit computes it.
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

    // MARK: - Flipbook addition

    public init(_ color: Color) {
        self.color = color
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

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.color == color
    }

    open override var hash: Int { color.hashValue }

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
    public static var link: UIColor { systemBlue }
    public static var tintColor: UIColor { systemBlue }
}
