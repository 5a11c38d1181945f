//  UIBackgroundConfiguration.swift — FlipbookKit
//  Mirrors UIKit.UIBackgroundConfiguration (iOS 14). Status: partial (colour, corner radius,
//  stroke, image, custom view and insets; the plain list cell's style only; no visual effects).
//  Drawn by UIButton's configurations and by cells.

import Foundation

/// What a view draws behind its content: a colour, a stroke, an image or a custom view, in a
/// rounded rectangle inset from the view's bounds.
public struct UIBackgroundConfiguration {
    /// A view drawn behind the other background content (nil: none).
    public var customView: UIView?
    /// The radius of the background's corners.
    public var cornerRadius: CGFloat = 0
    /// How far the background is inset from the view's bounds.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The fill colour (nil: the view's tint colour, as UIKit resolves it).
    public var backgroundColor: UIColor?
    /// A function applied to the fill colour before it is drawn.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// An image drawn over the fill.
    public var image: UIImage?
    /// How `image` fits the background.
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// The outline's colour (nil: the view's tint colour).
    public var strokeColor: UIColor?
    /// A function applied to the outline colour before it is drawn.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The outline's width (0: none).
    public var strokeWidth: CGFloat = 0
    /// How far the outline lies outside the background's edge.
    public var strokeOutset: CGFloat = 0

    public init() {}

    /// A background with no colour, stroke or image.
    public static func clear() -> UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration()
        background.backgroundColor = .clear
        return background
    }

    /// The fill colour drawn: `backgroundColor` (else `tintColor`) through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The outline colour drawn: `strokeColor` (else `tintColor`) through the transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// The background of a cell in a plain list: the system background colour.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .systemBackground
        return configuration
    }

    /// The configuration for `state`.
    // Flipbook: the system configurations have no state-dependent looks here; this returns the configuration.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }

    /// A view showing this background.
    package func makeView() -> UIView {
        let view = UIView(frame: .zero)
        view.backgroundColor = backgroundColor
        view.layer.cornerRadius = cornerRadius
        view.layer.borderWidth = strokeColor == nil ? 0 : strokeWidth
        view.layer.borderColor = strokeColor?.cgColor
        view.clipsToBounds = cornerRadius > 0
        if let customView {
            customView.frame = view.bounds
            customView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(customView)
        }
        return view
    }
}
