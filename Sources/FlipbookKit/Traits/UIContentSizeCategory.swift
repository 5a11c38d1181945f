//  UIContentSizeCategory.swift — FlipbookKit
//  Mirrors UIKit.UIContentSizeCategory. Status: partial (the categories and their order; Flipbook's
//  fonts do not scale with them: the previewer's device is at the default, `.large`).

import Foundation

/// The user's preferred size of content (Dynamic Type), from extra small to the accessibility sizes.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = Self("_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = Self("UICTContentSizeCategoryXS")
    public static let small = Self("UICTContentSizeCategoryS")
    public static let medium = Self("UICTContentSizeCategoryM")
    /// The default size.
    public static let large = Self("UICTContentSizeCategoryL")
    public static let extraLarge = Self("UICTContentSizeCategoryXL")
    public static let extraExtraLarge = Self("UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = Self("UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = Self("UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = Self("UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = Self("UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = Self("UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = Self("UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted when the user changes the preferred content size.
    // Flipbook: never posted: the previewer's content size stays at `.large`.
    public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The new category, in `didChangeNotification`'s user info.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// Whether the category is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { Self.order.firstIndex(of: self).map { $0 >= 8 } ?? false }

    /// The categories smallest first (unspecified before all).
    private static let order: [Self] = [.unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge,
                                        .extraExtraExtraLarge, .accessibilityMedium, .accessibilityLarge,
                                        .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
                                        .accessibilityExtraExtraExtraLarge]

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}
