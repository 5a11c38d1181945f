//  UINavigationBarDelegate.swift — FlipbookKit
//  Mirrors UIKit.UINavigationBarDelegate. Status: complete (the Mac Catalyst toolbar member is left out).

import Foundation

/// Decides whether a navigation bar that no navigation controller manages pushes or pops an
/// item, and hears that it did. Every member is optional in UIKit; here each has a default
/// (allowing the change, doing nothing).
///
/// A navigation controller's bar is managed by it: the controller's push and pop do not ask this delegate.
public protocol UINavigationBarDelegate: UIBarPositioningDelegate {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}
