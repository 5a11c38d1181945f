//  UIBarButtonItem.swift — FlipbookKit
//  Mirrors UIKit.UIBarButtonItem. Status: partial (titled, image, custom-view and system buttons,
//  spaces, widths, tint and selection are drawn; system items show their name; menus, background
//  images and symbol effects are kept, not shown).

import Foundation

/// A button on a navigation bar: a title or image, and what to do when it is tapped.
///
///     navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Done", primaryAction: UIAction { _ in save() })
///     navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(edit))
///
/// A tap sends the action through `UIApplication.shared.sendAction(_:to:from:for:)` with the item
/// as the sender; a nil target sends it up the responder chain — from the first responder, or,
/// with none, from the bar's button showing the item (Flipbook's choice: UIKit does not say).
/// Flipbook also takes a method reference for the action (`action: Self.edit`).
open class UIBarButtonItem: UIBarItem {
    /// How the button draws. Expected: raw values are UIKit's.
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, message: "Use .plain")
        case bordered = 1
        /// A bold title, for the button that ends an editing task.
        case done = 2
    }

    open var style: Style = .plain { didSet { itemDidChange() } }
    /// The colour of the item's title and image (nil: the bar's tint colour).
    open var tintColor: UIColor? { didSet { itemDidChange() } }
    /// The item's width; 0 or less sizes it to its title or image (UIKit docs), and a
    /// `.fixedSpace` item is this wide.
    open var width: CGFloat = 0 { didSet { itemDidChange() } }
    /// A view the bar shows in place of a button (its taps are the view's own).
    open var customView: UIView? { didSet { itemDidChange() } }
    /// The titles the item may show, for sizing it to the widest.
    // Flipbook: kept — the item is as wide as the title it shows.
    open var possibleTitles: Set<String>?
    /// Whether the item is drawn selected (iOS 15).
    open var isSelected = false { didSet { itemDidChange() } }
    /// Whether the bar leaves the item out (iOS 16).
    open var isHidden = false { didSet { itemDidChange() } }
    /// Whether a tap toggles `isSelected` before the action runs (iOS 15).
    open var changesSelectionAsPrimaryAction = false
    // Flipbook: kept — no Liquid Glass backgrounds are drawn (iOS 26).
    open var hidesSharedBackground = false
    open var sharesBackground = true
    /// A badge on the item (iOS 26).
    // Flipbook: kept, not drawn.
    open var badge: Badge?

    // MARK: Menus
    // Flipbook: kept — no menu is shown; a tap runs the primary action, or the target and action.
    open var menu: UIMenu?
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic
    open var menuRepresentation: UIMenuElement?

    /// The group the item belongs to, if any (iOS 16).
    open internal(set) weak var buttonGroup: UIBarButtonItemGroup?

    // Flipbook: symbol effects are kept as a flag — symbol images are drawn still.
    open var isSymbolAnimationEnabled = false
    /// The action run when the button is tapped (iOS 14); its title is used when the item has none.
    /// UIKit docs: "If this property has a non-nil value, the system ignores the item's target and
    /// action properties."
    open var primaryAction: UIAction? { didSet { itemDidChange() } }

    /// The object sent `action` when the item is tapped; nil sends it up the responder chain.
    open weak var target: AnyObject?
    /// The selector sent to `target` when the item is tapped; nil sends nothing (UIKit docs).
    open var action: Selector?

    /// A method reference of `target`'s, run when `action` is nil (Flipbook's form of target–action).
    private var targetAction: ((UIBarButtonItem) -> Void)?
    /// The bar showing this item, to be told when it changes.
    weak var bar: UINavigationBar?
    /// The system item it was made as, if any (spaces take room and show nothing).
    private(set) var systemItem: SystemItem?
    /// Background images and position adjustments, per state, style and bar metrics.
    private var backgroundImages: [String: UIImage] = [:]
    private var adjustments: [String: UIOffset] = [:]

    public required override init() {
        super.init()
    }

    /// A button with a title or image that runs `primaryAction` when tapped, or shows `menu` (iOS 14).
    ///
    /// With no title, the item takes the action's (UIKit docs: "the title and image of the action").
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title ?? (primaryAction.map(\.title).flatMap { $0.isEmpty ? nil : $0 })
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A button that runs `primaryAction` when tapped, titled with its title and image (iOS 14).
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// A button with a title or image that sends `action` to `target` when tapped, or shows `menu` (iOS 16).
    public convenience init(title: String? = nil, image: UIImage? = nil, target: AnyObject? = nil, action: Selector? = nil,
                            menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.target = target
        self.action = action
        self.menu = menu
    }

    /// One of the system's buttons that runs `primaryAction` when tapped, or shows `menu` (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        configure(as: systemItem)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// An image button with another image for a landscape iPhone's compact bar.
    // Flipbook: the landscape image is kept, never drawn (the previewer's screen does not rotate).
    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// An item showing `customView` in the bar in place of a button.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A space `width` points wide between items (iOS 14).
    open class func fixedSpace(_ width: CGFloat) -> Self {
        let item = Self()
        item.configure(as: .fixedSpace)
        item.width = width
        return item
    }

    /// A space taking the room left between items (iOS 14).
    // Flipbook: in a navigation bar the items of a side are packed from its edge, so a flexible space takes no room.
    open class func flexibleSpace() -> Self {
        let item = Self()
        item.configure(as: .flexibleSpace)
        return item
    }

    /// A titled button that sends `action` to `target` (the responder chain, for nil) when tapped.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = ObjCRuntime.unwrapped(target).map { $0 as AnyObject }
        self.action = action
    }

    /// An image button that sends `action` to `target` when tapped.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = ObjCRuntime.unwrapped(target).map { $0 as AnyObject }
        self.action = action
    }

    /// One of the system's buttons that sends `action` to `target` when tapped.
    // Flipbook: draws no system glyphs — every item shows its name (`SystemItem.title`); `.done`
    // and `.save` are bold, as on iOS; the spaces show nothing.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        configure(as: systemItem)
        self.target = ObjCRuntime.unwrapped(target).map { $0 as AnyObject }
        self.action = action
    }

    /// Items are built in code here; there are no nibs to decode.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // Flipbook: draws no system glyphs — every item shows its name (`SystemItem.title`); `.done`
    // and `.save` are bold, as on iOS; the spaces show nothing.
    private func configure(as systemItem: SystemItem) {
        self.systemItem = systemItem
        title = systemItem.title
        style = systemItem == .done || systemItem == .save ? .done : .plain
    }

    /// Whether the item is a space (it takes room and shows nothing).
    var isSpace: Bool { systemItem == .fixedSpace || systemItem == .flexibleSpace }

    /// A badge on a bar button item (iOS 26).
    public struct Badge: Hashable, Sendable {
        /// The text shown (nil: a dot).
        let text: String?
        public var foregroundColor: UIColor?
        public var backgroundColor: UIColor?
        public var font: UIFont?

        private init(text: String?) { self.text = text }

        /// A badge showing `count`.
        public static func count(_ count: Int) -> Badge { Badge(text: String(count)) }
        /// A badge showing `string`.
        public static func string(_ string: String) -> Badge { Badge(text: string) }
        /// A dot with no text.
        public static func indicator() -> Badge { Badge(text: nil) }
    }

    /// The system's buttons. Expected: raw values are UIKit's (`.done` = 0 … `.close` = 24).
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
        /// Deprecated in UIKit.
        case pageCurl
        case close

        /// What Flipbook shows for the item: UIKit's English title, or the name of its glyph.
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .add: "Add"
            case .flexibleSpace, .fixedSpace: nil
            case .compose: "Compose"
            case .reply: "Reply"
            case .action: "Share"
            case .organize: "Organize"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .refresh: "Refresh"
            case .stop: "Stop"
            case .camera: "Camera"
            case .trash: "Delete"
            case .play: "Play"
            case .pause: "Pause"
            case .rewind: "Rewind"
            case .fastForward: "Fast Forward"
            case .undo: "Undo"
            case .redo: "Redo"
            case .pageCurl: "Page Curl"
            case .close: "Close"
            }
        }
    }

    // MARK: - Flipbook addition: method references for actions

    /// A titled button that calls `action` on `target` when tapped, as `init(title:style:target:action:)`
    /// does with a selector: `UIBarButtonItem(title: "Edit", style: .plain, target: self, action: Self.edit)`.
    public convenience init<T: AnyObject>(title: String?, style: Style, target: T, action: @escaping (T) -> () -> Void) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        targetAction = { [weak target] _ in if let target { action(target)() } }
    }

    /// As `init(title:style:target:action:)`, with an action taking the item as its sender.
    public convenience init<T: AnyObject>(title: String?, style: Style, target: T,
                                          action: @escaping (T) -> (UIBarButtonItem) -> Void) {
        self.init()
        self.title = title
        self.style = style
        self.target = target
        targetAction = { [weak target] item in if let target { action(target)(item) } }
    }

    // MARK: - Flipbook addition

    /// A titled button that runs `handler` when tapped.
    public convenience init(title: String?, style: Style = .plain, handler: @escaping (UIBarButtonItem) -> Void) {
        self.init()
        self.title = title
        self.style = style
        targetAction = handler
    }

    // MARK: Groups

    /// A fixed group of this item alone (iOS 16).
    open func creatingFixedGroup() -> UIBarButtonItemGroup {
        .fixedGroup(items: [self])
    }

    /// A movable group of this item alone (iOS 16).
    open func creatingMovableGroup(customizationIdentifier: String) -> UIBarButtonItemGroup {
        .movableGroup(customizationIdentifier: customizationIdentifier, items: [self])
    }

    /// An optional group of this item alone (iOS 16).
    open func creatingOptionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true) -> UIBarButtonItemGroup {
        .optionalGroup(customizationIdentifier: customizationIdentifier, isInDefaultCustomization: isInDefaultCustomization, items: [self])
    }

    // MARK: Symbol effects (iOS 17)

    // Flipbook: symbol effects are not drawn: the image stays still.
    open func addSymbolEffect(_ symbolEffect: some DiscreteSymbolEffect & SymbolEffect, options: SymbolEffectOptions = .default,
                              animated: Bool = true) {}

    // Flipbook: there are no effects to remove (see `addSymbolEffect`).
    open func removeAllSymbolEffects(options: SymbolEffectOptions = .default, animated: Bool = true) {}

    /// Replaces the image (Flipbook: at once, without the symbol transition).
    open func setSymbolImage(_ image: UIImage, contentTransition: some ContentTransitionSymbolEffect & SymbolEffect,
                             options: SymbolEffectOptions = .default) {
        self.image = image
    }

    // MARK: Appearance per state and bar metrics
    // Flipbook: background images are kept, not drawn; title position adjustments for `.default`
    // metrics move the item's title (the bar is never compact).

    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages["\(state.rawValue)-\(barMetrics.rawValue)"] = backgroundImage
    }

    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages["\(state.rawValue)-\(barMetrics.rawValue)"]
    }

    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) {
        backgroundImages["\(state.rawValue)-\(style.rawValue)-\(barMetrics.rawValue)"] = backgroundImage
    }

    open func backgroundImage(for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages["\(state.rawValue)-\(style.rawValue)-\(barMetrics.rawValue)"]
    }

    open func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        adjustments["background-\(barMetrics.rawValue)"] = UIOffset(horizontal: 0, vertical: adjustment)
    }

    open func backgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        adjustments["background-\(barMetrics.rawValue)"]?.vertical ?? 0
    }

    /// Moves the title by `adjustment` in bars of `barMetrics`.
    open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        adjustments["title-\(barMetrics.rawValue)"] = adjustment
        itemDidChange()
    }

    open func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        adjustments["title-\(barMetrics.rawValue)"] ?? .zero
    }

    open func setBackButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        backgroundImages["back-\(state.rawValue)-\(barMetrics.rawValue)"] = backgroundImage
    }

    open func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages["back-\(state.rawValue)-\(barMetrics.rawValue)"]
    }

    open func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        adjustments["back-title-\(barMetrics.rawValue)"] = adjustment
    }

    open func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        adjustments["back-title-\(barMetrics.rawValue)"] ?? .zero
    }

    open func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        adjustments["back-background-\(barMetrics.rawValue)"] = UIOffset(horizontal: 0, vertical: adjustment)
    }

    open func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        adjustments["back-background-\(barMetrics.rawValue)"]?.vertical ?? 0
    }

    /// Runs the item's action, as a tap on `button` (the bar's button showing it) does: the
    /// primary action if there is one, else the target and action.
    func perform(from button: UIView? = nil) {
        guard isEnabled else { return }
        // UIKit docs (changesSelectionAsPrimaryAction): the selection toggles before the action runs.
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        if let primaryAction {
            primaryAction.perform(sender: self)
        } else if let action {
            UIApplication.shared.sendAction(action, to: target, from: self, for: UIEvent(), chainStart: button)
        } else {
            targetAction?(self)
        }
    }

    override func barItemDidChange() {
        itemDidChange()
    }

    private func itemDidChange() {
        bar?.updateContent()
    }
}
