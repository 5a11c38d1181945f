//  UIImage+Configuration.swift — FlipbookKit
//  Mirrors UIKit.UIImage.Configuration, UIImage.SymbolConfiguration, SymbolWeight and SymbolScale, the
//  symbol initialisers and the system images. Status: partial (SF Symbols are Apple's and not shipped:
//  `init(systemName:)` gives nil, the system images are glyphs Flipbook draws; configurations are kept).

import Foundation

extension UIImage {
    /// What an image is for: the traits it is chosen for (mirrors `UIImage.Configuration`).
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        /// The traits an image is chosen for; nil when none were given.
        public fileprivate(set) var traitCollection: UITraitCollection?

        public required override init() {
            super.init()
        }

        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Self.init()
            copy.take(self)
            return copy
        }

        /// A copy with `traitCollection`.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = self.copy() as! Self
            copy.traitCollection = traitCollection
            return copy
        }

        /// A copy with what `otherConfiguration` specifies laid over this one's.
        open func applying(_ otherConfiguration: Configuration?) -> Self {
            guard let otherConfiguration else { return self }
            let copy = self.copy() as! Self
            copy.take(otherConfiguration, overlaying: true)
            return copy
        }

        /// Copies what `other` holds (only what it specifies, when `overlaying`).
        func take(_ other: Configuration, overlaying: Bool = false) {
            if !overlaying || other.traitCollection != nil { traitCollection = other.traitCollection }
        }
    }

    /// How a symbol image is drawn: its size, weight, scale and colours (mirrors `UIImage.SymbolConfiguration`).
    // Flipbook: kept, not drawn: no image here is a symbol.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size given, 0 when unspecified.
        public private(set) var pointSize: CGFloat = 0
        public private(set) var weight: SymbolWeight = .unspecified
        public private(set) var scale: SymbolScale = .unspecified
        public private(set) var textStyle: UIFont.TextStyle?
        public private(set) var font: UIFont?
        /// The palette (`init(paletteColors:)`) or hierarchical colour given.
        public private(set) var colors: [UIColor] = []
        public private(set) var prefersMulticolor = false

        public required init() {
            super.init()
        }

        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init()
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        public convenience init(weight: SymbolWeight) {
            self.init(pointSize: 0, weight: weight, scale: .unspecified)
        }

        public convenience init(scale: SymbolScale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale)
        }

        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(textStyle: textStyle, scale: .unspecified)
        }

        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init()
            self.textStyle = textStyle
            self.scale = scale
        }

        public convenience init(font: UIFont) {
            self.init(font: font, scale: .unspecified)
        }

        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init()
            self.font = font
            pointSize = font.pointSize
            self.scale = scale
        }

        public convenience init(hierarchicalColor: UIColor) {
            self.init()
            colors = [hierarchicalColor]
        }

        public convenience init(paletteColors: [UIColor]) {
            self.init()
            colors = paletteColors
        }

        /// A configuration asking for a symbol's own colours.
        open class func preferringMulticolor() -> Self {
            let configuration = Self.init()
            configuration.prefersMulticolor = true
            return configuration
        }

        /// A configuration that specifies nothing.
        open class var unspecified: SymbolConfiguration { SymbolConfiguration() }

        /// A copy without its point size and weight.
        open func configurationWithoutPointSizeAndWeight() -> Self {
            let copy = self.copy() as! Self
            copy.pointSize = 0
            copy.weight = .unspecified
            return copy
        }

        /// Whether `other` specifies the same as this one.
        open func isEqual(to other: SymbolConfiguration?) -> Bool {
            guard let other else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && textStyle == other.textStyle && font == other.font && colors == other.colors
                && prefersMulticolor == other.prefersMulticolor && traitCollection == other.traitCollection
        }

        open override func isEqual(_ object: Any?) -> Bool { isEqual(to: object as? SymbolConfiguration) }

        open override var hash: Int { pointSize.hashValue ^ weight.rawValue ^ (scale.rawValue << 8) }

        override func take(_ other: Configuration, overlaying: Bool = false) {
            super.take(other, overlaying: overlaying)
            guard let other = other as? SymbolConfiguration else { return }
            if !overlaying || other.pointSize != 0 { pointSize = other.pointSize }
            if !overlaying || other.weight != .unspecified { weight = other.weight }
            if !overlaying || other.scale != .unspecified { scale = other.scale }
            if !overlaying || other.textStyle != nil { textStyle = other.textStyle }
            if !overlaying || other.font != nil { font = other.font }
            if !overlaying || !other.colors.isEmpty { colors = other.colors }
            if !overlaying || other.prefersMulticolor { prefersMulticolor = other.prefersMulticolor }
        }
    }

    /// A symbol's stroke weight (mirrors `UIImage.SymbolWeight`; raw values as UIKit's).
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The font weight of the same name (`.regular` for `.unspecified`).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .unspecified, .regular: return .regular
            case .ultraLight: return .ultraLight
            case .thin: return .thin
            case .light: return .light
            case .medium: return .medium
            case .semibold: return .semibold
            case .bold: return .bold
            case .heavy: return .heavy
            case .black: return .black
            }
        }
    }

    /// A symbol's size relative to the text beside it (mirrors `UIImage.SymbolScale`; raw values as UIKit's).
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
    }

    // MARK: Symbol images

    /// An SF Symbol by name.
    ///
    /// Flipbook: SF Symbols are Apple's and not shipped, so this is always nil; guard it
    /// (`UIImage(systemName: "star") ?? fallback`) or register a PNG of the same name.
    public convenience init?(systemName name: String) {
        return nil
    }

    /// An SF Symbol by name with `configuration`. Flipbook: always nil (no SF Symbols).
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        return nil
    }

    /// An SF Symbol by name for `traitCollection`. Flipbook: always nil (no SF Symbols).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        return nil
    }

    /// A variable SF Symbol by name. Flipbook: always nil (no SF Symbols).
    public convenience init?(systemName name: String, variableValue: Double, configuration: Configuration? = nil) {
        return nil
    }

    /// The image `name` in `bundle`, a variable symbol drawn for `variableValue`.
    // Flipbook: no custom symbols: a picture of that name is found as `init(named:in:with:)` finds it; the value is ignored.
    public convenience init?(named name: String, in bundle: Bundle? = nil, variableValue: Double, configuration: Configuration? = nil) {
        self.init(named: name, in: bundle, with: configuration)
    }

    // MARK: System images

    /// A plus sign (UIKit: the "plus" symbol).
    // Flipbook: a glyph Flipbook draws, not Apple's symbol; a template image.
    public class var add: UIImage { glyph { c in c.move(to: CGPoint(x: 10, y: 3)); c.addLine(to: CGPoint(x: 10, y: 17)); c.move(to: CGPoint(x: 3, y: 10)); c.addLine(to: CGPoint(x: 17, y: 10)) } }

    /// A minus sign (UIKit: the "minus" symbol).
    // Flipbook: a glyph Flipbook draws, not Apple's symbol; a template image.
    public class var remove: UIImage { glyph { c in c.move(to: CGPoint(x: 3, y: 10)); c.addLine(to: CGPoint(x: 17, y: 10)) } }

    /// Three dots in a circle (UIKit: the "ellipsis.circle" symbol).
    // Flipbook: a glyph Flipbook draws, not Apple's symbol; a template image.
    public class var actions: UIImage {
        glyph { c in
            c.addEllipse(in: CGRect(x: 1.5, y: 1.5, width: 17, height: 17))
            for x in [6.0, 10.0, 14.0] { c.addEllipse(in: CGRect(x: x - 0.5, y: 9.5, width: 1, height: 1)) }
        }
    }

    /// A check mark (UIKit: the "checkmark" symbol).
    // Flipbook: a glyph Flipbook draws, not Apple's symbol; a template image.
    public class var checkmark: UIImage { glyph { c in c.move(to: CGPoint(x: 3, y: 10.5)); c.addLine(to: CGPoint(x: 8, y: 15.5)); c.addLine(to: CGPoint(x: 17, y: 4.5)) } }

    /// A check mark drawn heavier (UIKit: the bold "checkmark" symbol).
    // Flipbook: a glyph Flipbook draws, not Apple's symbol; a template image.
    public class var strokedCheckmark: UIImage {
        glyph(lineWidth: 3) { c in c.move(to: CGPoint(x: 3, y: 10.5)); c.addLine(to: CGPoint(x: 8, y: 15.5)); c.addLine(to: CGPoint(x: 17, y: 4.5)) }
    }

    /// A 20 × 20 point template image of the path `body` adds, stroked `lineWidth` wide in black.
    private static func glyph(lineWidth: CGFloat = 2, _ body: (CGContext) -> Void) -> UIImage {
        let scale = UITraitCollection.deviceScale, side = 20.0
        let context = CGContext(width: Int(side * scale), height: Int(side * scale),
                                baseTransform: CGAffineTransform(scaleX: scale, y: scale))
        context.setStrokeColor(UIColor.black.cgColor)
        context.setLineWidth(lineWidth)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        body(context)
        context.strokePath()
        return UIImage(cgImage: context.makeImage()!, scale: scale, orientation: .up).withRenderingMode(.alwaysTemplate)
    }
}
