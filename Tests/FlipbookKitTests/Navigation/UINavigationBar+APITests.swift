//  UINavigationBar+APITests.swift — FlipbookKitTests
//  The navigation bar's appearances, title views, title attributes, bar button items and back
//  button as UIKit documents them: what the bar draws, and what a tap does.

@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@MainActor @Suite struct UINavigationBarAPITests {
    private func scene(_ title: String = "Inbox") -> (UIWindow, UINavigationController, UIViewController) {
        let root = UIViewController()
        root.title = title
        let window = UIWindow()
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        return (window, navigation, root)
    }

    private func pushed(_ title: String, on navigation: UINavigationController) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        navigation.pushViewController(controller, animated: false)
        return controller
    }

    private func buttons(_ bar: UINavigationBar) -> [UIButton] {
        bar.subviews.compactMap { $0 as? UIButton }.filter { $0 !== bar.backButton }
    }

    // MARK: Title

    // UIKit docs: UINavigationItem.titleView, "A custom view displayed in the center of the
    // navigation bar when the receiver is the top item" (in place of the title).
    @Test func aTitleViewIsDrawnInTheMiddleInPlaceOfTheTitle() {
        let (_, navigation, root) = scene()
        let bar = navigation.navigationBar
        let logo = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        root.navigationItem.titleView = logo
        #expect(logo.superview === bar)
        #expect(bar.titleLabel.isHidden)
        #expect(logo.frame == CGRect(x: 145, y: 7, width: 100, height: 30), "centred on the 390 pt bar, 44 pt tall")
        root.navigationItem.titleView = nil
        #expect(logo.superview == nil && !bar.titleLabel.isHidden && bar.titleLabel.text == "Inbox")
    }

    // UIKit docs: UINavigationBar.titleTextAttributes, "attributes for the bar's title text";
    // UINavigationBarAppearance.titleTextAttributes, those of the appearance (which the top item's may replace).
    @Test func titleTextAttributesSetTheTitlesFontAndColour() {
        let (_, navigation, root) = scene()
        let bar = navigation.navigationBar
        #expect(bar.titleLabel.font == .systemFont(ofSize: 17, weight: .semibold) && bar.titleLabel.textColor == .label)
        bar.titleTextAttributes = [.foregroundColor: UIColor.systemRed, .font: UIFont.systemFont(ofSize: 20)]
        #expect(bar.titleLabel.textColor == .systemRed && bar.titleLabel.font == .systemFont(ofSize: 20))

        let appearance = UINavigationBarAppearance()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        root.navigationItem.standardAppearance = appearance
        #expect(bar.titleLabel.textColor == .systemGreen, "the top item's appearance wins")
    }

    // UIKit docs: UINavigationItem.attributedTitle (iOS 26), the title with text attributes.
    @Test func anAttributedTitleIsDrawnInItsOwnFontAndColour() {
        let (_, navigation, root) = scene()
        root.navigationItem.attributedTitle = NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.systemBlue])
        #expect(navigation.navigationBar.titleLabel.text == "Styled")
        #expect(navigation.navigationBar.titleLabel.textColor == .systemBlue)
    }

    // UIKit docs: UINavigationItem.subtitle (iOS 26), "a subtitle displayed below the title".
    @Test func aSubtitleIsDrawnUnderTheTitle() {
        let (_, navigation, root) = scene()
        let bar = navigation.navigationBar
        #expect(bar.subtitleLabel.superview == nil)
        root.navigationItem.subtitle = "3 unread"
        #expect(bar.subtitleLabel.superview === bar && bar.subtitleLabel.text == "3 unread")
        expectClose(Double(bar.subtitleLabel.frame.minY), Double(bar.titleLabel.frame.maxY), tolerance: 1e-9)
        #expect(bar.titleLabel.frame.minY < (44 - bar.titleLabel.frame.height) / 2, "the title moves up to make room")
    }

    // MARK: Appearance

    // UIKit docs: UIBarAppearance.backgroundColor, "the background color of the bar"; the top
    // item's standardAppearance "overrides the settings" of the bar's.
    @Test func theAppearancesBackgroundColourIsDrawnAndTheItemsWins() {
        let (_, navigation, root) = scene()
        let bar = navigation.navigationBar
        #expect(bar.backgroundView.backgroundColor == .systemBackground)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        bar.standardAppearance = appearance
        #expect(bar.backgroundView.backgroundColor == .systemIndigo)

        let other = UINavigationBarAppearance()
        other.configureWithOpaqueBackground()
        other.backgroundColor = .systemOrange
        let next = pushed("Next", on: navigation)
        next.navigationItem.standardAppearance = other
        #expect(bar.backgroundView.backgroundColor == .systemOrange)
        navigation.popViewController(animated: false)
        #expect(bar.backgroundView.backgroundColor == .systemIndigo)
        _ = root
    }

    // UIKit docs: UINavigationBar.standardAppearance is `@NSCopying`: the bar keeps a copy.
    @Test func theBarKeepsACopyOfItsAppearance() {
        let (_, navigation, _) = scene()
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = .systemTeal
        navigation.navigationBar.standardAppearance = appearance
        #expect(navigation.navigationBar.standardAppearance !== appearance)
        appearance.backgroundColor = .systemPink
        #expect(navigation.navigationBar.backgroundView.backgroundColor == .systemTeal, "changing the original changes nothing")
    }

    // UIKit docs: configureWithTransparentBackground(), "a transparent background and no shadow";
    // configureWithOpaqueBackground(), "a set of opaque colors"; shadowColor, the shadow's colour.
    @Test func configuringTheBackgroundChangesTheBackgroundAndShadowLine() {
        let (_, navigation, _) = scene()
        let bar = navigation.navigationBar
        let transparent = UINavigationBarAppearance()
        transparent.configureWithTransparentBackground()
        #expect(transparent.shadowColor == nil && transparent.backgroundEffect == nil)
        bar.standardAppearance = transparent
        #expect(bar.backgroundView.backgroundColor == .clear)
        #expect(bar.hairline.isHidden)

        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        #expect(opaque.backgroundEffect == nil && opaque.backgroundColor != nil)
        opaque.shadowColor = .systemRed
        bar.standardAppearance = opaque
        #expect(!bar.hairline.isHidden && bar.hairline.backgroundColor == .systemRed)
    }

    // UIKit docs: UIBarAppearance.init(barAppearance:), "copying relevant data from the specified appearance object".
    @Test func anAppearanceMadeFromAnotherCopiesItsBackground() {
        let base = UIBarAppearance()
        base.configureWithOpaqueBackground()
        base.backgroundColor = .systemMint
        base.shadowColor = nil
        let navigation = UINavigationBarAppearance(barAppearance: base)
        #expect(navigation.backgroundColor == .systemMint && navigation.shadowColor == nil && navigation.backgroundEffect == nil)
        let copy: UINavigationBarAppearance = navigation.copy()
        #expect(copy !== navigation && copy.backgroundColor == .systemMint)
    }

    // UIKit docs: UINavigationBar.barTintColor, "the tint color to apply to the navigation bar background".
    @Test func aBarTintColourColoursTheDefaultBackground() {
        let (_, navigation, _) = scene()
        navigation.navigationBar.barTintColor = .systemYellow
        #expect(navigation.navigationBar.backgroundView.backgroundColor == .systemYellow)
    }

    // UIKit docs: UINavigationBar.shadowImage, "For a custom shadow image to be shown, a custom
    // background image must also be set with setBackgroundImage(_:for:)".
    @Test func aShadowImageShowsOnlyWithABackgroundImage() {
        let (_, navigation, _) = scene()
        let bar = navigation.navigationBar
        let shadow = UIImage.solid(.systemRed, size: CGSize(width: 1, height: 2))
        bar.shadowImage = shadow
        #expect(bar.hairline.image == nil)
        let background = UIImage.solid(.systemBlue, size: CGSize(width: 1, height: 1))
        bar.setBackgroundImage(background, for: .default)
        #expect(bar.backgroundImage(for: .default) === background)
        #expect(bar.backgroundImage(for: .any, barMetrics: .default) === background, "the metrics-only form sets .any")
        #expect(!bar.backgroundImageView.isHidden && bar.backgroundImageView.image === background)
        bar.layoutIfNeeded()
        #expect(bar.hairline.image === shadow && bar.hairline.frame.height == 2)
    }

    // UIKit docs: setTitleVerticalPositionAdjustment(_:for:), "the amount to move the title vertically".
    @Test func aTitleVerticalAdjustmentMovesTheTitle() {
        let (_, navigation, _) = scene()
        let bar = navigation.navigationBar
        let y = bar.titleLabel.frame.minY
        bar.setTitleVerticalPositionAdjustment(-4, for: .default)
        bar.layoutIfNeeded()
        #expect(bar.titleVerticalPositionAdjustment(for: .default) == -4)
        #expect(bar.titleLabel.frame.minY == y - 4)
    }

    // MARK: Bar button items

    // UIKit docs: rightBarButtonItems, "the first item in the array is the rightmost item";
    // leftBarButtonItems, "Items are displayed left-to-right in the same order as they appear".
    @Test func severalItemsASideAreLaidOutFromTheEdges() {
        let (_, navigation, root) = scene()
        let bar = navigation.navigationBar
        root.navigationItem.rightBarButtonItems = [UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil),
                                                   UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil)]
        root.navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "C", style: .plain, target: nil, action: nil),
                                                  UIBarButtonItem(title: "D", style: .plain, target: nil, action: nil)]
        let frames = Dictionary(uniqueKeysWithValues: buttons(bar).map { ($0.currentTitle!, $0.frame) })
        #expect(frames["A"]!.maxX == 382 && frames["B"]!.maxX < frames["A"]!.minX)
        #expect(frames["C"]!.minX == 8 && frames["D"]!.minX > frames["C"]!.maxX)
    }

    // UIKit docs: rightBarButtonItem, "Assigning a new value to this property replaces the first
    // item in the rightBarButtonItems array"; "Setting this property to nil removes the first item".
    @Test func settingTheSingleItemReplacesTheFirstOfTheArray() {
        let item = UINavigationItem(title: "x")
        let a = UIBarButtonItem(), b = UIBarButtonItem(), c = UIBarButtonItem()
        item.rightBarButtonItems = [a, b]
        item.rightBarButtonItem = c
        #expect(item.rightBarButtonItems == [c, b])
        item.rightBarButtonItem = b
        #expect(item.rightBarButtonItems == [b, c], "an item already there moves to the front")
        item.rightBarButtonItem = nil
        #expect(item.rightBarButtonItems == [c])
    }

    // UIKit docs: leftItemsSupplementBackButton, "whether the left items are displayed in addition
    // to the back button" (otherwise they replace it).
    @Test func leftItemsReplaceTheBackButtonUnlessTheySupplementIt() {
        let (_, navigation, _) = scene()
        let bar = navigation.navigationBar
        let next = pushed("Next", on: navigation)
        next.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil)
        #expect(bar.backButton.isHidden)
        next.navigationItem.leftItemsSupplementBackButton = true
        #expect(!bar.backButton.isHidden)
        let close = buttons(bar).first { $0.currentTitle == "Close" }!
        #expect(close.frame.minX > bar.backButton.frame.maxX, "after the back button")
    }

    // UIKit docs: init(customView:), "a bar button item using the specified custom view".
    @Test func aCustomViewIsShownInTheBar() {
        let (_, navigation, root) = scene()
        let bar = navigation.navigationBar
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(customView: badge)
        #expect(badge.superview === bar)
        #expect(badge.frame == CGRect(x: 352, y: 12, width: 30, height: 20))
    }

    // UIKit docs: UIBarButtonItem.width, "If the value is 0.0 or negative, the item sets the width
    // of the combined image and title to fit"; fixedSpace(_:), "a fixed space … with the specified width".
    @Test func widthsAndFixedSpacesTakeTheirRoom() {
        let (_, navigation, root) = scene()
        let bar = navigation.navigationBar
        let wide = UIBarButtonItem(title: "OK", style: .plain, target: nil, action: nil)
        wide.width = 80
        root.navigationItem.rightBarButtonItems = [wide, .fixedSpace(20),
                                                   UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil)]
        let ok = buttons(bar).first { $0.currentTitle == "OK" }!
        let b = buttons(bar).first { $0.currentTitle == "B" }!
        #expect(ok.frame.width == 80 && ok.frame.maxX == 382)
        #expect(b.frame.maxX == ok.frame.minX - 8 - 20 - 8, "the space is 20 pt, with the margin either side")
    }

    // UIKit docs: UINavigationItem.trailingItemGroups (iOS 16), "An array of bar button item groups
    // to display on the trailing side"; UIBarButtonItemGroup.isHidden hides the group's items;
    // creatingFixedGroup(), "a fixed group containing the bar button item".
    @Test func trailingGroupsShowTheirItemsUnlessHidden() {
        let (_, navigation, root) = scene()
        let a = UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)
        let b = UIBarButtonItem(title: "B", style: .plain, target: nil, action: nil)
        let group = a.creatingFixedGroup()
        #expect(a.buttonGroup === group && group.barButtonItems == [a])
        root.navigationItem.trailingItemGroups = [group, UIBarButtonItemGroup(barButtonItems: [b], representativeItem: nil)]
        #expect(root.navigationItem.rightBarButtonItems == [a, b], "the right items are the groups' items")
        #expect(buttons(navigation.navigationBar).map(\.currentTitle) == ["A", "B"])
        group.isHidden = true
        #expect(buttons(navigation.navigationBar).map(\.currentTitle) == ["B"])
    }

    // UIKit docs: UINavigationBarAppearance.doneButtonAppearance, "The appearance attributes for
    // plain buttons" (buttonAppearance) and "for Done buttons" (doneButtonAppearance).
    @Test func buttonAppearancesColourTheBarsButtonsByStyle() {
        let (_, navigation, root) = scene()
        let appearance = UINavigationBarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemPurple]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        root.navigationItem.standardAppearance = appearance
        root.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        let bar = navigation.navigationBar
        #expect(buttons(bar).first { $0.currentTitle == "Edit" }?.titleColor(for: .normal) == .systemPurple)
        #expect(buttons(bar).first { $0.currentTitle == "Done" }?.titleColor(for: .normal) == .systemGreen)
    }

    // UIKit docs: UIBarButtonItem.isHidden (iOS 16), "whether the bar button item is hidden".
    @Test func aHiddenItemIsLeftOut() {
        let (_, navigation, root) = scene()
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = item
        #expect(buttons(navigation.navigationBar).contains { $0.currentTitle == "Edit" })
        item.isHidden = true
        #expect(!buttons(navigation.navigationBar).contains { $0.currentTitle == "Edit" })
    }

    // UIKit docs: UIBarButtonItem.action, "If nil, the action message isn't sent"; target, "If
    // nil, the app searches the responder chain".
    @Test func aTapSendsTheActionToTheTargetOrNothingWithoutOne() {
        final class Target: NSObject {
            var taps = 0
            func tapped() { taps += 1 }
        }
        ObjCRuntime.addMethods(["tapped": { receiver, _ in (receiver as! Target).tapped() }], to: Target.self)
        let (_, navigation, root) = scene()
        let target = Target()
        let send = UIBarButtonItem(title: "Send", style: .plain, target: target, action: Selector("tapped"))
        let inert = UIBarButtonItem(title: "Inert", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItems = [send, inert]
        buttons(navigation.navigationBar).first { $0.currentTitle == "Send" }!.tap()
        buttons(navigation.navigationBar).first { $0.currentTitle == "Inert" }!.tap()
        #expect(target.taps == 1)
    }

    // UIKit docs: changesSelectionAsPrimaryAction, "the bar button item toggles its selection state
    // … before it calls its primary action".
    @Test func anItemThatChangesSelectionTogglesItBeforeItsAction() {
        let (_, navigation, root) = scene()
        var seen: [Bool] = []
        let item = UIBarButtonItem(title: "Star", primaryAction: nil)
        item.primaryAction = UIAction { [weak item] _ in seen.append(item?.isSelected ?? false) }
        item.changesSelectionAsPrimaryAction = true
        root.navigationItem.rightBarButtonItem = item
        buttons(navigation.navigationBar).first { $0.currentTitle == "Star" }!.tap()
        #expect(seen == [true] && item.isSelected)
    }

    // UIKit docs: UIBarItem.setTitleTextAttributes(_:for:), "the title's text attributes for a given control state".
    @Test func anItemsTitleAttributesColourItsButton() {
        let (_, navigation, root) = scene()
        let item = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        item.setTitleTextAttributes([.foregroundColor: UIColor.systemGreen], for: .normal)
        #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemGreen)
        #expect(item.titleTextAttributes(for: .highlighted) == nil)
        root.navigationItem.rightBarButtonItem = item
        let button = buttons(navigation.navigationBar).first { $0.currentTitle == "Save" }!
        #expect(button.titleColor(for: .normal) == .systemGreen)
    }

    // UIKit docs: init(title:image:primaryAction:menu:), the item "uses the title and image of the action" when given none.
    @Test func anItemMadeFromAnActionTakesItsTitle() {
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Share") { _ in })
        #expect(item.title == "Share")
        let menu = UIMenu(title: "More", children: [UIAction(title: "Copy") { _ in }])
        let withMenu = UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: menu)
        #expect(withMenu.menu === menu && menu.children.count == 1)
    }

    // MARK: Back button

    // UIKit docs: BackButtonDisplayMode.generic, "a generic title, such as Back … ignores the values
    // of the title and backButtonTitle"; .minimal, "displays the Back button indicator instead of a title".
    @Test func theBackButtonDisplayModeChoosesItsTitle() {
        let (_, navigation, root) = scene("Inbox")
        _ = pushed("Message", on: navigation)
        let back = navigation.navigationBar.backButton
        #expect(back.currentTitle == "‹ Inbox")
        root.navigationItem.backButtonDisplayMode = .generic
        #expect(back.currentTitle == "‹ Back")
        root.navigationItem.backButtonDisplayMode = .minimal
        #expect(back.currentTitle == "‹")
    }

    // UIKit docs: backBarButtonItem, "If you want to specify a custom title or image for the Back
    // button, you can assign a custom bar button item … to this property".
    @Test func aBackBarButtonItemTitlesTheBackButton() {
        let (_, navigation, root) = scene("Inbox")
        root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Mail", style: .plain, target: nil, action: nil)
        _ = pushed("Message", on: navigation)
        #expect(navigation.navigationBar.backButton.currentTitle == "‹ Mail")
    }

    // UIKit docs: backAction, "setting this property replaces its action without modifying its appearance".
    @Test func aBackActionRunsInPlaceOfPopping() {
        let (_, navigation, _) = scene("Inbox")
        let next = pushed("Message", on: navigation)
        var ran = 0
        next.navigationItem.backAction = UIAction { _ in ran += 1 }
        #expect(navigation.navigationBar.backButton.currentTitle == "‹ Inbox", "the look is unchanged")
        navigation.navigationBar.backButton.tap()
        #expect(ran == 1 && navigation.viewControllers.count == 2)
    }

    // UIKit docs: backAction, "Otherwise, setting this property generates a back button with the
    // image or title from the action you specify".
    @Test func aBackActionOnTheRootMakesABackButton() {
        let (_, navigation, root) = scene("Inbox")
        #expect(navigation.navigationBar.backButton.isHidden)
        var ran = false
        root.navigationItem.backAction = UIAction(title: "Close") { _ in ran = true }
        #expect(!navigation.navigationBar.backButton.isHidden && navigation.navigationBar.backButton.currentTitle == "‹ Close")
        navigation.navigationBar.backButton.tap()
        #expect(ran)
    }

    // UIKit docs: backIndicatorImage, "The image shown beside the back button".
    @Test func aBackIndicatorImageIsDrawnInPlaceOfTheChevron() {
        let (_, navigation, _) = scene("Inbox")
        _ = pushed("Message", on: navigation)
        let bar = navigation.navigationBar
        let chevron = UIImage.solid(.black, size: CGSize(width: 8, height: 12))
        bar.backIndicatorImage = chevron
        #expect(bar.backButton.image(for: .normal) === chevron && bar.backButton.currentTitle == "Inbox")
    }

    // MARK: A bar of its own

    // UIKit docs: UINavigationBarDelegate navigationBar(_:shouldPop:), "Returns a Boolean value
    // indicating whether the navigation bar should pop an item"; items, bottom first.
    @Test func aBarOfItsOwnAsksItsDelegateBeforePushingAndPopping() {
        final class Delegate: UINavigationBarDelegate {
            var log: [String] = []
            var refusePop = false
            func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
                log.append("shouldPush \(item.title!)"); return true
            }
            func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) { log.append("didPush \(item.title!)") }
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                log.append("shouldPop \(item.title!)"); return !refusePop
            }
            func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { log.append("didPop \(item.title!)") }
        }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let delegate = Delegate()
        bar.delegate = delegate
        bar.items = [UINavigationItem(title: "A")]
        bar.pushItem(UINavigationItem(title: "B"), animated: false)
        #expect(bar.items?.map(\.title) == ["A", "B"] && bar.topItem?.title == "B" && bar.backItem?.title == "A")
        delegate.refusePop = true
        #expect(bar.popItem(animated: false) == nil && bar.items?.count == 2)
        delegate.refusePop = false
        bar.backButton.tap()
        #expect(bar.items?.map(\.title) == ["A"])
        #expect(delegate.log == ["shouldPush B", "didPush B", "shouldPop B", "shouldPop B", "didPop B"])
    }

    // MARK: Transitions

    // UIKit docs (UINavigationBar): pushing an item "animates the change"; a title view moves in
    // as the title does, and the old one leaves the bar when the push ends.
    @Test func aTitleViewFadesInAlongAPushAndTheOldOneLeaves() {
        let (window, navigation, root) = scene("Inbox")
        let oldLogo = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        root.navigationItem.titleView = oldLogo
        let next = UIViewController()
        let logo = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        next.navigationItem.titleView = logo
        navigation.pushViewController(next, animated: true)
        #expect(logo.superview === navigation.navigationBar && oldLogo.superview === navigation.navigationBar)
        window.clock.tick(to: SystemNavigationAnimator.duration / 2)
        expectClose(Double(logo.layer.presentation()!.opacity), 0.5, tolerance: 1e-6)
        window.clock.tick(to: 2)
        #expect(logo.superview === navigation.navigationBar && logo.alpha == 1 && logo.transform == .identity)
        #expect(oldLogo.superview == nil && oldLogo.alpha == 1, "the old title view leaves, left as it was")
    }
}

extension UIImage {
    /// A one-colour image of `size`.
    fileprivate static func solid(_ color: UIColor, size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }
}
