//  UIAttachmentBehavior+SlidingTests.swift — FlipbookKitTests
//  Sliding attachments and attachmentRange against what UIKit documents and against mechanics:
//  motion along an inclined line, range limits, momentum shared through the joint.

import FlipbookKit
import FlipbookTestSupport
import Foundation
import Testing

/// A window-sized reference view and an animator on it.
private final class SlidingScene {
    let window = UIWindow()
    let reference: UIView
    let animator: UIDynamicAnimator

    init() {
        reference = UIView(frame: window.bounds)
        window.addSubview(reference)
        window.makeKeyAndVisible()
        animator = UIDynamicAnimator(referenceView: reference)
    }

    func box(_ frame: CGRect) -> UIView {
        let view = UIView(frame: frame)
        reference.addSubview(view)
        return view
    }

    func tick(_ t: Double) { window.clock.tick(to: t) }
}

private func shown(_ view: UIView) -> CGPoint { view.layer.presentation()!.position }
private func shownAngle(_ view: UIView) -> Double {
    let t = view.layer.presentation()!.affineTransform()
    return atan2(Double(t.b), Double(t.a))
}

/// g for gravity magnitude 1 (UIKit docs: 1000 points per second squared).
private let g = 1000.0

@Suite struct UIAttachmentSlidingTests {
    @Test(arguments: [(0.0, false), (Double.pi / 6, false), (Double.pi / 3, true), (1.2, true)])
    func anItemOnAnInclinedAxisAcceleratesAtGCosThetaAndKeepsToTheLine(theta: Double, offCentre: Bool) {
        // UIKit docs, slidingAttachment(with:attachmentAnchor:axisOfTranslation:): "the item's
        // anchor point slides along the specified axis … The item does not rotate relative to
        // the axis of translation or anchor point." A frictionless slide along a line at θ from
        // gravity: s(t) = ½·g·cosθ·t², no perpendicular motion (the line's reaction is normal to it).
        let s = SlidingScene()
        let item = s.box(CGRect(x: 150, y: 150, width: 60, height: 40))
        let start = item.center
        let anchor = offCentre ? CGPoint(x: 160, y: 155) : start
        let axis = CGVector(dx: 3 * sin(theta), dy: 3 * cos(theta))  // its length is ignored
        let slide = UIAttachmentBehavior.slidingAttachment(with: item, attachmentAnchor: anchor, axisOfTranslation: axis)
        s.animator.addBehavior(slide)
        s.animator.addBehavior(UIGravityBehavior(items: [item]))
        let along = (x: sin(theta), y: cos(theta))
        for step in 1...30 {
            let t = Double(step) / 60
            s.tick(t)
            let p = shown(item)
            let dx = Double(p.x - start.x), dy = Double(p.y - start.y)
            let expected = 0.5 * g * cos(theta) * t * t
            expectClose(dx * along.x + dy * along.y, expected, tolerance: 0.005 * expected + 0.05, "along at \(t) s, θ = \(theta)")
            expectClose(dx * along.y - dy * along.x, 0, tolerance: 0.01, "off the line at \(t) s")
            expectClose(shownAngle(item), 0, tolerance: 1e-6, "turned at \(t) s")
        }
    }

    @Test func theRangeBoundsTheSlideBothWays() {
        // UIKit docs, attachmentRange: "Items slide along the axis between the minimum and
        // maximum values you specify", measured in points from the starting point (0).
        for (direction, limit) in [(1.0, 50.0), (-1.0, -20.0)] {
            let s = SlidingScene()
            let item = s.box(CGRect(x: 150, y: 150, width: 40, height: 40))
            let slide = UIAttachmentBehavior.slidingAttachment(with: item, attachmentAnchor: item.center,
                                                               axisOfTranslation: CGVector(dx: 0, dy: 1))
            slide.attachmentRange = UIFloatRange(minimum: -20, maximum: 50)
            s.animator.addBehavior(slide)
            let gravity = UIGravityBehavior(items: [item])
            gravity.gravityDirection = CGVector(dx: 0.3, dy: direction)
            s.animator.addBehavior(gravity)
            var extreme = 0.0
            for step in 1...120 {
                s.tick(Double(step) / 60)
                let y = Double(shown(item).y) - 170
                extreme = direction > 0 ? max(extreme, y) : min(extreme, y)
                expectClose(Double(shown(item).x), 170, tolerance: 0.01, "off the axis")
            }
            // Free fall reaches the limit at √(2·|limit|/g) ≤ 0.32 s: by 2 s it rests there.
            expectClose(Double(shown(item).y) - 170, limit, tolerance: 0.5, "rests at the limit")
            expectClose(extreme, limit, tolerance: 0.5, "never past it")
            #expect(s.animator.settlingTime != nil)
        }
    }

    @Test func aZeroRangeHoldsTheItemStill() {
        // UIKit docs, attachmentRange: "Setting this property to zero prevents items from
        // sliding at all along their axis of translation."
        let s = SlidingScene()
        let item = s.box(CGRect(x: 150, y: 150, width: 40, height: 40))
        let slide = UIAttachmentBehavior.slidingAttachment(with: item, attachmentAnchor: item.center,
                                                           axisOfTranslation: CGVector(dx: 1, dy: 1))
        slide.attachmentRange = .zero
        s.animator.addBehavior(slide)
        s.animator.addBehavior(UIGravityBehavior(items: [item]))
        s.tick(0.5)
        expectClose(Double(shown(item).x), 170, tolerance: 0.05)
        expectClose(Double(shown(item).y), 170, tolerance: 0.05)
    }

    @Test func theTypeItemsAnchorAndRangeAreUIKits() {
        // UIKit docs: attachmentRange "The default value of this property is infinite"; one
        // item slides against an anchor point, two items against each other.
        let s = SlidingScene()
        let a = s.box(CGRect(x: 0, y: 0, width: 40, height: 40)), b = s.box(CGRect(x: 40, y: 0, width: 40, height: 40))
        let one = UIAttachmentBehavior.slidingAttachment(with: a, attachmentAnchor: CGPoint(x: 5, y: 6), axisOfTranslation: CGVector(dx: 1, dy: 0))
        #expect(one.attachedBehaviorType == .anchor)
        #expect(one.anchorPoint == CGPoint(x: 5, y: 6))
        #expect(one.items.count == 1 && one.items[0] === a)
        #expect(one.attachmentRange.isInfinite && one.attachmentRange == .infinite)
        let two = UIAttachmentBehavior.slidingAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 40, y: 20),
                                                         axisOfTranslation: CGVector(dx: 1, dy: 0))
        #expect(two.attachedBehaviorType == .items)
        #expect(two.items.count == 2 && two.items[1] === b)
        #expect(two.attachmentRange.isInfinite)
    }

    @Test func twoItemsSlideFreelyAlongTheAxisAndShareMotionAcrossIt() {
        // UIKit docs, slidingAttachment(with:attachedTo:attachmentAnchor:axisOfTranslation:):
        // "each item's anchor point is allowed to slide along the specified axis of translation
        // independently. So if one item moves, it pushes the translation axis and the other item
        // with it. The items do not rotate relative to the axis of translation or to each other."
        // Mechanics: the joint exerts no force along the axis, so a velocity along it stays with
        // the item given it; across it, momentum is shared — with equal masses the centre of
        // mass moves at half the velocity, and nothing slows it (no gravity).
        for (velocity, alongAxis) in [(CGPoint(x: 200, y: 0), true), (CGPoint(x: 0, y: 200), false)] {
            let s = SlidingScene()
            let a = s.box(CGRect(x: 100, y: 200, width: 60, height: 60)), b = s.box(CGRect(x: 160, y: 200, width: 60, height: 60))
            let slide = UIAttachmentBehavior.slidingAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 160, y: 230),
                                                               axisOfTranslation: CGVector(dx: 1, dy: 0))
            s.animator.addBehavior(slide)
            let properties = UIDynamicItemBehavior(items: [a, b])
            s.animator.addBehavior(properties)
            properties.addLinearVelocity(velocity, for: a)
            for step in 1...30 {
                let t = Double(step) / 60
                s.tick(t)
                let pa = shown(a), pb = shown(b)
                if alongAxis {
                    expectClose(Double(pa.x) - 130, 200 * t, tolerance: 0.5, "a along the axis at \(t) s")
                    expectClose(Double(pb.x), 190, tolerance: 0.5, "b stays at \(t) s")
                    expectClose(Double(pa.y), 230, tolerance: 0.05)
                } else {
                    expectClose((Double(pa.y + pb.y) / 2) - 230, 100 * t, tolerance: 0.5, "centre of mass at \(t) s")
                }
                // a's point at the anchor stays on b's axis, and the items keep their relative angle.
                let angleA = shownAngle(a), angleB = shownAngle(b)
                expectClose(angleA - angleB, 0, tolerance: 1e-3, "relative angle at \(t) s")
                let pointOnA = CGPoint(x: pa.x + 30 * cos(angleA), y: pa.y + 30 * sin(angleA))
                let pointOnB = CGPoint(x: pb.x - 30 * cos(angleB), y: pb.y - 30 * sin(angleB))
                let axis = (x: cos(angleB), y: sin(angleB))
                let offset = Double(pointOnA.x - pointOnB.x) * axis.y - Double(pointOnA.y - pointOnB.y) * axis.x
                expectClose(offset, 0, tolerance: 0.05, "off b's axis at \(t) s")
            }
        }
    }

    @Test func aPinsRangeBoundsTheItemsRelativeTurn() {
        // UIKit docs, attachmentRange: "For pin attachments, this property defines the amount of
        // rotation (measured in radians) supported in the counter-clockwise and clockwise
        // directions … Items rotate around the anchor point between the minimum and maximum."
        // A bar pinned at its left end to an anchored item swings down clockwise (on screen)
        // under gravity and stops at the maximum; without the range it would turn ½π.
        let s = SlidingScene()
        let base = s.box(CGRect(x: 60, y: 180, width: 40, height: 40))
        let bar = s.box(CGRect(x: 100, y: 190, width: 120, height: 20))
        let anchored = UIDynamicItemBehavior(items: [base])
        anchored.isAnchored = true
        s.animator.addBehavior(anchored)
        let pin = UIAttachmentBehavior.pinAttachment(with: bar, attachedTo: base, attachmentAnchor: CGPoint(x: 100, y: 200))
        pin.attachmentRange = UIFloatRange(minimum: -0.1, maximum: 0.4)
        s.animator.addBehavior(pin)
        s.animator.addBehavior(UIGravityBehavior(items: [bar]))
        var largest = 0.0
        for step in 1...120 {
            s.tick(Double(step) / 60)
            largest = max(largest, shownAngle(bar))
        }
        expectClose(shownAngle(bar), 0.4, tolerance: 0.01, "rests at the clockwise limit")
        expectClose(largest, 0.4, tolerance: 0.01, "never past it")
        // The pin still holds the bar's left end at the anchor.
        let p = shown(bar), angle = shownAngle(bar)
        expectClose(Double(p.x) - 60 * cos(angle), 100, tolerance: 0.5)
        expectClose(Double(p.y) - 60 * sin(angle), 200, tolerance: 0.5)
    }
}

@Suite struct UIFloatRangeTests {
    @Test func itsConstantsAndTestsAreUIKits() {
        // UIKit docs, UIFloatRange: zero is "A range whose minimum and maximum are both 0.0";
        // infinite "A range whose range is minus infinity to infinity".
        #expect(UIFloatRange.zero.minimum == 0 && UIFloatRange.zero.maximum == 0)
        #expect(UIFloatRange() == .zero)
        #expect(UIFloatRange.infinite.minimum == -.infinity && UIFloatRange.infinite.maximum == .infinity)
        #expect(UIFloatRange.infinite.isInfinite)
        #expect(!UIFloatRange(minimum: -.infinity, maximum: 5).isInfinite)
        #expect(UIFloatRangeIsEqualToRange(UIFloatRange(minimum: -1, maximum: 2), UIFloatRange(minimum: -1, maximum: 2)))
        #expect(UIFloatRange(minimum: -1, maximum: 2) != UIFloatRange(minimum: -1, maximum: 3))
    }
}
