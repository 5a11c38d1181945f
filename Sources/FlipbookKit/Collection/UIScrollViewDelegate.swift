//  UIScrollViewDelegate.swift — FlipbookKit
//  Mirrors UIKit.UIScrollViewDelegate. Status: partial (no zooming or scroll-to-top).

import Foundation

/// Hears about a scroll view's scrolling.
///
/// Flipbook: Swift on Linux has no optional protocol members, so every method has a default
/// implementation that does nothing; implement the ones you need, exactly as on iOS.
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// The content offset changed (by any means: code, `setContentOffset`, `scrollToItem`).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger is about to lift: `velocity` in points per millisecond; `targetContentOffset`
    /// is where the content will come to rest, and may be changed (to snap to an item).
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` finished.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The scroll view's `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
