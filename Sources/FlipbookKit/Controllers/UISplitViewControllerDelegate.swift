//  UISplitViewControllerDelegate.swift — FlipbookKit
//  Mirrors UIKit.UISplitViewControllerDelegate. Status: partial (the collapse, show and display-mode
//  members; no expansion, orientation or interactive-presentation members).

import Foundation

/// Hears a split view controller's changes and decides how it collapses.
///
/// Every member is optional in UIKit; here each has a default in a protocol extension that does
/// what UIKit does when the delegate does not implement it.
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The column shown on top when a column-style split view collapses (default: the proposed one, `.secondary`).
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column
    /// Whether the delegate collapsed the secondary controller itself (default false: the primary
    /// controller's `collapseSecondaryViewController(_:for:)` does it).
    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool
    /// Whether the delegate showed `vc` itself (default false).
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
    /// Whether the delegate showed the detail `vc` itself (default false).
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController,
                                    topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(_ splitViewController: UISplitViewController,
                                    collapseSecondary secondaryViewController: UIViewController,
                                    onto primaryViewController: UIViewController) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
}
