//  UIBarPosition.swift — FlipbookKit
//  Mirrors UIKit.UIBarPosition, UIBarPositioning and UIBarPositioningDelegate. Status: complete.

import Foundation

/// Where a bar sits in its view: at the top, attached to the status bar above, or at the bottom.
/// Expected: raw values are UIKit's.
public enum UIBarPosition: Int, Sendable {
    case any = 0
    case bottom = 1
    case top = 2
    case topAttached = 3

    @available(*, deprecated, renamed: "any")
    public static var unspecified: UIBarPosition { .any }
}

/// A bar that knows where it sits.
public protocol UIBarPositioning: AnyObject {
    var barPosition: UIBarPosition { get }
}

/// A bar's delegate that may say where the bar sits (UIKit's only requirement is optional).
public protocol UIBarPositioningDelegate: AnyObject {
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// UIKit's default when the delegate does not answer: `.any`.
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}
