//  UIButton.swift — FlipbookKit
//  Mirrors UIKit.UIButton. Status: partial (the system button types draw as plain buttons;
//  attributed titles draw their characters only; title shadows, menus, pointer and spring-loaded
//  interactions are kept, not drawn; no pointer style providers).

import Foundation

/// A control with a title and an image, laid out side by side in its centre.
///
/// Titles, title colours, images and background images are set per `UIControl.State`; a state
/// with none set uses the `.normal` one, as on iOS. A `.system` button's title is tinted with
/// `tintColor`. A button with a `configuration` (iOS 15) draws from it instead: see
/// `UIButton.Configuration`.
///
///     let close = UIButton(type: .system)
///     close.setTitle("Close", for: .normal)
///     close.addAction(UIAction { _ in controller.dismiss(animated: true) }, for: .touchUpInside)
open class UIButton: UIControl {
    /// The kinds of button `init(type:)` makes. Expected: raw values are UIKit's.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case plain = 6
        case close = 7

        /// The old name of `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// The part a button plays where its container gives roles a look (alerts, menus). Expected:
    /// raw values are UIKit's.
    public enum Role: Int, Sendable {
        case normal = 0
        case primary = 1
        case cancel = 2
        case destructive = 3
    }

    /// A closure that updates a button's configuration for its state.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    /// The kind of button this is.
    public internal(set) var buttonType: ButtonType = .custom

    var titles: [UInt: String] = [:]
    var attributedTitles: [UInt: NSAttributedString] = [:]
    var titleColors: [UInt: UIColor] = [:]
    var titleShadowColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    var backgroundImages: [UInt: UIImage] = [:]
    var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]

    let titleLabelStorage = UILabel()
    let imageViewStorage = UIImageView()
    /// The view showing the background image, made when one is first set.
    var backgroundImageView: UIImageView?
    /// A configuration's background, subtitle and activity indicator, made when first needed.
    var configurationBackgroundView: _ButtonBackgroundView?
    var subtitleLabelStorage: UILabel?
    var activityIndicator: UIActivityIndicatorView?

    /// The label that shows the current title (always present here; empty with no title).
    open var titleLabel: UILabel? { titleLabelStorage }

    /// The label that shows a configuration's subtitle (nil until one has a subtitle).
    open var subtitleLabel: UILabel? { subtitleLabelStorage }

    /// The view that shows the current image.
    open var imageView: UIImageView? { imageViewStorage }

    // MARK: Configuration (UIButton+Configuration)

    /// How the button looks (iOS 15); setting one makes the button draw from it, ignoring the
    /// edge insets, as UIKit does.
    open var configuration: Configuration? {
        didSet { configurationDidChange() }
    }

    /// Whether a state change updates the configuration for the new state (`updated(for:)`)
    /// before `configurationUpdateHandler` runs (UIKit docs: default true).
    open var automaticallyUpdatesConfiguration = true

    /// A closure run on each configuration update, after `updateConfiguration()` (UIKit docs:
    /// setting it makes the button configuration-based).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    var needsConfigurationUpdate = false
    var isUpdatingConfiguration = false
    /// The configuration as last drawn (updated for the state).
    var appliedConfiguration: Configuration?

    /// Asks for `updateConfiguration()` and the update handler to run before the next layout;
    /// UIKit docs: calls before the update are coalesced into one, and a state change calls it.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configuration for the button's state: the default replaces it with
    /// `configuration.updated(for: self)` while `automaticallyUpdatesConfiguration` is on.
    /// Override it (calling super) to change the configuration; don't call it: call
    /// `setNeedsUpdateConfiguration()`.
    open func updateConfiguration() {
        if automaticallyUpdatesConfiguration, let configuration {
            self.configuration = configuration.updated(for: self)
        }
    }

    // MARK: Other appearance

    /// The part the button plays (default `.normal`).
    // Flipbook: kept only: no container in the previewer draws roles.
    open var role: Role = .normal

    /// Whether the button shows pointer effects.
    // Flipbook: kept only: the previewer has no pointer.
    open var isPointerInteractionEnabled = false

    /// The style the button behaves in: on iPhone and iPad, always `.pad`.
    open var behavioralStyle: UIBehavioralStyle { .pad }

    /// The style asked for (default `.automatic`); `behavioralStyle` resolves it.
    open var preferredBehavioralStyle: UIBehavioralStyle = .automatic

    /// Whether the title's shadow swaps sides while highlighted (deprecated in iOS 15).
    // Flipbook: kept, not drawn: titles draw without shadows.
    open var reversesTitleShadowWhenHighlighted = false

    /// Whether the image is darkened while highlighted (default true; deprecated in iOS 15).
    // Flipbook: kept, not drawn: the image is drawn unchanged.
    open var adjustsImageWhenHighlighted = true

    /// Whether the image is dimmed while disabled (default true; deprecated in iOS 15).
    // Flipbook: kept, not drawn: the image is drawn unchanged.
    open var adjustsImageWhenDisabled = true

    /// Whether a glow shows under the touch while highlighted (deprecated in iOS 15).
    // Flipbook: kept, not drawn.
    open var showsTouchWhenHighlighted = false

    /// Whether a drag that hovers over the button taps it.
    // Flipbook: kept only: the previewer has no drag and drop.
    open var isSpringLoaded = false

    /// Whether a pointer hovers over the button: never in the previewer.
    open var isHovered: Bool { false }

    /// Whether the button is held down as a toggle's held state: never in the previewer.
    open var isHeld: Bool { false }

    // MARK: Edge insets (deprecated in iOS 15; ignored with a configuration)

    /// The distance from the bounds to the content rectangle (`contentRect(forBounds:)`); the
    /// intrinsic size grows by it.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet {
            setNeedsLayout()
            invalidateIntrinsicContentSize()
        }
    }

    /// Moves the title from its place: UIKit docs, "positive values shrink, or inset, that edge";
    /// the intrinsic size does not change.
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Moves the image from its place, as `titleEdgeInsets` moves the title.
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    // MARK: Menus

    /// The menu the button shows (iOS 14); setting one turns on its context menu interaction.
    // Flipbook: no menu is drawn; with `showsMenuAsPrimaryAction` a tap sends `.menuActionTriggered`.
    open var menu: UIMenu? {
        didSet { if menu != nil { isContextMenuInteractionEnabled = true } }
    }

    /// Whether a tap toggles `isSelected` before the primary action (iOS 15).
    open var changesSelectionAsPrimaryAction = false

    /// The order the menu's elements are laid out in (iOS 16).
    // Flipbook: kept only: no menu is drawn.
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic

    override var primaryMenu: UIMenu? { menu }

    // MARK: Creating buttons

    /// A button of `buttonType`, with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateContent()
    }

    /// A button of `buttonType` that runs `primaryAction` when tapped (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if title(for: .normal) == nil, !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if image(for: .normal) == nil, let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    /// A system button drawn from `configuration` that runs `primaryAction` when tapped (iOS 15);
    /// the action's title and image stand in for a configuration without them.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if configuration.title == nil, !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if configuration.image == nil { configuration.image = primaryAction.image }
        }
        self.configuration = configuration
        // An initializer's own assignment runs no observer.
        configurationDidChange()
    }

    /// A system button showing `image` that sends `action` to `target` when tapped.
    // Flipbook: a subclass is made through its init(coder:) (Swift needs a required initializer).
    open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> Self {
        let button: UIButton = self == UIButton.self ? UIButton(type: .system) : self.init(coder: NSCoder())!
        button.buttonType = .system
        button.setImage(image, for: .normal)
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button as! Self
    }

    /// A custom button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        // Expected: UIKit's classic button title font is the 15 pt system font.
        titleLabelStorage.font = .systemFont(ofSize: 15)
        titleLabelStorage.textAlignment = .center
        addSubview(imageViewStorage)
        addSubview(titleLabelStorage)
        updateContent()
    }

    // MARK: Per-state content

    /// Sets the title for `state` (nil removes it, so the `.normal` title shows).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentDidChange()
    }

    /// The title for `state`, else the `.normal` title.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the attributed title for `state`; it shows in place of the plain title.
    // Flipbook: its characters are drawn in the title label's font and colour.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        contentDidChange()
    }

    /// The attributed title for `state`, else the `.normal` one.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    /// Sets the title colour for `state` (nil removes it).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        contentDidChange()
    }

    /// The title colour for `state`, else the `.normal` one, else the button type's default:
    /// `tintColor` for a system button, white for a custom one.
    open func titleColor(for state: State) -> UIColor? {
        if let color = titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] { return color }
        return defaultTitleColor(for: state)
    }

    /// Sets the title shadow colour for `state` (nil removes it).
    // Flipbook: kept, not drawn: the title label draws no shadow.
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        titleShadowColors[state.rawValue] = color
        contentDidChange()
    }

    /// The title shadow colour for `state`, else the `.normal` one.
    open func titleShadowColor(for state: State) -> UIColor? {
        titleShadowColors[state.rawValue] ?? titleShadowColors[State.normal.rawValue]
    }

    /// Sets the image for `state` (nil removes it).
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        contentDidChange()
    }

    /// The image for `state`, else the `.normal` image.
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// Sets the background image for `state` (nil removes it): drawn behind the title and image,
    /// stretched to `backgroundRect(forBounds:)`.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        if image != nil, backgroundImageView == nil {
            let view = UIImageView()
            view.isUserInteractionEnabled = false
            insertSubview(view, at: 0)
            backgroundImageView = view
        }
        contentDidChange()
    }

    /// The background image for `state`, else the `.normal` one.
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// Sets the symbol configuration the image is drawn with in `state`.
    // Flipbook: kept only: there are no SF Symbols.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        symbolConfigurations[state.rawValue] = configuration
    }

    /// The symbol configuration for `state`, else the `.normal` one.
    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        symbolConfigurations[state.rawValue] ?? symbolConfigurations[State.normal.rawValue]
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }
    /// The attributed title shown now.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour shown now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The title shadow colour for the current state.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The symbol configuration for the current state.
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { preferredSymbolConfigurationForImage(in: state) }

    // MARK: Geometry (deprecated-style layout, without a configuration)

    /// The rectangle the background image fills: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the title and image are laid out in: the bounds inset by `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// Where the title goes in `contentRect`: after the image, the pair placed by the content
    /// alignments, then moved by `titleEdgeInsets`.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        legacyLayout(in: contentRect).title
    }

    /// Where the image goes in `contentRect`: before the title, the pair placed by the content
    /// alignments, then moved by `imageEdgeInsets`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        legacyLayout(in: contentRect).image
    }

    /// The current image's and title's sizes as the button lays them out.
    private var legacyContentSizes: (image: CGSize, title: CGSize) {
        let imageSize = currentImage?.size ?? .zero
        let text = titleLabelStorage.text ?? ""
        let titleSize = text.isEmpty ? .zero : titleLabelStorage.sizeThatFits(.zero)
        return (imageSize, titleSize)
    }

    private func legacyLayout(in content: CGRect) -> (image: CGRect, title: CGRect) {
        let sizes = legacyContentSizes
        var imageSize = sizes.image, titleSize = sizes.title
        titleSize.width = min(titleSize.width, max(content.width - imageSize.width, 0))
        let horizontal = effectiveContentHorizontalAlignment
        if horizontal == .fill { titleSize.width = max(content.width - imageSize.width, 0) }
        if contentVerticalAlignment == .fill {
            imageSize.height = content.height
            titleSize.height = content.height
        }
        let total = imageSize.width + titleSize.width
        let left: CGFloat
        switch horizontal {
        case .left, .fill, .leading: left = content.minX
        case .right, .trailing: left = content.maxX - total
        case .center: left = content.minX + (content.width - total) / 2
        }
        func top(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: return content.minY
            case .bottom: return content.maxY - height
            case .center: return content.midY - height / 2
            }
        }
        let image = CGRect(x: left, y: top(imageSize.height), width: imageSize.width, height: imageSize.height)
        let title = CGRect(x: left + imageSize.width, y: top(titleSize.height), width: titleSize.width, height: titleSize.height)
        let imageOffset = insetOffset(imageEdgeInsets), titleOffset = insetOffset(titleEdgeInsets)
        return (image.offsetBy(dx: imageOffset.x, dy: imageOffset.y), title.offsetBy(dx: titleOffset.x, dy: titleOffset.y))
    }

    /// How far an element's edge insets move it: half their difference when centred, else the
    /// inset on the edge it is aligned to.
    private func insetOffset(_ insets: UIEdgeInsets) -> CGPoint {
        let dx: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading, .fill: dx = insets.left
        case .right, .trailing: dx = -insets.right
        case .center: dx = (insets.left - insets.right) / 2
        }
        let dy: CGFloat
        switch contentVerticalAlignment {
        case .top, .fill: dy = insets.top
        case .bottom: dy = -insets.bottom
        case .center: dy = (insets.top - insets.bottom) / 2
        }
        return CGPoint(x: dx, y: dy)
    }

    // MARK: Layout

    /// Lays out the title and image (and background image) by the rectangle methods, or by the
    /// configuration.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsConfigurationUpdate { performConfigurationUpdate() }
        if isConfigurationBased {
            layoutConfiguredContent()
            return
        }
        let content = contentRect(forBounds: bounds)
        imageViewStorage.frame = imageRect(forContentRect: content)
        titleLabelStorage.frame = titleRect(forContentRect: content)
        backgroundImageView?.frame = backgroundRect(forBounds: bounds)
    }

    /// The image and title side by side (`sizeThatFits`).
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// The image and title side by side, with `contentEdgeInsets` around them (or the
    /// configuration's content and insets).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if isConfigurationBased { return configuredContentSize(fitting: size) }
        let sizes = legacyContentSizes
        let insets = contentEdgeInsets
        return CGSize(width: sizes.image.width + sizes.title.width + insets.left + insets.right,
                      height: max(sizes.image.height, sizes.title.height) + insets.top + insets.bottom)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    /// A button's tap also sends `.primaryActionTriggered`, as on iOS; with
    /// `changesSelectionAsPrimaryAction` it first toggles `isSelected`. A button showing its menu
    /// as its primary action sends `.menuActionTriggered` instead.
    override func sendTouchUpInside() {
        if showsMenuAsPrimaryAction, menu != nil {
            // Flipbook: UIKit shows the menu here; none is drawn.
            sendActions(for: .menuActionTriggered)
            return
        }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        super.sendTouchUpInside()
        sendActions(for: .primaryActionTriggered)
    }

    /// The primary action: as a tap's, toggling `isSelected` first with `changesSelectionAsPrimaryAction`.
    open override func performPrimaryAction() {
        if changesSelectionAsPrimaryAction, !(showsMenuAsPrimaryAction && menu != nil) { isSelected.toggle() }
        super.performPrimaryAction()
    }

    // MARK: State

    override func stateDidChange() {
        updateContent()
        if isConfigurationBased, automaticallyUpdatesConfiguration || configurationUpdateHandler != nil {
            setNeedsUpdateConfiguration()
        }
    }

    private func defaultTitleColor(for state: State) -> UIColor? {
        switch buttonType {
        case .custom:
            return .white
        default:
            // Flipbook: a disabled system button greys its title with systemGray; a highlighted one dims the tint.
            if state.contains(.disabled) { return .systemGray }
            if state.contains(.highlighted) { return tintColor.withAlphaComponent(0.2) }
            return tintColor
        }
    }

    private func contentDidChange() {
        updateContent()
        invalidateIntrinsicContentSize()
    }

    /// Shows the current state's title, colour and image (or the configuration's), and asks for layout.
    func updateContent() {
        if isConfigurationBased {
            applyConfiguration()
            return
        }
        if let attributed = currentAttributedTitle {
            titleLabelStorage.attributedText = attributed
        } else {
            titleLabelStorage.text = currentTitle
        }
        titleLabelStorage.textColor = currentTitleColor
        titleLabelStorage.shadowColor = currentTitleShadowColor
        imageViewStorage.image = currentImage
        backgroundImageView?.image = currentBackgroundImage
        setNeedsLayout()
    }
}
