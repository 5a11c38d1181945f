//  UITabBarItem.swift — FlipbookKit
//  Mirrors UIKit.UITabBarItem. Status: complete but for badge styling (badges are drawn as text
//  after the title) and scroll-edge appearances (the bar is never at a scroll edge).

import Foundation

/// One tab of a tab bar: its title, image and badge. A view controller's `tabBarItem` is the
/// one a tab bar controller shows for it.
open class UITabBarItem: UIBarItem {
    /// The system's tabs, each with UIKit's title (Flipbook draws no system glyphs).
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        /// Expected: the titles UIKit shows in English.
        var title: String {
            ["More", "Favorites", "Featured", "Top Rated", "Recents", "Contacts", "History", "Bookmarks", "Search",
             "Downloads", "Most Recent", "Most Viewed"][rawValue]
        }
    }

    /// The image shown while the tab is selected (the `image` when nil).
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// Text in a badge at the image's top right; nil shows none.
    open var badgeValue: String? { didSet { itemDidChange() } }
    // Flipbook: kept — the badge is drawn as text after the title, without its red background.
    open var badgeColor: UIColor? { didSet { itemDidChange() } }
    /// How far the item's title is moved.
    // Flipbook: the whole item (image and title) moves by the adjustment.
    open var titlePositionAdjustment: UIOffset = .zero { didSet { itemDidChange() } }
    /// How the bar draws while this item is selected, over the bar's own appearance.
    open var standardAppearance: UITabBarAppearance? { didSet { itemDidChange() } }
    // Flipbook: kept — the bar is never at a scroll edge (scrolling content is not tracked).
    open var scrollEdgeAppearance: UITabBarAppearance?
    open var accessibilityIdentifier: String?

    /// The badge's text attributes per state.
    private var badgeAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// The tab bar showing the item, told of its changes.
    weak var bar: UITabBar?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        super.init()
        title = systemItem.title
        self.tag = tag
    }

    /// Sets the badge's text attributes for `state`.
    // Flipbook: kept — the badge is drawn as text in the title's font and colour.
    open func setBadgeTextAttributes(_ textAttributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        badgeAttributes[state.rawValue] = textAttributes
    }

    open func badgeTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        badgeAttributes[state.rawValue]
    }

    override func barItemDidChange() {
        itemDidChange()
    }

    private func itemDidChange() {
        bar?.itemsDidChange()
    }
}
