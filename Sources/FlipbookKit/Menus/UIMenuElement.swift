//  UIMenuElement.swift — FlipbookKit
//  Mirrors UIKit.UIMenuElement (iOS 13). Status: partial (title, subtitle and image only: the
//  previewer draws no menus).

import Foundation

/// What a menu holds: an action (`UIAction`) or a submenu (`UIMenu`).
open class UIMenuElement: NSObject {
    /// Storage a subclass that makes these settable (UIAction) writes through.
    package var _title: String
    package var _subtitle: String?
    package var _image: UIImage?

    /// The element's title.
    open var title: String { _title }
    /// The text under the title (iOS 15).
    open var subtitle: String? { _subtitle }
    /// The element's image.
    open var image: UIImage? { _image }

    package init(title: String, subtitle: String? = nil, image: UIImage?) {
        _title = title
        _subtitle = subtitle
        _image = image
        super.init()
    }
}
