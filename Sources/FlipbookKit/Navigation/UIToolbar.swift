//  UIToolbar.swift — FlipbookKit
//  Mirrors UIKit.UIToolbar. Status: partial (kept with its items; Flipbook does not draw toolbars).

import Foundation

/// A bar of buttons, shown by a navigation controller at the bottom of the screen.
///
/// Flipbook: the toolbar keeps its items and colours, but nothing draws it or its items.
open class UIToolbar: UIView {
    /// Expected: UIKit's toolbar is 44 pt tall on iPhone in portrait.
    package static let defaultHeight: CGFloat = 44

    /// The items on the bar, leading first.
    open var items: [UIBarButtonItem]?
    /// The bar's background colour (nil: the system's).
    open var barTintColor: UIColor?
    open var isTranslucent = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Replaces the items. Flipbook: not drawn, so `animated` changes nothing.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }
}
