//  UIViewHierarchyTests.swift — FlipbookKitTests
//  Subviews and sublayers stay in step; superview and window pointers; callbacks in iOS's order.

import Foundation
import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct UIViewHierarchyTests {
    /// Views named for the order checks.
    private func views(_ names: String...) -> [UIView] {
        names.map { name in
            let view = UIView()
            view.layer.name = name
            return view
        }
    }

    private func names(_ parent: UIView) -> [String] { parent.subviews.map { $0.layer.name ?? "?" } }

    /// The layer tree lists the subviews' layers in the same order.
    private func expectLayersInStep(_ parent: UIView, sourceLocation: SourceLocation = #_sourceLocation) {
        let layers = (parent.layer.sublayers ?? []).map(ObjectIdentifier.init)
        #expect(layers == parent.subviews.map { ObjectIdentifier($0.layer) }, sourceLocation: sourceLocation)
        for view in parent.subviews { #expect(view.superview === parent, sourceLocation: sourceLocation) }
    }

    // UIKit docs: `superview` is the receiver's superview, or nil; a view's layer's delegate is
    // the view. Both are held unowned in Flipbook and cleared when the holder goes.
    @Test func aSubviewOrLayerThatOutlivesItsViewPointsAtNothing() {
        let child = UIView()
        let layer: CALayer
        do {
            let parent = UIView()
            parent.addSubview(child)
            layer = parent.layer
            #expect(child.superview === parent)
            #expect(layer.delegate === parent)
        }
        #expect(child.superview == nil)
        #expect(layer.delegate == nil)
        // A delegate set by hand is held weakly, as Core Animation's is.
        final class Actions: NSObject, CALayerDelegate {}
        do {
            let actions = Actions()
            child.layer.delegate = actions
            #expect(child.layer.delegate === actions)
        }
        #expect(child.layer.delegate == nil)
    }

    @Test func insertingAtBelowAndAboveKeepsLayersInStep() {
        let parent = UIView()
        let v = views("a", "b", "c", "d", "e")
        parent.addSubview(v[0])
        parent.addSubview(v[1])
        parent.insertSubview(v[2], at: 0)
        #expect(names(parent) == ["c", "a", "b"])
        parent.insertSubview(v[3], belowSubview: v[1])
        #expect(names(parent) == ["c", "a", "d", "b"])
        parent.insertSubview(v[4], aboveSubview: v[2])
        #expect(names(parent) == ["c", "e", "a", "d", "b"])
        expectLayersInStep(parent)
        // Moving an existing subview.
        parent.insertSubview(v[1], belowSubview: v[4])
        #expect(names(parent) == ["c", "b", "e", "a", "d"])
        parent.insertSubview(v[2], aboveSubview: v[3])
        #expect(names(parent) == ["b", "e", "a", "d", "c"])
        parent.insertSubview(v[0], at: 99)
        #expect(names(parent) == ["b", "e", "d", "c", "a"])
        expectLayersInStep(parent)
    }

    @Test func bringToFrontSendToBackAndExchange() {
        let parent = UIView()
        let v = views("a", "b", "c", "d")
        v.forEach(parent.addSubview)
        parent.bringSubviewToFront(v[0])
        #expect(names(parent) == ["b", "c", "d", "a"])
        parent.sendSubviewToBack(v[3])
        #expect(names(parent) == ["d", "b", "c", "a"])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(names(parent) == ["a", "b", "c", "d"])
        parent.exchangeSubview(at: 2, withSubviewAt: 1)
        #expect(names(parent) == ["a", "c", "b", "d"])
        expectLayersInStep(parent)
        // Re-adding a subview brings it to the front.
        parent.addSubview(v[0])
        #expect(names(parent) == ["c", "b", "d", "a"])
        expectLayersInStep(parent)
    }

    // Views added, inserted at an index, below and above a sibling, brought to the front, sent
    // to the back, exchanged, moved between two superviews in a window and taken out, at random:
    // each superview's subviews are in the order a plain array kept by UIKit's rules has, its
    // layer lists theirs in step, and each view's superview is the one that lists it.
    @Test func randomInsertionsMovesAndRemovalsKeepAPlainArraysOrder() {
        var rng = SeededGenerator(seed: 31)
        let window = UIWindow()
        let parents = views("p", "q")
        parents.forEach(window.addSubview)
        let children = (0..<40).map { i -> UIView in
            let view = UIView()
            view.layer.name = "\(i)"
            return view
        }
        var model: [[String]] = [[], []]
        func takeOut(_ name: String) {
            for i in model.indices { model[i].removeAll { $0 == name } }
        }
        func view(named name: String) -> UIView? { children.first { $0.layer.name == name } }
        for step in 0..<3_000 {
            let p = Int.random(in: 0..<2, using: &rng)
            let parent = parents[p]
            let child = children[Int.random(in: 0..<children.count, using: &rng)]
            let name = child.layer.name ?? "?"
            let isSubview = model[p].contains(name)
            let siblings = model[p].filter { $0 != name }
            switch Int.random(in: 0..<8, using: &rng) {
            case 0:
                parent.addSubview(child)
                takeOut(name)
                model[p].append(name)
            case 1:
                let index = Int.random(in: -1...model[p].count + 2, using: &rng)
                parent.insertSubview(child, at: index)
                takeOut(name)
                model[p].insert(name, at: min(max(index, 0), model[p].count))
            case 2:
                guard let sibling = siblings.randomElement(using: &rng), let siblingView = view(named: sibling) else { continue }
                let above = Bool.random(using: &rng)
                if above { parent.insertSubview(child, aboveSubview: siblingView) } else { parent.insertSubview(child, belowSubview: siblingView) }
                takeOut(name)
                let i = model[p].firstIndex(of: sibling) ?? 0
                model[p].insert(name, at: above ? i + 1 : i)
            case 3:
                guard isSubview else { continue }
                parent.bringSubviewToFront(child)
                takeOut(name)
                model[p].append(name)
            case 4:
                guard isSubview else { continue }
                parent.sendSubviewToBack(child)
                takeOut(name)
                model[p].insert(name, at: 0)
            case 5:
                guard model[p].count >= 2 else { continue }
                let a = Int.random(in: 0..<model[p].count, using: &rng)
                let b = (a + Int.random(in: 1..<model[p].count, using: &rng)) % model[p].count
                parent.exchangeSubview(at: a, withSubviewAt: b)
                model[p].swapAt(a, b)
            default:
                child.removeFromSuperview()
                takeOut(name)
            }
            let inStep = zip(parents, model).allSatisfy { parent, expected in
                names(parent) == expected
                    && (parent.layer.sublayers ?? []).map(ObjectIdentifier.init) == parent.subviews.map { ObjectIdentifier($0.layer) }
            }
                && children.allSatisfy { child in
                    let owner = model.firstIndex { $0.contains(child.layer.name ?? "?") }
                    return child.superview === owner.map { parents[$0] } && child.window === owner.map { _ in window }
                }
            #expect(inStep, "step \(step)")
            if !inStep { return }
        }
        for parent in parents { expectLayersInStep(parent) }
    }

    // Thousands of subviews added one by one keep their order, their layers in step; taken out
    // alternately from the front and the back, the rest keep theirs.
    @Test func manySubviewsKeepTheirOrderAsTheyComeAndGo() {
        let parent = UIView()
        let children = (0..<3_000).map { _ in UIView() }
        for child in children { parent.addSubview(child) }
        #expect(parent.subviews.map(ObjectIdentifier.init) == children.map(ObjectIdentifier.init))
        expectLayersInStep(parent)
        var model = children
        for i in 0..<600 {
            let child = i % 2 == 0 ? model.removeFirst() : model.removeLast()
            child.removeFromSuperview()
        }
        #expect(parent.subviews.map(ObjectIdentifier.init) == model.map(ObjectIdentifier.init))
        expectLayersInStep(parent)
    }

    // Issue 55: 100 000 subviews did not finish in a debug build (the sublayer list was copied at
    // every insertion). Added to a view in a window one by one, the subview and sublayer lists
    // are copied only as their storage grows: fewer than two references per view for each list.
    // Moved to the front, to the back, and to another superview, no more than as they grow.
    @Test func addingSubviewsCopiesTheListsOnlyAsTheirStorageGrows() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let parent = UIView(), other = UIView()
        window.addSubview(parent)
        window.addSubview(other)
        let count = 10_000
        let children = (0..<count).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        let start = ListCopies.count
        for child in children { parent.addSubview(child) }
        let added = ListCopies.count - start
        #expect(added < 2 * 2 * count, "\(added) references copied for \(count) subviews added")
        #expect(parent.subviews.count == count && parent.layer.sublayers?.count == count)

        let moved = ListCopies.count
        for (i, child) in children.prefix(2_000).enumerated() {
            switch i % 3 {
            case 0: parent.bringSubviewToFront(child)
            case 1: parent.sendSubviewToBack(child)
            default: other.addSubview(child)
            }
        }
        let changed = ListCopies.count - moved
        #expect(changed < 2 * 2 * count, "\(changed) references copied by 2 000 moves")
        expectLayersInStep(parent)
        expectLayersInStep(other)
    }

    @Test func layersTheAppAddedItselfKeepTheirPlace() {
        let parent = UIView()
        let v = views("a", "b")
        parent.addSubview(v[0])
        let decoration = CALayer()
        parent.layer.addSublayer(decoration)
        parent.addSubview(v[1])
        #expect(parent.layer.sublayers?.last === v[1].layer, "a view added later draws over the app's layer")
        parent.sendSubviewToBack(v[1])
        let order = (parent.layer.sublayers ?? []).map(ObjectIdentifier.init)
        #expect(order == [ObjectIdentifier(v[1].layer), ObjectIdentifier(v[0].layer), ObjectIdentifier(decoration)])
    }

    @Test func movingAViewToAnotherSuperviewTakesItOutOfTheFirst() {
        let first = UIView(), second = UIView()
        let view = UIView()
        first.addSubview(view)
        second.addSubview(view)
        #expect(first.subviews.isEmpty)
        #expect(first.layer.sublayers == nil)
        #expect(view.superview === second)
        #expect(view.layer.superlayer === second.layer)
        view.removeFromSuperview()
        #expect(view.superview == nil)
        #expect(view.layer.superlayer == nil)
        #expect(second.subviews.isEmpty)
    }

    @Test func aViewCannotBecomeItsOwnAncestor() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        child.addSubview(parent)
        #expect(parent.superview == nil)
        #expect(child.subviews.isEmpty)
    }

    @Test func windowIsFoundThroughTheSuperviewChain() {
        let window = UIWindow()
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        #expect(child.window == nil)
        window.addSubview(parent)
        #expect(child.window === window)
        #expect(window.window === window)
        parent.removeFromSuperview()
        #expect(child.window == nil)
    }

    @Test func viewWithTagSearchesItselfThenDepthFirst() {
        let root = UIView(), a = UIView(), b = UIView(), a1 = UIView()
        a.tag = 1; b.tag = 5; a1.tag = 5
        root.addSubview(a); root.addSubview(b); a.addSubview(a1)
        #expect(root.viewWithTag(5) === a1, "a's subtree is searched before its sibling b")
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(7) == nil)
        #expect(b.viewWithTag(5) === b)
    }

    @Test func isDescendantIncludesTheViewItself() {
        let root = UIView(), a = UIView(), a1 = UIView(), other = UIView()
        root.addSubview(a); a.addSubview(a1)
        #expect(a1.isDescendant(of: root))
        #expect(a1.isDescendant(of: a1))
        #expect(!root.isDescendant(of: a1))
        #expect(!a1.isDescendant(of: other))
    }

    // MARK: Callbacks

    @Test func addingToAWindowCallsBackInIOSOrder() {
        var log: [String] = []
        let window = UIWindow()
        let parent = RecordingView(name: "parent") { log.append($0) }
        let view = RecordingView(name: "view") { log.append($0) }
        let child = RecordingView(name: "child") { log.append($0) }
        window.addSubview(parent)
        view.addSubview(child)
        log = []
        parent.addSubview(view)
        // Expected: iOS device logs — superview callbacks, didAddSubview, then window callbacks down the subtree.
        #expect(log == [
            "view.willMoveToSuperview(parent)", "view.didMoveToSuperview(parent)", "parent.didAddSubview(view)",
            "view.willMoveToWindow(window)", "child.willMoveToWindow(window)",
            "view.didMoveToWindow(window)", "child.didMoveToWindow(window)",
        ])
    }

    @Test func removingFromAWindowCallsBackInIOSOrder() {
        var log: [String] = []
        let window = UIWindow()
        let parent = RecordingView(name: "parent") { log.append($0) }
        let view = RecordingView(name: "view") { log.append($0) }
        window.addSubview(parent)
        parent.addSubview(view)
        log = []
        view.removeFromSuperview()
        // Expected: iOS device logs — willMoveToSuperview, willMoveToWindow, didMoveToWindow, didMoveToSuperview.
        #expect(log == [
            "view.willMoveToSuperview(nil)", "view.willMoveToWindow(nil)", "parent.willRemoveSubview(view)",
            "view.didMoveToWindow(nil)", "view.didMoveToSuperview(nil)",
        ])
    }

    @Test func reorderingSiblingsSendsNoMoveCallbacks() {
        var log: [String] = []
        let parent = UIView()
        let a = RecordingView(name: "a") { log.append($0) }
        let b = UIView()
        parent.addSubview(a)
        parent.addSubview(b)
        log = []
        parent.bringSubviewToFront(a)
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(log.isEmpty)
    }

    @Test func movingWithinOneWindowSendsNoWindowCallbacks() {
        var log: [String] = []
        let window = UIWindow()
        let first = UIView(), second = UIView()
        window.addSubview(first); window.addSubview(second)
        let view = RecordingView(name: "view") { log.append($0) }
        first.addSubview(view)
        log = []
        second.addSubview(view)
        #expect(!log.contains { $0.contains("Window") })
        #expect(log.contains("view.didMoveToSuperview(other)"))
    }

    // MARK: Tint

    @Test func tintColorIsInheritedAndChangesReachInheritingDescendants() {
        var log: [String] = []
        let parent = UIView()
        let child = RecordingView(name: "child") { log.append($0) }
        let ownTint = RecordingView(name: "own") { log.append($0) }
        parent.addSubview(child); parent.addSubview(ownTint)
        #expect(child.tintColor == .systemBlue, "UIKit's default tint")
        ownTint.tintColor = .green
        log = []
        parent.tintColor = .red
        #expect(child.tintColor == .red)
        #expect(ownTint.tintColor == .green)
        #expect(log == ["child.tintColorDidChange"])
        child.tintColor = nil
        #expect(child.tintColor == .red, "nil goes back to inheriting")
        // Moving into a differently tinted superview tells the inheriting view.
        let purple = UIView()
        purple.tintColor = .purple
        log = []
        purple.addSubview(child)
        #expect(child.tintColor == .purple)
        #expect(log.contains("child.tintColorDidChange"))
    }
}

/// Logs its move callbacks as "name.callback(argument)".
final class RecordingView: UIView {
    let name: String
    let record: (String) -> Void

    init(name: String, record: @escaping (String) -> Void) {
        self.name = name
        self.record = record
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("unused") }

    private func describe(_ view: UIView?) -> String {
        switch view {
        case nil: return "nil"
        case is UIWindow: return "window"
        case let recording as RecordingView: return recording.name
        default: return "other"
        }
    }

    override func willMove(toSuperview newSuperview: UIView?) { record("\(name).willMoveToSuperview(\(describe(newSuperview)))") }
    override func didMoveToSuperview() { record("\(name).didMoveToSuperview(\(describe(superview)))") }
    override func willMove(toWindow newWindow: UIWindow?) { record("\(name).willMoveToWindow(\(describe(newWindow)))") }
    override func didMoveToWindow() { record("\(name).didMoveToWindow(\(describe(window)))") }
    override func didAddSubview(_ subview: UIView) { record("\(name).didAddSubview(\(describe(subview)))") }
    override func willRemoveSubview(_ subview: UIView) { record("\(name).willRemoveSubview(\(describe(subview)))") }
    override func tintColorDidChange() { record("\(name).tintColorDidChange") }
}
