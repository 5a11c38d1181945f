//  TakeLimitTests.swift — FlipbookPlayerTests
//  A take still running when the player stops following it (Player.takeLimit) is cut there and
//  says so among the diagnostics; an endless animation's lane is drawn, not converted to an Int.

@testable import FlipbookPlayer
import FlipbookKit
import FlipbookRender
import FlipbookTestSupport
import Testing

private func enter() -> PlayerEvent { .key(Key(.enter)) }

/// Presents with a transitionDuration of 10⁹ s and fades the presented view in over all of it.
private final class BillionSecondFade: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1e9 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to), let toView = transitionContext.view(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: { toView.alpha = 1 },
                       completion: { _ in transitionContext.completeTransition(!transitionContext.transitionWasCancelled) })
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
}

/// Enter presents a red screen with `BillionSecondFade`.
private final class BillionSecondDemo: Demo {
    let name = "billion"
    let summary = "A present of 10⁹ s"
    let seed = "none (test)"
    private let delegate = BillionSecondFade()

    func makeScene(in window: UIWindow) -> DemoScene {
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let scene = DemoScene(window: window)
        scene.primaryAction = { [delegate] in
            let next = UIViewController()
            next.view.backgroundColor = .red
            next.transitioningDelegate = delegate
            next.modalPresentationStyle = .fullScreen
            root.present(next, animated: true)
        }
        return scene
    }
}

/// Enter adds a fade of infinite duration (Core Animation takes one: it never ends) to a square.
private final class EndlessFadeDemo: Demo {
    let name = "endless"
    let summary = "A fade that never ends"
    let seed = "none (test)"

    func makeScene(in window: UIWindow) -> DemoScene {
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let square = UIView(frame: CGRect(x: 100, y: 300, width: 100, height: 100))
        square.backgroundColor = .red
        root.view.addSubview(square)
        let scene = DemoScene(window: window)
        scene.primaryAction = {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1.0
            fade.toValue = 0.0
            fade.duration = .infinity
            square.layer.add(fade, forKey: "fade")
        }
        return scene
    }
}

@Suite struct TakeLimitTests {
    // Before: the take was cut at 30 s without a word, and its percent read 100 there.
    @Test func aTransitionLongerThanTheLimitIsCutThereAndSaysSo() throws {
        let player = Player(registry: DemoRegistry([BillionSecondDemo()]), columns: 120, rows: 36)
        player.update(enter())
        let take = try #require(player.take)
        #expect(take.kind == .present && take.length == Player.takeLimit)
        let expected = "BillionSecondFade's present transition did not end within 30 s (its transitionDuration(using:) is "
            + "1e+09 s); the previewer follows a take for at most 30 s, so its timeline is cut there and the percent "
            + "reads 100 at 30 s though it has not finished."
        #expect(take.diagnostic == expected)
        #expect(player.diagnostics.last == expected)
        #expect((player.inspectionObject()["diagnostics"] as? [String])?.last == expected)
        #expect(TextSnapshot.lines(player.render()).contains { $0.contains("Diagnostics") })
    }

    // Before: the lane's infinite duration went through `Int(_:)` as the HUD drew its bar: a trap.
    @Test func anEndlessAnimationsLaneIsDrawnAndItsTakeSaysItIsCut() throws {
        let player = Player(registry: DemoRegistry([EndlessFadeDemo()]), columns: 120, rows: 36)
        player.update(enter())
        let take = try #require(player.take)
        #expect(take.kind == .animation && take.length == Player.takeLimit)
        #expect(player.diagnostics.last == "UIKit animations did not end within 30 s; the previewer follows a take for "
            + "at most 30 s, so its timeline is cut there and the percent reads 100 at 30 s though it has not finished.")
        player.update(.tick(0.5))
        #expect(TextSnapshot.lines(player.render()).contains { $0.contains("Lanes") })
    }

    @Test func aTakeThatEndsSaysNothing() throws {
        let player = Player(registry: DemoRegistry([FadeDemo()]), columns: 120, rows: 36)
        player.update(enter())
        #expect(try #require(player.take).diagnostic == nil)
        #expect(!player.diagnostics.contains { $0.contains("did not end within") })
    }
}
