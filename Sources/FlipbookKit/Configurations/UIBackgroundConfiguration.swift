//  UIBackgroundConfiguration.swift — FlipbookKit
//  Mirrors UIKit.UIBackgroundConfiguration (iOS 14). Status: partial (no visual effects or
//  image; no state-dependent colours: `updated(for:)` keeps the configuration as it is).

import Foundation

/// A cell's background as a value: a colour, a corner radius, a stroke and a custom view.
public struct UIBackgroundConfiguration {
    /// The background colour (nil: none).
    public var backgroundColor: UIColor?
    /// A view shown behind the content, filling the background.
    public var customView: UIView?
    /// The radius of the background's corners.
    public var cornerRadius: CGFloat = 0
    /// Space between the background and the cell's edges.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The colour of the stroke around the background (nil: none).
    public var strokeColor: UIColor?
    /// The stroke's width.
    public var strokeWidth: CGFloat = 0

    public init() {}

    /// A background that shows nothing.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

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
