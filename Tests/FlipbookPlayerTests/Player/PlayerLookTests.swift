//  PlayerLookTests.swift — FlipbookPlayerTests
//  The whole previewer frame as a golden: what a user sees mid-transition.

@testable import FlipbookPlayer
import FlipbookKit
import FlipbookRender
import FlipbookTestSupport
import Testing

@Suite struct PlayerLookTests {
    @Test func aPresentationPausedAtForty() {
        let p = Player(registry: DemoRegistry([FadeDemo()]), columns: 100, rows: 30)
        p.update(.key(Key(.enter)))
        p.update(.tick(0.4))
        p.update(.key(.character(" ")))
        expectGolden(TextSnapshot.render(p.render(), colors: false), named: "presentPausedAt40")
    }
}
