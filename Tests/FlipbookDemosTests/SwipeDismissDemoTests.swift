//  SwipeDismissDemoTests.swift — FlipbookDemosTests
//  The drag-to-dismiss card, driven by a finger as the previewer's mouse drives it: the card
//  follows the finger, a short slow drag springs back and leaves the card where it was, a long
//  one dismisses it; goldens of the presentation and of the card under the finger.

@testable import FlipbookDemos
@testable import FlipbookPlayer
@testable import FlipbookKit
import FlipbookTestSupport
import FlipbookTesting
import Testing

@Suite struct SwipeDismissDemoTests {
    private func list(_ player: Player) throws -> PhotoListViewController {
        try #require(player.window.rootViewController as? PhotoListViewController)
    }

    /// A finger down at (195, 400), moved down by `distance` over `seconds` in frame-sized steps.
    private func drag(_ player: Player, by distance: Double, over seconds: Double) {
        player.update(.touch(.down, x: 195, y: 400, finger: 0))
        let frames = Int((seconds / Player.frameDuration).rounded())
        for i in 1...frames {
            player.update(.tick(Player.frameDuration))
            player.update(.touch(.move, x: 195, y: 400 + distance * Double(i) / Double(frames), finger: 0))
        }
    }

    @Test func theCardFollowsTheFingerSpringsBackWhenLetGoEarlyAndGoesWhenDraggedFar() throws {
        let player = makePlayer(SwipeDismissDemo())
        player.update(key(.enter))
        #expect(player.take?.kind == .present && player.take?.animatorName == "SwipeCardAnimator")
        expectTakeGoldens(player, prefix: "present")
        player.run(1)
        let card = try #require(try list(player).presentedViewController as? PhotoCardViewController)

        // Under the finger: a pan began after 10 pt and its percent is the drag over the screen's height.
        drag(player, by: 211, over: 0.5)
        #expect(player.take?.kind == .dismiss)
        let driver = try #require(player.scene.percentDriver)
        expectClose(Double(driver.percentComplete), 211.0 / 844, tolerance: 1e-9)
        expectClose(Double(card.view.layer.presentation()!.affineTransform().ty), 211, tolerance: 1e-6, "the card is under the finger")
        expectGolden(player.goldenText, named: "drag-025")

        // Let go at 25 %, slowly (422 pt/s): not past 30 %, not a flick — the card springs back.
        player.update(.touch(.up, x: 195, y: 611, finger: 0))
        player.run(1)
        #expect(player.window.activeTransition == nil)
        #expect(try list(player).presentedViewController === card, "still presented")
        #expect(card.view.transform == .identity && card.view.window === player.window, "back where it was")
        let dimming = try #require(card.view.superview?.viewWithTag(SwipeCardAnimator.dimmingTag))
        #expect(dimming.alpha == 1)

        // Scrubbing back rebuilds the scene and replays the finger from the log: played on, it
        // springs back the same way. (The take's length is the animator's 0.35 s, inside the drag.)
        player.scrub(toPercent: 50)
        player.run(1)
        let replayed = try #require(try list(player).presentedViewController as? PhotoCardViewController)
        #expect(replayed !== card, "a rebuilt scene")
        #expect(replayed.view.transform == .identity && replayed.view.window === player.window)
        #expect(player.window.activeTransition == nil)

        // A second, long drag: let go at 48 %, the card goes and the dimming with it.
        drag(player, by: 400, over: 0.4)
        player.update(.touch(.up, x: 195, y: 800, finger: 0))
        player.run(1)
        #expect(try list(player).presentedViewController == nil)
        #expect(player.window.subviews.count == 1, "the card and its container left the window")
        #expect(player.window.clock.diagnostics.isEmpty)
    }

    @Test func escDismissesWithoutAFinger() throws {
        let player = makePlayer(SwipeDismissDemo())
        player.update(key(.enter))
        player.run(1)
        player.update(key(.escape))
        #expect(player.take?.kind == .dismiss && player.window.activeTransition?.isInteractive == false)
        expectTakeGoldens(player, prefix: "dismiss")
        player.run(1)
        #expect(try list(player).presentedViewController == nil)
    }
}
