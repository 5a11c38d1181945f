//  UITabBar.swift — FlipbookKit
//  Mirrors UIKit.UITabBar. Status: partial (items in equal slots or centred, tinted when selected,
//  tappable; appearances draw the background, shadow and item colours; no customizing sheet).

import Foundation

/// The bar of tabs along the bottom of a tab bar controller: each item's image over its title in
/// an equal share of the width, the selected one tinted. A tap on an item selects it.
///
/// Flipbook: as on a 390×844 pt iPhone, the bar is 49 pt tall above the 34 pt home-indicator
/// area, which its background reaches down over; a hairline runs along its top.
open class UITabBar: UIView {
    /// Expected: an iPhone 14/15 tab bar is 49 pt tall over a 34 pt bottom safe area.
    static let barHeight: CGFloat = 49
    static let bottomInset: CGFloat = 34

    /// The items, leading first. Setting them is `setItems(_:animated:)`, not animated.
    open var items: [UITabBarItem]? {
        get { itemList }
        set { setItems(newValue, animated: false) }
    }
    private var itemList: [UITabBarItem]?
    open var selectedItem: UITabBarItem? { didSet { updateContent() } }
    open weak var delegate: UITabBarDelegate?
    /// The colour of unselected items (nil: the system gray).
    open var unselectedItemTintColor: UIColor? { didSet { updateContent() } }
    /// The background colour of a bar whose appearance has a default background.
    open var barTintColor: UIColor? { didSet { updateContent() } }
    // Flipbook: `.black` is drawn as an opaque black background.
    open var barStyle: UIBarStyle = .default { didSet { updateContent() } }
    /// How the bar draws; the selected item's appearance wins over it (UIKit's `@NSCopying`: set copies).
    open var standardAppearance = UITabBarAppearance() {
        didSet { standardAppearance = standardAppearance.copy(); updateContent() }
    }
    // Flipbook: the bar is never at a scroll edge (scrolling content is not tracked): `standardAppearance` is drawn.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copy() }
    }
    /// An image filling the bar's background.
    open var backgroundImage: UIImage? { didSet { updateContent() } }
    /// An image drawn behind the selected item.
    open var selectionIndicatorImage: UIImage? { didSet { updateContent() } }
    /// The image along the top edge in place of the hairline (UIKit docs: shown only with a custom background image).
    open var shadowImage: UIImage? { didSet { updateContent() } }
    /// How the items are laid out across the bar.
    open var itemPositioning: ItemPositioning = .automatic { didSet { setNeedsLayout() } }
    /// The space between centred items (0: Flipbook packs them edge to edge).
    open var itemSpacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// The width of centred items (0: each is as wide as its title or image).
    open var itemWidth: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Whether the customizing sheet is up (between `beginCustomizingItems` and `endCustomizing`).
    open private(set) var isCustomizing = false

    /// How a tab bar lays its items out. Expected: raw values are UIKit's.
    public enum ItemPositioning: Int, Sendable {
        /// An iPhone's: filling the width.
        case automatic = 0
        /// Equal slots filling the width.
        case fill = 1
        /// Packed in the middle, `itemWidth` wide and `itemSpacing` apart.
        case centered = 2
    }
    /// Whether the bar is see-through (stored only: Flipbook draws it opaque).
    open var isTranslucent = true

    /// Expected: UIKit's default bar background (light mode).
    static let defaultBackground = UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 1)

    private let hairline = UIImageView()
    private let backgroundImageView = UIImageView()
    private let selectionIndicatorView = UIImageView()
    private var buttons: [UIButton] = []
    /// Run when the user taps an item (a tab bar controller asks its delegate, then selects).
    var selectAction: ((UITabBarItem) -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = Self.defaultBackground
        hairline.backgroundColor = .separator
        hairline.isUserInteractionEnabled = false
        for view in [backgroundImageView, selectionIndicatorView] {
            view.isUserInteractionEnabled = false
            view.isHidden = true
            addSubview(view)
        }
        addSubview(hairline)
    }

    /// Shows the customizing sheet for `items` (Flipbook: no sheet is drawn; the bar only notes
    /// that it is customizing).
    open func beginCustomizingItems(_ items: [UITabBarItem]) {
        isCustomizing = true
    }

    /// Ends customizing; returns whether the items changed (never, here: there is no sheet to change them).
    @discardableResult
    open func endCustomizing(animated: Bool) -> Bool {
        isCustomizing = false
        return false
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in itemList ?? [] where item.bar === self { item.bar = nil }
        itemList = items
        for item in items ?? [] { item.bar = self }
        if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        itemsDidChange()
    }

    func itemsDidChange() {
        for button in buttons { button.removeFromSuperview() }
        buttons = (itemList ?? []).map { item in
            let button = UIButton(type: .system)
            button.accessibilityIdentifier = item.accessibilityIdentifier ?? item.title.map { "tab \($0)" }
            button.titleLabel?.font = .systemFont(ofSize: 10, weight: .medium)
            button.addAction(UIAction { [weak self, weak item] _ in
                guard let self, let item, item.isEnabled else { return }
                // A tab bar controller's bar is its own: the controller asks its delegate and selects.
                if let selectAction { return selectAction(item) }
                selectedItem = item
                delegate?.tabBar(self, didSelect: item)
            }, for: .primaryActionTriggered)
            addSubview(button)
            return button
        }
        updateContent()
    }

    /// The appearance drawn: the selected item's, else the bar's.
    // Flipbook: the bar is never at a scroll edge, so `scrollEdgeAppearance` is never the one drawn.
    var appearanceForDrawing: UITabBarAppearance { selectedItem?.standardAppearance ?? standardAppearance }

    /// The background, shadow and each button's title, image and colours for the selection.
    private func updateContent() {
        let appearance = appearanceForDrawing
        backgroundColor = appearance.drawnBackgroundColor(tint: barTintColor ?? (barStyle != .default ? .black : Self.defaultBackground))
        let background = appearance.backgroundImage ?? backgroundImage
        backgroundImageView.image = background
        backgroundImageView.contentMode = appearance.backgroundImageContentMode
        backgroundImageView.isHidden = background == nil
        // UIKit docs (shadowImage): a custom shadow image shows only with a custom background image.
        let shadow = appearance.shadowImage ?? (backgroundImage != nil ? shadowImage : nil)
        hairline.image = shadow
        hairline.backgroundColor = shadow == nil ? appearance.drawnShadowColor : .clear
        hairline.isHidden = shadow == nil && appearance.drawnShadowColor == nil
        let indicator = appearance.selectionIndicatorImage ?? selectionIndicatorImage
        selectionIndicatorView.image = indicator
        selectionIndicatorView.tintColor = appearance.selectionIndicatorTintColor
        selectionIndicatorView.isHidden = indicator == nil || selectedItem == nil

        let layout = appearance.stackedLayoutAppearance
        for (item, button) in zip(itemList ?? [], buttons) {
            let selected = item === selectedItem
            let state = !item.isEnabled ? layout.disabled : selected ? layout.selected : layout.normal
            var title = item.title ?? ""
            if let badge = item.badgeValue { title += " (\(badge))" }
            button.setTitle(title, for: .normal)
            button.setImage(selected ? item.selectedImage ?? item.image : item.image, for: .normal)
            button.tintColor = state.iconColor ?? (selected ? tintColor : unselectedItemTintColor ?? .systemGray)
            let attributes = (item.resolvedTitleAttributes(for: selected ? .selected : .normal) ?? [:])
                .merging(state.titleTextAttributes) { mine, _ in mine }
            button.titleLabel?.font = attributes[.font] as? UIFont ?? .systemFont(ofSize: 10, weight: .medium)
            button.setTitleColor(attributes[.foregroundColor] as? UIColor, for: .normal)
            button.isEnabled = item.isEnabled
        }
        setNeedsLayout()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundImageView.frame = bounds
        let shadowHeight = hairline.image.map { max($0.size.height, 1 / UIScreen.main.scale) } ?? 1 / UIScreen.main.scale
        hairline.frame = CGRect(x: 0, y: -(shadowHeight - 1 / UIScreen.main.scale), width: bounds.width, height: shadowHeight)
        guard !buttons.isEmpty else { return }
        let appearance = appearanceForDrawing
        let positioning = appearance.stackedItemPositioning != .automatic ? appearance.stackedItemPositioning : itemPositioning
        let frames: [CGRect]
        if positioning == .centered {
            // Centred: each `itemWidth` wide (0: as wide as it needs), `itemSpacing` apart, the row in the middle.
            let width = appearance.stackedItemWidth > 0 ? appearance.stackedItemWidth : itemWidth
            let spacing = appearance.stackedItemSpacing > 0 ? appearance.stackedItemSpacing : itemSpacing
            let widths = buttons.map { width > 0 ? width : $0.sizeThatFits(.zero).width }
            var x = (bounds.width - widths.reduce(0, +) - spacing * CGFloat(buttons.count - 1)) / 2
            frames = widths.map { itemWidth in
                defer { x += itemWidth + spacing }
                return CGRect(x: x, y: 0, width: itemWidth, height: Self.barHeight)
            }
        } else {
            let width = bounds.width / CGFloat(buttons.count)
            frames = buttons.indices.map { CGRect(x: CGFloat($0) * width, y: 0, width: width, height: Self.barHeight) }
        }
        for ((button, frame), item) in zip(zip(buttons, frames), itemList ?? []) {
            button.frame = frame.offsetBy(dx: item.titlePositionAdjustment.horizontal, dy: item.titlePositionAdjustment.vertical)
            if item === selectedItem { selectionIndicatorView.frame = frame }
        }
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight + Self.bottomInset)
    }
}

/// Told when the user selects an item of a tab bar.
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
