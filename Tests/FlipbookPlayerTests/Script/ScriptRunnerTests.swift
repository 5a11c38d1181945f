//  ScriptRunnerTests.swift — FlipbookPlayerTests
//  A script reaches the frames the same events reach by hand; the device is the scene's own.

import Foundation
import Testing
import FlipbookKit
import FlipbookRender
@testable import FlipbookPlayer

@Suite struct ScriptRunnerTests {
    private func player() -> Player {
        Player(registry: DemoRegistry([FadeDemo(), SquareDemo()]), columns: 120, rows: 36)
    }

    private func run(_ source: String, on player: Player) throws -> ScriptRunner {
        let script = try ScriptParser(fileName: "test.flip", demoNames: player.registry.names).parse(source)
        let runner = ScriptRunner(player: player, fileName: "test.flip")
        try runner.run(script)
        return runner
    }

    /// The independent truth is a second player driven by hand — keys, ticks, a click on the
    /// timeline — with the events a user's hand sends; both must show the same frame.
    @Test func aScriptReachesTheFrameTheSameHandReaches() throws {
        let scripted = player()
        _ = try run("""
            present
            wait 0.5
            scrub 30%
            speed 2
            """, on: scripted)

        let byHand = player()
        byHand.update(.key(Key(.enter)))
        for _ in 0..<30 { byHand.update(.tick(1.0 / 60)) }
        let layout = PlayerLayout(columns: 120, rows: 36, scene: byHand.scene.window.bounds.size, blitter: .halfBlock)
        let bar = try #require(layout.timelineBar)
        // 30% of the bar: a click on the column whose fraction is nearest; then scrub exactly.
        byHand.update(.mouse(MouseEvent(.press, column: bar.column + Int((0.3 * Double(bar.columns - 1)).rounded()), row: bar.row)))
        byHand.update(.scrub(toFraction: 0.3))
        byHand.update(.key(.character("]")))  // ×1 → ×2

        #expect(scripted.mode == .scrub && byHand.mode == .scrub)
        #expect(scripted.speed == 2 && byHand.speed == 2)
        #expect(scripted.sceneTime == byHand.sceneTime)
        #expect(scripted.render() == byHand.render())
    }

    @Test func dragAndReleaseActAsAPanGestureWould() throws {
        // UIKit docs (UIPercentDrivenInteractiveTransition): update(_:) sets percentComplete;
        // finish() and cancel() end the transition; a pan's end decides which by its velocity.
        let flicked = player()
        _ = try run("interactive\npresent\ndrag 30%\nrelease velocity 500\nwait 2", on: flicked)
        #expect(flicked.scene.window.rootViewController?.presentedViewController != nil, "a forward flick finishes before half-way")

        let dropped = player()
        _ = try run("interactive\npresent\ndrag 30%\nrelease\nwait 2", on: dropped)
        #expect(dropped.scene.window.rootViewController?.presentedViewController == nil, "let go before half-way: cancelled")

        let pastHalf = player()
        _ = try run("interactive\npresent\ndrag 70%\nrelease\nwait 2", on: pastHalf)
        #expect(pastHalf.scene.window.rootViewController?.presentedViewController != nil, "let go past half-way: finished")
    }

    @Test func theDeviceIsTheScenesOwnAndDoesNotOutliveIt() throws {
        let p = player()
        _ = try run("device 820x1180\npresent\nwait 1.1", on: p)
        let window = p.scene.window
        #expect(window.bounds.size == CGSize(width: 820, height: 1180))
        #expect(window.rootViewController?.view.frame == window.bounds)
        #expect(window.rootViewController?.presentedViewController?.view.frame == window.bounds, "presented full screen on that device")
        #expect(p.deviceSize == CGSize(width: 820, height: 1180))
        // Seeking back rebuilds the scene: on the same device.
        p.update(.scrub(toFraction: 0))
        #expect(p.scene.window.bounds.size == CGSize(width: 820, height: 1180))

        // Another player, and a window made without a size, are on an iPhone as before.
        #expect(player().scene.window.bounds.size == UIWindow.iPhoneScreenSize)
        #expect(UIWindow().bounds.size == UIWindow.iPhoneScreenSize)
    }

    @Test func aSnapshotLineHandsOverTheInspectorsJSONWithTheVelocityJumpsSeen() throws {
        let player = player()
        let script = try ScriptParser(fileName: "test.flip", demoNames: player.registry.names)
            .parse("demo square\nkey enter\nwait 0.5\nreverse\nwait 0.25\nsnapshot back")
        let runner = ScriptRunner(player: player, fileName: "test.flip")
        var written: [String: String] = [:]
        runner.onInspection = { name, json in written[name] = json }
        try runner.run(script)
        let json = try #require(written["back"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let jumps = try #require(object["velocityJumps"] as? [[String: Any]])
        // SquareDemo's animator: 25 → 365 pt in 2 s, linear, so 170 pt/s; reversed, −170 pt/s.
        #expect(jumps.count == 1)
        let jump = try #require(jumps.first)
        #expect(jump["cause"] as? String == "reversal" && jump["property"] as? String == "position.x" && jump["unit"] as? String == "pt/s")
        #expect(jump["from"] as? Double == 170 && jump["to"] as? Double == -170)
        #expect(runner.snapshotCount == 1)
    }
}
