//  UIAccessibilityTests.swift — FlipbookKitTests
//  The accessibility settings transitions read, as on a device out of the box, and the two a
//  preview can turn on.

import Foundation
import Testing
@testable import FlipbookKit

@MainActor
@Suite struct UIAccessibilityTests {
    // UIKit docs: isReduceMotionEnabled, "A Boolean value that indicates whether the Reduce
    // Motion setting is in an enabled state"; reduceMotionStatusDidChangeNotification, "posts
    // … when the system's Reduce Motion setting changes". Off by default, as on a new device.
    @Test func reduceMotionIsOffUntilAPreviewTurnsItOnAndItsChangeIsPosted() {
        #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.prefersCrossFadeTransitions)
        final class Log: @unchecked Sendable { var names: [NSNotification.Name] = [] }
        let posted = Log()
        let observers = [UIAccessibility.reduceMotionStatusDidChangeNotification,
                         UIAccessibility.prefersCrossFadeTransitionsStatusDidChange].map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { posted.names.append($0.name) }
        }
        defer {
            observers.forEach(NotificationCenter.default.removeObserver)
            UIAccessibility.setReduceMotionEnabled(false)
            UIAccessibility.setPrefersCrossFadeTransitions(false)
        }
        UIAccessibility.setReduceMotionEnabled(true)
        UIAccessibility.setReduceMotionEnabled(true)
        UIAccessibility.setPrefersCrossFadeTransitions(true)
        #expect(UIAccessibility.isReduceMotionEnabled && UIAccessibility.prefersCrossFadeTransitions)
        #expect(posted.names == [UIAccessibility.reduceMotionStatusDidChangeNotification,
                           UIAccessibility.prefersCrossFadeTransitionsStatusDidChange], "once per change")
    }

    // UIKit docs: the other settings are the device's; here none is on (video autoplay is, by default).
    @Test func assistiveTechnologiesAreNotRunning() {
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isSwitchControlRunning)
        #expect(!UIAccessibility.isBoldTextEnabled && !UIAccessibility.isReduceTransparencyEnabled)
        #expect(UIAccessibility.isVideoAutoplayEnabled)
        #expect(UIAccessibility.hearingDevicePairedEar.isEmpty)
        #expect(UIAccessibility.focusedElement(using: .notificationVoiceOver) == nil)
        // Expected: UIAccessibilityScreenChangedNotification is 1000, LayoutChanged 1001, Announcement 1008.
        #expect(UIAccessibility.Notification.screenChanged.rawValue == 1000)
        #expect(UIAccessibility.Notification.announcement.rawValue == 1008)
    }

    // UIKit docs: convertToScreenCoordinates(_:in:), "Converts the specified rectangle from view
    // coordinates to screen coordinates".
    @Test func aRectInAViewIsConvertedToTheScreen() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let box = UIView(frame: CGRect(x: 20, y: 100, width: 50, height: 50))
        let inner = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        window.addSubview(box)
        box.addSubview(inner)
        #expect(UIAccessibility.convertToScreenCoordinates(CGRect(x: 1, y: 2, width: 3, height: 4), in: inner)
            == CGRect(x: 26, y: 107, width: 3, height: 4))
        let path = UIAccessibility.convertToScreenCoordinates(UIBezierPath(rect: inner.bounds), in: inner)
        #expect(path.bounds == CGRect(x: 25, y: 105, width: 10, height: 10))
    }
}
