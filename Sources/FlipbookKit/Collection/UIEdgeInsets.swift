//  UIEdgeInsets.swift — FlipbookKit
//  Mirrors UIKit.UIEdgeInsets and CGRect.inset(by:). Status: complete.

import Foundation

/// Inset distances for the four edges of a rectangle; positive values shrink it.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// The rectangle with each edge moved inwards by the matching inset.
    ///
    /// Plain arithmetic, as UIKit's `UIEdgeInsetsInsetRect`: the origin moves by (left, top) and
    /// the size shrinks by (left + right, top + bottom); nothing is clamped or standardized.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }
}
