//  UICommand.swift — FlipbookKit
//  Mirrors UIKit.UICommand (iOS 13). Status: partial (title, image, action and property list:
//  the previewer has no menu bar or edit menu to show a command in).

import Foundation

/// A menu element that sends an action selector up the responder chain when chosen.
///
/// Flipbook: no menu shows commands, so none is ever chosen; a responder's
/// `validate(_:)` is never asked about one.
open class UICommand: UIMenuElement {
    /// The selector sent to the first responder that can perform it.
    public let action: Selector
    /// Data the action's target can read back.
    public let propertyList: Any?
    /// The title shown in a discoverability overlay (nil: the title).
    open var discoverabilityTitle: String?

    /// The command's title in a menu.
    open override var title: String {
        get { _title }
        set { _title = newValue }
    }
    open override var image: UIImage? {
        get { _image }
        set { _image = newValue }
    }

    public init(title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                discoverabilityTitle: String? = nil) {
        self.action = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        super.init(title: title, image: image)
    }
}
