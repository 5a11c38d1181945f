//  UIScrollViewDelegate.swift — FlipbookKit
//  Mirrors UIKit.UIScrollViewDelegate. Status: partial (no zooming; dragging and deceleration are never reported — Flipbook has no touch scrolling yet).

import Foundation

/// Hears about a scroll view's scrolling.
///
/// Flipbook: Swift on Linux has no optional protocol members, so every method has a default
/// implementation that does nothing; implement the ones you need, exactly as on iOS.
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed (by any means: code, `setContentOffset`, `scrollToItem`).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
}
