//  UIDeviceOrientationTests.swift — FlipbookKitTests
//  UIDevice's orientation notifications against UIKit's documentation: begin and end calls
//  nest, and the device posts orientationDidChangeNotification as it turns (the key window
//  changing between taller and wider) only while it generates them.

import Foundation
@testable import FlipbookKit
import Testing

/// The orientation notifications posted on this thread, with the orientation each reports.
private final class OrientationLog: @unchecked Sendable {
    private(set) var entries: [(object: AnyObject?, orientation: UIDeviceOrientation)] = []
    private var token: NSObjectProtocol?

    init() {
        let thread = ObjectIdentifier(Thread.current)
        token = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil) {
            [unowned self] note in
            guard ObjectIdentifier(Thread.current) == thread else { return }
            entries.append((note.object as AnyObject?, UIDevice.current.orientation))
        }
    }

    deinit { if let token { NotificationCenter.default.removeObserver(token) } }
}

@Suite struct UIDeviceOrientationTests {
    @Test func theNameIsUIKits() {
        #expect(UIDevice.orientationDidChangeNotification.rawValue == "UIDeviceOrientationDidChangeNotification")
    }

    // UIKit docs, beginGeneratingDeviceOrientationNotifications(): "You may nest calls to this
    // method safely, but you should always match each call with a corresponding call to the
    // endGeneratingDeviceOrientationNotifications() method."
    @Test func beginAndEndNest() {
        let device = UIDevice.current
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        device.beginGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications, "one begin is still open")
        device.endGeneratingDeviceOrientationNotifications()
        #expect(!device.isGeneratingDeviceOrientationNotifications)
        device.endGeneratingDeviceOrientationNotifications()
        device.beginGeneratingDeviceOrientationNotifications()
        #expect(device.isGeneratingDeviceOrientationNotifications, "an unmatched end is not counted")
        device.endGeneratingDeviceOrientationNotifications()
    }

    // UIKit docs, isGeneratingDeviceOrientationNotifications: while true the device "posts a
    // orientationDidChangeNotification notification when the device changes orientation"; while
    // false "it generates no orientation notifications". orientationDidChangeNotification: "You
    // can obtain the new orientation by getting the value of the orientation property."
    @Test func theDevicePostsAsTheKeyWindowTurnsWhileGenerating() {
        let log = OrientationLog()
        let device = UIDevice.current
        let window = UIWindow()
        window.makeKey()
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(log.entries.isEmpty, "not generating")
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)

        device.beginGeneratingDeviceOrientationNotifications()
        defer { device.endGeneratingDeviceOrientationNotifications() }
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(log.entries.count == 1)
        #expect(log.entries.first?.object === device && log.entries.first?.orientation == .landscapeLeft)
        window.frame = CGRect(x: 0, y: 0, width: 900, height: 400)
        #expect(log.entries.count == 1, "a new size, the same orientation")
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(log.entries.count == 2 && log.entries.last?.orientation == .portrait)

        let other = UIWindow()
        other.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(log.entries.count == 2, "a window that is not key is not the device's screen")
        #expect(device.orientation == .portrait)
    }
}
