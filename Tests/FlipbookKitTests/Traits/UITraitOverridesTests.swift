//  UITraitOverridesTests.swift — FlipbookKitTests
//  iOS 17's traitOverrides on window scenes, view controllers, presentation controllers and views:
//  what reaches whom, the nearest winning, removing an override, and the trait-change callbacks.

@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct UITraitOverridesTests {
    private struct ContainedInSettingsTrait: UITraitDefinition {
        static let defaultValue = false
    }

    private final class RecordingView: UIView {
        var changes: [UIUserInterfaceStyle] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            changes.append(traitCollection.userInterfaceStyle)
        }
    }

    private final class RecordingController: UIViewController {
        var previous: [UIUserInterfaceStyle?] = []
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            previous.append(previousTraitCollection?.userInterfaceStyle)
        }
    }

    // UIKit docs, UIViewController.traitOverrides: "A mutable container of traits you use to set
    // trait changes for this view controller and its views."
    @Test func aControllersOverridesReachItsViewsAndTheirSubviews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = RecordingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let leaf = RecordingView()
        controller.view.addSubview(leaf)
        #expect(leaf.traitCollection.userInterfaceStyle == .light)

        controller.traitOverrides.userInterfaceStyle = .dark
        controller.traitOverrides[ContainedInSettingsTrait.self] = true
        #expect(controller.traitCollection.userInterfaceStyle == .dark && leaf.traitCollection.userInterfaceStyle == .dark)
        #expect(leaf.traitCollection[ContainedInSettingsTrait.self] == true)
        #expect(window.traitCollection.userInterfaceStyle == .light, "an override does not reach up")
        // The views and the controller whose traits changed are told, with the traits they had:
        // once for the style, once for the custom trait.
        #expect(leaf.changes == [.dark, .dark])
        #expect(controller.previous == [.light, .dark])
        controller.traitOverrides.userInterfaceStyle = .dark
        #expect(leaf.changes.count == 2, "setting what is already in force changes nothing")
    }

    // UITraitOverrides docs: contains(_:) "whether the trait overrides contain a change for the
    // trait"; remove(_:) "removes the change for the trait you provide".
    @Test func anOverrideIsKeptUntilRemovedEvenAtTheDefaultValue() {
        let view = UIView()
        #expect(!view.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        view.traitOverrides.userInterfaceStyle = .unspecified
        #expect(view.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        view.traitOverrides.horizontalSizeClass = .regular
        view.traitOverrides.remove(UITraitHorizontalSizeClass.self)
        #expect(!view.traitOverrides.contains(UITraitHorizontalSizeClass.self))
        #expect(view.traitOverrides.horizontalSizeClass == .unspecified)
    }

    @Test func theNearestOverrideWins() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let middle = UIView(), leaf = UIView()
        controller.view.addSubview(middle)
        middle.addSubview(leaf)
        window.windowScene?.traitOverrides.horizontalSizeClass = .regular
        controller.traitOverrides.userInterfaceStyle = .dark
        middle.traitOverrides.userInterfaceStyle = .light
        #expect(leaf.traitCollection.userInterfaceStyle == .light && controller.view.traitCollection.userInterfaceStyle == .dark)
        #expect(leaf.traitCollection.horizontalSizeClass == .regular, "the scene's override reaches every window's views")
        #expect(window.windowScene?.traitCollection.horizontalSizeClass == .regular)
        middle.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(leaf.traitCollection.userInterfaceStyle == .dark)
    }

    // UIKit docs, UIPresentationController.traitOverrides: traits for the presentation
    // controller and the view controller it presents.
    @Test func aPresentationControllersOverridesReachThePresentedController() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let presenter = UIViewController()
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        presenter.present(presented, animated: false)
        let presentation = try! #require(presented.presentationController)
        presentation.traitOverrides.userInterfaceStyle = .dark
        #expect(presentation.traitCollection.userInterfaceStyle == .dark)
        #expect(presented.view.traitCollection.userInterfaceStyle == .dark && presented.traitCollection.userInterfaceStyle == .dark)
        #expect(presenter.traitCollection.userInterfaceStyle == .light)
    }
}
