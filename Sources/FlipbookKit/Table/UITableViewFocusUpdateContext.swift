//  UITableViewFocusUpdateContext.swift — FlipbookKit
//  Mirrors UIKit.UITableViewFocusUpdateContext. Status: partial (no focus engine: never handed out).

import Foundation

/// A focus update within a table view: which rows focus moves between.
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    /// The row that had focus.
    open var previouslyFocusedIndexPath: IndexPath? { nil }
    /// The row that gets focus.
    open var nextFocusedIndexPath: IndexPath? { nil }
}
