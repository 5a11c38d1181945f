//  FlipCardDemoTests.swift — FlipbookDemosTests
//  The card flip: the face towards the viewer shows and the other is hidden (single-sided layers,
//  culled once turned past a quarter turn), each face drawn from two snapshot slices; goldens.

@testable import FlipbookDemos
@testable import FlipbookPlayer
@testable import FlipbookKit
@testable import FlipbookGraphics
import FlipbookTestSupport
import FlipbookTesting
import Testing

@Suite struct FlipCardDemoTests {
    /// The pictures drawn now, by name: "night" (the front's), "rainbow" (the back's) or "other".
    private func pictures(_ player: Player) -> [String] {
        let night = UIImage(named: "night")?.image, rainbow = UIImage(named: "rainbow")?.image
        return player.window.displayList().items.compactMap {
            guard case .image(let image, _) = $0.content else { return nil }
            return image == night ? "night" : image == rainbow ? "rainbow" : "other"
        }
    }

    @Test func theCardTurnsOverShowingOnlyTheFaceTowardsTheViewer() throws {
        let player = makePlayer(FlipCardDemo())
        player.update(key(.enter))
        #expect(player.take?.kind == .present)
        // Core Animation docs, isDoubleSided: "When this property is false, the layer is hidden when
        // it faces away from the viewer". The turn eases in and out over 0.8 s: a quarter turn at
        // the middle, so before it the front shows (as two slices, each a whole copy cut in half)
        // and after it the back.
        player.scrub(toPercent: 30)
        #expect(pictures(player) == ["night", "night"])
        player.scrub(toPercent: 70)
        #expect(pictures(player) == ["rainbow", "rainbow"])
        expectTakeGoldens(player, prefix: "present")
        player.run(1)
        #expect(pictures(player) == ["rainbow"], "once over, the back card itself, not its slices")

        player.update(key(.escape))
        #expect(player.take?.kind == .dismiss)
        expectTakeGoldens(player, prefix: "dismiss")
        player.run(1)
        #expect(pictures(player) == ["night"])
        #expect(player.window.clock.diagnostics.isEmpty)
    }
}
