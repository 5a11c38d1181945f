//  UIScrollView+Scrolling.swift — FlipbookKit
//  A scroll view moved by a finger: its pan recognizer drags the content (rubber-banding past
//  the edges), a flick decelerates at `decelerationRate`, an overscroll springs back, paging
//  comes to rest on a page, and an animated `setContentOffset` moves frame by frame.

import Foundation

extension UIScrollView {
    /// UIKit's deceleration rates: the share of the velocity kept each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit docs: 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// UIKit docs: 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// An animated `setContentOffset`'s length.
    // Flipbook: UIKit's scroll animation is not documented; 0.3 s, ease in and out.
    static let scrollAnimationDuration: TimeInterval = 0.3
    /// The rubber band's stiffness: an overscroll of x in a view d long shows as
    /// (1 − 1 / (x·c/d + 1))·d.
    // Flipbook: UIKit's constant is not published; 0.55 is the value commonly measured.
    static let rubberBandConstant: CGFloat = 0.55
    /// The natural frequency of the critically damped spring that bounces the content back
    /// to an edge and settles a page, per second.
    // Flipbook: UIKit's bounce is not documented; ω = 12 /s settles in about half a second.
    static let bounceFrequency: CGFloat = 12

    func setUpScrolling() {
        clipsToBounds = true
        panGestureRecognizer.addTarget(self, action: UIScrollView.handlePan)
        addGestureRecognizer(panGestureRecognizer)
    }

    // MARK: Dragging

    /// Whether the content's pan may begin: only for a drag along an axis the view scrolls (or
    /// bounces) along, so a sideways swipe on a list, or any drag on content that fits, is left
    /// to the gestures around it (a sheet's, a swipe to dismiss).
    // Flipbook: UIKit's rule is not published; this is the one its scroll views are seen to follow.
    var panMayBegin: Bool {
        let t = panGestureRecognizer.translation(in: self)
        guard scrolls(horizontally: abs(t.x) > abs(t.y)) else { return false }
        // A content view tracking the touch keeps it unless the scroll view may cancel its touches
        // (UIKit docs: `canCancelContentTouches`, then `touchesShouldCancel(in:)`). Flipbook never
        // holds touches back, so the content tracks a drag from its start only when
        // `delaysContentTouches` is off (with it on, UIKit's content has not seen a quick drag).
        if !delaysContentTouches, let touched = panGestureRecognizer.activeTouches.first?.view,
           touched !== self, touched.isDescendant(of: self) {
            return canCancelContentTouches && touchesShouldCancel(in: touched)
        }
        return true
    }

    /// The share of a drag's movement across its main axis below which a directionally locked
    /// drag keeps to that axis.
    // Flipbook: UIKit's angle is not published; within about 27° (a slope of ½) of an axis.
    static let directionalLockSlope: CGFloat = 0.5

    /// The offsets the content rests between: `contentSize` with the insets.
    var offsetRange: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(x: max(minimum.x, contentSize.width + inset.right - bounds.width),
                              y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }

    /// Whether a drag moves the content across (along the x axis) or down.
    private func scrolls(horizontally: Bool) -> Bool {
        let range = offsetRange
        return horizontally ? range.max.x > range.min.x || alwaysBounceHorizontal
            : range.max.y > range.min.y || alwaysBounceVertical
    }

    private func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            isDragging = true
            // Caught past an edge, the content is on its rubber band: the drag goes on from the
            // overscroll the band shows, so it does not jump.
            dragStartOffset = unbandedOffset(contentOffset)
            let initial = pan.translation(in: self)
            lockedAxisIsHorizontal = nil
            if isDirectionalLockEnabled {
                if abs(initial.y) <= abs(initial.x) * Self.directionalLockSlope { lockedAxisIsHorizontal = true }
                else if abs(initial.x) <= abs(initial.y) * Self.directionalLockSlope { lockedAxisIsHorizontal = false }
            }
            if keyboardDismissMode != .none { window?.endEditing(true) }
            // The content follows from where the drag is recognised: the hysteresis does not jump it.
            pan.setTranslation(.zero, in: self)
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            var t = pan.translation(in: self)
            if let horizontal = lockedAxisIsHorizontal { if horizontal { t.y = 0 } else { t.x = 0 } }
            contentOffset = draggedOffset(CGPoint(x: dragStartOffset.x - t.x, y: dragStartOffset.y - t.y))
        case .ended, .cancelled:
            isDragging = false
            let v = pan.velocity(in: self)
            let lock = lockedAxisIsHorizontal
            lockedAxisIsHorizontal = nil
            beginRefreshingIfPulled()
            endDrag(velocity: CGPoint(x: scrolls(horizontally: true) && lock != false ? -v.x : 0,
                                      y: scrolls(horizontally: false) && lock != true ? -v.y : 0))
        default:
            break
        }
    }

    /// Where a drag to the unbounded offset `raw` puts the content: within the range as the
    /// finger says, beyond it on a rubber band (or held at the edge when it does not bounce).
    private func draggedOffset(_ raw: CGPoint) -> CGPoint {
        let range = offsetRange
        func axis(_ raw: CGFloat, _ current: CGFloat, _ low: CGFloat, _ high: CGFloat, _ length: CGFloat, _ scrolls: Bool,
                  _ bounces: Bool) -> CGFloat {
            guard scrolls else { return current }
            if raw >= low && raw <= high { return raw }
            guard bounces else { return min(max(raw, low), high) }
            let over = raw < low ? low - raw : raw - high
            let banded = length > 0 ? (1 - 1 / (over * Self.rubberBandConstant / length + 1)) * length : 0
            return raw < low ? low - banded : high + banded
        }
        return CGPoint(x: axis(raw.x, contentOffset.x, range.min.x, range.max.x, bounds.width, scrolls(horizontally: true),
                               bouncesHorizontally),
                       y: axis(raw.y, contentOffset.y, range.min.y, range.max.y, bounds.height, scrolls(horizontally: false),
                               bouncesVertically))
    }

    /// The unbounded offset a drag would have to reach to show `offset` (the inverse of
    /// `draggedOffset` past the edges: an overscroll b shown in a view d long is b·d / (c·(d − b))).
    private func unbandedOffset(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        func axis(_ x: CGFloat, _ low: CGFloat, _ high: CGFloat, _ length: CGFloat, _ bounces: Bool) -> CGFloat {
            guard bounces, x < low || x > high, length > 0 else { return x }
            let banded = min(x < low ? low - x : x - high, length * 0.999)
            let over = banded * length / (Self.rubberBandConstant * (length - banded))
            return x < low ? low - over : high + over
        }
        return CGPoint(x: axis(offset.x, range.min.x, range.max.x, bounds.width, bouncesHorizontally),
                       y: axis(offset.y, range.min.y, range.max.y, bounds.height, bouncesVertically))
    }

    /// The finger lifted with the content moving at `velocity` (points per second): UIKit docs,
    /// the delegate hears `scrollViewWillEndDragging` with the velocity in points per
    /// millisecond and the offset the content will rest at (which it may change), then
    /// `scrollViewDidEndDragging(_:willDecelerate:)`, then `scrollViewWillBeginDecelerating`.
    private func endDrag(velocity: CGPoint) {
        let k = Self.decay(decelerationRate)
        let range = offsetRange
        let start = contentOffset
        let natural = isPagingEnabled ? pageTarget(from: start, velocity: velocity)
            : clampedContentOffset(CGPoint(x: start.x + velocity.x / k, y: start.y + velocity.y / k))
        // A collection view's layout may choose where a flick rests (UIKit docs: before the delegate hears of it).
        var target = (self as? UICollectionView)?.collectionViewLayout.targetContentOffset(forProposedContentOffset: natural, withScrollingVelocity: velocity) ?? natural
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                            targetContentOffset: &target)
        target = clampedContentOffset(target)
        let steered = target != natural || isPagingEnabled
        let scale = UITraitCollection.deviceScale
        func axis(_ x: CGFloat, _ v: CGFloat, _ target: CGFloat, _ low: CGFloat, _ high: CGFloat, _ bounces: Bool) -> _AxisMotion {
            if x < low || x > high { return .spring(edge: target, from: x, velocity: v, since: 0) }
            if steered && abs(target - x) < 0.5 / scale { return .still(target) }
            // A page settles on the spring that bounces the content back (UIKit's paging is quick).
            if isPagingEnabled { return .spring(edge: target, from: x, velocity: v, since: 0) }
            if steered { return .decay(from: x, velocity: (target - x) * k, rate: k, since: 0) }
            return _AxisMotion.flick(from: x, velocity: v, rate: k, low: low, high: high, bounces: bounces, scale: scale)
        }
        let x = axis(start.x, velocity.x, target.x, range.min.x, range.max.x, bouncesHorizontally)
        let y = axis(start.y, velocity.y, target.y, range.min.y, range.max.y, bouncesVertically)
        let decelerates = !(x.isStill && y.isStill) && window != nil
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        guard decelerates, let clock = window?.clock else {
            contentOffset = CGPoint(x: x.restingValue, y: y.restingValue)
            return
        }
        delegate?.scrollViewWillBeginDecelerating(self)
        // A delegate that scrolled the view itself just now (an animated `setContentOffset`)
        // wins: its scroll runs instead of the deceleration.
        guard motion == nil else { return }
        startMotion(.decelerate(x: x, y: y), clock: clock)
    }

    /// The page a paging drag comes to rest on: the next one in the flick's direction, else the
    /// nearest.
    private func pageTarget(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let range = offsetRange
        func axis(_ x: CGFloat, _ v: CGFloat, _ page: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
            guard page > 0 else { return x }
            let position = (x - low) / page
            let index = abs(v) > Self.pagingFlickVelocity ? (v > 0 ? position.rounded(.down) + 1 : position.rounded(.up) - 1) : position.rounded()
            return min(max(low + index * page, low), high)
        }
        return CGPoint(x: axis(offset.x, velocity.x, bounds.width, range.min.x, range.max.x),
                       y: axis(offset.y, velocity.y, bounds.height, range.min.y, range.max.y))
    }

    /// The velocity past which a paging drag turns the page whatever its distance, points per second.
    // Flipbook: UIKit's threshold is not published; 300 pt/s.
    static let pagingFlickVelocity: CGFloat = 300

    /// The exponential rate, per second, a deceleration rate loses velocity at: v(t) = v₀·rᵗ with
    /// t in milliseconds is v₀·e^(−k·t) with t in seconds, k = −1000·ln r.
    static func decay(_ rate: DecelerationRate) -> CGFloat {
        -1000 * log(min(max(rate.rawValue, 0.5), 0.999_999))
    }

    // MARK: Motion on the clock

    func startMotion(_ kind: _ScrollMotion.Kind, clock: MediaClock) {
        stopMotion()
        let motion = _ScrollMotion(kind: kind, scrollView: self, clock: clock)
        self.motion = motion
        clock.addEventSource(motion)
    }

    /// Stops the content where it is (a finger touching down on it, a new scroll).
    func stopMotion() {
        guard let motion else { return }
        motion.clock?.removeEventSource(motion)
        self.motion = nil
    }

    /// The motion reached its end: the delegate hears the matching ending.
    func motionDidFinish(_ motion: _ScrollMotion) {
        guard self.motion === motion else {
            motion.clock?.removeEventSource(motion)
            return
        }
        stopMotion()
        if motion.isDeceleration {
            delegate?.scrollViewDidEndDecelerating(self)
        } else if motion.isZoom {
            isZoomBouncingStorage = false
            delegate?.scrollViewDidEndZooming(self, with: zoomingView, atScale: zoomScale)
        } else {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }
}

/// How one axis of the content offset moves after the finger lifts, as a function of the time
/// since the motion began.
enum _AxisMotion {
    /// Resting at a value.
    case still(CGFloat)
    /// Slowing exponentially from `from` at `velocity`: x = from + v/k·(1 − e^(−k(t − since))).
    case decay(from: CGFloat, velocity: CGFloat, rate: CGFloat, since: Double)
    /// A critically damped spring towards `edge`, from `from` at `velocity`.
    case spring(edge: CGFloat, from: CGFloat, velocity: CGFloat, since: Double)
    /// A decay that reaches an edge at `at` (absolute motion time), then springs back from it.
    indirect case then(_AxisMotion, at: Double, _AxisMotion)
    /// An eased move from `from` to `to` over `duration`.
    case eased(from: CGFloat, to: CGFloat, duration: Double)

    /// A flick within the range: a decay that, if it would run past an edge, meets it and then
    /// bounces back from it (or stops there, without bouncing).
    static func flick(from x: CGFloat, velocity v: CGFloat, rate k: CGFloat, low: CGFloat, high: CGFloat, bounces: Bool, scale: CGFloat) -> _AxisMotion {
        guard abs(v / k) >= 0.5 / scale else { return .still(x) }
        let rest = x + v / k
        guard rest < low || rest > high else { return .decay(from: x, velocity: v, rate: k, since: 0) }
        let edge = rest < low ? low : high
        // edge = x + v/k·(1 − e^(−k·t)) ⇒ e^(−k·t) = 1 − (edge − x)·k/v.
        let remaining = 1 - (edge - x) * k / v
        let t = Double(-log(max(remaining, 1e-12)) / k)
        let arrival = v * remaining
        guard bounces else { return .then(.decay(from: x, velocity: v, rate: k, since: 0), at: t, .still(edge)) }
        return .then(.decay(from: x, velocity: v, rate: k, since: 0), at: t, .spring(edge: edge, from: edge, velocity: arrival, since: t))
    }

    var isStill: Bool {
        if case .still = self { return true }
        return false
    }

    /// Where the axis comes to rest.
    var restingValue: CGFloat {
        switch self {
        case .still(let x): x
        case let .decay(from, velocity, rate, _): from + velocity / rate
        case .spring(let edge, _, _, _): edge
        case .then(_, _, let next): next.restingValue
        case .eased(_, let to, _): to
        }
    }

    /// The value at motion time `t`, and whether the axis has come to rest (within a half pixel
    /// of its resting value for good, where it is then put).
    func value(at t: Double, scale: CGFloat) -> (x: CGFloat, done: Bool) {
        let tolerance = 0.5 / scale
        switch self {
        case .still(let x):
            return (x, true)
        case let .decay(from, v, k, since):
            let decay = CGFloat(exp(-Double(k) * max(t - since, 0)))
            // What is left to travel is v·e^(−k·t)/k.
            if abs(v * decay / k) < tolerance { return (from + v / k, true) }
            return (from + v / k * (1 - decay), false)
        case let .spring(edge, from, v, since):
            let w = UIScrollView.bounceFrequency, s = CGFloat(max(t - since, 0))
            let d = from - edge
            let e = CGFloat(exp(-Double(w * s)))
            // The envelope |d| + |v + ω·d|·s bounds the displacement from here on once past its peak.
            let envelope = (abs(d) + abs(v + w * d) * max(s, 1 / w)) * e
            if envelope < tolerance { return (edge, true) }
            return (edge + (d + (v + w * d) * s) * e, false)
        case let .then(first, at, next):
            return t < at ? (first.value(at: t, scale: scale).x, false) : next.value(at: t, scale: scale)
        case let .eased(from, to, duration):
            guard t < duration else { return (to, true) }
            // Ease in and out: the cubic smoothstep.
            let f = CGFloat(t / duration)
            return (from + (to - from) * f * f * (3 - 2 * f), false)
        }
    }
}

/// A scroll view's content moving on its own: each screen refresh (60 Hz, on the window's clock)
/// sets the content offset — the model value, as UIKit's scrolling does, so
/// `scrollViewDidScroll` hears every frame — until both axes rest.
final class _ScrollMotion: ClockEventSource {
    enum Kind {
        case decelerate(x: _AxisMotion, y: _AxisMotion)
        case animated(from: CGPoint, to: CGPoint, duration: Double)
        /// An animated zoom: the zoom scale and the offset eased together.
        case zoom(fromScale: CGFloat, toScale: CGFloat, from: CGPoint, to: CGPoint, duration: Double)
    }

    let x: _AxisMotion, y: _AxisMotion
    /// The zoom scale's motion, for an animated zoom.
    let scale: _AxisMotion?
    let isDeceleration: Bool
    var isZoom: Bool { scale != nil }
    private weak var scrollView: UIScrollView?
    private(set) weak var clock: MediaClock?
    private let start: Double
    private static let refreshRate = 60.0

    init(kind: Kind, scrollView: UIScrollView, clock: MediaClock) {
        switch kind {
        case let .decelerate(x, y):
            self.x = x
            self.y = y
            scale = nil
            isDeceleration = true
        case let .animated(from, to, duration):
            x = .eased(from: from.x, to: to.x, duration: duration)
            y = .eased(from: from.y, to: to.y, duration: duration)
            scale = nil
            isDeceleration = false
        case let .zoom(fromScale, toScale, from, to, duration):
            x = .eased(from: from.x, to: to.x, duration: duration)
            y = .eased(from: from.y, to: to.y, duration: duration)
            scale = .eased(from: fromScale, to: toScale, duration: duration)
            isDeceleration = false
        }
        self.scrollView = scrollView
        self.clock = clock
        start = clock.time
    }

    var isAnimation: Bool { true }

    /// The next screen refresh after now.
    var dueTime: CFTimeInterval? {
        guard let clock else { return nil }
        return ((clock.time * Self.refreshRate + 1e-6).rounded(.down) + 1) / Self.refreshRate
    }

    func fire() {
        // Gone, or replaced by another motion (a new scroll, a finger): nothing more to move.
        guard let clock, let scrollView, scrollView.motion === self else {
            clock?.removeEventSource(self)
            return
        }
        let t = clock.time - start
        let scale = UITraitCollection.deviceScale
        let (px, xDone) = x.value(at: t, scale: scale)
        let (py, yDone) = y.value(at: t, scale: scale)
        let (zoom, zoomDone) = self.scale?.value(at: t, scale: 1000) ?? (1, true)
        if isZoom { scrollView.applyZoomScale(zoom) }
        scrollView.contentOffset = CGPoint(x: px, y: py)
        if xDone && yDone && zoomDone { scrollView.motionDidFinish(self) }
    }
}
