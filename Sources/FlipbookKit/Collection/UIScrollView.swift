//  UIScrollView.swift — FlipbookKit
//  Mirrors UIKit.UIScrollView. Status: partial (dragging, deceleration, bouncing, paging,
//  animated scrolling, directional lock, zooming, pull to refresh; scroll indicators are not drawn).

import Foundation

/// A view whose bounds origin moves over a larger content area.
///
/// As on iOS, `contentOffset` *is* `bounds.origin`: scrolling moves the bounds, which shifts
/// every subview on screen without touching their frames, and asks for a layout pass.
open class UIScrollView: UIView {
    /// The size of the content; scrolling is limited to it (plus `adjustedContentInset`).
    open var contentSize: CGSize = .zero {
        willSet { keyValueObservers?.willChangeValue(of: self, forKey: "contentSize") }
        didSet {
            if contentSize != oldValue {
                layoutGuidesStorage?.contentSizeDidChange(contentSize)
                updateAdjustedContentInset()
            }
            keyValueObservers?.didChangeValue(of: self, forKey: "contentSize")
        }
    }

    /// Extra space around the content, inside which the content can also scroll.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { if contentInset != oldValue { updateAdjustedContentInset() } }
    }

    /// UIKit docs: how the safe area insets are added to `contentInset` to make `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes`, and the top and bottom always when the scroll view is the view of
        /// a controller shown by a navigation or tab bar controller.
        case automatic
        /// Top and bottom when the content is taller than the view (or `alwaysBounceVertical`),
        /// left and right when it is wider (or `alwaysBounceHorizontal`).
        case scrollableAxes
        case never
        case always
    }

    /// UIKit docs: the default is `.automatic`.
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset() } }
    }

    /// The insets the content scrolls within: `contentInset` plus the safe area insets on the
    /// edges `contentInsetAdjustmentBehavior` adjusts.
    open var adjustedContentInset: UIEdgeInsets {
        let vertical: Bool, horizontal: Bool
        let tall = contentSize.height > bounds.height || alwaysBounceVertical
        let wide = contentSize.width > bounds.width || alwaysBounceHorizontal
        switch contentInsetAdjustmentBehavior {
        case .never: return contentInset
        case .always: (vertical, horizontal) = (true, true)
        case .scrollableAxes: (vertical, horizontal) = (tall, wide)
        case .automatic:
            let controller = owningViewController
            let inBars = controller?.navigationController != nil || controller?.tabBarController != nil
            (vertical, horizontal) = (tall || inBars, wide)
        }
        guard vertical || horizontal else { return contentInset }
        let safe = safeAreaInsets
        return UIEdgeInsets(top: contentInset.top + (vertical ? safe.top : 0),
                            left: contentInset.left + (horizontal ? safe.left : 0),
                            bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
                            right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// The adjusted insets when they were last looked at (a layout pass, a change of the
    /// content), and the share of them the safe area made.
    private var knownAdjustedContentInset = UIEdgeInsets.zero
    private var knownSafeAreaAdjustment = UIEdgeInsets.zero

    /// UIKit docs: called when `adjustedContentInset` changes; tells the delegate
    /// `scrollViewDidChangeAdjustedContentInset`.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Notices a change of the adjusted insets (the safe area is seen at layout): when the safe
    /// area's share changes, content at rest at the top (or left) edge stays at the edge, as UIKit
    /// keeps a list's first row below the status bar; a new `contentInset` moves nothing (as in UIKit).
    func updateAdjustedContentInset() {
        let new = adjustedContentInset
        guard new != knownAdjustedContentInset else { return }
        knownAdjustedContentInset = new
        let safe = UIEdgeInsets(top: new.top - contentInset.top, left: new.left - contentInset.left,
                                bottom: new.bottom - contentInset.bottom, right: new.right - contentInset.right)
        let old = knownSafeAreaAdjustment
        knownSafeAreaAdjustment = safe
        if !isDragging && motion == nil {
            var offset = contentOffset
            if offset.y == -(contentInset.top + old.top) { offset.y = -new.top }
            if offset.x == -(contentInset.left + old.left) { offset.x = -new.left }
            if offset != contentOffset { contentOffset = offset }
        }
        adjustedContentInsetDidChange()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContentSizeFromGuide()
        updateAdjustedContentInset()
        layOutRefreshControl()
    }

    /// The content's pan begins only along an axis the view scrolls along (`panMayBegin`).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return panMayBegin
    }

    /// Whether the user can scroll by dragging (code can always scroll).
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether a drag comes to rest on a multiple of the view's size.
    open var isPagingEnabled = false
    /// Whether dragging and deceleration go past the content's edge and spring back (UIKit docs:
    /// setting it sets both `bouncesHorizontally` and `bouncesVertically`).
    open var bounces: Bool {
        get { bouncesHorizontally || bouncesVertically }
        set { (bouncesHorizontally, bouncesVertically) = (newValue, newValue) }
    }
    /// Whether the content bounces at the ends of its horizontal (vertical) axis.
    open var bouncesHorizontally = true
    open var bouncesVertically = true
    /// Whether a drag bounces vertically (horizontally) even when the content fits.
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    /// Whether a drag that starts along one axis scrolls along that axis only (UIKit docs: a
    /// diagonal drag is not locked).
    open var isDirectionalLockEnabled = false
    // Flipbook: a scroll at its edge is not handed on to an enclosing scroll view.
    open var transfersHorizontalScrollingToParent = true
    open var transfersVerticalScrollingToParent = true
    // Flipbook: the point is kept; content smaller than the view stays at its top-left corner.
    open var contentAlignmentPoint = CGPoint.zero
    // Flipbook: the previewer has no status bar to tap.
    open var scrollsToTop = true

    // MARK: Scroll indicators
    // Flipbook: scroll indicators are not drawn; their settings are kept.

    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    /// The indicators' colours.
    public enum IndicatorStyle: Int, Sendable { case `default` = 0, black, white }
    open var indicatorStyle = IndicatorStyle.default
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Both indicators' insets (UIKit: setting sets both, reading gives the vertical one's).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { (verticalScrollIndicatorInsets, horizontalScrollIndicatorInsets) = (newValue, newValue) }
    }
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// Shows the indicators for a moment.
    // Flipbook: the indicators are not drawn, so nothing shows.
    open func flashScrollIndicators() {}

    /// Runs `changes` (content offset changes) with the indicators shown.
    // Flipbook: the indicators are not drawn; `changes` runs as it is.
    open func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void) { changes() }

    // MARK: Refreshing

    /// The control above the content that a pull down past the top refreshes.
    ///
    /// As on iOS, it is a subview above the content; releasing a drag pulled more than
    /// `UIRefreshControl.triggerDistance` past the top begins refreshing and sends `.valueChanged`.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { insertSubview(refreshControl, at: 0) }
            setNeedsLayout()
        }
    }

    // MARK: Keyboard

    /// How dragging the content dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
    /// UIKit docs: the default is `.none`.
    // Flipbook: the interactive modes end editing when the drag begins, as the on-drag ones.
    open var keyboardDismissMode = KeyboardDismissMode.none
    // Flipbook: no keyboard focus engine: arrow keys do not scroll the view.
    open var allowsKeyboardScrolling = true

    // MARK: Touches

    /// Whether touches on the content are held back until it is clear they are not a scroll.
    // Flipbook: touches are never held back; with this false, a drag that starts on a content
    // view counts as the content tracking the touch (see `canCancelContentTouches`).
    open var delaysContentTouches = true
    /// Whether a drag that begins on a content view tracking the touch may still scroll (UIKit
    /// docs: if false, the scroll view does not scroll once the content view tracks).
    open var canCancelContentTouches = true

    /// Whether the content view under `touches` should receive them.
    // Flipbook: never asked: touches reach the content's views at once.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Whether a drag may take the touches from the content `view` tracking them: UIKit docs,
    /// by default yes unless `view` is a `UIControl`.
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    // MARK: Zoom state

    /// The least and greatest zoom scales (UIKit docs: both 1, so the content does not zoom).
    open var minimumZoomScale: CGFloat = 1 { didSet { zoomLimitsDidChange() } }
    open var maximumZoomScale: CGFloat = 1 { didSet { zoomLimitsDidChange() } }
    /// Whether a pinch past the limits goes on a little and springs back.
    open var bouncesZoom = true
    /// The pinch that zooms the content: nil while the view cannot zoom (the limits are equal).
    open internal(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?
    /// Whether the user is pinching the content.
    open internal(set) var isZooming = false
    /// The content's scale: the zooming view's transform (1 while there is none).
    open var zoomScale: CGFloat {
        get { zoomScaleStorage }
        set { setZoomScale(newValue, animated: false) }
    }
    /// Whether a pinch that went past the limits is springing back to them.
    open var isZoomBouncing: Bool { isZoomBouncingStorage }
    /// Whether an animated zoom (`setZoomScale(_:animated:)`, `zoom(to:animated:)`) is running.
    open var isZoomAnimating: Bool { motion?.isZoom ?? false }

    /// Zooms to `scale` (within the limits) about the centre of what shows, as UIKit does by
    /// scaling the delegate's `viewForZooming(in:)`; the delegate hears `scrollViewDidZoom`, and
    /// animated, `scrollViewDidEndZooming` at the end.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) { zoomAboutCenter(toScale: scale, animated: animated) }

    /// Zooms so `rect` (in the zooming view's coordinates) fills the view as far as the limits
    /// allow, centred.
    open func zoom(to rect: CGRect, animated: Bool) { zoomToFit(rect, animated: animated) }

    var zoomScaleStorage: CGFloat = 1
    var isZoomBouncingStorage = false
    var pinchStartScale: CGFloat = 1
    var pinchAnchor = CGPoint.zero
    // MARK: Layout guides

    /// UIKit docs: "The layout guide based on the untranslated content rectangle": constraints
    /// to it place views on the content, and constraints that size it set `contentSize`.
    open var contentLayoutGuide: UILayoutGuide { scrollLayoutGuides.content }
    /// UIKit docs: "The layout guide based on the untransformed frame rectangle": views pinned
    /// to it stay where they are while the content scrolls.
    open var frameLayoutGuide: UILayoutGuide { scrollLayoutGuides.frame }
    var layoutGuidesStorage: _ScrollLayoutGuides?
    private var scrollLayoutGuides: _ScrollLayoutGuides {
        if let layoutGuidesStorage { return layoutGuidesStorage }
        let guides = _ScrollLayoutGuides(scrollView: self)
        layoutGuidesStorage = guides
        return guides
    }

    /// The axis a directionally locked drag keeps to (nil: both).
    var lockedAxisIsHorizontal: Bool?

    // MARK: Scroll edge effects
    // Flipbook: the effects are not drawn; their settings are kept.

    /// The effect under a bar at each edge (iOS 26).
    public let topEdgeEffect = UIScrollEdgeEffect()
    public let leftEdgeEffect = UIScrollEdgeEffect()
    public let bottomEdgeEffect = UIScrollEdgeEffect()
    public let rightEdgeEffect = UIScrollEdgeEffect()

    /// How quickly a flicked scroll view slows (UIKit docs: `.normal` and `.fast`, the share of
    /// its velocity kept per millisecond).
    open var decelerationRate = DecelerationRate.normal

    /// The recognizer that drags the content (UIKit docs: read-only; add a `require(toFail:)` or
    /// a delegate to it to arbitrate with gestures of your own).
    public let panGestureRecognizer = UIPanGestureRecognizer()

    /// Whether the user is touching the content.
    // Flipbook: true while the content is dragged; UIKit's turns true at the touch-down already.
    open var isTracking: Bool { isDragging }
    /// Whether the user is dragging the content.
    open internal(set) var isDragging = false
    /// Whether the content moves on after the user lifted their finger.
    open var isDecelerating: Bool { motion?.isDeceleration ?? false }

    /// Whether an animated `setContentOffset` (or `scrollRectToVisible`, `scrollToRow`) is moving
    /// the content.
    open var isScrollAnimating: Bool { motion.map { !$0.isDeceleration && !$0.isZoom } ?? false }

    /// Stops a deceleration, an animated scroll or an animated zoom where it is.
    open func stopScrollingAndZooming() {
        let zooming = motion?.isZoom ?? false
        stopMotion()
        isZoomBouncingStorage = false
        if zooming, let view = zoomingView { delegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScale) }
    }

    /// The content offset when the drag began.
    var dragStartOffset = CGPoint.zero
    /// What moves the content on its own now: a deceleration, a bounce back or an animated scroll.
    var motion: _ScrollMotion?

    /// The object told about scrolling.
    ///
    /// Flipbook: Swift cannot narrow a read-write property in a subclass, so a collection
    /// view's delegate is this same property; it is used as a `UICollectionViewDelegate`
    /// (and flow-layout delegate) when it conforms. Assigning one works exactly as on iOS.
    open weak var delegate: UIScrollViewDelegate?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpScrolling()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpScrolling()
    }

    /// The view's own coordinate space; its origin is the content offset.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            // Key-value observers of `contentOffset` hear of every new origin, whichever way it is set.
            let observers = newValue.origin != old.origin ? keyValueObservers : nil
            observers?.willChangeValue(of: self, forKey: "contentOffset")
            super.bounds = newValue
            scrollViewBoundsDidChange(from: old)
            observers?.didChangeValue(of: self, forKey: "contentOffset")
        }
    }

    /// Reacts to a bounds change: a new origin is a scroll (layout is needed and the delegate is
    /// told), as UIScrollView does on iOS. Subclasses in this module extend it.
    func scrollViewBoundsDidChange(from old: CGRect) {
        guard old.origin != bounds.origin else { return }
        layoutGuidesStorage?.offsetDidChange(bounds.origin)
        setNeedsLayout()
        delegate?.scrollViewDidScroll(self)
    }

    /// The point of the content shown at the view's top-left corner (`bounds.origin`).
    // Flipbook: key-value observers are told when the offset changes, not when it is set to itself.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds = CGRect(origin: newValue, size: bounds.size) }
    }

    /// Scrolls to `contentOffset`; animated, the offset moves frame by frame (the model value,
    /// `scrollViewDidScroll` at each frame, as UIKit does) and the delegate hears
    /// `scrollViewDidEndScrollingAnimation` at the end.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        guard let clock = window?.clock else {
            // Off screen nothing is drawn between: the scroll ends at once.
            self.contentOffset = contentOffset
            delegate?.scrollViewDidEndScrollingAnimation(self)
            return
        }
        startMotion(.animated(from: self.contentOffset, to: contentOffset, duration: Self.scrollAnimationDuration), clock: clock)
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
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }
}
