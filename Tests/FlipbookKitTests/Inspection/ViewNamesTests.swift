//  ViewNamesTests.swift — FlipbookKitTests
//  What a lane calls its view: the identifier the user gave it, the property that holds it, or
//  its class and place.

import FlipbookKit
import Testing

/// A controller whose subclass's and own stored properties hold views (weak, optional, lazy).
private class BaseCardController: UIViewController {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
}

private final class CardController: BaseCardController {
    weak var imageView: UIImageView?
    lazy var shade = UIView(frame: .zero)
    override func viewDidLoad() {
        let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(image)
        imageView = image
        view.addSubview(badge)
        view.addSubview(shade)
    }
}

/// A cell-like view that holds its own subview.
private final class Tile: UIView {
    let label = UIView(frame: .zero)
}

@Suite struct ViewNamesTests {
    private func scene() -> (UIWindow, CardController) {
        let window = UIWindow()
        let controller = CardController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, controller)
    }

    @Test func aPropertyOfTheControllerOrItsSuperclassNamesTheView() throws {
        let (window, controller) = scene()
        let image = try #require(controller.imageView)
        _ = controller.shade
        UIView.animate(withDuration: 1) {
            image.alpha = 0.5
            controller.badge.alpha = 0.5
            controller.shade.alpha = 0.5
            controller.view.alpha = 0.5
        }
        let titles = Set(AnimationInventory(window: window, takeStart: 0).lanes.map(\.title))
        // Expected: Swift's Mirror labels stored properties by name, a lazy one as `$__lazy_storage_$_shade`.
        #expect(titles == ["CardController.view.opacity", "CardController.imageView.opacity",
                           "CardController.badge.opacity", "CardController.shade.opacity"])
    }

    @Test func theAccessibilityIdentifierComesFirst() throws {
        let (window, controller) = scene()
        let image = try #require(controller.imageView)
        // Expected: UIKit docs, UIAccessibilityIdentification.accessibilityIdentifier — "a string
        // that identifies the element", nil by default.
        #expect(image.accessibilityIdentifier == nil)
        image.accessibilityIdentifier = "hero"
        UIView.animate(withDuration: 1) { image.center.y = 300 }
        #expect(AnimationInventory(window: window, takeStart: 0).lanes.map(\.title) == ["hero.position"])
    }

    @Test func aViewNoOneHoldsIsNamedByClassAndPlaceBelowTheNearestNamedView() {
        let (window, controller) = scene()
        let loose = UIView(frame: .zero), inner = UIImageView(frame: .zero)
        controller.view.addSubview(loose)  // index 3: image, badge, shade, loose
        loose.addSubview(UIView(frame: .zero))
        loose.addSubview(inner)
        let tile = Tile(frame: .zero)
        controller.view.addSubview(tile)
        tile.addSubview(tile.label)
        UIView.animate(withDuration: 1) {
            loose.alpha = 0
            inner.alpha = 0
            tile.label.alpha = 0
        }
        let titles = AnimationInventory(window: window, takeStart: 0).lanes.map(\.title)
        #expect(titles == ["UIView in CardController.view[3].opacity", "UIImageView in CardController.view[3][1].opacity",
                           "Tile.label.opacity"])
    }

    @Test func theControllersOfANavigationStackAndAPresentationAreSearched() {
        let window = UIWindow()
        let first = CardController(), second = CardController()
        let navigation = UINavigationController(rootViewController: first)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(second, animated: false)
        let presented = CardController()
        presented.modalPresentationStyle = .overFullScreen  // the navigation's views stay in the window
        navigation.present(presented, animated: false)
        window.clock.tick(to: 1)
        UIView.animate(withDuration: 1) {
            second.badge.alpha = 0
            presented.imageView?.alpha = 0
        }
        let titles = Set(AnimationInventory(window: window, takeStart: 1).lanes.map(\.title))
        #expect(titles == ["CardController.badge.opacity", "CardController.imageView.opacity"])
    }
}
