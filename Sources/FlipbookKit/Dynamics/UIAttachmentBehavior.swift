//  UIAttachmentBehavior.swift — FlipbookKit
//  Mirrors UIKit.UIAttachmentBehavior. Status: complete (a pin's frictionTorque is stored only).

import Foundation

/// Holds an item at a distance from an anchor point or from another item: rigidly
/// (`frequency` 0, the default) or as a damped spring; or joins two items (pin, fixed, limit),
/// or lets items slide along an axis only (sliding).
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
    /// How far a sliding attachment's items may slide along its axis (points) or a pin
    /// attachment's items turn relative to each other (radians, positive clockwise), from
    /// where they were when attached; the range must contain 0. Other attachments ignore it.
    open var attachmentRange: UIFloatRange = .infinite { didSet { changed() } }

    /// What holds the items: a link of `length`, (pin, fixed) their points at the anchor, or
    /// (sliding) their points on the axis.
    private enum Joint { case link, pin, fixed, limit, sliding }
    private var joint = Joint.link
    /// For a fixed attachment: a second shared point, 100 pt along the first item's x axis, in
    /// each item's frame as they were joined; it holds their relative angle.
    private var secondPin: (PhysicsVector, PhysicsVector)?
    /// For a sliding attachment: the axis, a unit vector in the second item's frame (the
    /// reference view's for an anchor).
    private var slidingAxis = PhysicsVector(1, 0)
    /// For pin and sliding attachments: the first item's angle less the second's (or less 0,
    /// for an anchor) when attached.
    private var referenceAngle = 0.0

    /// Attaches the item's centre to `point`.
    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    // Flipbook: required, so that the class methods can make `Self`.
    public required init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
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

    /// Two items whose points at `point` slide along `axis` (reference view coordinates; its
    /// length is ignored): the items translate relative to each other only along the axis,
    /// which turns with them, and never turn relative to each other. `attachmentRange`
    /// bounds the translation.
    // Flipbook: UIKit does not say which way a two-item range runs; here it is item1's point less item2's.
    open class func slidingAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem,
                                      attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector) -> Self {
        let attachment = joined(item1, item2, at: point, by: .sliding)
        attachment.slidingAxis = PhysicsVector(Double(axis.dx), Double(axis.dy)).rotated(by: -angle(of: item2)).normalized
        return attachment
    }

    /// An item whose point at `point` slides along `axis` through it (reference view
    /// coordinates; its length is ignored), without turning. `attachmentRange` bounds the
    /// translation; `anchorPoint` is where the axis passes.
    open class func slidingAttachment(with item: UIDynamicItem, attachmentAnchor point: CGPoint,
                                      axisOfTranslation axis: CGVector) -> Self {
        let attachment = Self(item: item, offsetFromCenter: offset(of: point, from: item), attachedToAnchor: point)
        attachment.joint = .sliding
        attachment.slidingAxis = PhysicsVector(Double(axis.dx), Double(axis.dy)).normalized
        attachment.referenceAngle = angle(of: item)
        attachment.length = 0
        return attachment
    }

    private static func joined(_ item1: UIDynamicItem, _ item2: UIDynamicItem, at point: CGPoint, by joint: Joint) -> Self {
        let attachment = Self(item: item1, offsetFromCenter: offset(of: point, from: item1),
                              attachedTo: item2, offsetFromCenter: offset(of: point, from: item2))
        attachment.joint = joint
        attachment.referenceAngle = angle(of: item1) - angle(of: item2)
        if joint == .fixed {
            let along = PhysicsVector(100, 0)
            let o1 = offset(of: point, from: item1), o2 = offset(of: point, from: item2)
            attachment.secondPin = (PhysicsVector(Double(o1.horizontal), Double(o1.vertical)) + along,
                                    PhysicsVector(Double(o2.horizontal), Double(o2.vertical)) + along.rotated(by: attachment.referenceAngle))
        }
        attachment.anchorPoint = point
        attachment.length = 0
        return attachment
    }

    /// The item's rotation, radians.
    private static func angle(of item: UIDynamicItem) -> Double {
        atan2(Double(item.transform.b), Double(item.transform.a))
    }

    /// `point`'s offset from the item's centre in the item's own (unrotated) frame.
    private static func offset(of point: CGPoint, from item: UIDynamicItem) -> UIOffset {
        let v = PhysicsVector(Double(point.x - item.center.x), Double(point.y - item.center.y)).rotated(by: -angle(of: item))
        return UIOffset(horizontal: CGFloat(v.x), vertical: CGFloat(v.y))
    }

    /// `attachmentRange` as the engine's range, widened to contain 0 as UIKit requires.
    private var range: ClosedRange<Double> {
        if attachmentRange.minimum > 0 || attachmentRange.maximum < 0 {
            Diagnostics.report("UIAttachmentBehavior: attachmentRange \(attachmentRange.minimum)...\(attachmentRange.maximum) "
                + "does not contain 0 (the items' start); it is taken as widened to 0.", near: dynamicAnimator?.referenceView, once: true)
        }
        return Double(min(attachmentRange.minimum, 0))...Double(max(attachmentRange.maximum, 0))
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
        switch joint {
        case .sliding:
            setup.joints.append(.init(a: other, b: end(0), axis: slidingAxis, translationRange: range,
                                      referenceAngle: referenceAngle, angleRange: 0...0))
        case .pin where !attachmentRange.isInfinite:
            setup.joints.append(.init(a: other, b: end(0), axis: nil, referenceAngle: referenceAngle, angleRange: range))
        default: break
        }
        if joint != .sliding {
            let isJoint = joint == .pin || joint == .fixed
            setup.springs.append(.init(a: end(0), b: other, restLength: isJoint ? 0 : Double(length),
                                       frequency: Double(frequency), dampingRatio: Double(damping), isLimit: joint == .limit))
        }
        if let (a, b) = secondPin {
            setup.springs.append(.init(a: .body(setup.body(for: items[0]), a), b: .body(setup.body(for: items[1]), b),
                                       restLength: 0, frequency: Double(frequency), dampingRatio: Double(damping)))
        }
        super.contribute(to: setup)
    }
}
