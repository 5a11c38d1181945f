//  PlayerInspectionTests.swift — FlipbookPlayerTests
//  The inspector's JSON: parsed back with JSONSerialization and checked against the scene.

@testable import FlipbookPlayer
import FlipbookKit
import FlipbookTestSupport
import Foundation
import Testing

@Suite struct PlayerInspectionTests {
    private func parse(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func aPausedFadeSaysWhatMovesWhereAndHowFast() throws {
        let player = Player(registry: DemoRegistry([FadeDemo()]), columns: 100, rows: 30)
        try player.pause(in: .present, atFraction: 0.4)
        let json = player.inspectionJSON()
        #expect(json == player.inspectionJSON(), "the same moment prints the same text")
        let object = try parse(json)
        #expect(object["schema"] as? String == "flipbook.snapshot/1")
        #expect(object["demo"] as? String == "fade" && object["mode"] as? String == "scrub")
        let take = try #require(object["take"] as? [String: Any])
        #expect(take["kind"] as? String == "present" && take["animator"] as? String == "OneSecondFade")
        #expect(take["presentationStyle"] as? String == ".fullScreen")
        expectClose(try #require(take["progress"] as? Double), 0.4, tolerance: 1e-6)
        let state = try #require(object["state"] as? [String: Any])
        let transition = try #require(state["transition"] as? [String: Any])
        #expect(transition["isInteractive"] as? Bool == false && transition["transitionWasCancelled"] as? Bool == false)
        #expect((object["diagnostics"] as? [String])?.isEmpty == true)

        // The one lane: the presented view's alpha, 0 → 1 in 1 s linearly (OneSecondFade), so at
        // 40 % it is 0.4 and moves at 1 per second.
        let lanes = try #require(object["lanes"] as? [[String: Any]])
        #expect(lanes.count == 1)
        let lane = try #require(lanes.first)
        #expect(lane["title"] as? String == "UIViewController.view.opacity" && lane["keyPath"] as? String == "opacity")
        #expect(lane["begin"] as? Double == 0 && lane["duration"] as? Double == 1)
        #expect(lane["curve"] as? String == "linear (0, 0, 1, 1)")
        func number(_ key: String) throws -> Double {
            let value = try #require(lane[key] as? [String: Any])
            #expect(value["kind"] as? String == "number")
            return try #require(value["value"] as? Double)
        }
        #expect(try number("from") == 0 && number("to") == 1)
        expectClose(try number("now"), 0.4, tolerance: 1e-6)
        expectClose(try number("velocity"), 1, tolerance: 1e-6)
        #expect(lane["text"] as? String == "0 → 1, now 0.4")

        // The view: presentation alpha 0.4, model alpha 1; the frame fills the 390 × 844 device.
        let views = try #require(object["views"] as? [[String: Any]])
        let view = try #require(views.first)
        #expect(views.count == 1 && view["name"] as? String == "UIViewController.view")
        let presentation = try #require(view["presentation"] as? [String: Any])
        let model = try #require(view["model"] as? [String: Any])
        expectClose(try #require(presentation["alpha"] as? Double), 0.4, tolerance: 1e-6)
        #expect(model["alpha"] as? Double == 1)
        let frame = try #require(presentation["frame"] as? [String: Any])
        #expect(frame["width"] as? Double == 390 && frame["height"] as? Double == 844 && frame["x"] as? Double == 0)
        #expect(presentation["backgroundColor"] as? String == "#FF0000FF", "the demo's red")
        let transform = try #require(presentation["transform"] as? [String: Any])
        #expect((transform["scale"] as? [String: Any])?["x"] as? Double == 1)
    }

    @Test func withNothingRunningTheTakeIsNullAndThereAreNoLanes() throws {
        let player = Player(registry: DemoRegistry([FadeDemo()]), columns: 100, rows: 30)
        let object = try parse(player.inspectionJSON())
        #expect(object["take"] is NSNull)
        #expect((object["lanes"] as? [Any])?.isEmpty == true && (object["views"] as? [Any])?.isEmpty == true)
        let state = try #require(object["state"] as? [String: Any])
        #expect(state["transition"] is NSNull && state["animator"] is NSNull)
    }

    @Test func aPropertyAnimatorsFlagsAreThere() throws {
        let player = Player(registry: DemoRegistry([SquareDemo()]), columns: 100, rows: 30)
        try player.pause(in: nil, atFraction: 0.25)
        let object = try parse(player.inspectionJSON())
        let animator = try #require((object["state"] as? [String: Any])?["animator"] as? [String: Any])
        #expect(animator["state"] as? String == "active" && animator["isReversed"] as? Bool == false)
        #expect((object["take"] as? [String: Any])?["kind"] as? String == "animation")
        // SquareDemo: center.x 25 → 365 in 2 s, linearly — at a quarter, 110, moving at 170 pt/s.
        let lane = try #require((object["lanes"] as? [[String: Any]])?.first)
        #expect(lane["keyPath"] as? String == "position" && lane["text"] as? String == "x 25 → 365, now 110")
        let velocity = try #require(lane["velocity"] as? [String: Any])
        expectClose(try #require(velocity["x"] as? Double), 170, tolerance: 1e-6)
        #expect(velocity["y"] as? Double == 0 && velocity["kind"] as? String == "point")
    }
}
