//  CALayerHierarchyTests.swift — FlipbookCoreTests
//  Layer-tree management: order of sublayers and superlayer pointers, as Core Animation keeps them.

import Foundation
@testable import FlipbookCore
import FlipbookGraphics
import Testing

private func named(_ name: String) -> CALayer {
    let layer = CALayer()
    layer.name = name
    return layer
}

private func names(_ layer: CALayer) -> [String] {
    (layer.sublayers ?? []).map { $0.name ?? "?" }
}

@Suite struct CALayerHierarchyTests {
    @Test func sublayersIsNilWhenEmpty() {
        let parent = named("p")
        #expect(parent.sublayers == nil)
        let child = named("a")
        parent.addSublayer(child)
        #expect(parent.sublayers?.count == 1)
        child.removeFromSuperlayer()
        #expect(parent.sublayers == nil)
        #expect(child.superlayer == nil)
    }

    @Test func addSublayerAppendsOnTopAndSetsSuperlayer() {
        let parent = named("p")
        let a = named("a"), b = named("b"), c = named("c")
        parent.addSublayer(a); parent.addSublayer(b); parent.addSublayer(c)
        #expect(names(parent) == ["a", "b", "c"])
        #expect(a.superlayer === parent && b.superlayer === parent && c.superlayer === parent)
        #expect(parent.superlayer == nil)
    }

    @Test func insertAtIndex() {
        let parent = named("p")
        let a = named("a"), b = named("b"), c = named("c")
        parent.addSublayer(a); parent.addSublayer(b)
        parent.insertSublayer(c, at: 0)
        #expect(names(parent) == ["c", "a", "b"])
        let d = named("d")
        parent.insertSublayer(d, at: 2)
        #expect(names(parent) == ["c", "a", "d", "b"])
        #expect(d.superlayer === parent)
    }

    @Test func insertBelowAndAboveASibling() {
        let parent = named("p")
        let a = named("a"), b = named("b"), c = named("c")
        parent.addSublayer(a); parent.addSublayer(b); parent.addSublayer(c)
        parent.insertSublayer(named("x"), below: b)
        #expect(names(parent) == ["a", "x", "b", "c"])
        parent.insertSublayer(named("y"), above: b)
        #expect(names(parent) == ["a", "x", "b", "y", "c"])
        parent.insertSublayer(named("z"), above: c)
        #expect(names(parent) == ["a", "x", "b", "y", "c", "z"])
        parent.insertSublayer(named("w"), below: a)
        #expect(names(parent) == ["w", "a", "x", "b", "y", "c", "z"])
    }

    @Test func insertingAnExistingSublayerBelowASiblingMovesIt() {
        let parent = named("p")
        let a = named("a"), b = named("b"), c = named("c")
        parent.addSublayer(a); parent.addSublayer(b); parent.addSublayer(c)
        // a is removed first, then lands just below c.
        parent.insertSublayer(a, below: c)
        #expect(names(parent) == ["b", "a", "c"])
        parent.insertSublayer(c, above: b)
        #expect(names(parent) == ["b", "c", "a"])
    }

    @Test func replaceSublayerTakesTheOldOnesPlace() {
        let parent = named("p")
        let a = named("a"), b = named("b"), c = named("c")
        parent.addSublayer(a); parent.addSublayer(b); parent.addSublayer(c)
        let n = named("n")
        parent.replaceSublayer(b, with: n)
        #expect(names(parent) == ["a", "n", "c"])
        #expect(b.superlayer == nil)
        #expect(n.superlayer === parent)
    }

    @Test func replaceWithALayerFromAnotherParentMovesIt() {
        let p1 = named("p1"), p2 = named("p2")
        let a = named("a"), b = named("b"), x = named("x")
        p1.addSublayer(a); p1.addSublayer(b)
        p2.addSublayer(x)
        p1.replaceSublayer(a, with: x)
        #expect(names(p1) == ["x", "b"])
        #expect(p2.sublayers == nil)
        #expect(x.superlayer === p1)
        #expect(a.superlayer == nil)
    }

    @Test func removeFromSuperlayerKeepsTheOthersInOrder() {
        let parent = named("p")
        let a = named("a"), b = named("b"), c = named("c")
        parent.addSublayer(a); parent.addSublayer(b); parent.addSublayer(c)
        b.removeFromSuperlayer()
        #expect(names(parent) == ["a", "c"])
        #expect(b.superlayer == nil)
        b.removeFromSuperlayer() // no superlayer: no effect
        #expect(names(parent) == ["a", "c"])
    }

    @Test func reAddingMovesTheLayer() {
        let p1 = named("p1"), p2 = named("p2")
        let a = named("a"), b = named("b")
        p1.addSublayer(a); p1.addSublayer(b)
        // Re-adding to the same parent moves it to the top, without duplicating it.
        p1.addSublayer(a)
        #expect(names(p1) == ["b", "a"])
        // Adding to another parent takes it out of the first.
        p2.addSublayer(a)
        #expect(names(p1) == ["b"])
        #expect(names(p2) == ["a"])
        #expect(a.superlayer === p2)
    }

    @Test func settingSublayersReplacesTheList() {
        let parent = named("p")
        let a = named("a"), b = named("b"), c = named("c")
        parent.addSublayer(a); parent.addSublayer(b)
        parent.sublayers = [c, a]
        #expect(names(parent) == ["c", "a"])
        #expect(b.superlayer == nil)
        #expect(c.superlayer === parent && a.superlayer === parent)
        parent.sublayers = nil
        #expect(parent.sublayers == nil)
        #expect(a.superlayer == nil)
    }

    @Test func aLayerCannotBeItsOwnSublayer() {
        let a = named("a")
        a.addSublayer(a)
        #expect(a.sublayers == nil)
        #expect(a.superlayer == nil)
    }

    @Test func presentationCopiesMirrorTheTree() {
        let root = named("root"), a = named("a"), b = named("b")
        root.addSublayer(a); root.addSublayer(b)
        let clock = MediaClock()
        clock.add(root)
        let rootP = root.presentation()
        #expect(rootP?.sublayers?.map { $0.model() }.map(ObjectIdentifier.init)
                == [ObjectIdentifier(a), ObjectIdentifier(b)])
        #expect(a.presentation()?.superlayer?.model() === root)
        // As on the model, a presentation copy without sublayers reports nil, not [].
        #expect(a.presentation()?.sublayers == nil)
    }
}
