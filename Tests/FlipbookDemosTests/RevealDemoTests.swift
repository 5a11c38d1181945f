//  RevealDemoTests.swift — FlipbookDemosTests
//  The circular reveal: a click on the compose button pushes the new message through a circle
//  growing out of the button (a shape layer mask whose path animates), and the pop closes it
//  back into the button; goldens of both, the mask's circle checked against its radius.

@testable import FlipbookDemos
@testable import FlipbookPlayer
@testable import FlipbookKit
import FlipbookTestSupport
import FlipbookTesting
import Testing

@Suite struct RevealDemoTests {
    @Test func aClickOnTheButtonRevealsTheMessageThroughAGrowingCircle() throws {
        let player = makePlayer(RevealDemo())
        let inbox = try #require(try player.navigation().topViewController as? InboxViewController)
        let button = inbox.composeButton.convert(inbox.composeButton.bounds, to: player.window)
        player.update(.tap(x: Double(button.midX), y: Double(button.midY)))
        #expect(player.take?.kind == .push, "the button's touch-up-inside pushes")

        // Half way through the take the circle's radius is the button's (32) plus the ease-in-out
        // curve's share of the way to the covering one (to the farthest corner), at the
        // animation's own time (the take lasts until the scene is idle, a hair past its end).
        // (A scrub may rebuild the scene: its controllers are looked up afresh after one.)
        player.scrub(toPercent: 50)
        let revealing = try #require(try player.navigation().topViewController as? ComposeViewController)
        let mask = try #require(revealing.view.layer.mask as? CAShapeLayer)
        let reveal = try #require(mask.animation(forKey: "reveal") as? CABasicAnimation)
        let covering = Double(try #require(reveal.toValue as? CGPath).boundingBoxOfPath.width) / 2
        // In the revealed view's coordinates (the mask's), from the button's centre to the top-left corner.
        let centre = revealing.view.convert(CGPoint(x: button.midX, y: button.midY), from: nil)
        expectClose(covering, hypot(Double(centre.x), Double(centre.y)), tolerance: 1e-9, "to the top-left corner")
        let start = try #require(reveal.fromValue as? CGPath).boundingBoxOfPath
        expectClose(Double(start.midX), Double(centre.x), tolerance: 1e-9, "the circle starts on the button")
        expectClose(Double(start.midY), Double(centre.y), tolerance: 1e-9)
        let path = try #require(mask.presentation()?.path)
        let began = try #require(player.take).start
        let eased = CAMediaTimingFunction(name: .easeInEaseOut).output(at: (player.window.clock.time - began) / reveal.duration)
        expectClose(Double(path.boundingBoxOfPath.width) / 2, 32 + eased * (covering - 32), tolerance: 1e-6)
        expectClose(eased, 0.5, tolerance: 2e-3)
        expectTakeGoldens(player, prefix: "push")
        player.run(1)
        let compose = try #require(try player.navigation().topViewController as? ComposeViewController)
        #expect(compose.view.layer.mask == nil, "the animator takes its mask away once done")

        player.update(key(.escape))
        #expect(player.take?.kind == .pop)
        expectTakeGoldens(player, prefix: "pop")
        player.run(1)
        #expect(try player.navigation().topViewController is InboxViewController)
        #expect(player.window.clock.diagnostics.isEmpty)
    }
}
