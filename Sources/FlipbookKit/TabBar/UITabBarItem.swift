//  UITabBarItem.swift — FlipbookKit
//  Mirrors UIKit.UITabBarItem. Status: complete but for appearance objects (badges are drawn as text).

import Foundation

/// One tab of a tab bar: its title, image and badge. A view controller's `tabBarItem` is the
/// one a tab bar controller shows for it.
open class UITabBarItem: NSObject {
    /// The system's tabs, each with UIKit's title (Flipbook draws no system glyphs).
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        /// Expected: the titles UIKit shows in English.
        var title: String {
            ["More", "Favorites", "Featured", "Top Rated", "Recents", "Contacts", "History", "Bookmarks", "Search",
             "Downloads", "Most Recent", "Most Viewed"][rawValue]
        }
    }

    open var title: String? { didSet { itemDidChange() } }
    open var image: UIImage? { didSet { itemDidChange() } }
    /// The image shown while the tab is selected (the `image` when nil).
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    open var tag = 0
    open var isEnabled = true { didSet { itemDidChange() } }
    /// Text in a badge at the image's top right; nil shows none.
    open var badgeValue: String? { didSet { itemDidChange() } }
    open var badgeColor: UIColor? { didSet { itemDidChange() } }
    open var accessibilityIdentifier: String?

    /// The tab bar showing the item, told of its changes.
    weak var bar: UITabBar?

    public override init() {
        super.init()
    }

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        super.init()
    }

    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        title = systemItem.title
        self.tag = tag
        super.init()
    }

    private func itemDidChange() {
        bar?.itemsDidChange()
    }
}
