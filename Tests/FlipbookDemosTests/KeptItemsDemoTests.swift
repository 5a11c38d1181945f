//  KeptItemsDemoTests.swift — FlipbookDemosTests
//  Every demo's transitions, frame by frame, drawn with items kept painted from frame to frame
//  and painted item by item: the same bits.

@testable import FlipbookDemos
@testable import FlipbookPlayer
import FlipbookKit
import FlipbookRender
import FlipbookTestSupport
import Testing

@Suite struct KeptItemsDemoTests {
    /// Forward and back, at 60 frames a second: the scenes where a grid stands under a zooming
    /// picture, a screen under a card, a screen turning in perspective.
    @Test(arguments: Demos.all().map(\.name))
    func everyFrameIsTheSameAsPaintingEveryItem(name: String) throws {
        let player = makePlayer(try #require(Demos.registry().demo(named: name)))
        var frames: [(DisplayList, Viewport)] = []
        func take() {
            guard let take = player.take else { return }
            var n = 0
            while (player.sceneTime < take.end || player.isAnimating) && n < 600 {
                player.update(.tick(Player.frameDuration))
                let list = player.window.displayList()
                frames.append((list, Viewport(sceneSize: list.size, columns: 60, rows: 30, blitter: .halfBlock)))
                n += 1
            }
        }
        take()  // a scene that animates as it appears
        player.update(key(.enter))
        take()
        player.update(key(.escape))
        take()
        #expect(frames.count > 30)
        let mostKept = expectSameFramesAsPaintingEveryItem(frames, "\(name)")
        // The grid's pictures stand still under the one that moves.
        if name == "pinterest" || name == "zoom" { #expect(mostKept > 0) }
    }
}
