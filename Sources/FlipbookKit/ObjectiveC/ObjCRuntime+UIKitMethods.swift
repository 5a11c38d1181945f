//  ObjCRuntime+UIKitMethods.swift — FlipbookKit
//  UIKit's own methods that app code sends by selector, entered in the method lists. Status:
//  partial (the small set listed below; every other UIKit selector is unrecognized).

import Foundation

// MARK: - Flipbook addition

extension ObjCRuntime {
    /// Enters UIKit's methods that real code reaches by selector — a nil-targeted action walking
    /// the responder chain, `perform(_:)`, a gesture recognizer or a notification aimed at a
    /// UIKit object — before the first look-up (`method(_:of:)` asks for it).
    ///
    /// The set, chosen from the idioms seen in real code:
    /// - `UIResponder`: `becomeFirstResponder`, `resignFirstResponder`
    ///   (`UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)`)
    /// - `UIView`: `endEditing:` (`UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:)))`),
    ///   `removeFromSuperview`, `setNeedsLayout`, `layoutIfNeeded`, `setNeedsDisplay`
    /// - `UIViewController`: `dismissViewControllerAnimated:completion:`
    /// - `UINavigationController`: `popViewControllerAnimated:`, `popToRootViewControllerAnimated:`
    ///
    /// A `BOOL` parameter reads its argument as Objective-C does (`objCBool`): a sender passed
    /// where a flag is taken counts as true. Overrides in app classes are reached, since each entry
    /// calls the Swift method.
    package static func registerUIKitMethods() {
        _ = uikitMethodsRegistered
    }

    private static let uikitMethodsRegistered: Void = {
        addMethods([
            "becomeFirstResponder": { r, _ in (r as! UIResponder).becomeFirstResponder() },
            "resignFirstResponder": { r, _ in (r as! UIResponder).resignFirstResponder() },
        ], to: UIResponder.self)
        addMethods([
            "endEditing:": { r, m in (r as! UIView).endEditing(objCBool(m.arguments.first ?? nil)) },
            "removeFromSuperview": { r, _ in (r as! UIView).removeFromSuperview() },
            "setNeedsLayout": { r, _ in (r as! UIView).setNeedsLayout() },
            "layoutIfNeeded": { r, _ in (r as! UIView).layoutIfNeeded() },
            "setNeedsDisplay": { r, _ in (r as! UIView).setNeedsDisplay() },
        ], to: UIView.self)
        addMethods([
            "dismissViewControllerAnimated:completion:": { r, m in
                let completion: (() -> Void)? = try m.argument(1)
                (r as! UIViewController).dismiss(animated: objCBool(m.arguments.first ?? nil), completion: completion)
                return ()
            },
        ], to: UIViewController.self)
        addMethods([
            "popViewControllerAnimated:": { r, m in
                (r as! UINavigationController).popViewController(animated: objCBool(m.arguments.first ?? nil))
            },
            "popToRootViewControllerAnimated:": { r, m in
                (r as! UINavigationController).popToRootViewController(animated: objCBool(m.arguments.first ?? nil))
            },
        ], to: UINavigationController.self)
    }()
}
