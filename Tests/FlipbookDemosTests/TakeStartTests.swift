//  TakeStartTests.swift — FlipbookDemosTests
//  What begins a take: an action that starts something. One that starts nothing — Enter while
//  the square's animator still runs — leaves the take that runs as it is.

@testable import FlipbookDemos
@testable import FlipbookPlayer
import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct TakeStartTests {
    /// The square runs again on Enter only once its animator has ended (SquareDemo's guard).
    /// Pressed in its last frame, Enter starts nothing, and the take stays (it used to be made
    /// again from what was left of the running one: "100 % · 17 ms · frame 1/1" once ended).
    @Test func anEnterThatStartsNothingKeepsTheTake() throws {
        let player = Player(registry: Demos.registry(), demo: "square", columns: 120, rows: 36)
        let opening = try #require(player.take)
        player.run(opening.length - 0.01)
        #expect(player.window.firstPropertyAnimator { $0.state == .active } != nil, "still running")
        player.update(key(.enter))
        #expect(player.take == opening)
        player.run(0.5)
        #expect(player.take == opening && player.takeFraction == 1)

        // Ended, Enter runs it again: a new take, the whole 2 s of it.
        player.update(key(.enter))
        let again = try #require(player.take)
        #expect(again.start == player.sceneTime && again != opening)
        expectClose(again.length, 2, tolerance: 0.002)
    }
}
