//  UIViewTransitionTests.swift — FlipbookKitTests
//  UIView.transition(with:) and transition(from:to:) put a CATransition on the right layer before the
//  change; the frames show the old and new pictures as UIKit does (fade, perspective flip).

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct UIViewTransitionTests {
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    /// A key window with a 200×100 red card centred at (195, 422).
    func makeCard() -> (UIWindow, UIView) {
        let window = UIWindow()
        window.makeKey()
        let card = UIView(frame: CGRect(x: 95, y: 372, width: 200, height: 100))
        card.backgroundColor = Self.red
        window.addSubview(card)
        return (window, card)
    }

    /// The fill items of the window's frame, with their colour and opacity.
    func fills(_ window: UIWindow) -> [(color: Color, opacity: Double, item: DisplayItem)] {
        window.displayList().items.compactMap { item in
            if case let .fill(color) = item.content { return (color, item.opacity, item) }
            return nil
        }
    }

    @Test func crossDissolveFadesTheOldPictureOutAndTheNewIn() {
        let (window, card) = makeCard()
        var finished: Bool?
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: {
            card.backgroundColor = Self.blue
            card.center.x = 100
        }, completion: { finished = $0 })
        #expect(card.layer.animationKeys() == ["transition"], "changes in the block are not animated one by one")
        for p in [0.25, 0.5, 0.75] {
            window.clock.tick(to: p)
            let items = fills(window)
            #expect(items.count == 2)
            let old = items.first { $0.color == Self.red.color }
            let new = items.first { $0.color == Self.blue.color }
            expectClose(old?.opacity ?? -1, 1 - p, tolerance: 1e-6, "old picture at \(p)")
            expectClose(new?.opacity ?? -1, p, tolerance: 1e-6, "new picture at \(p)")
        }
        #expect(finished == nil)
        window.clock.tick(to: 1.01)
        #expect(finished == true)
        #expect(fills(window).map(\.color) == [Self.blue.color])
    }

    @Test func allowAnimatedContentAnimatesTheBlocksChangesToo() {
        let (window, card) = makeCard()
        UIView.transition(with: card, duration: 1, options: [.transitionCrossDissolve, .allowAnimatedContent, .curveLinear],
                          animations: { card.center.x = 95 })
        #expect(Set(card.layer.animationKeys() ?? []) == ["transition", "position"])
        window.clock.tick(to: 0.5)
        expectClose(card.onScreen.position.x, 145, tolerance: 1e-6)
    }

    /// Screen corners of a 200×100 card centred at (195, 422) turned by `angle` about its vertical
    /// centre line, with the right edge nearer the eye when `rightNear`; eye at `flipEyeDistance`.
    ///
    /// A point at horizontal offset dx from the centre line moves to dx·cos θ and depth ±dx·sin θ;
    /// a perspective m34 = −1/d divides by w = 1 − depth/d.
    func expectedCorners(angle: Double, rightNear: Bool) -> (topLeft: CGPoint, topRight: CGPoint) {
        let d = Double(CATransition.flipEyeDistance)
        let reach = 100 * cos(angle), depth = 100 * sin(angle)
        let wRight = rightNear ? 1 - depth / d : 1 + depth / d
        let wLeft = rightNear ? 1 + depth / d : 1 - depth / d
        return (CGPoint(x: 195 - reach / wLeft, y: 422 - 50 / wLeft),
                CGPoint(x: 195 + reach / wRight, y: 422 - 50 / wRight))
    }

    @Test(arguments: [true, false])
    func flipShowsOneFaceWithTheForwardSideTaller(fromRight: Bool) {
        let (window, card) = makeCard()
        let option: UIView.AnimationOptions = fromRight ? .transitionFlipFromRight : .transitionFlipFromLeft
        UIView.transition(with: card, duration: 1, options: [option, .curveLinear], animations: {
            card.backgroundColor = Self.blue
        })
        // At ¼ the old face has turned 45° with the named side forward.
        window.clock.tick(to: 0.25)
        var items = fills(window)
        #expect(items.map(\.color) == [Self.red.color], "only the old face at ¼")
        var expected = expectedCorners(angle: .pi / 4, rightNear: fromRight)
        if let item = items.first?.item {
            expectClose(item.transform.apply(CGPoint(x: 0, y: 0))!, expected.topLeft, tolerance: 1e-6)
            expectClose(item.transform.apply(CGPoint(x: 200, y: 0))!, expected.topRight, tolerance: 1e-6)
            let leftHeight = item.transform.apply(CGPoint(x: 0, y: 100))!.y - item.transform.apply(.zero)!.y
            let rightHeight = item.transform.apply(CGPoint(x: 200, y: 100))!.y - item.transform.apply(CGPoint(x: 200, y: 0))!.y
            #expect(fromRight ? rightHeight > leftHeight : leftHeight > rightHeight)
        }
        // At ½ the card is edge-on: whichever face is drawn has no width.
        window.clock.tick(to: 0.5)
        items = fills(window)
        #expect(items.count == 1)
        if let item = items.first?.item {
            let xs = [CGPoint.zero, CGPoint(x: 200, y: 0), CGPoint(x: 0, y: 100)].map { item.transform.apply($0)!.x }
            for x in xs { expectClose(x, 195, tolerance: 1e-6) }
        }
        // At ¾ the new face shows, seen after 135° of turn: the side that came forward is now on the
        // other half of the screen and still nearer, so the new picture's opposite edge is taller.
        window.clock.tick(to: 0.75)
        items = fills(window)
        #expect(items.map(\.color) == [Self.blue.color], "only the new face at ¾")
        expected = expectedCorners(angle: .pi / 4, rightNear: !fromRight)
        if let item = items.first?.item {
            expectClose(item.transform.apply(CGPoint(x: 0, y: 0))!, expected.topLeft, tolerance: 1e-6)
            expectClose(item.transform.apply(CGPoint(x: 200, y: 0))!, expected.topRight, tolerance: 1e-6)
        }
    }

    @Test func transitionFromToSwapsTheViewsAtOnceKeepingTheIndex() {
        let window = UIWindow()
        window.makeKey()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let a = UIView(), from = UIView(), b = UIView(), to = UIView()
        for v in [a, from, b] { container.addSubview(v) }
        var finished: Bool?
        UIView.transition(from: from, to: to, duration: 1, options: .transitionFlipFromLeft, completion: { finished = $0 })
        #expect(container.subviews == [a, to, b])
        #expect(from.superview == nil)
        #expect(container.layer.animationKeys() == ["transition"], "the superview carries the transition")
        window.clock.tick(to: 0.99)
        #expect(finished == nil)
        window.clock.tick(to: 1.01)
        #expect(finished == true)
    }

    /// Seed 001: the animator inserts the to view below the from view, then transitions.
    @Test func seed001InsertedBelowThenTransitionedLeavesOnlyTheToView() {
        let window = UIWindow()
        window.makeKey()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let from = UIView(frame: container.bounds), to = UIView(frame: container.bounds)
        from.backgroundColor = Self.red
        to.backgroundColor = Self.blue
        container.addSubview(from)
        container.insertSubview(to, belowSubview: from)
        UIView.transition(from: from, to: to, duration: 0.35, options: [.transitionCrossDissolve, .curveLinear])
        #expect(container.subviews == [to])
        window.clock.tick(to: 0.35 / 2)
        // The old picture is the container as it was (blue under red), the new one the blue view alone.
        let items = fills(window)
        #expect(items.map(\.color) == [Self.blue.color, Self.red.color, Self.blue.color])
        for item in items { expectClose(item.opacity, 0.5, tolerance: 1e-6) }
    }

    @Test func showHideTransitionViewsHidesAndShowsInstead() {
        let window = UIWindow()
        window.makeKey()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let from = UIView(), to = UIView()
        container.addSubview(from)
        container.addSubview(to)
        to.isHidden = true
        UIView.transition(from: from, to: to, duration: 1, options: [.transitionFlipFromTop, .showHideTransitionViews])
        #expect(container.subviews == [from, to])
        #expect(from.isHidden)
        #expect(!to.isHidden)
        let transition = container.layer.animation(forKey: "transition") as? CATransition
        #expect(transition?.type == .flip)
        #expect(transition?.subtype == .fromTop)
    }

    @Test func curlsAndFlipsMapToTheirCoreAnimationTypes() {
        let (window, card) = makeCard()
        defer { withExtendedLifetime(window) {} }
        let cases: [(UIView.AnimationOptions, CATransitionType, CATransitionSubtype?)] = [
            (.transitionCurlUp, .pageCurl, nil), (.transitionCurlDown, .pageUnCurl, nil),
            (.transitionFlipFromBottom, .flip, .fromBottom), (.transitionFlipFromRight, .flip, .fromRight),
        ]
        for (option, type, subtype) in cases {
            UIView.transition(with: card, duration: 1, options: option, animations: nil)
            let transition = card.layer.animation(forKey: "transition") as? CATransition
            #expect(transition?.type == type)
            #expect(transition?.subtype == subtype)
        }
    }
}
