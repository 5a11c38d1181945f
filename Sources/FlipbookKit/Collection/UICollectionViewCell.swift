//  UICollectionViewCell.swift — FlipbookKit
//  Mirrors UIKit.UICollectionViewCell. Status: partial (content configurations are not updated for the state: UIContentConfiguration has no updated(for:) here; no drag states).

import Foundation

/// An item of a collection view: put its content in `contentView`.
///
/// The cell's subviews, back to front: `backgroundView`, `selectedBackgroundView` (shown only
/// while the cell is selected or highlighted), `contentView`. All three fill the cell.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view to add the cell's content to; it fills the cell.
    public let contentView: UIView

    public required init(frame: CGRect) {
        contentView = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        installContentView()
    }

    public required init?(coder: NSCoder) {
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        installContentView()
    }

    private func installContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// Whether the item is selected; the collection view keeps it in step with its selection.
    open var isSelected = false {
        didSet {
            updateSelectedBackground()
            if isSelected != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    /// Whether the item is highlighted (touched down); the collection view sets it during a tap.
    open var isHighlighted = false {
        didSet {
            updateSelectedBackground()
            if isHighlighted != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    /// A view behind the content (nil by default); it is resized to fill the cell. Setting it
    /// clears `backgroundConfiguration`, as in UIKit.
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let view = backgroundView { install(view, at: 0) }
            if !isInstallingBackgroundConfiguration { backgroundConfigurationStorage = nil }
        }
    }

    // MARK: Configurations

    /// What the cell shows, as a value: setting it replaces what `contentView` shows with the
    /// configuration's content view.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            configuredContentView?.removeFromSuperview()
            configuredContentView = nil
            guard let contentConfiguration else { return }
            let view = contentConfiguration.makeContentView()
            view.frame = contentView.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(view)
            configuredContentView = view
        }
    }
    private var configuredContentView: (UIView & UIContentView)?

    /// Whether the content configuration follows the cell's state (default true).
    // Flipbook: stored; UIContentConfiguration has no updated(for:) here, so the content is not re-derived.
    open var automaticallyUpdatesContentConfiguration = true

    /// The cell's background as a value (nil by default): setting it replaces `backgroundView`
    /// with a view showing it.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundConfigurationStorage }
        set {
            backgroundConfigurationStorage = newValue
            isInstallingBackgroundConfiguration = true
            backgroundView = newValue?.makeView()
            isInstallingBackgroundConfiguration = false
        }
    }
    private var backgroundConfigurationStorage: UIBackgroundConfiguration?
    private var isInstallingBackgroundConfiguration = false

    /// Whether the background configuration is updated for the cell's state (default true).
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The cell's state: its traits, selection, highlight, and whether its collection view is editing it.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        if let collectionView = superview as? UICollectionView, collectionView.isEditing {
            let indexPath = collectionView.indexPath(for: self)
            state.isEditing = indexPath.map {
                (collectionView.delegate as? UICollectionViewDelegate)?.collectionView(collectionView, canEditItemAt: $0) ?? true
            } ?? true
            state.isReordering = indexPath != nil && collectionView.interactiveMovement?.current == indexPath
        }
        return state
    }

    /// Code run with the cell and its state whenever the state changes (nil by default).
    open var configurationUpdateHandler: UICollectionViewCell.ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// What a cell runs when its state changes.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    /// Asks for `updateConfiguration(using:)` before the cell is next laid out.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }
    private var needsConfigurationUpdate = true

    /// Updates the configurations for `state`: the background configuration (when it updates
    /// automatically), then `configurationUpdateHandler`. Override it to style the cell by state.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfigurationStorage {
            backgroundConfiguration = background.updated(for: state)
        }
        configurationUpdateHandler?(self, state)
    }

    // MARK: Dragging

    /// Where a cell is in a drag.
    public enum DragState: Int, Sendable {
        case none, lifting, dragging
    }

    /// Told when the cell's drag state changes; the default does nothing.
    // Flipbook: never called — no drag and drop in the previewer.
    open func dragStateDidChange(_ dragState: UICollectionViewCell.DragState) {}

    /// A view behind the content shown while the cell is selected or highlighted (nil by default).
    open var selectedBackgroundView: UIView? {
        didSet {
            guard oldValue !== selectedBackgroundView else { return }
            oldValue?.removeFromSuperview()
            if let view = selectedBackgroundView {
                install(view, at: backgroundView?.superview === self ? 1 : 0)
                updateSelectedBackground()
            }
        }
    }

    /// Keeps the content and background views filling the cell.
    open override func layoutSubviews() {
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration(using: configurationState)
        }
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
    }

    private func install(_ view: UIView, at index: Int) {
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: index)
    }

    private func updateSelectedBackground() {
        selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
    }
}
