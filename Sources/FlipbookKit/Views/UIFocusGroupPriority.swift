//  UIFocusGroupPriority.swift — FlipbookKit
//  Mirrors UIKit.UIFocusGroupPriority and UIFocusEffect. Status: partial (no focus engine reads them).

import Foundation

/// How strongly a view asks for focus within its focus group.
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The view takes no part in choosing its group's focused item (the default).
    public static let ignored = UIFocusGroupPriority(rawValue: 0)
    public static let previouslyFocused = UIFocusGroupPriority(rawValue: 1000)
    public static let prioritized = UIFocusGroupPriority(rawValue: 2000)
    public static let currentlyFocused = UIFocusGroupPriority(rawValue: Int.max)
}

/// The effect a focused view shows.
// Flipbook: no view is ever focused, so no effect is drawn.
open class UIFocusEffect: NSObject {
    public override init() { super.init() }
}
