//  UINavigationBar+Appearance.swift — FlipbookKit
//  How a navigation bar's appearance objects and legacy customizations (tint colour, bar style,
//  title text attributes, background and shadow images, title position) change its drawing.
//  Status: partial (no scroll-edge or compact appearance: the bar is never at a scroll edge or compact).

import Foundation

extension UINavigationBar {
    // MARK: Drawing

    /// The appearance drawn: the top item's standard appearance, else the bar's.
    // Flipbook: the bar is 44 pt tall (never compact) and not tracked against scrolling content,
    // so the compact and scroll-edge appearances are never the ones drawn.
    var appearanceForDrawing: UINavigationBarAppearance {
        topItem?.standardAppearance ?? standardAppearance
    }

    /// The legacy background image for the bar's position (its own, else `.any`'s), default metrics.
    private var legacyBackgroundImage: UIImage? {
        backgroundImage(for: barPosition, barMetrics: .default) ?? backgroundImage(for: .any, barMetrics: .default)
    }

    func appearanceDidChange() {
        applyAppearance()
        updateBackButtonAppearance()
    }

    /// Draws the background, shadow line and title as the appearance and customizations say.
    func applyAppearance() {
        let appearance = appearanceForDrawing
        let black = barStyle != .default
        backgroundView.backgroundColor = appearance.drawnBackgroundColor(tint: barTintColor ?? (black ? .black : nil))
        let image = appearance.backgroundImage ?? legacyBackgroundImage
        backgroundImageView.image = image
        backgroundImageView.contentMode = appearance.backgroundImageContentMode
        backgroundImageView.isHidden = image == nil
        // UIKit docs (shadowImage): a custom shadow image shows only with a custom background image.
        let shadow = appearance.shadowImage ?? (legacyBackgroundImage != nil ? shadowImage : nil)
        hairline.image = shadow
        hairline.backgroundColor = shadow == nil ? appearance.drawnShadowColor : .clear
        hairline.isHidden = shadow == nil && appearance.drawnShadowColor == nil

        let item = topItem
        let itemAttributes = item?.attributedTitle.flatMap(Self.leadingAttributes(of:)) ?? [:]
        let titleAttributes = itemAttributes.merging(appearance.titleTextAttributes) { mine, _ in mine }
            .merging(titleTextAttributes ?? [:]) { mine, _ in mine }
        titleLabel.font = titleAttributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = titleAttributes[.foregroundColor] as? UIColor ?? (black ? .white : .label)
        let subtitleAttributes = (item?.attributedSubtitle.flatMap(Self.leadingAttributes(of:)) ?? [:])
            .merging(appearance.subtitleTextAttributes) { mine, _ in mine }
        subtitleLabel.font = subtitleAttributes[.font] as? UIFont ?? .systemFont(ofSize: 12)
        subtitleLabel.textColor = subtitleAttributes[.foregroundColor] as? UIColor ?? (black ? .lightGray : .secondaryLabel)
        for (view, item) in zip(leftViews + rightViews, leftItems + rightItems) {
            if let button = view as? UIButton { applyTitleAttributes(of: item, to: button) }
        }
        setNeedsLayout()
    }

    /// The back button's title attributes, from the appearance's back button appearance.
    private func updateBackButtonAppearance() {
        let state = appearanceForDrawing.backButtonAppearance
        if let font = state.normal.titleTextAttributes[.font] as? UIFont { backButton.titleLabel?.font = font }
        backButton.setTitleColor(state.normal.titleTextAttributes[.foregroundColor] as? UIColor, for: .normal)
    }

    /// A bar button's title font and colours: the item's own title text attributes, else the
    /// appearance's for the item's style.
    func applyTitleAttributes(of item: UIBarButtonItem, to button: UIButton) {
        let appearance = appearanceForDrawing
        let styled = item.style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance
        let normal = item.resolvedTitleAttributes(for: .normal) ?? styled.normal.titleTextAttributes
        let disabled = item.titleTextAttributes(for: .disabled) ?? styled.disabled.titleTextAttributes
        if let font = normal[.font] as? UIFont { button.titleLabel?.font = font }
        button.setTitleColor(normal[.foregroundColor] as? UIColor, for: .normal)
        button.setTitleColor(disabled[.foregroundColor] as? UIColor, for: .disabled)
    }

    /// How far the title is moved: the appearance's adjustment and the default metrics' vertical one.
    var titleOffset: UIOffset {
        let adjustment = appearanceForDrawing.titlePositionAdjustment
        return UIOffset(horizontal: adjustment.horizontal, vertical: adjustment.vertical + titleVerticalPositionAdjustment(for: .default))
    }

    /// The attributes of an attributed string's first character.
    private static func leadingAttributes(of string: NSAttributedString) -> [NSAttributedString.Key: Any]? {
        string.length > 0 ? string.attributes(at: 0, effectiveRange: nil) : nil
    }
}
