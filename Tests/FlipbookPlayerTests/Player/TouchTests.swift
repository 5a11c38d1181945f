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

    /// A view's bounds hold x < maxX (hit testing is half-open): a press in the rightmost or
    /// bottom cells lands on the last point inside, within a screen-edge pan's margin, so the
    /// window's views are under it. At x = 390 no view was, and a right-edge pan never began.
    @Test func aPressInTheRightmostOrBottomCellLandsInsideTheScreen() throws {
        let layout = PlayerLayout(columns: 100, rows: 30, scene: CGSize(width: 390, height: 844), blitter: .halfBlock)
        let d = layout.device
        // The last column and row that show the scene (the device's cells may letterbox it).
        let column = try #require((d.column..<d.maxColumn).last { layout.scenePoint(column: $0, row: d.row + 10) != nil })
        let row = try #require((d.row..<d.maxRow).last { layout.scenePoint(column: d.column + 3, row: $0) != nil })
        let right = layout.edgeSnapped(try #require(layout.scenePoint(column: column, row: d.row + 10)))
        let bottom = layout.edgeSnapped(try #require(layout.scenePoint(column: d.column + 3, row: row)))
        #expect(right.x < 390 && 390 - right.x <= UIScreenEdgePanGestureRecognizer.edgeWidth, "\(right)")
        #expect(bottom.y < 844 && 844 - bottom.y <= UIScreenEdgePanGestureRecognizer.edgeWidth, "\(bottom)")
        let window = UIWindow()
        window.makeKeyAndVisible()
        #expect(window.hitTest(right, with: nil) === window && window.hitTest(bottom, with: nil) === window)
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

/// A screen that is a scroll view over 4000 pt of content.
private func scrollDemo() -> Demo {
    TransitionDemo(name: "scroll", summary: "A long scroll view") { window in
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: root.view.bounds)
        scrollView.contentSize = CGSize(width: root.view.bounds.width, height: 4000)
        root.view.addSubview(scrollView)
        return DemoScene(window: window, primaryAction: nil, backAction: nil)
    }
}

@Suite struct MouseScrollingTests {
    private func scrollView(in scene: DemoScene) throws -> UIScrollView {
        try #require(scene.window.rootViewController?.view.subviews.first as? UIScrollView)
    }

    // A mouse flick on the device scrolls the content on past the release, as a finger's does,
    // and a scene rebuilt from the log comes to the same offset at the same time.
    @Test func aMouseFlickScrollsAndTheContentDeceleratesAfterTheRelease() throws {
        let player = Player(registry: DemoRegistry([scrollDemo()]), columns: 100, rows: 30)
        let layout = PlayerLayout(columns: 100, rows: 30, scene: player.scene.window.bounds.size, blitter: .halfBlock)
        let column = layout.device.column + layout.device.columns / 2, row = layout.device.row + layout.device.rows - 3
        player.update(.mouse(MouseEvent(.press, column: column, row: row)))
        for step in 1...4 {
            player.update(.tick(1.0 / 30))
            player.update(.mouse(MouseEvent(.drag, column: column, row: row - 3 * step)))
        }
        player.update(.mouse(MouseEvent(.release, column: column, row: row - 12)))
        let scrolled = try scrollView(in: player.scene)
        let atRelease = scrolled.contentOffset.y
        #expect(atRelease > 0)
        #expect(scrolled.isDecelerating)
        player.update(.tick(0.5))
        let later = scrolled.contentOffset.y
        #expect(later > atRelease, "the content moves on after the button is released")
        for _ in 0..<60 { player.update(.tick(0.1)) }
        #expect(!scrolled.isDecelerating)
        let rest = scrolled.contentOffset.y
        #expect(rest > later)
        let fresh = try scrollView(in: player.sceneReplayedFromScratch(upTo: player.sceneTime))
        #expect(fresh.contentOffset.y == rest)
    }
}
