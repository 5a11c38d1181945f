//  UIScrollView.swift — FlipbookKit
//  Mirrors UIKit.UIScrollView. Status: partial (no touch scrolling, deceleration, bouncing, zooming or indicators; animated scrolling jumps).

import Foundation

/// A view whose bounds origin moves over a larger content area.
///
/// As on iOS, `contentOffset` *is* `bounds.origin`: scrolling moves the bounds, which shifts
/// every subview on screen without touching their frames, and asks for a layout pass.
open class UIScrollView: UIView {
    /// The size of the content; scrolling is limited to it (plus `contentInset`).
    open var contentSize: CGSize = .zero

    /// Extra space around the content, inside which the content can also scroll.
    open var contentInset: UIEdgeInsets = .zero

    /// The insets actually applied: `contentInset`.
    ///
    /// Flipbook: there are no safe areas, so nothing is added to `contentInset`.
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// Whether the user can scroll (Flipbook has no touch scrolling; code can always scroll).
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var scrollsToTop = true

    /// Whether the user is touching the content; always false (no touch scrolling yet).
    open var isTracking: Bool { false }
    open var isDragging: Bool { false }
    open var isDecelerating: Bool { false }

    /// The object told about scrolling.
    ///
    /// Flipbook: Swift cannot narrow a read-write property in a subclass, so a collection
    /// view's delegate is this same property; it is used as a `UICollectionViewDelegate`
    /// (and flow-layout delegate) when it conforms. Assigning one works exactly as on iOS.
    open weak var delegate: UIScrollViewDelegate?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// The view's own coordinate space; its origin is the content offset.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            scrollViewBoundsDidChange(from: old)
        }
    }

    /// Reacts to a bounds change: a new origin is a scroll (layout is needed and the delegate is
    /// told), as UIScrollView does on iOS. Subclasses in this module extend it.
    func scrollViewBoundsDidChange(from old: CGRect) {
        guard old.origin != bounds.origin else { return }
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
    }

    /// The point of the content shown at the view's top-left corner (`bounds.origin`).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds = CGRect(origin: newValue, size: bounds.size) }
    }

    /// Scrolls to `contentOffset`.
    ///
    /// Flipbook: an animated scroll jumps at once (UIKit's scroll animation is not modelled)
    /// and then tells the delegate `scrollViewDidEndScrollingAnimation`, as the animation's end would.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let changed = contentOffset != self.contentOffset
        self.contentOffset = contentOffset
        if animated, changed { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Scrolls the least distance that shows `rect` (in content coordinates), within the content.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visible = bounds
        func axis(_ minR: CGFloat, _ maxR: CGFloat, _ minV: CGFloat, _ length: CGFloat) -> CGFloat {
            if maxR - minR > length || minR < minV { return minR }
            if maxR > minV + length { return maxR - length }
            return minV
        }
        let target = CGPoint(x: axis(rect.minX, rect.maxX, visible.minX, visible.width),
                             y: axis(rect.minY, rect.maxY, visible.minY, visible.height))
        setContentOffset(clampedContentOffset(target), animated: animated)
    }

    // MARK: - Flipbook addition

    /// `offset` limited to the range the content (with its insets) can scroll through.
    package func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let inset = adjustedContentInset
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - bounds.width)
        let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, minX), maxX), y: min(max(offset.y, minY), maxY))
    }
}
