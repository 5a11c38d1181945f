//  UIViewController+APITests.swift — FlipbookKitTests
//  The UIViewController members with behaviour: the safe area, layout guides, containment
//  transitions, editing, unwinding, properties updates and content-unavailable views.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// A controller that records its safe-area, margin and property callbacks.
private final class RecordingController: UIViewController {
    var log: [String] = []
    override func viewSafeAreaInsetsDidChange() { log.append("safeArea") }
    override func viewLayoutMarginsDidChange() { log.append("margins") }
    override func updateProperties() { log.append("updateProperties") }
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewIsAppearing(_ animated: Bool) { log.append("isAppearing") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
}

private func onScreen(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
}

@Suite struct UIViewControllerAPITests {
    // UIKit docs, additionalSafeAreaInsets: "the view controller adds these insets to the safe
    // area of its root view, and the safe area of its subviews".
    @Test func additionalSafeAreaInsetsGrowTheSafeAreaOfTheViewAndItsSubviews() {
        let controller = RecordingController()
        let window = onScreen(controller)
        let before = controller.view.safeAreaInsets
        let child = UIView(frame: controller.view.bounds)
        controller.view.addSubview(child)
        controller.log.removeAll()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 0)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: before.top + 20, left: before.left + 10,
                                                               bottom: before.bottom + 30, right: before.right))
        #expect(child.safeAreaInsets == controller.view.safeAreaInsets, "a subview filling the view has the same insets")
        // UIKit docs, viewSafeAreaInsetsDidChange(): "called when the safe area of the root view changes".
        #expect(controller.log == ["safeArea"])
        _ = window
    }

    @Test func aSubviewPinnedToTheSafeAreaMovesWithTheAdditionalInsets() {
        let controller = UIViewController()
        let window = onScreen(controller)
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(pinned)
        let safe = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: safe.topAnchor), pinned.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 50), pinned.heightAnchor.constraint(equalToConstant: 50),
        ])
        window.layoutIfNeeded()
        let top = pinned.frame.minY
        controller.additionalSafeAreaInsets.top = 40
        window.layoutIfNeeded()
        expectClose(pinned.frame.minY, top + 40)
    }

    // UIKit docs, additionalSafeAreaInsets on a child: a child controller's view gets its parent's
    // extra insets where it overlaps them, plus its own.
    @Test func aChildControllersViewInheritsItsParentsAdditionalInsets() {
        let parent = UIViewController()
        let window = onScreen(parent)
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.view.frame = parent.view.bounds
        child.didMove(toParent: parent)
        let base = parent.view.safeAreaInsets.top
        parent.additionalSafeAreaInsets.top = 20
        child.additionalSafeAreaInsets.top = 5
        expectClose(child.view.safeAreaInsets.top, base + 25)
        _ = window
    }

    // UIKit docs, topLayoutGuide: "the bottom of the top bars"; as iOS 11+ computes it, the top of the safe area.
    @Test func theTopAndBottomLayoutGuidesSpanTheSafeAreaInsets() {
        let controller = UIViewController()
        let window = onScreen(controller)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 12, right: 0)
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            label.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            label.widthAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        let insets = controller.view.safeAreaInsets
        expectClose(controller.topLayoutGuide.length, insets.top)
        expectClose(controller.bottomLayoutGuide.length, insets.bottom)
        expectClose(label.frame.minY, insets.top)
        expectClose(label.frame.maxY, controller.view.bounds.height - insets.bottom)
    }

    @Test func settingTheRootViewsMarginsTellsTheController() {
        let controller = RecordingController()
        controller.view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(controller.log == ["margins"])
    }

    // UIKit docs, viewIsAppearing(_:): called after viewWillAppear(_:) and before viewDidAppear(_:).
    @Test func viewIsAppearingComesBetweenWillAndDidAppear() {
        let controller = RecordingController()
        let window = onScreen(controller)
        #expect(controller.log == ["willAppear", "isAppearing", "didAppear"])
        _ = window
    }

    // UIKit docs, shouldAutomaticallyForwardAppearanceMethods: with false, the container calls
    // its children's appearance methods itself.
    @Test func aContainerThatDoesNotForwardAppearanceLeavesItsChildrenAlone() {
        final class Manual: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let container = Manual()
        let child = RecordingController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        let window = onScreen(container)
        #expect(child.log.isEmpty)
        _ = window
    }

    // UIKit docs, transition(from:to:duration:options:animations:completion:): "adds the second
    // view controller's view to the view hierarchy and then performs the animations ... After the
    // animation completes, it removes the first view controller's view".
    @Test func transitionFromToSwapsTheChildrensViewsWithAppearanceCallbacks() {
        let container = UIViewController()
        let old = RecordingController(), new = RecordingController()
        container.addChild(old)
        container.view.addSubview(old.view)
        old.didMove(toParent: container)
        let window = onScreen(container)
        container.addChild(new)
        old.log.removeAll()
        var finished: Bool?
        container.transition(from: old, to: new, duration: 0.3, options: [], animations: { new.view.alpha = 0.5 }) { finished = $0 }
        #expect(new.view.superview === container.view && old.view.superview === container.view)
        #expect(old.log == ["willDisappear"] && new.log == ["willAppear", "isAppearing"])
        window.clock.tick(to: 1)
        #expect(finished == true && old.view.superview == nil && new.view.alpha == 0.5)
        #expect(old.log == ["willDisappear", "didDisappear"] && new.log.last == "didAppear")
    }

    // UIKit docs, setEditing(_:animated:): "the edit button item's title and style change".
    @Test func setEditingSwitchesTheEditButtonBetweenEditAndDone() {
        let controller = UIViewController()
        let button = controller.editButtonItem
        #expect(button.title == "Edit" && !controller.isEditing)
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing && button.title == "Done" && button.style == .done)
        controller.isEditing = false
        #expect(button.title == "Edit")
    }

    // UIKit docs, childContaining(_:) and allowedChildrenForUnwinding(from:): the default excludes
    // the child that contains the source.
    @Test func unwindingSkipsTheChildThatContainsTheSource() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: false)
        let container = UIViewController()
        let other = UIViewController()
        container.addChild(navigation)
        container.addChild(other)
        let source = UIStoryboardUnwindSegueSource(source: pushed, unwindAction: "unwindToHere:", sender: nil)
        #expect(container.childContaining(source) === navigation)
        #expect(container.allowedChildrenForUnwinding(from: source) == [other])
    }

    // UIKit docs, unwind(for:towards:) on a navigation controller: pops to the destination.
    @Test func aNavigationControllerUnwindsByPopping() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(UIViewController(), animated: false)
        let segue = UIStoryboardSegue(identifier: "unwind", source: navigation.topViewController!, destination: root)
        navigation.unwind(for: segue, towards: root)
        #expect(navigation.viewControllers == [root])
    }

    // UIKit docs, setNeedsUpdateProperties(): "the system calls updateProperties() ... you can
    // force an immediate update with updatePropertiesIfNeeded()". One request, one update.
    @Test func updatePropertiesRunsOncePerRequest() {
        let controller = RecordingController()
        let window = onScreen(controller)
        controller.log.removeAll()
        controller.updatePropertiesIfNeeded()
        #expect(controller.log.isEmpty)
        controller.setNeedsUpdateProperties()
        controller.setNeedsUpdateProperties()
        controller.updatePropertiesIfNeeded()
        controller.updatePropertiesIfNeeded()
        window.clock.tick(to: 0.1)
        #expect(controller.log == ["updateProperties"])
        // Flipbook: with no explicit request, the update runs on the scene's next tick.
        controller.setNeedsUpdateProperties()
        window.clock.tick(to: 0.2)
        #expect(controller.log == ["updateProperties", "updateProperties"])
    }

    // UIKit docs, contentUnavailableConfiguration: the configuration's view shows over the controller's content.
    @Test func aContentUnavailableConfigurationShowsItsViewOverTheContent() {
        let controller = UIViewController()
        var content = UIListContentConfiguration.cell()
        content.text = "No Results"
        controller.contentUnavailableConfiguration = content
        let shown = controller.view.subviews.last
        #expect(shown is UIContentView && shown?.frame == controller.view.bounds)
        controller.contentUnavailableConfiguration = nil
        #expect(!controller.view.subviews.contains { $0 === shown })
    }

    // UIKit docs, targetViewController(forAction:sender:): the nearest controller that handles the action.
    @Test func theTargetOfShowIsTheNavigationController() {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        #expect(child.targetViewController(forAction: "showViewController:sender:", sender: nil) === navigation)
        #expect(child.targetViewController(forAction: "showDetailViewController:sender:", sender: nil) == nil)
    }

    // UIKit docs, activePresentationController: nil until the controller is presented.
    @Test func activePresentationControllerIsSetOnlyWhilePresented() {
        let log = CallLog()
        let (window, root) = makeScene(log: log)
        let presented = UIViewController()
        #expect(presented.activePresentationController == nil)
        root.present(presented, animated: false)
        #expect(presented.activePresentationController === presented.presentationController)
        _ = window
    }

    // UIKit docs, providesPresentationContextTransitionStyle: the context's transition style replaces the presented one's.
    @Test func aPresentationContextCanProvideItsTransitionStyle() {
        let presenter = UIViewController()
        presenter.definesPresentationContext = true
        presenter.providesPresentationContextTransitionStyle = true
        presenter.modalTransitionStyle = .crossDissolve
        let presented = UIViewController()
        #expect(presented.systemTransitionStyle(presentedBy: presenter) == .crossDissolve)
        presenter.providesPresentationContextTransitionStyle = false
        #expect(presented.systemTransitionStyle(presentedBy: presenter) == .coverVertical)
    }

    // UIKit docs, showDetailViewController(_:sender:): outside a split view, presented modally.
    @Test func showDetailOutsideASplitViewPresents() {
        let log = CallLog()
        let (window, root) = makeScene(log: log)
        let detail = UIViewController()
        root.showDetailViewController(detail, sender: nil)
        #expect(root.presentedViewController === detail)
        window.clock.tick(to: 1)
    }

    @Test func deprecatedAliasesAndDefaults() {
        let controller = UIViewController(nibName: "Main", bundle: nil)
        #expect(controller.nibName == "Main" && controller.storyboard == nil)
        controller.isModalInPopover = true
        #expect(controller.isModalInPresentation)
        // Expected: UIKit docs, supportedInterfaceOrientations on iPhone: all but upside down.
        #expect(controller.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(controller.preferredStatusBarUpdateAnimation == .fade)
    }
}
