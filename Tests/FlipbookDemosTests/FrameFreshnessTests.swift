//  FrameFreshnessTests.swift — FlipbookDemosTests
//  Nothing stale survives a frame: each frame drawn over the last equals the same state drawn
//  into a blank buffer, and the bytes sent for it leave a terminal showing exactly it.

@testable import FlipbookDemos
@testable import FlipbookPlayer
import FlipbookRender
import Testing

@Suite struct FrameFreshnessTests {
    @Test(arguments: ["pinterest", "nav-flip", "square", "slide", "drop"])
    func everyFrameEqualsAFreshRenderOfItsState(demo: String) throws {
        let player = Player(registry: Demos.registry(), demo: demo, columns: 160, rows: 48)
        var reused = CellBuffer(width: 0, height: 0)
        player.render(into: &reused)
        player.update(.key(Key(.enter)))
        for frame in 0..<150 {
            player.update(.tick(1.0 / 60))
            player.render(into: &reused)
            var fresh = CellBuffer(width: 0, height: 0)
            player.render(into: &fresh)
            guard reused == fresh else {
                let diff = zip(TextSnapshot.lines(reused), TextSnapshot.lines(fresh)).enumerated().first { $0.element.0 != $0.element.1 }
                Issue.record("frame \(frame): row \(diff?.offset ?? -1) differs:\n\(diff?.element.0 ?? "")\n\(diff?.element.1 ?? "")")
                return
            }
        }
    }

    @Test(arguments: ["pinterest", "nav-fade", "square", "drop"])
    func theLastTakesCurveAndLanesStayOnceItEnds(demo: String) throws {
        let player = Player(registry: Demos.registry(), demo: demo, columns: 160, rows: 48)
        player.update(.key(Key(.enter)))
        let length = try #require(player.take?.length)
        for _ in 0..<Int((length + 1) * 60) { player.update(.tick(1.0 / 60)) }
        #expect(player.scene.window.activeTransition == nil && !player.scene.window.clock.hasRunningAnimations, "the take is over")
        let text = TextSnapshot.lines(player.render()).joined(separator: "\n")
        #expect(text.contains("Lanes") && text.contains("Curve"), "\(text)")

        // However the end was reached — scrubbed to from the middle, or at once — it looks the same.
        player.update(.scrub(toFraction: 0.5))
        player.update(.scrub(toFraction: 1))
        let direct = Player(registry: Demos.registry(), demo: demo, columns: 160, rows: 48)
        direct.update(.key(Key(.enter)))
        direct.update(.scrub(toFraction: 1))
        #expect(player.sceneTime == direct.sceneTime)
        #expect(TextSnapshot.lines(player.render()) == TextSnapshot.lines(direct.render()))
    }
}
