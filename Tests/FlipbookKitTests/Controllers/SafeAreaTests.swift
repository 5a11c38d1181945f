//  SafeAreaTests.swift — FlipbookKitTests
//  A view controller's view under the bars of its containers: where it is placed, and the
//  safe area its views are given.

import Testing
@testable import FlipbookKit

@MainActor
@Suite struct SafeAreaTests {
    /// A 390×844 iPhone window (status bar 47 pt, home indicator 34 pt) whose root is `root`.
    private func window(root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    // UIKit docs: UIViewController.edgesForExtendedLayout, "The default value of this property
    // is all"; UIView.safeAreaInsets, "For the view controller's root view, the insets account
    // for the status bar, other visible bars, and any additional insets".
    @Test func underATranslucentNavigationBarTheViewStartsAtTheTopInsetByTheBar() {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let window = window(root: navigation)
        defer { withExtendedLifetime(window) {} }
        #expect(content.edgesForExtendedLayout == .all)
        #expect(!content.extendedLayoutIncludesOpaqueBars)
        #expect(content.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // The bar's bottom: 47 pt of status bar and a 44 pt bar.
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(content.view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 91, width: 390, height: 844 - 91 - 34))
    }

    // UIKit docs: edgesForExtendedLayout, "If you remove an edge value from this property, the
    // system does not lay out your content underneath other bars on that same edge";
    // extendedLayoutIncludesOpaqueBars, "The default value of this property is false".
    @Test func anOpaqueBarOrATopLeftOutOfTheExtendedEdgesStopsTheViewAtTheBar() {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let window = window(root: navigation)
        content.edgesForExtendedLayout = []
        window.layoutIfNeeded()
        #expect(content.view.frame == CGRect(x: 0, y: 91, width: 390, height: 844 - 91))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))

        content.edgesForExtendedLayout = .all
        navigation.navigationBar.isTranslucent = false
        window.layoutIfNeeded()
        #expect(content.view.frame.minY == 91, "an opaque bar")
        content.extendedLayoutIncludesOpaqueBars = true
        window.layoutIfNeeded()
        #expect(content.view.frame.minY == 0, "extended under the opaque bar too")
        #expect(content.view.safeAreaInsets.top == 91)
    }

    // UIKit docs: safeAreaInsets, "For other views in the view hierarchy, the insets reflect
    // only the portion of the view that is covered": a subview gets the part of the bar it lies under.
    @Test func aSubviewIsInsetByThePartOfTheBarItLiesUnder() {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let window = window(root: navigation)
        let header = UIView(frame: CGRect(x: 0, y: 60, width: 390, height: 100))
        let below = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 100))
        content.view.addSubview(header)
        content.view.addSubview(below)
        window.layoutIfNeeded()
        #expect(header.safeAreaInsets.top == 31)
        #expect(below.safeAreaInsets == .zero)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(header.safeAreaInsets.top == 0, "only the status bar is left, above the header")
        #expect(content.view.safeAreaInsets.top == 47)
    }

    // UIKit docs: additionalSafeAreaInsets, "Use this property to adjust the safe area insets of
    // this view controller's views by the specified amount"; a child's views inherit them.
    @Test func additionalSafeAreaInsetsAddToTheInsetsTheViewHas() {
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        let window = window(root: navigation)
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        content.view.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.topAnchor),
            pinned.leadingAnchor.constraint(equalTo: content.view.leadingAnchor),
            pinned.trailingAnchor.constraint(equalTo: content.view.trailingAnchor),
            pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(pinned.frame.minY == 91)
        content.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 50, right: 0)
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 111, left: 0, bottom: 84, right: 0))
        window.layoutIfNeeded()
        #expect(pinned.frame.minY == 111, "constraints to the safe area follow it")

        // The outer controller's additional insets reach the child's view through the hierarchy.
        content.additionalSafeAreaInsets = .zero
        navigation.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 100, right: 0)
        window.layoutIfNeeded()
        #expect(content.view.safeAreaInsets.bottom == 134)
    }

    // UIKit docs: safeAreaInsets — a tab bar is one of the "other visible bars".
    @Test func underATabBarTheBottomInsetIsTheBar() {
        let content = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [content]
        let window = window(root: tabs)
        defer { withExtendedLifetime(window) {} }
        #expect(content.view.frame.maxY == 844)
        #expect(content.view.safeAreaInsets.bottom == tabs.tabBar.frame.height)
        #expect(tabs.tabBar.frame.height == 83, "49 pt of bar over the 34 pt home indicator")
    }

    // Pushed controllers are placed by the same rule as the root, and the system slide moves
    // them between their own frames.
    @Test func aPushedControllerArrivesAtItsOwnFrame() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = window(root: navigation)
        let opaque = UIViewController()
        opaque.edgesForExtendedLayout = []
        navigation.pushViewController(opaque, animated: true)
        window.clock.tick(to: 1)
        #expect(opaque.view.frame == CGRect(x: 0, y: 91, width: 390, height: 844 - 91))
        navigation.popViewController(animated: true)
        window.clock.tick(to: 2)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}
