//  UISwipeActionsConfiguration.swift — FlipbookKit
//  Mirrors UIKit.UISwipeActionsConfiguration: the actions of one edge of a row's swipe.
//  Status: complete (the buttons are not drawn; see UIContextualAction).

import Foundation

/// The actions a swipe from one edge of a row shows, the first nearest that edge.
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (UIKit docs: default true).
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
