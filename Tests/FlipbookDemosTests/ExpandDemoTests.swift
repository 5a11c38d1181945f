//  ExpandDemoTests.swift — FlipbookDemosTests
//  The App Store-style card: Enter opens it to full screen by its constraints' constants on a
//  spring, a stack view revealing its hidden rows in the same block; Esc closes it. Goldens of
//  both, and the frames mid-flight checked against one another.

@testable import FlipbookDemos
@testable import FlipbookPlayer
@testable import FlipbookKit
import FlipbookTestSupport
import FlipbookTesting
import Testing

@Suite struct ExpandDemoTests {
    @Test func theCardOpensByItsConstraintsAndItsRowsComeOutOfTheStack() throws {
        let player = makePlayer(ExpandDemo())
        let today = try #require(player.window.rootViewController as? TodayViewController)
        player.window.layoutIfNeeded()  // the first frame's layout pass
        #expect(today.card.frame == CGRect(x: 20, y: 120, width: 350, height: 400))
        #expect(today.card.rows.arrangedSubviews.allSatisfy { $0.isHidden })
        player.update(key(.enter))
        #expect(player.take != nil, "Enter opens the card")

        // Four constants animated by one spring animator: half way, the card's top, sides and height
        // have each come the same share of their way (each constraint's own frames, interpolated).
        // (A scrub may rebuild the scene: its controller is looked up afresh after one.)
        player.scrub(toPercent: 50)
        let opening = try #require(player.window.rootViewController as? TodayViewController)
        let card = try #require(opening.card.layer.presentation())
        let width = Double(card.bounds.width), height = Double(card.bounds.height)
        let top = Double(card.position.y) - height / 2
        let bounds = opening.view.bounds
        let share = (width - 350) / (Double(bounds.width) - 350)
        #expect(share > 0.2 && share < 1.2, "mid-flight: \(share)")
        expectClose((120 - top) / 120, share, tolerance: 1e-6, "the top")
        expectClose((height - 400) / (Double(bounds.height) - 400), share, tolerance: 1e-6, "the height")
        // The rows grow out of nothing as the stack view lays them out in the animations; none is
        // hidden while it grows.
        let row = try #require(opening.card.rows.arrangedSubviews.first)
        let rowHeight = Double(try #require(row.layer.presentation()).bounds.height)
        expectClose(rowHeight, share * Double(row.frame.height), tolerance: 1e-6, "the first row")
        #expect(!row.layer.isHidden)
        expectTakeGoldens(player, prefix: "open")
        player.run(1.5)
        let open = try #require(player.window.rootViewController as? TodayViewController)
        #expect(open.card.frame == bounds && open.card.layer.cornerRadius == 0)

        // Closing hides all four rows in one block: each row collapses from where it showed
        // open (one layout pass at the block's end, not one per row).
        let openRows = open.card.rows.arrangedSubviews.map(\.frame)
        player.update(key(.escape))
        player.scrub(toPercent: 0)
        let closing = try #require(player.window.rootViewController as? TodayViewController)
        for (row, frame) in zip(closing.card.rows.arrangedSubviews, openRows) {
            let shown = try #require(row.layer.presentation())
            expectClose(Double(shown.bounds.height), Double(frame.height), tolerance: 1e-9, "a row's height at 0 %")
            expectClose(Double(shown.position.y), Double(frame.midY), tolerance: 1e-9, "a row's place at 0 %")
        }
        expectTakeGoldens(player, prefix: "close")
        player.run(1.5)
        let closed = try #require(player.window.rootViewController as? TodayViewController)
        #expect(closed.card.frame == CGRect(x: 20, y: 120, width: 350, height: 400))
        #expect(closed.card.rows.arrangedSubviews.allSatisfy { $0.isHidden && $0.layer.isHidden }, "hidden when the collapse ends")
        #expect(player.window.clock.diagnostics.isEmpty, "\(player.window.clock.diagnostics)")
    }
}
