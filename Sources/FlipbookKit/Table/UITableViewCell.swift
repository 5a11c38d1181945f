//  UITableViewCell.swift — FlipbookKit
//  Mirrors UIKit.UITableViewCell: the four standard styles, accessories, selection and
//  highlight, editing controls, content and background configurations and their state.
//  Status: partial (no swipe actions, drag states or focus; the accessories and editing
//  controls are drawn as characters).

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
    /// The control a cell shows while editing: none, a delete control or an insert control.
    public enum EditingStyle: Int, Sendable { case none = 0, delete, insert }
    /// What a cell shows as it changes state (`willTransition(to:)`, `didTransition(to:)`).
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }
    /// Where a cell is in a drag.
    public enum DragState: Int, Sendable { case none = 0, lifting, dragging }
    /// How a focused cell looks.
    public enum FocusStyle: Int, Sendable { case `default` = 0, custom }
    /// What updates a cell's configurations for a new state.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

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
        editingControl.isHidden = true
        editingControl.addTarget(self, action: UITableViewCell.editingControlTapped, for: .touchUpInside)
        addSubview(editingControl)
        reorderControl.text = "≡"
        reorderControl.textColor = .tertiaryLabel
        reorderControl.textAlignment = .center
        reorderControl.isHidden = true
        addSubview(reorderControl)
        deleteButton.backgroundColor = .systemRed
        deleteButton.setTitleColor(.white, for: .normal)
        deleteButton.isHidden = true
        deleteButton.addTarget(self, action: UITableViewCell.deleteButtonTapped, for: .touchUpInside)
        addSubview(deleteButton)
        detailButton.isHidden = true
        detailButton.addTarget(self, action: UITableViewCell.detailButtonTapped, for: .touchUpInside)
        addSubview(detailButton)
    }

    /// A tappable area over the detail accessories' glyph (`tableView(_:accessoryButtonTappedForRowWith:)`).
    private let detailButton = UIControl()

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
    /// The standard accessory shown while editing (UIKit docs: `.none` by default).
    open var editingAccessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// A view shown at the trailing edge while editing, in place of `editingAccessoryType`'s.
    open var editingAccessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let editingAccessoryView { addSubview(editingAccessoryView) }
            setNeedsLayout()
        }
    }
    open var separatorInset = UIEdgeInsets(top: 0, left: UITableViewCell.standardMargin, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether the content moves right while editing, to make room for the editing control.
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }

    // MARK: Editing

    /// Whether the cell is in editing mode (set by its table view's `setEditing(_:animated:)`).
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    private var editingStorage = false

    /// Enters or leaves editing mode: the editing control shows at the leading edge (the content
    /// indented when `shouldIndentWhileEditing`), the reorder control at the trailing edge, the
    /// editing accessory replaces the accessory; animated, the content slides. UIKit docs: the
    /// cell is told `willTransition(to:)` before and `didTransition(to:)` after.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        let mask: StateMask = editing ? .showingEditControl : []
        willTransition(to: mask)
        editingStorage = editing
        if !editing { showingDeleteConfirmationStorage = false }
        setNeedsLayout()
        UIView.change(animated: animated, duration: Self.editingAnimationDuration) { self.layoutIfNeeded() }
        didTransition(to: mask)
        setNeedsUpdateConfiguration()
    }

    /// The control the cell shows while editing; its table view sets it from its delegate's
    /// `tableView(_:editingStyleForRowAt:)`.
    open internal(set) var editingStyle: EditingStyle = .none { didSet { setNeedsLayout() } }
    /// Whether the cell shows its delete button (after a tap on its delete control).
    open var showingDeleteConfirmation: Bool { showingDeleteConfirmationStorage }
    private var showingDeleteConfirmationStorage = false
    /// Whether the reorder control shows while editing.
    // Flipbook: in a table view, the data source's `canMoveRowAt` decides (UIKit's shows it where
    // the data source implements `moveRowAt`, which Swift cannot tell here).
    open var showsReorderControl = false { didSet { setNeedsLayout() } }

    /// The cell is about to show or hide its editing controls or delete button.
    open func willTransition(to state: StateMask) {}
    /// The cell has shown or hidden its editing controls or delete button.
    open func didTransition(to state: StateMask) {}

    /// Whether the row may be moved (from the data source's `canMoveRowAt`), and whether the
    /// table selects several rows while editing (the control is then a selection circle).
    var canMoveWhileEditing: Bool? { didSet { setNeedsLayout() } }
    /// The delegate's `shouldIndentWhileEditingRowAt` for the cell's row.
    var tableIndentsWhileEditing = true { didSet { setNeedsLayout() } }
    var showsMultipleSelectionControl = false { didSet { setNeedsLayout() } }
    /// The delete button's title, from the delegate.
    var deleteConfirmationTitle = "Delete"

    // Flipbook: UIKit's edit-mode slide is not documented; 0.3 s.
    static let editingAnimationDuration: TimeInterval = 0.3
    /// The width the editing control takes at the leading edge, and the reorder control at the trailing edge.
    // Flipbook: UIKit's are not published; 38 points each.
    static let editingControlWidth: CGFloat = 38

    private let editingControl = UIButton(type: .custom)
    private let reorderControl = UILabel()
    private let deleteButton = UIButton(type: .custom)

    /// Shows or hides the delete button (a tap on the delete control shows it, as UIKit's).
    func setShowingDeleteConfirmation(_ showing: Bool) {
        guard showing != showingDeleteConfirmationStorage else { return }
        let mask: StateMask = showing ? [.showingEditControl, .showingDeleteConfirmation] : (isEditing ? .showingEditControl : [])
        willTransition(to: mask)
        showingDeleteConfirmationStorage = showing
        setNeedsLayout()
        layoutIfNeeded()
        didTransition(to: mask)
    }

    private func editingControlTapped() {
        if editingStyle == .delete && !showsMultipleSelectionControl {
            setShowingDeleteConfirmation(!showingDeleteConfirmationStorage)
        } else {
            (superview as? UITableView)?.editingControlTapped(in: self)
        }
    }

    private func deleteButtonTapped() {
        (superview as? UITableView)?.deleteConfirmationTapped(in: self)
    }

    private func detailButtonTapped() {
        (superview as? UITableView)?.accessoryButtonTapped(in: self)
    }

    // MARK: Dragging and focus

    /// Tells the cell it is lifted or dragged.
    // Flipbook: no drag and drop: never called.
    open func dragStateDidChange(_ dragState: DragState) {}
    // Flipbook: no drag and drop: kept, never used.
    open var userInteractionEnabledWhileDragging = false
    // Flipbook: no keyboard focus engine: kept, never used.
    open var focusStyle = FocusStyle.default

    // MARK: Configuration state

    /// The cell's state for its configurations: selection, highlight, editing and traits.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isSwiped = showingDeleteConfirmation
        return state
    }

    /// Asks for `updateConfiguration(using:)` before the next layout (UIKit docs: the cell asks
    /// for it itself when its state changes).
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }
    private var needsConfigurationUpdate = true

    /// Updates the configurations for `state`: the background configuration (when
    /// `automaticallyUpdatesBackgroundConfiguration`); subclasses override it to restyle.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesBackgroundConfiguration, let backgroundConfiguration {
            applyBackgroundConfiguration(backgroundConfiguration.updated(for: state))
        }
    }

    /// Called after `updateConfiguration(using:)` with the cell and its state.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the content configuration follows the cell's state.
    // Flipbook: content configurations have no state-dependent looks here: kept as set.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the background configuration follows the cell's state.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The cell's background as a configuration (UIKit docs: setting one resets
    /// `backgroundColor` and `backgroundView`).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if backgroundConfiguration != nil {
                backgroundView = nil
                backgroundColor = nil
            }
            applyBackgroundConfiguration(backgroundConfiguration)
            setNeedsUpdateConfiguration()
        }
    }
    private var configuredBackground: UIView?

    private func applyBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        configuredBackground?.removeFromSuperview()
        configuredBackground = nil
        guard let configuration else { return }
        let view = configuration.makeView()
        insertSubview(view, at: 0)
        configuredBackground = view
        layOutConfiguredBackground(configuration)
    }

    private func layOutConfiguredBackground(_ configuration: UIBackgroundConfiguration?) {
        guard let configuredBackground, let insets = configuration?.backgroundInsets else { return }
        configuredBackground.frame = CGRect(x: insets.leading, y: insets.top, width: max(bounds.width - insets.leading - insets.trailing, 0),
                                            height: max(bounds.height - insets.top - insets.bottom, 0))
    }

    private func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

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
        if selected != selectedStorage { setNeedsUpdateConfiguration() }
        selectedStorage = selected
        updateSelectionBackground(animated: animated)
        if showsMultipleSelectionControl { setNeedsLayout() }
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if highlighted != highlightedStorage { setNeedsUpdateConfiguration() }
        highlightedStorage = highlighted
        updateSelectionBackground(animated: animated)
    }

    // Flipbook: the fade's length; UIKit's is not documented.
    static let selectionFadeDuration: TimeInterval = 0.3

    private func updateSelectionBackground(animated: Bool) {
        let shown = (selectedStorage || highlightedStorage) && selectionStyle != .none
        let background: UIView
        if isEditing, showsMultipleSelectionControl, let multipleSelectionBackgroundView {
            background = multipleSelectionBackgroundView
            if background.superview !== self { insertSubview(background, at: backgroundView?.superview === self ? 1 : 0) }
            background.frame = bounds
            standardSelectedBackground.removeFromSuperview()
        } else if let selectedBackgroundView {
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
        showingDeleteConfirmationStorage = false
        updateSelectionBackground(animated: false)
        setNeedsUpdateConfiguration()
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

    /// The accessory shown now: the editing one while editing.
    private var shownAccessory: (view: UIView?, type: AccessoryType) {
        isEditing ? (editingAccessoryView, editingAccessoryType) : (accessoryView, accessoryType)
    }

    private var accessoryWidth: CGFloat {
        if showingDeleteConfirmation { return Self.deleteButtonWidth }
        let reorder = showsReorder ? Self.editingControlWidth : 0
        if let view = shownAccessory.view { return view.frame.width + Self.standardMargin + reorder }
        return (shownAccessory.type == .none ? 0 : 34) + reorder
    }

    /// The leading editing control shows (a delete or insert control, or a selection circle).
    private var showsEditingControl: Bool { isEditing && (editingStyle != .none || showsMultipleSelectionControl) }
    /// In a table, where its data source lets the row move; alone, as `showsReorderControl` says.
    private var showsReorder: Bool { isEditing && (canMoveWhileEditing ?? showsReorderControl) }
    /// How far the content moves right while editing.
    private var editingIndent: CGFloat { showsEditingControl && shouldIndentWhileEditing && tableIndentsWhileEditing ? Self.editingControlWidth : 0 }

    // Flipbook: UIKit's delete button fits its title; 74 points here.
    static let deleteButtonWidth: CGFloat = 74

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        multipleSelectionBackgroundView?.frame = bounds
        standardSelectedBackground.frame = bounds
        layOutConfiguredBackground(backgroundConfiguration)
        let indent = editingIndent
        let contentWidth = max(bounds.width - accessoryWidth - indent, 0)
        contentView.frame = CGRect(x: indent, y: 0, width: contentWidth, height: bounds.height)
        layOutAccessory()
        layOutEditingControls()
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

    /// The editing control (⊖ delete, ⊕ insert, ○/● selection), the reorder control (≡) and the
    /// delete button.
    private func layOutEditingControls() {
        let width = Self.editingControlWidth
        editingControl.isHidden = !showsEditingControl
        if showsEditingControl {
            let glyph: (String, UIColor) = showsMultipleSelectionControl ? (isSelected ? ("●", .systemBlue) : ("○", .tertiaryLabel))
                : editingStyle == .insert ? ("⊕", .systemGreen) : ("⊖", .systemRed)
            editingControl.setTitle(glyph.0, for: .normal)
            editingControl.setTitleColor(glyph.1, for: .normal)
            editingControl.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
        }
        reorderControl.isHidden = !showsReorder || showingDeleteConfirmation
        reorderControl.frame = CGRect(x: bounds.width - width, y: 0, width: width, height: bounds.height)
        deleteButton.isHidden = !showingDeleteConfirmation
        if showingDeleteConfirmation {
            deleteButton.setTitle(deleteConfirmationTitle, for: .normal)
            deleteButton.frame = CGRect(x: bounds.width - Self.deleteButtonWidth, y: 0, width: Self.deleteButtonWidth, height: bounds.height)
        }
    }

    private func layOutAccessory() {
        let margin = Self.standardMargin
        let trailing = showsReorder ? Self.editingControlWidth : 0
        let (shownView, shownType) = shownAccessory
        for view in [accessoryView, editingAccessoryView].compactMap({ $0 }) {
            view.isHidden = view !== shownView || showingDeleteConfirmation
        }
        detailButton.isHidden = true
        if let shownView {
            standardAccessory.isHidden = true
            let size = shownView.frame.size
            shownView.frame = CGRect(x: bounds.width - trailing - margin - size.width, y: (bounds.height - size.height) / 2,
                                     width: size.width, height: size.height)
            return
        }
        let glyph: (String, UIColor, UIFont)? = switch shownType {
        case .none: nil
        case .disclosureIndicator: ("›", .tertiaryLabel, .systemFont(ofSize: 22, weight: .semibold))
        case .checkmark: ("✓", .systemBlue, .systemFont(ofSize: 17, weight: .semibold))
        case .detailButton, .detailDisclosureButton: ("ⓘ", .systemBlue, .systemFont(ofSize: 20))
        }
        guard let glyph, !showingDeleteConfirmation else {
            standardAccessory.isHidden = true
            return
        }
        standardAccessory.isHidden = false
        standardAccessory.text = glyph.0
        standardAccessory.textColor = glyph.1
        standardAccessory.font = glyph.2
        let size = standardAccessory.intrinsicContentSize
        standardAccessory.frame = CGRect(x: bounds.width - trailing - margin - size.width, y: (bounds.height - size.height) / 2,
                                         width: size.width, height: size.height)
        if shownType == .detailButton || shownType == .detailDisclosureButton {
            // The glyph's button: as tall as the row, from the glyph to the edge.
            detailButton.isHidden = false
            detailButton.frame = CGRect(x: standardAccessory.frame.minX - 8, y: 0,
                                        width: bounds.width - trailing - standardAccessory.frame.minX + 8, height: bounds.height)
        }
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
