//  UIScrollEdgeEffect.swift — FlipbookKit
//  Mirrors UIKit.UIScrollEdgeEffect (iOS 26): the blur or fade a scroll view draws under bars at
//  one of its edges. Status: partial (kept, not drawn).

import Foundation

/// The effect at one edge of a scroll view where content scrolls under a bar.
// Flipbook: the effect is not drawn; its settings are kept.
open class UIScrollEdgeEffect: NSObject {
    /// How strongly the edge is marked.
    public final class Style: NSObject, @unchecked Sendable {
        private let name: String
        private init(_ name: String) { self.name = name }
        /// The system's choice for the context.
        public static let automatic = Style("automatic")
        /// A gradual fade and blur.
        public static let soft = Style("soft")
        /// A sharp, opaque edge.
        public static let hard = Style("hard")
        public override var description: String { name }
    }

    /// Whether the effect is hidden.
    open var isHidden = false
    /// The effect's style (`.automatic` by default).
    open var style = Style.automatic

    override init() { super.init() }
}
