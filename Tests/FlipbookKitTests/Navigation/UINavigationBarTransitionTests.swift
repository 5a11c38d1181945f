//  UINavigationBarTransitionTests.swift — FlipbookKitTests
//  The bar's items move with a push or pop: titles slide and cross-fade along the transition's
//  timing, the old title becoming the back button, and an interactive pop scrubs them.

@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct UINavigationBarTransitionTests {
    /// Labels in the bar other than its own title and buttons' (the outgoing copies).
    private func outgoing(_ bar: UINavigationBar) -> [UIView] {
        bar.subviews.filter { $0 !== bar.titleLabel && $0 !== bar.backButton && $0 !== bar.backgroundView && $0 !== bar.hairline }
    }

    private func presentationAlpha(_ view: UIView) -> Double { Double(view.layer.presentation()!.opacity) }
    private func presentationShift(_ view: UIView) -> Double { Double(view.layer.presentation()!.transform.m41) }

    // UIKit docs (UINavigationBar): "When you push a new item onto the stack … the navigation bar
    // animates the change"; the new title comes in from the trailing side, the old one moves to
    // the back button. Along the transition's ease-in-ease-out curve, half-time is half-way.
    @Test func aPushSlidesTheNewTitleInAndTheOldOneIntoTheBackButton() {
        let log = CallLog()
        let a = LoggingViewController("Inbox", log: log)
        let (window, navigation) = makeNavigationScene(a, log: log)
        let bar = navigation.navigationBar
        let oldTitleFrame = bar.titleLabel.frame
        let b = LoggingViewController("Message", log: log)
        navigation.pushViewController(b, animated: true)
        let duration = SystemNavigationAnimator.duration

        #expect(bar.titleLabel.text == "Message")
        #expect(bar.backButton.title(for: .normal) == "‹ Inbox")
        let ghosts = outgoing(bar)
        #expect(ghosts.count == 1)
        let ghost = try! #require(ghosts.first as? UILabel)
        #expect(ghost.text == "Inbox" && ghost.center == CGPoint(x: oldTitleFrame.midX, y: oldTitleFrame.midY)
                    && ghost.bounds.size == oldTitleFrame.size, "a copy of the old title where it stood, to move and fade")

        window.clock.tick(to: duration / 2)
        expectClose(presentationAlpha(bar.titleLabel), 0.5, tolerance: 1e-6)
        expectClose(presentationAlpha(ghost), 0.5, tolerance: 1e-6)
        expectClose(presentationAlpha(bar.backButton), 0.5, tolerance: 1e-6)
        // The new title starts half the bar's width to the trailing side: at half-time, a quarter.
        expectClose(presentationShift(bar.titleLabel), 390 / 4, tolerance: 1e-6)
        // The old title ends over the back button: at half-time it is half-way there.
        expectClose(presentationShift(ghost), Double(bar.backButton.frame.midX - oldTitleFrame.midX) / 2, tolerance: 1e-6)

        window.clock.tick(to: duration + 0.1)
        #expect(outgoing(bar).isEmpty, "the outgoing copies are gone")
        #expect(bar.titleLabel.alpha == 1 && bar.titleLabel.transform == .identity)
        #expect(bar.backButton.alpha == 1 && !bar.backButton.isHidden)
    }

    // A pop reverses it: the back button's title slides to the middle and becomes the title.
    @Test func aPopSlidesTheBackButtonsTitleToTheMiddle() {
        let log = CallLog()
        let a = LoggingViewController("Inbox", log: log)
        let (window, navigation) = makeNavigationScene(a, log: log)
        navigation.pushViewController(LoggingViewController("Message", log: log), animated: false)
        let bar = navigation.navigationBar
        let backFrame = bar.backButton.frame
        navigation.popViewController(animated: true)
        #expect(bar.titleLabel.text == "Inbox")
        let ghosts = outgoing(bar)
        #expect(ghosts.count == 2, "the popped title and the old back button")
        window.clock.tick(to: 1e-9)
        expectClose(presentationShift(bar.titleLabel), Double(backFrame.midX - bar.titleLabel.frame.midX), tolerance: 1e-3,
                    "the title starts where the back button's title was")
        window.clock.tick(to: SystemNavigationAnimator.duration + 0.1)
        #expect(outgoing(bar).isEmpty)
        #expect(bar.backButton.isHidden, "no back button on the root")
    }

    // An interactive pop scrubs the bar with the views, and cancelled leaves the bar as it was.
    @Test func anInteractivePopScrubsTheBarAndCancelledPutsItBack() {
        let log = CallLog()
        let a = LoggingViewController("Inbox", log: log)
        let (window, navigation) = makeNavigationScene(a, log: log)
        navigation.pushViewController(LoggingViewController("Message", log: log), animated: false)
        let delegate = RecordingNavigationDelegate(log: log)
        delegate.animator = FadeAnimator(log: log)
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        navigation.delegate = delegate
        let bar = navigation.navigationBar
        navigation.popViewController(animated: true)
        window.clock.tick(to: 3)
        expectClose(presentationAlpha(bar.titleLabel), 0, tolerance: 1e-6, "paused at 0 until updated")
        interaction.update(0.5)
        expectClose(presentationAlpha(bar.titleLabel), Reference.easeInOut(0.5), tolerance: 1e-6)
        interaction.cancel()
        window.clock.tick(to: 5)
        #expect(navigation.viewControllers.count == 2)
        #expect(bar.titleLabel.text == "Message" && bar.backButton.title(for: .normal) == "‹ Inbox")
        #expect(!bar.backButton.isHidden && outgoing(bar).isEmpty)
        #expect(bar.titleLabel.alpha == 1 && bar.titleLabel.transform == .identity)
    }
}
