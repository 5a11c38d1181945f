//  UIButton+Configuration.swift — FlipbookKit
//  How a UIButton draws from its UIButton.Configuration (iOS 15): updates, colours, background
//  and layout. Status: partial (see UIButton.Configuration.swift for what is kept only).

import Foundation

extension UIButton {
    /// Whether the button draws from a configuration rather than its per-state content.
    var isConfigurationBased: Bool { configuration != nil }

    /// A configuration set from outside is drawn at once, and updated for the state before the
    /// next layout.
    func configurationDidChange() {
        guard !isUpdatingConfiguration else { return }
        if configuration == nil { appliedConfiguration = nil }
        updateContent()
        invalidateIntrinsicContentSize()
        setNeedsUpdateConfiguration()
    }

    /// Runs the pending update: `updateConfiguration()`, then the update handler (UIKit docs:
    /// the handler "is called after -updateConfiguration"), then draws the result.
    func performConfigurationUpdate() {
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        updateConfiguration()
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
        updateContent()
        invalidateIntrinsicContentSize()
    }

    /// Shows the configuration's title, subtitle, image, indicator and background in their
    /// colours for the state. Per-state titles, title colours and images set on the button win
    /// over the configuration's.
    func applyConfiguration() {
        guard let base = configuration else { return }
        let configuration = automaticallyUpdatesConfiguration ? base.updated(for: self) : base
        appliedConfiguration = configuration
        let tint: UIColor = tintColor
        let foreground = configuration.resolvedForegroundColor(tint: tint)

        // Title.
        if let attributed = attributedTitle(for: state) {
            titleLabelStorage.attributedText = attributed
        } else {
            titleLabelStorage.text = title(for: state) ?? configuration.title
        }
        titleLabelStorage.font = configuration.titleFont
        titleLabelStorage.textColor = titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] ?? foreground
        titleLabelStorage.numberOfLines = configuration.titleLineBreakMode.wraps ? 0 : 1
        titleLabelStorage.lineBreakMode = configuration.titleLineBreakMode
        titleLabelStorage.textAlignment = configuration.resolvedTextAlignment

        // Subtitle.
        if let subtitle = configuration.subtitle, !subtitle.isEmpty {
            let label = subtitleLabelStorage ?? {
                let label = UILabel()
                addSubview(label)
                subtitleLabelStorage = label
                return label
            }()
            label.text = subtitle
            label.font = configuration.subtitleFont
            label.textColor = foreground
            label.numberOfLines = configuration.subtitleLineBreakMode.wraps ? 0 : 1
            label.lineBreakMode = configuration.subtitleLineBreakMode
            label.textAlignment = configuration.resolvedTextAlignment
            label.isHidden = false
        } else {
            subtitleLabelStorage?.text = nil
            subtitleLabelStorage?.isHidden = true
        }

        // Image, or the activity indicator in its place.
        imageViewStorage.image = image(for: state) ?? configuration.image
        imageViewStorage.tintColor = configuration.imageColorTransformer?(foreground) ?? foreground
        imageViewStorage.isHidden = configuration.showsActivityIndicator
        if configuration.showsActivityIndicator {
            let indicator = activityIndicator ?? {
                let indicator = UIActivityIndicatorView(style: .medium)
                addSubview(indicator)
                activityIndicator = indicator
                return indicator
            }()
            indicator.color = configuration.activityIndicatorColorTransformer?(foreground) ?? foreground
            indicator.isHidden = false
            if !indicator.isAnimating { indicator.startAnimating() }
        } else if let indicator = activityIndicator {
            indicator.stopAnimating()
            indicator.isHidden = true
        }

        // Background.
        let backgroundView = configurationBackgroundView ?? {
            let view = _ButtonBackgroundView()
            insertSubview(view, at: 0)
            configurationBackgroundView = view
            return view
        }()
        let background = configuration.background
        backgroundView.backgroundColor = configuration.resolvedBackgroundColor(tint: tint)
        backgroundView.layer.borderWidth = background.strokeWidth
        backgroundView.layer.borderColor = background.resolvedStrokeColor(for: tint).cgColor
        backgroundView.imageView.image = background.image ?? currentBackgroundImage
        backgroundView.imageView.contentMode = background.imageContentMode
        backgroundView.setCustomView(background.customView)
        backgroundImageView?.isHidden = true
        setNeedsLayout()
    }

    /// The content's parts and their sizes, laid out within `width` (infinite: unwrapped).
    private func configuredParts(width: CGFloat) -> (image: CGSize, title: CGSize, subtitle: CGSize, padding: CGFloat, titlePadding: CGFloat) {
        guard let configuration = appliedConfiguration else { return (.zero, .zero, .zero, 0, 0) }
        let image: CGSize
        if configuration.showsActivityIndicator {
            image = activityIndicator?.intrinsicContentSize ?? CGSize(width: 20, height: 20)
        } else {
            image = imageViewStorage.image?.size ?? .zero
        }
        let sideways = configuration.imagePlacement.contains(.leading) || configuration.imagePlacement.contains(.trailing)
        let textWidth = sideways && image.width > 0 ? max(width - image.width - configuration.imagePadding, 0) : width
        func measure(_ label: UILabel?) -> CGSize {
            guard let label, label.text?.isEmpty == false, !label.isHidden else { return .zero }
            let wrapWidth = textWidth.isFinite ? textWidth : 0
            let size = label.sizeThatFits(CGSize(width: wrapWidth, height: .greatestFiniteMagnitude))
            return CGSize(width: textWidth.isFinite ? min(size.width, textWidth) : size.width, height: size.height)
        }
        let title = measure(titleLabelStorage), subtitle = measure(subtitleLabelStorage)
        let hasText = title != .zero || subtitle != .zero
        let padding = image != .zero && hasText ? configuration.imagePadding : 0
        let titlePadding = title != .zero && subtitle != .zero ? configuration.titlePadding : 0
        return (image, title, subtitle, padding, titlePadding)
    }

    /// The content's size: the image and the text block beside, above or below it.
    private func contentBlockSize(_ parts: (image: CGSize, title: CGSize, subtitle: CGSize, padding: CGFloat, titlePadding: CGFloat),
                                  placement: NSDirectionalRectEdge) -> (block: CGSize, text: CGSize) {
        let text = CGSize(width: max(parts.title.width, parts.subtitle.width),
                          height: parts.title.height + parts.titlePadding + parts.subtitle.height)
        if placement.contains(.top) || placement.contains(.bottom) {
            return (CGSize(width: max(parts.image.width, text.width), height: parts.image.height + parts.padding + text.height), text)
        }
        return (CGSize(width: parts.image.width + parts.padding + text.width, height: max(parts.image.height, text.height)), text)
    }

    /// The configured content plus its insets.
    func configuredContentSize(fitting size: CGSize) -> CGSize {
        guard let configuration = appliedConfiguration ?? configuration else { return .zero }
        let insets = configuration.contentInsets
        let width = size.width > 0 ? max(size.width - insets.leading - insets.trailing, 0) : .infinity
        let block = contentBlockSize(configuredParts(width: width), placement: configuration.imagePlacement).block
        return CGSize(width: block.width + insets.leading + insets.trailing, height: block.height + insets.top + insets.bottom)
    }

    /// Places the background in the bounds (inset by its insets, rounded by the corner style),
    /// and the image and text in the bounds inset by `contentInsets`, the image at
    /// `imagePlacement`'s edge `imagePadding` from the text, the block placed by the content
    /// alignments.
    func layoutConfiguredContent() {
        guard let configuration = appliedConfiguration else { return }
        let backgroundInsets = configuration.background.backgroundInsets
        if let backgroundView = configurationBackgroundView {
            backgroundView.frame = bounds.inset(by: UIEdgeInsets(top: backgroundInsets.top, left: backgroundInsets.leading,
                                                                 bottom: backgroundInsets.bottom, right: backgroundInsets.trailing))
            backgroundView.layer.cornerRadius = configuration.resolvedCornerRadius(height: backgroundView.bounds.height)
        }
        let insets = configuration.contentInsets
        let content = bounds.inset(by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
        let parts = configuredParts(width: content.width)
        let placement = configuration.imagePlacement
        var (block, text) = contentBlockSize(parts, placement: placement)
        block.width = min(block.width, content.width)

        let x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: x = content.minX
        case .right, .trailing: x = content.maxX - block.width
        case .fill:
            x = content.minX
            block.width = content.width
        case .center: x = content.midX - block.width / 2
        }
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top: y = content.minY
        case .bottom: y = content.maxY - block.height
        case .fill:
            y = content.minY
            block.height = content.height
        case .center: y = content.midY - block.height / 2
        }
        let frame = CGRect(x: x, y: y, width: block.width, height: block.height)

        var imageFrame = CGRect(origin: .zero, size: parts.image)
        var textFrame = CGRect(origin: .zero, size: text)
        if placement.contains(.top) || placement.contains(.bottom) {
            imageFrame.origin.x = frame.midX - parts.image.width / 2
            textFrame.origin.x = frame.midX - text.width / 2
            if placement.contains(.top) {
                imageFrame.origin.y = frame.minY
                textFrame.origin.y = frame.minY + parts.image.height + parts.padding
            } else {
                textFrame.origin.y = frame.minY
                imageFrame.origin.y = frame.maxY - parts.image.height
            }
        } else {
            imageFrame.origin.y = frame.midY - parts.image.height / 2
            textFrame.origin.y = frame.midY - text.height / 2
            if placement.contains(.trailing) {
                textFrame.origin.x = frame.minX
                imageFrame.origin.x = frame.maxX - parts.image.width
            } else {
                imageFrame.origin.x = frame.minX
                textFrame.origin.x = frame.minX + parts.image.width + parts.padding
            }
            textFrame.size.width = max(min(text.width, frame.maxX - textFrame.minX - (placement.contains(.trailing) ? parts.image.width + parts.padding : 0)), 0)
        }
        imageViewStorage.frame = imageFrame
        activityIndicator?.center = CGPoint(x: imageFrame.midX, y: imageFrame.midY)

        // The title and subtitle, aligned with each other in the text block.
        func place(_ label: UILabel?, size: CGSize, top: CGFloat) {
            guard let label else { return }
            let width = min(size.width, textFrame.width)
            let left: CGFloat
            switch label.textAlignment {
            case .center: left = textFrame.midX - width / 2
            case .right: left = textFrame.maxX - width
            default: left = textFrame.minX
            }
            label.frame = CGRect(x: left, y: top, width: width, height: size.height)
        }
        place(titleLabelStorage, size: parts.title, top: textFrame.minY)
        place(subtitleLabelStorage, size: parts.subtitle, top: textFrame.minY + parts.title.height + parts.titlePadding)
    }
}

extension UIButton.Configuration {
    /// The title and subtitle's alignment: `.automatic` centres them over or under an image and
    /// aligns them to its side beside one.
    var resolvedTextAlignment: NSTextAlignment {
        switch titleAlignment {
        case .leading: return .left
        case .center: return .center
        case .trailing: return .right
        case .automatic:
            if imagePlacement.contains(.trailing) { return .right }
            if imagePlacement.contains(.top) || imagePlacement.contains(.bottom) || image == nil { return .center }
            return .left
        }
    }
}

extension NSLineBreakMode {
    /// Whether text in this mode goes on to more lines.
    var wraps: Bool { self == .byWordWrapping || self == .byCharWrapping }
}

/// A configured button's background: its colour, stroke and corners, with the background's
/// image and custom view inside.
final class _ButtonBackgroundView: UIView {
    let imageView = UIImageView()
    private(set) var customView: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        clipsToBounds = true
        addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func setCustomView(_ view: UIView?) {
        guard view !== customView else { return }
        customView?.removeFromSuperview()
        customView = view
        if let view { insertSubview(view, at: 0) }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = bounds
        customView?.frame = bounds
    }
}
