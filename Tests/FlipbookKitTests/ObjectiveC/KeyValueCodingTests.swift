//  KeyValueCodingTests.swift — FlipbookKitTests
//  Key-value coding through the method lists: reading and setting by key and key path, numbers
//  converted to a property's scalar type, UIKit's observable properties, and the keys a class does
//  not have, said with Foundation's message.

import Foundation
@testable import FlipbookKit
import Testing

@Suite struct KeyValueCodingTests {
    // Foundation docs, value(forKey:) / setValue(_:forKey:): the accessor of the key — here the
    // getter and `setKey:` setter the translation plugin entered in the class's method list.
    @Test func anAppsPropertyIsReadAndSetByItsKey() {
        let window = makeKeyWindow()
        let view = ProgressView(frame: .zero)
        view.setValue(CGFloat(0.5), forKey: "progress")
        #expect(view.progress == 0.5 && view.value(forKey: "progress") as? CGFloat == 0.5)
        // A number of another type is converted, as Foundation unwraps an NSNumber.
        view.setValue(0.75, forKey: "progress")
        view.setValue(NSNumber(value: 1), forKey: "progress")
        #expect(view.progress == 1)
        #expect(window.clock.diagnostics.isEmpty)
    }

    @Test func aKeyPathIsReadAndSetKeyByKey() {
        let window = makeKeyWindow()
        let root = Download(), next = Download()
        root.next = next
        root.setValue(0.5, forKeyPath: "next.fraction")
        root.setValue("next", forKeyPath: "next.title")
        #expect(next.fraction == 0.5 && root.value(forKeyPath: "next.title") as? String == "next")
        #expect(root.value(forKeyPath: "next.next.fraction") == nil, "nil along the way")
        root.setValue(nil, forKeyPath: "next.title")
        #expect(next.title == nil && window.clock.diagnostics.isEmpty)
    }

    // Foundation docs, value(forUndefinedKey:): raises NSUndefinedKeyException — "[<X 0x…>
    // valueForUndefinedKey:]: this class is not key value coding-compliant for the key missing.";
    // setNilValueForKey(_:): raises NSInvalidArgumentException for a scalar property.
    @Test func aKeyTheClassDoesNotHaveIsSaidWithFoundationsMessage() {
        let window = makeKeyWindow()
        let download = Download()
        #expect(download.value(forKey: "missing") == nil)
        download.setValue(1, forKey: "missing")
        download.setValue(nil, forKey: "fraction")
        #expect(download.fraction == 0)
        let hint = " (Flipbook finds a key in the class's Objective-C method list: the @objc properties of files the translation "
            + "plugin compiles, and UIKit's key-value observable properties.)"
        #expect(window.clock.diagnostics == [
            "[<Download> valueForUndefinedKey:]: this class is not key value coding-compliant for the key missing." + hint,
            "[<Download> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key missing." + hint,
            "[<Download> setNilValueForKey]: could not set nil as the value for the key fraction.",
        ])
    }

    @Test func observingAKeyPathThroughAMissingKeyIsSaid() {
        let window = makeKeyWindow()
        let download = Download()
        download.next = Download()
        let watcher = Watcher()
        download.addObserver(watcher, forKeyPath: "nothing.fraction", options: [], context: nil)
        #expect(window.clock.diagnostics.first?.hasPrefix(
            "[<Download> valueForUndefinedKey:]: this class is not key value coding-compliant for the key nothing.") == true)
        download.removeObserver(watcher, forKeyPath: "nothing.fraction")
    }

    @Test func uikitsObservablePropertiesAreInTheMethodLists() throws {
        let window = makeKeyWindow()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.value(forKey: "frame") as? CGRect == CGRect(x: 10, y: 20, width: 30, height: 40))
        view.setValue(CGPoint(x: 100, y: 100), forKey: "center")
        #expect(view.frame == CGRect(x: 85, y: 80, width: 30, height: 40))
        #expect(view.value(forKeyPath: "layer.position") == nil, "UIView.layer is not a key here")
        #expect(window.clock.diagnostics.count == 1 && window.clock.diagnostics[0].hasPrefix("[<UIView> valueForUndefinedKey:]"))
        #expect(view.layer.value(forKey: "position") as? CGPoint == CGPoint(x: 100, y: 100))
        view.layer.setValue(CGRect(x: 0, y: 0, width: 10, height: 10), forKey: "bounds")
        #expect(view.bounds.size == CGSize(width: 10, height: 10))

        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.setValue(CGSize(width: 100, height: 400), forKey: "contentSize")
        scrollView.setValue(CGPoint(x: 0, y: 50), forKey: "contentOffset")
        #expect(scrollView.bounds.origin.y == 50 && scrollView.value(forKey: "contentSize") as? CGSize == CGSize(width: 100, height: 400))

        let controller = UIViewController()
        controller.setValue(CGSize(width: 300, height: 200), forKey: "preferredContentSize")
        #expect(controller.preferredContentSize == CGSize(width: 300, height: 200))
        #expect(controller.value(forKeyPath: "view.frame") as? CGRect == controller.view.frame)

        let presentation = UIPresentationController(presentedViewController: controller, presenting: nil)
        #expect(presentation.value(forKey: "presentedView") as? UIView === controller.view)
        #expect(window.clock.diagnostics.count == 1)
    }

    @Test func aMutableDictionarySetsItsEntries() {
        let dictionary = NSMutableDictionary()
        dictionary.setValue(1, forKey: "one")
        #expect(dictionary["one"] as? Int == 1)
        dictionary.setValue(nil, forKey: "one")
        #expect(dictionary.count == 0)
    }
}
