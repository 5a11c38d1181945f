//  TransitionCoordinatorTests.swift — FlipbookKitTests
//  transitionCoordinator during a presentation: alongside animations on the transition's clock,
//  completions with its outcome, interaction changes — animated, interactive, cancelled, unanimated.

@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// A presented controller that, as apps do in viewWillAppear, fades a badge in alongside the
/// transition and logs the coordinator's completion.
private final class BadgeController: LoggingViewController {
    let badge = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    var interactionChanges: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.alpha = 0
        view.addSubview(badge)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else { return log.add("no coordinator") }
        coordinator.animate(alongsideTransition: { [badge] _ in badge.alpha = 1 }, completion: { [log] context in
            log.add("coordinator completion, cancelled: \(context.isCancelled)")
        })
        coordinator.notifyWhenInteractionChanges { [weak self] context in self?.interactionChanges.append(context.isInteractive) }
    }
}

@Suite struct TransitionCoordinatorTests {
    private func present(interactive: Bool = false, animated: Bool = true)
        -> (UIWindow, LoggingViewController, BadgeController, UIPercentDrivenInteractiveTransition?, FixedTransitioningDelegate, CallLog) {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = BadgeController("B", log: log)
        let delegate = FixedTransitioningDelegate()
        delegate.presentAnimator = FadeAnimator(log: log)
        let interaction = interactive ? UIPercentDrivenInteractiveTransition() : nil
        delegate.presentInteraction = interaction
        b.transitioningDelegate = delegate
        a.present(b, animated: animated) { log.add("present completion") }
        return (window, a, b, interaction, delegate, log)
    }

    // UIKit docs, animate(alongsideTransition:completion:): "the animation block … is executed
    // alongside the animations the transition animator performs", with its duration; "the
    // completion block … is executed after the transition finishes".
    @Test func alongsideAnimationsRunWithTheTransitionAndTheCompletionFollowsIt() {
        let (window, a, b, _, delegate, log) = present()
        defer { withExtendedLifetime(delegate) {} }
        #expect(b.transitionCoordinator != nil && a.transitionCoordinator != nil, "both parties see it")
        let coordinator = b.transitionCoordinator!
        #expect(coordinator.isAnimated && !coordinator.initiallyInteractive && coordinator.transitionDuration == 1)
        #expect(coordinator.viewController(forKey: .to) === b && coordinator.presentationStyle == b.modalPresentationStyle.resolved)
        window.clock.tick(to: 0.25)
        // The transition's curve is ease-in-ease-out (its completionCurve without an interaction controller).
        expectClose(Double(b.badge.layer.presentation()!.opacity), Reference.easeInOut(0.25), tolerance: 1e-6)
        window.clock.tick(to: 1.01)
        #expect(b.badge.alpha == 1)
        #expect(log.entries.suffix(3) == ["animationEnded(true)", "coordinator completion, cancelled: false", "present completion"])
        #expect(b.transitionCoordinator == nil, "none once it is over")
        #expect(!coordinator.animate(alongsideTransition: { _ in }, completion: nil), "too late to join")
    }

    @Test func underTheHandTheyAreScrubbedAndACancelRunsThemBackAndSaysSo() {
        let (window, _, b, interaction, delegate, log) = present(interactive: true)
        defer { withExtendedLifetime(delegate) {} }
        let driver = try! #require(interaction)
        #expect(b.transitionCoordinator?.initiallyInteractive == true)
        driver.update(0.4)
        expectClose(Double(b.badge.layer.presentation()!.opacity), Reference.easeInOut(0.4), tolerance: 1e-6,
                    "at 40 % of the transition's time")
        driver.cancel()
        #expect(b.interactionChanges == [false], "told once, as the hand let go")
        window.clock.tick(to: 1)
        #expect(log.entries.contains("coordinator completion, cancelled: true"))
        #expect(b.badge.alpha == 0, "run back to its start, as the transition's own animations")
    }

    @Test func withoutAnimationTheBlocksRunAtOnce() {
        let (_, _, b, _, delegate, log) = present(animated: false)
        defer { withExtendedLifetime(delegate) {} }
        #expect(b.badge.alpha == 1 && b.badge.layer.animationKeys() == nil)
        #expect(log.entries.suffix(2) == ["coordinator completion, cancelled: false", "present completion"])
    }
}
