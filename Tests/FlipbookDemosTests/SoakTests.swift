//  SoakTests.swift — FlipbookDemosTests
//  A short soak of every demo (the loop `make soak` runs for minutes): every transition the
//  player starts — by the keys, under the hand, scrubbed, reversed, looped, dropped — completes
//  exactly once. Memory and speed are `make soak`'s business, not a test's.

@testable import FlipbookDemos
@testable import FlipbookPlayer
import FlipbookSoak
import FlipbookKit
import Testing

@Suite struct SoakTests {
    /// One round of each demo (15–25 s of media time: a soak runs whole rounds); frames are not
    /// drawn, which changes nothing the scene does and keeps a debug build quick.
    static let mediaTime = 10.0

    @Test(arguments: Demos.all().map(\.name))
    func everyTransitionStartedCompletesExactlyOnce(name: String) throws {
        let soak = Soak(demo: try #require(Demos.registry().demo(named: name)))
        soak.rendersFrames = false
        let tally = soak.run(mediaTime: Self.mediaTime)
        // The ledger books a start per scene shown with it in flight: a scrub that swaps in a replayed
        // scene books its animator again, so the count follows the player's swaps (square: 9 since
        // spares wait behind a new take rather than all run to its start at its key).
        #expect(tally.transitionsStarted + tally.animatorsStarted >= 8, "the soak started things in \(name)")
        #expect(tally.mediaTime >= Self.mediaTime)
        #expect(tally.problems == [], "\(name)")
        #expect(tally.transitionsStarted == tally.transitionsCompleted, "\(name)")
        #expect(tally.animatorsStarted == tally.animatorsCompleted, "\(name)")
    }

    /// Scrubbing back rebuilds the scene and drops the old one mid-drag: the player lets go of the
    /// transition under the hand (it cancels), so it completes instead of holding the scene forever.
    @Test func aSceneDroppedMidDragCompletesItsTransition() throws {
        let player = makePlayer(CardDemo())
        player.update(char("i"))
        player.update(key(.enter))
        for _ in 0..<20 {
            player.update(key(.right))
            player.update(.tick(Player.frameDuration))
        }
        let transition = try #require(player.window.activeTransition)
        #expect(transition.isInteractive)
        player.update(key(.home))
        #expect(player.window.activeTransition !== transition, "the scene was rebuilt")
        #expect(transition.isComplete && transition.transitionWasCancelled)
    }
}
