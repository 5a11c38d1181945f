//  UITabBarController+APITests.swift — FlipbookKitTests
//  Tab bar controllers made from UITabs, hiding the tab bar, the More controller and
//  customizable controllers, and the tab bar's appearance, items and layout, as UIKit documents them.

@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@MainActor @Suite struct UITabBarControllerAPITests {
    private func page(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    private func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return window
    }

    private func button(_ bar: UITabBar, _ title: String) -> UIButton? {
        bar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == title }
    }

    // MARK: Tabs (iOS 18)

    // UIKit docs: UITabBarController.init(tabs:), "Creates a tab bar controller with the tabs you
    // specify"; UITab's view controller provider "creates the view controller for the tab".
    @Test func aControllerMadeFromTabsShowsEachTabsController() {
        let tabs = UITabBarController(tabs: [
            UITab(title: "Inbox", image: nil, identifier: "inbox") { _ in self.page("InboxPage") },
            UITab(title: "Sent", image: nil, identifier: "sent") { _ in self.page("SentPage") },
        ])
        _ = show(tabs)
        #expect(tabs.viewControllers?.map(\.title) == ["InboxPage", "SentPage"])
        #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", "Sent"], "the tab bar shows the tabs' titles")
        #expect(tabs.selectedTab?.identifier == "inbox")
        #expect(tabs.tab(forIdentifier: "sent")?.title == "Sent" && tabs.tab(forIdentifier: "none") == nil)
        tabs.selectedTab = tabs.tab(forIdentifier: "sent")
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController?.title == "SentPage")
    }

    // UIKit docs: UITabBarControllerDelegate tabBarController(_:shouldSelectTab:) "asks the delegate
    // whether the tab bar controller selects the tab"; tabBarController(_:didSelectTab:previousTab:) tells it.
    @Test func aTapOnATabAsksAndTellsTheDelegateAboutTabs() {
        final class Delegate: UITabBarControllerDelegate {
            var log: [String] = []
            var refuses: String?
            func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
                log.append("should \(tab.identifier)"); return tab.identifier != refuses
            }
            func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {
                log.append("did \(selectedTab.identifier) from \(previousTab?.identifier ?? "none")")
            }
        }
        let tabs = UITabBarController(tabs: [
            UITab(title: "A", image: nil, identifier: "a") { _ in self.page("a") },
            UITab(title: "B", image: nil, identifier: "b") { _ in self.page("b") },
            UITab(title: "C", image: nil, identifier: "c") { _ in self.page("c") },
        ])
        let delegate = Delegate()
        delegate.refuses = "c"
        tabs.delegate = delegate
        _ = show(tabs)
        button(tabs.tabBar, "B")?.tap()
        button(tabs.tabBar, "C")?.tap()
        #expect(delegate.log == ["should b", "did b from a", "should c"])
        #expect(tabs.selectedTab?.identifier == "b")
    }

    // MARK: The tab bar controller

    // UIKit docs: isTabBarHidden, "whether the tab bar is hidden"; setTabBarHidden(_:animated:) hides it.
    @Test func theTabBarHidesAndShows() {
        let tabs = UITabBarController()
        tabs.viewControllers = [page("One")]
        let window = show(tabs)
        tabs.isTabBarHidden = true
        #expect(tabs.tabBar.isHidden)
        tabs.setTabBarHidden(false, animated: true)
        window.clock.tick(to: 0.15)
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.layer.presentation()!.transform.m42 > 0, "it slides up from below")
        window.clock.tick(to: 1)
        #expect(!tabs.isTabBarHidden && tabs.tabBar.transform == .identity)
    }

    // UIKit docs: moreNavigationController, "This property always contains a valid More navigation
    // controller … The tab bar controller does not include the More navigation controller in that array".
    @Test func theMoreControllerIsAlwaysThereAndNeverATab() {
        let tabs = UITabBarController()
        tabs.viewControllers = (1...6).map { page("P\($0)") }
        #expect(tabs.moreNavigationController === tabs.moreNavigationController)
        #expect(!(tabs.viewControllers ?? []).contains { $0 === tabs.moreNavigationController })
    }

    // UIKit docs: customizableViewControllers, "When you change the viewControllers property … this
    // property is reset to the same set of objects".
    @Test func customizableControllersFollowTheViewControllers() {
        let tabs = UITabBarController()
        let pages = [page("A"), page("B")]
        tabs.viewControllers = pages
        #expect(tabs.customizableViewControllers == pages)
        tabs.customizableViewControllers = [pages[0]]
        tabs.viewControllers = pages.reversed()
        #expect(tabs.customizableViewControllers == pages.reversed())
    }

    // MARK: The tab bar

    // UIKit docs: UITabBar.standardAppearance, "The appearance settings for a standard-height tab
    // bar"; UITabBarItem.standardAppearance applies "when the item is selected".
    @Test func theTabBarDrawsItsAppearanceAndTheSelectedItemsWins() {
        let tabs = UITabBarController()
        let pages = [page("One"), page("Two")]
        tabs.viewControllers = pages
        _ = show(tabs)
        let bar = tabs.tabBar
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.stackedLayoutAppearance.normal.iconColor = .systemGray
        appearance.stackedLayoutAppearance.selected.iconColor = .systemOrange
        bar.standardAppearance = appearance
        #expect(bar.backgroundColor == .systemIndigo)
        #expect(button(bar, "One")?.tintColor == .systemOrange && button(bar, "Two")?.tintColor == .systemGray)

        let itemAppearance = UITabBarAppearance()
        itemAppearance.configureWithTransparentBackground()
        pages[1].tabBarItem.standardAppearance = itemAppearance
        #expect(bar.backgroundColor == .systemIndigo, "only while its item is selected")
        tabs.selectedIndex = 1
        #expect(bar.backgroundColor == .clear)
    }

    // UIKit docs: ItemPositioning.centered, "Center items in the available space"; itemWidth and
    // itemSpacing set the items' width and the space between them.
    @Test func centredItemsAreAsWideAndApartAsAsked() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 83))
        bar.items = [UITabBarItem(title: "A", image: nil, tag: 0), UITabBarItem(title: "B", image: nil, tag: 1)]
        bar.itemPositioning = .centered
        bar.itemWidth = 60
        bar.itemSpacing = 10
        bar.layoutIfNeeded()
        #expect(button(bar, "A")?.frame == CGRect(x: 130, y: 0, width: 60, height: 49))
        #expect(button(bar, "B")?.frame == CGRect(x: 200, y: 0, width: 60, height: 49))
        bar.itemPositioning = .fill
        bar.layoutIfNeeded()
        #expect(button(bar, "B")?.frame == CGRect(x: 195, y: 0, width: 195, height: 49))
    }

    // UIKit docs: beginCustomizingItems(_:) "presents a modal view allowing the user to customize
    // the tab bar"; isCustomizing, "whether the user is customizing the tab bar".
    @Test func customizingIsNotedBetweenItsBeginningAndEnd() {
        let bar = UITabBar(frame: .zero)
        let items = [UITabBarItem(tabBarSystemItem: .favorites, tag: 0)]
        bar.setItems(items, animated: false)
        bar.beginCustomizingItems(items)
        #expect(bar.isCustomizing)
        #expect(bar.endCustomizing(animated: false) == false && !bar.isCustomizing)
    }

    // UIKit docs: UITabBar.items, "The items displayed by the tab bar".
    @Test func settingTheItemsShowsThem() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 83))
        bar.items = [UITabBarItem(title: "A", image: nil, tag: 0)]
        #expect(bar.items?.count == 1 && button(bar, "A") != nil)
        bar.items?.first?.title = "Z"
        #expect(button(bar, "Z") != nil, "an item's change redraws the bar")
    }

    // UIKit docs: UITabBar.barTintColor, "The tint color to apply to the tab bar background"; barStyle.
    @Test func aBarTintColourOrBlackStyleColoursTheBackground() {
        let bar = UITabBar(frame: .zero)
        bar.barStyle = .black
        #expect(bar.backgroundColor == .black)
        bar.barTintColor = .systemRed
        #expect(bar.backgroundColor == .systemRed)
    }
}
