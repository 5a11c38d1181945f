//  SnapshotCommandTests.swift — FlipbookDemosTests
//  `flipbook snapshot` (Player.pause(in:atFraction:)) shows the same frame as a user who
//  presses the keys and scrubs there — the demo goldens, which were taken with the keys.

import Foundation
@testable import FlipbookDemos
@testable import FlipbookPlayer
import FlipbookRender
import Testing

@Suite struct SnapshotCommandTests {
    private func golden(_ folder: String, _ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/\(folder)/\(name).txt")
        return try String(contentsOf: url, encoding: .utf8)
    }

    private func snapshot(_ demo: Demo, _ transition: Player.SnapshotTransition?, _ fraction: Double) throws -> String {
        let player = makePlayer(demo)
        try player.pause(in: transition, atFraction: fraction)
        return player.goldenText
    }

    @Test(arguments: [("present", 0.5, "slide-present-050"), ("dismiss", 0.25, "slide-dismiss-025"), ("dismiss", 1.0, "slide-dismiss-100")])
    func theSlideDemoMatchesItsKeyDrivenGoldens(transition: String, fraction: Double, file: String) throws {
        let expected = try golden("SlideDemoTests", file)
        let actual = try snapshot(SlideDemo(), Player.SnapshotTransition(rawValue: transition), fraction)
        #expect(actual.trimmingCharacters(in: .newlines) == expected.trimmingCharacters(in: .newlines))
    }

    @Test func aTransitionTheDemoDoesNotHaveIsRefusedWithWhatItHas() {
        #expect(throws: Player.SnapshotError(description:
            "The demo 'slide' has no push transition (its keys start a present). Try --transition present.")) {
            _ = try snapshot(SlideDemo(), .push, 0.5)
        }
        #expect(throws: Player.SnapshotError.self) { _ = try snapshot(SquareDemo(), .pop, 0.5) }
    }

    @Test func withoutATransitionItTakesWhatEnterStarts() throws {
        let player = makePlayer(NavFadeDemo())
        try player.pause(in: nil, atFraction: 0.4)
        #expect(player.take?.kind == "push" && player.mode == .scrub)
        #expect(abs((player.takeFraction ?? 0) - 0.4) < 1e-9)
    }
}
