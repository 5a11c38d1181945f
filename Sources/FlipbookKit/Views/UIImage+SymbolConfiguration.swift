//  UIImage+SymbolConfiguration.swift — FlipbookKit
//  Mirrors UIImage.Configuration and UIImage.SymbolConfiguration (iOS 13). Status: partial (the
//  values only: Flipbook ships no SF Symbols for them to size).

import Foundation

extension UIImage {
    /// The traits an image is looked up or drawn with.
    open class Configuration: NSObject, @unchecked Sendable {
        public override init() { super.init() }
    }

    /// The size, weight and scale a symbol image is drawn at.
    // Flipbook: kept only: `UIImage(systemName:)` finds no symbols to apply it to.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// A symbol's stroke weight. Expected: raw values are UIKit's.
        public enum Weight: Int, Sendable {
            case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }

        /// A symbol's size relative to the text beside it. Expected: raw values are UIKit's.
        public enum Scale: Int, Sendable {
            case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
        }

        /// The point size (0: unspecified).
        public let pointSize: CGFloat
        /// The weight.
        public let weight: Weight
        /// The scale.
        public let scale: Scale
        /// The text style the symbol matches (nil: none).
        public let textStyle: UIFont.TextStyle?

        init(pointSize: CGFloat = 0, weight: Weight = .unspecified, scale: Scale = .unspecified, textStyle: UIFont.TextStyle? = nil) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
            super.init()
        }

        /// An empty configuration.
        public static var unspecified: SymbolConfiguration { SymbolConfiguration() }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(weight: Weight) { self.init(pointSize: 0, weight: weight, scale: .unspecified) }
        public convenience init(scale: Scale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }
        public convenience init(pointSize: CGFloat, weight: Weight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: Weight, scale: Scale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle) }
        public convenience init(textStyle: UIFont.TextStyle, scale: Scale) {
            self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
        }
        /// A configuration of `font`'s point size.
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize, weight: .unspecified, scale: .unspecified) }

        /// This configuration with `configuration`'s specified values laid over it (Flipbook: a `SymbolConfiguration`, not `Self`).
        open func applying(_ configuration: UIImage.Configuration?) -> SymbolConfiguration {
            guard let other = configuration as? SymbolConfiguration else { return self }
            return SymbolConfiguration(pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                             weight: other.weight != .unspecified ? other.weight : weight,
                             scale: other.scale != .unspecified ? other.scale : scale,
                             textStyle: other.textStyle ?? textStyle)
        }

        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale && textStyle == other.textStyle
        }
    }
}
