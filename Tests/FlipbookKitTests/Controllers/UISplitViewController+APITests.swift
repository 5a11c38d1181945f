//  UISplitViewController+APITests.swift — FlipbookKitTests
//  A split view controller collapsed as on an iPhone: one navigation stack.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

private func show(_ split: UISplitViewController) -> UIWindow {
    let window = UIWindow()
    window.rootViewController = split
    window.makeKeyAndVisible()
    return window
}

@Suite struct UISplitViewControllerAPITests {
    // UIKit docs, "Split view controllers in compact width": the split view collapses to a
    // navigation stack, its proposed top column being the secondary.
    @Test func aCollapsedDoubleColumnShowsTheSecondaryOverThePrimary() throws {
        let list = UIViewController(), detail = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = show(split)
        #expect(split.isCollapsed)
        let navigation = try #require(list.navigationController)
        #expect(navigation.viewControllers == [list, detail])
        #expect(detail.view.window === window && list.splitViewController === split && detail.splitViewController === split)
        #expect(split.viewController(for: .primary) === list && split.viewControllers == [list, detail])
    }

    // UIKit docs, splitViewController(_:topColumnForCollapsingToProposedTopColumn:): the delegate picks the top column.
    @Test func theDelegateCanCollapseToThePrimary() throws {
        final class ShowList: UISplitViewControllerDelegate {
            func splitViewController(_ svc: UISplitViewController,
                                     topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
                -> UISplitViewController.Column { .primary }
        }
        let list = UIViewController(), detail = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        let delegate = ShowList()
        split.delegate = delegate
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        _ = show(split)
        #expect(try #require(list.navigationController).viewControllers == [list])
    }

    // UIKit docs, showDetailViewController(_:sender:): collapsed, the detail is pushed on the primary's stack.
    @Test func showDetailPushesWhenCollapsed() throws {
        let list = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        let window = show(split)
        let detail = UIViewController()
        list.showDetailViewController(detail, sender: nil)
        window.clock.tick(to: 1)
        #expect(try #require(list.navigationController).viewControllers == [list, detail])
        #expect(split.viewController(for: .secondary) === detail)
    }

    // UIKit docs, show(_:) for a column: collapsed, showing the primary column pops back to it.
    @Test func showingThePrimaryColumnPopsBackToIt() throws {
        let list = UIViewController(), detail = UIViewController()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        let window = show(split)
        split.show(.primary)
        window.clock.tick(to: 1)
        #expect(try #require(list.navigationController).viewControllers == [list])
        split.show(.secondary)
        window.clock.tick(to: 2)
        #expect(try #require(list.navigationController).viewControllers == [list, detail])
    }

    // UIKit docs, the classic split view: collapsing calls the primary's collapseSecondaryViewController(_:for:).
    @Test func aClassicSplitViewCollapsesOntoAPrimaryNavigationController() {
        let root = UIViewController(), detail = UIViewController()
        let primary = UINavigationController(rootViewController: root)
        let split = UISplitViewController()
        split.viewControllers = [primary, detail]
        _ = show(split)
        #expect(primary.viewControllers == [root, detail])
        #expect(split.viewController(for: .secondary) === detail)
    }

    // UIKit docs, the width properties: a preferred width is kept within the minimum and maximum.
    @Test func theColumnWidthFollowsThePreferencesWithinTheLimits() {
        let split = UISplitViewController(style: .doubleColumn)
        #expect(split.primaryColumnWidth == 320)
        split.preferredPrimaryColumnWidth = 100
        split.minimumPrimaryColumnWidth = 150
        #expect(split.primaryColumnWidth == 150)
        split.preferredPrimaryColumnWidth = UISplitViewController.automaticDimension
        split.preferredPrimaryColumnWidthFraction = 0.5
        split.minimumPrimaryColumnWidth = UISplitViewController.automaticDimension
        expectClose(split.primaryColumnWidth, UIScreen.main.bounds.width / 2)
    }
}
