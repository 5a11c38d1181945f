//  UIView+Environment.swift — FlipbookKit
//  Mirrors the parts of UIView that read its environment: tint adjustment, content size category
//  limits, traits. Status: partial (no Dynamic Type: the content size is always `.large`).

import Foundation
import FlipbookGraphics

extension UIView {
    /// Calls `tintColorDidChange()` on this view and each descendant whose tint adjustment
    /// mode is inherited (`.automatic`) from it.
    package func notifyTintAdjustmentModeDidChange() {
        tintColorDidChange()
        for view in subviewStorage where view.tintAdjustmentModeStorage == .automatic {
            view.notifyTintAdjustmentModeDidChange()
        }
    }

    /// The base implementation of `appliedContentSizeCategoryLimitsDescription`, which the class body declares overridable.
    final var _baseAppliedContentSizeCategoryLimitsDescription: String {
        var lines: [String] = []
        var view: UIView? = self
        while let current = view {
            if current.minimumContentSizeCategory != nil || current.maximumContentSizeCategory != nil {
                let minimum = current.minimumContentSizeCategory?.rawValue ?? "none"
                let maximum = current.maximumContentSizeCategory?.rawValue ?? "none"
                lines.append("\(type(of: current)): minimum \(minimum), maximum \(maximum)")
            }
            view = current.superviewStorage
        }
        return lines.joined(separator: "\n")
    }

    /// A change of the limits changes the view's traits: UIKit tells the view's trait observers.
    package func contentSizeCategoryLimitsDidChange() {
        // Flipbook: the content size is `.large` and no trait depends on it, so nothing else changes.
    }

    /// The base implementation of `updateTraitsIfNeeded`, which the class body declares overridable.
    final func _baseUpdateTraitsIfNeeded() {}
}

extension UIColor {
    /// The colour a dimmed tint shows: its grey of equal luminance, its alpha kept.
    package var dimmedTint: UIColor {
        let c = color
        // Rec. 709 luma of the encoded components: a grey that reads as light as the colour.
        let luma = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        return UIColor(white: CGFloat(luma), alpha: CGFloat(c.alpha))
    }
}
