//  KeyValueObservableProperties.swift — FlipbookKit
//  Flipbook addition: the UIKit and Core Animation properties that key-value observing sees
//  change, and their accessors in the Objective-C method lists. Status: partial (the properties
//  real code observes; more are added as code needs them).

import Foundation

// MARK: - Flipbook addition

/// The UIKit and Core Animation properties that are key-value observable in Flipbook.
///
/// On iOS, KVO works on any property whose setter the Objective-C runtime can swap, UIKit
/// documenting few as compliant; real code observes a handful. Here these notify, and only
/// when something observes the object (an unobserved object's setter pays a nil check):
///
/// | class | key | notifies |
/// |---|---|---|
/// | `UIView` | `frame`, `bounds`, `center` | when that property is set (setting `frame` does not notify `bounds` or `center`, nor the other way round) |
/// | `UIScrollView` | `contentOffset` | when the offset changes, by any path: scrolling, `setContentOffset(_:animated:)`, `bounds` |
/// | `UIScrollView` | `contentSize` | when it is set |
/// | `UIViewController` | `preferredContentSize` | when it is set |
/// | `CALayer` | `bounds`, `position` | when that property is set (setting `frame` sets both) |
/// | `UIPresentationController` | `presentedView` | read-only: when the presentation transition's begin and end callbacks change it (a subclass's wrapping view); so `"presentedView.frame"` follows the view shown |
///
/// Their getters and setters (`presentedView` a getter only; and `UIViewController.view`, for key
/// paths through it) are in the classes' method lists, so `value(forKey:)`, `setValue(_:forKey:)`
/// and `addObserver(_:forKeyPath:…)` find them.
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

extension UIPresentationController {
    /// Runs `body` — a presentation or dismissal callback, where a subclass makes or drops the
    /// view its `presentedView` returns — and tells the observers of `presentedView` if it changed.
    func notifyingPresentedViewChanges(_ body: () -> Void) {
        guard let observers = keyValueObservers else { return body() }
        observers.changeValue(of: self, forKey: "presentedView", ifIdentityChanges: { self.presentedView }, by: body)
    }
}
