//  SlideDemoTests.swift — FlipbookDemosTests
//  `slide` and `spring` (seed 002) through the player: goldens of present and dismiss, the
//  hierarchy after each, and what an interactive cancel does with the seed's completeTransition(true).

@testable import FlipbookDemos
@testable import FlipbookPlayer
import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct SlideDemoTests {
    private func first(_ player: Player) throws -> Seed002.SlideViewController {
        try #require(player.window.rootViewController as? Seed002.SlideViewController)
    }

    private func demo(_ name: String) -> Demo { name == "slide" ? SlideDemo() : SpringDemo() }

    @Test(arguments: ["slide", "spring"])
    func goldensOfPresentAndDismiss(name: String) throws {
        let player = makePlayer(demo(name))
        player.update(key(.enter))
        #expect(player.take?.kind == .present)
        #expect(player.take?.animatorName == (name == "slide" ? "Animator" : "SpringAnimator"))
        expectTakeGoldens(player, prefix: "\(name)-present")
        player.resume()
        player.update(key(.escape))
        #expect(player.take?.kind == .dismiss)
        expectTakeGoldens(player, prefix: "\(name)-dismiss")
    }

    @Test func theSlideIsLinearOverHalfASecond() throws {
        let player = makePlayer(SlideDemo())
        player.update(key(.enter))
        expectClose(player.take?.length ?? 0, 0.5, tolerance: Player.frameDuration + 1e-9)
        for percent in [25, 50, 75] {
            player.scrub(toPercent: percent)
            // Re-fetched each time: scrubbing back rebuilds the scene.
            let first = try first(player)
            let second = try #require(first.presentedViewController)
            let f = min(player.sceneTime / 0.5, 1)
            expectClose(Double(second.view.layer.presentation()!.position.x), 195 + 390 * (1 - f), tolerance: 1e-6)
            expectClose(Double(first.view.layer.presentation()!.position.x), 195 - 390 * f, tolerance: 1e-6)
            expectClose(Double(first.view.layer.presentation()!.opacity), 1 - f, tolerance: 1e-6)
        }
    }

    @Test func theSpringOvershootsAndSettlesOnTheScreen() throws {
        let player = makePlayer(SpringDemo())
        player.update(key(.enter))
        let second = try #require(try first(player).presentedViewController)
        // Damping ratio 0.3: the second screen passes its final place (x = 195) before settling.
        var least = Double.infinity
        for _ in 0..<30 {
            player.update(.tick(1.0 / 60))
            least = min(least, Double(second.view.layer.presentation()!.position.x))
        }
        #expect(least < 195 - 20, "it overshoots to the left of its place")
        player.run(1)
        #expect(second.view.frame == player.window.bounds)
    }

    @Test(arguments: ["slide", "spring"])
    func presentingThenDismissingLeavesTheFirstScreenAsItWas(name: String) throws {
        let player = makePlayer(demo(name))
        let first = try first(player)
        player.update(key(.enter))
        player.run(1.5)
        let second = try #require(first.presentedViewController as? Seed002.SecondViewController)
        #expect(player.window.activeTransition == nil)
        #expect(second.view.frame == player.window.bounds)
        #expect(second.view.window === player.window && first.view.window == nil)
        #expect(player.window.clock.diagnostics.isEmpty, "completeTransition(true) once")

        player.update(key(.escape))
        player.run(1.5)
        #expect(first.presentedViewController == nil)
        #expect(player.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(first.view)])
        #expect(first.view.frame == player.window.bounds && first.view.alpha == 1)
        #expect(second.view.window == nil)
        #expect(player.window.clock.diagnostics.isEmpty)
    }

    @Test func cancellingByHandShowsTheSeedsCompleteTransitionTrue() throws {
        // The seed's completion always says completeTransition(true), even after a cancel: the
        // start state is not restored — UIKit completes the presentation, and Flipbook says why.
        let player = makePlayer(SlideDemo())
        dragAndLetGo(player, steps: 30)
        #expect(player.window.activeTransition == nil)
        #expect(player.window.clock.diagnostics.contains {
            $0.hasPrefix("completeTransition(true) was called after the transition was cancelled")
        })
        #expect(try first(player).presentedViewController != nil)
    }
}
