//  UIScrollViewScrollingTests.swift — FlipbookKitTests
//  A finger drags, flicks and pages a scroll view: checked against the deceleration rate's
//  definition, the projection formula Apple gives for it, the rubber band's formula and the
//  delegate's documented order of calls.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

@Suite struct UIScrollViewScrollingTests {
    /// Every delegate call, in order, and what the velocity and target were when the drag ended.
    final class Log: NSObject, UIScrollViewDelegate {
        var calls: [String] = []
        var velocity = CGPoint.zero
        var proposedTarget = CGPoint.zero
        /// Where to steer the content to from `scrollViewWillEndDragging`, if anywhere.
        var steer: CGPoint?
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            if calls.last != "scroll" { calls.append("scroll") }
        }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                       targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            calls.append("willEndDragging")
            self.velocity = velocity
            proposedTarget = targetContentOffset.pointee
            if let steer { targetContentOffset.pointee = steer }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            calls.append("didEndDragging(\(decelerate))")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    }

    /// A window showing a 300×300 scroll view at the origin over 300×3000 of content.
    final class Scene {
        let window = UIWindow()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let log = Log()

        init(contentSize: CGSize = CGSize(width: 300, height: 3000)) {
            scrollView.contentSize = contentSize
            // Under the status bar: its inset is another test's (UIScrollViewInsetTests).
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.delegate = log
            window.addSubview(scrollView)
            window.makeKeyAndVisible()
        }

        var time: Double { window.clock.time }
        func at(_ t: Double) { window.clock.tick(to: t) }
        func touch(_ phase: UITouch.Phase, _ x: Double, _ y: Double) {
            window.sendTouch(phase, at: CGPoint(x: x, y: y))
        }

        /// A finger dragging from `start` by `step` each 1/60 s for `steps` moves, then lifting
        /// where it is (a flick when the steps are long); the clock ends at the lift.
        func drag(from start: CGPoint, step: CGVector, steps: Int, lift: Bool = true) {
            at(time)
            let t0 = time
            touch(.began, start.x, start.y)
            var point = start
            for k in 1...steps {
                at(t0 + Double(k) / 60)
                point = CGPoint(x: point.x + step.dx, y: point.y + step.dy)
                touch(.moved, point.x, point.y)
            }
            if lift { touch(.ended, point.x, point.y) }
        }
    }

    // UIKit docs, UIScrollView: "the scroll view tracks the movements of the finger and adjusts
    // the origin accordingly" — once the pan is recognised, a move of the finger moves the
    // content as far the other way.
    @Test func theContentFollowsTheFingerOnceTheDragIsRecognised() {
        let s = Scene()
        s.drag(from: CGPoint(x: 150, y: 250), step: CGVector(dx: 0, dy: -5), steps: 3, lift: false)
        #expect(s.scrollView.isDragging && s.scrollView.isTracking)
        let recognised = s.scrollView.contentOffset.y
        #expect(recognised >= 0 && recognised <= 5, "the hysteresis does not jump the content")
        s.touch(.moved, 150, 235 - 40)
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: recognised + 40))
        #expect(s.log.calls == ["willBeginDragging", "scroll"] || s.log.calls == ["scroll", "willBeginDragging", "scroll"])
    }

    // UIKit docs, decelerationRate: the rate is how much of its velocity the content keeps each
    // millisecond (`.normal` 0.998, `.fast` 0.99), so what is left to travel shrinks by r^(1000/60)
    // from one 60 Hz frame to the next; and the content comes to rest where Apple's projection
    // (WWDC 2018, "Designing Fluid Interfaces") puts it, v (pt/ms) · r / (1 − r) — a sum over
    // whole milliseconds, so it differs from the continuous decay by about (1 − r)/2.
    @Test(arguments: [UIScrollView.DecelerationRate.normal, .fast])
    func aFlickDeceleratesAtItsRateToTheProjectedOffset(rate: UIScrollView.DecelerationRate) {
        let s = Scene(contentSize: CGSize(width: 300, height: 100_000))
        s.scrollView.decelerationRate = rate
        s.drag(from: CGPoint(x: 150, y: 280), step: CGVector(dx: 0, dy: -12), steps: 12)
        #expect(s.scrollView.isDecelerating && !s.scrollView.isDragging)
        #expect(s.log.calls.suffix(4) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "scroll"]
            || s.log.calls.suffix(3) == ["willEndDragging", "didEndDragging(true)", "willBeginDecelerating"])
        // 12 pt a 60th of a second: 720 pt/s, 0.72 pt/ms.
        expectClose(s.log.velocity.y, 0.72, tolerance: 1e-9)
        #expect(s.log.velocity.x == 0)

        let r = Double(rate.rawValue)
        let lift = s.scrollView.contentOffset.y
        let projected = lift + 0.72 * r / (1 - r)
        expectClose(s.log.proposedTarget.y, projected, tolerance: (projected - lift) * (1 - r))

        let rest = s.log.proposedTarget.y
        let frame = (s.time * 60).rounded(.down)
        var remaining = rest - s.scrollView.contentOffset.y
        var checked = 0
        for n in 1...20 {
            s.at((frame + Double(n)) / 60)
            let next = rest - s.scrollView.contentOffset.y
            if n > 1, s.scrollView.isDecelerating {
                expectClose(next / remaining, pow(r, 1000.0 / 60), tolerance: 1e-9)
                checked += 1
            }
            remaining = next
        }
        #expect(checked > 5)
        s.at(s.time + 20)
        #expect(!s.scrollView.isDecelerating)
        #expect(s.scrollView.contentOffset.y == rest)
        #expect(s.log.calls.last == "didEndDecelerating")
    }

    // UIKit docs, scrollViewWillEndDragging: "Your application can change the value of the
    // targetContentOffset parameter to adjust where the scrollview finishes its scrolling animation."
    @Test func theDelegateCanChooseWhereAFlickComesToRest() {
        let s = Scene()
        s.log.steer = CGPoint(x: 0, y: 200)
        s.drag(from: CGPoint(x: 150, y: 280), step: CGVector(dx: 0, dy: -12), steps: 8)
        #expect(s.log.proposedTarget.y > 250)
        s.at(s.time + 10)
        #expect(s.scrollView.contentOffset == CGPoint(x: 0, y: 200))
        #expect(s.log.calls.last == "didEndDecelerating")
    }

    // A finger held still before it lifts has no velocity: UIKit docs, scrollViewDidEndDragging,
    // "If the value is false, scrolling stops immediately upon touch-up."
    @Test func aDragThatStopsBeforeTheLiftDoesNotDecelerate() {
        let s = Scene()
        s.drag(from: CGPoint(x: 150, y: 280), step: CGVector(dx: 0, dy: -12), steps: 8, lift: false)
        let held = s.scrollView.contentOffset
        s.at(s.time + 0.5)
        s.touch(.ended, 150, 280 - 96)
        #expect(s.log.calls.suffix(2) == ["willEndDragging", "didEndDragging(false)"])
        #expect(!s.scrollView.isDecelerating)
        s.at(s.time + 1)
        #expect(s.scrollView.contentOffset == held)
    }

    // Past the top the content moves less than the finger (a rubber band: an overscroll x in a
    // view d long shows as (1 − 1/(x·0.55/d + 1))·d), and springs back to the edge once let go.
    @Test func pastAnEdgeTheContentStretchesAndSpringsBack() {
        let s = Scene()
        s.drag(from: CGPoint(x: 150, y: 20), step: CGVector(dx: 0, dy: 10), steps: 13, lift: false)
        // The pan is recognised at 10 pt; the 120 pt after it are past the top.
        let stretch = (1 - 1 / (120 * 0.55 / 300 + 1)) * 300
        expectClose(s.scrollView.contentOffset.y, -stretch, tolerance: 1e-9)
        #expect(stretch < 120 && stretch > 50)
        s.at(s.time + 0.2)
        s.touch(.ended, 150, 150)
        #expect(s.scrollView.isDecelerating, "the bounce back is a deceleration to UIKit's delegate")
        var previous = s.scrollView.contentOffset.y
        for n in 1...30 {
            s.at(s.time + 1.0 / 60)
            let y = s.scrollView.contentOffset.y
            #expect(y >= previous && y <= 0, "frame \(n): a critically damped return neither overshoots nor turns back")
            previous = y
        }
        s.at(s.time + 2)
        #expect(s.scrollView.contentOffset.y == 0)
        #expect(s.log.calls.last == "didEndDecelerating")
    }

    // UIKit docs, bounces: "If the value of this property is false, scrolling stops immediately
    // at the content boundary without bouncing."
    @Test func withoutBouncingTheEdgeHoldsTheContent() {
        let s = Scene()
        s.scrollView.bounces = false
        s.drag(from: CGPoint(x: 150, y: 20), step: CGVector(dx: 0, dy: 10), steps: 13)
        #expect(s.scrollView.contentOffset.y == 0)
        s.at(s.time + 1)
        // A flick towards the end stops at it.
        s.scrollView.contentOffset = CGPoint(x: 0, y: 2600)
        s.drag(from: CGPoint(x: 150, y: 280), step: CGVector(dx: 0, dy: -20), steps: 8)
        s.at(s.time + 10)
        #expect(s.scrollView.contentOffset.y == 2700)
    }

    // UIKit docs, isPagingEnabled: "the scroll view stops on multiples of the scroll view's bounds
    // when the user scrolls."
    @Test func pagingComesToRestOnAPage() {
        let s = Scene(contentSize: CGSize(width: 1500, height: 300))
        s.scrollView.isPagingEnabled = true
        // A slow drag of 170 pt once recognised, more than half a page, held before the lift.
        s.drag(from: CGPoint(x: 250, y: 150), step: CGVector(dx: -2, dy: 0), steps: 90, lift: false)
        s.at(s.time + 0.3)
        s.touch(.ended, 70, 150)
        s.at(s.time + 5)
        #expect(s.scrollView.contentOffset == CGPoint(x: 300, y: 0))
        // A quick flick of a little way turns one page, however fast.
        s.drag(from: CGPoint(x: 250, y: 150), step: CGVector(dx: -30, dy: 0), steps: 2)
        s.at(s.time + 5)
        #expect(s.scrollView.contentOffset == CGPoint(x: 600, y: 0))
        s.drag(from: CGPoint(x: 50, y: 150), step: CGVector(dx: 60, dy: 0), steps: 2)
        s.at(s.time + 5)
        #expect(s.scrollView.contentOffset == CGPoint(x: 300, y: 0))
    }

    // UIKit docs, isScrollEnabled: "If the value of this property is false, scrolling is disabled."
    @Test func aScrollViewThatCannotScrollIgnoresTheFinger() {
        let s = Scene()
        s.scrollView.isScrollEnabled = false
        s.drag(from: CGPoint(x: 150, y: 280), step: CGVector(dx: 0, dy: -12), steps: 8)
        s.at(s.time + 2)
        #expect(s.scrollView.contentOffset == .zero)
        #expect(s.log.calls.isEmpty)
        #expect(!s.scrollView.panGestureRecognizer.isEnabled)
    }

    // UIKit docs, setContentOffset(_:animated:): "true to animate the transition at a constant
    // velocity to the new offset" — Flipbook eases it over 0.3 s; the offset moves each frame and
    // the delegate hears scrollViewDidEndScrollingAnimation at the end.
    @Test func anAnimatedScrollMovesFrameByFrameAndThenEnds() {
        let s = Scene()
        s.at(1)
        s.scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        #expect(s.scrollView.contentOffset == .zero)
        // Frames fall on the 60 Hz grid: the 63rd is a sixth of the way, the 69th half way.
        s.at(63.0 / 60 + 1e-9)
        expectClose(s.scrollView.contentOffset.y, 600 * (3.0 / 36 - 2.0 / 216), tolerance: 1e-6)
        s.at(69.0 / 60 + 1e-9)
        expectClose(s.scrollView.contentOffset.y, 300, tolerance: 1e-6)   // smoothstep(½) = ½
        #expect(!s.log.calls.contains("didEndScrollingAnimation"))
        s.at(1.4)
        #expect(s.scrollView.contentOffset.y == 600)
        #expect(s.log.calls == ["scroll", "didEndScrollingAnimation"])
        #expect(s.window.clock.hasRunningAnimations == false)
    }

    // A finger touching the content mid-flight takes hold of it where it is.
    @Test func aDragDuringADecelerationTakesOverFromIt() {
        let s = Scene()
        s.drag(from: CGPoint(x: 150, y: 280), step: CGVector(dx: 0, dy: -12), steps: 8)
        s.at(s.time + 0.1)
        #expect(s.scrollView.isDecelerating)
        #expect(s.window.clock.hasRunningAnimations)
        s.touch(.began, 150, 150)
        s.touch(.moved, 150, 170)
        #expect(!s.scrollView.isDecelerating && s.scrollView.isDragging)
        let held = s.scrollView.contentOffset
        s.at(s.time + 0.5)
        #expect(s.scrollView.contentOffset == held)
    }

    // A scroll the delegate starts as the finger lifts replaces the deceleration: one motion
    // runs (the animated scroll, 0.3 s), it ends where asked, and the clock has no animation left.
    @Test func aScrollStartedAsTheFingerLiftsReplacesTheDeceleration() {
        final class Redirect: NSObject, UIScrollViewDelegate {
            func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
                scrollView.setContentOffset(CGPoint(x: 0, y: 1000), animated: true)
            }
        }
        let s = Scene()
        let redirect = Redirect()
        s.scrollView.delegate = redirect
        s.drag(from: CGPoint(x: 150, y: 280), step: CGVector(dx: 0, dy: -12), steps: 8)
        s.at(s.time + 0.5)
        #expect(s.window.clock.hasRunningAnimations == false)
        #expect(!s.scrollView.isDecelerating)
        let rest = s.scrollView.contentOffset
        #expect(rest == CGPoint(x: 0, y: 1000))
        s.drag(from: CGPoint(x: 150, y: 100), step: CGVector(dx: 0, dy: 10), steps: 6, lift: false)
        s.at(s.time + 1)
        #expect(s.scrollView.contentOffset.y < rest.y, "a later drag is not overridden by a finished motion")
    }

    // Caught on its rubber band, the content stays where it is: the drag goes on from the
    // overscroll the band shows.
    @Test func contentCaughtPastTheEdgeDoesNotJump() {
        let s = Scene()
        s.drag(from: CGPoint(x: 150, y: 20), step: CGVector(dx: 0, dy: 10), steps: 13, lift: false)
        s.at(s.time + 0.2)
        s.touch(.ended, 150, 150)
        s.at(s.time + 1.0 / 60)
        let caught = s.scrollView.contentOffset.y
        #expect(caught < 0)
        // Touch down and drag down by the hysteresis and 1 pt more: the content moves by less
        // than a point (the band is stiffer than the finger), not back to where a fresh band puts it.
        s.touch(.began, 150, 150)
        s.touch(.moved, 150, 160)
        s.touch(.moved, 150, 161)
        #expect(s.scrollView.isDragging)
        #expect(abs(s.scrollView.contentOffset.y - caught) < 1, "\(caught) → \(s.scrollView.contentOffset.y)")
    }

    // A page settles quickly, on the spring that bounces the content back, not over the seconds
    // a flick's deceleration takes.
    @Test func aPageSettlesWithinASecond() {
        let s = Scene(contentSize: CGSize(width: 1500, height: 300))
        s.scrollView.isPagingEnabled = true
        s.drag(from: CGPoint(x: 250, y: 150), step: CGVector(dx: -30, dy: 0), steps: 2)
        s.at(s.time + 1)
        #expect(!s.scrollView.isDecelerating)
        #expect(s.scrollView.contentOffset == CGPoint(x: 300, y: 0))
    }

    // A sideways drag on a list that only scrolls up and down does not begin its pan, which is
    // left to a recognizer around it (a swipe to dismiss).
    @Test func aDragAcrossAnAxisThatDoesNotScrollIsLeftToOtherGestures() {
        let s = Scene()
        var outer: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { outer.append($0.state) }
        s.window.addGestureRecognizer(pan)
        s.drag(from: CGPoint(x: 100, y: 150), step: CGVector(dx: 12, dy: 1), steps: 6)
        #expect(s.scrollView.contentOffset == .zero)
        #expect(s.log.calls.isEmpty)
        #expect(outer.first == .began && outer.last == .ended)
    }
}
