//  UIDynamicItem.swift — FlipbookKit
//  Mirrors UIKit.UIDynamicItem. Status: complete (rectangles only).

import Foundation

/// How a dynamic item's collision shape is made.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    case rectangle
    /// Flipbook: collides as its bounding rectangle.
    case ellipse
    /// Flipbook: collides as its bounding rectangle.
    case path
}

/// Something UIKit Dynamics can move: it has a centre, bounds and a transform. Views are items.
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
}

extension UIView: UIDynamicItem {}
