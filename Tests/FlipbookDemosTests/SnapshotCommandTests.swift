//  SnapshotCommandTests.swift — FlipbookDemosTests
//  `flipbook snapshot` (Player.pause(in:atFraction:)) shows the same frame as a user who
//  presses the keys and scrubs there — the demo goldens, which were taken with the keys.

import Foundation
@testable import FlipbookDemos
@testable import FlipbookPlayer
import FlipbookKit
import FlipbookRender
import FlipbookTesting
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
        #expect(player.take?.kind == .push && player.mode == .scrub)
        #expect(abs((player.takeTimeFraction ?? 0) - 0.4) < 1e-9)
    }
}

/// FlipbookTesting, the product users snapshot-test their own transitions with.
@Suite struct FlipbookTestingTests {
    @Test func transitionFramesAreTheFramesTheKeysReach() throws {
        // CardDemoTests took its goldens by pressing the keys; the library must give the same frames.
        let cardTests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("CardDemoTests.swift").path
        for (transition, percent) in [(Player.SnapshotTransition.present, 50), (.dismiss, 75)] {
            let golden = GoldenFile(named: "\(transition.rawValue)-0\(percent)", besideTestFile: cardTests)
            let frame = try transitionFrame(CardDemo(), transition: transition, at: Double(percent), showing: .previewer)
            #expect(golden.check(frame, mode: .none) == .matches, "\(transition) at \(percent) %")
            // The device alone, as tall as the previewer's device, is that device area, cell for cell.
            let area = PlayerLayout(columns: 100, rows: 30, scene: UIWindow.iPhoneScreenSize, blitter: .halfBlock).device
            let device = try transitionFrame(CardDemo(), transition: transition, at: Double(percent), rows: area.rows)
            let inside = Self.characters(frame)[area.row..<area.maxRow].map { String(Array($0)[area.column..<area.maxColumn]) }
            #expect(Self.characters(device) == Array(inside), "\(transition) at \(percent) %: the device alone")
        }
    }

    /// A golden's character rows, without their `|` frame.
    static func characters(_ golden: String) -> [String] {
        golden.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.hasPrefix("--") }
            .map { String($0.dropFirst().dropLast()) }
    }

    @Test func goldensAreRecordedOnlyWhenAskedAndThenCompared() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = GoldenFile(named: "frame", besideTestFile: folder.appendingPathComponent("MyTests.swift").path)
        #expect(golden.url.path.hasSuffix("__Snapshots__/MyTests/frame.txt"))
        #expect(golden.check("a\nb", mode: .none) == .missing)
        #expect(!FileManager.default.fileExists(atPath: golden.url.path), "nothing written unasked")
        #expect(golden.check("a\nb", mode: .missing) == .recorded)
        #expect(golden.check("a\nb", mode: .missing) == .matches, "an existing golden is compared, not rewritten")
        #expect(golden.check("a\nc", mode: .none) == .differs("line 2:\n  expected b\n  actual   c"))
        #expect(golden.check("a\nc", mode: .all) == .recorded)
        #expect(try String(contentsOf: golden.url, encoding: .utf8) == "a\nc")
    }

    /// A percent outside 0…100 is refused as `--at` refuses it — an issue names it — and no
    /// golden is written, whatever FLIPBOOK_RECORD says (`range--10.txt` was recorded).
    @Test(arguments: [-10, 150, Int.max, Int.min])
    func aPercentOutsideZeroToAHundredIsRefusedAndNothingWritten(percent: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let testFile = folder.appendingPathComponent("MyTests.swift").path
        withKnownIssue("text goldens at \(percent) %") {
            expectTransitionSnapshots(SlideDemo(), at: [50, percent], named: "range", filePath: testFile)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("percentages from 0 to 100, as --at does (got \(percent))") }
        }
        withKnownIssue("pixel goldens at \(percent) %") {
            expectTransitionSnapshots(SlideDemo(), at: [50, percent], named: "range", as: .image(scale: 1), filePath: testFile)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("percentages from 0 to 100, as --at does (got \(percent))") }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("__Snapshots__").path), "nothing written")
    }

    /// A golden that is there but is not UTF-8 text is an error naming it, never a missing one:
    /// FLIPBOOK_RECORD=missing leaves it as it is, only `all` rewrites it.
    @Test func anUnreadableGoldenIsAnErrorAndNotRecordedOver() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flipbook-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = GoldenFile(named: "frame", besideTestFile: folder.appendingPathComponent("MyTests.swift").path)
        try FileManager.default.createDirectory(at: golden.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let damaged = Data([0x61, 0x0A, 0xFF, 0x62])  // "a\n", a byte no UTF-8 has, "b"
        try damaged.write(to: golden.url)
        for mode in [GoldenRecordMode.none, .missing] {
            let outcome = golden.check("a\nb", mode: mode)
            #expect(outcome == .unreadable("it is not UTF-8 text (byte 2, 0xFF)"), "\(mode)")
            #expect(try Data(contentsOf: golden.url) == damaged, "FLIPBOOK_RECORD=\(mode) left it as it was")
            let message = try #require(golden.message(for: outcome, actual: "a\nb"))
            #expect(message.hasPrefix("Golden \(golden.url.path) cannot be read (it is not UTF-8 text (byte 2, 0xFF))"))
            #expect(message.contains("FLIPBOOK_RECORD=all"))
        }
        #expect(golden.check("a\nb", mode: .all) == .recorded)
        #expect(golden.check("a\nb", mode: .none) == .matches)
    }
}
