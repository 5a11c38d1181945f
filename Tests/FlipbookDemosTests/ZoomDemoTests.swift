//  ZoomDemoTests.swift — FlipbookDemosTests
//  `zoom` (seed 003) through the player: goldens of the grow and the shrink, the hierarchy after
//  each, the highlight, and an interactive cancel.

@testable import FlipbookDemos
@testable import FlipbookPlayer
import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct ZoomDemoTests {
    private func grid(_ player: Player) throws -> Seed003.ViewController {
        try #require(player.window.rootViewController as? Seed003.ViewController)
    }

    @Test func goldensOfTheGrowAndTheShrink() throws {
        let player = makePlayer(ZoomDemo())
        player.update(key(.right))
        player.update(key(.right))
        player.update(key(.down))  // item 5: right column, second line (the hills)
        player.update(key(.enter))
        #expect(player.take?.kind == .present && player.take?.animatorName == "PresentAnimator")
        expectClose(player.take?.length ?? 0, 0.5, tolerance: Player.frameDuration + 1e-9)
        expectTakeGoldens(player, prefix: "present")
        player.resume()
        player.update(key(.escape))
        #expect(player.take?.kind == .dismiss && player.take?.animatorName == "DismisssAnimator")
        expectClose(player.take?.length ?? 0, 0.6, tolerance: Player.frameDuration + 1e-9)
        expectTakeGoldens(player, prefix: "dismiss")
    }

    @Test func theDetailGrowsFromTheHighlightedCellAndShrinksBackIntoIt() throws {
        let player = makePlayer(ZoomDemo())
        let grid = try grid(player)
        player.update(key(.down))
        player.update(key(.down))  // item 6
        let item = IndexPath(item: 6, section: 0)
        let cell = try #require(grid.collectionView.cellForItem(at: item) as? Seed003.FullImageCell)
        #expect(cell.layer.borderWidth == GridCursor.borderWidth)
        player.update(key(.enter))
        // Cells at x = 10, 140, 270 (justified), lines at y = 60, 220, 380, 540; the image inset 5 pt.
        let origin = CGRect(x: 15, y: 385, width: 100, height: 140)
        #expect(grid.presentAnimator.originFrame == origin && grid.dismissAnimator.originFrame == origin)
        let detail = try #require(grid.presentedViewController as? Seed003.DetailViewController)
        #expect(detail.imageView.image?.image == cell.imageview.image?.image, "the tapped cell's picture")
        expectClose(detail.view.layer.presentation()!.frame, origin, tolerance: 1e-6)
        player.run(1)
        #expect(player.window.activeTransition == nil)
        #expect(detail.view.frame == player.window.bounds && detail.view.transform == .identity)
        #expect(grid.collectionView.window == nil && detail.view.window === player.window)
        #expect(player.window.clock.diagnostics.isEmpty, "completeTransition once")

        player.update(key(.escape))
        #expect(grid.collectionView.indexPathsForSelectedItems == [], "a collection view controller clears it")
        player.run(1)
        #expect(player.window.activeTransition == nil)
        expectClose(detail.view.frame, origin, tolerance: 1e-9, "the seed leaves the detail shrunk onto the cell")
        #expect(detail.view.window == nil && grid.presentedViewController == nil)
        #expect(player.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(grid.collectionView)])
        #expect(cell.layer.borderWidth == GridCursor.borderWidth, "the highlight stays on the cell")
        #expect(player.window.clock.diagnostics.isEmpty)
    }

    // `flipbook snapshot zoom --at 50% --device 100x100` trapped (SIGILL) in the seed's
    // didSelectItemAt: on a 100×100 device the safe area leaves 19 pt, the highlighted first cell
    // lies below them, and `cellForItem(at:) as! FullImageCell` met nil. A tap now scrolls the
    // cell on screen first, as a finger must find it there.
    @Test func onATinyDeviceTheTapScrollsTheCellOnScreenAndTheDetailGrowsOutOfIt() throws {
        let player = Player(registry: DemoRegistry([ZoomDemo()]), deviceSize: CGSize(width: 100, height: 100),
                            columns: 100, rows: 30)
        try player.pause(in: .present, atFraction: 0.5)
        #expect(player.take?.kind == .present && player.take?.animatorName == "PresentAnimator")
        let grid = try grid(player)
        #expect(grid.presentedViewController is Seed003.DetailViewController)
        #expect(grid.collectionView.contentOffset.y > -grid.collectionView.adjustedContentInset.top, "scrolled to the cell")
        #expect(grid.presentAnimator.originFrame.intersects(player.window.bounds), "it grows out of a cell on screen")
        #expect(!player.diagnostics.contains { $0.contains("userDidTapItem") })
        #expect(!player.goldenText.isEmpty)
    }

    @Test func cancellingByHandShowsTheSeedsCompleteTransitionTrue() throws {
        // The seed's completion always passes true: after a cancel UIKit presents anyway.
        let player = makePlayer(ZoomDemo())
        dragAndLetGo(player, steps: 30)
        #expect(player.window.activeTransition == nil)
        #expect(player.window.clock.diagnostics.contains {
            $0.hasPrefix("completeTransition(true) was called after the transition was cancelled")
        })
        #expect(try grid(player).presentedViewController != nil)
    }
}
