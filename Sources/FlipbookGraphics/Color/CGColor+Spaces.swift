//  CGColor+Spaces.swift — FlipbookGraphics
//  Mirrors CoreGraphics.CGColor's other initialisers (CMYK, gamma-2.2 gray, components in a
//  space), its colour space, copy and conversion. Status: partial (every colour is held as sRGB,
//  so CMYK is converted naively); pattern colours.

#if !canImport(Darwin)  // not canImport(CoreGraphics): a module of Flipbook has that name
import Foundation

extension CGColor {
    /// A colour from CMYK components and alpha, each 0…1.
    // Flipbook: converted naively to sRGB (r = (1 − c)(1 − k), …), not through a CMYK profile.
    public convenience init(genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat,
                            alpha: CGFloat) {
        let white = 1 - black
        self.init(red: (1 - cyan) * white, green: (1 - magenta) * white, blue: (1 - yellow) * white, alpha: alpha)
    }

    /// A gray of the gamma-2.2 gray space and alpha, each 0…1.
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        self.init(gray: gray, alpha: alpha)
    }

    /// A colour of `space` from its components, alpha last (RGBA, or gray and alpha for a gray
    /// space); nil without a pointer.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>?) {
        guard let c = components else { return nil }
        if space.name == CGColorSpace.genericGrayGamma2_2 {
            self.init(gray: c[0], alpha: c[1])
        } else {
            self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
    }

    /// A pattern colour: `pattern`'s cell, tiled. Core Graphics docs: for an uncoloured pattern
    /// the components are the colour in the space's base space, alpha last; for a coloured one,
    /// the alpha alone.
    public convenience init?(patternSpace space: CGColorSpace, pattern: CGPattern, components: UnsafePointer<CGFloat>) {
        guard space.isPattern else { return nil }
        self.init(CGContext.patternColor(pattern, components: components, count: space.componentsWithAlpha), pattern: pattern)
    }

    /// The colour space: sRGB (every colour is held as sRGB here).
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }

    /// A copy of the colour (a colour is immutable: the same one).
    public func copy() -> CGColor? { self }

    /// The colour in `space`: the same colour for an RGB space, its luminance-weighted gray for a
    /// gray one (Rec. 709 weights on the gamma-encoded components).
    // Flipbook: intent and options are ignored: there is no colour management.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?) -> CGColor? {
        guard space.name == CGColorSpace.genericGrayGamma2_2 else { return self }
        let c = color.sRGBComponents
        return CGColor(gray: CGFloat(0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue), alpha: CGFloat(c.alpha))
    }

    // Flipbook: Foundation on Linux has no Core Foundation type registry; a constant per type.
    /// The type identifier of colours.
    public class var typeID: CFTypeID { 0x4347_436C }  // "CGCl"
}
#endif
