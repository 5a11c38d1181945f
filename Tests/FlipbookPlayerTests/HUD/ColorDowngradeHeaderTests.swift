//  ColorDowngradeHeaderTests.swift — FlipbookPlayerTests
//  Colours capped below the ones asked for (`--color truecolor` under a terminfo entry without
//  direct colour) are said in the header, within its width, while the renderer shows them.

@testable import FlipbookPlayer
import FlipbookRender
import Testing

@Suite struct ColorDowngradeHeaderTests {
    static let downgrade = ColorDowngrade(requested: .trueColor, mode: .palette256, reason: "terminfo has no direct colour")

    /// A `fade` player in 256 colours, `columns` wide, told the colours were capped.
    static func player(columns: Int) -> Player {
        let player = Player(registry: DemoRegistry([FadeDemo()]), colorMode: .palette256, columns: columns, rows: 36)
        player.colorDowngrade = downgrade
        return player
    }

    static func header(_ player: Player) -> String { TooSmallMessageTests.rows(player.render())[0] }

    /// The right side as wide as there is room for: why, else only what was asked, else nothing;
    /// the demo's name always shows whole, and "? help" at the right edge.
    @Test(arguments: [
        (120, "half-block · 256 colours (asked truecolor: terminfo has no direct colour) · ×1   ? help "),
        (100, "half-block · 256 colours (asked truecolor) · ×1   ? help "),
        (60, "half-block · 256 colours · ×1   ? help "),
    ])
    func theHeaderSaysTheColoursAreFewerThanAsked(columns: Int, right: String) {
        let row = Self.header(Self.player(columns: columns))
        #expect(row.hasSuffix(right), "\(columns) columns: \(row)")
        #expect(row.hasPrefix(" Flipbook  fade"), "\(columns) columns: the demo's name is kept")
        #expect(row.count == columns)
    }

    /// Nothing is said without a downgrade, or once `c` shows another mode than the one given.
    @Test func onlyTheModeGivenInsteadCarriesTheNote() {
        let plain = Player(registry: DemoRegistry([FadeDemo()]), colorMode: .palette256, columns: 120, rows: 36)
        #expect(Self.header(plain).hasSuffix("half-block · 256 colours · ×1   ? help "))
        let player = Self.player(columns: 120)
        #expect(Self.header(player).contains("(asked truecolor"))
        player.update(.key(.character("c")))
        #expect(player.renderer.colorMode == .palette16)
        #expect(Self.header(player).hasSuffix("half-block · 16 colours · ×1   ? help "))
    }

    /// A comparison's header, A's colours, says it too.
    @Test func aComparisonSaysItToo() {
        let comparison = Comparison(registry: DemoRegistry([FadeDemo()]), a: "fade", colorMode: .palette256, columns: 120, rows: 36)
        comparison.a.colorDowngrade = Self.downgrade
        let row = TooSmallMessageTests.rows(comparison.render())[0]
        #expect(row.hasPrefix(" Flipbook compare  fade"))
        #expect(row.hasSuffix("256 colours (asked truecolor: terminfo has no direct colour) · ×1   ? help "))
    }
}
