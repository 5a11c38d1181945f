//  BlurDemoTests.swift — FlipbookDemosTests
//  The blur demo: a card presented over a UIVisualEffectView whose effect animates in with the
//  presentation (through the coordinator) and out with the dismissal; goldens of both, the blur's
//  radius checked against the transition's curve.

@testable import FlipbookDemos
@testable import FlipbookPlayer
@testable import FlipbookKit
@testable import FlipbookGraphics
import FlipbookTestSupport
import FlipbookTesting
import Testing

@Suite struct BlurDemoTests {
    /// The blur's radius on screen now (0 without a backdrop).
    private func blurRadius(_ player: Player) -> Double {
        for item in player.window.displayList().items {
            if case .backdrop(let b) = item.content { return b.blurSigma }
        }
        return 0
    }

    @Test func theCardComesUpOverABlurThatFadesInAndOut() throws {
        let player = makePlayer(BlurDemo())
        player.update(key(.enter))
        #expect(player.take?.kind == .present)
        let places = try #require(player.window.rootViewController as? PlacesViewController)
        let controller = try #require(places.presentedViewController?.presentationController as? BlurPresentationController)
        #expect(controller.blurView.superview === controller.containerView)

        // Alongside animations run with the transition's own duration and curve (UIKit docs,
        // animate(alongsideTransition:): "the animations ... run in the same animation context as
        // the transition"): the dark style's radius, 20, reached as the card settles.
        player.scrub(toPercent: 0)
        #expect(blurRadius(player) == 0)
        player.scrub(toPercent: 100)
        expectClose(blurRadius(player), 20, tolerance: 1e-9)
        player.scrub(toPercent: 50)
        let halfway = blurRadius(player)
        #expect(halfway > 0 && halfway < 20)
        expectTakeGoldens(player, prefix: "present")
        player.run(1)
        #expect(player.window.clock.diagnostics.isEmpty)

        player.update(key(.escape))
        #expect(player.take?.kind == .dismiss)
        expectTakeGoldens(player, prefix: "dismiss")
        player.run(1)
        // The scene shown now: scrubbing may have swapped in a replayed one, with controllers of its own.
        let shownPlaces = try #require(player.window.rootViewController as? PlacesViewController)
        #expect(shownPlaces.presentedViewController == nil)
        #expect(blurRadius(player) == 0, "the blur is gone with the card")
        #expect(player.window.clock.diagnostics.isEmpty)
    }
}
