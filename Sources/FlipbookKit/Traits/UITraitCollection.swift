//  UITraitCollection.swift — FlipbookKit
//  Mirrors UIKit.UITraitCollection and the trait enums. Status: partial (size classes, idiom,
//  interface style, display scale and layout direction; no content-size categories, no
//  iOS 17 trait registration).

import Foundation

/// The traits of an interface environment: how much room it has (size classes), what kind of
/// device it is, light or dark, and its scale. An unspecified trait says nothing.
///
///     if traitCollection.verticalSizeClass == .compact { stack.axis = .horizontal }
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point: a device's is 3 (an iPhone) or 2 (an iPad), the scale asset-catalog
    /// images are picked for. Flipbook: `UIScreen.scale` stays 1, since the terminal decides the pixels.
    public let displayScale: CGFloat
    public let layoutDirection: UITraitEnvironmentLayoutDirection

    /// A collection with every trait unspecified.
    public override convenience init() {
        self.init(horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, style: .unspecified,
                  scale: 0, direction: .unspecified)
    }

    package init(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass, idiom: UIUserInterfaceIdiom,
                 style: UIUserInterfaceStyle, scale: CGFloat, direction: UITraitEnvironmentLayoutDirection) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        userInterfaceStyle = style
        displayScale = scale
        layoutDirection = direction
        super.init()
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass, vertical: .unspecified, idiom: .unspecified, style: .unspecified, scale: 0, direction: .unspecified)
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: .unspecified, vertical: verticalSizeClass, idiom: .unspecified, style: .unspecified, scale: 0, direction: .unspecified)
    }

    public convenience init(userInterfaceIdiom: UIUserInterfaceIdiom) {
        self.init(horizontal: .unspecified, vertical: .unspecified, idiom: userInterfaceIdiom, style: .unspecified, scale: 0, direction: .unspecified)
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, style: userInterfaceStyle, scale: 0, direction: .unspecified)
    }

    public convenience init(displayScale: CGFloat) {
        self.init(horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, style: .unspecified, scale: displayScale, direction: .unspecified)
    }

    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified, style: .unspecified, scale: 0, direction: layoutDirection)
    }

    /// One collection from several: for each trait, the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        func last<T: Equatable>(_ value: (UITraitCollection) -> T, unspecified: T) -> T {
            traitCollections.last { value($0) != unspecified }.map(value) ?? unspecified
        }
        self.init(horizontal: last(\.horizontalSizeClass, unspecified: .unspecified),
                  vertical: last(\.verticalSizeClass, unspecified: .unspecified),
                  idiom: last(\.userInterfaceIdiom, unspecified: .unspecified),
                  style: last(\.userInterfaceStyle, unspecified: .unspecified),
                  scale: last(\.displayScale, unspecified: 0),
                  direction: last(\.layoutDirection, unspecified: .unspecified))
    }

    /// Whether every trait `trait` specifies has the same value here.
    open func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        func matches<T: Equatable>(_ value: (UITraitCollection) -> T, unspecified: T) -> Bool {
            value(trait) == unspecified || value(trait) == value(self)
        }
        return matches(\.horizontalSizeClass, unspecified: .unspecified) && matches(\.verticalSizeClass, unspecified: .unspecified)
            && matches(\.userInterfaceIdiom, unspecified: .unspecified) && matches(\.userInterfaceStyle, unspecified: .unspecified)
            && matches(\.displayScale, unspecified: 0) && matches(\.layoutDirection, unspecified: .unspecified)
    }

    /// Whether colours may look different under `traitCollection` (interface style differs).
    open func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && userInterfaceIdiom == other.userInterfaceIdiom && userInterfaceStyle == other.userInterfaceStyle
            && displayScale == other.displayScale && layoutDirection == other.layoutDirection
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(userInterfaceIdiom)
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
        hasher.combine(layoutDirection)
        return hasher.finalize()
    }

    open override var description: String {
        "<UITraitCollection: horizontalSizeClass = \(horizontalSizeClass), verticalSizeClass = \(verticalSizeClass), "
            + "userInterfaceIdiom = \(userInterfaceIdiom), userInterfaceStyle = \(userInterfaceStyle), displayScale = \(displayScale)>"
    }

    /// The traits of the key window's screen (UIKit: of the code running now).
    public class var current: UITraitCollection { UIScreen.main.traitCollection }

    // MARK: - Flipbook addition

    /// The traits of a full-screen app on a screen of `size` points.
    ///
    /// UIKit docs (size classes): an iPhone in portrait is compact wide and regular tall; in
    /// landscape compact tall, and compact wide but for the largest phones (regular); an iPad
    /// full screen is regular both ways. Flipbook: a screen whose shorter side is 600 pt or more is
    /// an iPad (the largest iPhone is 440 pt wide, the smallest iPad 744 pt), and a landscape phone is
    /// regular wide from 896 pt long (the Plus and Max models).
    package static func device(size: CGSize) -> UITraitCollection {
        let short = min(size.width, size.height), long = max(size.width, size.height)
        let isPad = short >= 600
        let portrait = size.height >= size.width
        let horizontal: UIUserInterfaceSizeClass = isPad ? .regular : (portrait ? .compact : (long >= 896 ? .regular : .compact))
        let vertical: UIUserInterfaceSizeClass = isPad ? .regular : (portrait ? .regular : .compact)
        return UITraitCollection(horizontal: horizontal, vertical: vertical, idiom: isPad ? .pad : .phone,
                                 style: .light, scale: isPad ? 2 : deviceScale, direction: .leftToRight)
    }

    /// Flipbook: an iPhone's screen (3 pixels per point, as the 390×844 pt iPhones have), the
    /// scale an asset catalog's images are picked for when no traits are given.
    public static let deviceScale: CGFloat = 3

    /// This collection with the interface style replaced (an `overrideUserInterfaceStyle`).
    package func with(style: UIUserInterfaceStyle) -> UITraitCollection {
        style == .unspecified || style == userInterfaceStyle ? self
            : UITraitCollection(horizontal: horizontalSizeClass, vertical: verticalSizeClass, idiom: userInterfaceIdiom,
                                style: style, scale: displayScale, direction: layoutDirection)
    }
}

/// How much room an environment has along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0, compact = 1, regular = 2
}

/// The kind of device.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// Light or dark. Flipbook: the device is always light; `overrideUserInterfaceStyle` changes the traits (not yet the colours).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}
