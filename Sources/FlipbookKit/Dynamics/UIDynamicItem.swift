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

/// Something UIKit Dynamics can move: it has a centre, bounds and a transform. Views and
/// collection view layout attributes are items.
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// The outline, about the item's centre, that `.path` collision bounds use.
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// Flipbook: read by no collision — items collide as their bounding rectangles.
    public var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }
}

extension UIView: UIDynamicItem {}

extension UICollectionViewLayoutAttributes: UIDynamicItem {}
