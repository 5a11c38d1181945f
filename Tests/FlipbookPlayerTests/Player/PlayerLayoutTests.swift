//  PlayerLayoutTests.swift — FlipbookPlayerTests
//  A click lands on what the frame shows under it.

import Testing
import FlipbookKit
import FlipbookRender
@testable import FlipbookPlayer

/// Two buttons side by side, red and blue.
private final class TwoButtonsDemo: Demo {
    let name = "buttons"
    let summary = "Two buttons"
    let seed = "none (test)"

    func makeScene(in window: UIWindow) -> DemoScene {
        let root = UIViewController()
        window.rootViewController = root
        let half = window.bounds.width / 2
        for (index, color) in [UIColor.red, UIColor.blue].enumerated() {
            let button = UIButton(frame: CGRect(x: CGFloat(index) * half, y: 0, width: half, height: window.bounds.height))
            button.backgroundColor = color
            root.view.addSubview(button)
        }
        window.makeKeyAndVisible()
        return DemoScene(window: window)
    }
}

@Suite struct PlayerLayoutTests {
    /// The frame is the independent truth: under every cell the renderer paints wholly red or
    /// blue, the point a click maps to must hit the button of that colour (so a click lands on
    /// what is drawn there, whatever the blitter's pixel grid does to the scene's edges).
    /// (The ASCII blitter draws colours as glyphs on black: no cell is uniform.)
    @Test(arguments: [BlitterKind.halfBlock, .quadrant, .braille])
    func aClickTapsTheButtonDrawnUnderIt(blitter: BlitterKind) throws {
        let demo = TwoButtonsDemo()
        let player = Player(registry: DemoRegistry([demo]), blitter: blitter, columns: 97, rows: 31)
        let frame = player.render()
        let red = player.renderer.terminalColor(UIColor.red.color), blue = player.renderer.terminalColor(UIColor.blue.color)
        let layout = PlayerLayout(columns: 97, rows: 31, scene: player.scene.window.bounds.size, blitter: blitter)
        let window = player.scene.window
        var checked = (red: 0, blue: 0)
        for row in layout.device.row..<layout.device.maxRow {
            for column in layout.device.column..<layout.device.maxColumn {
                let cell = frame[column, row]
                // A cell in one colour: its background, and its glyph (if any) in the same colour.
                let uniform = cell.scalar == " " || cell.foreground == cell.background
                guard uniform, cell.background == red || cell.background == blue else { continue }
                let point = try #require(layout.scenePoint(column: column, row: row), "cell \(column),\(row) shows the scene")
                let hit = window.hitTest(point, with: nil)
                let expected = cell.background == red ? UIColor.red : UIColor.blue
                #expect(hit?.backgroundColor == expected, "cell \(column),\(row) → \(point)")
                if cell.background == red { checked.red += 1 } else { checked.blue += 1 }
            }
        }
        #expect(checked.red > 100 && checked.blue > 100, "both buttons show in many cells")
    }
}
