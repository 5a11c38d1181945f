//  UIAccessibilityIdentification.swift — FlipbookKit
//  Mirrors UIKit.UIAccessibilityIdentification. Status: partial (UIView only; no UIBarItem or UIImage).

import Foundation

/// An object that carries a string identifying it to tests and tools, not to users.
///
/// Expected: UIKit docs — "A string that identifies the element", adopted by `UIView`, `UIBarItem`
/// and `UIImage`; unlike `accessibilityLabel`, it is never spoken or shown.
public protocol UIAccessibilityIdentification: AnyObject {
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}
