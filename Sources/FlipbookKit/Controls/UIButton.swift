//  UIButton.swift — FlipbookKit
//  Mirrors UIKit.UIButton. Status: partial (no UIButton.Configuration, menus, attributed titles, background images or edge insets; the system button types draw as plain buttons).

import Foundation

/// A control with a title and an image, laid out side by side in its centre.
///
/// Titles, title colours and images are set per `UIControl.State`; a state with none set
/// uses the `.normal` one, as on iOS. A `.system` button's title is tinted with `tintColor`.
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

    /// The kind of button this is.
    public private(set) var buttonType: ButtonType = .custom

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    private let titleLabelStorage = UILabel()
    private let imageViewStorage = UIImageView()

    /// The label that shows the current title (always present here; empty with no title).
    open var titleLabel: UILabel? { titleLabelStorage }

    /// The view that shows the current image.
    open var imageView: UIImageView? { imageViewStorage }

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
        }
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
        updateContent()
        invalidateIntrinsicContentSize()
    }

    /// The title for `state`, else the `.normal` title.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the title colour for `state` (nil removes it).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        updateContent()
    }

    /// The title colour for `state`, else the `.normal` one, else the button type's default:
    /// `tintColor` for a system button, white for a custom one.
    open func titleColor(for state: State) -> UIColor? {
        if let color = titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] { return color }
        return defaultTitleColor(for: state)
    }

    /// Sets the image for `state` (nil removes it).
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        updateContent()
    }

    /// The image for `state`, else the `.normal` image.
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// The title shown now.
    open var currentTitle: String? { title(for: state) }
    /// The title colour shown now.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The image shown now.
    open var currentImage: UIImage? { image(for: state) }

    // MARK: Layout

    /// Centres the image and title side by side, image first.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let imageSize = currentImage?.size ?? .zero
        var titleSize = currentTitle?.isEmpty == false ? titleLabelStorage.sizeThatFits(.zero) : .zero
        titleSize.width = min(titleSize.width, max(bounds.width - imageSize.width, 0))
        let totalWidth = imageSize.width + titleSize.width
        let left = bounds.minX + (bounds.width - totalWidth) / 2
        imageViewStorage.frame = CGRect(x: left, y: bounds.midY - imageSize.height / 2,
                                        width: imageSize.width, height: imageSize.height)
        titleLabelStorage.frame = CGRect(x: left + imageSize.width, y: bounds.midY - titleSize.height / 2,
                                         width: titleSize.width, height: titleSize.height)
    }

    /// The image and title side by side (`sizeThatFits`).
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// The image and title side by side, with no insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let imageSize = currentImage?.size ?? .zero
        let titleSize = currentTitle?.isEmpty == false ? titleLabelStorage.sizeThatFits(.zero) : .zero
        return CGSize(width: imageSize.width + titleSize.width, height: max(imageSize.height, titleSize.height))
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    /// A button's tap also sends `.primaryActionTriggered`, as on iOS.
    override func sendTouchUpInside() {
        super.sendTouchUpInside()
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: State

    override func stateDidChange() {
        updateContent()
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

    /// Shows the current state's title, colour and image, and asks for layout.
    private func updateContent() {
        titleLabelStorage.text = currentTitle
        titleLabelStorage.textColor = currentTitleColor
        imageViewStorage.image = currentImage
        setNeedsLayout()
    }
}
