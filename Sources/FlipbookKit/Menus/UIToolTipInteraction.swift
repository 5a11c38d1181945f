//  UIToolTipInteraction.swift — FlipbookKit
//  Mirrors UIKit.UIToolTipInteraction (iOS 15). Status: partial (kept, never shown: the
//  previewer has no pointer to hover with).

import Foundation

/// The tooltip a pointer hovering over a view shows.
// Flipbook: no pointer hovers, so no tooltip is drawn.
open class UIToolTipInteraction: NSObject {
    /// Whether the tooltip shows.
    open var isEnabled = true
    /// The tooltip's text.
    open var defaultToolTip: String?
    /// The view the interaction is attached to.
    open internal(set) weak var view: UIView?

    public override init() { super.init() }

    /// A tooltip showing `defaultToolTip`.
    public convenience init(defaultToolTip: String) {
        self.init()
        self.defaultToolTip = defaultToolTip
    }
}
