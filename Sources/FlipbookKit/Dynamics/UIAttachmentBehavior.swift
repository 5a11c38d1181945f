//  UIAttachmentBehavior.swift — FlipbookKit
//  Mirrors UIKit.UIAttachmentBehavior. Status: partial (no sliding attachments).

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
    /// How much a pin attachment resists the items turning about the pin (0: turn freely).
    // Flipbook: stored only; the pin turns freely.
    open var frictionTorque: CGFloat = 0 { didSet { changed() } }

    /// What holds the two items: a link of `length`, or (pin, fixed) their points at the anchor.
    private enum Joint { case link, pin, fixed, limit }
    private var joint = Joint.link
    /// For a fixed attachment: a second shared point, 100 pt along the first item's x axis, in
    /// each item's frame as they were joined; it holds their relative angle.
    private var secondPin: (PhysicsVector, PhysicsVector)?

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

    public required init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
                         attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        attachedBehaviorType = .items
        items = [item1, item2]
        offsets = [offset1, offset2]
        anchorPoint = .zero
        let a = Self.point(of: item1, offset: offset1), b = Self.point(of: item2, offset: offset2)
        length = hypot(a.x - b.x, a.y - b.y)
        super.init()
    }

    /// Two items joined at `point` (reference view coordinates), each free to turn about it.
    open class func pinAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                  attachmentAnchor point: CGPoint) -> Self {
        joined(item1, item2, at: point, by: .pin)
    }

    /// Two items joined at `point` so that they move and turn as one.
    open class func fixedAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                    attachmentAnchor point: CGPoint) -> Self {
        joined(item1, item2, at: point, by: .fixed)
    }

    /// Two items held no further apart than their distance now (a rope between the points at
    /// the offsets from their centres); they may come closer.
    open class func limitAttachment(with item1: UIDynamicItem, offsetFromCenter offset1: UIOffset,
                                    attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) -> Self {
        let attachment = Self(item: item1, offsetFromCenter: offset1, attachedTo: item2, offsetFromCenter: offset2)
        attachment.joint = .limit
        return attachment
    }

    private static func joined(_ item1: UIDynamicItem, _ item2: UIDynamicItem, at point: CGPoint, by joint: Joint) -> Self {
        let attachment = Self(item: item1, offsetFromCenter: offset(of: point, from: item1),
                              attachedTo: item2, offsetFromCenter: offset(of: point, from: item2))
        attachment.joint = joint
        if joint == .fixed {
            let along = PhysicsVector(100, 0)
            let angle1 = atan2(Double(item1.transform.b), Double(item1.transform.a))
            let angle2 = atan2(Double(item2.transform.b), Double(item2.transform.a))
            let o1 = offset(of: point, from: item1), o2 = offset(of: point, from: item2)
            attachment.secondPin = (PhysicsVector(Double(o1.horizontal), Double(o1.vertical)) + along,
                                    PhysicsVector(Double(o2.horizontal), Double(o2.vertical)) + along.rotated(by: angle1 - angle2))
        }
        attachment.anchorPoint = point
        attachment.length = 0
        return attachment
    }

    /// `point`'s offset from the item's centre in the item's own (unrotated) frame.
    private static func offset(of point: CGPoint, from item: UIDynamicItem) -> UIOffset {
        let angle = atan2(Double(item.transform.b), Double(item.transform.a))
        let v = PhysicsVector(Double(point.x - item.center.x), Double(point.y - item.center.y)).rotated(by: -angle)
        return UIOffset(horizontal: CGFloat(v.x), vertical: CGFloat(v.y))
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
        let isJoint = joint == .pin || joint == .fixed
        setup.springs.append(.init(a: end(0), b: other, restLength: isJoint ? 0 : Double(length),
                                   frequency: Double(frequency), dampingRatio: Double(damping), isLimit: joint == .limit))
        if let (a, b) = secondPin {
            setup.springs.append(.init(a: .body(setup.body(for: items[0]), a), b: .body(setup.body(for: items[1]), b),
                                       restLength: 0, frequency: Double(frequency), dampingRatio: Double(damping)))
        }
        super.contribute(to: setup)
    }
}
