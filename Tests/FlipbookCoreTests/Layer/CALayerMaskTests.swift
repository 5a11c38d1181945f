//  CALayerMaskTests.swift — FlipbookCoreTests
//  A layer's mask in the display list (its shape as a clip on everything the layer draws, its
//  animations on the layer's clock) and single-sided layers turned away, at the exact angle.

import Foundation
@testable import FlipbookCore
import FlipbookGraphics
import FlipbookTestSupport
import Testing

@Suite struct CALayerMaskTests {
    // Core Animation docs, mask: "The layer's alpha channel determines how much of the layer's
    // content and background shows through"; the mask's frame is in the masked layer's space.
    @Test func aShapeMaskClipsEverythingTheLayerDraws() {
        let root = sceneRoot()
        let screen = solidLayer(CGRect(x: 20, y: 30, width: 200, height: 300), Palette.grey)
        screen.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 50, height: 50), Palette.red))
        screen.borderWidth = 2
        let circle = CAShapeLayer()
        circle.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        circle.position = CGPoint(x: 40, y: 50)   // zero bounds: the path's plane starts there
        screen.mask = circle
        root.addSublayer(screen)
        let items = root.displayList(atRootTime: 0).items
        #expect(items.map(\.kind) == ["fill", "fill", "border"])
        for item in items {
            let clip = item.clips.last
            #expect(clip?.path == circle.path?.data)
            #expect(clip?.contains(screenPoint: CGPoint(x: 20 + 40 + 50, y: 30 + 50 + 50)) == true, "the disc's centre")
            #expect(clip?.contains(screenPoint: CGPoint(x: 25, y: 35)) == false)
        }
        // A mask that paints nothing hides the layer.
        circle.fillColor = nil
        #expect(root.displayList(atRootTime: 0).items.isEmpty)
        #expect(circle.superlayer == nil, "a mask is not a sublayer")
    }

    // The circular reveal: the mask's path animates on the masked layer's clock.
    @Test func aMasksPathAnimatesOnTheLayersClock() {
        let clock = MediaClock()
        let root = sceneRoot()
        clock.add(root)
        let screen = solidLayer(CGRect(x: 0, y: 0, width: 300, height: 300), Palette.grey)
        root.addSublayer(screen)
        let circle = CAShapeLayer()
        let small = CGPath(ellipseIn: CGRect(x: 140, y: 140, width: 20, height: 20), transform: nil)
        let large = CGPath(ellipseIn: CGRect(x: -150, y: -150, width: 600, height: 600), transform: nil)
        circle.path = large
        screen.mask = circle
        let reveal = CABasicAnimation(keyPath: "path")
        reveal.fromValue = small
        reveal.toValue = large
        reveal.duration = 1
        reveal.timingFunction = CAMediaTimingFunction(name: .linear)
        circle.add(reveal, forKey: "reveal")
        CATransaction.flush()
        clock.tick(to: 0.5)
        let clip = root.displayList(atRootTime: 0.5).items[0].clips.last
        // Half way the disc's radius is (10 + 300) / 2 = 155 about (150, 150).
        #expect(clip?.contains(screenPoint: CGPoint(x: 150 + 150, y: 150)) == true)
        #expect(clip?.contains(screenPoint: CGPoint(x: 150 + 160, y: 150)) == false)
        var finished = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { finished = true }
        CATransaction.commit()
        clock.tick(to: 2)
        #expect(circle.animation(forKey: "reveal") == nil && finished, "the mask's animation ended on the clock")
    }

    // Core Animation docs, isDoubleSided: "When the value of this property is false, the layer
    // hides its content when facing away from the viewer." A turn about y shows the back past 90°.
    @Test func aSingleSidedLayerHidesPastAQuarterTurn() {
        let root = sceneRoot()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        root.sublayerTransform = perspective
        let face = solidLayer(CGRect(x: 100, y: 100, width: 200, height: 200), Palette.blue)
        face.isDoubleSided = false
        face.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), Palette.red))
        root.addSublayer(face)
        for (degrees, shows) in [(0.0, true), (89.9, true), (90.1, false), (180.0, false), (270.1, true)] {
            face.transform = CATransform3DMakeRotation(CGFloat(degrees * Double.pi / 180), 0, 1, 0)
            #expect(root.displayList(atRootTime: 0).items.isEmpty == !shows, "at \(degrees)°")
        }
        face.isDoubleSided = true
        face.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        #expect(root.displayList(atRootTime: 0).items.count == 2, "double-sided: the back shows (mirrored)")
    }

    // Core Animation docs, mask: "The layer's alpha channel determines how much of the layer's
    // content and background shows through": a mask's opacity and its fill's alpha scale
    // everything the masked layer draws, and a gradient layer's mask varies across it.
    @Test func aMasksAlphaScalesWhatShowsThrough() {
        let root = sceneRoot()
        let screen = solidLayer(CGRect(x: 0, y: 0, width: 200, height: 100), Palette.grey)
        screen.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), Palette.red))
        root.addSublayer(screen)
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 200, height: 100), transform: nil)
        shape.fillColor = CGColor(Color.black.withAlpha(0.5))
        shape.opacity = 0.5
        screen.mask = shape
        #expect(root.displayList(atRootTime: 0).items.map(\.opacity) == [0.25, 0.25])

        let plain = solidLayer(CGRect(x: 0, y: 0, width: 200, height: 100), Color.black.withAlpha(0.75))
        screen.mask = plain
        #expect(root.displayList(atRootTime: 0).items.map(\.opacity) == [0.75, 0.75])

        // A fade to clear along x: the list carries the gradient over the mask's bounds.
        let fade = CAGradientLayer()
        fade.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        fade.colors = [CGColor(Color.black), CGColor(Color.clear)]
        fade.startPoint = CGPoint(x: 0, y: 0.5)
        fade.endPoint = CGPoint(x: 1, y: 0.5)
        screen.mask = fade
        let items = root.displayList(atRootTime: 0).items
        #expect(items.map(\.opacity) == [1, 1])
        for item in items {
            let clip = item.clips.last
            #expect(clip?.alphaRamp?.colors == [Color.black, Color.clear])
            #expect(clip?.alphaRamp?.locations == [0, 1])
            #expect(clip?.rect == CGRect(x: 0, y: 0, width: 200, height: 100))
            expectClose(clip?.alphaRamp?.alpha(atLocal: CGPoint(x: 50, y: 50), over: clip!.rect) ?? -1, 0.75, tolerance: 1e-12)
        }
        // A gradient of clear colours shows nothing.
        fade.colors = [CGColor(Color.clear), CGColor(Color.clear)]
        #expect(root.displayList(atRootTime: 0).items.isEmpty)
    }
}

@Suite struct LayerTreeGenerationTests {
    // The HUD reads its animation inventory again only when this number moves: it must move at
    // every change of a tree or of what animates, and stay put across frames that change neither.
    @Test func theGenerationMovesWithTheTreeAndItsAnimationsOnly() {
        let clock = MediaClock()
        let root = sceneRoot()
        clock.add(root)
        let child = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), Palette.red)
        func moves(_ body: () -> Void) -> Bool {
            let before = CALayer.treeGeneration
            body()
            return CALayer.treeGeneration != before
        }
        #expect(moves { root.addSublayer(child) })
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.duration = 1
        #expect(moves {
            child.add(fade, forKey: "fade")
            CATransaction.flush()
        })
        // Frames that only advance time and read values leave it (on this thread's trees; a
        // test running beside this one may move it, so the steady check is a trend, not exact).
        var steady = 0
        for t in stride(from: 0.1, through: 0.5, by: 0.1) {
            if !moves({ clock.tick(to: t); _ = child.presentation()?.opacity }) { steady += 1 }
        }
        #expect(steady >= 1)
        #expect(moves { clock.tick(to: 2) }, "the animation ended: the clock let go of it")
        #expect(moves { child.removeFromSuperlayer() })
        #expect(moves { root.sublayers = [child] })
    }
}

@Suite struct CornerClipTests {
    // The text pass takes a glyph inside a rounded clip's `inside` rectangle without the path's
    // winding test: every point of it must be inside the path itself, for circular and
    // continuous corners alike (where the corners leave no such rectangle there is none).
    @Test(arguments: [CALayerCornerCurve.circular, .continuous])
    func theRectangleClearOfTheCornersLiesInsideThePath(curve: CALayerCornerCurve) throws {
        for (size, radius) in [(CGSize(width: 300, height: 44), 10.0), (CGSize(width: 120, height: 80), 20.0),
                               (CGSize(width: 200, height: 200), 60.0)] {
            let layer = solidLayer(CGRect(origin: .zero, size: size), Palette.grey)
            layer.cornerRadius = radius
            layer.cornerCurve = curve
            layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
            layer.masksToBounds = true
            let properties = layer.presentationProperties(atLayerTime: 0)
            let path = try #require(layer.cornerPath(properties))
            let clip = layer.cornerClip(properties, path: path, transform: .identity)
            let inside = try #require(clip.inside, "\(size), r \(radius)")
            #expect(inside.minY >= 1.6 * radius - 1e-9)
            for i in 0...40 {
                for j in 0...40 {
                    let point = CGPoint(x: inside.minX + inside.width * CGFloat(i) / 40, y: inside.minY + inside.height * CGFloat(j) / 40)
                    #expect(path.contains(point, evenOdd: false), "\(curve) \(size) r \(radius): \(point)")
                }
            }
        }
    }
}
