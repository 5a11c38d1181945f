//  ScriptGestureTests.swift — FlipbookPlayerTests
//  The script's gesture commands reach UIKit's recognizers as fingers would: a long press held
//  past its minimum duration, a swipe fast enough, a pinch's scale and a rotation's angle, and a
//  pan's release velocity — each checked against the geometry the command describes.

import Foundation
import Testing
@testable import FlipbookKit
@testable import FlipbookPlayer

/// A full-screen view with every kind of recognizer, logging what each recognized.
private final class GestureBoard {
    var log: [String] = []
    var scale: CGFloat = 1
    var rotation: CGFloat = 0
    var releaseVelocity: CGPoint?

    func demo() -> TransitionDemo {
        TransitionDemo(name: "gestures", summary: "Every recognizer on one view") { [unowned self] window in
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let board = root.view!
            board.addGestureRecognizer(UILongPressGestureRecognizer { [unowned self] r in
                if r.state == .began { log.append("long press") }
            })
            let swipe = UISwipeGestureRecognizer { [unowned self] _ in log.append("swipe left") }
            swipe.direction = .left
            board.addGestureRecognizer(swipe)
            let pinch = UIPinchGestureRecognizer { [unowned self] r in
                if r.state == .ended { scale = (r as! UIPinchGestureRecognizer).scale; log.append("pinch") }
            }
            let rotate = UIRotationGestureRecognizer { [unowned self] r in
                if r.state == .ended { rotation = (r as! UIRotationGestureRecognizer).rotation; log.append("rotate") }
            }
            let pan = UIPanGestureRecognizer { [unowned self] r in
                if r.state == .ended { releaseVelocity = (r as! UIPanGestureRecognizer).velocity(in: board); log.append("pan") }
            }
            pan.minimumNumberOfTouches = 1
            pan.maximumNumberOfTouches = 1
            for recognizer in [pinch, rotate, pan] as [UIGestureRecognizer] {
                recognizer.delegate = Simultaneous.shared
                board.addGestureRecognizer(recognizer)
            }
            return DemoScene(window: window, primaryAction: nil)
        }
    }
}

/// Lets the two-finger recognizers see the same fingers.
private final class Simultaneous: NSObject, UIGestureRecognizerDelegate {
    static let shared = Simultaneous()
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
}

@Suite struct ScriptGestureTests {
    private func run(_ source: String) throws -> GestureBoard {
        let board = GestureBoard()
        let player = Player(registry: DemoRegistry([board.demo()]), columns: 120, rows: 36)
        let script = try ScriptParser(fileName: "test.flip", demoNames: player.registry.names).parse(source)
        try ScriptRunner(player: player, fileName: "test.flip").run(script)
        return board
    }

    // UIKit docs, UILongPressGestureRecognizer.minimumPressDuration: 0.5 s by default.
    @Test func aLongPressHeldLongEnoughBeginsAndAShortOneDoesNot() throws {
        #expect(try run("longpress 195 420 for 0.3").log.isEmpty)
        #expect(try run("longpress 195 420").log == ["long press"])
    }

    @Test func aSwipeIsRecognizedInItsDirection() throws {
        #expect(try run("swipe left 300 400").log.contains("swipe left"))
        #expect(try !run("swipe right 100 400").log.contains("swipe left"))
    }

    // Expected: a pinch from 80 to 240 pt apart is a scale of 240 / 80 = 3; a rotation by −90° is −π/2.
    @Test func aPinchScalesByTheRatioOfItsDistancesAndARotationTurnsByItsAngle() throws {
        let pinched = try run("pinch 195 420 80 -> 240 in 0.5")
        #expect(pinched.log.contains("pinch"))
        #expect(abs(pinched.scale - 3) < 1e-9)
        let turned = try run("rotate 195 420 -90 in 0.6")
        #expect(turned.log.contains("rotate"))
        #expect(abs(turned.rotation + .pi / 2) < 1e-9)
    }

    // The velocity a pan reports at its end is its speed over the last 0.1 s (Flipbook's window):
    // a pan told to end at 1 500 pt/s does, and one told 0 ends held still.
    @Test func aPanEndsAtTheVelocityItIsGiven() throws {
        let fast = try run("pan 195 200 -> 195 700 in 0.5 velocity 1500")
        let velocity = try #require(fast.releaseVelocity)
        #expect(abs(velocity.y - 1500) < 1 && abs(velocity.x) < 1e-9)
        let held = try run("pan 195 200 -> 195 700 in 0.5 velocity 0")
        #expect(abs(try #require(held.releaseVelocity).y) < 1)
        let steady = try run("pan 195 200 -> 195 700 in 0.5")
        #expect(abs(try #require(steady.releaseVelocity).y - 1000) < 1, "500 pt in 0.5 s")
    }
}
