//  CALayerShadowTests.swift — FlipbookCoreTests
//  Where a layer's shadow goes in the display list: beneath the layer, offset in its plane, in
//  its colour times its opacity, hidden by masksToBounds, shaped by shadowPath or a shape's path.

import Foundation
@testable import FlipbookCore
import FlipbookGraphics
import FlipbookTestSupport
import Testing

private extension DisplayItem {
    var shadow: DisplayShadow? {
        if case .shadow(let s) = content { return s }
        return nil
    }
}

@Suite struct CALayerShadowTests {
    // Core Animation docs, shadowOpacity: the default 0 shows no shadow; shadowOffset is
    // "the offset (in points) of the layer's shadow"; the shadow is drawn behind the layer.
    @Test func aShadowIsDrawnBeneathTheLayerAtItsOffset() {
        let root = sceneRoot()
        let card = solidLayer(CGRect(x: 50, y: 60, width: 100, height: 80), Palette.grey)
        card.cornerRadius = 12
        root.addSublayer(card)
        #expect(root.displayList(atRootTime: 0).items.map(\.kind) == ["fill"], "no shadow at opacity 0")
        card.shadowOpacity = 0.3
        card.shadowOffset = CGSize(width: 0, height: 8)
        card.shadowRadius = 10
        card.shadowColor = CGColor(Palette.blue)
        let items = root.displayList(atRootTime: 0).items
        #expect(items.map(\.kind) == ["shadow", "fill"])
        let shadow = items[0].shadow!
        #expect(shadow.path == nil && shadow.blurSigma == 10 && items[0].cornerRadius == 12)
        expectClose(shadow.color.alpha, 0.3, tolerance: 1e-7, "shadowOpacity is a Float")
        expectCorners(items[0], [CGPoint(x: 50, y: 68), CGPoint(x: 150, y: 68), CGPoint(x: 50, y: 148), CGPoint(x: 150, y: 148)])
    }

    // The shadow lies outside the bounds, so a layer that masks to its bounds cuts it away (the
    // well-known reason a clipped view shows no shadow).
    @Test func masksToBoundsCutsTheShadowToTheBounds() {
        let root = sceneRoot()
        let card = solidLayer(CGRect(x: 50, y: 60, width: 100, height: 80), Palette.grey)
        card.shadowOpacity = 1
        card.masksToBounds = true
        root.addSublayer(card)
        let shadow = root.displayList(atRootTime: 0).items[0]
        #expect(shadow.kind == "shadow" && shadow.clips.count == 1)
        #expect(shadow.clips[0].rect == CGRect(x: 0, y: 0, width: 100, height: 80))
    }

    // A layer that paints nothing of its own casts no shadow without a shadowPath; a shape layer
    // casts its path's; shadowPath wins over both.
    @Test func theShadowTakesTheShadowPathOrTheShape() {
        let root = sceneRoot()
        let empty = CALayer()
        empty.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        empty.shadowOpacity = 1
        let ring = CAShapeLayer()
        ring.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        ring.shadowOpacity = 1
        root.addSublayer(empty)
        root.addSublayer(ring)
        var items = root.displayList(atRootTime: 0).items
        #expect(items.map(\.kind) == ["shadow", "path"])
        #expect(items[0].shadow?.path == ring.path?.data)
        empty.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        items = root.displayList(atRootTime: 0).items
        #expect(items.map(\.kind) == ["shadow", "shadow", "path"])
        #expect(items[0].shadow?.path == empty.shadowPath?.data)
    }

    // Core Animation docs: shadowOpacity, shadowRadius, shadowOffset and shadowColor are animatable.
    @Test func shadowPropertiesAnimate() {
        let clock = MediaClock()
        let root = sceneRoot()
        clock.add(root)
        let card = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), Palette.grey)
        card.shadowOpacity = 0.5
        root.addSublayer(card)
        CATransaction.flush()
        let lift = CABasicAnimation(keyPath: "shadowRadius")
        lift.fromValue = 2
        lift.toValue = 12
        lift.duration = 1
        lift.timingFunction = CAMediaTimingFunction(name: .linear)
        card.add(lift, forKey: "lift")
        CATransaction.flush()
        clock.tick(to: 0.25)
        expectClose(root.displayList(atRootTime: 0.25).items[0].shadow?.blurSigma ?? -1, 4.5, tolerance: 1e-9)
    }
}
