//  UIViewBasicsTests.swift — FlipbookKitTests
//  A view forwards its geometry to its layer, and changes outside animation blocks are immediate.

import Foundation
import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct UIViewBasicsTests {
    @Test func aViewForwardsItsGeometryToItsLayer() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        view.alpha = 0.5
        #expect(view.layer.opacity == 0.5)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.layer.transform.m11 == 2)
        #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
    }

    @Test func changesOutsideAnimationBlocksAreImmediateEvenInAWindow() {
        let window = UIWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        view.center = CGPoint(x: 100, y: 100)
        view.alpha = 0.2
        #expect(view.layer.animationKeys() == nil)
        #expect(view.layer.presentation()?.position == CGPoint(x: 100, y: 100))
    }

    @Test func importingFlipbookKitBringsCoreAnimationAndGeometry() {
        let layer: CALayer = CALayer()
        let t: CGAffineTransform = .identity
        let c: UIColor = .systemBlue
        layer.backgroundColor = c.cgColor
        #expect(t.isIdentity)
        #expect(layer.backgroundColor?.color == c.color)
    }
}
