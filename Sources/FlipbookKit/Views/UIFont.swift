//  UIFont.swift — FlipbookKit
//  Mirrors UIKit.UIFont. Status: partial (system fonts as a size and weight; no font files, descriptors, glyph metrics or Dynamic Type scaling).

import Foundation

/// A font, reduced to what a terminal can honour: a point size, a weight and a name.
///
/// Text in Flipbook becomes terminal cells, so a font never loads glyphs; its point size
/// decides the text's size class and its weight whether the text is bold. The metrics
/// (`lineHeight`, `ascender`, `descender`) follow the San Francisco system font, so that
/// layout code sizing labels by them gets the numbers it gets on iOS.
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's size in points.
    public let pointSize: CGFloat
    /// The font's full name (`.SFUI-Regular` for the regular system font, as on iOS).
    public let fontName: String
    /// The font's family name.
    public let familyName: String
    // MARK: - Flipbook addition
    /// The font's weight (UIKit keeps it in the font descriptor's traits).
    public let weight: Weight

    /// Expected: SF Pro's ascender and descender at 17 pt are 16.1719 and −4.0801 on iOS.
    private static let ascenderRatio: CGFloat = 16.171875 / 17
    private static let descenderRatio: CGFloat = -4.080078125 / 17

    package init(name: String, family: String, size: CGFloat, weight: Weight) {
        fontName = name
        familyName = family
        pointSize = size
        self.weight = weight
        super.init()
    }

    /// A font called `fontName` of `fontSize` points.
    ///
    /// Flipbook: no font files are loaded, so every name is accepted and draws as the system
    /// font; names containing "Bold", "Heavy" or "Black" are taken as bold.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let lower = fontName.lowercased()
        let weight: Weight = ["black", "heavy", "bold"].contains(where: lower.contains) ? .bold : .regular
        let family = fontName.split(separator: "-").first.map(String.init) ?? fontName
        self.init(name: fontName, family: family, size: fontSize, weight: weight)
    }

    /// The system font of `fontSize` points, regular weight.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font of `fontSize` points, bold.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The system font of `fontSize` points and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI-\(weight.styleName)", family: ".AppleSystemUIFont", size: fontSize, weight: weight)
    }

    /// The system font of the text style's size at the default (Large) Dynamic Type setting.
    ///
    /// Flipbook: the content size category is always Large, so the sizes are fixed.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        systemFont(ofSize: style.defaultPointSize, weight: style == .headline ? .semibold : .regular)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, family: familyName, size: fontSize, weight: weight)
    }

    /// The distance from one baseline to the next, in points.
    open var lineHeight: CGFloat { pointSize * TextMetrics.lineHeightRatio }
    /// The distance from the baseline to the top of the tallest glyphs.
    open var ascender: CGFloat { pointSize * Self.ascenderRatio }
    /// The distance from the baseline to the bottom of the lowest glyphs (negative).
    open var descender: CGFloat { pointSize * Self.descenderRatio }

    // MARK: - Flipbook addition

    /// Whether text in this font is drawn bold in the terminal (semibold and heavier).
    public var isBold: Bool { weight >= .semibold }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.fontName == fontName && other.pointSize == pointSize
    }

    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

    open override var description: String { "UIFont(\(fontName), \(pointSize) pt)" }
}

extension UIFont {
    /// How heavy a font's strokes are. Expected: the raw values are UIKit's (`UIFontWeightRegular` = 0, `Bold` = 0.4).
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The style part of the system font's name for this weight (the nearest named weight).
        var styleName: String {
            let named: [(Weight, String)] = [
                (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
                (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
            ]
            return named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }

    /// The Dynamic Type styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Expected: Apple's Human Interface Guidelines, Dynamic Type sizes at the Large (default) setting.
        var defaultPointSize: CGFloat {
            switch self {
            case .largeTitle: return 34
            case .title1: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption1: return 12
            case .caption2: return 11
            default: return 17
            }
        }
    }
}
