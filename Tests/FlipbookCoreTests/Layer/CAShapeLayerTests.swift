//  CAShapeLayerTests.swift — FlipbookCoreTests
//  A shape layer's display items and its animated path and stroke, against Core Animation's
//  documented defaults and values worked out by hand.

import Foundation
@testable import FlipbookCore
import FlipbookGraphics
import FlipbookTestSupport
import Testing

private extension DisplayItem {
    var displayPath: DisplayPath? {
        if case .path(let p) = content { return p }
        return nil
    }
}

@Suite struct CAShapeLayerTests {
    // Core Animation docs: fillColor "Defaults to opaque black", strokeColor "Defaults to nil",
    // lineWidth "Defaults to 1.0", strokeEnd "Defaults to 1.0", miterLimit "Defaults to 10",
    // fillRule non-zero, lineCap butt, lineJoin miter.
    @Test func theDefaultsAreCoreAnimations() {
        let layer = CAShapeLayer()
        #expect(layer.fillColor == CGColor(Color.black))
        #expect(layer.strokeColor == nil && layer.path == nil)
        #expect(layer.lineWidth == 1 && layer.strokeStart == 0 && layer.strokeEnd == 1 && layer.miterLimit == 10)
        #expect(layer.fillRule == .nonZero && layer.lineCap == .butt && layer.lineJoin == .miter)
        #expect(layer.lineDashPattern == nil)
        // And CALayer's shadow: opacity 0, radius 3, offset (0, −3), colour opaque black.
        #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3 && layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowColor == CGColor(Color.black))
    }

    // "The shape is composited between the layer's contents and its first sublayer"; the fill
    // is drawn, then the stroke over it.
    @Test func theFillIsDrawnThenTheStrokeBetweenContentsAndSublayers() {
        let root = sceneRoot()
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        shape.backgroundColor = CGColor(Palette.grey)
        shape.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        shape.fillColor = CGColor(Palette.yellow)
        shape.strokeColor = CGColor(Palette.blue)
        shape.lineWidth = 4
        shape.lineCap = .round
        shape.lineDashPattern = [6, 2]
        shape.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 5, height: 5), Palette.red))
        root.addSublayer(shape)
        let items = root.displayList(atRootTime: 0).items
        #expect(items.map(\.kind) == ["fill", "path", "path", "fill"])
        let fill = items[1].displayPath!, stroke = items[2].displayPath!
        #expect(fill.color == Palette.yellow && fill.paint == .fill(.winding))
        #expect(stroke.color == Palette.blue)
        #expect(stroke.paint == .stroke(StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .miter, miterLimit: 10,
                                                    dashPattern: [6, 2], dashPhase: 0, start: 0, end: 1)))
        #expect(fill.path == shape.path!.data, "the path is in the layer's bounds space")
        expectCorners(items[1], [CGPoint(x: 10, y: 20), CGPoint(x: 110, y: 20), CGPoint(x: 10, y: 120), CGPoint(x: 110, y: 120)])
        // No fill colour, no stroke colour: nothing of the shape.
        shape.fillColor = nil
        shape.strokeColor = nil
        #expect(root.displayList(atRootTime: 0).items.map(\.kind) == ["fill", "fill"])
    }

    // Core Animation docs, strokeEnd: "Animatable"; a basic animation of it runs linearly from
    // 0 to 1 with a linear timing function.
    @Test func strokeEndAnimates() {
        let clock = MediaClock()
        let root = sceneRoot()
        clock.add(root)
        let ring = CAShapeLayer()
        ring.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50), transform: nil)
        ring.strokeColor = CGColor(Palette.red)
        ring.fillColor = nil
        root.addSublayer(ring)
        let grow = CABasicAnimation(keyPath: "strokeEnd")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = 2
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        ring.add(grow, forKey: "grow")
        CATransaction.flush()
        clock.tick(to: 0.5)
        guard case .stroke(let style)? = root.displayList(atRootTime: 0.5).items.first?.displayPath?.paint else {
            Issue.record("no stroke"); return
        }
        expectClose(style.end, 0.25, tolerance: 1e-9)
    }

    // Core Animation docs, path: "Animatable. […] If the two paths have a different number of
    // control points or segments, the results are undefined" — between paths of the same
    // elements, each point moves linearly: half way, a circle of the mean radius.
    @Test func aPathAnimatesPointByPoint() {
        let clock = MediaClock()
        let root = sceneRoot()
        clock.add(root)
        let reveal = CAShapeLayer()
        let small = CGPath(ellipseIn: CGRect(x: 90, y: 90, width: 20, height: 20), transform: nil)
        let large = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200), transform: nil)
        reveal.path = large
        root.addSublayer(reveal)
        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = small
        grow.toValue = large
        grow.duration = 1
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        reveal.add(grow, forKey: "reveal")
        CATransaction.flush()
        clock.tick(to: 0.5)
        let path = root.displayList(atRootTime: 0.5).items.first?.displayPath?.path
        let middle = CGPath(ellipseIn: CGRect(x: 45, y: 45, width: 110, height: 110), transform: nil).data
        #expect(path.map { sameWithin1e9($0, middle) } == true)
        // The animation writes its paths into storage it keeps: paths it handed out before stay
        // as they were, whatever it evaluates after (each frame's display list holds its own).
        var held: [PathData] = []
        for t in [0.1, 0.2, 0.3, 0.4] {
            held.append(root.displayList(atRootTime: t).items.first?.displayPath?.path ?? PathData())
        }
        for (t, kept) in zip([0.1, 0.2, 0.3, 0.4], held) {
            let side = 20 + 180 * t, origin = 90 - 90 * t
            let expected = CGPath(ellipseIn: CGRect(x: origin, y: origin, width: side, height: side), transform: nil).data
            #expect(sameWithin1e9(kept, expected), "the path at \(t)")
        }
        // Core Animation docs, shadowPath: "as with all CGPathRef animatable properties" a path
        // "does not support implicit animation": setting one changes it at once.
        #expect(CAShapeLayer.defaultAction(forKey: "path") == nil)
        #expect(CAShapeLayer.defaultAction(forKey: "shadowPath") == nil)
        #expect(CAShapeLayer.defaultAction(forKey: "strokeEnd") is CABasicAnimation)
    }
}

@Suite struct CAGradientLayerTests {
    // Core Animation docs: startPoint defaults to (0.5, 0) and endPoint to (0.5, 1), a
    // top-to-bottom gradient; nil locations spread the stops uniformly.
    @Test func theGradientIsDrawnOverTheBackgroundWithEvenStopsByDefault() {
        let root = sceneRoot()
        let fade = CAGradientLayer()
        fade.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        fade.backgroundColor = CGColor(Palette.grey)
        fade.cornerRadius = 8
        #expect(fade.startPoint == CGPoint(x: 0.5, y: 0) && fade.endPoint == CGPoint(x: 0.5, y: 1) && fade.type == .axial)
        root.addSublayer(fade)
        #expect(root.displayList(atRootTime: 0).items.map(\.kind) == ["fill"], "no colours: no gradient")
        fade.colors = [CGColor(Palette.red), CGColor(Palette.green), CGColor(Palette.blue)]
        let items = root.displayList(atRootTime: 0).items
        #expect(items.map(\.kind) == ["fill", "gradient"])
        guard case .gradient(let g) = items[1].content else { return }
        #expect(g.locations == [0, 0.5, 1] && g.colors == [Palette.red, Palette.green, Palette.blue] && items[1].cornerRadius == 8)
    }

    // Core Animation docs: colors, locations, startPoint and endPoint are animatable.
    @Test func theStopsAndPointsAnimate() {
        let clock = MediaClock()
        let root = sceneRoot()
        clock.add(root)
        let fade = CAGradientLayer()
        fade.colors = [CGColor(Palette.red), CGColor(Palette.blue)]
        root.addSublayer(fade)
        CATransaction.flush()
        let slide = CABasicAnimation(keyPath: "locations")
        slide.fromValue = [0, 0.2]
        slide.toValue = [0.6, 1]
        let turn = CABasicAnimation(keyPath: "endPoint")
        turn.fromValue = CGPoint(x: 0.5, y: 1)
        turn.toValue = CGPoint(x: 1, y: 0)
        for animation in [slide, turn] {
            animation.duration = 1
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            fade.add(animation, forKey: animation.keyPath)
        }
        CATransaction.flush()
        clock.tick(to: 0.5)
        guard case .gradient(let g)? = root.displayList(atRootTime: 0.5).items.first?.content else {
            Issue.record("no gradient"); return
        }
        #expect(g.locations.count == 2)
        expectClose(g.locations[0], 0.3, tolerance: 1e-9)
        expectClose(g.locations[1], 0.6, tolerance: 1e-9)
        expectClose(Double(g.endPoint.x), 0.75, tolerance: 1e-9)
        expectClose(Double(g.endPoint.y), 0.5, tolerance: 1e-9)
    }
}

/// Whether two paths have the same elements with every point within 1e-9.
private func sameWithin1e9(_ a: PathData, _ b: PathData) -> Bool {
    func points(_ e: PathData.Element) -> [CGPoint] {
        var out: [CGPoint] = []
        e.forEachPoint { out.append($0) }
        return out
    }
    return a.hasSameShape(as: b) && zip(a.elements, b.elements).allSatisfy { x, y in
        zip(points(x), points(y)).allSatisfy { abs($0.x - $1.x) < 1e-9 && abs($0.y - $1.y) < 1e-9 }
    }
}
