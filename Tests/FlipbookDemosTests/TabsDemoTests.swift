//  TabsDemoTests.swift — FlipbookDemosTests
//  The tabs demo driven as the previewer drives it: Enter slides to the next tab, a click on the
//  bar selects a tab, and a drag from the device's right edge slides the tabs by hand — back
//  when let go early, on when dragged far; goldens of the slide and of the drag.

@testable import FlipbookDemos
@testable import FlipbookPlayer
@testable import FlipbookKit
import FlipbookTestSupport
import FlipbookTesting
import Testing

@Suite struct TabsDemoTests {
    private func tabs(_ player: Player) throws -> UITabBarController {
        try #require(player.window.rootViewController as? UITabBarController)
    }

    /// A finger from (x, 400) moved by `dx` over `seconds` in frame-sized steps (not lifted).
    private func drag(_ player: Player, fromX x: Double, by dx: Double, over seconds: Double) {
        player.update(.touch(.down, x: x, y: 400, finger: 0))
        let frames = Int((seconds / Player.frameDuration).rounded())
        for i in 1...frames {
            player.update(.tick(Player.frameDuration))
            player.update(.touch(.move, x: x + dx * Double(i) / Double(frames), y: 400, finger: 0))
        }
    }

    @Test func enterSlidesAClickSelectsAndAnEdgeDragSlidesByHand() throws {
        let player = makePlayer(TabsDemo())
        player.update(key(.enter))
        #expect(player.take?.kind == .tab && player.take?.animatorName == "TabSlideAnimator")
        expectTakeGoldens(player, prefix: "next")
        player.run(1)
        #expect(try tabs(player).selectedIndex == 1)

        // A click on "Photos" in the bar (its slot is the first third, 49 pt tall above 34 pt).
        player.update(.tap(x: 65, y: 785))
        player.run(1)
        #expect(try tabs(player).selectedIndex == 0)

        // From the right edge, 120 pt to the left over 0.6 s, then held: under the hand, let go early.
        drag(player, fromX: 389, by: -120, over: 0.6)
        #expect(player.window.activeTransition?.operation == .tab && player.window.activeTransition?.isInteractive == true)
        let next = try #require(try tabs(player).viewControllers?[1].view)
        expectClose(Double(next.layer.presentation()!.affineTransform().tx), 390 - 120, tolerance: 1e-6, "the tab is under the finger")
        expectGolden(player.goldenText, named: "drag")
        player.run(0.3)
        player.update(.touch(.up, x: 269, y: 400, finger: 0))
        player.run(1)
        #expect(try tabs(player).selectedIndex == 0 && player.window.lastTransitionEnd?.cancelled == true)

        // Dragged past 40 %: on to the next tab.
        drag(player, fromX: 389, by: -250, over: 0.4)
        player.update(.touch(.up, x: 139, y: 400, finger: 0))
        player.run(1)
        #expect(try tabs(player).selectedIndex == 1 && player.window.clock.diagnostics.isEmpty)
    }

    /// The mouse, as the README says: a press in the device's outermost cells starts at its edge.
    /// From the rightmost cell, dragged left, the right-edge pan begins and slides the tabs by hand.
    @Test func aMouseDragFromTheRightmostCellSlidesTheTabsByHand() throws {
        let player = makePlayer(TabsDemo())
        let layout = PlayerLayout(columns: 100, rows: 30, scene: player.window.bounds.size, blitter: .halfBlock)
        let row = layout.device.row + layout.device.rows / 2
        let column = try #require((layout.device.column..<layout.device.maxColumn).last { layout.scenePoint(column: $0, row: row) != nil })
        player.update(.mouse(MouseEvent(.press, column: column, row: row)))
        for step in 1...6 {
            player.update(.tick(1.0 / 30))
            player.update(.mouse(MouseEvent(.drag, column: column - step, row: row)))
        }
        #expect(player.window.activeTransition?.operation == .tab && player.window.activeTransition?.isInteractive == true)
        player.update(.mouse(MouseEvent(.release, column: column - 6, row: row)))
        player.run(1)
        #expect(player.window.activeTransition == nil)
    }
}
