//  UINavigationBar.swift — FlipbookKit
//  Mirrors UIKit.UINavigationBar. Status: partial (a stack of items, a centred title, a back button and one bar button item a side, moving as UIKit's do in a navigation controller's push and pop; no large titles or appearance objects).

import Foundation

/// The bar across the top of a navigation controller: the top item's title in the middle, a
/// back button to the item below it on the left, and the items' bar buttons.
///
/// As on iOS, the bar is 44 pt tall and sits under the status bar; its background reaches up
/// behind the status bar to the top of the screen, with a hairline along its bottom edge.
open class UINavigationBar: UIView {
    /// Expected: an iPhone 14/15 navigation bar is 44 pt tall under a 47 pt status bar.
    static let barHeight: CGFloat = 44
    static let statusBarHeight: CGFloat = 47
    /// Expected: the back button's title sits 8 pt from the leading edge.
    static let sideMargin: CGFloat = 8

    /// The items, bottom first; the last one is shown.
    open private(set) var items: [UINavigationItem]?
    /// The background colour (nil: the system background).
    open var barTintColor: UIColor? { didSet { backgroundView.backgroundColor = barTintColor ?? .systemBackground } }
    /// Whether the bar is see-through; a navigation controller's children extend under a
    /// translucent bar (see `edgesForExtendedLayout`), and stop at an opaque one.
    // Flipbook: drawn opaque either way (no blur of the content under it).
    open var isTranslucent = true { didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } } }

    /// The background behind the bar and the status bar above it.
    let backgroundView = UIView()
    /// The hairline along the bottom edge.
    let hairline = UIView()
    /// The top item's title.
    let titleLabel = UILabel()
    /// "‹ <title of the item below>", shown when there is one.
    let backButton = UIButton(type: .system)
    /// The top item's bar button items' buttons.
    private(set) var leftButton: UIButton?
    private(set) var rightButton: UIButton?
    /// Run when the back button is tapped (a navigation controller pops, animated).
    var backAction: (() -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundView.backgroundColor = .systemBackground
        backgroundView.isUserInteractionEnabled = false
        hairline.backgroundColor = .separator
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        backButton.titleLabel?.font = .systemFont(ofSize: 17)
        backButton.addAction(UIAction { [weak self] _ in self?.backAction?() }, for: .primaryActionTriggered)
        addSubview(backgroundView)
        addSubview(hairline)
        addSubview(titleLabel)
        addSubview(backButton)
        updateContent()
    }

    /// The item on top (shown).
    open var topItem: UINavigationItem? { items?.last }
    /// The item under the top one (the back button leads to it).
    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces the items (Flipbook: the change is not animated; in a navigation controller's
    /// push and pop the items move with the transition, `transitionItems`).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in self.items ?? [] where item.bar === self { item.bar = nil }
        self.items = items
        for item in items ?? [] { item.bar = self }
        updateContent()
    }

    /// Pushes `item` on top (Flipbook: not animated).
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems((items ?? []) + [item], animated: animated)
    }

    /// Pops the top item, returning it (Flipbook: not animated).
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var items, let top = items.popLast() else { return nil }
        setItems(items, animated: animated)
        return top
    }

    // MARK: Content and layout

    /// Shows the top item's title and buttons, then lays them out.
    func updateContent() {
        let top = topItem
        titleLabel.text = top?.displayedTitle
        if let back = backItem {
            backButton.setTitle("‹ " + (back.backButtonTitle ?? back.displayedTitle ?? "Back"), for: .normal)
        }
        backButton.isHidden = backItem == nil || top?.hidesBackButton == true || top?.leftBarButtonItem != nil
        leftButton = replaceButton(leftButton, for: top?.leftBarButtonItem)
        rightButton = replaceButton(rightButton, for: top?.rightBarButtonItem)
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// A button for `item` in place of `old`.
    private func replaceButton(_ old: UIButton?, for item: UIBarButtonItem?) -> UIButton? {
        old?.removeFromSuperview()
        guard let item else { return nil }
        item.bar = self
        let button = UIButton(type: .system)
        button.setTitle(item.title, for: .normal)
        button.setImage(item.image, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        if let tint = item.tintColor { button.tintColor = tint }
        button.isEnabled = item.isEnabled
        button.addAction(UIAction { [weak item, weak button] _ in item?.perform(from: button) }, for: .primaryActionTriggered)
        addSubview(button)
        return button
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = bounds.height
        backgroundView.frame = CGRect(x: 0, y: -Self.statusBarHeight, width: bounds.width, height: height + Self.statusBarHeight)
        // Flipbook: the hairline is one point (one pixel at Flipbook's scale of 1).
        hairline.frame = CGRect(x: 0, y: height, width: bounds.width, height: 1 / UIScreen.main.scale)
        var leading = Self.sideMargin
        var trailing = bounds.width - Self.sideMargin
        for button in [backButton.isHidden ? nil : backButton, leftButton].compactMap({ $0 }) {
            let size = button.sizeThatFits(.zero)
            button.frame = CGRect(x: leading, y: 0, width: size.width, height: height)
            leading += size.width + Self.sideMargin
        }
        if let rightButton {
            let size = rightButton.sizeThatFits(.zero)
            rightButton.frame = CGRect(x: trailing - size.width, y: 0, width: size.width, height: height)
            trailing -= size.width + Self.sideMargin
        }
        // The title is centred on the bar, narrowed to stay clear of the buttons.
        let titleSize = titleLabel.sizeThatFits(.zero)
        let room = max(min(bounds.midX - leading, trailing - bounds.midX), 0) * 2
        let width = min(titleSize.width, room)
        titleLabel.frame = CGRect(x: bounds.midX - width / 2, y: (height - titleSize.height) / 2,
                                  width: width, height: titleSize.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight)
    }
}
