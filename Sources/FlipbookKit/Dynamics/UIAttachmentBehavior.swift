//  UIAttachmentBehavior.swift — FlipbookKit
//  Mirrors UIKit.UIAttachmentBehavior. Status: partial (no sliding, fixed or pin attachments).

import Foundation

/// Holds an item at a distance from an anchor point or from another item: rigidly
/// (`frequency` 0, the default) or as a damped spring.
open class UIAttachmentBehavior: UIDynamicBehavior {
    public enum AttachmentType: Int, Sendable {
        case items
        case anchor
    }

    public let attachedBehaviorType: AttachmentType
    public let items: [UIDynamicItem]
    private let offsets: [UIOffset]
    /// The anchor point (for an anchor attachment), in the reference view's coordinates.
    open var anchorPoint: CGPoint { didSet { changed() } }
    /// The distance held between the attachment points (initially their distance at creation).
    open var length: CGFloat { didSet { changed() } }
    /// The spring's frequency in Hz; 0 makes the attachment rigid.
    open var frequency: CGFloat = 0 { didSet { changed() } }
    /// The spring's damping ratio.
    open var damping: CGFloat = 0 { didSet { changed() } }

    /// Attaches the item's centre to `point`.
    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        attachedBehaviorType = .anchor
        items = [item]
        offsets = [offset]
        anchorPoint = point
        let start = Self.point(of: item, offset: offset)
        length = hypot(start.x - point.x, start.y - point.y)
        super.init()
    }

    /// Attaches the two items' centres.
    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    public init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
                attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        attachedBehaviorType = .items
        items = [item1, item2]
        offsets = [offset1, offset2]
        anchorPoint = .zero
        let a = Self.point(of: item1, offset: offset1), b = Self.point(of: item2, offset: offset2)
        length = hypot(a.x - b.x, a.y - b.y)
        super.init()
    }

    /// An item's attachment point in the reference view's coordinates (its centre plus the offset).
    private static func point(of item: UIDynamicItem, offset: UIOffset) -> CGPoint {
        CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
    }

    override package func contribute(to setup: DynamicsSetup) {
        func end(_ index: Int) -> DynamicsSetup.SpringEnd {
            .body(setup.body(for: items[index]), PhysicsVector(Double(offsets[index].horizontal), Double(offsets[index].vertical)))
        }
        let other: DynamicsSetup.SpringEnd = attachedBehaviorType == .anchor ? .world(PhysicsVector(anchorPoint)) : end(1)
        setup.springs.append(.init(a: end(0), b: other, restLength: Double(length),
                                   frequency: Double(frequency), dampingRatio: Double(damping)))
        super.contribute(to: setup)
    }
}
