//  UICollectionViewFocusUpdateContext.swift — FlipbookKit
//  Mirrors UIKit.UICollectionViewFocusUpdateContext. Status: partial (no focus engine: never handed out).

import Foundation

/// A focus update within a collection view: which items focus moves between.
open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
    /// The item that had focus.
    open var previouslyFocusedIndexPath: IndexPath? { nil }
    /// The item that gets focus.
    open var nextFocusedIndexPath: IndexPath? { nil }
}
