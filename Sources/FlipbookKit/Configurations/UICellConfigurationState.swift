//  UICellConfigurationState.swift — FlipbookKit
//  Mirrors UIKit.UIConfigurationState and UICellConfigurationState (iOS 14). Status: partial (no custom states).

import Foundation

/// The state a view's configurations are updated for.
public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state: its traits, selection, highlight, editing, and so on.
public struct UICellConfigurationState: UIConfigurationState {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    /// Flipbook: always false — no focus engine.
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    /// Flipbook: always false — no swipe actions on collection view cells here.
    public var isSwiped = false
    public var isReordering = false
    /// Flipbook: always `.none` — no drag and drop.
    public var cellDragState: UICellConfigurationState.DragState = .none
    /// Flipbook: always `.none` — no drag and drop.
    public var cellDropState: UICellConfigurationState.DropState = .none

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// Where a cell is in a drag.
    public enum DragState: Int, Sendable {
        case none, lifting, dragging
    }

    /// Where a cell is in a drop.
    public enum DropState: Int, Sendable {
        case none, notTargeted, targeted
    }
}
