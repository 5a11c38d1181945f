//  UIContextMenuConfiguration.swift — FlipbookKit
//  Mirrors UIKit.UIContextMenuConfiguration. Status: partial (kept; Flipbook shows no context menus).

import Foundation

/// What a context menu shows: its identifier, a preview, and the menu's actions.
open class UIContextMenuConfiguration: NSObject {
    /// The order a menu lays its elements out in. Expected: raw values are UIKit's.
    public enum ElementOrder: Int, Sendable {
        case automatic = 0
        case priority = 1
        case fixed = 2
    }

    public let identifier: any NSCopying
    /// The order of the menu's elements (UIKit docs: `.automatic` by default).
    open var preferredMenuElementOrder: ElementOrder = .automatic
    let previewProvider: (() -> UIViewController?)?
    let actionProvider: (([UIMenuElement]) -> UIMenu?)?

    public init(identifier: (any NSCopying)? = nil, previewProvider: (() -> UIViewController?)? = nil,
                actionProvider: (([UIMenuElement]) -> UIMenu?)? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
