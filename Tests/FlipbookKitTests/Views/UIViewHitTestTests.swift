//  UIViewHitTestTests.swift — FlipbookKitTests
//  Points and rectangles between nested, moved, scrolled and scaled views; hit testing as UIKit documents it.

import Foundation
import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct UIViewConvertTests {
    /// window ⊃ outer at (10, 20) ⊃ inner at (5, 5).
    private func nested() -> (UIWindow, UIView, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let outer = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        window.addSubview(outer)
        outer.addSubview(inner)
        return (window, outer, inner)
    }

    @Test func pointsBetweenTranslatedViewsAddTheOffsets() {
        let (window, outer, inner) = nested()
        expectClose(inner.convert(CGPoint(x: 1, y: 1), to: window), CGPoint(x: 16, y: 26))
        expectClose(inner.convert(CGPoint(x: 1, y: 1), to: nil), CGPoint(x: 16, y: 26), "nil is the window")
        expectClose(inner.convert(CGPoint(x: 1, y: 1), to: outer), CGPoint(x: 6, y: 6))
        expectClose(inner.convert(CGPoint(x: 16, y: 26), from: nil), CGPoint(x: 1, y: 1))
        expectClose(outer.convert(CGPoint(x: 0, y: 0), from: inner), CGPoint(x: 5, y: 5))
    }

    @Test func aBoundsOriginScrollsTheSubviews() {
        let (window, outer, inner) = nested()
        outer.bounds.origin = CGPoint(x: 0, y: 100)
        // inner's top-left is at y 5 in outer's content, which now starts 100 pt higher.
        expectClose(inner.convert(CGPoint.zero, to: window), CGPoint(x: 15, y: 20 + 5 - 100))
        expectClose(outer.convert(CGPoint(x: 0, y: 100), to: window), CGPoint(x: 10, y: 20),
                    "outer's bounds origin (0, 100) is its top-left corner")
    }

    @Test func aScaledViewScalesAboutItsCentre() {
        let (window, outer, inner) = nested()
        outer.transform = CGAffineTransform(scaleX: 2, y: 2)  // centre (110, 120)
        // A point (x, y) of outer lands at centre + 2 × ((x, y) − (100, 100)).
        expectClose(outer.convert(CGPoint(x: 10, y: 10), to: window), CGPoint(x: 110 - 180, y: 120 - 180))
        let rect = inner.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil)
        expectClose(rect, CGRect(x: 110 + 2 * (5 - 100), y: 120 + 2 * (5 - 100), width: 20, height: 20))
        let back = inner.convert(rect, from: window)
        expectClose(back, CGRect(x: 0, y: 0, width: 10, height: 10), tolerance: 1e-9)
    }

    @Test func aRotatedRectConvertsToItsBoundingBox() {
        let (window, outer, _) = nested()
        outer.transform = CGAffineTransform(rotationAngle: .pi / 2)  // centre (110, 120)
        // outer's (0, 0, 200, 100) — its top half — turns to the right-hand half about the centre.
        let rect = outer.convert(CGRect(x: 0, y: 0, width: 200, height: 100), to: window)
        expectClose(rect, CGRect(x: 110, y: 20, width: 100, height: 200), tolerance: 1e-9)
    }

    @Test func betweenSiblingSubtrees() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 0, y: 200, width: 50, height: 50))
        window.addSubview(a); window.addSubview(b)
        expectClose(a.convert(CGPoint(x: 10, y: 10), to: b), CGPoint(x: 110, y: -190))
        expectClose(a.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: b), CGRect(x: 100, y: -200, width: 5, height: 5))
    }
}

@Suite struct UIViewHitTestTests {
    /// A 100×100 window-less root with two overlapping 60×60 subviews, `back` then `front`.
    private func scene() -> (UIView, UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        let front = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
        root.addSubview(back)
        root.addSubview(front)
        return (root, back, front)
    }

    @Test func theFrontMostViewWins() {
        let (root, back, front) = scene()
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 90, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 10), with: nil) == nil)
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreSkipped() {
        let (root, back, front) = scene()
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.01
        // Expected: UIKit docs — views with alpha at or below 0.01 are ignored.
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        front.alpha = 0.02
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    }

    @Test func aNonInteractiveViewHidesItsSubviews() {
        let (root, _, front) = scene()
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        front.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) === button)
        front.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 45, y: 45), with: nil) !== button)
    }

    @Test func aSubviewOutsideItsSuperviewIsNotHit() {
        let (root, back, _) = scene()
        let overhang = UIView(frame: CGRect(x: 50, y: -30, width: 20, height: 20))
        back.addSubview(overhang)
        #expect(root.hitTest(CGPoint(x: 55, y: 5), with: nil) !== overhang)
        #expect(back.hitTest(CGPoint(x: 55, y: -25), with: nil) == nil)
    }

    @Test func anOverriddenPointInsideIsRespected() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let small = LargeTargetView(frame: CGRect(x: 40, y: 40, width: 10, height: 10))
        root.addSubview(small)
        // 5 pt outside the view's frame, inside its 20 pt margin.
        #expect(root.hitTest(CGPoint(x: 35, y: 35), with: nil) === small)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
    }

    @Test func hitTestingFollowsTransforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        root.addSubview(view)
        view.transform = CGAffineTransform(scaleX: 3, y: 3)  // now covers 20…80
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === view)
    }
}

/// A small view that accepts touches up to 20 pt outside its bounds.
final class LargeTargetView: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
}
