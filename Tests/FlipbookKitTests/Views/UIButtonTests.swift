//  UIButtonTests.swift — FlipbookKitTests
//  UIControl's events, actions and weakly held targets; UIButton's per-state content and layout.

import Foundation
@testable import FlipbookKit
import FlipbookTestSupport
import Testing

/// A controller with the three action shapes UIKit apps use.
final class TapCounter {
    var plain = 0
    var withSender: [UIButton] = []
    var withAny = 0
    var withEvent = 0
    func tapped() { plain += 1 }
    func tapped(_ sender: UIButton) { withSender.append(sender) }
    func tappedAny(_ sender: Any) { withAny += 1 }
    func tapped(_ sender: UIControl, event: UIEvent) { withEvent += 1 }
}

/// A controller as pasted from an iOS app: one action method, no overloads.
final class Closer {
    var closed = 0
    var toggled: [Bool] = []
    func close() { closed += 1 }
    func toggle(_ sender: UISwitchLike) { toggled.append(sender.isSelected) }
}

/// A control subclass, to check that the sender's type is the subclass.
final class UISwitchLike: UIControl {}

@Suite struct UIControlTests {
    @Test func theUIKitSpellingCompilesWithoutAnnotations() {
        let closer = Closer()
        let button = UIButton(type: .system)
        button.addTarget(closer, action: Closer.close, for: .touchUpInside)
        let toggle = UISwitchLike()
        toggle.addTarget(closer, action: Closer.toggle, for: .valueChanged)
        button.tap()
        toggle.isSelected = true
        toggle.sendActions(for: .valueChanged)
        #expect(closer.closed == 1)
        #expect(closer.toggled == [true])
    }

    @Test func eventAndStateRawValuesAreUIKits() {
        // Expected: UIKit's UIControl.Event and UIControl.State raw values.
        #expect(UIControl.Event.touchDown.rawValue == 1)
        #expect(UIControl.Event.touchUpInside.rawValue == 64)
        #expect(UIControl.Event.valueChanged.rawValue == 4096)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
        #expect(UIControl.Event.allTouchEvents.rawValue == 0xFFF)
        #expect(UIControl.Event.allEvents.rawValue == 0xFFFF_FFFF)
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.highlighted.rawValue == 1)
        #expect(UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.State.selected.rawValue == 4)
    }

    @Test func stateFollowsTheFlags() {
        let control = UIControl()
        #expect(control.state == .normal)
        control.isSelected = true
        control.isEnabled = false
        #expect(control.state == [.selected, .disabled])
    }

    @Test func methodReferencesOfEveryShapeAreCalled() {
        let counter = TapCounter()
        let button = UIButton(type: .system)
        button.addTarget(counter, action: TapCounter.tapped as (TapCounter) -> () -> Void, for: .touchUpInside)
        button.addTarget(counter, action: TapCounter.tapped(_:) as (TapCounter) -> (UIButton) -> Void, for: .touchUpInside)
        button.addTarget(counter, action: TapCounter.tappedAny, for: .touchUpInside)
        button.addTarget(counter, action: TapCounter.tapped(_:event:), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(counter.plain == 1)
        #expect(counter.withSender.count == 1 && counter.withSender.first === button)
        #expect(counter.withAny == 1)
        #expect(counter.withEvent == 1)
        button.sendActions(for: .valueChanged)
        #expect(counter.plain == 1, "other events do not fire")
        #expect(button.allControlEvents == .touchUpInside)
    }

    @Test func targetsAreHeldWeakly() {
        let button = UIButton()
        weak var gone: TapCounter?
        do {
            let counter = TapCounter()
            gone = counter
            button.addTarget(counter, action: TapCounter.tappedAny, for: .touchUpInside)
            #expect(button.allTargets.count == 1)
        }
        #expect(gone == nil, "the button does not keep its target alive")
        button.sendActions(for: .touchUpInside)  // must not crash
        #expect(button.allTargets.isEmpty)
        #expect(button.allControlEvents.isEmpty)
    }

    @Test func removeTargetStopsItsActions() {
        let counter = TapCounter()
        let button = UIButton()
        button.addTarget(counter, action: TapCounter.tappedAny, for: [.touchUpInside, .touchDown])
        button.removeTarget(counter, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(counter.withAny == 0)
        button.sendActions(for: .touchDown)
        #expect(counter.withAny == 1)
        #expect(button.allControlEvents == .touchDown)
    }

    @Test func actionsRunWithTheirSenderAndReplaceBySameIdentifier() {
        let button = UIButton()
        var log: [String] = []
        let id = UIAction.Identifier("save")
        button.addAction(UIAction(title: "Save", identifier: id) { [unowned button] action in
            log.append("first \(action.title) \(action.sender as? UIButton === button)")
        }, for: .touchUpInside)
        button.addAction(UIAction(identifier: id) { _ in log.append("second") }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["second"], "an action with the same identifier replaces the first")
        button.removeAction(identifiedBy: id, for: .touchUpInside)
        let first = UIAction(title: "Save") { [unowned button] action in log.append("sender is button: \(action.sender as? UIButton === button)") }
        button.addAction(first, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log.last == "sender is button: true")
        #expect(first.sender == nil, "the sender is only set while the handler runs")
    }

    @Test func tapFiresOnlyWhenTheControlCanBeTouched() {
        let counter = TapCounter()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        parent.addSubview(button)
        var events: [String] = []
        // Unowned: the button holds its actions (a handler capturing its button leaks in UIKit too).
        button.addAction(UIAction { [unowned button] _ in events.append("down \(button.isHighlighted)") }, for: .touchDown)
        button.addAction(UIAction { [unowned button] _ in events.append("up \(button.isHighlighted)") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        button.addTarget(counter, action: TapCounter.tappedAny, for: .touchUpInside)

        #expect(button.tap())
        #expect(events == ["down true", "up false", "primary"])
        #expect(counter.withAny == 1)

        button.isEnabled = false
        #expect(!button.tap())
        button.isEnabled = true
        button.isHidden = true
        #expect(!button.tap())
        button.isHidden = false
        parent.isUserInteractionEnabled = false
        #expect(!button.tap(), "a non-interactive superview keeps touches away")
        parent.isUserInteractionEnabled = true
        button.isUserInteractionEnabled = false
        #expect(!button.tap())
        #expect(counter.withAny == 1)
    }

    @Test func primaryActionInitialiser() {
        var fired = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in fired += 1 })
        #expect(button.currentTitle == "Go")
        button.tap()
        #expect(fired == 1)
    }
}

@Suite struct UIButtonTests {
    @Test func titlesFallBackToTheNormalState() {
        let button = UIButton(type: .custom)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pause", for: .selected)
        #expect(button.title(for: .highlighted) == "Play")
        #expect(button.currentTitle == "Play")
        #expect(button.titleLabel?.text == "Play")
        button.isSelected = true
        #expect(button.currentTitle == "Pause")
        #expect(button.titleLabel?.text == "Pause")
    }

    @Test func titleColoursByButtonType() {
        let system = UIButton(type: .system)
        #expect(system.titleColor(for: .normal) == .systemBlue, "a system button's title is its tint")
        system.tintColor = .systemGreen
        #expect(system.titleColor(for: .normal) == .systemGreen)
        #expect(system.titleLabel?.textColor == .systemGreen)
        let custom = UIButton(type: .custom)
        // Expected: UIKit's custom buttons have white titles by default.
        #expect(custom.titleColor(for: .normal) == .white)
        custom.setTitleColor(.black, for: .normal)
        custom.setTitleColor(.red, for: .disabled)
        custom.isEnabled = false
        #expect(custom.titleLabel?.textColor == .red)
        #expect(custom.titleColor(for: .selected) == .black)
    }

    @Test func aSystemButtonFollowsItsSuperviewsTint() {
        let parent = UIView()
        let button = UIButton(type: .system)
        parent.addSubview(button)
        parent.tintColor = .systemOrange
        #expect(button.titleLabel?.textColor == .systemOrange)
    }

    @Test func theTitleIsCentredAndDrawn() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 100, width: 200, height: 44)
        button.backgroundColor = .systemGray6
        button.setTitle("Close", for: .normal)
        window.addSubview(button)
        let items = window.displayList().items
        // "Close" in the 15 pt button font: C 722 + l 222 + o 556 + s 500 + e 556 = 2.556 em,
        // 38.34 pt wide, one line high; a label's size is rounded up to device pixels (⅓ pt at
        // 3×, as UIKit's are: a 17 pt label is 20⅓ high, not 20.29): 38⅔, centred in 200 at 80⅔.
        let label = try #require(button.titleLabel)
        let lineHeight = pixelCeil(UIFont.systemFont(ofSize: 15).lineHeight)
        expectClose(label.frame, CGRect(x: (200 - 116.0 / 3) / 2, y: 22 - lineHeight / 2, width: 116.0 / 3, height: lineHeight),
                    tolerance: 1e-9)
        #expect(items.first?.content == .fill(UIColor.systemGray6.color))
        let texts = items.compactMap { item -> TextRun? in
            if case .text(let run) = item.content { return run } else { return nil }
        }
        #expect(texts.map(\.string) == ["Close"])
        #expect(texts.first?.color == UIColor.systemBlue.color)
        #expect(texts.first?.fontSize == 15)
    }

    @Test func imageAndTitleSitSideBySide() throws {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let icon = UIImage(Image(width: 20, height: 20, fill: .white), scale: 1)
        button.setImage(icon, for: .normal)
        // (a 556 + b 556) thousandths × 15 pt = 16.68 pt, a label 17 pt wide on the pixel grid.
        button.setTitle("ab", for: .normal)
        button.layoutIfNeeded()
        let imageView = try #require(button.imageView)
        let label = try #require(button.titleLabel)
        // 20 + 17 = 37 pt wide, centred: starts at 31.5.
        expectClose(imageView.frame, CGRect(x: 31.5, y: 10, width: 20, height: 20), tolerance: 1e-9)
        expectClose(label.frame.minX, 51.5, tolerance: 1e-9)
        expectClose(label.frame.width, 17, tolerance: 1e-9)
        #expect(button.currentImage === icon)
        let fits = button.sizeThatFits(.zero)
        expectClose(fits.width, 37, tolerance: 1e-9)
        #expect(fits.height == 20)
    }
}

@Suite struct UIControlTouchTrackingTests {
    /// A window with a 100×44 button at (100, 200) logging every event it sends.
    private func scene() -> (UIWindow, UIButton, () -> [String]) {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 200, width: 100, height: 44)
        window.addSubview(button)
        var log: [String] = []
        let names: [(UIControl.Event, String)] = [(.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
                                                  (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
                                                  (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
                                                  (.primaryActionTriggered, "primary")]
        for (event, name) in names {
            button.addAction(UIAction { _ in log.append(name) }, for: event)
        }
        return (window, button, { log })
    }

    // UIKit docs, UIControl.Event: touchDown "a touch-down event in the control", touchUpInside
    // "a touch-up event in the control where the finger is inside the bounds"; a button's
    // primary action follows it.
    @Test func aFingerLiftedInsideSendsTouchUpInsideAndTheButtonsPrimaryAction() {
        let (window, button, log) = scene()
        window.sendTouch(.began, at: CGPoint(x: 150, y: 220))
        #expect(button.isHighlighted && button.isTracking && log() == ["down"])
        window.sendTouch(.moved, at: CGPoint(x: 160, y: 222))
        window.sendTouch(.ended, at: CGPoint(x: 160, y: 222))
        #expect(log() == ["down", "dragInside", "upInside", "primary"])
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test func aFingerDraggedFarAwaySendsExitAndTouchUpOutside() {
        let (window, button, log) = scene()
        window.sendTouch(.began, at: CGPoint(x: 150, y: 220))
        window.sendTouch(.moved, at: CGPoint(x: 150, y: 400))   // 156 pt below: past the 70 pt margin
        #expect(!button.isHighlighted && !button.isTouchInside)
        window.sendTouch(.ended, at: CGPoint(x: 150, y: 400))
        #expect(log() == ["down", "exit", "dragOutside", "upOutside"])
    }

    // UIKit docs, cancelsTouchesInView: when a recognizer recognizes, the view's touches are
    // cancelled — a control under a pan sends touchCancel, not touchUpInside.
    @Test func aPanThatTakesTheTouchCancelsTheControls() {
        let (window, button, log) = scene()
        window.addGestureRecognizer(UIPanGestureRecognizer { _ in })
        window.sendTouch(.began, at: CGPoint(x: 150, y: 220))
        window.sendTouch(.moved, at: CGPoint(x: 150, y: 260))
        window.sendTouch(.ended, at: CGPoint(x: 150, y: 260))
        #expect(log() == ["down", "cancel"] && !button.isHighlighted)
    }

    @Test func aDisabledControlTracksNothing() {
        let (window, button, log) = scene()
        button.isEnabled = false
        window.sendTouch(.began, at: CGPoint(x: 150, y: 220))
        window.sendTouch(.ended, at: CGPoint(x: 150, y: 220))
        #expect(log().isEmpty && !button.isHighlighted)
    }
}

/// `x` rounded up to whole pixels of a 3× device.
private func pixelCeil(_ x: CGFloat) -> CGFloat { (x * 3 - 1e-9).rounded(.up) / 3 }
