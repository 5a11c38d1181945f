//  DropDemoTests.swift — FlipbookDemosTests
//  `drop` (seed 004) through the player: goldens of the rise and the fall, the hierarchy after
//  each (the seed's animationEnded leaves a blank screen, as on iOS, and is reported), and an
//  interactive cancel.

@testable import FlipbookDemos
@testable import FlipbookPlayer
import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct DropDemoTests {
    private func first(_ player: Player) throws -> Seed004.ViewController {
        try #require(player.window.rootViewController as? Seed004.ViewController)
    }

    @Test func goldensOfTheRiseAndTheFall() throws {
        let player = makePlayer(DropDemo())
        player.update(key(.enter))
        #expect(player.take?.kind == .present && player.take?.animatorName == "DropTransition")
        expectTakeGoldens(player, prefix: "present")
        player.resume()
        player.update(key(.escape))
        #expect(player.take?.kind == .dismiss && player.take?.animatorName == "DropTransition")
        expectTakeGoldens(player, prefix: "dismiss")
    }

    @Test func presentingRisesBouncesAndRestsAndTheSeedsAnimationEndedIsReported() throws {
        let player = makePlayer(DropDemo())
        let first = try first(player)
        player.update(key(.enter))
        let second = try #require(first.presentedViewController as? Seed004.SecondViewController)
        let take = try #require(player.take)
        #expect(take.length > 1.3 && take.length < 6, "physics: a known duration from the solver")
        expectClose(Double(second.view.layer.presentation()!.position.y), 844 + 422, tolerance: 1e-6, "starts one screen below")
        player.run(take.length - 0.05)
        expectClose(Double(second.view.layer.presentation()!.position.y), 422, tolerance: 1, "at rest against the top")
        player.run(0.15)
        #expect(player.window.activeTransition == nil, "dynamicAnimatorDidPause completed it")
        // The seed's animationEnded takes the presented view away with its canvas: a blank screen,
        // as UIKit would show, and the diagnostic says why.
        #expect(second.view.window == nil && first.view.window == nil)
        #expect(player.window.clock.diagnostics.filter {
            $0.contains("animationEnded(_:) took the presented view out of the window")
        }.count == 1, "the seed's animationEnded removes the canvas once: reported once")
        #expect(!player.window.clock.diagnostics.contains { $0.contains("completeTransition") },
                "completeTransition called once")
    }

    @Test func dismissingFallsAndThePresenterIsBackAlone() throws {
        let player = makePlayer(DropDemo())
        let first = try first(player)
        player.update(key(.enter))
        player.run((player.take?.length ?? 0) + 0.1)
        let second = try #require(first.presentedViewController)
        player.update(key(.escape))
        let take = try #require(player.take)
        #expect(take.kind == .dismiss)
        player.run(0.5)
        #expect(Double(second.view.layer.presentation()!.position.y) > 422 + 100, "falling")
        player.run(take.length)
        #expect(player.window.activeTransition == nil)
        #expect(first.presentedViewController == nil)
        #expect(first.view.window === player.window && second.view.window == nil)
        #expect(player.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(first.view)])
    }

    @Test func cancellingByHandCompletesAsTheSeedSaysAndFlipbookWarns() throws {
        // Let go before half-way: the transition runs back to its start, where the dynamics pause
        // (nothing is left to move). The seed completes in dynamicAnimatorDidPause with a constant
        // `true`, so the presentation completes although it was cancelled — UIKit does the same —
        // and Flipbook says what to pass instead.
        let player = makePlayer(DropDemo())
        player.update(char("i"))
        player.update(key(.enter))
        for _ in 0..<30 { player.update(key(.right)) }
        let transition = try #require(player.window.activeTransition)
        player.update(key(.enter))  // let go
        #expect(transition.transitionWasCancelled)
        player.run(6)
        #expect(transition.isComplete && player.window.activeTransition == nil)
        #expect(player.window.rootViewController?.presentedViewController != nil, "completed as presented")
        #expect(player.window.clock.diagnostics.contains {
            $0.hasPrefix("completeTransition(true) was called after the transition was cancelled")
        })
        #expect(!player.window.clock.diagnostics.contains { $0.contains("has not called completeTransition") })
    }
}
