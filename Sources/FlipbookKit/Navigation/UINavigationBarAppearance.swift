//  UINavigationBarAppearance.swift — FlipbookKit
//  Mirrors UIKit.UINavigationBarAppearance. Status: partial (the title's font and colour and the
//  background and shadow are drawn; large titles, subtitles' attributes and the back indicator
//  image are kept; button appearances colour the bar's buttons).

import Foundation

/// How a navigation bar draws: its background and shadow (from `UIBarAppearance`), its title's
/// text attributes, and its buttons' and back button's appearances.
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's text attributes (the bar draws `.font` and `.foregroundColor`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved from the middle of the bar.
    open var titlePositionAdjustment: UIOffset = .zero
    // Flipbook: kept — the bar has no large titles (it stays 44 pt tall).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The subtitle's text attributes (iOS 26); the bar draws `.font` and `.foregroundColor`.
    open var subtitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    // Flipbook: kept — no large titles.
    open var largeSubtitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// The appearance of plain bar button items.
    open var buttonAppearance = UIBarButtonItemAppearance()
    /// The appearance of `.done` bar button items.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The appearance of prominent bar button items (iOS 26).
    open var prominentButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The appearance of the back button.
    open var backButtonAppearance = UIBarButtonItemAppearance()

    /// The back button's indicator image (nil here until set: the bar draws "‹").
    // Flipbook: UIKit's default is the system chevron image; Flipbook has none and draws "‹".
    open private(set) var backIndicatorImage: UIImage!
    open private(set) var backIndicatorTransitionMaskImage: UIImage!

    /// Sets the back indicator image and its transition mask; UIKit docs: both or neither.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?,
                                    transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        // UIKit raises if only one is given; Flipbook keeps neither then.
        guard (backIndicatorImage == nil) == (backIndicatorTransitionMaskImage == nil) else { return }
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }

    override func copyAttributes(from other: UIBarAppearance) {
        guard let other = other as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        largeTitleTextAttributes = other.largeTitleTextAttributes
        subtitleTextAttributes = other.subtitleTextAttributes
        largeSubtitleTextAttributes = other.largeSubtitleTextAttributes
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
        prominentButtonAppearance = other.prominentButtonAppearance.copy()
        backButtonAppearance = other.backButtonAppearance.copy()
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }
}
