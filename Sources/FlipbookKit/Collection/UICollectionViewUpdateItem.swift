//  UICollectionViewUpdateItem.swift — FlipbookKit
//  Mirrors UIKit.UICollectionViewUpdateItem. Status: complete.

import Foundation

/// One insertion, deletion, reload or move in a batch of collection view updates, as a layout's
/// `prepare(forCollectionViewUpdates:)` is told it.
///
/// A whole section is named by an index path whose item is `NSNotFound`, as in UIKit.
open class UICollectionViewUpdateItem: NSObject {
    /// What the update does.
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    /// Where the item was before the updates (nil for an insertion).
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// Where the item is after the updates (nil for a deletion).
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What the update does.
    open private(set) var updateAction: Action

    package init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }

    open override var description: String {
        "UICollectionViewUpdateItem(\(updateAction), \(indexPathBeforeUpdate.map { "\($0)" } ?? "nil") → \(indexPathAfterUpdate.map { "\($0)" } ?? "nil"))"
    }
}
