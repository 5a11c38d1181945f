//  SceneLifetimeTests.swift — FlipbookDemosTests
//  A scene the player lets go of (a demo switch, a scrub-back rebuild, a take's probe) must
//  free its window, controllers and views; the player makes many of them.

@testable import FlipbookDemos
@testable import FlipbookPlayer
import FlipbookKit
import Testing

@Suite struct SceneLifetimeTests {
    @Test(arguments: Demos.all().map(\.name).filter { $0 != "square" })
    func aSceneAtRestIsFreed(name: String) {
        weak var window: UIWindow?
        weak var root: UIViewController?
        do {
            let scene = Demos.registry().demo(named: name)!.makeScene()
            window = scene.window
            root = scene.window.rootViewController
        }
        #expect(window == nil && root == nil, "\(name)")
    }

    @Test func aSceneWhoseTransitionCompletedIsFreed() {
        weak var window: UIWindow?
        weak var presented: UIViewController?
        do {
            let scene = SlideDemo().makeScene()
            scene.primaryAction?()
            scene.window.clock.tick(to: 2)
            window = scene.window
            presented = scene.window.rootViewController?.presentedViewController
        }
        #expect(window == nil && presented == nil)
    }

    /// Known leak: a scene dropped mid-transition keeps its transition (and through it the two
    /// controllers and their views) alive — the animations' completion blocks hold the
    /// transition context, which holds the views that hold the animations. Square's running
    /// property animator keeps its controller the same way. The player's take probes drop
    /// scenes mid-transition, so a long session grows by a few scenes per take.
    @Test(arguments: ["slide", "card", "nav-fade", "zoom", "drop", "pinterest", "nav-flip"])
    func aSceneDroppedMidTransitionIsFreed(name: String) {
        weak var window: UIWindow?
        weak var transition: AnyObject?
        do {
            let scene = Demos.registry().demo(named: name)!.makeScene()
            scene.window.clock.tick(to: 0.5)
            scene.primaryAction?()
            scene.window.clock.tick(to: 0.6)
            window = scene.window
            transition = scene.window.activeTransition
        }
        #expect(window == nil, "\(name)")
        withKnownIssue("in-flight transitions outlive a dropped scene (see the doc comment)") {
            #expect(transition == nil, "\(name)")
        }
    }

    /// The player retires the scenes it drops (run on to rest), so they do not leak.
    @Test(arguments: ["slide", "nav-fade", "zoom", "drop"])
    func thePlayerFreesTheScenesItDrops(name: String) throws {
        let player = makePlayer(Demos.registry().demo(named: name)!)
        player.run(0.5)
        player.update(key(.enter))
        player.run(0.1)
        weak var window = player.window
        weak var transition = player.window.activeTransition
        #expect(transition != nil, "a transition in flight")
        player.update(key(.home))  // scrub back: the scene is rebuilt and the old one dropped
        #expect(window == nil && transition == nil, "\(name)")
    }
}
