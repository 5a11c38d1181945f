//  UITabBar.swift — FlipbookKit
//  Mirrors UIKit.UITabBar. Status: partial (items in equal slots, tinted when selected, tappable;
//  no customizing, no appearance objects).

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

    /// The items, leading first.
    open private(set) var items: [UITabBarItem]?
    open var selectedItem: UITabBarItem? { didSet { updateContent() } }
    open weak var delegate: UITabBarDelegate?
    /// The colour of unselected items (nil: the system gray).
    open var unselectedItemTintColor: UIColor? { didSet { updateContent() } }
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? Self.defaultBackground } }
    /// Whether the bar is see-through (stored only: Flipbook draws it opaque).
    open var isTranslucent = true

    /// Expected: UIKit's default bar background (light mode).
    static let defaultBackground = UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 1)

    private let hairline = UIView()
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
        addSubview(hairline)
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in self.items ?? [] where item.bar === self { item.bar = nil }
        self.items = items
        for item in items ?? [] { item.bar = self }
        if let selectedItem, !(items ?? []).contains(where: { $0 === selectedItem }) { self.selectedItem = nil }
        itemsDidChange()
    }

    func itemsDidChange() {
        for button in buttons { button.removeFromSuperview() }
        buttons = (items ?? []).map { item in
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

    /// Each button's title, image and tint for the selection.
    private func updateContent() {
        for (item, button) in zip(items ?? [], buttons) {
            let selected = item === selectedItem
            var title = item.title ?? ""
            if let badge = item.badgeValue { title += " (\(badge))" }
            button.setTitle(title, for: .normal)
            button.setImage(selected ? item.selectedImage ?? item.image : item.image, for: .normal)
            button.tintColor = selected ? tintColor : unselectedItemTintColor ?? .systemGray
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
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / UIScreen.main.scale)
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.barHeight)
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
