//  AdaptivePresentationTests.swift — FlipbookKitTests
//  How a presentation adapts to its environment's traits (UIAdaptivePresentationControllerDelegate),
//  popovers, the presentation controller made before the presentation, its layout callbacks and
//  the coordinator its will-begin sees, and preferred content sizes (UIContentContainer).

@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// A custom presentation controller of the kind Apple's "Adaptive Presentation" sample writes:
/// a centred card in a regular environment, which it logs the life of.
private final class CardPresentationController: UIPresentationController {
    var log: [String] = []
    var sawCoordinator = false
    var layouts = 0
    var preferredSizeChanges = 0

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let size = size(forChildContentContainer: presentedViewController, withParentContainerSize: containerView.bounds.size)
        return CGRect(x: (containerView.bounds.width - size.width) / 2, y: (containerView.bounds.height - size.height) / 2,
                      width: size.width, height: size.height)
    }

    override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        let preferred = container.preferredContentSize
        return preferred == .zero ? CGSize(width: parentSize.width / 2, height: parentSize.height / 2) : preferred
    }

    override func presentationTransitionWillBegin() {
        log.append("willBegin")
        sawCoordinator = presentedViewController.transitionCoordinator != nil
    }

    override func containerViewWillLayoutSubviews() {
        layouts += 1
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        preferredSizeChanges += 1
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

private final class CardDelegate: NSObject, UIViewControllerTransitioningDelegate, UIAdaptivePresentationControllerDelegate {
    var made: CardPresentationController?
    var adaptsInCompactWidth = true
    var willPresent: [(UIModalPresentationStyle, Bool)] = []

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = CardPresentationController(presentedViewController: presented, presenting: presenting)
        controller.delegate = self
        made = controller
        return controller
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptsInCompactWidth && traitCollection.horizontalSizeClass == .compact ? .fullScreen : .none
    }

    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        UINavigationController(rootViewController: controller.presentedViewController)
    }

    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?) {
        willPresent.append((style, transitionCoordinator != nil))
    }
}

private func scene(_ size: CGSize) -> (UIWindow, UIViewController) {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    return (window, root)
}

@Suite struct AdaptivePresentationTests {
    // UIKit docs, presentationController(_:viewControllerForAdaptivePresentationStyle:): "the view
    // controller to display in place of the existing one" once the style adapts; the custom
    // presentation controller's own transition is not run then.
    @Test func aCustomPresentationAdaptsToFullScreenInACompactWidthThroughItsDelegate() throws {
        let (window, root) = scene(CGSize(width: 390, height: 844))
        let content = UIViewController()
        let delegate = CardDelegate()
        content.modalPresentationStyle = .custom
        content.transitioningDelegate = delegate
        root.present(content, animated: true)
        window.clock.tick(to: 1)
        let shown = try #require(root.presentedViewController as? UINavigationController)
        #expect(shown.viewControllers.first === content)
        #expect(shown.presentationController?.presentationStyle == .fullScreen && shown.view.frame == window.bounds)
        #expect(delegate.made?.log == [], "the card's own transition did not run")
        #expect(delegate.willPresent.map(\.0) == [.fullScreen] && delegate.willPresent.allSatisfy(\.1))
    }

    @Test func whereTheWidthIsRegularTheCustomPresentationRunsAsWritten() throws {
        let (window, root) = scene(CGSize(width: 820, height: 1180))
        let content = UIViewController()
        let delegate = CardDelegate()
        content.modalPresentationStyle = .custom
        content.transitioningDelegate = delegate
        root.present(content, animated: true)
        let card = try #require(delegate.made)
        // UIKit docs, transitionCoordinator: available while the presentation runs — including
        // in presentationTransitionWillBegin, where dimming views are faded in alongside.
        #expect(card.log == ["willBegin"] && card.sawCoordinator)
        #expect(delegate.willPresent.map(\.0) == [UIModalPresentationStyle.none])
        window.clock.tick(to: 1)
        window.layoutIfNeeded()   // the layout pass before a frame is drawn
        #expect(root.presentedViewController === content && content.view.frame == CGRect(x: 205, y: 295, width: 410, height: 590))
        #expect(card.layouts >= 1, "the container's layout pass asked the presentation controller")

        // UIContentContainer: a new preferred size goes to the presentation controller.
        content.preferredContentSize = CGSize(width: 300, height: 200)
        #expect(card.preferredSizeChanges == 1 && content.view.frame == CGRect(x: 260, y: 490, width: 300, height: 200))
    }

    // UIKit docs, UIModalPresentationStyle.none: returned "when you do not want a presentation
    // controller to adapt"; a popover in a compact width otherwise adapts to full screen.
    @Test func aPopoverOnAPhoneGoesFullScreenUnlessItsDelegateSaysNone() throws {
        final class KeepPopover: UIPopoverPresentationControllerDelegate {
            var prepared = 0
            func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
            func prepareForPopoverPresentation(_ popover: UIPopoverPresentationController) { prepared += 1 }
        }
        let (window, root) = scene(CGSize(width: 390, height: 844))
        let button = UIView(frame: CGRect(x: 300, y: 100, width: 60, height: 40))
        root.view.addSubview(button)

        let plain = UIViewController()
        plain.modalPresentationStyle = .popover
        root.present(plain, animated: false)
        #expect(plain.presentationController?.presentationStyle == .fullScreen && plain.view.frame == window.bounds)
        plain.dismiss(animated: false)

        let menu = UIViewController()
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = CGSize(width: 200, height: 150)
        let popover = try #require(menu.popoverPresentationController)
        let keep = KeepPopover()
        popover.delegate = keep
        popover.sourceView = button
        root.present(menu, animated: false)
        // Below the button, centred on it, inside the 10 pt margins.
        #expect(menu.view.frame == CGRect(x: 180, y: 140, width: 200, height: 150))
        #expect(popover.arrowDirection == .up && keep.prepared == 1 && root.view.window === window)
        // A tap outside dismisses it.
        window.sendTouch(.began, at: CGPoint(x: 50, y: 600), finger: 0)
        window.sendTouch(.ended, at: CGPoint(x: 50, y: 600), finger: 0)
        window.clock.tick(to: 2)
        #expect(root.presentedViewController == nil)
    }

    @Test func aDelegateSetBeforeThePresentationIsKept() throws {
        final class Watcher: UIAdaptivePresentationControllerDelegate {}
        let (window, root) = scene(CGSize(width: 390, height: 844))
        let presented = UIViewController()
        let watcher = Watcher()
        presented.presentationController?.delegate = watcher
        presented.modalPresentationStyle = .fullScreen   // a different style: a new controller, the same delegate
        #expect(presented.sheetPresentationController == nil)
        root.present(presented, animated: false)
        #expect(presented.presentationController?.delegate === watcher && presented.view.window === window)
    }
}
