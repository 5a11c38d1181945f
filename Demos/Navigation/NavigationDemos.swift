//  NavigationDemos.swift — FlipbookDemos
//  Seed 001: the `nav-fade` and `nav-flip` demos — a navigation controller whose delegate is
//  the seed's, pushing and popping between Master, Detail and More.

import FlipbookKit
import FlipbookPlayer

/// The scene both navigation demos share: Master at the root, the given delegate.
///
/// Enter pushes: Master → Detail (a `classPairs` pair: the seed's animator), Detail → More
/// (not a pair: the delegate returns nil, UIKit slides). Esc pops.
private func makeNavigationScene(in window: UIWindow, delegate: Seed001.NavigationControllerDelegate) -> DemoScene {
    let navigation = UINavigationController(rootViewController: Seed001.MasterViewController())
    // The seed connects the delegate in the storyboard; the navigation controller holds it weakly,
    // so the scene's actions keep it (their capture lists).
    navigation.delegate = delegate
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let scene = DemoScene(window: window)
    scene.primaryActionName = "push"
    scene.backActionName = "pop"
    scene.primaryAction = { [delegate] in
        _ = delegate
        guard window.activeTransition == nil else { return }
        switch navigation.topViewController {
        case is Seed001.MasterViewController:
            navigation.pushViewController(Seed001.DetailViewController(), animated: true)
        case is Seed001.DetailViewController:
            navigation.pushViewController(Seed001.MoreViewController(), animated: true)
        default:
            break
        }
    }
    scene.backAction = { [delegate] in
        _ = delegate
        guard window.activeTransition == nil else { return }
        _ = navigation.popViewController(animated: true)
    }
    return scene
}

/// `nav-fade`: the seed's crossfade — the outgoing controller's view fades out over the incoming one.
public final class NavFadeDemo: Demo {
    public let name = "nav-fade"
    public let summary = "Push and pop: the old screen fades out over the new one"
    public let seed = "001 (navigation push/pop animators)"

    public init() {}

    public func makeScene(in window: UIWindow) -> DemoScene {
        makeNavigationScene(in: window, delegate: Seed001.NavigationControllerDelegate())
    }
}

/// `nav-flip`: the seed's UIView.transition variant — the screen flips from the right on push,
/// from the left on pop.
public final class NavFlipDemo: Demo {
    public let name = "nav-flip"
    public let summary = "Push and pop: the screen flips over like a card"
    public let seed = "001 (navigation push/pop animators)"

    public init() {}

    public func makeScene(in window: UIWindow) -> DemoScene {
        makeNavigationScene(in: window, delegate: Seed001.FlipNavigationControllerDelegate())
    }
}
