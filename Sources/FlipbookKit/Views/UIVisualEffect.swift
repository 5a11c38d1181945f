//  UIVisualEffect.swift — FlipbookKit
//  Mirrors UIKit.UIVisualEffect, UIBlurEffect and UIVibrancyEffect. Status: partial (a vibrancy
//  effect is accepted and shows its content as it is).

import Foundation

/// An effect a `UIVisualEffectView` applies to what lies behind it.
open class UIVisualEffect: NSObject {
    public override init() {
        super.init()
    }
}

/// A blur of the content behind a visual-effect view, in one of the system's styles.
open class UIBlurEffect: UIVisualEffect {
    /// The blur styles (mirrors `UIBlurEffect.Style`).
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular = 4, prominent
        case systemUltraThinMaterial = 6, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    /// The style the effect was made with.
    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// An effect that makes a blur view's content vivid over the blur.
// Flipbook: the content is drawn as it is; vibrancy's colour blending is not reproduced.
open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect
    /// The style of vibrancy: what kind of content it is for (Flipbook addition: UIKit keeps it private).
    public let style: UIVibrancyEffectStyle

    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = .label
        super.init()
    }

    /// A vibrancy effect for `blurEffect` suited to content of `style` (text of a prominence, a fill, a separator).
    // Flipbook: the style is kept; the content is drawn as it is.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}

/// What a vibrancy effect is for, from the most prominent label to a separator (mirrors UIKit's
/// `UIVibrancyEffectStyle`; raw values as UIKit's).
public enum UIVibrancyEffectStyle: Int, Sendable {
    case label = 0, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
}

/// What a blur style draws: the backdrop's blur radius (points) and saturation, and the tint
/// laid over it.
///
/// Flipbook: UIKit does not publish these. The three original styles use the values their
/// backdrop settings carry (radius 30 for light, 20 for extra light and dark; saturation 1.8;
/// tints of white 1.0 at 30 %, 0.97 at 80 % and 0.11 at 73 %); the materials, radius 30 and
/// white or near-black tints from thin to thick, are approximations, light unless they say dark.
package struct BlurSettings: Equatable, Sendable {
    package var blurRadius: CGFloat
    package var saturation: CGFloat
    package var tint: UIColor?

    /// No effect: no blur, colours as they are, no tint.
    package static let none = BlurSettings(blurRadius: 0, saturation: 1, tint: nil)

    package init(blurRadius: CGFloat, saturation: CGFloat, tint: UIColor?) {
        self.blurRadius = blurRadius
        self.saturation = saturation
        self.tint = tint
    }

    /// A style's settings; the adaptive materials (no Light or Dark in the name) take their dark
    /// form under `darkAppearance`.
    init(_ style: UIBlurEffect.Style, darkAppearance: Bool) {
        var style = style
        if darkAppearance {
            switch style {
            case .systemUltraThinMaterial: style = .systemUltraThinMaterialDark
            case .systemThinMaterial: style = .systemThinMaterialDark
            case .systemMaterial: style = .systemMaterialDark
            case .systemThickMaterial: style = .systemThickMaterialDark
            case .systemChromeMaterial: style = .systemChromeMaterialDark
            default: break
            }
        }
        func light(_ alpha: CGFloat) -> UIColor { UIColor(white: 0.97, alpha: alpha) }
        func dark(_ alpha: CGFloat) -> UIColor { UIColor(white: 0.11, alpha: alpha) }
        switch style {
        case .light, .regular: self.init(blurRadius: 30, saturation: 1.8, tint: UIColor(white: 1, alpha: 0.3))
        case .extraLight, .prominent: self.init(blurRadius: 20, saturation: 1.8, tint: light(0.8))
        case .dark: self.init(blurRadius: 20, saturation: 1.8, tint: dark(0.73))
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: self.init(blurRadius: 30, saturation: 1.8, tint: light(0.25))
        case .systemThinMaterial, .systemThinMaterialLight: self.init(blurRadius: 30, saturation: 1.8, tint: light(0.45))
        case .systemMaterial, .systemMaterialLight: self.init(blurRadius: 30, saturation: 1.8, tint: light(0.6))
        case .systemThickMaterial, .systemThickMaterialLight: self.init(blurRadius: 30, saturation: 1.8, tint: light(0.75))
        case .systemChromeMaterial, .systemChromeMaterialLight: self.init(blurRadius: 30, saturation: 1.8, tint: light(0.7))
        case .systemUltraThinMaterialDark: self.init(blurRadius: 30, saturation: 1.8, tint: dark(0.3))
        case .systemThinMaterialDark: self.init(blurRadius: 30, saturation: 1.8, tint: dark(0.5))
        case .systemMaterialDark: self.init(blurRadius: 30, saturation: 1.8, tint: dark(0.65))
        case .systemThickMaterialDark: self.init(blurRadius: 30, saturation: 1.8, tint: dark(0.8))
        case .systemChromeMaterialDark: self.init(blurRadius: 30, saturation: 1.8, tint: dark(0.75))
        }
    }
}
