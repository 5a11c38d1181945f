//  UITab.swift — FlipbookKit
//  Mirrors UIKit.UITab (iOS 18). Status: partial (a tab's title, image, badge and view controller
//  make a tab of a tab bar controller; sidebar-only members are left out).

import Foundation

/// One tab of a tab bar controller: what the tab bar shows for it, and the view controller it
/// shows when selected, made by a closure the first time it is needed.
///
///     UITabBarController(tabs: [
///         UITab(title: "Inbox", image: UIImage(systemName: "tray"), identifier: "inbox") { _ in InboxViewController() },
///     ])
open class UITab: NSObject {
    /// Where a tab goes when the tab bar and sidebar are both shown (iOS 18). Expected: raw values are UIKit's.
    public enum Placement: Int, Sendable {
        case automatic = 0
        case `default` = 1
        case optional = 2
        case movable = 3
        case pinned = 4
        case fixed = 5
        case sidebarOnly = 6
    }

    /// The tab's unique identifier in its tab bar controller.
    public let identifier: String
    open var title: String { didSet { updateTabBarItem() } }
    open var image: UIImage? { didSet { updateTabBarItem() } }
    open var subtitle: String?
    /// The badge shown on the tab's item.
    open var badgeValue: String? { didSet { updateTabBarItem() } }
    /// Whether the tab is left out of the tab bar.
    open var isHidden = false
    open var allowsHiding = false
    // Flipbook: kept — no sidebar.
    open var preferredPlacement: Placement = .automatic
    open var userInfo: Any?
    /// The group the tab belongs to, if any.
    open internal(set) weak var parent: UITabGroup?
    /// The tab bar controller showing the tab.
    open internal(set) weak var tabBarController: UITabBarController?

    private let viewControllerProvider: ((UITab) -> UIViewController)?
    private var viewControllerStorage: UIViewController?

    /// A tab titled `title` whose view controller `viewControllerProvider` makes when it is first needed.
    public init(title: String, image: UIImage?, identifier: String, viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.viewControllerProvider = viewControllerProvider
        super.init()
    }

    /// The tab's view controller, made by the provider the first time it is asked for (nil without one).
    open var viewController: UIViewController? {
        if viewControllerStorage == nil, let viewControllerProvider {
            let controller = viewControllerProvider(self)
            viewControllerStorage = controller
            updateTabBarItem()
        }
        return viewControllerStorage
    }

    /// The controller's tab bar item shows the tab's title, image and badge.
    private func updateTabBarItem() {
        guard let item = viewControllerStorage?.tabBarItem else { return }
        item.title = title
        item.image = image
        item.badgeValue = badgeValue
    }
}

/// A tab holding other tabs (iOS 18); the tab bar shows it as one tab.
// Flipbook: no sidebar — a group is a tab of the bar, its children are kept.
open class UITabGroup: UITab {
    /// The tabs in the group.
    open var children: [UITab] {
        didSet { for child in children { child.parent = self } }
    }
    /// The child selected in the group.
    open var selectedChild: UITab?
    /// The child tabs in the order shown (here: `children`).
    open var displayOrder: [String] { children.map(\.identifier) }

    public init(title: String, image: UIImage?, identifier: String, children: [UITab],
                viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        self.children = children
        super.init(title: title, image: image, identifier: identifier, viewControllerProvider: viewControllerProvider)
        for child in children { child.parent = self }
    }

    /// The child with `identifier`, searched through nested groups.
    open func tab(forIdentifier identifier: String) -> UITab? {
        for child in children {
            if child.identifier == identifier { return child }
            if let group = child as? UITabGroup, let found = group.tab(forIdentifier: identifier) { return found }
        }
        return nil
    }
}

/// A view shown above the tab bar (iOS 26), such as a now-playing bar.
// Flipbook: kept, not drawn — the tab bar draws no accessory.
open class UITabAccessory: NSObject {
    public let contentView: UIView

    public init(contentView: UIView) {
        self.contentView = contentView
        super.init()
    }
}
