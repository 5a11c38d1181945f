//  SpareScenesTests.swift — FlipbookPlayerTests
//  The key that starts a take with many animations starts them on the live scene and the take's
//  probe only; the spares catch up where no frame shows it, and seeks back still show the take.

@testable import FlipbookPlayer
import FlipbookKit
import Testing

/// `count` 10-pt pieces, each moved and faded by its own `UIView.animate` with its own delay, all
/// started by Enter in one turn (a "shatter": 2 animations a piece, heavy past 500 pieces).
/// With `then`, the last piece's completion starts one more animation of that many seconds.
private func piecesDemo(count: Int, then: Double? = nil) -> TransitionDemo {
    TransitionDemo(name: "pieces", summary: "\(count) pieces flying apart") { window in
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let pieces = (0..<count).map { i -> UIView in
            let piece = UIView(frame: CGRect(x: CGFloat(i % 39) * 10, y: CGFloat(i / 39) * 10, width: 10, height: 10))
            piece.backgroundColor = .red
            root.view.addSubview(piece)
            return piece
        }
        return DemoScene(window: window, primaryActionName: "shatter", primaryAction: {
            for (i, piece) in pieces.enumerated() {
                // UIKit docs, animate(withDuration:delay:options:animations:completion:): "delay: the amount of
                // time (measured in seconds) to wait before beginning the animations".
                UIView.animate(withDuration: 0.5, delay: 0.2 * Double(i) / Double(count), options: [.curveEaseIn]) {
                    piece.center.y += 300
                    piece.alpha = 0
                } completion: { _ in
                    guard let then, i == count - 1 else { return }
                    UIView.animate(withDuration: then) { root.view.backgroundColor = .blue }
                }
            }
        }, backAction: {
            // A light take: one animation.
            UIView.animate(withDuration: 0.3) { root.view.backgroundColor = .green }
        })
    }
}

@Suite struct SpareScenesTests {
    /// Enter performs the action that starts 1 200 animations on the live scene, and on the probe
    /// that measures the take when its length is asked for (`take`), and on no other scene; the
    /// frames of the take replay it nowhere.
    /// Once nothing moves, updates that move nothing (`.tick(0)`, what the terminal sends while
    /// `hasBackgroundWork`) bring spares to the take's start, and seeks back show the take.
    @Test func aHeavyTakeIsStartedOnTheLiveSceneAndTheProbeOnly() throws {
        let player = Player(registry: DemoRegistry([piecesDemo(count: 600)]), columns: 80, rows: 24)
        player.update(.key(Key(.enter)))
        let take = try #require(player.take)
        #expect(player.log.last?.weight == 1_200, "each piece's position and opacity")
        #expect(player.spares.actionsReplayed == 1, "by the probe, and no other spare")

        var shown: [(time: Double, picture: DisplayList)] = []
        while player.isAnimating {
            player.update(.tick(Player.frameDuration))
            shown.append((player.sceneTime, player.scene.window.displayList()))
            #expect(player.spares.actionsReplayed == 1, "no frame of the take replays its start (at \(player.sceneTime) s)")
        }
        #expect(shown.count > 30)
        #expect(player.hasBackgroundWork, "the spares are still behind the take's start")
        var updates = 0
        while player.hasBackgroundWork, updates < 20 {
            player.update(.tick(0))
            updates += 1
        }
        #expect(!player.hasBackgroundWork && player.sceneTime == shown.last?.time, "done, and no time moved")
        #expect(player.spares.times.filter { $0 == take.start }.count >= SpareScenes.checkpointsWanted)
        #expect(player.spares.actionsReplayed <= 1 + SpareScenes.checkpointsWanted, "each spare performs the take's start once")

        // Paused, as the arrow keys leave it: each seek back takes a spare at the take's start, and
        // the update after it (paused: it shows no animation) builds the next.
        player.update(.key(.character(" ")))
        for (time, picture) in stride(from: shown.count - 4, through: 0, by: -9).map({ shown[$0] }) {
            let replayed = player.spares.actionsReplayed
            player.seek(to: time)
            #expect(player.scene.window.displayList() == picture, "seek back to \(time - take.start) s into the take")
            #expect(player.spares.actionsReplayed == replayed, "a seek back starts from a spare already at the take's start")
            player.update(.tick(0))
        }
    }

    /// A light action (a few animations) is replayed by the spares during the take's own frames:
    /// after the take's key, they reach its start while it plays, with no update that moves nothing.
    @Test func aLightTakeIsCaughtUpWithDuringItsFrames() throws {
        let player = Player(registry: DemoRegistry([piecesDemo(count: 20)]), columns: 80, rows: 24)
        player.update(.key(Key(.enter)))
        let take = try #require(player.take)
        while player.isAnimating { player.update(.tick(Player.frameDuration)) }
        #expect(!player.hasBackgroundWork)
        #expect(player.spares.times.filter { $0 == take.start }.count >= SpareScenes.checkpointsWanted)
    }

    /// A heavy action's take starts without its probe: its length is the clock's forecast, the
    /// latest end of what it started — here the last piece's, UIKit docs, animate(withDuration:
    /// delay:…): the animations begin after `delay` and last `duration` — while the take plays,
    /// and no frame replays it; the first update once the scene rests measures it, as a probe would.
    @Test func aHeavyTakeIsMeasuredOnceTheSceneRests() throws {
        let player = Player(registry: DemoRegistry([piecesDemo(count: 600)]), columns: 80, rows: 24)
        player.update(.key(Key(.enter)))
        let forecast = try #require(player.currentTake)
        #expect(forecast.isEstimate && player.hasBackgroundWork)
        #expect(abs(forecast.length - (0.2 * 599 / 600 + 0.5)) < 1e-9)
        #expect(player.spares.actionsReplayed == 0, "no probe yet")
        while player.isAnimating {
            player.update(.tick(Player.frameDuration))
            _ = player.render()
            #expect(player.spares.actionsReplayed == 0, "no frame probes the take (at \(player.sceneTime) s)")
        }
        #expect(player.currentTake?.isEstimate == true, "the frame that shows the end is not held up")
        player.update(.tick(0))
        let measured = try #require(player.currentTake)
        #expect(!measured.isEstimate && player.spares.actionsReplayed == 1)
        #expect(measured.length >= forecast.length && measured.length - forecast.length <= Player.takeResolution)

        // Asked for at once, the same take is measured then, to the same length.
        let asked = Player(registry: DemoRegistry([piecesDemo(count: 600)]), columns: 80, rows: 24)
        asked.update(.key(Key(.enter)))
        #expect(asked.take == measured && asked.spares.actionsReplayed == 1)
    }

    /// A forecast cannot see what a completion block will start: the take still running past it
    /// is measured then, and its length takes in what the completion started.
    @Test func aHeavyTakeRunningPastItsForecastIsMeasuredThen() throws {
        let player = Player(registry: DemoRegistry([piecesDemo(count: 600, then: 0.4)]), columns: 80, rows: 24)
        player.update(.key(Key(.enter)))
        let forecast = try #require(player.currentTake)
        #expect(forecast.isEstimate)
        while player.sceneTime <= forecast.end { player.update(.tick(Player.frameDuration)) }
        let measured = try #require(player.currentTake)
        #expect(!measured.isEstimate && player.isAnimating, "measured as soon as it ran past, still moving")
        #expect(abs(measured.length - (forecast.length + 0.4)) <= Player.takeResolution)
    }

    /// After a heavy take, the spares kept at its start hold its thousands of animations: brought
    /// up to a light take begun later, each would run through all their starts and stops. The
    /// light take's frames leave them be; the updates once it rests bring them up, and seeks
    /// back into the light take show what its frames showed.
    @Test func sparesHoldingAHeavyTakeWaitForTheSceneToRest() throws {
        let player = Player(registry: DemoRegistry([piecesDemo(count: 600)]), columns: 80, rows: 24)
        player.update(.key(Key(.enter)))
        while player.isAnimating { player.update(.tick(Player.frameDuration)) }
        var updates = 0
        while player.hasBackgroundWork, updates < 20 {
            player.update(.tick(0))
            updates += 1
        }
        #expect(!player.hasBackgroundWork)

        player.update(.key(Key(.escape)))
        let light = try #require(player.take)
        #expect(light.kind == .animation && !light.isEstimate && player.log.last?.weight == 1)
        let replayed = player.spares.actionsReplayed
        var shown: [(time: Double, picture: DisplayList)] = []
        while player.isAnimating {
            player.update(.tick(Player.frameDuration))
            shown.append((player.sceneTime, player.scene.window.displayList()))
            #expect(player.spares.actionsReplayed == replayed, "no frame runs a spare through the heavy take (at \(player.sceneTime) s)")
        }
        updates = 0
        while player.hasBackgroundWork, updates < 20 {
            player.update(.tick(0))
            updates += 1
        }
        #expect(!player.hasBackgroundWork && player.spares.actionsReplayed > replayed)
        player.update(.key(.character(" ")))
        for (time, picture) in [shown[0], shown[shown.count / 2]] {
            player.seek(to: time)
            #expect(player.scene.window.displayList() == picture, "seek back to \(time - light.start) s into the light take")
        }
    }
}
