//  NavigationDemoTests.swift — FlipbookDemosTests
//  `nav-fade` and `nav-flip` (seed 001) through the player: goldens of push and pop, the stack
//  and hierarchy after each, the classPairs fallback to UIKit's slide, and an interactive cancel.

@testable import FlipbookDemos
@testable import FlipbookPlayer
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct NavigationDemoTests {
    @Test(arguments: ["nav-fade", "nav-flip"])
    func goldensOfPushAndPop(name: String) throws {
        let demo: Demo = name == "nav-fade" ? NavFadeDemo() : NavFlipDemo()
        let player = makePlayer(demo)
        player.update(key(.enter))
        #expect(player.take?.kind == .push)
        #expect(player.take?.animatorName == (name == "nav-fade" ? "Animator" : "FlipAnimator"))
        expectTakeGoldens(player, prefix: "\(name)-push")
        player.resume()
        player.update(key(.escape))
        #expect(player.take?.kind == .pop)
        expectTakeGoldens(player, prefix: "\(name)-pop")
    }

    @Test(arguments: ["nav-fade", "nav-flip"])
    func pushAndPopLeaveOnlyTheTopControllersViewWithItsTitle(name: String) throws {
        let player = makePlayer(name == "nav-fade" ? NavFadeDemo() : NavFlipDemo())
        let nav = try player.navigation()
        let master = try #require(nav.topViewController as? Seed001.MasterViewController)
        #expect(master.rowLabels.map(\.text) == Seed001.MasterViewController.rows.map { $0 })
        #expect(nav.navigationBar.titleLabel.text == "Master")

        player.update(key(.enter))
        player.run(0.5)
        let detail = try #require(nav.topViewController as? Seed001.DetailViewController)
        #expect(nav.viewControllers == [master, detail])
        #expect(nav.transitionView.subviews == [detail.view], "the master's view left the container")
        #expect(detail.view.frame == nav.transitionView.bounds)
        #expect(master.view.alpha == 1, "the crossfade's completion restores the alpha (the flip never changes it)")
        #expect(nav.navigationBar.titleLabel.text == "Detail")
        #expect(player.window.activeTransition == nil)
        #expect(player.window.clock.diagnostics.isEmpty, "completeTransition once")

        player.update(key(.escape))
        player.run(0.5)
        #expect(nav.viewControllers == [master])
        #expect(nav.transitionView.subviews == [master.view])
        #expect(master.view.frame == nav.transitionView.bounds && master.view.alpha == 1)
        #expect(detail.parent == nil && detail.view.window == nil)
        #expect(nav.navigationBar.titleLabel.text == "Master")
        #expect(player.window.clock.diagnostics.isEmpty)
    }

    @Test(arguments: ["nav-fade", "nav-flip"])
    func aControllerOutsideClassPairsGetsUIKitsDefaultSlide(name: String) throws {
        let player = makePlayer(name == "nav-fade" ? NavFadeDemo() : NavFlipDemo())
        let nav = try player.navigation()
        player.update(key(.enter))
        player.run(0.5)
        let detail = try #require(nav.topViewController as? Seed001.DetailViewController)
        player.update(key(.enter))
        // The delegate returned nil: UIKit's own push, not the seed's animator.
        #expect(player.take?.kind == .push && player.take?.animatorName != "Animator"
                && player.take?.animatorName != "FlipAnimator")
        let more = try #require(nav.topViewController as? Seed001.MoreViewController)
        // Half-way through UIKit's 0.35 s ease-in-out slide: More has come half the width in;
        // the detail has moved half of 30 % of it left, and keeps its alpha.
        player.run(0.175)
        expectClose(Double(more.view.layer.presentation()!.position.x), 195 + 195, tolerance: 1)
        expectClose(Double(detail.view.layer.presentation()!.position.x), 195 - 390 * 0.3 * 0.5, tolerance: 1)
        #expect(detail.view.layer.presentation()!.opacity == 1)
        player.run(0.5)
        #expect(nav.viewControllers.count == 3 && nav.transitionView.subviews == [more.view])
        #expect(nav.navigationBar.titleLabel.text == "More")
        // Popping back to the detail is not a classPairs pair either (More → Detail).
        player.update(key(.escape))
        #expect(player.take?.animatorName != "Animator" && player.take?.animatorName != "FlipAnimator")
        player.run(0.5)
        #expect(nav.topViewController === detail)
    }

    @Test func anInteractivePushLetGoBeforeHalfWayCancelsBackToTheMaster() throws {
        let player = makePlayer(NavFadeDemo())
        let nav = try player.navigation()
        let master = try #require(nav.topViewController)
        player.update(char("i"))
        player.update(key(.enter))
        #expect(player.window.activeTransition?.isInteractive == true)
        for _ in 0..<30 { player.update(key(.right)) }
        // Held at 30 %: the master a little faded (ease-in-out at 0.3).
        let held = Double(master.view.layer.presentation()!.opacity)
        #expect(held < 1 && held > 0.7)
        player.update(key(.enter))
        player.run(2)
        #expect(player.window.activeTransition == nil)
        #expect(nav.viewControllers == [master], "cancelled: the stack is back to the master alone")
        #expect(nav.transitionView.subviews == [master.view])
        #expect(master.view.alpha == 1 && master.view.layer.presentation()!.opacity == 1)
        #expect(nav.navigationBar.titleLabel.text == "Master")
        #expect(player.window.clock.diagnostics.isEmpty, "the seed passes !transitionWasCancelled")
    }
}
