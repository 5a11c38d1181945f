//  SheetDemoTests.swift — FlipbookDemosTests
//  The system sheet driven by a finger as the previewer's mouse drives it: presented at its
//  medium detent, dragged up to the large one (the gallery pushed back), swiped down and away;
//  goldens of the presentation and of the sheet at the large detent.

@testable import FlipbookDemos
@testable import FlipbookPlayer
@testable import FlipbookKit
import FlipbookTestSupport
import FlipbookTesting
import Testing

@Suite struct SheetDemoTests {
    private func gallery(_ player: Player) throws -> GalleryViewController {
        try #require(player.window.rootViewController as? GalleryViewController)
    }

    /// A finger moved from `y` by `distance` over `seconds` in frame-sized steps, then lifted.
    private func drag(_ player: Player, fromY y: Double, by distance: Double, over seconds: Double) {
        player.update(.touch(.down, x: 195, y: y, finger: 0))
        let frames = Int((seconds / Player.frameDuration).rounded())
        for i in 1...frames {
            player.update(.tick(Player.frameDuration))
            player.update(.touch(.move, x: 195, y: y + distance * Double(i) / Double(frames), finger: 0))
        }
        player.update(.touch(.up, x: 195, y: y + distance, finger: 0))
    }

    @Test func theSheetRisesToMediumGoesLargeWhenDraggedUpAndAwayWhenSwipedDown() throws {
        let player = makePlayer(SheetDemo())
        player.update(key(.enter))
        // UIKit: the default style resolves to a page sheet, presented by the system's slide.
        #expect(player.take?.kind == .present && player.take?.style == ".pageSheet")
        expectTakeGoldens(player, prefix: "present")
        player.run(1)
        let filters = try #require(try gallery(player).presentedViewController as? FiltersViewController)
        #expect(filters.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422), "the medium detent: half the screen")

        // Up by 300 pt: nearer the large detent, where it settles, pushing the gallery back.
        drag(player, fromY: 600, by: -300, over: 0.4)
        player.run(1)
        #expect(try gallery(player).detentChanges == ["large"])
        #expect(filters.view.frame.minY == 57 && player.window.rootViewController?.view.frame.minY == 47)
        expectGolden(player.goldenText, named: "large")

        // Down and away with a flick.
        drag(player, fromY: 200, by: 500, over: 0.3)
        player.run(1)
        #expect(try gallery(player).presentedViewController == nil && gallery(player).swipedAway == 1)
        #expect(player.window.rootViewController?.view.transform == .identity)
        #expect(player.window.clock.diagnostics.isEmpty)
    }
}
