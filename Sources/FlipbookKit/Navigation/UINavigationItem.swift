//  UINavigationItem.swift — FlipbookKit
//  Mirrors UIKit.UINavigationItem. Status: partial (title, title view, subtitle, back button and
//  bar button items and groups are drawn; prompts, large titles, search bars, menus and
//  documents are kept, not drawn).

import Foundation

/// What a navigation bar shows while its controller is on top: the title (or a title view), the
/// back button that leads back to it, and the bar button items at either side.
///
/// Every view controller has one (`UIViewController.navigationItem`); change it to change the bar.
open class UINavigationItem: NSObject {
    // MARK: Title

    /// The title in the middle of the bar. With none, the bar shows the controller's `title`.
    open var title: String? { didSet { itemDidChange() } }
    /// The title with text attributes; the bar draws its string with the first run's font and colour.
    open var attributedTitle: NSAttributedString? { didSet { itemDidChange() } }
    /// A line under the title (iOS 26), drawn smaller.
    open var subtitle: String? { didSet { itemDidChange() } }
    open var attributedSubtitle: NSAttributedString? { didSet { itemDidChange() } }
    /// A view in place of the subtitle (iOS 26).
    open var subtitleView: UIView? { didSet { itemDidChange() } }
    /// A view shown in the middle of the bar in place of the title, centred and kept clear of the buttons.
    open var titleView: UIView? { didSet { itemDidChange() } }
    /// A line of text above the title.
    // Flipbook: kept, not drawn — UIKit makes the bar 30 pt taller for it; Flipbook's bar stays 44 pt.
    open var prompt: String?
    /// The menu the title shows when tapped (iOS 16).
    // Flipbook: kept — no menus are shown.
    open var titleMenuProvider: (([UIMenuElement]) -> UIMenu?)?

    // MARK: Large titles

    /// When the bar shows a large title for this item. Expected: raw values are UIKit's.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0
        case always = 1
        case never = 2
        /// iOS 17: the title in the bar's middle, never large.
        case inline = 3
    }

    // Flipbook: the large-title members are kept — the bar has no large titles (it stays 44 pt tall).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var largeTitle: String?
    open var largeSubtitle: String?
    open var largeAttributedSubtitle: NSAttributedString?
    open var largeSubtitleView: UIView?

    // MARK: Navigation style

    /// How the bar arranges the item (iOS 16). Expected: raw values are UIKit's.
    public enum ItemStyle: Int, Sendable {
        case navigator = 0
        case browser = 1
        case editor = 2
    }

    // Flipbook: kept — every item is laid out in the navigator style (UIKit's iPhone layout for the others too).
    open var style: ItemStyle = .navigator
    /// Run by the back button in place of popping (iOS 16). UIKit docs: replaces the back
    /// button's action without changing its look, or makes a back button from the action's title.
    open var backAction: UIAction? { didSet { itemDidChange() } }

    // MARK: Back button

    /// How the back button leading back to this item takes its title. Expected: raw values are UIKit's.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// `backButtonTitle`, else `title`, else "Back".
        case `default` = 0
        /// "Back".
        case generic = 1
        /// No title: the indicator alone.
        case minimal = 2
    }

    /// The item whose title and image the back button takes while this item is under the top one.
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemDidChange() } }
    /// The title of the back button shown while a controller above this one is on top
    /// (nil: this item's title, else "Back").
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { itemDidChange() } }
    /// Whether the bar hides the back button while this item is on top.
    open var hidesBackButton = false { didSet { itemDidChange() } }
    /// Whether the left items go after the back button instead of replacing it.
    open var leftItemsSupplementBackButton = false { didSet { itemDidChange() } }

    // MARK: Bar button items

    /// The groups at the leading edge; `leftBarButtonItems` are their items (one fixed group when set).
    open var leadingItemGroups: [UIBarButtonItemGroup] = [] {
        didSet { adopt(leadingItemGroups, replacing: oldValue) }
    }
    /// The groups in the middle (iPadOS).
    // Flipbook: kept, not drawn — on an iPhone UIKit moves centre groups to the overflow menu, which Flipbook does not show.
    open var centerItemGroups: [UIBarButtonItemGroup] = []
    /// The groups at the trailing edge; `rightBarButtonItems` are their items, the first rightmost.
    open var trailingItemGroups: [UIBarButtonItemGroup] = [] {
        didSet { adopt(trailingItemGroups, replacing: oldValue) }
    }
    /// A group always at the trailing end (iOS 26), after the trailing groups.
    open var pinnedTrailingGroup: UIBarButtonItemGroup? {
        didSet { adopt(pinnedTrailingGroup.map { [$0] } ?? [], replacing: oldValue.map { [$0] } ?? []) }
    }
    // Flipbook: kept — no bar customization.
    open var customizationIdentifier: String?
    // Flipbook: kept — no overflow menu is shown.
    open var additionalOverflowItems: UIDeferredMenuElement?

    /// The buttons at the leading edge, left to right; they replace the back button unless
    /// `leftItemsSupplementBackButton` is true.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { Self.items(of: leadingItemGroups) }
        set { leadingItemGroups = newValue.map { [UIBarButtonItemGroup.fixedGroup(items: $0)] } ?? [] }
    }
    /// The first of `leftBarButtonItems`; setting it replaces that first item (UIKit docs).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = Self.replacingFirst(of: leftBarButtonItems, with: newValue) }
    }
    /// The buttons at the trailing edge, right to left: the first is the rightmost.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { Self.items(of: trailingItemGroups) }
        set { trailingItemGroups = newValue.map { [UIBarButtonItemGroup.fixedGroup(items: $0)] } ?? [] }
    }
    /// The first (rightmost) of `rightBarButtonItems`; setting it replaces that first item (UIKit docs).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = Self.replacingFirst(of: rightBarButtonItems, with: newValue) }
    }

    /// UIKit docs (leftBarButtonItem, rightBarButtonItem): a new item replaces the first; one
    /// already in the array moves to the front; nil removes the first.
    private static func replacingFirst(of items: [UIBarButtonItem]?, with item: UIBarButtonItem?) -> [UIBarButtonItem]? {
        var items = items ?? []
        if let item, let index = items.firstIndex(where: { $0 === item }) {
            items.remove(at: index)
            items.insert(item, at: 0)
        } else if let item {
            if items.isEmpty { items = [item] } else { items[0] = item }
        } else if !items.isEmpty {
            items.removeFirst()
        }
        return items.isEmpty ? nil : items
    }

    // MARK: Search

    /// Where the search bar goes (iOS 16). Expected: raw values are UIKit's.
    public enum SearchBarPlacement: Int, Sendable {
        case automatic = 0
        case inline = 1
        case stacked = 2
        case integrated = 3
        case integratedButton = 4
        case integratedCentered = 5
    }

    // Flipbook: the search members are kept — no search bar is drawn (see `UISearchController`).
    open var searchController: UISearchController?
    open var hidesSearchBarWhenScrolling = true
    open var preferredSearchBarPlacement: SearchBarPlacement = .automatic
    /// Where the search bar is: `.stacked` under the bar on an iPhone when there is a search controller.
    open var searchBarPlacement: SearchBarPlacement {
        guard searchController != nil else { return .automatic }
        return preferredSearchBarPlacement == .automatic ? .stacked : preferredSearchBarPlacement
    }
    open var searchBarPlacementAllowsToolbarIntegration = false
    open var searchBarPlacementAllowsExternalIntegration = false
    /// A bar button item that shows the search field when tapped (iOS 26); here it does nothing.
    open private(set) lazy var searchBarPlacementBarButtonItem = UIBarButtonItem(barButtonSystemItem: .search, target: nil, action: nil)

    // MARK: Appearance

    /// How the bar draws while this item is on top, over the bar's own appearances.
    open var standardAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { itemDidChange() } }

    /// The controller this is the navigation item of (set when `navigationItem` makes it).
    weak var owner: UIViewController?
    /// The bar showing this item, to be told when it changes.
    weak var bar: UINavigationBar?

    public override init() {
        super.init()
    }

    /// An item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Items are built in code here; there are no nibs to decode.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Hides or shows the back button (Flipbook: the change is not animated).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Sets the leading buttons (Flipbook: the change is not animated).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets the leading button (Flipbook: the change is not animated).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Sets the trailing buttons (Flipbook: the change is not animated).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    /// Sets the trailing button (Flipbook: the change is not animated).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    // MARK: - What the bar draws

    /// The title the bar shows: the attributed title's string, this item's title, else its controller's.
    var displayedTitle: String? { attributedTitle?.string ?? title ?? owner?.title }

    /// The subtitle the bar shows, if any.
    var displayedSubtitle: String? { attributedSubtitle?.string ?? subtitle }

    /// The title the back button shows while this item is under the top one (UIKit docs on
    /// `BackButtonDisplayMode`: backButtonTitle, then title, then "Back"; `.minimal`: none).
    var backButtonLabel: String {
        if let backBarButtonItem { return backBarButtonItem.title ?? "" }
        switch backButtonDisplayMode {
        case .default: return backButtonTitle ?? displayedTitle ?? "Back"
        case .generic: return "Back"
        case .minimal: return ""
        }
    }

    /// The leading items shown: those of the groups not hidden, without hidden items.
    var shownLeftItems: [UIBarButtonItem] { Self.shownItems(of: leadingItemGroups) }
    /// The trailing items shown, the rightmost first (the pinned group's come first, at the edge).
    var shownRightItems: [UIBarButtonItem] {
        Self.shownItems(of: (pinnedTrailingGroup.map { [$0] } ?? []) + trailingItemGroups)
    }

    private static func items(of groups: [UIBarButtonItemGroup]) -> [UIBarButtonItem]? {
        let items = groups.flatMap(\.barButtonItems)
        return items.isEmpty ? nil : items
    }

    private static func shownItems(of groups: [UIBarButtonItemGroup]) -> [UIBarButtonItem] {
        groups.filter { !$0.isHidden }.flatMap(\.barButtonItems).filter { !$0.isHidden }
    }

    private func adopt(_ groups: [UIBarButtonItemGroup], replacing old: [UIBarButtonItemGroup]) {
        for group in old where group.owner === self { group.owner = nil }
        for group in groups { group.owner = self }
        itemDidChange()
    }

    func itemGroupsDidChange() {
        itemDidChange()
    }

    func itemDidChange() {
        bar?.updateContent()
    }
}
