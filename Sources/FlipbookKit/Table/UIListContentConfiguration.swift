//  UIListContentConfiguration.swift — FlipbookKit
//  Mirrors UIKit's content configurations for list rows: UIContentConfiguration, UIContentView
//  and UIListContentConfiguration with its cell styles. Status: partial (no state-based
//  updating, header and footer styles, or image properties beyond the image).

import Foundation

/// What a cell shows, as a value: the cell makes its content view from it.
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
}

/// A view that shows a content configuration.
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
}

/// A list row's text, secondary text and image, in one of the system's row styles.
///
/// ```swift
/// var content = cell.defaultContentConfiguration()
/// content.text = "Inbox"
/// content.secondaryText = "12 unread"
/// cell.contentConfiguration = content
/// ```
public struct UIListContentConfiguration: UIContentConfiguration, Equatable {
    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
    public var secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
    /// Whether the secondary text sits under the text (subtitle) or at the trailing edge (value).
    var layout: Layout = .cell
    enum Layout: Equatable { case cell, subtitle, value }

    public struct TextProperties: Equatable {
        public var font: UIFont
        public var color: UIColor
        public var alignment: NSTextAlignment = .natural
        public var numberOfLines = 0
    }

    /// The standard row: text, image (UIKit docs: `cell()`).
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }

    /// Text with secondary text under it.
    public static func subtitleCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.layout = .subtitle
        return configuration
    }

    /// Text with secondary text at the trailing edge, in the body font.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.layout = .value
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        return configuration
    }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    public static func == (a: UIListContentConfiguration, b: UIListContentConfiguration) -> Bool {
        a.text == b.text && a.secondaryText == b.secondaryText && a.image === b.image && a.layout == b.layout
            && a.textProperties == b.textProperties && a.secondaryTextProperties == b.secondaryTextProperties
    }
}

/// The view of a `UIListContentConfiguration`: its labels and image, laid out as a row.
public final class UIListContentView: UIView, UIContentView {
    private let textLabel = UILabel(), secondaryLabel = UILabel(), imageView = UIImageView()

    public var configuration: UIContentConfiguration {
        didSet { apply() }
    }

    public init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryLabel] { addSubview(view) }
        apply()
    }

    public required init?(coder: NSCoder) { nil }

    private var list: UIListContentConfiguration { configuration as? UIListContentConfiguration ?? .cell() }

    private func apply() {
        let list = self.list
        textLabel.text = list.text
        textLabel.font = list.textProperties.font
        textLabel.textColor = list.textProperties.color
        textLabel.numberOfLines = list.textProperties.numberOfLines
        secondaryLabel.text = list.secondaryText
        secondaryLabel.font = list.secondaryTextProperties.font
        secondaryLabel.textColor = list.secondaryTextProperties.color
        secondaryLabel.numberOfLines = list.secondaryTextProperties.numberOfLines
        imageView.image = list.image
        setNeedsLayout()
    }

    /// The row's height for `size`'s width: its text and the standard margins, at least 44.
    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = max(size.width - textLeading - UITableViewCell.standardMargin, 1)
        var height = textLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        if list.layout == .subtitle, list.secondaryText != nil {
            height += Self.subtitleGap + secondaryLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        }
        return CGSize(width: size.width, height: max(UITableViewCell.standardHeight, height + 2 * UITableViewCell.verticalMargin))
    }

    /// Between a subtitle row's text and its secondary text.
    static let subtitleGap: CGFloat = 3

    private var textLeading: CGFloat {
        guard let image = list.image else { return UITableViewCell.standardMargin }
        return UITableViewCell.standardMargin + image.size.width + UITableViewCell.standardMargin
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let margin = UITableViewCell.standardMargin, height = bounds.height
        if let image = list.image {
            imageView.frame = CGRect(x: margin, y: (height - image.size.height) / 2, width: image.size.width, height: image.size.height)
        }
        let x = textLeading, right = bounds.width - margin
        let width = max(right - x, 0)
        let title = textLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        switch list.layout {
        case .cell:
            textLabel.frame = CGRect(x: x, y: (height - title.height) / 2, width: width, height: title.height)
            secondaryLabel.frame = .zero
        case .subtitle:
            let detail = secondaryLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            let gap = list.secondaryText == nil ? 0 : Self.subtitleGap
            let top = (height - title.height - gap - detail.height) / 2
            textLabel.frame = CGRect(x: x, y: top, width: width, height: title.height)
            secondaryLabel.frame = CGRect(x: x, y: top + title.height + gap, width: width, height: detail.height)
        case .value:
            let detail = secondaryLabel.intrinsicContentSize
            let detailWidth = min(detail.width, width)
            secondaryLabel.frame = CGRect(x: right - detailWidth, y: (height - detail.height) / 2, width: detailWidth, height: detail.height)
            textLabel.frame = CGRect(x: x, y: (height - title.height) / 2, width: max(width - detailWidth - 8, 0), height: title.height)
        }
    }
}
