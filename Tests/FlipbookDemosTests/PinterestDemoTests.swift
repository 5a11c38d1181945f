//  PinterestDemoTests.swift — FlipbookDemosTests
//  `pinterest` (seed 000) through the player: goldens of the zoom in and out, the hierarchy
//  after each, the seed's hiding and restoring of images, and an interactive cancel.

@testable import FlipbookDemos
@testable import FlipbookPlayer
import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct PinterestDemoTests {
    private func source(_ player: Player) throws -> Seed000.ViewController {
        try #require(player.window.rootViewController as? Seed000.ViewController)
    }

    private func cell(_ player: Player, _ item: Int) throws -> Seed000.ImageCollectionViewCell {
        try #require(try source(player).collectionView.cellForItem(at: IndexPath(item: item, section: 0))
            as? Seed000.ImageCollectionViewCell)
    }

    @Test func goldensOfTheZoomInAndOut() throws {
        let player = makePlayer(PinterestDemo())
        // Move the highlight to item 4 (middle of the second line): right, down.
        player.update(key(.right))
        player.update(key(.down))
        player.update(key(.enter))
        #expect(player.take?.kind == .present && player.take?.animatorName == "ImagePresentedAnimator")
        expectTakeGoldens(player, prefix: "present")
        player.resume()
        player.update(key(.escape))
        #expect(player.take?.kind == .dismiss && player.take?.animatorName == "ImageDismissedAnimator")
        expectTakeGoldens(player, prefix: "dismiss")
    }

    @Test func theArrowsMoveTheHighlightAndEnterTapsThatCell() throws {
        let player = makePlayer(PinterestDemo())
        #expect(try cell(player, 0).layer.borderWidth == GridCursor.borderWidth, "item 0 is highlighted at first")
        player.update(key(.right))
        player.update(key(.right))
        player.update(key(.right))  // stays in the last column
        player.update(key(.down))
        #expect(try cell(player, 5).layer.borderWidth == GridCursor.borderWidth)
        #expect(try cell(player, 0).layer.borderWidth == 0)
        #expect(try source(player).collectionView.indexPathsForSelectedItems == [], "moving does not select")
        player.update(key(.enter))
        #expect(try source(player).collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        let detail = try #require(try source(player).presentedViewController as? Seed000.DetailViewController)
        #expect(detail.imageToPresent.image == (try cell(player, 5)).imageView.image?.image, "odd items show image2")
    }

    @Test func presentingLeavesTheDetailOverTheSeedsViewsAndDismissingRestoresTheGrid() throws {
        let player = makePlayer(PinterestDemo())
        player.update(key(.down))  // item 3
        player.update(key(.enter))
        player.run(0.5)
        let source = try source(player)
        let detail = try #require(source.presentedViewController as? Seed000.DetailViewController)
        let picked = try cell(player, 3)
        #expect(player.window.activeTransition == nil)
        // The seed's completion ran once: the image handed over, the detail shown.
        #expect(detail.imageView.image?.image == picked.imageView.image?.image)
        #expect(detail.baseView.alpha == 1)
        let container = try #require(detail.baseView.superview)
        #expect(container.superview === player.window)
        #expect(container.subviews.count == 3 && container.subviews.last === detail.baseView,
                "the seed leaves its white background and wrapper under the detail")
        #expect(source.view.window == nil, "full screen: the grid left the window")
        #expect(player.window.clock.diagnostics.isEmpty, "completeTransition once, no misuse")

        // Dismiss with Esc (the Close button): right away the seed hides the cell's image (alpha 0,
        // scaled 1.1) and the detail's image (alpha 0), and shows the grid under the detail.
        player.update(key(.escape))
        #expect(picked.imageView.alpha == 1, "the model is at the keyframes' end at once")
        #expect(Double(picked.imageView.layer.presentation()!.opacity) < 0.01, "shown hidden as the dismissal starts")
        #expect(detail.imageView.alpha == 0)
        #expect(source.view.superview === container)
        player.run(0.5)
        #expect(player.window.activeTransition == nil)
        #expect(picked.imageView.alpha == 1 && picked.imageView.transform == .identity)
        #expect(Double(picked.imageView.layer.presentation()!.opacity) == 1, "the cell's image is back")
        #expect(detail.imageView.isHidden == false, "the seed 'restores' the detail image with isHidden")
        #expect(detail.imageView.alpha == 0, "… while it had hidden it with alpha, which stays 0")
        #expect(player.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(source.view)])
        #expect(source.view.frame == player.window.bounds)
        #expect(source.presentedViewController == nil && detail.view.window == nil)
        #expect(player.window.clock.diagnostics.isEmpty, "each completion called completeTransition once")
    }

    @Test func anInteractivePresentationLetGoBeforeHalfWayCancelsBackToTheGrid() throws {
        let player = makePlayer(PinterestDemo())
        dragAndLetGo(player, steps: 30)
        let source = try source(player)
        #expect(player.window.activeTransition == nil)
        #expect(source.presentedViewController == nil, "cancelled: nothing presented")
        #expect(source.view.window === player.window)
        #expect(player.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(source.view)],
                "the container and the seed's temporary views are gone")
        #expect(try cell(player, 0).imageView.alpha == 1)
        #expect(player.window.clock.diagnostics.isEmpty, "the seed passes !transitionWasCancelled")
    }

    @Test func clickingACellWithTheMouseTapsIt() throws {
        let player = makePlayer(PinterestDemo())
        let layout = PlayerLayout(columns: 100, rows: 30, scene: player.window.bounds.size, blitter: .halfBlock)
        // The middle of item 7 (column 1, line 2: x 134…254, y 280…400), as cells.
        var hit: (Int, Int)?
        for row in layout.device.row..<layout.device.maxRow {
            for column in layout.device.column..<layout.device.maxColumn {
                if let p = layout.scenePoint(column: column, row: row), p.x > 180, p.x < 210, p.y > 320, p.y < 360 {
                    hit = (column, row)
                }
            }
        }
        let (column, row) = try #require(hit)
        // UIKit selects a cell when the finger lifts on it: the press alone selects nothing.
        player.update(.mouse(MouseEvent(.press, column: column, row: row)))
        #expect(try source(player).collectionView.indexPathsForSelectedItems?.isEmpty != false)
        player.update(.mouse(MouseEvent(.release, column: column, row: row)))
        #expect(try source(player).collectionView.indexPathsForSelectedItems == [IndexPath(item: 7, section: 0)])
        #expect(try source(player).presentedViewController is Seed000.DetailViewController)
    }
}
