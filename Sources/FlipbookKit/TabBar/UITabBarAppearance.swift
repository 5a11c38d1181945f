//  UITabBarAppearance.swift — FlipbookKit
//  Mirrors UIKit.UITabBarAppearance, UITabBarItemAppearance and UITabBarItemStateAppearance.
//  Status: partial (the background, shadow, selection indicator and the stacked layout's icon and
//  title colours and fonts are drawn; inline layouts are kept — an iPhone in portrait stacks).

import Foundation

/// How a tab bar draws: its background and shadow (from `UIBarAppearance`), its items in each
/// layout, and the selection indicator.
open class UITabBarAppearance: UIBarAppearance {
    /// Items with the image over the title (an iPhone in portrait: what Flipbook draws).
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    // Flipbook: kept — the inline layouts (image beside title) are for wide or compact bars, which the previewer's iPhone never has.
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    /// The tint of the selection indicator image.
    open var selectionIndicatorTintColor: UIColor?
    /// An image drawn behind the selected item.
    open var selectionIndicatorImage: UIImage?
    /// How stacked items are laid out (UIKit: `.automatic` fills an iPhone's width).
    open var stackedItemPositioning: UITabBar.ItemPositioning = .automatic
    open var stackedItemSpacing: CGFloat = 0
    open var stackedItemWidth: CGFloat = 0

    override func copyAttributes(from other: UIBarAppearance) {
        guard let other = other as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
        selectionIndicatorImage = other.selectionIndicatorImage
        stackedItemPositioning = other.stackedItemPositioning
        stackedItemSpacing = other.stackedItemSpacing
        stackedItemWidth = other.stackedItemWidth
    }
}

/// How a tab bar's items draw in one layout, per state.
open class UITabBarItemAppearance: NSObject, NSCopying {
    /// The layout the appearance is for.
    public enum Style: Int, Sendable {
        case stacked, inline, compactInline
    }

    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()

    public convenience override init() {
        self.init(style: .stacked)
    }

    public init(style: Style) {
        super.init()
        configureWithDefault(for: style)
    }

    /// Resets every state to the system's look (no attributes: the bar's defaults).
    open func configureWithDefault(for style: Style) {
        for state in [normal, selected, disabled, focused] { state.copy(from: UITabBarItemStateAppearance()) }
    }

    open func copy() -> UITabBarItemAppearance {
        copy(with: nil) as! UITabBarItemAppearance
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITabBarItemAppearance()
        for (mine, theirs) in zip([copy.normal, copy.selected, copy.disabled, copy.focused], [normal, selected, disabled, focused]) {
            mine.copy(from: theirs)
        }
        return copy
    }
}

/// How a tab bar item draws in one state.
open class UITabBarItemStateAppearance: NSObject {
    /// The title's text attributes (the bar draws `.font` and `.foregroundColor`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The colour of the item's image (and, without a title colour, its title).
    open var iconColor: UIColor?
    // Flipbook: the badge is drawn as text after the title; its colours and offsets are kept.
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var badgePositionAdjustment: UIOffset = .zero
    open var badgeTitlePositionAdjustment: UIOffset = .zero

    func copy(from other: UITabBarItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        iconColor = other.iconColor
        badgeBackgroundColor = other.badgeBackgroundColor
        badgeTextAttributes = other.badgeTextAttributes
        badgePositionAdjustment = other.badgePositionAdjustment
        badgeTitlePositionAdjustment = other.badgeTitlePositionAdjustment
    }
}
