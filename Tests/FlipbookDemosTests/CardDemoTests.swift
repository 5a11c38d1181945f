//  CardDemoTests.swift — FlipbookDemosTests
//  The card, a demo of one's own as a class, works as written: goldens both ways, the hierarchy
//  after each, the dimmed screen restored.

@testable import FlipbookDemos
@testable import FlipbookPlayer
import FlipbookKit
import FlipbookTestSupport
import FlipbookTesting
import Testing

@Suite struct CardDemoTests {
    @Test func theCardRisesAndFallsAndTheScreenBehindComesBack() throws {
        let player = makePlayer(CardDemo())
        player.update(key(.enter))
        #expect(player.take?.kind == .present && player.take?.animatorName == "CardAnimator")
        expectTakeGoldens(player, prefix: "present")
        // Scrubbing back rebuilt the scene (the player replays the keys): ask the window now.
        var home = try #require(player.window.rootViewController as? CardHomeViewController)
        let card = try #require(home.presentedViewController)
        #expect(card.view.transform == .identity && card.view.frame == player.window.bounds)
        expectClose(Double(home.view.alpha), 0.4, tolerance: 1e-6)

        player.resume()
        player.update(key(.escape))
        #expect(player.take?.kind == .dismiss)
        expectTakeGoldens(player, prefix: "dismiss")
        player.run(1)
        home = try #require(player.window.rootViewController as? CardHomeViewController)
        #expect(home.presentedViewController == nil)
        #expect(player.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(home.view)], "the card left the window")
        #expect(home.view.alpha == 1 && home.view.window === player.window)
        #expect(player.window.clock.diagnostics.isEmpty)
    }
}
