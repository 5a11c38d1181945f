//  DisplayListCullingTests.swift — FlipbookCoreTests
//  Building a display list for a visible rectangle leaves out exactly what cannot show there.

import Foundation
@testable import FlipbookCore
import FlipbookGraphics
import FlipbookTestSupport
import Testing

@Suite struct DisplayListCullingTests {
    private let screen = CGRect(x: 0, y: 0, width: 400, height: 400)

    /// A scene with layers on screen, off it, and across its edge; `withCullable` adds the ones
    /// culling may leave out (wholly off-screen leaves and a clipping subtree off screen).
    private func scene(withCullable: Bool) -> CALayer {
        let root = sceneRoot()
        root.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 50, height: 50), Palette.red, name: "on screen"))
        if withCullable {
            root.addSublayer(solidLayer(CGRect(x: 1_000, y: 10, width: 50, height: 50), Palette.green, name: "off to the right"))
            root.addSublayer(solidLayer(CGRect(x: 10, y: -200, width: 50, height: 50), Palette.green, name: "above"))
            let clipping = solidLayer(CGRect(x: 2_000, y: 2_000, width: 100, height: 100), Palette.blue, name: "clipping, off")
            clipping.masksToBounds = true
            clipping.addSublayer(solidLayer(CGRect(x: -1_990, y: -1_990, width: 50, height: 50), Palette.yellow))
            root.addSublayer(clipping)
        }
        // Off screen, but not clipping: its sublayer comes back on screen, so both are kept.
        let parent = solidLayer(CGRect(x: 1_000, y: 100, width: 50, height: 50), Palette.grey, name: "off, child on")
        parent.addSublayer(solidLayer(CGRect(x: -900, y: 0, width: 30, height: 30), Palette.red))
        root.addSublayer(parent)
        // Across the right edge, and just past it by less than the margin.
        root.addSublayer(solidLayer(CGRect(x: 380, y: 200, width: 50, height: 50), Palette.blue, name: "across the edge"))
        root.addSublayer(solidLayer(CGRect(x: 400.5, y: 300, width: 50, height: 50), Palette.blue, name: "within the margin"))
        // Rotated: its bounds lie off screen but its corner swings back in.
        let rotated = solidLayer(CGRect(x: 405, y: 100, width: 60, height: 60), Palette.green, name: "rotated")
        rotated.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        root.addSublayer(rotated)
        // Text may draw outside its bounds: never culled.
        let text = CATextLayer()
        text.frame = CGRect(x: 600, y: 10, width: 100, height: 20)
        text.string = "far away"
        root.addSublayer(text)
        // An image with a content mode that overflows, unclipped: never culled.
        let picture = solidLayer(CGRect(x: 500, y: 50, width: 20, height: 20), nil, name: "picture")
        picture.contents = Image(width: 2, height: 2) { _, _ in .white }
        picture.contentsGravity = .center
        root.addSublayer(picture)
        return root
    }

    @Test func cullingLeavesOutExactlyTheLayersThatCannotShow() {
        let culled = scene(withCullable: true).displayList(atRootTime: 0, visibleRect: screen)
        let reference = scene(withCullable: false).displayList(atRootTime: 0)
        #expect(culled == reference)
    }

    @Test func withoutAVisibleRectNothingIsLeftOut() {
        let all = scene(withCullable: true).displayList(atRootTime: 0)
        let reference = scene(withCullable: false).displayList(atRootTime: 0)
        // Two leaves, the clipping layer and its child.
        #expect(all.items.count == reference.items.count + 4)
    }

    /// Runs of off-screen still leaves are skipped between the siblings that stop the skip: a
    /// leaf on screen, a layer with sublayers, a layer with animations, and a leaf with a
    /// zPosition (which makes the siblings draw sorted).
    private func siblings(withCullable: Bool, raised: Bool) -> CALayer {
        let root = sceneRoot()
        var far = 0
        func offScreenLeaves(_ n: Int) {
            guard withCullable else { return }
            for _ in 0..<n {
                far += 1
                root.addSublayer(solidLayer(CGRect(x: 1_000 + 60 * CGFloat(far), y: 10, width: 50, height: 50), Palette.grey))
            }
        }
        offScreenLeaves(3)
        root.addSublayer(solidLayer(CGRect(x: 10, y: 10, width: 50, height: 50), Palette.red, name: "leaf"))
        offScreenLeaves(2)
        let top = solidLayer(CGRect(x: 30, y: 30, width: 50, height: 50), Palette.blue, name: "raised")
        if raised { top.zPosition = 1 }
        root.addSublayer(top)
        offScreenLeaves(1)
        let parent = solidLayer(CGRect(x: 100, y: 100, width: 50, height: 50), Palette.green, name: "parent")
        parent.addSublayer(solidLayer(CGRect(x: 5, y: 5, width: 10, height: 10), Palette.yellow))
        root.addSublayer(parent)
        offScreenLeaves(2)
        let animated = solidLayer(CGRect(x: 200, y: 10, width: 50, height: 50), Palette.yellow, name: "animated")
        root.addSublayer(animated)
        animateOnAClock(root, layer: animated, keyPath: "opacity", from: 0.2, to: 1)
        offScreenLeaves(4)
        return root
    }

    @Test(arguments: [false, true])
    func runsOfOffScreenLeavesAreSkippedBetweenTheLayersThatStopTheSkip(raised: Bool) {
        let culled = siblings(withCullable: true, raised: raised).displayList(atRootTime: 0.5, visibleRect: screen)
        let reference = siblings(withCullable: false, raised: raised).displayList(atRootTime: 0.5)
        #expect(culled == reference)
        #expect(culled.items.count == 5)
        let everything = siblings(withCullable: true, raised: raised).displayList(atRootTime: 0.5)
        #expect(everything.items.count == reference.items.count + 12)
        if raised {
            #expect(culled.items.last?.content == .fill(Palette.blue), "the raised leaf draws last")
        }
    }

    @Test func aLayerMovedOnScreenByAnAnimationIsKept() {
        let root = sceneRoot()
        let layer = solidLayer(CGRect(x: 1_000, y: 10, width: 50, height: 50), Palette.red)
        root.addSublayer(layer)
        animateOnAClock(root, layer: layer, keyPath: "position.x", from: 1_025, to: 35)
        let culled = root.displayList(atRootTime: 1.0 - 1e-9, visibleRect: screen)
        #expect(culled == root.displayList(atRootTime: 1.0 - 1e-9))
        #expect(culled.items.count == 1)
        #expect(root.displayList(atRootTime: 0.01, visibleRect: screen).items.isEmpty, "still off screen early on")
    }

    /// Puts `root` on a clock, adds a one-second animation of `keyPath` to `layer`, and runs the
    /// clock half way.
    private func animateOnAClock(_ root: CALayer, layer: CALayer, keyPath: String, from: Double, to: Double) {
        let clock = MediaClock()
        clock.add(root)
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        layer.add(animation, forKey: keyPath)
        clock.tick(to: 0.5)
    }

    @Test func buildingIntoAListReplacesItsItems() {
        var list = scene(withCullable: false).displayList(atRootTime: 0)
        let root = sceneRoot(width: 100, height: 50)
        root.addSublayer(solidLayer(CGRect(x: 0, y: 0, width: 10, height: 10), Palette.red))
        root.displayList(atRootTime: 0, into: &list)
        #expect(list == root.displayList(atRootTime: 0))
        #expect(list.size == CGSize(width: 100, height: 50))
    }
}

extension CALayer {
    /// The display list culled to `visibleRect`.
    fileprivate func displayList(atRootTime t: CFTimeInterval, visibleRect: CGRect) -> DisplayList {
        var list = DisplayList(size: .zero)
        displayList(atRootTime: t, into: &list, visibleRect: visibleRect)
        return list
    }
}
