//  SceneLifetimeTests.swift — FlipbookDemosTests
//  A scene the player lets go of (a demo switch, a scrub-back rebuild, a take's probe) must
//  free its window, controllers and views; the player makes many of them.

@testable import FlipbookDemos
@testable import FlipbookPlayer
import FlipbookKit
import Testing

@Suite struct SceneLifetimeTests {
    @Test(arguments: Demos.all().map(\.name))
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

    /// A scene dropped mid-transition (by code that is not the player) is freed: the window, when it
    /// goes, lets go of its animations, its clock's scheduled work, its dynamic animators' behaviours
    /// and its transitions' hooks and animators — the references that held the scene together until
    /// the transition would have completed.
    @Test(arguments: ["card", "zoom", "pinterest", "slide", "spring", "nav-fade", "nav-flip", "drop"])
    func aSceneDroppedMidTransitionIsFreed(name: String) {
        let (window, transition) = dropMidTransition(name)
        #expect(window == nil && transition == nil, "\(name)")
    }

    private func dropMidTransition(_ name: String) -> (UIWindow?, AnyObject?) {
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
        return (window, transition)
    }

    /// The player retires the scenes it drops (run on to rest), so they do not leak: a scene a
    /// scrub steps away from is kept as a spare until an action rewrites what comes after it.
    @Test(arguments: ["slide", "nav-fade", "zoom", "drop"])
    func thePlayerFreesTheScenesItDrops(name: String) throws {
        let player = makePlayer(Demos.registry().demo(named: name)!)
        player.run(0.5)
        player.update(key(.enter))
        player.run(0.1)
        weak let window = player.window
        weak let transition = player.window.activeTransition
        #expect(transition != nil, "a transition in flight")
        player.update(key(.home))  // back to the take's start: nothing has happened since, so its clock rewinds
        #expect(window === player.window, "\(name): the scene is kept")
        player.update(char(","))  // a frame before the take: another scene shows; this one waits as a spare
        #expect(window != nil && window !== player.window, "\(name)")
        player.update(key(.enter))  // play on …
        player.update(key(.enter))  // … and act: the future is rewritten, the spares after now are dropped
        #expect(window == nil && transition == nil, "\(name)")
    }
}
