//  DisplayListPictureTests.swift — FlipbookCoreTests
//  Pictures drawn again in a frame — a CATransition's old picture, a snapshot layer's items —
//  land in the display list exactly as mapping them item by item would put them, also when the
//  list and its scratch storage are kept from frame to frame (as the player keeps them).

import Foundation
@testable import FlipbookCore
import FlipbookGraphics
import FlipbookTestSupport
import Testing

@Suite struct DisplayListPictureTests {
    /// A picture's item the straightforward way: its plane moved by `outer`, its opacity
    /// multiplied, its own clips moved with it and then `clips` added, all in new arrays.
    private func moved(_ item: DisplayItem, by outer: ProjectiveTransform, opacity: Double,
                       clips: [DisplayClip]) -> DisplayItem {
        var moved = item
        moved.transform = item.transform.concatenating(outer)
        moved.opacity = item.opacity * opacity
        moved.clips = item.clips.map { $0.mapped(by: outer) } + clips
        return moved
    }

    /// A subtree that clips twice over, so that its picture's items carry clip lists of one and
    /// two shapes, several items sharing each, in the order one, two, two, one.
    private func clippingSubtree(_ frame: CGRect) -> CALayer {
        let layer = solidLayer(frame, Palette.red)
        let box = solidLayer(CGRect(x: 10, y: 10, width: 120, height: 80), Palette.blue)
        box.masksToBounds = true
        box.cornerRadius = 6
        box.borderWidth = 1
        box.borderColor = CGColor(Palette.grey)
        box.addSublayer(solidLayer(CGRect(x: -5, y: 5, width: 30, height: 20), Palette.green))
        let inner = solidLayer(CGRect(x: 40, y: 20, width: 50, height: 40), Palette.yellow)
        inner.masksToBounds = true
        inner.addSublayer(solidLayer(CGRect(x: 5, y: 5, width: 60, height: 10), Palette.red))
        inner.addSublayer(solidLayer(CGRect(x: 5, y: 25, width: 60, height: 10), Palette.green))
        box.addSublayer(inner)
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 60, width: 100, height: 20)
        text.string = "caption"
        box.addSublayer(text)
        layer.addSublayer(box)
        return layer
    }

    /// A rounded, clipping container at (30, 20) in a 400×400 scene.
    private func clippingContainer() -> (root: CALayer, container: CALayer) {
        let root = sceneRoot()
        let container = solidLayer(CGRect(x: 30, y: 20, width: 300, height: 300), Palette.grey)
        container.masksToBounds = true
        container.cornerRadius = 12
        root.addSublayer(container)
        return (root, container)
    }

    private func transition(_ type: CATransitionType) -> CATransition {
        let transition = CATransition()
        transition.type = type
        transition.subtype = .fromRight
        transition.duration = 1
        transition.timingFunction = linearTiming()
        return transition
    }

    @Test(arguments: [CATransitionType.push, .moveIn, .reveal, .fade])
    func aTransitionsOldPictureIsItsSnapshotMovedIntoPlace(_ type: CATransitionType) throws {
        let (root, container) = clippingContainer()
        let layer = clippingSubtree(CGRect(x: 40, y: 50, width: 200, height: 100))
        container.addSublayer(layer)
        let clock = MediaClock()
        clock.add(root)
        layer.add(transition(type), forKey: "transition")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.backgroundColor = CGColor(Palette.blue)
        layer.sublayers?.first?.sublayers?.first?.removeFromSuperlayer()
        CATransaction.commit()
        // The layer runs a copy of the transition (as Core Animation does).
        let record = try #require(layer.animationRecords.first { $0.animation is CATransition })
        let added = try #require(record.animation as? CATransition)
        #expect(record.snapshot.contains { $0.clips.count == 2 }, "the picture clips twice over somewhere")

        // The container's clip, as its sublayers get it; the layer's plane on the screen.
        let containerClip = DisplayClip(transform: ProjectiveTransform(translationX: 30, y: 20),
                                        rect: CGRect(x: 0, y: 0, width: 300, height: 300), cornerRadius: 12)
        let layerToScreen = ProjectiveTransform(translationX: 70, y: 70)
        var list = DisplayList(size: .zero)
        let scratch = DisplayListScratch()
        for time in [0.1, 0.3, 0.55, 0.8, 1.5] {
            clock.tick(to: time)
            root.displayList(atRootTime: clock.time, into: &list, scratch: scratch)
            #expect(list == root.displayList(atRootTime: clock.time), "kept storage changes nothing at \(time)")
            guard time < 1 else { continue }
            let layerTime = layer.localTime(fromRootTime: clock.time)
            let progress = try #require(added.progress(atParentTime: record.parentTime(atLayerTime: layerTime)))
            let placement = added.placement(progress: progress, bounds: layer.bounds)
            let expectedOld = record.snapshot.map {
                moved($0, by: placement.old.transform.concatenating(layerToScreen), opacity: placement.old.opacity,
                      clips: [containerClip])
            }
            // The container's fill, then the old picture under or over the new content.
            let old = placement.oldOnTop ? Array(list.items.suffix(expectedOld.count))
                : Array(list.items.dropFirst().prefix(expectedOld.count))
            #expect(old == expectedOld, "the old picture at \(time)")
            #expect(list.items.first?.content == .fill(Palette.grey))
        }
    }

    @Test func aSnapshotLayerDrawsItsItemsMovedIntoPlace() {
        let (root, container) = clippingContainer()
        let original = clippingSubtree(CGRect(x: 0, y: 0, width: 200, height: 100))
        let snapshot = SnapshotLayer(snapshotOf: original)
        snapshot.frame = CGRect(x: 10, y: 30, width: 200, height: 100)
        snapshot.opacity = 0.5
        container.addSublayer(snapshot)
        #expect(snapshot.items.contains { $0.clips.count == 2 }, "the picture clips twice over somewhere")

        let containerClip = DisplayClip(transform: ProjectiveTransform(translationX: 30, y: 20),
                                        rect: CGRect(x: 0, y: 0, width: 300, height: 300), cornerRadius: 12)
        var list = DisplayList(size: .zero)
        let scratch = DisplayListScratch()
        for x in [10, 25, 40, 40, 70] as [CGFloat] {
            snapshot.position.x = x + 100
            root.displayList(atRootTime: 0, into: &list, scratch: scratch)
            #expect(list == root.displayList(atRootTime: 0), "kept storage changes nothing at x = \(x)")
            let expected = [DisplayItem(transform: ProjectiveTransform(translationX: 30, y: 20),
                                        size: CGSize(width: 300, height: 300), content: .fill(Palette.grey),
                                        cornerRadius: 12)]
                + snapshot.items.map {
                    moved($0, by: ProjectiveTransform(translationX: Double(30 + x), y: 50), opacity: 0.5,
                          clips: [containerClip])
                }
            #expect(list.items == expected, "at x = \(x)")
        }
    }

    @Test func itemsThatShareAClipListShareItsMovedCopy() {
        let root = sceneRoot()
        let snapshot = SnapshotLayer(snapshotOf: clippingSubtree(CGRect(x: 0, y: 0, width: 200, height: 100)))
        snapshot.frame = CGRect(x: 10, y: 30, width: 200, height: 100)
        root.addSublayer(snapshot)
        var list = DisplayList(size: .zero)
        let scratch = DisplayListScratch()
        for _ in 0..<2 { root.displayList(atRootTime: 0, into: &list, scratch: scratch) }
        #expect(list.items.count == snapshot.items.count)
        func storage(_ clips: [DisplayClip]) -> UnsafeRawPointer? {
            clips.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
        }
        // Wherever the picture's items share one clip list, the frame's items share one too.
        for (a, b) in zip(zip(snapshot.items, list.items), zip(snapshot.items, list.items).dropFirst())
        where !a.0.clips.isEmpty && storage(a.0.clips) == storage(b.0.clips) {
            #expect(storage(a.1.clips) == storage(b.1.clips))
        }
        #expect(zip(snapshot.items, snapshot.items.dropFirst()).contains {
            !$0.clips.isEmpty && storage($0.clips) == storage($1.clips)
        }, "the picture has neighbours that share a clip list")
    }

    @Test func aFrameLikeTheLastRefillsTheLastFramesClipLists() {
        let (root, container) = clippingContainer()
        let snapshot = SnapshotLayer(snapshotOf: clippingSubtree(CGRect(x: 0, y: 0, width: 200, height: 100)))
        snapshot.frame = CGRect(x: 10, y: 30, width: 200, height: 100)
        container.addSublayer(snapshot)
        var list = DisplayList(size: .zero)
        let scratch = DisplayListScratch()
        func clipStorage() -> [UnsafeRawPointer?] {
            list.items.map { item in item.clips.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) } }
        }
        root.displayList(atRootTime: 0, into: &list, scratch: scratch)
        let first = clipStorage()
        snapshot.position.x += 15
        root.displayList(atRootTime: 0, into: &list, scratch: scratch)
        #expect(clipStorage() == first, "the moved clips are written where last frame's were")
        #expect(list == root.displayList(atRootTime: 0))

        // A frame the caller keeps is not written over by the next build (its storage is copied).
        let kept = list
        snapshot.position.x += 15
        root.displayList(atRootTime: 0, into: &list, scratch: scratch)
        snapshot.position.x -= 15
        #expect(kept == root.displayList(atRootTime: 0))
        #expect(kept != list)
    }
}
