//  UITableViewRowAction.swift — FlipbookKit
//  Mirrors UIKit.UITableViewRowAction (deprecated in iOS 13 for UIContextualAction). Status:
//  partial (kept: a table view never asks for row actions; its swipe buttons are not drawn).

import Foundation

/// A button shown when the user swipes a row, before iOS 11's swipe actions.
open class UITableViewRowAction: NSObject {
    public enum Style: Int, Sendable {
        case `default` = 0, normal
        public static let destructive = Style.default
    }

    open private(set) var style: Style
    open var title: String?
    open var backgroundColor: UIColor?
    open var backgroundEffect: UIVisualEffect?
    let handler: (UITableViewRowAction, IndexPath) -> Void

    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
