//  TakeProgressTests.swift — FlipbookDemosTests
//  The HUD's percent is the transition's real progress in every mode: under the hand, after a
//  release, reversed, cancelled — not the time since the take began.

@testable import FlipbookDemos
@testable import FlipbookPlayer
import Foundation
import FlipbookKit
import FlipbookRender
import Testing

@Suite struct TakeProgressTests {
    /// The HUD's state line, e.g. "interactive · 30%  isInteractive yes …".
    private func stateLine(_ player: Player) -> String {
        TextSnapshot.lines(player.render()).first { $0.contains("State") } ?? ""
    }

    /// UIKit docs (UIPercentDrivenInteractiveTransition.percentComplete): the value last passed to
    /// update(_:). Until the hand moves, the transition stays at 0 whatever the clock does.
    @Test(arguments: ["slide", "pinterest", "nav-flip"])
    func underTheHandThePercentIsTheInteractionControllers(demo: String) throws {
        let player = Player(registry: Demos.registry(), demo: demo, columns: 120, rows: 36)
        player.update(char("i"))
        player.update(key(.enter))
        player.run(0.8)
        let driver = try #require(player.scene.percentDriver)
        #expect(driver.percentComplete == 0)
        #expect(player.takeFraction == 0, "the clock ran 0.8 s; the transition did not move")
        #expect(stateLine(player).contains("interactive · 0%"), "\(stateLine(player))")
        for _ in 0..<3 { player.update(key(.right, .shift)) }
        #expect(abs(Double(driver.percentComplete) - 0.3) < 1e-9)
        #expect(abs(player.takeFraction - 0.3) < 1e-9)
        #expect(stateLine(player).contains("interactive · 30%"), "\(stateLine(player))")
        // The JSON snapshot says the same.
        let json = try #require(try JSONSerialization.jsonObject(with: Data(player.inspectionJSON().utf8)) as? [String: Any])
        let take = try #require(json["take"] as? [String: Any])
        #expect(abs((take["progress"] as? Double ?? -1) - 0.3) < 1e-6)
    }

    @Test func afterAReleaseThePercentRunsOnToTheEndOrBack() throws {
        // Let go at 30 %, dragged slowly (1 % steps: no flick), a cancel: the percent falls to 0
        // and stays there once the transition ends.
        let cancelled = Player(registry: Demos.registry(), demo: "slide", columns: 120, rows: 36)
        cancelled.update(char("i"))
        cancelled.update(key(.enter))
        for _ in 0..<30 { cancelled.update(key(.right)) }
        cancelled.update(key(.enter))
        var seen: [Double] = []
        for _ in 0..<120 {
            cancelled.update(.tick(1.0 / 60))
            seen.append(cancelled.takeFraction)
        }
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 }, "never rises on the way back: \(seen)")
        #expect(cancelled.scene.window.activeTransition == nil)
        #expect(cancelled.takeFraction == 0, "ended where it began")

        // Let go at 70 %: it finishes, rising to 100 %.
        let finished = Player(registry: Demos.registry(), demo: "slide", columns: 120, rows: 36)
        finished.update(char("i"))
        finished.update(key(.enter))
        for _ in 0..<7 { finished.update(key(.right, .shift)) }
        finished.update(key(.enter))
        var rising: [Double] = []
        for _ in 0..<120 {
            finished.update(.tick(1.0 / 60))
            rising.append(finished.takeFraction)
        }
        #expect(zip(rising, rising.dropFirst()).allSatisfy { $1 >= $0 - 1e-9 }, "\(rising)")
        #expect(rising.first! >= 0.7 - 1e-9 && finished.takeFraction == 1)
    }

    /// UIKit docs (UIViewPropertyAnimator.isReversed): the animation runs back toward its start;
    /// fractionComplete falls with it.
    @Test func aReversedAnimatorsPercentFalls() throws {
        let player = Player(registry: Demos.registry(), demo: "square", columns: 120, rows: 36)
        player.update(key(.enter))
        player.run(0.6 * (player.take?.length ?? 1))
        let before = player.takeFraction
        #expect(before > 0.4 && before < 0.8)
        player.update(char("r"))
        var seen: [Double] = [before]
        for _ in 0..<30 {
            player.update(.tick(1.0 / 60))
            seen.append(player.takeFraction)
        }
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $1 <= $0 + 1e-9 }, "falls after r: \(seen)")
        #expect(seen.last! < before - 0.05)
        player.run(5)
        #expect(player.takeFraction == 0, "finished back at .start")
    }
}
