//  UITableViewHeaderFooterView.swift — FlipbookKit
//  Mirrors UIKit.UITableViewHeaderFooterView: a section's titled header or footer, recycled by
//  its table view. Status: partial (no content configurations).

import Foundation

/// A section header or footer: a title in the style's font and colour.
open class UITableViewHeaderFooterView: UIView {
    public let contentView = UIView()
    public private(set) var reuseIdentifier: String?
    private let label = UILabel()
    /// The style of the table showing it, and whether it heads its section.
    var tableStyle: UITableView.Style = .plain { didSet { restyle() } }
    var isHeader = true { didSet { restyle() } }

    /// Flipbook: `required`, because the table view makes header and footer views from the
    /// registered class at run time, which Swift allows only through a required initializer; a
    /// subclass that overrides it writes `required override init(reuseIdentifier:)`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        addSubview(contentView)
        contentView.addSubview(label)
        restyle()
    }

    public required init?(coder: NSCoder) { nil }

    open var textLabel: UILabel? { label }

    /// Resets the view before its table view hands it out again.
    open func prepareForReuse() {}

    /// Plain headers: 17-point bold on the system background; grouped ones: footnote-size
    /// secondary text over the grouped background (as UIKit's through iOS 14, uppercased).
    private func restyle() {
        if tableStyle == .plain && isHeader {
            label.font = .systemFont(ofSize: 17, weight: .bold)
            label.textColor = .label
            backgroundColor = .systemBackground
        } else {
            label.font = .preferredFont(forTextStyle: .footnote)
            label.textColor = .secondaryLabel
            backgroundColor = nil
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        let margin: CGFloat = tableStyle == .insetGrouped ? 2 * UITableViewCell.standardMargin : UITableViewCell.standardMargin
        let width = max(bounds.width - 2 * margin, 0)
        let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        // Grouped headers sit at their bottom (6 above the rows); footers at their top.
        let y: CGFloat = tableStyle == .plain && isHeader ? (bounds.height - size.height) / 2
            : isHeader ? bounds.height - size.height - 6 : 8
        label.frame = CGRect(x: margin, y: y, width: width, height: size.height)
    }
}
