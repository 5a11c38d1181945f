//  ASCIIGlyphsTests.swift — FlipbookPlayerTests
//  With ASCII glyphs (a locale that is not UTF-8) every cell of every frame is ASCII, and the
//  device, its frame and the timeline are still drawn.

@testable import FlipbookPlayer
import FlipbookRender
import Testing

@Suite struct ASCIIGlyphsTests {
    static func expectASCII(_ cells: CellBuffer, _ what: String) {
        var offenders: [String] = []
        for y in 0..<cells.height {
            for x in 0..<cells.width where cells[x, y].scalar.value >= 0x80 || cells[x, y].width != 1 {
                offenders.append("(\(x), \(y)) U+\(String(cells[x, y].scalar.value, radix: 16))")
            }
        }
        #expect(offenders.isEmpty, "\(what): \(offenders.prefix(5))")
    }

    @Test(arguments: [ColorMode.trueColor, .palette16, .none])
    func everyFrameIsASCII(colorMode: ColorMode) {
        let player = Player(registry: DemoRegistry([FadeDemo(), SquareDemo()]), blitter: .ascii, colorMode: colorMode,
                            glyphs: .ascii, columns: 120, rows: 36)
        Self.expectASCII(player.render(), "idle")
        player.update(.key(Key(.enter)))
        player.update(.tick(0.4))
        let live = player.render()
        Self.expectASCII(live, "presenting")
        player.update(.key(.character(" ")))
        Self.expectASCII(player.render(), "scrub")
        player.update(.key(.character("i")))
        Self.expectASCII(player.render(), "interactive")
        player.update(.key(.character("?")))
        Self.expectASCII(player.render(), "help")
        player.update(.key(.character("?")))
        player.update(.key(.character("n")))
        player.update(.tick(0.2))
        Self.expectASCII(player.render(), "second demo")
        player.update(.resize(columns: 60, rows: 20))
        Self.expectASCII(player.render(), "narrow")
        player.update(.resize(columns: 10, rows: 5))
        Self.expectASCII(player.render(), "too small")

        // The parts a blank screen lost under LANG=C: the device's frame, its content, the timeline.
        let rows = TooSmallMessageTests.rows(live)
        #expect(rows.contains { $0.hasPrefix("+--") && $0.contains("-+") }, "the device's frame")
        #expect(rows.contains { $0.contains("0.000s") && ($0.contains("=") || $0.contains("O")) }, "the timeline")
        #expect(rows[0].contains("locale not UTF-8"), "the header says why")
    }

    @Test func theBlitterKeyKeepsToASCII() {
        let player = Player(registry: DemoRegistry([FadeDemo()]), blitter: .ascii, glyphs: .ascii)
        player.update(.key(.character("b")))
        #expect(player.renderer.blitter == .ascii)
    }

    /// The device's picture is drawn in the ASCII ramp wherever the Unicode shading draws anything
    /// (its ten steps start darker than the shading's five).
    @Test func theDeviceShowsWhatTheShadingShows() {
        func frame(_ glyphs: GlyphSet) -> (CellBuffer, CellRect) {
            let player = Player(registry: DemoRegistry([FadeDemo()]), blitter: .ascii, colorMode: .palette256,
                                glyphs: glyphs, columns: 120, rows: 36)
            player.update(.key(Key(.enter)))
            player.update(.tick(0.5))
            let layout = PlayerLayout(columns: 120, rows: 36, scene: player.scene.window.bounds.size, blitter: .ascii)
            return (player.render(), layout.device)
        }
        let (shaded, device) = frame(.unicode)
        let (ascii, _) = frame(.ascii)
        var inked = 0
        for y in device.row..<device.maxRow {
            for x in device.column..<device.maxColumn where shaded[x, y].scalar != " " {
                inked += 1
                #expect(ascii[x, y].scalar != " ", "(\(x), \(y))")
                #expect(ascii[x, y].foreground == shaded[x, y].foreground, "the colour is kept")
            }
        }
        #expect(inked > device.columns * device.rows / 4, "the fade's red screen, half in, shows")
    }
}
