//  TransitionMisuseTests.swift — FlipbookKitTests
//  Animator mistakes UIKit punishes with a broken screen are reported, and the scene stays defined.

import FlipbookKit
import Testing

/// An animator that misbehaves in one chosen way.
private final class MisbehavingAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    enum Mistake { case completesTwice, neverCompletes, addsToWindow, forgetsTheToView }
    let mistake: Mistake

    init(_ mistake: Mistake) { self.mistake = mistake }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toView = transitionContext.view(forKey: .to)!
        switch mistake {
        case .addsToWindow:
            transitionContext.containerView.window!.addSubview(toView)
        case .forgetsTheToView:
            break
        default:
            transitionContext.containerView.addSubview(toView)
        }
        toView.alpha = 0
        UIView.animate(withDuration: 0.5, animations: { toView.alpha = 1 }, completion: { _ in
            switch self.mistake {
            case .neverCompletes: return
            case .completesTwice:
                transitionContext.completeTransition(true)
                transitionContext.completeTransition(true)
            default:
                transitionContext.completeTransition(true)
            }
        })
    }
}

@Suite struct TransitionMisuseTests {
    private func present(with mistake: MisbehavingAnimator.Mistake) -> (UIWindow, UIViewController, UIViewController) {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log)
        let delegate = FixedTransitioningDelegate()
        delegate.presentAnimator = MisbehavingAnimator(mistake)
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        withExtendedLifetime(delegate) { window.clock.tick(to: 0.6) }
        return (window, a, b)
    }

    @Test func completingTwiceIsReportedAndTheSecondCallIgnored() {
        let (window, a, b) = present(with: .completesTwice)
        #expect(window.clock.diagnostics == [
            "completeTransition(_:) was called more than once for this present transition; the extra call is ignored. "
                + "Call it exactly once, when the animations end.",
        ])
        #expect(a.presentedViewController === b)
    }

    @Test func neverCompletingIsReportedAfterAGracePeriod() {
        let (window, _, _) = present(with: .neverCompletes)
        #expect(window.clock.diagnostics.isEmpty)
        window.clock.tick(to: 2.6)
        #expect(window.clock.diagnostics.count == 1)
        #expect(window.clock.diagnostics.first?.contains("has not called completeTransition(_:) 2.50 s into a 0.50 s present transition") == true)
        #expect(window.activeTransition != nil, "the transition stays stuck, as on iOS")
    }

    @Test func viewsAddedOutsideTheContainerAreReported() {
        let (window, _, _) = present(with: .addsToWindow)
        #expect(window.clock.diagnostics.contains { $0.contains("outside the transition's container view") })
    }

    @Test func aPresentedViewLeftOutOfTheContainerIsReportedAndPutInPlace() {
        let (window, a, b) = present(with: .forgetsTheToView)
        #expect(window.clock.diagnostics.contains { $0.contains("The presented view was not in the transition's container view") })
        #expect(b.view.window === window && a.presentedViewController === b)
    }
}
