//  ControlsTests.swift — FlipbookKitTests
//  The common controls against UIKit's documented sizes and behaviour, operated by touches as
//  a finger (or the previewer's mouse) operates them: UISwitch, UISlider, UIStepper,
//  UISegmentedControl, UIProgressView and UIActivityIndicatorView.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// A key window of 390 × 844 holding `control` at `frame`, and a counter of its `.valueChanged`.
private func host(_ control: UIControl, at frame: CGRect? = nil) -> (UIWindow, Counter) {
    let window = UIWindow()
    window.makeKey()
    if let frame { control.frame = frame }
    window.addSubview(control)
    window.layoutIfNeeded()
    let counter = Counter()
    control.addAction(UIAction { _ in counter.count += 1 }, for: .valueChanged)
    return (window, counter)
}

private final class Counter { var count = 0 }

/// A tap at `point` (window coordinates), down and up in place.
private func tap(_ window: UIWindow, at point: CGPoint) {
    window.sendTouch(.began, at: point)
    window.sendTouch(.ended, at: point)
}

@Suite struct ControlsTests {
    // UIKit docs, UISwitch: the switch has a fixed size (51 × 31), whatever frame it is given; a
    // tap toggles it and sends .valueChanged; setOn does not send it.
    @Test func aSwitchTogglesOnATapAndSlidesItsThumb() {
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 200, height: 80))
        #expect(toggle.frame.size == CGSize(width: 51, height: 31) && toggle.intrinsicContentSize == toggle.frame.size)
        let (window, changes) = host(toggle)
        #expect(!toggle.isOn)
        tap(window, at: CGPoint(x: 120, y: 115))
        #expect(toggle.isOn && changes.count == 1)
        // The thumb slides from the left (x 2) to the right (51 − 2 − 27 = 22) over the toggle.
        let thumb = toggle.subviews[1]
        #expect(thumb.frame.minX == 22)
        window.clock.tick(to: UISwitch.toggleDuration / 2)
        let mid = Double(thumb.onScreen.position.x) - 27.0 / 2
        #expect(mid > 2 && mid < 22, "mid-slide at \(mid)")
        toggle.setOn(false, animated: false)
        #expect(!toggle.isOn && changes.count == 1 && thumb.frame.minX == 2)
        // A drag of the thumb across the middle turns it on as it crosses, and the lift does not toggle it back.
        window.sendTouch(.began, at: CGPoint(x: 105, y: 115))
        window.sendTouch(.moved, at: CGPoint(x: 140, y: 115))
        #expect(toggle.isOn && changes.count == 2)
        window.sendTouch(.ended, at: CGPoint(x: 140, y: 115))
        #expect(toggle.isOn && changes.count == 2)
    }

    // UIKit docs, UISlider: value within minimumValue…maximumValue; dragging the thumb sends
    // .valueChanged continuously (isContinuous) or once at the end. The thumb's centre runs from
    // one radius (14) in from each end: over a 314-wide slider, 0.25 puts it at 14 + 0.25 × 286.
    @Test func aSliderFollowsItsDraggedThumb() {
        let slider = UISlider(frame: CGRect(x: 38, y: 200, width: 314, height: 31))
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 25
        let (window, changes) = host(slider)
        #expect(slider.thumbCenterX(for: 25) == 14 + 0.25 * 286)
        slider.value = 140
        #expect(slider.value == 100, "kept within the maximum")
        slider.value = 25
        // A touch off the thumb moves nothing.
        window.sendTouch(.began, at: CGPoint(x: 38 + 280, y: 215))
        window.sendTouch(.moved, at: CGPoint(x: 38 + 300, y: 215))
        window.sendTouch(.ended, at: CGPoint(x: 38 + 300, y: 215))
        #expect(slider.value == 25 && changes.count == 0)
        // On the thumb (its centre at 85.5): a drag of 143 points is half the travel, 50 more.
        let start = CGPoint(x: 38 + 85.5, y: 215)
        window.sendTouch(.began, at: start)
        window.sendTouch(.moved, at: CGPoint(x: start.x + 71.5, y: 215))
        window.sendTouch(.moved, at: CGPoint(x: start.x + 143, y: 215))
        window.sendTouch(.ended, at: CGPoint(x: start.x + 143, y: 215))
        expectClose(Double(slider.value), 75, tolerance: 1e-4)
        #expect(changes.count == 2, "one for each move")
        slider.isContinuous = false
        window.sendTouch(.began, at: CGPoint(x: 38 + slider.thumbCenterX(for: slider.value), y: 215))
        window.sendTouch(.moved, at: CGPoint(x: 38 + 14, y: 215))
        window.sendTouch(.ended, at: CGPoint(x: 38 + 14, y: 215))
        #expect(slider.value == 0 && changes.count == 3, "once, at the end")
    }

    // UIKit docs, UIStepper: 94 × 32; each tap of a half steps by stepValue within the range, or
    // round it with wraps.
    @Test func aStepperStepsByItsHalves() {
        let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 300, height: 300))
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        stepper.maximumValue = 10
        stepper.stepValue = 4
        let (window, changes) = host(stepper)
        let plus = CGPoint(x: 10 + 70, y: 26), minus = CGPoint(x: 10 + 20, y: 26)
        for _ in 0..<3 { tap(window, at: plus) }
        #expect(stepper.value == 10 && changes.count == 3, "4, 8, then 10 at the maximum")
        tap(window, at: plus)
        #expect(stepper.value == 10 && changes.count == 3, "no change at the end, no event")
        tap(window, at: minus)
        #expect(stepper.value == 6)
        stepper.wraps = true
        stepper.value = 10
        tap(window, at: plus)
        #expect(stepper.value == 0, "past the maximum, round to the minimum")
    }

    // UIKit docs, UISegmentedControl: segments share the width; a tap selects one and sends
    // .valueChanged; noSegment is -1.
    @Test func aSegmentedControlSelectsTheTappedSegment() {
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 0
        let (window, changes) = host(control, at: CGRect(x: 20, y: 100, width: 300, height: 32))
        #expect(control.segmentFrame(2) == CGRect(x: 200, y: 0, width: 100, height: 32))
        tap(window, at: CGPoint(x: 20 + 250, y: 116))
        #expect(control.selectedSegmentIndex == 2 && changes.count == 1)
        tap(window, at: CGPoint(x: 20 + 250, y: 116))
        #expect(changes.count == 1, "the selected segment again: no change")
        control.insertSegment(withTitle: "Year", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 3 && control.titleForSegment(at: 0) == "Year")
    }

    // UIKit docs, UIProgressView: progress within 0…1, the bar filled that far; animated, it grows.
    @Test func aProgressViewFillsItsBar() {
        let window = UIWindow()
        window.makeKey()
        let bar = UIProgressView(progressViewStyle: .default)
        bar.frame = CGRect(x: 20, y: 100, width: 200, height: 4)
        window.addSubview(bar)
        bar.progress = 0.25
        window.layoutIfNeeded()
        let fill = bar.subviews[0]
        #expect(fill.frame.width == 50 && bar.intrinsicContentSize.height == 4)
        bar.progress = 3
        #expect(bar.progress == 1)
        bar.setProgress(0.5, animated: true)
        #expect(fill.frame.width == 100)
        window.clock.tick(to: UIProgressView.animationDuration / 2)
        let width = Double(fill.onScreen.bounds.width)
        #expect(width > 100 && width < 200, "shrinking from 200 to 100: \(width)")
    }

    // UIKit docs, UIActivityIndicatorView: medium is 20 points, large 37; hidesWhenStopped
    // (default true) hides it while stopped; startAnimating turns its spokes.
    @Test func anActivityIndicatorTurnsItsSpokesWhileAnimating() {
        let window = UIWindow()
        window.makeKey()
        let spinner = UIActivityIndicatorView(style: .large)
        window.addSubview(spinner)
        #expect(spinner.frame.size == CGSize(width: 37, height: 37))
        #expect(spinner.layer.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.layer.isHidden && spinner.isAnimating)
        let wheel = spinner.subviews[0]
        #expect(wheel.subviews.count == 8)
        // One turn a second, in eighths: at 0.3 s it stands at two eighths of a turn.
        window.clock.tick(to: 0.3)
        let turned = wheel.layer.presentation()!.transform
        expectClose(Double(atan2(turned.m12, turned.m11)), 2 * .pi / 4, tolerance: 1e-9)
        spinner.stopAnimating()
        #expect(spinner.layer.isHidden)
    }
}
