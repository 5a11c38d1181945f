//  AnimationInventoryTests.swift — FlipbookKitTests
//  What a window says animates in it: lanes, their timing, the main pacing, and when it changed.

import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct AnimationInventoryTests {
    @Test func lanesAndPacingOfAUIViewAnimation() throws {
        let window = UIWindow()
        window.makeKey()
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        window.clock.tick(to: 1)
        // UIKit docs (UIView.animate(withDuration:delay:options:)): the delay postpones the start;
        // .curveEaseOut is Core Animation's easeOut, control points (0, 0) (0.58, 1).
        UIView.animate(withDuration: 0.5, delay: 0.25, options: [.curveEaseOut]) {
            view.alpha = 0
            view.center = CGPoint(x: 100, y: 100)
        }
        let inventory = AnimationInventory(window: window, takeStart: 1)
        // A view no controller holds is named by its class and place: the window's first subview.
        #expect(Set(inventory.lanes.map(\.title)) == ["UIImageView in UIWindow[0].opacity", "UIImageView in UIWindow[0].position"])
        for lane in inventory.lanes {
            #expect(abs(lane.delay - 0.25) < 1e-9, "starts a quarter second into the take")
            #expect(abs(lane.duration - 0.5) < 1e-9)
        }
        let pacing = try #require(inventory.pacing)
        #expect(pacing.name == "easeOut (0, 0, 0.58, 1)")
        #expect(pacing.value(at: 0) == 0 && pacing.value(at: 1) == 1)
        // The easeOut curve at x = 0.5, found by bisection on its Bézier parameter (independent of Core's solver).
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 { let mid = (lo + hi) / 2; if bezier(mid, 0, 0.58) < 0.5 { lo = mid } else { hi = mid } }
        #expect(abs((pacing.value(at: 0.5) ?? .nan) - bezier(lo, 0, 1)) < 1e-9)
    }

    @Test func siblingsAnimatedAlikeMakeOneLanePerKeyPath() throws {
        // A shatter: 40 pieces under one view, each faded and moved with its own delay, the same
        // duration and curve; two more views animated apart from them; and 15 alike siblings under
        // another view, one fewer than a group takes.
        let window = UIWindow()
        window.makeKey()
        let pieces = UIView(frame: window.bounds), few = UIView(frame: window.bounds)
        window.addSubview(pieces)
        window.addSubview(few)
        let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        pieces.addSubview(badge)
        for i in 0..<40 {
            let piece = UIView(frame: CGRect(x: CGFloat(i) * 10, y: 0, width: 10, height: 10))
            pieces.addSubview(piece)
            UIView.animate(withDuration: 0.5, delay: 0.01 * Double(i), options: [.curveEaseIn]) {
                piece.alpha = 0
                piece.center.y += CGFloat(i)
            }
        }
        let odd = UIView(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        pieces.addSubview(odd)
        UIView.animate(withDuration: 0.7, delay: 0, options: [.curveEaseIn]) { odd.alpha = 0; badge.alpha = 0 }
        for i in 0..<(AnimationInventory.groupSize - 1) {
            let cell = UIView(frame: CGRect(x: CGFloat(i) * 10, y: 0, width: 10, height: 10))
            few.addSubview(cell)
            UIView.animate(withDuration: 0.5, delay: 0.01 * Double(i), options: []) { cell.alpha = 0 }
        }
        let inventory = AnimationInventory(window: window, takeStart: 0)
        // The label and the odd view (another class; another duration) are lanes of their own.
        #expect(inventory.lanes.map(\.title).prefix(4) == [
            "UILabel in UIWindow[0][0].opacity",
            "UIView in UIWindow[0][1…40].opacity", "UIView in UIWindow[0][1…40].position",
            "UIView in UIWindow[0][41].opacity",
        ])
        #expect(inventory.lanes.count == 4 + AnimationInventory.groupSize - 1, "the 15 siblings stay apart")
        #expect(inventory.views.count == 3 + AnimationInventory.groupSize - 1)
        let group = inventory.lanes[1]
        #expect(group.viewCount == 40 && group.animationCount == 40)
        // From the first piece's start (no delay) to the last one's end (0.39 s + 0.5 s).
        expectClose(group.delay, 0, tolerance: 1e-12)
        expectClose(group.duration, 0.39 + 0.5, tolerance: 1e-9)
        #expect(group.curve == "easeIn (0.42, 0, 1, 1)")
        #expect(group.from == nil && group.to == nil, "forty different starts and ends: none shown")
        // Its values are its first piece's.
        window.clock.tick(to: 0.25)
        let now = try #require(inventory.value(ofLane: 1, at: 0.25))
        let firstPiece = try #require(pieces.subviews[1].layer.presentation())
        expectClose(now[0], Double(firstPiece.opacity), tolerance: 1e-6, "opacity is a Float")
        #expect(firstPiece.opacity < 1 && firstPiece.opacity > 0, "half way through its fade")
    }

    @Test func aSpringsPacingRunsOverItsSettlingTime() throws {
        let window = UIWindow()
        window.makeKey()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: []) {
            view.center.x = 200
        }
        let pacing = try #require(AnimationInventory(window: window, takeStart: 0).pacing)
        #expect(pacing.name.hasPrefix("spring ζ 1.00, "))
        #expect(pacing.value(at: 0) == 0)
        // Critically damped from rest: 1 − (1 + ωt)e^{−ωt} rises monotonically and is near 1 once settled.
        let samples = stride(from: 0.0, through: 1.0, by: 0.05).compactMap { pacing.value(at: $0) }
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 })
        #expect(abs(samples.last! - 1) < 0.01)
    }

    @Test func theSignatureChangesExactlyWhenTheAnimationsDo() {
        let window = UIWindow()
        window.makeKey()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        var before = AnimationSignature(), after = AnimationSignature()
        before.read(window)
        #expect(before.isEmpty)
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        after.read(window)
        #expect(after != before && !after.isEmpty)
        window.clock.tick(to: 0.5)
        before.read(window)
        #expect(before == after, "the same animation, mid-way")
        window.clock.tick(to: 2)
        after.read(window)
        #expect(after.isEmpty, "finished and removed")
    }

    @Test func piecesEndingOneByOneLeaveASubsequenceAndANewAnimationDoesNot() {
        // Three views flying for 1, 2 and 3 s: as each ends, what runs is what ran at the start
        // less the ended ones, in the same order; the inventory made then carries that signature.
        let window = UIWindow()
        window.makeKey()
        let views = (0..<3).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        for view in views { window.addSubview(view) }
        for (i, view) in views.enumerated() { UIView.animate(withDuration: Double(i + 1)) { view.alpha = 0 } }
        let inventory = AnimationInventory(window: window, takeStart: 0)
        var atStart = AnimationSignature(), now = AnimationSignature()
        atStart.read(window)
        #expect(inventory.signature == atStart)
        for t in [1.5, 2.5] {
            window.clock.tick(to: t)
            now.read(window)
            #expect(now != atStart && now.isSubsequence(of: atStart), "at \(t) s")
            #expect(!atStart.isSubsequence(of: now), "the ended ones are not in what runs")
        }
        // A new animation is no part of the start's.
        let before = now
        UIView.animate(withDuration: 1) { views[0].alpha = 1 }
        now.read(window)
        #expect(!now.isSubsequence(of: atStart))
        #expect(now.hasAnimation(notIn: before) && !before.hasAnimation(notIn: now))
    }
}

/// The lanes' values: start, end and now, against the timing curve computed by hand.
@Suite struct AnimationLaneValueTests {
    /// The easeOut curve's progress at time fraction `x`, by bisection on its Bézier parameter.
    private func easeOut(_ x: Double) -> Double {
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double { 3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 { let mid = (lo + hi) / 2; if bezier(mid, 0, 0.58) < x { lo = mid } else { hi = mid } }
        return bezier((lo + hi) / 2, 0, 1)
    }

    /// A key window holding one view of `size` at `center`.
    private func scene(size: CGSize, center: CGPoint) -> (UIWindow, UIView) {
        let window = UIWindow()
        window.makeKey()
        let view = UIView(frame: CGRect(origin: .zero, size: size))
        view.center = center
        window.addSubview(view)
        return (window, view)
    }

    @Test func aLaneRunsFromItsStartToItsEndAndIsNowWhereTheCurveSays() throws {
        let (window, view) = scene(size: CGSize(width: 390, height: 100), center: CGPoint(x: 195, y: 844))
        window.clock.tick(to: 1)
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveEaseOut]) { view.center.y = 0 }
        window.clock.tick(to: 1.1)
        let inventory = AnimationInventory(window: window, takeStart: 1)
        let lane = try #require(inventory.lanes.first)
        #expect(inventory.lanes.count == 1 && lane.keyPath == "position" && lane.title == "UIView in UIWindow[0].position")
        #expect(lane.from == InspectedValue(point: CGPoint(x: 195, y: 844)) && lane.to == InspectedValue(point: CGPoint(x: 195, y: 0)))
        let y = { (t: Double) in 844 - 844 * self.easeOut(t / 0.4) }
        let motion = try #require(inventory.motion(ofLane: 0, at: 1.1))
        expectClose(motion.value[1], y(0.1), tolerance: 1e-6)
        expectClose(motion.value[0], 195, tolerance: 1e-9)
        #expect(InspectedValue.describe(from: lane.from, to: lane.to, now: motion.value)
            == "y 844 → 0, now \(InspectedValue.number(y(0.1)))")
        // The velocity against a finite difference of the hand-computed positions (another step).
        let d = 1e-6
        expectClose(motion.velocity[1], (y(0.1 + d) - y(0.1 - d)) / (2 * d), tolerance: 0.05)
        #expect(motion.velocity[0] == 0)
    }

    @Test func animationsOfOneViewAndKeyPathMakeOneLane() throws {
        let (window, view) = scene(size: CGSize(width: 10, height: 10), center: CGPoint(x: 5, y: 5))
        let first = CABasicAnimation(keyPath: "opacity")
        first.fromValue = 1
        first.toValue = 0.5
        first.duration = 1
        let second = CABasicAnimation(keyPath: "opacity")
        second.fromValue = 0.5
        second.toValue = 0
        second.duration = 1
        second.beginTime = 0.5
        view.layer.add(first, forKey: "first")
        view.layer.add(second, forKey: "second")
        let inventory = AnimationInventory(window: window, takeStart: 0)
        let lane = try #require(inventory.lanes.first)
        #expect(inventory.lanes.count == 1 && lane.animationCount == 2)
        #expect(lane.delay == 0 && lane.duration == 1.5, "from the first's start to the second's end")
        #expect(lane.from == InspectedValue(number: 1) && lane.to == InspectedValue(number: 0))
        #expect(inventory.views == ["UIView in UIWindow[0]"])
    }

    @Test func anAdditiveAnimationShowsItsValuesOnTheModelValue() throws {
        let (window, view) = scene(size: CGSize(width: 10, height: 10), center: CGPoint(x: 100, y: 100))
        let shake = CABasicAnimation(keyPath: "position.x")
        shake.fromValue = -20
        shake.toValue = 0
        shake.isAdditive = true
        shake.duration = 1
        view.layer.add(shake, forKey: "shake")
        let lane = try #require(AnimationInventory(window: window, takeStart: 0).lanes.first)
        // Expected: Core Animation docs, isAdditive — the value is added to the model value (100).
        #expect(lane.from == InspectedValue(number: 80) && lane.to == InspectedValue(number: 100))
    }

    @Test func numbersAndRatesReadAsAPersonWritesThem() {
        #expect(InspectedValue.number(212.5) == "212.5" && InspectedValue.number(844) == "844")
        #expect(InspectedValue.number(0.35) == "0.35" && InspectedValue.number(-0.0001) == "0")
        #expect(InspectedValue.number(1.234567) == "1.23" && InspectedValue.number(1234.56) == "1234.6")
        #expect(InspectedValue.rate(1850) == "1 850" && InspectedValue.rate(-12345.6) == "-12 346" && InspectedValue.rate(4.22) == "4.22")
        #expect(InspectedValue(color: Color(sRGBRed: 1, green: 0.5, blue: 0, alpha: 1)).hex == "#FF8000FF")
        #expect(InspectedValue.describe(from: InspectedValue(number: 1), to: InspectedValue(number: 0), now: InspectedValue(number: 0.25))
            == "1 → 0, now 0.25")
    }
}
