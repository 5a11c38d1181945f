//  CATransitionTests.swift — FlipbookCoreTests
//  Where the old picture and the new content are, part-way through each kind of CATransition.
//
//  Flipbook captures the old picture when the transition is added (a documented deviation),
//  so each test adds the transition and then changes the layer.

import Foundation
@testable import FlipbookCore
import FlipbookGraphics
import FlipbookTestSupport
import Testing

/// One expectation at progress 0.25 for a 200×100 layer whose top-left is at (100, 100).
struct TransitionCase: CustomTestStringConvertible, Sendable {
    var type: CATransitionType
    var subtype: CATransitionSubtype?
    var oldOffset: CGPoint
    var newOffset: CGPoint
    var oldOpacity: Double = 1
    var newOpacity: Double = 1
    var oldOnTop = false

    var testDescription: String { "\(type.rawValue) \(subtype?.rawValue ?? "-")" }

    static let width: CGFloat = 200, height: CGFloat = 100

    /// `new` enters from the named side; push moves the old one out the opposite way.
    static func entering(_ subtype: CATransitionSubtype) -> (new: CGPoint, old: CGPoint) {
        let w = width, h = height
        switch subtype {
        case .fromRight: return (CGPoint(x: 0.75 * w, y: 0), CGPoint(x: -0.25 * w, y: 0))
        case .fromLeft: return (CGPoint(x: -0.75 * w, y: 0), CGPoint(x: 0.25 * w, y: 0))
        case .fromTop: return (CGPoint(x: 0, y: -0.75 * h), CGPoint(x: 0, y: 0.25 * h))
        default: return (CGPoint(x: 0, y: 0.75 * h), CGPoint(x: 0, y: -0.25 * h))
        }
    }

    static let all: [TransitionCase] = {
        var cases: [TransitionCase] = []
        for subtype in [CATransitionSubtype.fromRight, .fromLeft, .fromTop, .fromBottom] {
            let e = entering(subtype)
            cases.append(TransitionCase(type: .push, subtype: subtype, oldOffset: e.old, newOffset: e.new))
            cases.append(TransitionCase(type: .moveIn, subtype: subtype, oldOffset: .zero, newOffset: e.new))
            cases.append(TransitionCase(type: .reveal, subtype: subtype, oldOffset: e.old, newOffset: .zero, oldOnTop: true))
            cases.append(TransitionCase(type: .fade, subtype: subtype, oldOffset: .zero, newOffset: .zero,
                                        oldOpacity: 0.75, newOpacity: 0.25))
        }
        cases.append(TransitionCase(type: .fade, subtype: nil, oldOffset: .zero, newOffset: .zero,
                                    oldOpacity: 0.75, newOpacity: 0.25))
        return cases
    }()
}

private func makeTransition(_ type: CATransitionType, _ subtype: CATransitionSubtype?) -> CATransition {
    let t = CATransition()
    t.type = type
    t.subtype = subtype
    t.duration = 1
    t.timingFunction = linearTiming()
    return t
}

private func withoutActions(_ body: () -> Void) {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    body()
    CATransaction.commit()
}

@Suite struct CATransitionTests {
    private let frame = CGRect(x: 100, y: 100, width: TransitionCase.width, height: TransitionCase.height)

    private func scene() -> (root: CALayer, layer: CALayer, clock: MediaClock) {
        let root = sceneRoot()
        let layer = solidLayer(frame, Palette.red)
        root.addSublayer(layer)
        let clock = MediaClock()
        clock.add(root)
        return (root, layer, clock)
    }

    private func topLeft(_ item: DisplayItem) -> CGPoint { item.screenCorners[0] }

    @Test(arguments: TransitionCase.all)
    func oldAndNewAtAQuarter(_ c: TransitionCase) {
        let (root, layer, clock) = scene()
        layer.add(makeTransition(c.type, c.subtype), forKey: "transition")
        withoutActions { layer.backgroundColor = CGColor(Palette.blue) }
        clock.tick(to: 0.25)
        let items = root.displayList(atRootTime: clock.time).items
        #expect(items.count == 2)
        guard let old = items.first(where: { $0.fillColor == Palette.red }),
              let new = items.first(where: { $0.fillColor == Palette.blue }) else {
            Issue.record("both the old (red) and the new (blue) picture show: \(items.map(\.fillColor))"); return
        }
        expectClose(topLeft(old), CGPoint(x: 100 + c.oldOffset.x, y: 100 + c.oldOffset.y), tolerance: 1e-9, "old")
        expectClose(topLeft(new), CGPoint(x: 100 + c.newOffset.x, y: 100 + c.newOffset.y), tolerance: 1e-9, "new")
        #expect(old.size == frame.size && new.size == frame.size)
        expectClose(old.opacity, c.oldOpacity, tolerance: 1e-9, "old opacity")
        expectClose(new.opacity, c.newOpacity, tolerance: 1e-9, "new opacity")
        let oldIndex = items.firstIndex { $0.fillColor == Palette.red }!
        let newIndex = items.firstIndex { $0.fillColor == Palette.blue }!
        #expect((oldIndex > newIndex) == c.oldOnTop)
    }

    @Test func afterTheEndOnlyTheNewContentShows() {
        let (root, layer, clock) = scene()
        layer.add(makeTransition(.push, .fromRight), forKey: "transition")
        withoutActions { layer.backgroundColor = CGColor(Palette.blue) }
        clock.tick(to: 1.5)
        let items = root.displayList(atRootTime: clock.time).items
        #expect(items.map(\.fillColor) == [Palette.blue])
        expectCorners(items.first, rectCorners(frame))
        expectClose(items.first?.opacity ?? 0, 1)
        #expect(layer.animationKeys() == nil)
    }

    @Test func sublayersTravelWithTheirPicture() {
        let (root, layer, clock) = scene()
        let old = solidLayer(CGRect(x: 10, y: 10, width: 20, height: 20), Palette.green)
        withoutActions { layer.addSublayer(old) }
        layer.add(makeTransition(.push, .fromLeft), forKey: "transition")
        withoutActions {
            old.removeFromSuperlayer()
            layer.addSublayer(solidLayer(CGRect(x: 50, y: 10, width: 20, height: 20), Palette.yellow))
        }
        clock.tick(to: 0.25)
        let items = root.displayList(atRootTime: clock.time).items
        // Old picture: red background and green sublayer, moved right by a quarter width (+50).
        // New content: red background and yellow sublayer, three quarters to the left (−150).
        #expect(items.map(\.fillColor) == [Palette.red, Palette.green, Palette.red, Palette.yellow])
        guard items.count == 4 else { return }
        expectClose(topLeft(items[0]), CGPoint(x: 150, y: 100))
        expectClose(topLeft(items[1]), CGPoint(x: 160, y: 110))
        expectClose(topLeft(items[2]), CGPoint(x: -50, y: 100))
        expectClose(topLeft(items[3]), CGPoint(x: 0, y: 110))
    }

    @Test func theLayersOwnOpacityAppliesToBothPictures() {
        let (root, layer, clock) = scene()
        withoutActions { layer.opacity = 0.5 }
        layer.add(makeTransition(.fade, nil), forKey: "transition")
        withoutActions { layer.backgroundColor = CGColor(Palette.blue) }
        clock.tick(to: 0.25)
        let items = root.displayList(atRootTime: clock.time).items
        #expect(items.map(\.fillColor) == [Palette.red, Palette.blue])
        guard items.count == 2 else { return }
        expectClose(items[0].opacity, 0.375, tolerance: 1e-7)
        expectClose(items[1].opacity, 0.125, tolerance: 1e-7)
    }

    @Test func startAndEndProgressRemapTheTransition() {
        let (root, layer, clock) = scene()
        let t = makeTransition(.moveIn, .fromRight)
        t.startProgress = 0.5
        t.endProgress = 1
        layer.add(t, forKey: "transition")
        withoutActions { layer.backgroundColor = CGColor(Palette.blue) }
        clock.tick(to: 0.5) // progress 0.5 + 0.5 × 0.5 = 0.75
        let new = root.displayList(atRootTime: clock.time).items.first { $0.fillColor == Palette.blue }
        expectClose(new.map(topLeft) ?? .zero, CGPoint(x: 100 + 0.25 * 200, y: 100), tolerance: 1e-9)
    }

    @Test func fadingInAHiddenLayerStartsFromNothing() {
        // UIView.transition(with:options: .transitionCrossDissolve) { view.isHidden = false }:
        // the old picture is the hidden layer, i.e. nothing; the layer fades in.
        let root = sceneRoot()
        let layer = solidLayer(frame, Palette.red)
        layer.isHidden = true
        root.addSublayer(layer)
        let clock = MediaClock()
        clock.add(root)
        layer.add(makeTransition(.fade, nil), forKey: "transition")
        withoutActions { layer.isHidden = false }
        clock.tick(to: 0.25)
        let items = root.displayList(atRootTime: clock.time).items
        #expect(items.map(\.fillColor) == [Palette.red])
        expectClose(items.first?.opacity ?? -1, 0.25, tolerance: 1e-9)
    }

    @Test func hidingALayerWithAFadeFadesItOut() {
        let (root, layer, clock) = scene()
        layer.add(makeTransition(.fade, nil), forKey: "transition")
        withoutActions { layer.isHidden = true }
        clock.tick(to: 0.25)
        let items = root.displayList(atRootTime: clock.time).items
        #expect(items.map(\.fillColor) == [Palette.red])
        expectClose(items.first?.opacity ?? -1, 0.75, tolerance: 1e-9)
        clock.tick(to: 1.5)
        #expect(root.displayList(atRootTime: clock.time).items.isEmpty)
    }

    /// Expected: UIKit docs for `.transitionFlipFromLeft` — the card turns about its vertical axis
    /// with the left side moving toward the front. Corners computed by hand: a point at horizontal
    /// distance dx from the centre line turns to x = dx·cos θ, z = −dx·sin θ (the left side, dx < 0,
    /// comes forward), and the perspective divides by w = 1 − z/d with d the eye distance.
    @Test(arguments: [0.25, 0.75])
    func flipTurnsTheLeftSideForwardThenShowsTheBackFace(progress: Double) {
        let (root, layer, clock) = scene()
        layer.add(makeTransition(.flip, .fromLeft), forKey: "transition")
        withoutActions { layer.backgroundColor = CGColor(Palette.blue) }
        clock.tick(to: progress)
        let items = root.displayList(atRootTime: clock.time).items
        #expect(items.count == 1, "only one face shows at a time")
        let showsOld = progress < 0.5
        #expect(items.first?.fillColor == (showsOld ? Palette.red : Palette.blue))
        guard let item = items.first else { return }

        let d = Double(CATransition.flipEyeDistance)
        let w = Double(frame.width), h = Double(frame.height)
        let cx = Double(frame.midX), cy = Double(frame.midY)
        // The old face turns by π·p; the new face by π·p − π (it comes round from behind).
        let theta = Double.pi * progress - (showsOld ? 0 : Double.pi)
        func projected(dx: Double, dy: Double) -> CGPoint {
            let z = -dx * sin(theta)
            let wDivisor = 1 - z / d
            return CGPoint(x: cx + dx * cos(theta) / wDivisor, y: cy + dy / wDivisor)
        }
        let corners = item.screenCorners
        expectClose(corners[0], projected(dx: -w / 2, dy: -h / 2), tolerance: 1e-6, "top-left")
        expectClose(corners[1], projected(dx: w / 2, dy: -h / 2), tolerance: 1e-6, "top-right")
        expectClose(corners[3], projected(dx: w / 2, dy: h / 2), tolerance: 1e-6, "bottom-right")
        // The side nearer the eye looks taller: the left in the first half, the right in the second.
        let leftHeight = corners[2].y - corners[0].y, rightHeight = corners[3].y - corners[1].y
        #expect((leftHeight > rightHeight) == showsOld)
    }
}
