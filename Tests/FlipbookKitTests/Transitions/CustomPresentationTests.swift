//  CustomPresentationTests.swift — FlipbookKitTests
//  .custom presentations with a UIPresentationController, and interaction that starts later.

import FlipbookKit
import FlipbookTestSupport
import Testing

/// A bottom half-sheet with a dimming view, the usual custom presentation.
private final class HalfSheetPresentationController: UIPresentationController {
    let dimming = UIView()
    var log: [String] = []

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        return CGRect(x: 0, y: container.bounds.height / 2, width: container.bounds.width, height: container.bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        dimming.frame = containerView!.bounds
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
        containerView!.insertSubview(dimming, at: 0)
        log.append("willBegin")
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { log.append("didEnd(\(completed))") }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimming.removeFromSuperview() }
        log.append("dismissalDidEnd(\(completed))")
    }
}

private final class SheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var controller: HalfSheetPresentationController?
    let log: CallLog
    init(log: CallLog) { self.log = log }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let made = HalfSheetPresentationController(presentedViewController: presented, presenting: presenting)
        controller = made
        return made
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { FadeAnimator(log: log) }
}

@Suite struct CustomPresentationTests {
    @Test func aCustomPresentationControllerPlacesThePresentedViewAndKeepsThePresenter() throws {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log)
        b.modalPresentationStyle = .custom
        let delegate = SheetDelegate(log: log)
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        let controller = try #require(delegate.controller)
        #expect(b.presentationController === controller)
        #expect(window.activeTransition?.view(forKey: .from) == nil, "the presenter's view stays where it is: no from-view")
        window.clock.tick(to: 1)
        #expect(b.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(a.view.window === window, "a custom presentation leaves the presenter's view")
        #expect(controller.dimming.superview === controller.containerView)
        #expect(controller.log == ["willBegin", "didEnd(true)"])
        #expect(!log.entries.contains("A.viewWillDisappear"))

        b.dismiss(animated: false)
        #expect(controller.log.last == "dismissalDidEnd(true)")
        #expect(controller.dimming.superview == nil && b.view.window == nil)
    }

    @Test func anInteractionThatStartsRunningCanBePausedAndScrubbed() {
        let log = CallLog()
        let (window, a) = makeScene(log: log)
        let b = LoggingViewController("B", log: log)
        let delegate = FixedTransitioningDelegate()
        delegate.presentAnimator = FadeAnimator(log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        interaction.wantsInteractiveStart = false
        delegate.presentInteraction = interaction
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        #expect(window.activeTransition?.isInteractive == false)
        window.clock.tick(to: 0.3)
        interaction.pause()
        #expect(window.activeTransition?.isInteractive == true)
        expectClose(Double(interaction.percentComplete), 0.3, tolerance: 1e-9)
        window.clock.tick(to: 2)
        expectClose(Double(b.view.layer.presentation()!.opacity), 0.3, tolerance: 1e-6)
        interaction.update(0.8)
        expectClose(Double(b.view.layer.presentation()!.opacity), 0.8, tolerance: 1e-6)
        interaction.completionCurve = .linear
        interaction.finish()
        window.clock.tick(to: 2.21)
        #expect(a.presentedViewController === b && window.activeTransition == nil)
        withExtendedLifetime(delegate) {}
    }
}
