//  UIAttachmentBehavior+APITests.swift — FlipbookKitTests
//  Pin and fixed attachments against what UIKit documents.

import FlipbookKit
import FlipbookTestSupport
import Foundation
import Testing

@Suite struct UIAttachmentBehaviorAPITests {
    /// Two 100×100 boxes side by side, touching at (200, 100), under gravity.
    private func scene() -> (UIWindow, UIView, UIView, UIView, UIDynamicAnimator) {
        let window = UIWindow()
        let reference = UIView(frame: window.bounds)
        window.addSubview(reference)
        let a = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 200, y: 50, width: 100, height: 100))
        reference.addSubview(a)
        reference.addSubview(b)
        window.makeKeyAndVisible()
        return (window, reference, a, b, UIDynamicAnimator(referenceView: reference))
    }

    private func anchorOf(_ view: UIView, at local: CGPoint) -> CGPoint {
        let t = view.layer.presentation()!.affineTransform()
        let p = view.layer.presentation()!.position
        let r = local.applying(t)
        return CGPoint(x: p.x + r.x, y: p.y + r.y)
    }

    @Test func aPinHoldsTheItemsTogetherAtTheAnchorWhileTheyTurn() {
        // UIKit docs: pinAttachment(with:attachedTo:attachmentAnchor:), "two items … connected
        // by a pin at the anchor point … each item can rotate around the pin".
        let (window, _, a, b, animator) = scene()
        let pin = UIAttachmentBehavior.pinAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 200, y: 100))
        animator.addBehavior(pin)
        let hold = UIAttachmentBehavior(item: a, attachedToAnchor: CGPoint(x: 150, y: 100))
        animator.addBehavior(hold)
        animator.addBehavior(UIGravityBehavior(items: [b]))
        window.clock.tick(to: 0.6)
        let pa = anchorOf(a, at: CGPoint(x: 50, y: 0)), pb = anchorOf(b, at: CGPoint(x: -50, y: 0))
        expectClose(Double(pa.x), Double(pb.x), tolerance: 1)
        expectClose(Double(pa.y), Double(pb.y), tolerance: 1)
        // b swings down about the pin, so it has turned.
        #expect(abs(Double(b.layer.presentation()!.affineTransform().b)) > 0.1)
        #expect(pin.length == 0)
        #expect(pin.anchorPoint == CGPoint(x: 200, y: 100))
    }

    @Test func aFixedAttachmentKeepsTheItemsRelativeAngle() {
        // UIKit docs: fixedAttachment(with:attachedTo:attachmentAnchor:), the items are fused
        // at the anchor: they move as one body, keeping their relative placement.
        let (window, _, a, b, animator) = scene()
        animator.addBehavior(UIAttachmentBehavior.fixedAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 200, y: 100)))
        animator.addBehavior(UIAttachmentBehavior(item: a, attachedToAnchor: CGPoint(x: 150, y: 100)))
        animator.addBehavior(UIGravityBehavior(items: [b]))
        window.clock.tick(to: 0.6)
        let ta = a.layer.presentation()!.affineTransform(), tb = b.layer.presentation()!.affineTransform()
        expectClose(atan2(Double(ta.b), Double(ta.a)), atan2(Double(tb.b), Double(tb.a)), tolerance: 0.05)
        // They have turned together (a is held at its centre, b hangs from it).
        #expect(abs(atan2(Double(ta.b), Double(ta.a))) > 0.1)
        let ca = a.layer.presentation()!.position, cb = b.layer.presentation()!.position
        expectClose(hypot(Double(cb.x - ca.x), Double(cb.y - ca.y)), 100, tolerance: 1.5)
    }
}

@Suite struct UIAttachmentLimitTests {
    @Test func aLimitAttachmentHoldsAtMostItsLengthAndLetsTheItemsCloser() {
        // UIKit docs: limitAttachment(with:offsetFromCenter:attachedTo:offsetFromCenter:), the
        // items are held by a maximum distance, like a rope: they may come closer, not further.
        let window = UIWindow()
        let reference = UIView(frame: window.bounds)
        window.addSubview(reference)
        let a = UIView(frame: CGRect(x: 150, y: 50, width: 40, height: 40))
        let b = UIView(frame: CGRect(x: 150, y: 150, width: 40, height: 40))
        reference.addSubview(a)
        reference.addSubview(b)
        window.makeKeyAndVisible()
        let animator = UIDynamicAnimator(referenceView: reference)
        let rope = UIAttachmentBehavior.limitAttachment(with: a, offsetFromCenter: .zero, attachedTo: b, offsetFromCenter: .zero)
        #expect(rope.length == 100)
        let anchored = UIDynamicItemBehavior(items: [a])
        anchored.isAnchored = true
        animator.addBehavior(anchored)
        animator.addBehavior(rope)
        // Pushed up towards a, b moves freely (the rope is slack): 0.1 s at 200 pt/s = 20 pt.
        let properties = UIDynamicItemBehavior(items: [b])
        animator.addBehavior(properties)
        properties.addLinearVelocity(CGPoint(x: 0, y: -200), for: b)
        window.clock.tick(to: 0.1)
        expectClose(Double(b.layer.presentation()!.position.y), 150, tolerance: 1)
        // Under gravity it falls back and hangs at the rope's length.
        animator.addBehavior(UIGravityBehavior(items: [b]))
        window.clock.tick(to: 2)
        expectClose(Double(b.layer.presentation()!.position.y) - 70, 100, tolerance: 1.5)
    }
}
