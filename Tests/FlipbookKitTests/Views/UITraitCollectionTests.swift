//  UITraitCollectionTests.swift — FlipbookKitTests
//  Trait collections from the device, combining and comparing them, interface-style overrides, and
//  what a window's change of size tells its controllers and views.

@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct UITraitCollectionTests {
    // UIKit docs, "Size classes": iPhones in portrait are compact wide and regular tall; in
    // landscape compact tall, and regular wide only on the largest phones; iPads are regular both ways.
    @Test(arguments: [
        (CGSize(width: 390, height: 844), UIUserInterfaceSizeClass.compact, UIUserInterfaceSizeClass.regular, UIUserInterfaceIdiom.phone),
        (CGSize(width: 844, height: 390), .compact, .compact, .phone),
        (CGSize(width: 926, height: 428), .regular, .compact, .phone),
        (CGSize(width: 820, height: 1180), .regular, .regular, .pad),
        (CGSize(width: 1180, height: 820), .regular, .regular, .pad),
    ])
    func theDeviceGivesItsSizeClassesAndIdiom(size: CGSize, horizontal: UIUserInterfaceSizeClass,
                                              vertical: UIUserInterfaceSizeClass, idiom: UIUserInterfaceIdiom) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let view = UIView()
        window.addSubview(view)
        let traits = view.traitCollection
        #expect(traits.horizontalSizeClass == horizontal && traits.verticalSizeClass == vertical)
        #expect(traits.userInterfaceIdiom == idiom && traits.displayScale == (idiom == .pad ? 2 : 3))
    }

    @Test func collectionsCombineAndContainTheirTraits() {
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(horizontalSizeClass: .compact),
            UITraitCollection(verticalSizeClass: .regular),
            UITraitCollection(horizontalSizeClass: .regular),
        ])
        #expect(combined.horizontalSizeClass == .regular && combined.verticalSizeClass == .regular)
        #expect(combined.userInterfaceIdiom == .unspecified)
        #expect(combined.containsTraits(in: UITraitCollection(verticalSizeClass: .regular)))
        #expect(!combined.containsTraits(in: UITraitCollection(horizontalSizeClass: .compact)))
        #expect(combined == UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .regular)]))
    }

    @Test func anInterfaceStyleOverrideReachesEverythingBelowIt() {
        let window = UIWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let child = UIView()
        controller.view.addSubview(child)
        #expect(child.traitCollection.userInterfaceStyle == .light)
        controller.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark && controller.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.hasDifferentColorAppearance(comparedTo: window.traitCollection))
        child.overrideUserInterfaceStyle = .light
        #expect(child.traitCollection.userInterfaceStyle == .light)
    }

    // UIKit docs, setOverrideTraitCollection(_:forChild:): "the traits … for the specified child";
    // UIPresentationController.overrideTraitCollection: "traits for the presented view controller".
    @Test func aParentAndAPresentationControllerOverrideTraitsBelowThem() {
        let window = UIWindow()
        let parent = UIViewController()
        window.rootViewController = parent
        window.makeKeyAndVisible()
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        let label = UIView()
        child.view.addSubview(label)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(label.traitCollection.horizontalSizeClass == .regular && label.traitCollection.verticalSizeClass == .regular)
        #expect(parent.traitCollection.horizontalSizeClass == .compact, "the parent keeps its own")

        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        presented.presentationController?.overrideTraitCollection = UITraitCollection(verticalSizeClass: .compact)
        parent.present(presented, animated: false)
        #expect(presented.traitCollection.verticalSizeClass == .compact && presented.traitCollection.horizontalSizeClass == .compact)
    }

    // UIKit docs, viewWillTransition(to:with:): "called before changing the size of a presented
    // view controller's view"; traitCollectionDidChange(_:) after the traits changed, with the old ones.
    @Test func aWindowTurnedToLandscapeTellsItsControllersAndViews() {
        final class Watching: UIViewController {
            var log: [String] = []
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                log.append("willTransition to \(Int(size.width))×\(Int(size.height))")
                coordinator.animate(alongsideTransition: { [unowned self] _ in log.append("alongside at \(Int(view.bounds.width))") },
                                    completion: { [unowned self] _ in log.append("completion") })
            }
            override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
                super.willTransition(to: newCollection, with: coordinator)
                log.append("traits will be \(newCollection.verticalSizeClass == .compact ? "compact" : "regular") tall")
            }
            override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                log.append("traits changed from \(previous?.verticalSizeClass == .regular ? "regular" : "?") tall")
            }
        }
        final class WatchingView: UIView {
            var previous: UITraitCollection?
            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { previous = previousTraitCollection }
        }
        let window = UIWindow()
        let controller = Watching()
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let view = WatchingView()
        controller.view.addSubview(view)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(controller.log == ["willTransition to 844×390", "traits will be compact tall", "alongside at 844", "completion",
                                   "traits changed from regular tall"])
        #expect(view.previous?.verticalSizeClass == .regular && view.traitCollection.verticalSizeClass == .compact)
    }
}
