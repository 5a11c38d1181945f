//  UIContextMenuConfiguration.swift — FlipbookKit
//  Mirrors UIKit.UIContextMenuConfiguration (iOS 13). Status: partial (kept, never shown: the
//  previewer draws no context menus).

import Foundation

/// Makes the menu of a context menu.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
/// Makes the view controller a context menu previews.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// What a context menu shows: its menu and its preview, made when it opens.
open class UIContextMenuConfiguration: NSObject {
    /// The order in which a menu lays out its elements (iOS 16). Expected: raw values are UIKit's.
    public enum ElementOrder: Int, Sendable {
        case automatic = 0
        case priority = 1
        case fixed = 2
    }

    /// The configuration's identifier.
    public let identifier: any NSCopying
    /// The order of the menu's elements.
    open var preferredMenuElementOrder: ElementOrder = .automatic
    package let actionProvider: UIContextMenuActionProvider?
    package let previewProvider: UIContextMenuContentPreviewProvider?

    /// A configuration whose menu and preview are made by the providers; with no identifier it gets a unique one.
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider?,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
