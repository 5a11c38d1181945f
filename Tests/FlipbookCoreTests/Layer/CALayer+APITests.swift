//  CALayer+APITests.swift — FlipbookCoreTests
//  The CALayer, CAAnimation and CATextLayer members added for Core Animation coverage, against
//  Core Animation's documentation: the layout pass, hit testing, preferred size, contentsRect,
//  the delegate's layerWillDraw, corner expansion, default values, keyframe paths, value functions.

import Foundation
@testable import FlipbookCore
import FlipbookGraphics
import FlipbookTestSupport
import Testing

/// A layer that records its layout and drawing.
private final class RecordingLayer: CALayer {
    var log: [String] = []
    override func layoutSublayers() {
        log.append("layoutSublayers")
        super.layoutSublayers()
    }
    override func draw(in ctx: CGContext) { log.append("draw") }
}

/// A delegate that records what its layer asks of it.
private final class RecordingDelegate: CALayerDelegate {
    var log: [String] = []
    func layoutSublayers(of layer: CALayer) { log.append("layoutSublayers(of:)") }
    func layerWillDraw(_ layer: CALayer) { log.append("layerWillDraw") }
}

@Suite struct CALayerAPITests {
    // MARK: Layout

    // Core Animation docs, setNeedsLayout(): "Invalidates the layer's layout and marks it as needing an update";
    // layoutIfNeeded() lays out the marked layers; layoutSublayers(): "The default implementation of this method
    // calls the layoutSublayers(of:) method of the layer's delegate object."
    @Test func aMarkedLayerLaysOutOnceThroughItsDelegate() {
        let layer = RecordingLayer(), delegate = RecordingDelegate()
        layer.delegate = delegate
        #expect(!layer.needsLayout())
        layer.setNeedsLayout()
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        #expect(layer.log == ["layoutSublayers"])
        #expect(delegate.log == ["layoutSublayers(of:)"])
        layer.layoutIfNeeded()
        #expect(layer.log == ["layoutSublayers"], "laid out already")
    }

    // Core Animation docs, layoutIfNeeded(): "the layer's super layers are traversed until a ancestor layer is found
    // that does not require layout. Then layout is performed on the entire layer-tree beneath that ancestor."
    @Test func layoutIfNeededStartsAtTheHighestMarkedAncestor() {
        let parent = RecordingLayer(), child = RecordingLayer()
        parent.addSublayer(child)
        parent.setNeedsLayout()
        child.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(parent.log == ["layoutSublayers"])
        #expect(child.log == ["layoutSublayers"])
    }

    // A layer whose size changes is laid out again (Core Animation marks it), before the next frame is drawn.
    @Test func aResizedLayerIsLaidOutBeforeTheFrame() {
        let layer = RecordingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(layer.needsLayout())
        layer.layoutIfNeeded()
        layer.position = CGPoint(x: 5, y: 5)
        #expect(!layer.needsLayout(), "a move is not a resize")
        layer.bounds.size.width = 20
        _ = layer.displayList(atRootTime: 0)
        #expect(layer.log.filter { $0 == "layoutSublayers" }.count == 2)
    }

    // Core Animation docs, CALayerDelegate.layerWillDraw(_:): "Notifies the delegate of an imminent draw."
    @Test func theDelegateIsToldBeforeTheLayerDraws() {
        let layer = RecordingLayer(), delegate = RecordingDelegate()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.delegate = delegate
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(delegate.log == ["layerWillDraw"])
        #expect(layer.log == ["draw"])
    }

    // MARK: Overriding

    // Core Animation's Swift interface declares CALayer's members `open`: a subclass overrides hitTest(_:) or
    // addSublayer(_:), and the layer's own code calls the override.
    @Test func membersCoreAnimationDeclaresOpenAreOverridden() {
        final class Refusing: CALayer {
            var added = 0
            override func hitTest(_ p: CGPoint) -> CALayer? { nil }
            override func addSublayer(_ layer: CALayer) { added += 1; super.addSublayer(layer) }
        }
        let root = CALayer(), child = Refusing()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.frame = root.frame
        root.addSublayer(child)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === root, "the sublayer's override refused the point")
        child.addSublayer(CALayer())
        #expect(child.added == 1)
    }

    // MARK: Emitter

    // Core Animation docs, CAEmitterCell: birthRate is "the number of emitted objects created every second", each
    // living `lifetime` seconds and moving at `velocity` along the emission angle; the layer's own birthRate,
    // lifetime and velocity multiply the cell's.
    @Test func anEmitterShowsTheParticlesBornAndStillAlive() {
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: 50, y: 50)
        let cell = CAEmitterCell()
        cell.contents = CGImage(Image(width: 2, height: 2, fill: Color(sRGBRed: 1, green: 1, blue: 1)))
        cell.birthRate = 10
        cell.lifetime = 1
        cell.velocity = 100
        cell.emissionLongitude = 0
        emitter.emitterCells = [cell]
        // At 0.55 s particles 0…5 are born (one each 0.1 s) and all alive; each moved 100 pt/s to the right.
        let particles = emitter.particles(atTime: 0.55)
        #expect(particles.count == 6)
        let xs = particles.map { Double($0.center.x) }.sorted()
        expectClose(xs.last ?? 0, 50 + 100 * 0.55, tolerance: 1e-9)
        #expect(particles.allSatisfy { $0.center.y == 50 })
        // At 2.05 s only those born in the last second live.
        #expect(emitter.particles(atTime: 2.05).count == 10)
        emitter.birthRate = 0
        #expect(emitter.particles(atTime: 2.05).isEmpty)
    }

    // A frame at a given time always shows the same particles: they come from the seed alone.
    @Test func anEmittersParticlesAreTheSameForTheSameSeed() {
        func make(seed: UInt32) -> [CGPoint] {
            let emitter = CAEmitterLayer()
            emitter.seed = seed
            emitter.emitterShape = .rectangle
            emitter.emitterSize = CGSize(width: 100, height: 100)
            let cell = CAEmitterCell()
            cell.contents = CGImage(Image(width: 1, height: 1, fill: Color(sRGBRed: 1, green: 0, blue: 0)))
            cell.birthRate = 20
            cell.lifetime = 2
            emitter.emitterCells = [cell]
            return emitter.particles(atTime: 1).map(\.center)
        }
        #expect(make(seed: 3) == make(seed: 3))
        #expect(make(seed: 3) != make(seed: 4))
        #expect(make(seed: 3).allSatisfy { $0.x >= -50 && $0.x <= 50 && $0.y >= -50 && $0.y <= 50 })
    }

    // MARK: Geometry

    // Core Animation docs, hitTest(_:): "Returns the farthest descendant of the receiver in the layer hierarchy
    // (including itself) that contains the specified point", the point "in the coordinate system of the
    // receiver's superlayer".
    @Test func hitTestFindsTheFarthestDescendant() {
        let root = CALayer(), child = CALayer(), grandchild = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        grandchild.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        root.addSublayer(child)
        child.addSublayer(grandchild)
        #expect(root.hitTest(CGPoint(x: 17, y: 17)) === grandchild)
        #expect(root.hitTest(CGPoint(x: 40, y: 40)) === child)
        #expect(root.hitTest(CGPoint(x: 90, y: 90)) === root)
        #expect(root.hitTest(CGPoint(x: 200, y: 0)) == nil)
        grandchild.isHidden = true
        #expect(root.hitTest(CGPoint(x: 17, y: 17)) === child)
    }

    // Core Animation docs, preferredFrameSize(): "the size of the layer's bounds rectangle mapped into the
    // coordinate space of the superlayer".
    @Test func thePreferredFrameSizeIsTheTransformedBounds() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(layer.preferredFrameSize() == CGSize(width: 100, height: 40))
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        expectClose(layer.preferredFrameSize().width, 40, tolerance: 1e-9)
        expectClose(layer.preferredFrameSize().height, 100, tolerance: 1e-9)
    }

    // Core Animation docs, cornerCurveExpansionFactor(_:): how far a corner curve reaches, in radii; a circular
    // corner reaches exactly its radius.
    @Test func cornerCurveExpansionFactors() {
        #expect(CALayer.cornerCurveExpansionFactor(.circular) == 1)
        expectClose(CALayer.cornerCurveExpansionFactor(.continuous), 1.528665, tolerance: 1e-6)
    }

    // Core Animation docs, contentsRect: "The rectangle, in the unit coordinate space, that defines the portion of
    // the layer's contents that should be used."
    @Test func contentsRectCutsTheContents() throws {
        let red = Color(sRGBRed: 1, green: 0, blue: 0), blue = Color(sRGBRed: 0, green: 0, blue: 1)
        let image = Image(width: 4, height: 2) { x, _ in x < 2 ? red : blue }
        let layer = CALayer()
        layer.contents = CGImage(image)
        layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)
        let cut = try #require(layer.croppedContents())
        #expect(cut.width == 2 && cut.height == 2)
        let pixel = try #require(cut.bitmap)[0, 0]
        #expect(pixel.b == 255 && pixel.r == 0)
        // The cut is kept while the rectangle and the contents stay, and made again when either changes.
        #expect(layer.croppedContents() === cut)
        layer.contents = CGImage(Image(width: 4, height: 2) { _, _ in red })
        let recut = try #require(layer.croppedContents())
        #expect(recut !== cut && recut.bitmap?[0, 0].r == 255)
        layer.contentsRect = CGRect(x: 0, y: 0, width: 0.25, height: 1)
        #expect(layer.croppedContents()?.width == 1)
    }

    // Core Animation docs, defaultValue(forKey:): the value a property has when it is not set; nil for other keys.
    @Test func defaultValuesAreCoreAnimations() {
        #expect(CALayer.defaultValue(forKey: "opacity") as? Float == 1)
        #expect(CALayer.defaultValue(forKey: "anchorPoint") as? CGPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(CALayer.defaultValue(forKey: "noSuchKey") == nil)
        #expect(CAAnimation.defaultValue(forKey: "speed") as? Float == 1)
    }

    // MARK: Animations

    // Core Animation docs, CAKeyframeAnimation.path: "Each point in the path, except for moveTo points, defines a
    // single keyframe"; with no key times the keyframes share the duration evenly (linear calculation mode).
    @Test func aPathAnimationMovesThroughItsPointsEvenlyInTime() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let scene = Scene()
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.duration = 2
        animation.values = [CGPoint(x: 999, y: 999)]
        scene.layer.add(animation, forKey: "move")
        expectClose(scene.presentation(at: 0.5).position, CGPoint(x: 50, y: 0), tolerance: 1e-9)
        expectClose(scene.presentation(at: 1.5).position, CGPoint(x: 100, y: 150), tolerance: 1e-9)
    }

    // Core Animation docs, calculationMode .paced: "Linear keyframe values are interpolated to produce an even pace
    // throughout the animation"; rotationMode .rotateAuto: "objects travel on a tangent to the path".
    @Test func aPacedPathAnimationKeepsAnEvenSpeedAndTurnsAlongThePath() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let scene = Scene()
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.duration = 4
        animation.calculationMode = .paced
        animation.rotationMode = .rotateAuto
        scene.layer.add(animation, forKey: "move")
        let first = scene.presentation(at: 0.5)  // 50 of 400 points
        expectClose(first.position, CGPoint(x: 50, y: 0), tolerance: 1e-6)
        expectClose(Double(first.transform.m11), 1, tolerance: 1e-6, "heading along x: no turn")
        let second = scene.presentation(at: 3)  // 300 of 400 points
        expectClose(second.position, CGPoint(x: 100, y: 200), tolerance: 1e-6)
        expectClose(Double(second.transform.m11), 0, tolerance: 1e-6, "heading down: a quarter turn")
        expectClose(Double(second.transform.m12), 1, tolerance: 1e-6)
    }

    // Core Animation docs, CAValueFunction rotateZ: "A value function that rotates by the input value, in radians,
    // around the z axis"; so a transform animated from 0 to π with it is half a turn at its end.
    @Test func aValueFunctionTurnsNumbersIntoATransform() {
        let scene = Scene()
        let animation = CABasicAnimation(keyPath: "transform")
        animation.valueFunction = CAValueFunction(name: .rotateZ)
        animation.fromValue = 0.0
        animation.toValue = Double.pi
        animation.duration = 1
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        scene.layer.add(animation, forKey: "spin")
        let half = scene.presentation(at: 0.5).transform
        expectClose(Double(half.m11), 0, tolerance: 1e-9)
        expectClose(Double(half.m12), 1, tolerance: 1e-9)
        let end = scene.presentation(at: 0.999).transform
        expectClose(Double(end.m11), -1, tolerance: 1e-4)
    }

    // CAFrameRateRangeIsEqualToRange: two ranges are equal when minimum, maximum and preferred are.
    @Test func frameRateRangesCompareField() {
        let a = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
        #expect(a.isEqual(to: CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)))
        #expect(!a.isEqual(to: .default))
    }

    // Core Animation docs, CATextLayer.font: a font given by name; Flipbook draws in the terminal's font, and a bold
    // face's name makes its text bold.
    @Test func aBoldFontNameMakesTheTextBold() {
        let layer = CATextLayer()
        layer.font = "Helvetica-Bold" as NSString
        #expect(layer.isBold)
        layer.font = "Helvetica" as NSString
        #expect(!layer.isBold)
    }
}
