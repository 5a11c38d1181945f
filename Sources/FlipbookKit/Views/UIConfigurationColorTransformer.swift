//  UIConfigurationColorTransformer.swift — FlipbookKit
//  Mirrors UIKit.UIConfigurationColorTransformer and UIConfigurationTextAttributesTransformer
//  (iOS 15). Status: complete for colours; text attribute transformers are kept and can be
//  called, but Flipbook's button titles draw in one style and do not apply them.

import Foundation

/// A function from a configuration's colour to the colour drawn (a button's foreground, say).
public struct UIConfigurationColorTransformer {
    /// The function.
    public let transform: (UIColor) -> UIColor

    /// A transformer running `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// The colour `transform` makes of `input`.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// Makes every colour grey, keeping its brightness (UIKit docs: "a color transformer that
    /// returns a grayscale version of the current color").
    public static var grayscale: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer { color in
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return color }
        // Rec. 709 luma.
        let luma = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        return UIColor(white: luma, alpha: alpha)
        }
    }
}

/// A function from a configuration's text attributes to the attributes drawn.
public struct UIConfigurationTextAttributesTransformer {
    /// The function.
    public let transform: (AttributeContainer) -> AttributeContainer

    /// A transformer running `transform`.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    /// The attributes `transform` makes of `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
