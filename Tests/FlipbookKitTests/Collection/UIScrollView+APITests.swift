//  UIScrollView+APITests.swift — FlipbookKitTests
//  Zooming, directional lock, per-axis bouncing, the scroll animation state, the keyboard
//  dismissal, the refresh control and the content-touch rules, against UIKit's documentation.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite(.serialized) struct UIScrollViewAPITests {
    /// A delegate that zooms `zoomView` and logs the zoom calls.
    final class ZoomLog: NSObject, UIScrollViewDelegate {
        let zoomView: UIView?
        var calls: [String] = []
        init(zoomView: UIView?) { self.zoomView = zoomView }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { calls.append("willBegin") }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("didZoom") }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            calls.append("didEnd \(scale)")
        }
    }

    /// A window showing a 300×300 scroll view at the origin.
    final class Scene {
        let window = UIWindow()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))

        init(contentSize: CGSize = CGSize(width: 300, height: 3000)) {
            scrollView.contentSize = contentSize
            scrollView.contentInsetAdjustmentBehavior = .never
            window.addSubview(scrollView)
            window.makeKeyAndVisible()
        }

        var time: Double { window.clock.time }
        func at(_ t: Double) { window.clock.tick(to: t) }
        func touch(_ phase: UITouch.Phase, _ point: CGPoint, finger: Int = 0) { window.sendTouch(phase, at: point, finger: finger) }

        /// A finger dragging from `start` by `step` each 1/60 s for `steps` moves, then lifting.
        func drag(from start: CGPoint, step: CGVector, steps: Int, lift: Bool = true) {
            let t0 = time
            touch(.began, start)
            var point = start
            for k in 1...steps {
                at(t0 + Double(k) / 60)
                point = CGPoint(x: point.x + step.dx, y: point.y + step.dy)
                touch(.moved, point)
            }
            if lift { touch(.ended, point) }
        }
    }

    // MARK: Zooming

    // UIKit docs, minimumZoomScale/maximumZoomScale: both 1 by default; pinchGestureRecognizer:
    // "nil if zooming is disabled".
    @Test func aScrollViewZoomsOnlyOnceItsLimitsDiffer() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 1 && scrollView.zoomScale == 1)
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.maximumZoomScale = 4
        let pinch = try? #require(scrollView.pinchGestureRecognizer)
        #expect(scrollView.gestureRecognizers?.contains { $0 === pinch } == true)
        scrollView.maximumZoomScale = 1
        #expect(scrollView.pinchGestureRecognizer == nil)
    }

    // UIKit docs, zoomScale: "This value determines how much the content is currently scaled";
    // the scroll view scales the view viewForZooming(in:) returns, and its content size follows.
    // The scale is kept within minimumZoomScale...maximumZoomScale; scrollViewDidZoom is told.
    @Test func settingTheZoomScaleScalesTheDelegatesViewWithinTheLimits() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        scrollView.addSubview(image)
        scrollView.contentSize = image.frame.size
        let log = ZoomLog(zoomView: image)
        scrollView.delegate = log
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 2

        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 2)
        #expect(image.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(image.frame == CGRect(x: 0, y: 0, width: 800, height: 600))
        #expect(scrollView.contentSize == CGSize(width: 800, height: 600))
        #expect(log.calls == ["didZoom"])

        scrollView.setZoomScale(10, animated: false)
        #expect(scrollView.zoomScale == 2, "kept at maximumZoomScale")
        scrollView.setZoomScale(0.1, animated: false)
        #expect(scrollView.zoomScale == 0.5, "kept at minimumZoomScale")
        #expect(scrollView.contentSize == CGSize(width: 200, height: 150))
    }

    // UIKit docs, viewForZooming(in:): "Return nil if you don't want zooming to occur."
    @Test func withoutAViewForZoomingNothingZooms() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scrollView.maximumZoomScale = 3
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 1)
    }

    // UIKit docs, zoom(to:animated:): "Zooms to a specific area of the content so that it's visible
    // in the receiver" — the rect, in the zooming view's coordinates, is scaled to fill the view
    // (as far as maximumZoomScale allows) and centred.
    @Test func zoomingToARectFillsTheViewWithIt() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scrollView.contentInsetAdjustmentBehavior = .never
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scrollView.addSubview(image)
        scrollView.contentSize = image.frame.size
        let log = ZoomLog(zoomView: image)
        scrollView.delegate = log
        scrollView.maximumZoomScale = 4

        scrollView.zoom(to: CGRect(x: 200, y: 100, width: 100, height: 100), animated: false)
        #expect(scrollView.zoomScale == 2)
        // The rect's centre (250, 150) at scale 2 is (500, 300), in the middle of the 200-point view.
        #expect(scrollView.contentOffset == CGPoint(x: 400, y: 200))

        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scrollView.zoomScale == 4, "no more than maximumZoomScale")
        #expect(scrollView.contentOffset == .zero, "kept within the content")
    }

    // UIKit docs, isZoomAnimating: whether an animated zoom is running; scrollViewDidEndZooming:
    // "It also calls this method after animated changes to the zoom level".
    @Test func anAnimatedZoomRunsOnTheClockAndThenEnds() {
        let s = Scene(contentSize: CGSize(width: 300, height: 300))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        s.scrollView.addSubview(image)
        let log = ZoomLog(zoomView: image)
        s.scrollView.delegate = log
        s.scrollView.maximumZoomScale = 3
        s.at(1)

        s.scrollView.setZoomScale(3, animated: true)
        #expect(s.scrollView.isZoomAnimating)
        #expect(!s.scrollView.isScrollAnimating, "a zoom is not a scroll animation")
        s.at(1.15)
        #expect(s.scrollView.zoomScale > 1 && s.scrollView.zoomScale < 3)
        s.at(2)
        #expect(!s.scrollView.isZoomAnimating)
        #expect(s.scrollView.zoomScale == 3)
        #expect(log.calls.last == "didEnd 3.0")
        // About the centre: (150, 150) stays in the middle.
        #expect(s.scrollView.contentOffset == CGPoint(x: 300, y: 300))
    }

    // UIKit docs, isZooming: "whether the user is making a zoom gesture"; scrollViewWillBeginZooming
    // is told as the pinch begins; a pinch past maximumZoomScale bounces back to it (bouncesZoom).
    @Test func aPinchZoomsAndBouncesBackToTheLimit() {
        let s = Scene(contentSize: CGSize(width: 300, height: 300))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        s.scrollView.addSubview(image)
        let log = ZoomLog(zoomView: image)
        s.scrollView.delegate = log
        s.scrollView.maximumZoomScale = 2
        s.at(1)
        s.touch(.began, CGPoint(x: 130, y: 150), finger: 0)
        s.touch(.began, CGPoint(x: 170, y: 150), finger: 1)
        // The fingers from 40 to 120 points apart: a scale of 3, past the maximum of 2.
        for k in 1...8 {
            s.at(1 + Double(k) / 60)
            s.touch(.moved, CGPoint(x: 130 - 5 * Double(k), y: 150), finger: 0)
            s.touch(.moved, CGPoint(x: 170 + 5 * Double(k), y: 150), finger: 1)
        }
        #expect(s.scrollView.isZooming)
        #expect(log.calls.first == "willBegin")
        #expect(s.scrollView.zoomScale > 2, "on the rubber band past the maximum")
        #expect(s.scrollView.zoomScale < 3, "less than the fingers ask")
        s.touch(.ended, CGPoint(x: 90, y: 150), finger: 0)
        s.touch(.ended, CGPoint(x: 210, y: 150), finger: 1)
        #expect(!s.scrollView.isZooming)
        #expect(s.scrollView.isZoomBouncing)
        s.at(3)
        #expect(!s.scrollView.isZoomBouncing)
        #expect(s.scrollView.zoomScale == 2)
        #expect(log.calls.last == "didEnd 2.0")
    }

    // MARK: Dragging

    // UIKit docs, isDirectionalLockEnabled: "If this property is true and the user begins dragging
    // in one general direction (horizontally or vertically), the scroll view disables scrolling in
    // the other direction. If the drag direction is diagonal, then scrolling will not be locked."
    @Test(arguments: [false, true])
    func aLockedDragKeepsToItsAxis(locked: Bool) {
        let s = Scene(contentSize: CGSize(width: 3000, height: 3000))
        s.scrollView.isDirectionalLockEnabled = locked
        s.at(1)
        s.drag(from: CGPoint(x: 150, y: 250), step: CGVector(dx: -1, dy: -6), steps: 10, lift: false)
        #expect(s.scrollView.contentOffset.y > 0)
        if locked { #expect(s.scrollView.contentOffset.x == 0) } else { #expect(s.scrollView.contentOffset.x > 0) }
    }

    @Test func aDiagonalDragIsNotLocked() {
        let s = Scene(contentSize: CGSize(width: 3000, height: 3000))
        s.scrollView.isDirectionalLockEnabled = true
        s.at(1)
        s.drag(from: CGPoint(x: 250, y: 250), step: CGVector(dx: -5, dy: -5), steps: 10, lift: false)
        #expect(s.scrollView.contentOffset.x > 0 && s.scrollView.contentOffset.y > 0)
    }

    // UIKit docs, bounces: "Setting bounces is equivalent to setting both bouncesHorizontally and
    // bouncesVertically to the same value"; bouncesVertically: whether the scroll view bounces at
    // the ends of its vertical axis.
    @Test func bouncingIsSetPerAxis() {
        let s = Scene()
        s.scrollView.bounces = false
        #expect(!s.scrollView.bouncesHorizontally && !s.scrollView.bouncesVertically)
        s.scrollView.bouncesHorizontally = true
        s.at(1)
        s.drag(from: CGPoint(x: 150, y: 100), step: CGVector(dx: 0, dy: 10), steps: 8, lift: false)
        #expect(s.scrollView.contentOffset.y == 0, "held at the top edge: no vertical bounce")
        s.touch(.ended, CGPoint(x: 150, y: 180))
        s.scrollView.bouncesVertically = true
        s.at(3)
        s.drag(from: CGPoint(x: 150, y: 100), step: CGVector(dx: 0, dy: 10), steps: 8, lift: false)
        #expect(s.scrollView.contentOffset.y < 0, "past the top edge on the rubber band")
    }

    // UIKit docs, isScrollAnimating: whether the scroll view is running a scroll animation;
    // stopScrollingAndZooming(): "Stops scrolling and zooming in place".
    @Test func anAnimatedScrollCanBeStoppedWhereItIs() {
        let s = Scene()
        s.at(1)
        s.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        #expect(s.scrollView.isScrollAnimating)
        s.at(1.15)
        let halfway = s.scrollView.contentOffset
        #expect(halfway.y > 0 && halfway.y < 600)
        s.scrollView.stopScrollingAndZooming()
        #expect(!s.scrollView.isScrollAnimating)
        s.at(2)
        #expect(s.scrollView.contentOffset == halfway)
    }

    // UIKit docs, KeyboardDismissMode.onDrag: "The keyboard is dismissed when a drag begins."
    @Test func aDragDismissesTheKeyboardWhenAsked() {
        let s = Scene()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        s.scrollView.addSubview(field)
        #expect(s.scrollView.keyboardDismissMode == .none)
        #expect(field.becomeFirstResponder())
        s.at(1)
        s.drag(from: CGPoint(x: 150, y: 250), step: CGVector(dx: 0, dy: -10), steps: 4)
        #expect(field.isFirstResponder, "UIKit docs: .none is the default and keeps the keyboard")

        s.scrollView.keyboardDismissMode = .onDrag
        s.at(3)
        s.drag(from: CGPoint(x: 150, y: 250), step: CGVector(dx: 0, dy: -10), steps: 4)
        #expect(!field.isFirstResponder)
    }

    // UIKit docs, UIRefreshControl: "you … assign it to the refreshControl property of a scroll
    // view"; the user's pull down begins refreshing and the control sends valueChanged;
    // endRefreshing() tells it the refresh is over.
    @Test func pullingPastTheTopBeginsTheRefresh() {
        let s = Scene()
        let control = UIRefreshControl()
        var refreshes = 0
        control.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        s.scrollView.refreshControl = control
        #expect(control.superview === s.scrollView)
        s.at(1)
        s.drag(from: CGPoint(x: 150, y: 20), step: CGVector(dx: 0, dy: 10), steps: 4)
        #expect(refreshes == 0, "a short pull does not refresh")
        s.at(3)
        s.drag(from: CGPoint(x: 150, y: 20), step: CGVector(dx: 0, dy: 20), steps: 12, lift: false)
        #expect(s.scrollView.contentOffset.y < -UIRefreshControl.triggerDistance)
        s.touch(.ended, CGPoint(x: 150, y: 260))
        #expect(refreshes == 1)
        #expect(control.isRefreshing)
        control.endRefreshing()
        #expect(!control.isRefreshing)
    }

    // UIKit docs, canCancelContentTouches: "If the value of this property is false, the scroll view
    // doesn't scroll regardless of finger movement once the content view starts tracking";
    // touchesShouldCancel(in:): "The default returned value is true if view isn't a UIControl".
    @Test func contentTrackingATouchKeepsItUnlessItMayBeCancelled() {
        func scrolls(over view: UIView, canCancel: Bool, delays: Bool) -> Bool {
            let s = Scene()
            s.scrollView.addSubview(view)
            s.scrollView.canCancelContentTouches = canCancel
            s.scrollView.delaysContentTouches = delays
            s.at(1)
            s.drag(from: CGPoint(x: 150, y: 250), step: CGVector(dx: 0, dy: -10), steps: 5, lift: false)
            return s.scrollView.contentOffset.y > 0
        }
        let frame = CGRect(x: 0, y: 200, width: 300, height: 100)
        #expect(scrolls(over: UIView(frame: frame), canCancel: true, delays: false))
        #expect(!scrolls(over: UIView(frame: frame), canCancel: false, delays: false))
        #expect(!scrolls(over: UIControl(frame: frame), canCancel: true, delays: false), "a control keeps its touches")
        // With the touches delayed (the default), a quick drag never reaches the content.
        #expect(scrolls(over: UIControl(frame: frame), canCancel: false, delays: true))
    }

    // MARK: Layout guides

    // UIKit docs, contentLayoutGuide: "Use this layout guide when you want to create Auto Layout
    // constraints related to the content area of a scroll view"; frameLayoutGuide: "… that don't
    // move with the content". Constraints that size the content guide give the content size.
    @Test func theLayoutGuidesHoldTheContentAndTheFrame() {
        let s = Scene(contentSize: .zero)
        let content = UIView(), badge = UIView()
        for view in [content, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            s.scrollView.addSubview(view)
        }
        let contentGuide = s.scrollView.contentLayoutGuide, frameGuide = s.scrollView.frameLayoutGuide
        #expect(s.scrollView.contentLayoutGuide === contentGuide, "one guide, made once")
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: contentGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: frameGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
            badge.topAnchor.constraint(equalTo: frameGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: frameGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        s.window.layoutIfNeeded()
        #expect(s.scrollView.contentSize == CGSize(width: 300, height: 1000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1000))
        #expect(badge.frame == CGRect(x: 270, y: 10, width: 20, height: 20))

        s.scrollView.contentOffset = CGPoint(x: 0, y: 200)
        s.window.layoutIfNeeded()
        #expect(content.frame.minY == 0, "the content stays on the content")
        #expect(badge.frame.minY == 210, "the badge stays on the frame")
        #expect(frameGuide.layoutFrame == CGRect(x: 0, y: 200, width: 300, height: 300))
        #expect(contentGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 1000))
    }

    // UIKit docs, scrollIndicatorInsets (deprecated): setting it sets both indicators' insets.
    @Test func theIndicatorInsetsSetBothIndicators() {
        let scrollView = UIScrollView()
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        scrollView.scrollIndicatorInsets = insets
        #expect(scrollView.verticalScrollIndicatorInsets == insets)
        #expect(scrollView.horizontalScrollIndicatorInsets == insets)
        #expect(scrollView.indicatorStyle == .default)
    }
}
