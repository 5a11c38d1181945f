//  UIViewControllerInitializerTests.swift — FlipbookKitTests
//  View controllers' initializers shaped as UIKit's, so subclasses written for iOS compile.

import FlipbookKit
import Testing

// UIKit docs (UIViewController): init(nibName:bundle:) is the designated initializer and
// init?(coder:) is required; init() is a convenience initializer (NSObject's, which UIKit imports
// as one), so a subclass declares its own init() without `override` and calls the designated one.
private final class CardViewController: UIViewController {
    let number: Int
    init() {
        number = 7
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
}

/// Overrides both designated initializers, so it inherits `init()` (which calls its override).
private final class NibViewController: UIViewController {
    var calledWith: (String?, Bundle?)?
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        calledWith = (nibNameOrNil, nibBundleOrNil)
    }
    required init?(coder: NSCoder) { nil }
}

// UIKit docs (UITableViewController): init(style:) is designated; a subclass's init() picks the style.
private final class SettingsViewController: UITableViewController {
    init() { super.init(style: .insetGrouped) }
    required init?(coder: NSCoder) { nil }
}

@MainActor @Suite struct UIViewControllerInitializerTests {
    @Test func aSubclassDeclaresItsOwnInitWithoutOverride() {
        #expect(CardViewController().number == 7)
        #expect(UIViewController().isViewLoaded == false)
    }

    @Test func initCallsTheDesignatedInitializerWithNoNib() {
        let controller = NibViewController()
        #expect(controller.calledWith != nil)
        #expect(controller.calledWith?.0 == nil && controller.calledWith?.1 == nil)
    }

    @Test func aTableControllerSubclassChoosesItsStyle() {
        #expect(SettingsViewController().tableView.style == .insetGrouped)
        #expect(UITableViewController().tableView.style == .plain)
        #expect(UINavigationController(rootViewController: CardViewController()).viewControllers.count == 1)
        #expect(UITabBarController().viewControllers == nil || UITabBarController().viewControllers?.isEmpty == true)
    }
}
