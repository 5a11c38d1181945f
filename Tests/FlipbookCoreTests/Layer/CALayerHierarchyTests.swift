//  CALayerHierarchyTests.swift — FlipbookCoreTests
//  Layer-tree management: order of sublayers and superlayer pointers, as Core Animation keeps them.

import Foundation
@testable import FlipbookCore
import FlipbookGraphics
import FlipbookTestSupport
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

    // Core Animation docs: a layer's superlayer is not retained. Flipbook holds it unowned and
    // clears it when the superlayer goes, so a sublayer (or mask) that outlives it reads nil.
    @Test func aSublayerThatOutlivesItsSuperlayerHasNone() {
        let child = named("a"), mask = named("m")
        weak var gone: CALayer?
        do {
            let parent = named("p")
            parent.addSublayer(child)
            parent.mask = mask
            gone = parent
            #expect(child.superlayer === parent)
        }
        #expect(gone == nil)
        #expect(child.superlayer == nil)
        #expect(mask.superlayer == nil)
        // And the orphan works as any root: it takes a new superlayer.
        let other = named("o")
        other.addSublayer(child)
        #expect(child.superlayer === other)
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

    // Layers added, inserted at an index, below and above a sibling, moved between two
    // superlayers, swapped in and taken out at random: each superlayer lists its sublayers in
    // the order a plain array kept by Core Animation's rules has, and each layer's superlayer
    // is the one that lists it.
    @Test func randomInsertionsMovesAndRemovalsKeepAPlainArraysOrder() {
        var rng = SeededGenerator(seed: 21)
        let parents = [named("p"), named("q")]
        let layers = (0..<40).map { named("\($0)") }
        var model: [[String]] = [[], []]
        /// Takes `name` out of whichever list holds it, as a layer leaves its superlayer.
        func takeOut(_ name: String) {
            for i in model.indices { model[i].removeAll { $0 == name } }
        }
        for step in 0..<3_000 {
            let p = Int.random(in: 0..<2, using: &rng)
            let parent = parents[p]
            let layer = layers[Int.random(in: 0..<layers.count, using: &rng)]
            let name = layer.name ?? "?"
            let siblings = model[p].filter { $0 != name }
            switch Int.random(in: 0..<6, using: &rng) {
            case 0:
                parent.addSublayer(layer)
                takeOut(name)
                model[p].append(name)
            case 1:
                let index = Int.random(in: 0...model[p].count + 2, using: &rng)
                parent.insertSublayer(layer, at: UInt32(index))
                takeOut(name)
                model[p].insert(name, at: min(index, model[p].count))
            case 2, 3:
                guard let sibling = siblings.randomElement(using: &rng), let siblingLayer = layers.first(where: { $0.name == sibling })
                else { continue }
                let above = Bool.random(using: &rng)
                if above { parent.insertSublayer(layer, above: siblingLayer) } else { parent.insertSublayer(layer, below: siblingLayer) }
                takeOut(name)
                let i = model[p].firstIndex(of: sibling) ?? 0
                model[p].insert(name, at: above ? i + 1 : i)
            case 4:
                layer.removeFromSuperlayer()
                takeOut(name)
            default:
                // The old layer leaves, then the new one leaves wherever it was and takes the old one's place.
                guard let old = siblings.randomElement(using: &rng), let oldLayer = layers.first(where: { $0.name == old })
                else { continue }
                parent.replaceSublayer(oldLayer, with: layer)
                let i = model[p].firstIndex(of: old) ?? 0
                model[p].remove(at: i)
                takeOut(name)
                model[p].insert(name, at: min(i, model[p].count))
            }
            let inStep = zip(parents, model).allSatisfy { parent, expected in names(parent) == expected }
                && layers.allSatisfy { layer in
                    let owner = model.firstIndex { $0.contains(layer.name ?? "?") }
                    return layer.superlayer === owner.map { parents[$0] }
                }
            #expect(inStep, "step \(step)")
            if !inStep { return }
        }
    }

    // Issue 55: adding 16 000 subviews once took 7.8 s in a debug build, the sublayer list copied
    // whole at every insertion (a second reference to it was held across the change). Appended
    // one by one, sublayers are copied only as the list's storage grows (it doubles: fewer than
    // two copies per sublayer in all, O(1) amortised); inserted anywhere, moved and taken out,
    // only as often. A list that a reader holds is copied once when a sublayer is added — which
    // is how the count sees a copy made at every insertion.
    @Test func addingSublayersCopiesTheListOnlyAsItsStorageGrows() {
        let parent = named("p"), other = named("q")
        let count = 10_000
        let start = ListCopies.count
        for i in 0..<count { parent.addSublayer(named("\(i)")) }
        let appended = ListCopies.count - start
        #expect(appended < 2 * count, "\(appended) references copied for \(count) sublayers appended")

        var rng = SeededGenerator(seed: 55)
        let moved = ListCopies.count
        /// A sublayer of `parent` at random (the list read is let go before anything changes it).
        func anySublayer() -> CALayer {
            let layers = parent.sublayers ?? []
            return layers[Int.random(in: 0..<layers.count, using: &rng)]
        }
        let steps = 2_000
        for step in 0..<steps {
            let layer = anySublayer(), sibling = anySublayer()
            let size = parent.sublayers?.count ?? 0
            switch step % 5 {
            case 0: parent.insertSublayer(named("n\(step)"), at: UInt32(Int.random(in: 0...size, using: &rng)))
            case 1: parent.insertSublayer(layer, above: sibling)
            case 2: parent.insertSublayer(layer, below: sibling)
            case 3: other.addSublayer(layer)
            default: parent.replaceSublayer(layer, with: named("r\(step)"))
            }
        }
        let changed = ListCopies.count - moved
        // Only a growing list copies what it holds: fewer than twice its largest size, for each list
        // (the parent's at most count + steps / 5, the other's steps / 5).
        #expect(changed < 2 * (count + steps / 5 + steps / 5), "\(changed) references copied by \(steps) insertions and moves")

        let held = parent.sublayers ?? []
        let beforeHeld = ListCopies.count
        parent.addSublayer(named("last"))
        #expect(ListCopies.count - beforeHeld == held.count)
    }

    // Thousands of sublayers appended one by one keep their order; taken out alternately from
    // the front and the back (the two ends a removal finds at once), the rest keep theirs.
    @Test func manySublayersKeepTheirOrderAsTheyComeAndGo() {
        let parent = named("p")
        let layers = (0..<5_000).map { named("\($0)") }
        for layer in layers { parent.addSublayer(layer) }
        #expect(parent.sublayers?.count == layers.count)
        #expect(zip(parent.sublayers ?? [], layers).allSatisfy { $0 === $1 })
        var model = layers
        for i in 0..<1_000 {
            let layer = i % 2 == 0 ? model.removeFirst() : model.removeLast()
            layer.removeFromSuperlayer()
            #expect(layer.superlayer == nil)
        }
        // And one from the middle.
        let middle = model.remove(at: model.count / 2)
        middle.removeFromSuperlayer()
        #expect((parent.sublayers ?? []).map(ObjectIdentifier.init) == model.map(ObjectIdentifier.init))
        #expect(model.allSatisfy { $0.superlayer === parent })
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

    /// A layer's clock is its root's (kept per layer between changes): it follows every change
    /// of the tree above the layer and of the root's clock, a parent that goes included.
    @Test func aLayersClockIsItsRootsThroughEveryChange() {
        let rootA = named("rootA"), rootB = named("rootB"), middle = named("middle"), leaf = named("leaf")
        let clockA = MediaClock(), clockB = MediaClock()
        clockA.add(rootA)
        clockB.add(rootB)
        middle.addSublayer(leaf)
        #expect(leaf.clock == nil, "a tree with no clock at its root")
        rootA.addSublayer(middle)
        #expect(leaf.clock === clockA && middle.clock === clockA)
        rootB.addSublayer(middle)
        #expect(leaf.clock === clockB, "moved to the other tree")
        clockB.remove(rootB)
        #expect(leaf.clock == nil, "its root is driven no more")
        clockA.add(rootB)
        #expect(leaf.clock === clockA, "its root driven by the other clock")
        leaf.removeFromSuperlayer()
        #expect(leaf.clock == nil && middle.clock === clockA)
        // A parent that goes: its sublayer, held elsewhere, is a root of its own.
        var parent: CALayer? = named("parent")
        parent?.addSublayer(leaf)
        rootA.addSublayer(parent!)
        #expect(leaf.clock === clockA)
        parent?.removeFromSuperlayer()
        parent = nil
        #expect(leaf.superlayer == nil && leaf.clock == nil)
    }
}
