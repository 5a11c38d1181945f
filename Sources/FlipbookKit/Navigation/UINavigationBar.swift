//  UINavigationBar.swift — FlipbookKit
//  Mirrors UIKit.UINavigationBar. Status: partial (a stack of items, a centred title or title view, a back button and bar button items, moving as UIKit's do in a navigation controller's push and pop; appearances draw the background, shadow and title; no large titles or prompts).

import Foundation

/// The bar across the top of a navigation controller: the top item's title in the middle, a
/// back button to the item below it on the left, and the items' bar buttons.
///
/// As on iOS, the bar is 44 pt tall and sits under the status bar; its background reaches up
/// behind the status bar to the top of the screen, with a hairline along its bottom edge.
open class UINavigationBar: UIView, UIBarPositioning {
    /// Expected: an iPhone 14/15 navigation bar is 44 pt tall under a 47 pt status bar.
    static let barHeight: CGFloat = 44
    static let statusBarHeight: CGFloat = 47
    /// Expected: the back button's title sits 8 pt from the leading edge.
    static let sideMargin: CGFloat = 8

    /// The items, bottom first; the last one is shown. Setting them is `setItems(_:animated:)`, not animated.
    open var items: [UINavigationItem]? {
        get { itemStack }
        set { setItems(newValue, animated: false) }
    }
    private var itemStack: [UINavigationItem]?
    /// The background colour (nil: the system background) of a bar whose appearance has a default background.
    open var barTintColor: UIColor? { didSet { appearanceDidChange() } }
    /// Whether the bar is see-through; a navigation controller's children extend under a
    /// translucent bar (see `edgesForExtendedLayout`), and stop at an opaque one.
    // Flipbook: drawn opaque either way (no blur of the content under it).
    open var isTranslucent = true { didSet { if isTranslucent != oldValue { superview?.setNeedsLayout() } } }

    /// Told of pushes and pops of a bar that no navigation controller manages.
    open weak var delegate: UINavigationBarDelegate?
    /// The bar's style: `.black` draws a black bar with white text when no appearance or tint colour says otherwise.
    // Flipbook: `.black` is drawn as an opaque black background and a white title.
    open var barStyle: UIBarStyle = .default { didSet { appearanceDidChange() } }
    // Flipbook: kept — the bar has no large titles (it stays 44 pt tall).
    open var prefersLargeTitles = false

    /// How the bar draws; the top item's appearances win over these (UIKit's `@NSCopying`: set copies).
    open var standardAppearance = UINavigationBarAppearance() {
        didSet { standardAppearance = standardAppearance.copy(); appearanceDidChange() }
    }
    // Flipbook: the bar is never compact (the previewer's screen does not rotate), so this is kept, not drawn.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { compactAppearance = compactAppearance?.copy() }
    }
    // Flipbook: the bar is never at a scroll edge (scrolling content is not tracked): `standardAppearance` is drawn.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { scrollEdgeAppearance = scrollEdgeAppearance?.copy() }
    }
    // Flipbook: kept, not drawn (never compact, never at a scroll edge).
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { compactScrollEdgeAppearance = compactScrollEdgeAppearance?.copy() }
    }
    /// The title's text attributes (the bar draws `.font` and `.foregroundColor`); an appearance's win.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { appearanceDidChange() } }
    // Flipbook: kept — no large titles.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The image along the bar's bottom edge in place of the hairline (UIKit docs: shown only
    /// with a custom background image).
    open var shadowImage: UIImage? { didSet { appearanceDidChange() } }
    /// The back button's indicator, drawn in place of "‹".
    open var backIndicatorImage: UIImage? { didSet { updateContent() } }
    // Flipbook: kept — the back indicator is not masked during transitions.
    open var backIndicatorTransitionMaskImage: UIImage?
    /// Background images per bar position and metrics, and the title's vertical adjustments per metrics.
    var backgroundImages: [String: UIImage] = [:]
    var titleVerticalAdjustments: [UIBarMetrics: CGFloat] = [:]

    /// The background behind the bar and the status bar above it.
    let backgroundView = UIView()
    /// The background image over the background colour, filling it.
    let backgroundImageView = UIImageView()
    /// The hairline along the bottom edge (an image view: it shows a custom shadow image).
    let hairline = UIImageView()
    /// The top item's title.
    let titleLabel = UILabel()
    /// The top item's subtitle (iOS 26), under the title.
    let subtitleLabel = UILabel()
    /// "‹ <title of the item below>", shown when there is one.
    let backButton = UIButton(type: .system)
    /// The top item's title view or subtitle view, when it has one.
    private(set) var shownTitleView: UIView?
    private(set) var shownSubtitleView: UIView?
    /// The views showing the top item's bar button items (buttons, custom views, spaces),
    /// from the leading edge in and from the trailing edge in.
    private(set) var leftViews: [UIView] = []
    private(set) var rightViews: [UIView] = []
    /// The items `leftViews` and `rightViews` show, in the same order.
    private(set) var leftItems: [UIBarButtonItem] = []
    private(set) var rightItems: [UIBarButtonItem] = []
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
        backgroundImageView.isUserInteractionEnabled = false
        backgroundImageView.isHidden = true
        backgroundView.addSubview(backgroundImageView)
        hairline.backgroundColor = .separator
        hairline.isUserInteractionEnabled = false
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        subtitleLabel.font = .systemFont(ofSize: 12)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.textAlignment = .center
        subtitleLabel.isHidden = true
        backButton.titleLabel?.font = .systemFont(ofSize: 17)
        backButton.addAction(UIAction { [weak self] _ in self?.backButtonTapped() }, for: .primaryActionTriggered)
        addSubview(backgroundView)
        addSubview(hairline)
        addSubview(titleLabel)
        addSubview(backButton)
        updateContent()
    }

    /// The item on top (shown).
    open var topItem: UINavigationItem? { itemStack?.last }
    /// The item under the top one (the back button leads to it).
    open var backItem: UINavigationItem? {
        guard let itemStack, itemStack.count >= 2 else { return nil }
        return itemStack[itemStack.count - 2]
    }

    /// Replaces the items (Flipbook: the change is not animated; in a navigation controller's
    /// push and pop the items move with the transition, `transitionItems`).
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in itemStack ?? [] where item.bar === self { item.bar = nil }
        itemStack = items
        for item in items ?? [] { item.bar = self }
        updateContent()
    }

    /// Pushes `item` on top, if the delegate allows, then tells it (Flipbook: not animated).
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        setItems((itemStack ?? []) + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item, if the delegate allows, returning it (Flipbook: not animated).
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var items = itemStack, let top = items.last else { return nil }
        guard delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        items.removeLast()
        setItems(items, animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// A tap on the back button: the top item's `backAction` if it has one; else a navigation
    /// controller pops, and a bar of its own pops its top item.
    private func backButtonTapped() {
        if let action = topItem?.backAction { return action.perform(sender: backButton) }
        if let backAction { return backAction() }
        popItem(animated: true)
    }

    // MARK: Content and layout

    /// Shows the top item's title and buttons, then lays them out.
    func updateContent() {
        let top = topItem
        titleLabel.text = top?.displayedTitle
        subtitleLabel.text = top?.displayedSubtitle
        replaceTitleViews(with: top?.titleView, subtitle: top?.subtitleView)
        titleLabel.isHidden = shownTitleView != nil
        subtitleLabel.isHidden = shownTitleView != nil || shownSubtitleView != nil || (subtitleLabel.text ?? "").isEmpty
        // The subtitle label is in the bar only while it shows (most bars have none).
        if subtitleLabel.isHidden { subtitleLabel.removeFromSuperview() } else if subtitleLabel.superview !== self { addSubview(subtitleLabel) }
        updateBackButton()
        let showsLeft = top.map { !$0.shownLeftItems.isEmpty } ?? false
        backButton.isHidden = (backItem == nil && top?.backAction == nil) || top?.hidesBackButton == true
            || (showsLeft && top?.leftItemsSupplementBackButton != true)
        for view in leftViews + rightViews { view.removeFromSuperview() }
        leftItems = top?.shownLeftItems ?? []
        rightItems = top?.shownRightItems ?? []
        leftViews = leftItems.map(makeView(for:))
        rightViews = rightItems.map(makeView(for:))
        applyAppearance()
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// The back button's title and indicator: UIKit docs — the back item's `backBarButtonItem`,
    /// else its title by `backButtonDisplayMode`; with no back item, the top item's `backAction`
    /// makes a back button with its title.
    private func updateBackButton() {
        let back = backItem
        guard back != nil || topItem?.backAction != nil else { return }
        let label = back?.backButtonLabel ?? topItem?.backAction?.title ?? ""
        let indicator = backIndicatorImage ?? appearanceForDrawing.backIndicatorImage
        backButton.setImage(indicator, for: .normal)
        backButton.setTitle(indicator == nil ? (label.isEmpty ? "‹" : "‹ " + label) : label, for: .normal)
        if let tint = back?.backBarButtonItem?.tintColor { backButton.tintColor = tint }
    }

    /// Puts the top item's title view and subtitle view in the bar in place of the labels.
    private func replaceTitleViews(with titleView: UIView?, subtitle subtitleView: UIView?) {
        if let shownTitleView, shownTitleView !== titleView, shownTitleView.superview === self { shownTitleView.removeFromSuperview() }
        if let shownSubtitleView, shownSubtitleView !== subtitleView, shownSubtitleView.superview === self {
            shownSubtitleView.removeFromSuperview()
        }
        shownTitleView = titleView
        shownSubtitleView = titleView == nil ? subtitleView : nil
        if let titleView, titleView.superview !== self { addSubview(titleView) }
        if let shownSubtitleView, shownSubtitleView.superview !== self { addSubview(shownSubtitleView) }
    }

    /// The view showing `item`: its custom view, an empty view for a space, else a button.
    private func makeView(for item: UIBarButtonItem) -> UIView {
        item.bar = self
        if let customView = item.customView {
            addSubview(customView)
            return customView
        }
        if item.isSpace {
            let space = UIView()
            space.isUserInteractionEnabled = false
            addSubview(space)
            return space
        }
        let button = UIButton(type: .system)
        button.setTitle(item.title, for: .normal)
        button.setImage(item.image, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        if let tint = item.tintColor { button.tintColor = tint }
        button.isEnabled = item.isEnabled
        button.isSelected = item.isSelected
        applyTitleAttributes(of: item, to: button)
        button.addAction(UIAction { [weak item, weak button] _ in item?.perform(from: button) }, for: .primaryActionTriggered)
        addSubview(button)
        return button
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = bounds.height
        backgroundView.frame = CGRect(x: 0, y: -Self.statusBarHeight, width: bounds.width, height: height + Self.statusBarHeight)
        backgroundImageView.frame = backgroundView.bounds
        // Flipbook: the hairline is one point (one pixel at Flipbook's scale of 1); a shadow image is as tall as it is.
        let shadowHeight = hairline.image.map { max($0.size.height, 1 / UIScreen.main.scale) } ?? 1 / UIScreen.main.scale
        hairline.frame = CGRect(x: 0, y: height, width: bounds.width, height: shadowHeight)
        var leading = Self.sideMargin
        var trailing = bounds.width - Self.sideMargin
        let leftSide = (backButton.isHidden ? [] : [(backButton as UIView, nil as UIBarButtonItem?)])
            + zip(leftViews, leftItems).map { ($0, $1 as UIBarButtonItem?) }
        for (view, item) in leftSide {
            let size = Self.size(of: view, for: item, height: height)
            view.frame = CGRect(x: leading, y: (height - size.height) / 2, width: size.width, height: size.height)
            if let item { view.frame = view.frame.offsetBy(dx: item.titlePositionAdjustment(for: .default).horizontal,
                                                           dy: item.titlePositionAdjustment(for: .default).vertical) }
            leading += size.width + Self.sideMargin
        }
        for (view, item) in zip(rightViews, rightItems) {
            let size = Self.size(of: view, for: item, height: height)
            let adjustment = item.titlePositionAdjustment(for: .default)
            view.frame = CGRect(x: trailing - size.width + adjustment.horizontal, y: (height - size.height) / 2 + adjustment.vertical,
                                width: size.width, height: size.height)
            trailing -= size.width + Self.sideMargin
        }
        // The title (or title view) is centred on the bar, narrowed to stay clear of the buttons.
        let room = max(min(bounds.midX - leading, trailing - bounds.midX), 0) * 2
        let offset = titleOffset
        if let shownTitleView {
            let size = Self.fittingSize(of: shownTitleView)
            let width = min(size.width, room)
            let titleHeight = min(size.height, height)
            shownTitleView.frame = CGRect(x: bounds.midX - width / 2 + offset.horizontal, y: (height - titleHeight) / 2 + offset.vertical,
                                          width: width, height: titleHeight)
            return
        }
        let titleSize = titleLabel.sizeThatFits(.zero)
        let subtitleView: UIView? = shownSubtitleView ?? (subtitleLabel.isHidden ? nil : subtitleLabel)
        let subtitleSize = subtitleView.map { Self.fittingSize(of: $0) } ?? .zero
        let stackHeight = titleSize.height + subtitleSize.height
        let width = min(titleSize.width, room)
        titleLabel.frame = CGRect(x: bounds.midX - width / 2 + offset.horizontal, y: (height - stackHeight) / 2 + offset.vertical,
                                  width: width, height: titleSize.height)
        if let subtitleView {
            let subtitleWidth = min(subtitleSize.width, room)
            subtitleView.frame = CGRect(x: bounds.midX - subtitleWidth / 2 + offset.horizontal, y: titleLabel.frame.maxY,
                                        width: subtitleWidth, height: subtitleSize.height)
        }
    }

    /// The size a side's view takes: a space its width, a custom view its own size, a button
    /// `item.width` when positive, else what fits its title and image.
    private static func size(of view: UIView, for item: UIBarButtonItem?, height: CGFloat) -> CGSize {
        guard let item else { return CGSize(width: view.sizeThatFits(.zero).width, height: height) }
        if item.isSpace { return CGSize(width: item.systemItem == .fixedSpace ? max(item.width, 0) : 0, height: height) }
        if item.customView != nil {
            let size = fittingSize(of: view)
            return CGSize(width: size.width, height: min(size.height, height))
        }
        return CGSize(width: item.width > 0 ? item.width : view.sizeThatFits(.zero).width, height: height)
    }

    /// A custom view's size: its intrinsic size where it has one, else its frame's.
    private static func fittingSize(of view: UIView) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: intrinsic.width == UIView.noIntrinsicMetric ? view.frame.width : intrinsic.width,
                      height: intrinsic.height == UIView.noIntrinsicMetric ? view.frame.height : intrinsic.height)
    }

    /// Where the bar sits: what its delegate says, else attached to the status bar when a
    /// navigation controller manages it, else at the top.
    open var barPosition: UIBarPosition {
        if let delegate, case let position = delegate.position(for: self), position != .any { return position }
        return backAction != nil ? .topAttached : .top
    }

    // MARK: Legacy customizations

    /// Sets the background image for bars at `barPosition` with `barMetrics`.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages["\(barPosition.rawValue)-\(barMetrics.rawValue)"] = backgroundImage
        appearanceDidChange()
    }

    /// The background image set for `barPosition` and `barMetrics`.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages["\(barPosition.rawValue)-\(barMetrics.rawValue)"]
    }

    /// Sets the background image for any bar position (UIKit docs: as `.any`).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }

    /// Moves the title up (negative) or down by `adjustment` in bars of `barMetrics`.
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        titleVerticalAdjustments[barMetrics] = adjustment
        setNeedsLayout()
    }

    open func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        titleVerticalAdjustments[barMetrics] ?? 0
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight)
    }
}
