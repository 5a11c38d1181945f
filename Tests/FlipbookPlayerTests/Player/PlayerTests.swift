//  PlayerTests.swift — FlipbookPlayerTests
//  The player driven by events, as the terminal, a script or a test would.

@testable import FlipbookPlayer
import FlipbookKit
import FlipbookRender
import FlipbookTestSupport
import Testing

private func key(_ code: KeyCode, _ modifiers: KeyModifiers = []) -> PlayerEvent { .key(Key(code, modifiers: modifiers)) }
private func char(_ c: Character) -> PlayerEvent { .key(.character(c)) }

/// Opacity of the presented controller's view as shown now, if there is one.
private func presentedOpacity(_ player: Player) -> Double? {
    guard let presented = player.scene.window.rootViewController?.presentedViewController else { return nil }
    return Double(presented.view.layer.presentation()?.opacity ?? -1)
}

@Suite struct PlayerTests {
    private func player(_ demos: [Demo] = [FadeDemo(), SquareDemo()]) -> Player {
        Player(registry: DemoRegistry(demos), columns: 120, rows: 36)
    }

    @Test func enterPresentsAndTicksRunTheTransition() throws {
        let p = player()
        p.update(key(.enter))
        let take = try #require(p.take)
        #expect(take.kind == .present && take.animatorName == "OneSecondFade" && take.style == ".fullScreen")
        expectClose(take.length, 1, tolerance: 1.0 / 60 + 1e-9)
        #expect(p.isAnimating)
        p.update(.tick(0.5))
        expectClose(presentedOpacity(p) ?? -1, 0.5, tolerance: 1e-6)
        p.update(.tick(0.6))
        #expect(p.scene.window.activeTransition == nil)
        #expect(!p.isAnimating)
    }

    @Test func scrubbingToHalfShowsTheSameFrameAsPlayingToHalf() throws {
        let scrubbed = player()
        scrubbed.update(key(.enter))
        scrubbed.update(.tick(2))  // past the end
        scrubbed.update(char(" "))
        #expect(scrubbed.mode == .scrub)
        scrubbed.update(key(.home))
        #expect(scrubbed.sceneTime == 0)
        for _ in 0..<50 { scrubbed.update(key(.right)) }
        let take = try #require(scrubbed.take)
        expectClose(take.fraction(at: scrubbed.sceneTime), 0.5, tolerance: 1e-9)

        let played = player()
        played.update(key(.enter))
        played.update(.tick(scrubbed.sceneTime))
        // The device shows the same frame (the HUD differs: one is paused, the other live).
        let device = PlayerLayout(columns: 120, rows: 36, scene: scrubbed.scene.window.bounds.size, blitter: .halfBlock).device
        let a = scrubbed.render(), b = played.render()
        var same = true
        for row in device.row..<device.maxRow { for column in device.column..<device.maxColumn where a[column, row] != b[column, row] { same = false } }
        #expect(same, "scrubbing back past the completed transition replays it exactly")
        expectClose(presentedOpacity(scrubbed) ?? -1, scrubbed.sceneTime, tolerance: 1e-6)
    }

    @Test func bigStepsFramesAndEnd() throws {
        let p = player()
        p.update(key(.enter))
        p.update(char(" "))
        p.update(key(.right, .shift))
        let take = try #require(p.take)
        expectClose(take.fraction(at: p.sceneTime), 0.1, tolerance: 1e-9)
        p.update(key(.pageDown))
        expectClose(take.fraction(at: p.sceneTime), 0.2, tolerance: 1e-9)
        p.update(char("."))
        expectClose(p.sceneTime, take.time(at: 0.2) + 1.0 / 60, tolerance: 1e-9)
        p.update(key(.end))
        #expect(p.sceneTime == take.end)
        p.update(.tick(5))
        #expect(p.sceneTime == take.end, "a paused player's clock does not run")
        p.update(char(" "))
        #expect(p.mode == .live)
    }

    @Test func interactiveDragThenLetGoCancelsOrFinishes() {
        for (steps, finishes) in [(30, false), (70, true)] {
            let p = player()
            p.update(char("i"))
            #expect(p.mode == .interactive)
            p.update(key(.enter))
            #expect(p.scene.window.activeTransition?.isInteractive == true)
            for _ in 0..<steps { p.update(key(.right)) }
            expectClose(presentedOpacity(p) ?? -1, Double(steps) / 100, tolerance: 1e-6)
            p.update(.tick(3))
            expectClose(presentedOpacity(p) ?? -1, Double(steps) / 100, tolerance: 1e-6, "held while dragging")
            p.update(key(.enter))
            p.update(.tick(2))
            let presented = p.scene.window.rootViewController?.presentedViewController != nil
            #expect(presented == finishes, "\(steps)% then let go")
            #expect(p.scene.window.activeTransition == nil)
        }
    }

    @Test func aForwardFlickFinishesBeforeHalfWay() {
        let p = player()
        p.update(char("i"))
        p.update(key(.enter))
        for _ in 0..<3 { p.update(key(.right, .shift)) }  // 30 %, the last step a flick forward
        p.update(key(.enter))
        p.update(.tick(2))
        #expect(p.scene.window.rootViewController?.presentedViewController != nil)
    }

    @Test func reverseTurnsARunningPropertyAnimatorBack() throws {
        let p = player([SquareDemo()])
        p.update(key(.enter))
        p.update(.tick(1))
        let square = try #require(p.scene.window.rootViewController?.view.subviews.first)
        expectClose(Double(square.layer.presentation()!.position.x), 25 + 170, tolerance: 1e-6)
        p.update(char("r"))
        #expect(p.scene.window.propertyAnimators.first?.isReversed == true)
        p.update(.tick(0.5))
        expectClose(Double(square.layer.presentation()!.position.x), 25 + 170 - 85, tolerance: 1e-6)
    }

    @Test func speedStepsThroughSlowMotionAndFastForward() {
        let p = player()
        p.update(char("["))
        p.update(char("["))
        #expect(p.speed == 0.25)
        p.update(key(.enter))
        p.update(.tick(1))
        expectClose(presentedOpacity(p) ?? -1, 0.25, tolerance: 1e-6)
        for _ in 0..<10 { p.update(char("]")) }
        #expect(p.speed == 4)
    }

    @Test func demosSwitchByKeyAndStartAfresh() {
        let p = player()
        p.update(key(.enter))
        p.update(char("n"))
        #expect(p.demo.name == "square" && p.take == nil && p.sceneTime == 0)
        p.update(key(.tab))
        #expect(p.demo.name == "fade")
        p.update(char("2"))
        #expect(p.demo.name == "square")
        p.update(char("p"))
        #expect(p.demo.name == "fade")
    }

    @Test func theFrameFollowsResizesAndKeepsTheTransition() {
        let p = player()
        p.update(key(.enter))
        p.update(.tick(0.4))
        p.update(.resize(columns: 70, rows: 24))
        let frame = p.render()
        #expect(frame.width == 70 && frame.height == 24)
        expectClose(presentedOpacity(p) ?? -1, 0.4, tolerance: 1e-6)
        let text = TextSnapshot.lines(frame).joined(separator: "\n")
        #expect(text.contains("present · OneSecondFade"), "a narrow terminal shows the status line")
    }

    @Test func helpOverlayOpensAndCloses() {
        let p = player()
        p.update(char("?"))
        #expect(p.showsHelp)
        #expect(TextSnapshot.lines(p.render()).contains { $0.contains("Keys") })
        p.update(key(.escape))
        #expect(!p.showsHelp)
    }

    @Test func aTooSmallTerminalSaysHowBigItMustBe() {
        let p = player()
        p.update(.resize(columns: 30, rows: 10))
        let text = TextSnapshot.lines(p.render()).joined(separator: "\n")
        #expect(text.contains("at least 40×12 cells"))
        #expect(text.contains("this one is 30×10"))
        p.update(.resize(columns: 120, rows: 36))
        #expect(!TextSnapshot.lines(p.render()).joined().contains("at least"))
    }

    @Test func clickingTheTimelineScrubs() throws {
        let p = player()
        p.update(key(.enter))
        p.update(.tick(2))
        let layout = PlayerLayout(columns: 120, rows: 36, scene: p.scene.window.bounds.size, blitter: .halfBlock)
        let bar = try #require(layout.timelineBar)
        p.update(.mouse(MouseEvent(.press, column: bar.column + (bar.columns - 1) / 4, row: bar.row)))
        #expect(p.mode == .scrub)
        let take = try #require(p.take)
        expectClose(take.fraction(at: p.sceneTime), Double((bar.columns - 1) / 4) / Double(bar.columns - 1), tolerance: 1e-9)
    }

    @Test func quitting() {
        #expect(player().update(char("q")) == .quit)
    }
}
