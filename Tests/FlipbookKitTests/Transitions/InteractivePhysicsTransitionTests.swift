//  InteractivePhysicsTransitionTests.swift — FlipbookKitTests
//  A UIKit Dynamics transition under UIPercentDrivenInteractiveTransition: scrubbed along its
//  recorded trajectory, finished to its rest, or cancelled back to its start.

import FlipbookKit
import FlipbookTestSupport
import Testing

/// Drops the presented view from above the screen onto the floor under gravity; completes when
/// the dynamic animator pauses, passing `!transitionWasCancelled` as UIKit asks.
private final class GravityDrop: NSObject, UIViewControllerAnimatedTransitioning, UIDynamicAnimatorDelegate {
    var dynamics: UIDynamicAnimator?
    var context: UIViewControllerContextTransitioning?
    let startCenterY = -422.0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        let container = transitionContext.containerView
        let toVC = transitionContext.viewController(forKey: .to)!
        let toView = transitionContext.view(forKey: .to)!
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.center.y = startCenterY
        container.addSubview(toView)
        let dynamics = UIDynamicAnimator(referenceView: container)
        dynamics.delegate = self
        let collision = UICollisionBehavior(items: [toView])
        collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: -1000, left: 0, bottom: 0, right: 0))
        dynamics.addBehavior(collision)
        dynamics.addBehavior(UIGravityBehavior(items: [toView]))
        self.dynamics = dynamics
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        context?.completeTransition(!(context?.transitionWasCancelled ?? false))
        context = nil
    }
}

@Suite struct InteractivePhysicsTransitionTests {
    private func start() -> (UIWindow, UIViewController, UIViewController, UIPercentDrivenInteractiveTransition, FixedTransitioningDelegate) {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log)
        let delegate = FixedTransitioningDelegate()
        delegate.presentAnimator = GravityDrop()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        return (window, a, b, interaction, delegate)
    }

    @Test func aCancelledPhysicsTransitionGoesBackToItsStartAndCompletesCancelled() throws {
        let (window, a, b, interaction, delegate) = start()
        defer { withExtendedLifetime(delegate) {} }
        let transition = try #require(window.activeTransition)
        interaction.update(0.3)
        window.clock.tick(to: 0.1)
        let dropped = Double(b.view.layer.presentation()!.position.y)
        #expect(dropped > -422 + 20, "scrubbed 30 % of the way into its fall")
        interaction.cancel()
        window.clock.tick(to: 5)
        #expect(transition.isComplete && transition.transitionWasCancelled)
        #expect(window.activeTransition == nil)
        #expect(a.presentedViewController == nil, "a cancelled presentation presents nothing")
        #expect(b.view.window == nil)
        expectClose(Double(b.view.center.y), -422, tolerance: 1e-9, "the view is back where the simulation began")
        #expect(window.clock.diagnostics.isEmpty, "\(window.clock.diagnostics)")
    }

    @Test func aFinishedPhysicsTransitionComesToRestAndCompletes() throws {
        let (window, a, b, interaction, delegate) = start()
        defer { withExtendedLifetime(delegate) {} }
        interaction.update(0.3)
        interaction.finish()
        window.clock.tick(to: 10)
        #expect(window.activeTransition == nil)
        #expect(a.presentedViewController === b)
        expectClose(Double(b.view.center.y), 422, tolerance: 1, "resting on the floor")
    }
}
