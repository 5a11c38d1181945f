//  TablePushDemoTests.swift — FlipbookDemosTests
//  The master list: a table of Auto Layout cells sized by their constraints; Enter (or a click)
//  pushes a detail whose header height constraint grows alongside the push, and the pop shrinks
//  it while the row's selection is cleared; goldens of both.

@testable import FlipbookDemos
@testable import FlipbookPlayer
@testable import FlipbookKit
import FlipbookTestSupport
import FlipbookTesting
import Testing

@Suite struct TablePushDemoTests {
    // A row is its constraints' height: 10 above and below the stack of the two labels (their
    // content heights and the 2-point spacing), which is taller than the 40-point swatch.
    @Test func rowsAreSizedByTheirCellsConstraints() throws {
        let player = makePlayer(TablePushDemo())
        let list = try #require(try player.navigation().topViewController as? DestinationsViewController)
        let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? PlaceCell)
        let stack = cell.nameLabel.intrinsicContentSize.height + 2 + cell.countryLabel.intrinsicContentSize.height
        expectClose(Double(list.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height), Double(stack) + 20,
                    tolerance: 1.0 / 3 + 1e-9)
        expectClose(Double(cell.swatch.frame.midY), Double(cell.contentView.bounds.midY), tolerance: 1.0 / 3 + 1e-9)
        #expect(cell.swatch.frame.size == CGSize(width: 40, height: 40))
    }

    @Test func aRowPushesADetailWhoseHeaderGrowsWithThePush() throws {
        let player = makePlayer(TablePushDemo())
        player.update(key(.down))
        player.update(key(.enter))
        #expect(player.take?.kind == .push, "Enter taps the row under the cursor, whose didSelectRowAt pushes")

        // The header's constraint animates alongside the push, on the push's own timing: half
        // way, its share of the 80 → 260 growth is the incoming view's share of its slide.
        player.scrub(toPercent: 50)
        let detail = try #require(try player.navigation().topViewController as? DestinationDetailViewController)
        #expect(detail.place.name == "Kyoto", "the second row, under the cursor moved down once")
        let height = Double(try #require(detail.header.layer.presentation()).bounds.height)
        let slide = Double(try #require(detail.view.layer.presentation()).position.x - detail.view.bounds.width / 2)
        let grown = (height - 80) / 180, slid = 1 - slide / Double(detail.view.bounds.width)
        #expect(grown > 0.05 && grown < 0.95, "mid-flight")
        expectClose(grown, slid, tolerance: 1e-6)
        expectTakeGoldens(player, prefix: "push")
        player.run(1)
        #expect(detail.header.frame.height == DestinationDetailViewController.expandedHeight)

        player.update(key(.escape))
        #expect(player.take?.kind == .pop)
        expectTakeGoldens(player, prefix: "pop")
        player.run(1)
        let list = try #require(try player.navigation().topViewController as? DestinationsViewController)
        #expect(list.tableView.indexPathForSelectedRow == nil, "UITableViewController clears the selection as it comes back")
        #expect(player.window.clock.diagnostics.isEmpty, "\(player.window.clock.diagnostics)")
    }
}
