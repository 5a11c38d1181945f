//  TouchTests.swift — FlipbookPlayerTests
//  The mouse on the device is a finger: pressed, dragged and released, it reaches the scene's
//  gesture recognizers in scene points and media time; a script's pan goes frame by frame.

@testable import FlipbookKit
@testable import FlipbookPlayer
import FlipbookRender
import Testing

/// A screen whose pan recognizer logs each state with the translation, at the scene's time.
private final class PanLog {
    var entries: [String] = []
}

private func panDemo(_ log: PanLog) -> Demo {
    TransitionDemo(name: "pan", summary: "A pan recognizer") { window in
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let pan = UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            let t = pan.translation(in: root.view)
            log.entries.append("\(UIGestureRecognizer.State.name(pan.state)) \(Int(t.x.rounded())),\(Int(t.y.rounded()))")
        }
        root.view.addGestureRecognizer(pan)
        return DemoScene(window: window, primaryAction: nil, backAction: nil)
    }
}

private extension UIGestureRecognizer.State {
    static func name(_ state: Self) -> String { ["possible", "began", "changed", "ended", "cancelled", "failed"][state.rawValue] }
}

@Suite struct TouchTests {
    @Test func aMouseDragOnTheDeviceIsAPanInScenePoints() throws {
        let log = PanLog()
        let player = Player(registry: DemoRegistry([panDemo(log)]), columns: 100, rows: 30)
        let layout = PlayerLayout(columns: 100, rows: 30, scene: player.scene.window.bounds.size, blitter: .halfBlock)
        let column = layout.device.column + layout.device.columns / 2, row = layout.device.row + 5
        let start = try #require(layout.scenePoint(column: column, row: row))
        let end = try #require(layout.scenePoint(column: column, row: row + 10))
        player.update(.mouse(MouseEvent(.press, column: column, row: row)))
        player.update(.tick(0.05))
        player.update(.mouse(MouseEvent(.drag, column: column, row: row + 5)))
        player.update(.tick(0.05))
        player.update(.mouse(MouseEvent(.drag, column: column, row: row + 10)))
        player.update(.mouse(MouseEvent(.release, column: column, row: row + 10)))
        let dy = Int((end.y - start.y).rounded())
        #expect(log.entries.first?.hasPrefix("began 0,") == true)
        #expect(log.entries.last == "ended 0,\(dy)", "\(log.entries)")
        #expect(log.entries.count == 3)
    }

    @Test func aPressInTheOutermostCellStartsAtTheEdge() throws {
        let layout = PlayerLayout(columns: 100, rows: 30, scene: CGSize(width: 390, height: 844), blitter: .halfBlock)
        let left = try #require(layout.scenePoint(column: layout.device.column, row: layout.device.row + 10))
        #expect(layout.edgeSnapped(left).x == 0)
        let inner = try #require(layout.scenePoint(column: layout.device.column + 3, row: layout.device.row + 10))
        #expect(layout.edgeSnapped(inner) == inner)
        #expect(layout.clampedScenePoint(column: layout.device.maxColumn + 20, row: layout.device.row + 10).x == 390)
    }

    @Test func aScriptedPanGoesFrameByFrameAndLiftsAtItsEnd() throws {
        let log = PanLog()
        let player = Player(registry: DemoRegistry([panDemo(log)]), columns: 100, rows: 30)
        let runner = ScriptRunner(player: player, fileName: "pan.flip", frameRate: 10)
        try runner.run(ScriptParser(fileName: "pan.flip", demoNames: ["pan"]).parse("pan 100 200 -> 100 400 in 0.5\n"))
        // Five frames of 40 pt each: began at the first, then changed, ended at 200.
        #expect(log.entries == ["began 0,40", "changed 0,80", "changed 0,120", "changed 0,160", "changed 0,200", "ended 0,200"])
    }
}
