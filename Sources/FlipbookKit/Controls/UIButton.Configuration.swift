//  UIButton.Configuration.swift — FlipbookKit
//  Mirrors UIButton.Configuration (iOS 15). Status: partial (title, subtitle, image, insets,
//  paddings, colours, background, corner style, size and activity indicator are drawn; text
//  attribute transformers, the popup indicator, symbol transitions and the Mac idiom are kept
//  only; Liquid Glass styles draw as the gray and filled styles; sizes, fonts, radii and state
//  colours are Flipbook's estimates of UIKit's).

import Foundation

extension UIButton {
    /// How a button looks: its title, subtitle and image, their colours, its background and
    /// insets, as a value. A button redraws from it when it is set.
    ///
    ///     var configuration = UIButton.Configuration.filled()
    ///     configuration.title = "Continue"
    ///     configuration.image = chevron
    ///     configuration.imagePlacement = .trailing
    ///     configuration.imagePadding = 6
    ///     let button = UIButton(configuration: configuration, primaryAction: next)
    ///
    /// Values left nil (`baseForegroundColor`, `baseBackgroundColor`, the background's colour)
    /// are the style's defaults, resolved for the button's state when it draws.
    public struct Configuration {
        /// The system style the configuration was made from.
        enum Style: Equatable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
            case glass, prominentGlass, clearGlass, prominentClearGlass
        }

        let style: Style
        /// The button's state the configuration was last updated for (`updated(for:)`).
        var state: UIControl.State = .normal

        init(style: Style) {
            self.style = style
            switch style {
            case .plain, .borderless, .clearGlass: background = .clear()
            default: background = UIBackgroundConfiguration()
            }
        }

        // MARK: Creating button configurations

        /// A configuration with a transparent background and the tint colour's title.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A tinted background with the tint colour's title.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A gray background with the tint colour's title.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background of the tint colour with a white title.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No background, as `plain()`.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A gray background, as `gray()`.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A tinted background, as `tinted()`.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A background of the tint colour, as `filled()`.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
        /// Liquid Glass (iOS 26). Flipbook: drawn as `gray()`: there is no glass material.
        public static func glass() -> Configuration { Configuration(style: .glass) }
        /// Tinted Liquid Glass (iOS 26). Flipbook: drawn as `filled()`.
        public static func prominentGlass() -> Configuration { Configuration(style: .prominentGlass) }
        /// Clear Liquid Glass (iOS 26). Flipbook: drawn as `plain()`.
        public static func clearGlass() -> Configuration { Configuration(style: .clearGlass) }
        /// Tinted clear Liquid Glass (iOS 26). Flipbook: drawn as `filled()`.
        public static func prominentClearGlass() -> Configuration { Configuration(style: .prominentClearGlass) }

        // MARK: Updating the configuration

        /// A copy updated for `button`: UIKit docs, it "preserves custom values set on the
        /// configuration, and updates default values based on the button state". The default
        /// colours drawn follow the state it was updated for.
        public func updated(for button: UIButton) -> Configuration {
            var configuration = self
            configuration.state = button.state
            return configuration
        }

        // MARK: Background

        /// What is drawn behind the content.
        public var background: UIBackgroundConfiguration
        /// The background colour the style's default is drawn in (nil: the style's own).
        public var baseBackgroundColor: UIColor?
        /// How the background's corners are rounded (default `.dynamic`).
        public var cornerStyle: CornerStyle = .dynamic

        /// How a button configuration rounds its background. Expected: raw values are UIKit's.
        public enum CornerStyle: Int, Sendable {
            case fixed = -1
            case dynamic = 0
            case small = 1
            case medium = 2
            case large = 3
            case capsule = 4
        }

        // MARK: Foreground

        /// The colour of the title, subtitle and image (nil: the style's own).
        public var baseForegroundColor: UIColor?

        // MARK: Size

        /// The button's size class: its fonts, default insets and corner radius (default `.medium`).
        public var buttonSize: Size = .medium

        /// A button configuration's size. Expected: raw values are UIKit's.
        public enum Size: Int, Sendable {
            case medium = 0
            case small = 1
            case mini = 2
            case large = 3
        }

        // MARK: Content insets

        private var contentInsetsStorage: NSDirectionalEdgeInsets?

        /// The distance from the button's edges to its content; the size's default until set.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { contentInsetsStorage ?? Self.defaultContentInsets(for: buttonSize) }
            set { contentInsetsStorage = newValue }
        }

        /// Goes back to the default insets for `buttonSize`.
        public mutating func setDefaultContentInsets() {
            contentInsetsStorage = nil
        }

        // MARK: Image

        /// The image shown beside the text.
        public var image: UIImage?
        /// A function applied to the image's colour.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// The distance between the image and the text (UIKit docs: it "doesn't affect the
        /// distance to the button's edge").
        public var imagePadding: CGFloat = 0
        /// The edge of the content the image sits at (default `.leading`).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The symbol configuration the image is drawn with.
        // Flipbook: kept only: there are no SF Symbols.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?

        // MARK: Title

        private var titleStorage: String?
        private var attributedTitleStorage: AttributedString?

        /// The title; setting it replaces `attributedTitle`.
        public var title: String? {
            get { attributedTitleStorage.map { String($0.characters) } ?? titleStorage }
            set {
                titleStorage = newValue
                attributedTitleStorage = nil
            }
        }

        /// The title with attributes; setting it sets `title` to its characters.
        // Flipbook: drawn in the configuration's font and colour: the attributes are kept, not drawn.
        public var attributedTitle: AttributedString? {
            get { attributedTitleStorage ?? titleStorage.map { AttributedString($0) } }
            set {
                attributedTitleStorage = newValue
                titleStorage = newValue.map { String($0.characters) }
            }
        }

        /// A function applied to the title's attributes.
        // Flipbook: kept only: titles draw in one style.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// How the title breaks and truncates (default `.byWordWrapping`: it wraps).
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// How the title and subtitle align with each other (default `.automatic`).
        public var titleAlignment: TitleAlignment = .automatic
        /// The distance between the title and the subtitle.
        public var titlePadding: CGFloat = 0

        /// How a title and subtitle align. Expected: raw values are UIKit's.
        public enum TitleAlignment: Int, Sendable {
            case automatic = 0
            case leading = 1
            case center = 2
            case trailing = 3
        }

        // MARK: Subtitle

        private var subtitleStorage: String?
        private var attributedSubtitleStorage: AttributedString?

        /// The text under the title; setting it replaces `attributedSubtitle`.
        public var subtitle: String? {
            get { attributedSubtitleStorage.map { String($0.characters) } ?? subtitleStorage }
            set {
                subtitleStorage = newValue
                attributedSubtitleStorage = nil
            }
        }

        /// The subtitle with attributes; setting it sets `subtitle` to its characters.
        // Flipbook: drawn in the configuration's font and colour: the attributes are kept, not drawn.
        public var attributedSubtitle: AttributedString? {
            get { attributedSubtitleStorage ?? subtitleStorage.map { AttributedString($0) } }
            set {
                attributedSubtitleStorage = newValue
                subtitleStorage = newValue.map { String($0.characters) }
            }
        }

        /// A function applied to the subtitle's attributes.
        // Flipbook: kept only: subtitles draw in one style.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// How the subtitle breaks and truncates.
        public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping

        // MARK: Activity indicator

        /// Whether a spinning activity indicator replaces the image.
        public var showsActivityIndicator = false
        /// A function applied to the activity indicator's colour.
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?

        // MARK: Indicator

        /// The indicator a menu button shows beside its title (default `.automatic`).
        // Flipbook: kept, not drawn.
        public var indicator: Indicator = .automatic
        /// A function applied to the indicator's colour.
        public var indicatorColorTransformer: UIConfigurationColorTransformer?

        /// The indicator beside a button's title. Expected: raw values are UIKit's.
        public enum Indicator: Int, Sendable {
            case automatic = 0
            case none = 1
            case popup = 2
        }

        // MARK: Selection

        /// Whether a selected button is drawn in the style's selected look (UIKit docs: default true).
        public var automaticallyUpdateForSelection = true

        // MARK: Mac idiom

        /// How the button looks in the Mac idiom (default `.automatic`).
        // Flipbook: kept only: the previewer shows iPhone and iPad idioms.
        public var macIdiomStyle: MacIdiomStyle = .automatic

        /// A button's look in the Mac idiom. Expected: raw values are UIKit's.
        public enum MacIdiomStyle: Int, Sendable {
            case automatic = 0
            case bordered = 1
            case borderless = 2
            case borderlessTinted = 3
        }
    }
}

// MARK: - Resolving for drawing

extension UIButton.Configuration {
    /// The style's look: whether it fills its background with the tint, with a tinted wash,
    /// with gray, or leaves it clear.
    enum Fill { case clear, tint, wash, gray }

    var fill: Fill {
        switch style {
        case .plain, .borderless, .clearGlass: return .clear
        case .tinted, .borderedTinted: return .wash
        case .gray, .bordered, .glass: return .gray
        case .filled, .borderedProminent, .prominentGlass, .prominentClearGlass: return .tint
        }
    }

    /// The fill drawn for the state: a selected button of a clear, gray or washed style is drawn
    /// filled while `automaticallyUpdateForSelection` is on.
    var stateFill: Fill {
        if state.contains(.selected), automaticallyUpdateForSelection, fill != .tint { return .tint }
        return fill
    }

    /// The foreground colour drawn: `baseForegroundColor`, else the tint colour (white on a
    /// tint fill). Flipbook's estimates of UIKit's state colours: disabled is `tertiaryLabel`;
    /// highlighted content of a clear background is drawn at half its alpha.
    func resolvedForegroundColor(tint: UIColor) -> UIColor {
        if state.contains(.disabled) { return .tertiaryLabel }
        let base = baseForegroundColor ?? (stateFill == .tint ? .white : tint)
        if state.contains(.highlighted), stateFill == .clear { return base.withAlphaComponent(Self.alpha(of: base) * 0.5) }
        return base
    }

    /// The background colour drawn: the background's own colour, else the style's default made
    /// from `baseBackgroundColor` (else the tint). Flipbook's estimates: the wash is the colour at
    /// 15 % alpha, gray is `systemGray5`, disabled fills are `systemGray5`, and a highlighted fill
    /// is drawn at 80 % of its alpha.
    func resolvedBackgroundColor(tint: UIColor) -> UIColor {
        var color: UIColor
        if let custom = background.backgroundColor {
            color = custom
        } else {
            let base = baseBackgroundColor ?? tint
            switch stateFill {
            case .clear: color = .clear
            case .tint: color = base
            case .wash: color = base.withAlphaComponent(Self.alpha(of: base) * 0.15)
            case .gray: color = baseBackgroundColor ?? .systemGray5
            }
            if state.contains(.disabled), stateFill != .clear { color = .systemGray5 }
        }
        if state.contains(.highlighted), stateFill != .clear { color = color.withAlphaComponent(Self.alpha(of: color) * 0.8) }
        return background.backgroundColorTransformer?(color) ?? color
    }

    /// The corner radius drawn for a background `height` tall. Flipbook's estimates of the
    /// system radii: small 4, medium 8, large 12 points; `.dynamic` takes the background's own
    /// radius, else the size's (mini 4, small 6, medium 8, large 12).
    func resolvedCornerRadius(height: CGFloat) -> CGFloat {
        switch cornerStyle {
        case .fixed: return background.cornerRadius
        case .dynamic:
            if background.cornerRadius > 0 { return background.cornerRadius }
            switch buttonSize {
            case .mini: return 4
            case .small: return 6
            case .medium: return 8
            case .large: return 12
            }
        case .small: return 4
        case .medium: return 8
        case .large: return 12
        case .capsule: return height / 2
        }
    }

    /// The title's font for `buttonSize`. Flipbook's estimates: large 17, medium 15, small 13,
    /// mini 11 points; a subtitle's is 2 points smaller (at least 11).
    var titleFont: UIFont {
        switch buttonSize {
        case .large: return .systemFont(ofSize: 17)
        case .medium: return .systemFont(ofSize: 15)
        case .small: return .systemFont(ofSize: 13)
        case .mini: return .systemFont(ofSize: 11)
        }
    }

    var subtitleFont: UIFont { .systemFont(ofSize: max(titleFont.pointSize - 2, 11)) }

    static func alpha(of color: UIColor) -> CGFloat {
        var alpha: CGFloat = 1
        _ = color.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        return alpha
    }

    /// The default content insets for `size`. Flipbook's estimates of UIKit's.
    static func defaultContentInsets(for size: Size) -> NSDirectionalEdgeInsets {
        switch size {
        case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 6, bottom: 3, trailing: 6)
        case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }
}
