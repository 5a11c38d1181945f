//  CALayerGeometryTests.swift — FlipbookCoreTests
//  frame, convert(_:from:/to:) and sublayerTransform against hand-computed geometry.

import Foundation
@testable import FlipbookCore
import FlipbookGraphics
import FlipbookTestSupport
import Testing

/// A layer with `bounds` and `position` set directly (no clock, so no implicit actions).
private func makeLayer(bounds: CGRect, position: CGPoint, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5)) -> CALayer {
    let layer = CALayer()
    layer.bounds = bounds
    layer.anchorPoint = anchor
    layer.position = position
    return layer
}

@Suite struct CALayerFrameTests {
    @Test func centredAnchorPutsPositionAtTheMiddle() {
        let layer = makeLayer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 100))
        expectClose(layer.frame, CGRect(x: 150, y: 75, width: 100, height: 50))
    }

    @Test func topLeftAnchorPutsPositionAtTheOrigin() {
        let layer = makeLayer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 100),
                              anchor: .zero)
        expectClose(layer.frame, CGRect(x: 200, y: 100, width: 100, height: 50))
    }

    @Test func bottomRightAnchorPutsPositionAtTheFarCorner() {
        let layer = makeLayer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 100),
                              anchor: CGPoint(x: 1, y: 1))
        expectClose(layer.frame, CGRect(x: 100, y: 50, width: 100, height: 50))
    }

    @Test func boundsOriginDoesNotMoveTheFrame() {
        let layer = makeLayer(bounds: CGRect(x: 20, y: 30, width: 100, height: 50), position: CGPoint(x: 200, y: 100))
        expectClose(layer.frame, CGRect(x: 150, y: 75, width: 100, height: 50))
    }

    @Test func settingFrameSetsPositionThroughTheAnchorAndKeepsBoundsOrigin() {
        let layer = CALayer()
        layer.anchorPoint = CGPoint(x: 0.25, y: 0.75)
        layer.bounds = CGRect(x: 5, y: 7, width: 1, height: 1)
        layer.frame = CGRect(x: 10, y: 20, width: 80, height: 40)
        // position = origin + anchor × size = (10 + 20, 20 + 30)
        expectClose(layer.position, CGPoint(x: 30, y: 50))
        expectClose(layer.bounds, CGRect(x: 5, y: 7, width: 80, height: 40))
        expectClose(layer.frame, CGRect(x: 10, y: 20, width: 80, height: 40))
    }

    @Test func settingANegativeSizedFrameStandardizesIt() {
        let layer = CALayer()
        layer.frame = CGRect(x: 100, y: 100, width: -40, height: -20)
        expectClose(layer.bounds.size.width, 40)
        expectClose(layer.bounds.size.height, 20)
        expectClose(layer.frame, CGRect(x: 60, y: 80, width: 40, height: 20))
    }

    @Test func quarterTurnSwapsTheFramesSides() {
        let layer = makeLayer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 200))
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        expectClose(layer.frame, CGRect(x: 175, y: 150, width: 50, height: 100), tolerance: 1e-9)
        // bounds are untouched by the transform
        expectClose(layer.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func rotatedFrameIsTheBoundingBoxOfTheRotatedCorners() {
        let layer = makeLayer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 200))
        let angle = Double.pi / 6
        layer.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(angle)))
        let halfW = 50 * cos(angle) + 25 * sin(angle)
        let halfH = 50 * sin(angle) + 25 * cos(angle)
        expectClose(layer.frame, CGRect(x: 200 - halfW, y: 200 - halfH, width: 2 * halfW, height: 2 * halfH),
                    tolerance: 1e-9)
    }

    @Test func rotationAboutACornerAnchorPivotsOnThatCorner() {
        // Anchor (0,0): the top-left corner stays at position; a quarter turn swings the layer left.
        let layer = makeLayer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 200),
                              anchor: .zero)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // (x, y) → (−y, x): corners (0,0) (100,0) (0,50) (100,50) → (0,0) (0,100) (−50,0) (−50,100)
        expectClose(layer.frame, CGRect(x: 150, y: 200, width: 50, height: 100), tolerance: 1e-9)
    }

    @Test func scaledFrameGrowsAboutTheAnchor() {
        let layer = makeLayer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 200, y: 100))
        layer.transform = CATransform3DMakeScale(2, 3, 1)
        expectClose(layer.frame, CGRect(x: 100, y: 25, width: 200, height: 150))
    }
}

@Suite struct CALayerConvertTests {
    /// root (0,0,400,400) ⊃ parent frame (50,50,200,200) ⊃ child frame (10,20,50,50)
    private func translatedTree() -> (root: CALayer, parent: CALayer, child: CALayer) {
        let root = CALayer(); root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let parent = CALayer(); parent.frame = CGRect(x: 50, y: 50, width: 200, height: 200)
        let child = CALayer(); child.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
        root.addSublayer(parent)
        parent.addSublayer(child)
        return (root, parent, child)
    }

    @Test func pointsThroughTranslatedLayers() {
        let (root, parent, child) = translatedTree()
        expectClose(child.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: 60, y: 70))
        expectClose(child.convert(CGPoint(x: 5, y: 6), to: parent), CGPoint(x: 15, y: 26))
        expectClose(root.convert(CGPoint(x: 60, y: 70), to: child), .zero)
        expectClose(root.convert(CGPoint(x: 0, y: 0), from: child), CGPoint(x: 60, y: 70))
        expectClose(child.convert(CGPoint(x: 100, y: 100), from: root), CGPoint(x: 40, y: 30))
    }

    @Test func boundsOriginScrollsTheSublayers() {
        let (root, parent, child) = translatedTree()
        // Scroll the parent's content down by 100: its sublayers move up by 100 on screen.
        parent.bounds.origin = CGPoint(x: 0, y: 100)
        child.frame = CGRect(x: 10, y: 120, width: 50, height: 50)
        expectClose(child.convert(CGPoint.zero, to: root), CGPoint(x: 60, y: 70))
        // A point of the parent's own space: its visible top-left is (0, 100).
        expectClose(parent.convert(CGPoint(x: 0, y: 100), to: root), CGPoint(x: 50, y: 50))
        expectClose(root.convert(CGPoint(x: 50, y: 50), to: parent), CGPoint(x: 0, y: 100))
    }

    @Test func pointsThroughAScaledLayer() {
        let (root, parent, child) = translatedTree()
        parent.transform = CATransform3DMakeScale(2, 2, 1)
        // parent point p → (p − (100,100)) × 2 + (150,150); child origin is parent (10,20).
        expectClose(child.convert(CGPoint.zero, to: root), CGPoint(x: -30, y: -10))
        expectClose(child.convert(CGPoint(x: 5, y: 5), to: root), CGPoint(x: -20, y: 0))
        expectClose(root.convert(CGPoint(x: -20, y: 0), to: child), CGPoint(x: 5, y: 5))
    }

    @Test func pointsThroughARotatedLayer() {
        let root = CALayer(); root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let parent = makeLayer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 200, y: 200))
        parent.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let child = CALayer(); child.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(parent); parent.addSublayer(child)
        // A quarter turn (y down) maps (x, y) about the anchor to (−y, x): clockwise on screen.
        // The parent's top-right corner (100, 0) → offset (50, −50) → (50, 50) → (250, 250).
        expectClose(parent.convert(CGPoint(x: 100, y: 0), to: root), CGPoint(x: 250, y: 250), tolerance: 1e-9)
        // The child's (10, 0) is the parent's (10, 0): offset (−40, −50) → (50, −40) → (250, 160).
        expectClose(child.convert(CGPoint(x: 10, y: 0), to: root), CGPoint(x: 250, y: 160), tolerance: 1e-9)
        expectClose(root.convert(CGPoint(x: 250, y: 160), to: child), CGPoint(x: 10, y: 0), tolerance: 1e-9)
        // A rectangle converts to the box of its corners (Core Animation docs, convert(_:to:) for a
        // CGRect): the child's (0, 0, 10, 10) is the parent's, turned about (50, 50) to the
        // corners (250, 150), (250, 160), (240, 150), (240, 160), so (240, 150, 10, 10) in the root.
        expectClose(child.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root),
                    CGRect(x: 240, y: 150, width: 10, height: 10), tolerance: 1e-9)
        expectClose(root.convert(CGRect(x: 240, y: 150, width: 10, height: 10), to: child),
                    CGRect(x: 0, y: 0, width: 10, height: 10), tolerance: 1e-9)
        expectClose(root.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: child),
                    CGRect(x: 240, y: 150, width: 10, height: 10), tolerance: 1e-9)
    }

    @Test func betweenSiblingSubtrees() {
        let root = CALayer(); root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let a = CALayer(); a.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        let b = CALayer(); b.frame = CGRect(x: 200, y: 50, width: 100, height: 100)
        b.transform = CATransform3DMakeScale(0.5, 0.5, 1) // frame is now (225, 75, 50, 50)
        root.addSublayer(a); root.addSublayer(b)
        // a's (40, 90) is root (50, 100); in b: (50 − 250)/0.5 + 50 = −350, (100 − 100)/0.5 + 50 = 50
        expectClose(a.convert(CGPoint(x: 40, y: 90), to: b), CGPoint(x: -350, y: 50))
        expectClose(b.convert(CGPoint(x: 40, y: 90), from: a), CGPoint(x: -350, y: 50))
        expectClose(b.convert(CGPoint(x: -350, y: 50), to: a), CGPoint(x: 40, y: 90))
    }

    @Test func roundTripThroughNestedTransformsIsTheIdentity() {
        let root = CALayer(); root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let a = makeLayer(bounds: CGRect(x: 30, y: -20, width: 150, height: 120), position: CGPoint(x: 180, y: 220))
        a.transform = CATransform3DRotate(CATransform3DMakeScale(1.5, 0.75, 1), 0.7, 0, 0, 1)
        let b = makeLayer(bounds: CGRect(x: 0, y: 0, width: 60, height: 40), position: CGPoint(x: 40, y: 10),
                          anchor: CGPoint(x: 0.2, y: 0.9))
        b.transform = CATransform3DMakeRotation(-1.1, 0, 0, 1)
        root.addSublayer(a); a.addSublayer(b)
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 13, y: -7), CGPoint(x: 60, y: 40)] {
            let out = b.convert(p, to: root)
            expectClose(b.convert(out, from: root), p, tolerance: 1e-9)
            expectClose(root.convert(out, to: b), p, tolerance: 1e-9)
            let inA = b.convert(p, to: a)
            expectClose(a.convert(inA, to: root), out, tolerance: 1e-9)
        }
    }

    @Test func rectThroughATranslatedLayer() {
        let (root, _, child) = translatedTree()
        expectClose(child.convert(CGRect(x: 1, y: 2, width: 30, height: 40), to: root),
                    CGRect(x: 61, y: 72, width: 30, height: 40))
        expectClose(child.convert(CGRect(x: 61, y: 72, width: 30, height: 40), from: root),
                    CGRect(x: 1, y: 2, width: 30, height: 40))
    }

    @Test func rectThroughARotatedLayerIsTheBoundingBox() {
        let root = CALayer(); root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let parent = makeLayer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 200, y: 200))
        parent.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        root.addSublayer(parent)
        let half = 50 * 2.0.squareRoot()
        expectClose(parent.convert(CGRect(x: 0, y: 0, width: 100, height: 100), to: root),
                    CGRect(x: 200 - half, y: 200 - half, width: 2 * half, height: 2 * half), tolerance: 1e-9)
    }

    @Test func perspectiveSublayerTransformEnlargesALayerInFront() {
        // The parent's sublayer transform (m34 = −1/500) acts about its anchor (100, 100).
        let root = CALayer(); root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let parent = CALayer(); parent.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        parent.sublayerTransform = perspective
        let child = CALayer(); child.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        child.zPosition = 100
        root.addSublayer(parent); parent.addSublayer(child)
        // z = 100 → w = 1 − 100/500 = 0.8; the corner at (−50, −50) from the anchor → (−62.5, −62.5).
        expectClose(child.convert(CGPoint.zero, to: root), CGPoint(x: 37.5, y: 37.5), tolerance: 1e-9)
        expectClose(child.convert(CGPoint(x: 100, y: 100), to: root), CGPoint(x: 162.5, y: 162.5), tolerance: 1e-9)
        expectClose(root.convert(CGPoint(x: 37.5, y: 37.5), to: child), CGPoint.zero, tolerance: 1e-9)
        // The sublayer transform does not apply to the parent itself.
        expectClose(parent.convert(CGPoint.zero, to: root), CGPoint.zero)
    }

    @Test func roundTripThroughAPerspectiveFlip() {
        let root = CALayer(); root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let container = CALayer(); container.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        container.sublayerTransform = perspective
        let card = CALayer(); card.frame = CGRect(x: 100, y: 150, width: 200, height: 100)
        let theta = 0.9
        card.transform = CATransform3DMakeRotation(CGFloat(theta), 0, 1, 0)
        root.addSublayer(container); container.addSublayer(card)
        // The card's right edge midpoint: offset (100, 0) → x' = 100·cosθ, w = 1 + 100·sinθ/500.
        let w = 1 + 100 * sin(theta) / 500
        expectClose(card.convert(CGPoint(x: 200, y: 50), to: root), CGPoint(x: 200 + 100 * cos(theta) / w, y: 200),
                    tolerance: 1e-9)
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 170, y: 90), CGPoint(x: 200, y: 100)] {
            expectClose(card.convert(card.convert(p, to: root), from: root), p, tolerance: 1e-7)
        }
    }

    @Test func presentationLayerConvertsThroughPresentationAncestors() {
        let root = CALayer(); root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let parent = CALayer(); parent.frame = CGRect(x: 50, y: 50, width: 200, height: 200)
        let child = CALayer(); child.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
        root.addSublayer(parent); parent.addSublayer(child)
        let clock = MediaClock()
        clock.add(root)
        guard let childP = child.presentation(), let rootP = root.presentation() else {
            Issue.record("layers in a clocked tree have presentation copies"); return
        }
        expectClose(childP.convert(CGPoint.zero, to: rootP), CGPoint(x: 60, y: 70))
        expectClose(rootP.convert(CGPoint(x: 60, y: 70), to: childP), CGPoint.zero)
        #expect(childP.superlayer?.model() === parent)

        // While the parent's position animates, the child's presentation moves with it.
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 150, y: 150)
        move.toValue = CGPoint(x: 250, y: 150)
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        parent.add(move, forKey: "move")
        clock.tick(to: 0.5) // parent centre (200, 150): its frame origin is (100, 50)
        guard let movedChild = child.presentation(), let movedRoot = root.presentation() else { return }
        expectClose(movedChild.convert(CGPoint.zero, to: movedRoot), CGPoint(x: 110, y: 70), tolerance: 1e-9)
        // The model tree has not moved.
        expectClose(child.convert(CGPoint.zero, to: root), CGPoint(x: 60, y: 70))
    }
}
