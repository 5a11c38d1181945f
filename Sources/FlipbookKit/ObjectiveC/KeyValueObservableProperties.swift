//  KeyValueObservableProperties.swift — FlipbookKit
//  Flipbook addition: the UIKit and Core Animation properties that key-value observing sees
//  change, and their accessors in the Objective-C method lists. Status: partial (the properties
//  real code observes; more are added as code needs them).

import Foundation

// MARK: - Flipbook addition

/// The UIKit and Core Animation properties that are key-value observable in Flipbook: their
/// accessors in the classes' method lists, so `value(forKey:)`, `setValue(_:forKey:)` and
/// `addObserver(_:forKeyPath:…)` find them (`presentedView` a getter only; and
/// `UIViewController.view`, for key paths through it).
enum KeyValueObservableProperties {
    /// Enters the accessors in the method lists, once, before the first key-value coding look-up.
    static func enterMethods() {
        _ = entered
    }

    private static let entered: Void = {
        ObjCRuntime.addMethods([
            "frame": { receiver, _ in (receiver as! UIView).frame },
            "setFrame:": { receiver, message in (receiver as! UIView).frame = try message.argument(0) },
            "bounds": { receiver, _ in (receiver as! UIView).bounds },
            "setBounds:": { receiver, message in (receiver as! UIView).bounds = try message.argument(0) },
            "center": { receiver, _ in (receiver as! UIView).center },
            "setCenter:": { receiver, message in (receiver as! UIView).center = try message.argument(0) },
        ], to: UIView.self)
        ObjCRuntime.addMethods([
            "contentOffset": { receiver, _ in (receiver as! UIScrollView).contentOffset },
            "setContentOffset:": { receiver, message in (receiver as! UIScrollView).contentOffset = try message.argument(0) },
            "contentSize": { receiver, _ in (receiver as! UIScrollView).contentSize },
            "setContentSize:": { receiver, message in (receiver as! UIScrollView).contentSize = try message.argument(0) },
        ], to: UIScrollView.self)
        ObjCRuntime.addMethods([
            "preferredContentSize": { receiver, _ in (receiver as! UIViewController).preferredContentSize },
            "setPreferredContentSize:": { receiver, message in (receiver as! UIViewController).preferredContentSize = try message.argument(0) },
            "view": { receiver, _ in (receiver as! UIViewController).view },
        ], to: UIViewController.self)
        ObjCRuntime.addMethods([
            "bounds": { receiver, _ in (receiver as! CALayer).bounds },
            "setBounds:": { receiver, message in (receiver as! CALayer).bounds = try message.argument(0) },
            "position": { receiver, _ in (receiver as! CALayer).position },
            "setPosition:": { receiver, message in (receiver as! CALayer).position = try message.argument(0) },
        ], to: CALayer.self)
        ObjCRuntime.addMethods([
            "presentedView": { receiver, _ in (receiver as! UIPresentationController).presentedView },
        ], to: UIPresentationController.self)
    }()
}
