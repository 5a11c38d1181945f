//  UITableViewCell.swift — FlipbookKit
//  Mirrors UIKit.UITableViewCell: the four standard styles, accessories, selection and
//  highlight, content configurations. Status: partial (no editing controls, swipe actions or
//  focus; the accessories are drawn as characters).

import Foundation

/// A row of a table view: put custom content in `contentView`, or use a standard style's
/// `textLabel`, `detailTextLabel` and `imageView`, or a `UIListContentConfiguration`.
///
/// Flipbook: `init(style:reuseIdentifier:)` is `required`, because the table view makes cells
/// from the registered class at run time, which Swift allows only through a required
/// initializer (UIKit reaches it through the Objective-C runtime). An app's files compiled
/// through Flipbook's translation keep `override init(style:reuseIdentifier:)` as written: the
/// translation makes it `required`; elsewhere, write `required override`.
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable { case `default` = 0, value1, value2, subtitle }
    public enum SelectionStyle: Int, Sendable { case none = 0, blue, gray, `default` }
    public enum AccessoryType: Int, Sendable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
    public enum SeparatorStyle: Int, Sendable { case none = 0, singleLine, singleLineEtched }

    /// The view to add the cell's content to; it fills the cell but for the accessory.
    public let contentView: UIView
    /// The identifier the cell was made or dequeued with.
    public private(set) var reuseIdentifier: String?
    let style: CellStyle

    private var textLabelStorage: UILabel?, detailTextLabelStorage: UILabel?, imageViewStorage: UIImageView?
    /// The accessory drawn for `accessoryType` when there is no `accessoryView`.
    private let standardAccessory = UILabel()
    /// The line under the row, which the table view shows, hides and insets.
    let separatorView = UIView()

    public required init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: UITableViewCell.standardHeight))
        commonInit()
    }

    public required init?(coder: NSCoder) {
        style = .default
        contentView = UIView()
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        backgroundColor = .systemBackground
        addSubview(contentView)
        standardAccessory.isHidden = true
        addSubview(standardAccessory)
        separatorView.backgroundColor = .separator
        addSubview(separatorView)
    }

    // MARK: Standard content

    /// The main label (nil never: every style has one, made when first asked for).
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel()
        label.font = style == .value2 ? .systemFont(ofSize: 12, weight: .semibold) : .preferredFont(forTextStyle: .body)
        if style == .value2 { label.textColor = .systemBlue; label.textAlignment = .right }
        contentView.addSubview(label)
        textLabelStorage = label
        setNeedsLayout()
        return label
    }

    /// The secondary label: nil for `.default`; to the right in `.value1`, after the main label
    /// in `.value2`, under it in `.subtitle`.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let detailTextLabelStorage { return detailTextLabelStorage }
        let label = UILabel()
        switch style {
        case .value1:
            label.font = .preferredFont(forTextStyle: .body)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case .value2:
            label.font = .systemFont(ofSize: 15)
        default:
            label.font = .systemFont(ofSize: 12)
        }
        contentView.addSubview(label)
        detailTextLabelStorage = label
        setNeedsLayout()
        return label
    }

    /// The image at the leading edge (made when first asked for; shown when it has an image).
    open var imageView: UIImageView? {
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView()
        contentView.addSubview(view)
        imageViewStorage = view
        setNeedsLayout()
        return view
    }

    /// A content configuration shown in the content view, in place of the standard labels.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            configuredView?.removeFromSuperview()
            configuredView = nil
            guard let contentConfiguration else { return }
            let view = contentConfiguration.makeContentView()
            contentView.addSubview(view)
            configuredView = view
            setNeedsLayout()
        }
    }
    private var configuredView: (UIView & UIContentView)?

    /// A list configuration in this cell's style (UIKit docs: "a default list content
    /// configuration for the cell's style").
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1: .valueCell()
        case .value2: .valueCell()
        }
    }

    // MARK: Accessory

    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// A view shown at the trailing edge in place of the standard accessory.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    open var separatorInset = UIEdgeInsets(top: 0, left: UITableViewCell.standardMargin, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10

    // MARK: Selection

    open var selectionStyle: SelectionStyle = .default
    /// A view behind the content while the cell is selected or highlighted (a grey fill by default).
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView { insertSubview(selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
            updateSelectionBackground(animated: false)
        }
    }
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    open var multipleSelectionBackgroundView: UIView?

    /// The fill the default selected background shows (UIKit's `systemGray4`).
    private let standardSelectedBackground = UIView()

    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }
    private var selectedStorage = false, highlightedStorage = false

    /// Selects or deselects the cell; animated, the selection fades.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedStorage = selected
        updateSelectionBackground(animated: animated)
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedStorage = highlighted
        updateSelectionBackground(animated: animated)
    }

    // Flipbook: the fade's length; UIKit's is not documented.
    static let selectionFadeDuration: TimeInterval = 0.3

    private func updateSelectionBackground(animated: Bool) {
        let shown = (selectedStorage || highlightedStorage) && selectionStyle != .none
        let background: UIView
        if let selectedBackgroundView {
            background = selectedBackgroundView
            standardSelectedBackground.removeFromSuperview()
        } else {
            background = standardSelectedBackground
            if shown && background.superview !== self {
                background.backgroundColor = .systemGray4
                background.frame = bounds
                background.alpha = 0
                // Behind the content, above the background view.
                insertSubview(background, at: backgroundView?.superview === self ? 1 : 0)
            }
        }
        UIView.change(animated: animated, duration: Self.selectionFadeDuration) { background.alpha = shown ? 1 : 0 }
    }

    /// Resets the cell before it is handed out again; UIKit's resets selection and highlight.
    open func prepareForReuse() {
        selectedStorage = false
        highlightedStorage = false
        updateSelectionBackground(animated: false)
    }

    func setReuseIdentifier(_ identifier: String) { reuseIdentifier = identifier }

    // MARK: Layout

    /// A standard row's height, UIKit's 44 points.
    public static let standardHeight: CGFloat = 44
    // Flipbook: UIKit's margins follow the device (16 or 20 points); 16 here.
    static let standardMargin: CGFloat = 16

    /// The height the cell's content asks for at `width`: its content view's constraints when it
    /// has any (a self-sizing cell), else the standard labels' or configuration's, at least 44.
    func fittingHeight(width: CGFloat) -> CGFloat {
        layoutIfNeeded()
        let contentWidth = width - accessoryWidth
        if contentView.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) {
            return contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                       withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel).height
        }
        if let configuredView { return max(Self.standardHeight, configuredView.sizeThatFits(CGSize(width: contentWidth, height: 0)).height) }
        var text = textLabelStorage.map { $0.text == nil ? 0 : $0.intrinsicContentSize.height } ?? 0
        if style == .subtitle, let detail = detailTextLabelStorage, detail.text != nil { text += detail.intrinsicContentSize.height }
        return max(Self.standardHeight, (text + 2 * Self.verticalMargin).rounded(.up))
    }

    /// Above and below a standard cell's text (44 for one line of body text).
    static let verticalMargin: CGFloat = 11

    private var accessoryWidth: CGFloat {
        if let accessoryView { return accessoryView.frame.width + Self.standardMargin }
        return accessoryType == .none ? 0 : 34
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        standardSelectedBackground.frame = bounds
        let contentWidth = max(bounds.width - accessoryWidth, 0)
        contentView.frame = CGRect(x: 0, y: 0, width: contentWidth, height: bounds.height)
        layOutAccessory()
        separatorView.frame = CGRect(x: separatorInset.left, y: bounds.height - Self.separatorHeight,
                                     width: max(bounds.width - separatorInset.left - separatorInset.right, 0),
                                     height: Self.separatorHeight)
        if let configuredView {
            configuredView.frame = contentView.bounds
        } else {
            layOutStandardContent()
        }
    }

    /// One device pixel (⅓ point at 3×), as UIKit's hairline separators.
    static let separatorHeight: CGFloat = 1 / 3

    private func layOutAccessory() {
        let margin = Self.standardMargin
        if let accessoryView {
            standardAccessory.isHidden = true
            let size = accessoryView.frame.size
            accessoryView.frame = CGRect(x: bounds.width - margin - size.width, y: (bounds.height - size.height) / 2,
                                         width: size.width, height: size.height)
            return
        }
        let glyph: (String, UIColor, UIFont)? = switch accessoryType {
        case .none: nil
        case .disclosureIndicator: ("›", .tertiaryLabel, .systemFont(ofSize: 22, weight: .semibold))
        case .checkmark: ("✓", .systemBlue, .systemFont(ofSize: 17, weight: .semibold))
        case .detailButton, .detailDisclosureButton: ("ⓘ", .systemBlue, .systemFont(ofSize: 20))
        }
        guard let glyph else {
            standardAccessory.isHidden = true
            return
        }
        standardAccessory.isHidden = false
        standardAccessory.text = glyph.0
        standardAccessory.textColor = glyph.1
        standardAccessory.font = glyph.2
        let size = standardAccessory.intrinsicContentSize
        standardAccessory.frame = CGRect(x: bounds.width - margin - size.width, y: (bounds.height - size.height) / 2,
                                         width: size.width, height: size.height)
    }

    private func layOutStandardContent() {
        let margin = Self.standardMargin
        var x = margin + CGFloat(indentationLevel) * indentationWidth
        let height = contentView.bounds.height, width = contentView.bounds.width
        if let imageView = imageViewStorage, let image = imageView.image {
            let side = min(image.size.height, height - 2 * 6)
            let size = CGSize(width: image.size.width * side / max(image.size.height, 1), height: side)
            imageView.frame = CGRect(x: x, y: (height - size.height) / 2, width: size.width, height: size.height)
            x += size.width + margin
        }
        let title = textLabelStorage, detail = detailTextLabelStorage
        let titleSize = title?.intrinsicContentSize ?? .zero, detailSize = detail?.intrinsicContentSize ?? .zero
        let right = width - margin
        switch style {
        case .default:
            title?.frame = CGRect(x: x, y: (height - titleSize.height) / 2, width: max(right - x, 0), height: titleSize.height)
        case .subtitle:
            let top = (height - titleSize.height - detailSize.height) / 2
            title?.frame = CGRect(x: x, y: top, width: max(right - x, 0), height: titleSize.height)
            detail?.frame = CGRect(x: x, y: top + titleSize.height, width: max(right - x, 0), height: detailSize.height)
        case .value1:
            let detailWidth = min(detailSize.width, max(right - x, 0))
            detail?.frame = CGRect(x: right - detailWidth, y: (height - detailSize.height) / 2, width: detailWidth,
                                   height: detailSize.height)
            title?.frame = CGRect(x: x, y: (height - titleSize.height) / 2,
                                  width: max(right - detailWidth - 8 - x, 0), height: titleSize.height)
        case .value2:
            // UIKit's value2: a fixed column for the title, right-aligned, then the detail.
            let column = min(width * 0.3, 91)
            title?.frame = CGRect(x: x, y: (height - titleSize.height) / 2, width: column, height: titleSize.height)
            detail?.frame = CGRect(x: x + column + 6, y: (height - detailSize.height) / 2,
                                   width: max(right - x - column - 6, 0), height: detailSize.height)
        }
    }
}
