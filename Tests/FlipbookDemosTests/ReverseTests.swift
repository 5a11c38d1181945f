//  ReverseTests.swift — FlipbookDemosTests
//  `r` on every kind of take: a property animator runs back and its take ends where it gets
//  back; a transition turns round only through its interaction controller, once let go of;
//  whatever cannot turn is said in the Diagnostics, never done behind the transition's back.

@testable import FlipbookDemos
@testable import FlipbookPlayer
import Foundation
import FlipbookKit
import FlipbookRender
import FlipbookTestSupport
import Testing

@Suite struct ReverseTests {
    /// UIKit docs (UIViewPropertyAnimator.isReversed): the animator runs back to its start; its
    /// fractionComplete falls; its completion gets .start. The take keeps its start and ends
    /// where the animator gets back, so the timeline, a loop and the export follow the run back.
    @Test func aReversedAnimatorsTakeEndsWhereItGetsBack() throws {
        let player = Player(registry: Demos.registry(), demo: "square", columns: 120, rows: 36)
        let opening = try #require(player.take)
        var markers = TakeMarkers()
        #expect(markers.labels(seeing: player) == ["animation began"])
        player.run(1.5)
        let reversedAt = player.sceneTime
        player.update(char("r"))
        let take = try #require(player.take)
        #expect(take.start == opening.start && take.kind == opening.kind)
        // Expected by hand: fractionComplete is the share of the animator's 2 s that has passed;
        // reversed at 1.5 s, it runs the 1.5 s back.
        expectClose(take.end, 2 * reversedAt, tolerance: 0.002)
        #expect(markers.labels(seeing: player).isEmpty, "the same take, measured again: no new chapter")
        var seen: [Double] = [player.takeFraction]
        while player.sceneTime < take.end + 0.1 {
            player.update(.tick(Player.frameDuration))
            seen.append(player.takeFraction)
        }
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 }, "the percent falls all the way: \(seen)")
        #expect(player.takeFraction == 0 && player.window.lastPropertyAnimatorEnd?.position == .start)
    }

    /// The slide seed's present has no interaction controller, and its animator's completion
    /// calls completeTransition(true) whatever the position: reversed behind the transition's
    /// back, the present completed with the second screen off the device (black frames) while
    /// the HUD counted time up. `r` leaves it running and says why in the Diagnostics.
    @Test func aTransitionWithoutAnInteractionControllerIsNotTurnedBehindItsBack() throws {
        let player = Player(registry: Demos.registry(), demo: "slide", columns: 120, rows: 36)
        player.update(key(.enter))
        player.run(0.2)
        player.update(char("r"))
        #expect(player.window.firstPropertyAnimator { $0.isReversed } == nil)
        let said = try #require(player.window.clock.diagnostics.last)
        #expect(said.hasPrefix("r: the present has no UIPercentDrivenInteractiveTransition"), "\(said)")
        #expect(TextSnapshot.lines(player.render()).contains { $0.contains("r: the present has no") })
        player.run(1)
        #expect(player.window.activeTransition == nil && player.takeFraction == 1)
        let second = try #require(player.window.rootViewController?.presentedViewController?.view)
        #expect(second.window === player.window && second.frame.minX == 0, "presented, on the device")
    }

    /// Let go of past half-way, the card's present runs on to its end; `r` pauses it and cancels
    /// it (UIPercentDrivenInteractiveTransition: pause(), then cancel()): its context knows it
    /// was cancelled, the percent falls, and the card's animator completes it cancelled.
    @Test func aReleasedInteractiveTransitionRunsBackAndEndsCancelled() throws {
        let player = Player(registry: Demos.registry(), demo: "card", columns: 120, rows: 36)
        player.update(char("i"))
        player.update(key(.enter))
        for _ in 0..<6 { player.update(key(.right, .shift)) }
        player.update(char("r"))
        let underTheHand = try #require(player.window.clock.diagnostics.last)
        #expect(underTheHand.hasPrefix("r: the present is under the hand"), "\(underTheHand)")
        player.update(key(.enter))  // let go at 60 %: it finishes
        player.run(0.05)
        let transition = try #require(player.window.activeTransition)
        #expect(!transition.isInteractive && !transition.transitionWasCancelled)
        var seen = [player.takeFraction]
        player.update(char("r"))
        #expect(transition.transitionWasCancelled, "sent back: the context knows")
        for _ in 0..<20 {
            player.update(.tick(Player.frameDuration))
            seen.append(player.takeFraction)
        }
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 }, "the percent falls: \(seen)")
        #expect(seen.last! < seen.first! - 0.05)
        player.run(2)
        #expect(player.window.activeTransition == nil && player.window.lastTransitionEnd?.cancelled == true)
        #expect(player.window.rootViewController?.presentedViewController == nil)
        #expect(player.takeFraction == 0)
    }

    /// With nothing running, `r` says so; the key hints offer `r` only when it turns something
    /// (not for the slide's present, though a property animator runs it).
    @Test func withNothingToTurnRSaysSo() throws {
        let player = Player(registry: Demos.registry(), demo: "slide", columns: 120, rows: 36)
        let hints = { TextSnapshot.lines(player.render())[35] }
        #expect(!hints().contains("r reverse"))
        player.update(char("r"))
        #expect(player.window.clock.diagnostics.last == "r: nothing is running to reverse.")
        player.update(key(.enter))
        player.run(0.1)
        #expect(player.window.firstPropertyAnimator { $0.state == .active } != nil)
        #expect(!hints().contains("r reverse"), "\(hints())")
    }
}
