//  DisplayListTests.swift — FlipbookCoreTests
//  Layer tree → display list: composition of opacity, order, transforms, clips and time,
//  checked against corners and values computed by hand.

import Foundation
@testable import FlipbookCore
import FlipbookGraphics
import FlipbookTestSupport
import Testing

// MARK: - Helpers shared by the layer suites

enum Palette {
    static let red = Color(sRGBRed: 1, green: 0, blue: 0)
    static let green = Color(sRGBRed: 0, green: 1, blue: 0)
    static let blue = Color(sRGBRed: 0, green: 0, blue: 1)
    static let yellow = Color(sRGBRed: 1, green: 1, blue: 0)
    static let grey = Color(white: 0.5)
}

/// A layer at `frame` filled with `color` (built without a clock, so no implicit actions).
func solidLayer(_ frame: CGRect, _ color: Color?, name: String? = nil) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color.map { CGColor($0) }
    layer.name = name
    return layer
}

/// A root layer whose bounds are the scene: position at its centre, so its plane is the screen.
func sceneRoot(width: CGFloat = 400, height: CGFloat = 400) -> CALayer {
    solidLayer(CGRect(x: 0, y: 0, width: width, height: height), nil, name: "root")
}

extension DisplayItem {
    /// Screen positions of the local corners: top-left, top-right, bottom-left, bottom-right.
    var screenCorners: [CGPoint] {
        [CGPoint(x: 0, y: 0), CGPoint(x: size.width, y: 0), CGPoint(x: 0, y: size.height),
         CGPoint(x: size.width, y: size.height)].map { transform.apply($0) ?? CGPoint(x: CGFloat.nan, y: .nan) }
    }

    var fillColor: Color? {
        if case .fill(let c) = content { return c }
        return nil
    }

    var kind: String {
        switch content {
        case .fill: return "fill"
        case .image: return "image"
        case .border: return "border"
        case .text: return "text"
        case .path: return "path"
        case .shadow: return "shadow"
        case .gradient: return "gradient"
        case .backdrop: return "backdrop"
        }
    }
}

func expectCorners(_ item: DisplayItem?, _ expected: [CGPoint], tolerance: Double = 1e-9,
                   sourceLocation: SourceLocation = #_sourceLocation) {
    guard let item else {
        Issue.record("no item", sourceLocation: sourceLocation); return
    }
    let actual = item.screenCorners
    for (a, e) in zip(actual, expected) { expectClose(a, e, tolerance: tolerance, sourceLocation: sourceLocation) }
}

/// The corners of an axis-aligned screen rectangle, in `screenCorners` order.
func rectCorners(_ r: CGRect) -> [CGPoint] {
    [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
     CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
}

func linearTiming() -> CAMediaTimingFunction { CAMediaTimingFunction(name: .linear) }

// MARK: - Composition

@Suite struct DisplayListCompositionTests {
    @Test func sceneSizeIsTheRootsBounds() {
        let root = sceneRoot(width: 390, height: 844)
        let list = root.displayList(atRootTime: 0)
        #expect(list.size == CGSize(width: 390, height: 844))
        #expect(list.items.isEmpty) // a root without colour paints nothing
    }

    @Test func opacityMultipliesDownTheTree() {
        let root = sceneRoot()
        let parent = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), Palette.red)
        parent.opacity = 0.5
        let child = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), Palette.blue)
        child.opacity = 0.5
        root.addSublayer(parent); parent.addSublayer(child)
        let items = root.displayList(atRootTime: 0).items
        #expect(items.map(\.fillColor) == [Palette.red, Palette.blue])
        expectClose(items[0].opacity, 0.5, tolerance: 1e-7)
        expectClose(items[1].opacity, 0.25, tolerance: 1e-7)
    }

    @Test func hiddenSubtreeEmitsNothing() {
        let root = sceneRoot()
        let parent = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), Palette.red)
        parent.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), Palette.blue))
        parent.isHidden = true
        root.addSublayer(parent)
        root.addSublayer(solidLayer(CGRect(x: 200, y: 0, width: 10, height: 10), Palette.green))
        #expect(root.displayList(atRootTime: 0).items.map(\.fillColor) == [Palette.green])
    }

    @Test func zeroOpacitySubtreeEmitsNothing() {
        let root = sceneRoot()
        let parent = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), Palette.red)
        let child = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), Palette.blue)
        child.opacity = 1
        parent.addSublayer(child)
        parent.opacity = 0
        root.addSublayer(parent)
        root.addSublayer(solidLayer(CGRect(x: 200, y: 0, width: 10, height: 10), Palette.green))
        #expect(root.displayList(atRootTime: 0).items.map(\.fillColor) == [Palette.green])
    }

    @Test func clearBackgroundPaintsNothingButSublayersStillDo() {
        let root = sceneRoot()
        let parent = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), Color.clear)
        parent.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), Palette.blue))
        root.addSublayer(parent)
        #expect(root.displayList(atRootTime: 0).items.map(\.fillColor) == [Palette.blue])
    }

    @Test func paintingOrderIsBackgroundContentsSublayersThenBorder() {
        let root = sceneRoot()
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), Palette.red)
        layer.contents = Image(width: 2, height: 2, fill: Palette.yellow)
        layer.borderWidth = 3
        layer.borderColor = CGColor(Palette.green)
        layer.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), Palette.blue))
        root.addSublayer(layer)
        let items = root.displayList(atRootTime: 0).items
        #expect(items.map(\.kind) == ["fill", "image", "fill", "border"])
        #expect(items[0].fillColor == Palette.red)
        #expect(items[2].fillColor == Palette.blue)
        #expect(items[3].content == .border(width: 3, color: Palette.green))
    }

    @Test func defaultBorderColourIsOpaqueBlack() {
        let root = sceneRoot()
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), nil)
        layer.borderWidth = 2
        root.addSublayer(layer)
        #expect(root.displayList(atRootTime: 0).items.map(\.content) == [.border(width: 2, color: .black)])
    }

    @Test func zPositionReordersSiblingsStably() {
        let root = sceneRoot()
        let a = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), Palette.red)
        let b = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), Palette.green)
        let c = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), Palette.blue)
        let d = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), Palette.yellow)
        a.zPosition = 1
        b.zPosition = 0
        c.zPosition = -1
        d.zPosition = 0
        root.sublayers = [a, b, c, d]
        // Back to front by zPosition; b and d share 0 and keep their order.
        #expect(root.displayList(atRootTime: 0).items.map(\.fillColor)
                == [Palette.blue, Palette.green, Palette.yellow, Palette.red])
    }

    @Test func zPositionSortsOnlyAmongSiblings() {
        // A child's large zPosition does not lift it above its parent's later sibling.
        let root = sceneRoot()
        let first = solidLayer(CGRect(x: 0, y: 0, width: 50, height: 50), Palette.red)
        let child = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), Palette.green)
        child.zPosition = 100
        first.addSublayer(child)
        let second = solidLayer(CGRect(x: 0, y: 0, width: 50, height: 50), Palette.blue)
        root.sublayers = [first, second]
        #expect(root.displayList(atRootTime: 0).items.map(\.fillColor) == [Palette.red, Palette.green, Palette.blue])
    }
}

// MARK: - Transforms

@Suite struct DisplayListTransformTests {
    private func singleItem(_ layer: CALayer, in root: CALayer = sceneRoot()) -> DisplayItem? {
        root.addSublayer(layer)
        let items = root.displayList(atRootTime: 0).items
        #expect(items.count == 1)
        return items.first
    }

    @Test func translation() {
        let item = singleItem(solidLayer(CGRect(x: 30, y: 40, width: 100, height: 50), Palette.red))
        #expect(item?.size == CGSize(width: 100, height: 50))
        expectCorners(item, rectCorners(CGRect(x: 30, y: 40, width: 100, height: 50)))
    }

    @Test func boundsOriginDoesNotMoveTheLayersOwnPicture() {
        let layer = solidLayer(CGRect(x: 30, y: 40, width: 100, height: 50), Palette.red)
        layer.bounds.origin = CGPoint(x: 20, y: -10)
        expectCorners(singleItem(layer), rectCorners(CGRect(x: 30, y: 40, width: 100, height: 50)))
    }

    @Test func boundsOriginScrollsSublayers() {
        let root = sceneRoot()
        let scroller = solidLayer(CGRect(x: 50, y: 50, width: 200, height: 200), nil)
        scroller.bounds.origin = CGPoint(x: 0, y: 100)
        scroller.addSublayer(solidLayer(CGRect(x: 10, y: 120, width: 30, height: 30), Palette.blue))
        root.addSublayer(scroller)
        let items = root.displayList(atRootTime: 0).items
        #expect(items.count == 1)
        expectCorners(items.first, rectCorners(CGRect(x: 60, y: 70, width: 30, height: 30)))
    }

    @Test func rotationAboutTheCentreAnchor() {
        let layer = solidLayer(CGRect(x: 150, y: 175, width: 100, height: 50), Palette.red) // centre (200, 200)
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // About the anchor (x, y) → (−y, x): (−50,−25)→(25,−50), (50,−25)→(25,50), (−50,25)→(−25,−50), (50,25)→(−25,50)
        expectCorners(singleItem(layer), [CGPoint(x: 225, y: 150), CGPoint(x: 225, y: 250),
                                          CGPoint(x: 175, y: 150), CGPoint(x: 175, y: 250)])
    }

    @Test func rotationAboutACornerAnchor() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.anchorPoint = CGPoint(x: 1, y: 0)
        layer.position = CGPoint(x: 200, y: 100)
        layer.backgroundColor = CGColor(Palette.red)
        let angle = Double.pi / 6
        layer.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(angle)))
        // Offsets from the top-right anchor: (−100, 0), (0, 0), (−100, 50), (0, 50), each rotated by 30°.
        func rotated(_ x: Double, _ y: Double) -> CGPoint {
            CGPoint(x: 200 + x * cos(angle) - y * sin(angle), y: 100 + x * sin(angle) + y * cos(angle))
        }
        expectCorners(singleItem(layer), [rotated(-100, 0), rotated(0, 0), rotated(-100, 50), rotated(0, 50)])
    }

    @Test func scaleAboutTheAnchor() {
        let layer = solidLayer(CGRect(x: 150, y: 175, width: 100, height: 50), Palette.red) // centre (200, 200)
        layer.transform = CATransform3DMakeScale(2, 0.5, 1)
        expectCorners(singleItem(layer), rectCorners(CGRect(x: 100, y: 187.5, width: 200, height: 25)))
    }

    @Test func nestedScaleAndTranslation() {
        let root = sceneRoot()
        let parent = solidLayer(CGRect(x: 100, y: 100, width: 100, height: 100), nil) // anchor (150, 150)
        parent.transform = CATransform3DMakeScale(2, 2, 1)
        parent.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 20), Palette.red))
        root.addSublayer(parent)
        // parent point p → (p − 50) × 2 + 150: (0,0)→(50,50), (10,20)→(70,90)
        expectCorners(root.displayList(atRootTime: 0).items.first, rectCorners(CGRect(x: 50, y: 50, width: 20, height: 40)))
    }

    /// Expected screen corners of a 200×100 layer centred at (200, 200), rotated by θ about y
    /// and seen with m34 = −1/500. Row vectors: a point at offset (x, y) from the anchor goes to
    /// x' = x·cosθ, z' = −x·sinθ; perspective gives w = 1 + z'·m34 = 1 + x·sinθ/500; screen = (x', y)/w.
    private func projectedCorners(theta: Double) -> [CGPoint] {
        [(-100.0, -50.0), (100, -50), (-100, 50), (100, 50)].map { x, y in
            let w = 1 + x * sin(theta) / 500
            return CGPoint(x: 200 + x * cos(theta) / w, y: 200 + y / w)
        }
    }

    @Test func rotationAboutYWithPerspectiveInTheLayersTransform() {
        let theta = Double.pi / 6
        let layer = solidLayer(CGRect(x: 100, y: 150, width: 200, height: 100), Palette.red)
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        layer.transform = CATransform3DRotate(t, CGFloat(theta), 0, 1, 0)
        let expected = projectedCorners(theta: theta)
        // Sanity of the hand computation: the left edge (x = −100) is nearer and taller.
        expectClose(expected[0].x, 200 - 100 * cos(theta) / 0.9, tolerance: 1e-12)
        expectClose(expected[0].y, 200 - 50 / 0.9, tolerance: 1e-12)
        expectClose(expected[1].y, 200 - 50 / 1.1, tolerance: 1e-12)
        expectCorners(singleItem(layer), expected, tolerance: 1e-6)
    }

    @Test func rotationAboutYWithPerspectiveInTheParentsSublayerTransform() {
        let theta = -Double.pi / 3
        let root = sceneRoot()
        let container = solidLayer(CGRect(x: 0, y: 0, width: 400, height: 400), nil) // anchor (200, 200)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        container.sublayerTransform = perspective
        let card = solidLayer(CGRect(x: 100, y: 150, width: 200, height: 100), Palette.red)
        card.transform = CATransform3DMakeRotation(CGFloat(theta), 0, 1, 0)
        container.addSublayer(card)
        root.addSublayer(container)
        let items = root.displayList(atRootTime: 0).items
        #expect(items.count == 1)
        expectCorners(items.first, projectedCorners(theta: theta), tolerance: 1e-6)
    }

    @Test func anchorPointZPivotsACubeFaceBehindItsPlane() {
        // A cube face: 100×100 centred at (200, 200), anchorPointZ = −50 so it turns about the
        // cube's centre. The plane z = 0 sits 50 in front of the pivot: a point at offset x is
        // (x, y, 50) from it. Rotating by θ about y (row vectors): x' = x·cosθ + 50·sinθ,
        // z' = −x·sinθ + 50·cosθ; with m34 = −1/500, w = 1 − z'/500.
        let theta = Double.pi / 5
        let root = sceneRoot()
        let container = solidLayer(CGRect(x: 0, y: 0, width: 400, height: 400), nil)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        container.sublayerTransform = perspective
        let face = solidLayer(CGRect(x: 150, y: 150, width: 100, height: 100), Palette.red)
        face.anchorPointZ = -50
        face.transform = CATransform3DMakeRotation(CGFloat(theta), 0, 1, 0)
        container.addSublayer(face)
        root.addSublayer(container)
        let expected = [(-50.0, -50.0), (50, -50), (-50, 50), (50, 50)].map { x, y -> CGPoint in
            let xr = x * cos(theta) + 50 * sin(theta)
            let zr = -x * sin(theta) + 50 * cos(theta)
            let w = 1 - zr / 500
            return CGPoint(x: 200 + xr / w, y: 200 + y / w)
        }
        expectCorners(root.displayList(atRootTime: 0).items.first, expected, tolerance: 1e-6)
    }

    @Test func zPositionUnderPerspectiveScalesAboutTheParentsAnchor() {
        let root = sceneRoot()
        let container = solidLayer(CGRect(x: 0, y: 0, width: 400, height: 400), nil)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        container.sublayerTransform = perspective
        let card = solidLayer(CGRect(x: 150, y: 150, width: 100, height: 100), Palette.red)
        card.zPosition = -250 // w = 1 + 250/500 = 1.5: two thirds the size
        container.addSublayer(card)
        root.addSublayer(container)
        let s = 50.0 / 1.5
        expectCorners(root.displayList(atRootTime: 0).items.first,
                      rectCorners(CGRect(x: 200 - s, y: 200 - s, width: 2 * s, height: 2 * s)), tolerance: 1e-9)
    }
}

// MARK: - Clips

@Suite struct DisplayListClipTests {
    @Test func masksToBoundsClipsChildrenAndContentsButNotTheBackgroundOrBorder() {
        let root = sceneRoot()
        let box = solidLayer(CGRect(x: 50, y: 60, width: 100, height: 80), Palette.red)
        box.cornerRadius = 20
        box.masksToBounds = true
        box.contents = Image(width: 1, height: 1, fill: Palette.yellow)
        box.borderWidth = 1
        box.addSublayer(solidLayer(CGRect(x: -10, y: -10, width: 50, height: 50), Palette.blue))
        root.addSublayer(box)
        let items = root.displayList(atRootTime: 0).items
        #expect(items.map(\.kind) == ["fill", "image", "fill", "border"])
        // The background is its own rounded shape, not clipped.
        #expect(items[0].clips.isEmpty)
        #expect(items[0].cornerRadius == 20)
        #expect(items[3].clips.isEmpty)
        for item in [items[1], items[2]] {
            #expect(item.clips.count == 1)
            guard let clip = item.clips.first else { continue }
            #expect(clip.cornerRadius == 20)
            #expect(clip.rect.size == CGSize(width: 100, height: 80))
            // The clip's plane is the box's: its rect lands on the box's frame.
            let corners = [CGPoint(x: clip.rect.minX, y: clip.rect.minY), CGPoint(x: clip.rect.maxX, y: clip.rect.maxY)]
                .map { clip.transform.apply($0)! }
            expectClose(corners[0], CGPoint(x: 50, y: 60))
            expectClose(corners[1], CGPoint(x: 150, y: 140))
            // The box's screen corner is outside the rounded clip; a point just inside the arc is in.
            #expect(!clip.contains(screenPoint: CGPoint(x: 51, y: 61)))
            #expect(clip.contains(screenPoint: CGPoint(x: 60, y: 70)))
            #expect(clip.contains(screenPoint: CGPoint(x: 100, y: 61)))
            #expect(!clip.contains(screenPoint: CGPoint(x: 100, y: 59)))
        }
    }

    @Test func withoutMasksToBoundsNothingIsClipped() {
        let root = sceneRoot()
        let box = solidLayer(CGRect(x: 50, y: 60, width: 100, height: 80), Palette.red)
        box.cornerRadius = 20
        box.addSublayer(solidLayer(CGRect(x: -10, y: -10, width: 50, height: 50), Palette.blue))
        root.addSublayer(box)
        #expect(root.displayList(atRootTime: 0).items.allSatisfy { $0.clips.isEmpty })
    }

    @Test func clipsAccumulateThroughNesting() {
        let root = sceneRoot()
        let outer = solidLayer(CGRect(x: 0, y: 0, width: 200, height: 200), nil)
        outer.masksToBounds = true
        let middle = solidLayer(CGRect(x: 50, y: 50, width: 100, height: 100), nil)
        middle.masksToBounds = true
        middle.cornerRadius = 10
        middle.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        let leaf = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), Palette.red)
        root.addSublayer(outer); outer.addSublayer(middle); middle.addSublayer(leaf)
        let items = root.displayList(atRootTime: 0).items
        #expect(items.count == 1)
        guard let leafItem = items.first, leafItem.clips.count == 2 else {
            Issue.record("the leaf is clipped by both masking ancestors"); return
        }
        #expect(leafItem.clips[0].cornerRadius == 0)
        #expect(leafItem.clips[1].cornerRadius == 10)
        // The middle clip is rotated 45° about (100, 100): its top-left corner goes to
        // (100, 100) + R45·(−50, −50) = (100, 100 − 50√2).
        let topLeft = leafItem.clips[1].transform.apply(CGPoint(x: leafItem.clips[1].rect.minX,
                                                                 y: leafItem.clips[1].rect.minY))
        expectClose(topLeft ?? .zero, CGPoint(x: 100, y: 100 - 50 * 2.0.squareRoot()), tolerance: 1e-9)
        // The screen point (100, 30) is inside the outer square but outside the rotated diamond's tip arc.
        #expect(leafItem.clips[0].contains(screenPoint: CGPoint(x: 100, y: 30)))
        #expect(!leafItem.clips[1].contains(screenPoint: CGPoint(x: 100, y: 30)))
        #expect(leafItem.clips[1].contains(screenPoint: CGPoint(x: 100, y: 100)))
    }

    @Test func roundedClipContainsPointsInsideTheArcOnly() {
        let clip = DisplayClip(transform: .identity, rect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20)
        // The corner circle is centred at (20, 20) with radius 20.
        #expect(!clip.contains(screenPoint: CGPoint(x: 2, y: 2)))     // √(18²+18²) ≈ 25.5 > 20
        #expect(!clip.contains(screenPoint: CGPoint(x: 5, y: 5)))     // ≈ 21.2 > 20
        #expect(clip.contains(screenPoint: CGPoint(x: 7, y: 7)))      // ≈ 18.4 < 20
        #expect(clip.contains(screenPoint: CGPoint(x: 50, y: 0.5)))   // along the straight top edge
        #expect(clip.contains(screenPoint: CGPoint(x: 0.5, y: 50)))
        #expect(!clip.contains(screenPoint: CGPoint(x: 98, y: 98)))   // bottom-right corner, outside
        #expect(!clip.contains(screenPoint: CGPoint(x: 101, y: 50)))
        // Moved by a translation, the same shape moves.
        let moved = DisplayClip(transform: ProjectiveTransform(translationX: 100, y: 0),
                                rect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20)
        #expect(moved.contains(screenPoint: CGPoint(x: 107, y: 7)))
        #expect(!moved.contains(screenPoint: CGPoint(x: 7, y: 7)))
    }

    @Test func oversizedCornerRadiusIsLimitedToHalfTheShorterSide() {
        let clip = DisplayClip(transform: .identity, rect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 500)
        // Effective radius 20: the left cap is a semicircle centred at (20, 20).
        #expect(clip.contains(screenPoint: CGPoint(x: 1, y: 20)))
        #expect(!clip.contains(screenPoint: CGPoint(x: 3, y: 3)))
        #expect(clip.contains(screenPoint: CGPoint(x: 50, y: 1)))
    }
}

// MARK: - Time

@Suite struct DisplayListTimeTests {
    private func positionAnimation(from: CGPoint, to: CGPoint, duration: CFTimeInterval = 1) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "position")
        a.fromValue = from
        a.toValue = to
        a.duration = duration
        a.timingFunction = linearTiming()
        return a
    }

    @Test func presentationValuesAreWhatTheListShows() {
        let root = sceneRoot()
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), Palette.red)
        root.addSublayer(layer)
        let clock = MediaClock()
        clock.add(root)
        layer.add(positionAnimation(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 150)), forKey: "move")
        clock.tick(to: 0.25)
        // position (100, 75) at a quarter; the 20×20 layer's top-left is 10 up-left of it.
        expectCorners(root.displayList(atRootTime: clock.time).items.first,
                      rectCorners(CGRect(x: 90, y: 65, width: 20, height: 20)), tolerance: 1e-9)
        // The model never moved.
        expectClose(layer.position, CGPoint(x: 10, y: 10))
        // After the animation it is removed and the model value shows.
        clock.tick(to: 2)
        expectCorners(root.displayList(atRootTime: clock.time).items.first,
                      rectCorners(CGRect(x: 0, y: 0, width: 20, height: 20)))
    }

    @Test func pausedSublayerShowsItsAnimationFrozenAtItsTimeOffset() {
        let root = sceneRoot()
        let paused = solidLayer(CGRect(x: 0, y: 0, width: 400, height: 400), nil)
        let layer = solidLayer(CGRect(x: 0, y: 0, width: 20, height: 20), Palette.red)
        root.addSublayer(paused); paused.addSublayer(layer)
        let clock = MediaClock()
        clock.add(root)
        layer.add(positionAnimation(from: CGPoint(x: 0, y: 100), to: CGPoint(x: 200, y: 100)), forKey: "move")
        paused.speed = 0
        paused.timeOffset = 0.5
        for t in [0.1, 0.9, 3.0, 10.0] {
            clock.tick(to: t)
            // Half-way whatever the clock reads: position (100, 100).
            expectCorners(root.displayList(atRootTime: clock.time).items.first,
                          rectCorners(CGRect(x: 90, y: 90, width: 20, height: 20)), tolerance: 1e-9)
        }
        // Scrubbing the offset moves it.
        paused.timeOffset = 0.25
        expectCorners(root.displayList(atRootTime: clock.time).items.first,
                      rectCorners(CGRect(x: 40, y: 90, width: 20, height: 20)), tolerance: 1e-9)
    }

    @Test func animatedOpacityMultipliesIntoChildren() {
        let root = sceneRoot()
        let parent = solidLayer(CGRect(x: 0, y: 0, width: 100, height: 100), nil)
        let child = solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), Palette.red)
        child.opacity = 0.5
        root.addSublayer(parent); parent.addSublayer(child)
        let clock = MediaClock()
        clock.add(root)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 1
        fade.timingFunction = linearTiming()
        parent.add(fade, forKey: "fade")
        clock.tick(to: 0.5)
        let items = root.displayList(atRootTime: clock.time).items
        #expect(items.count == 1)
        expectClose(items.first?.opacity ?? -1, 0.25, tolerance: 1e-9)
    }
}
