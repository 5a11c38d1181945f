//  UICollectionViewCell.swift — FlipbookKit
//  Mirrors UIKit.UICollectionViewCell. Status: partial (no configuration API or drag states).

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
        didSet { updateSelectedBackground() }
    }

    /// Whether the item is highlighted (touched down); the collection view sets it during a tap.
    open var isHighlighted = false {
        didSet { updateSelectedBackground() }
    }

    /// A view behind the content (nil by default); it is resized to fill the cell.
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let view = backgroundView { install(view, at: 0) }
        }
    }

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
