//  UIContextualAction.swift — FlipbookKit
//  Mirrors UIKit.UIContextualAction: an action of a row's swipe. Status: partial (swipe buttons
//  are not drawn; a full swipe, `UITableView.userDidSwipeRow(at:fromLeadingEdge:)`, runs the
//  first action's handler).

import Foundation

/// An action shown when the user swipes a row: its title, colour, image and handler.
open class UIContextualAction: NSObject {
    /// A destructive action is red, a normal one grey.
    public enum Style: Int, Sendable { case normal = 0, destructive }

    /// Runs the action: the action, the view it was shown in, and a completion to call with
    /// whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    /// The button's colour (nil: the style's: red for destructive, grey otherwise).
    open var backgroundColor: UIColor! {
        get { backgroundColorStorage ?? (style == .destructive ? .systemRed : .systemGray) }
        set { backgroundColorStorage = newValue }
    }
    private var backgroundColorStorage: UIColor?
    open var image: UIImage?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
