//  UIWindow+APITests.swift — FlipbookKitTests
//  UIWindow's scene, levels, key status and its override points, coordinates between windows, and
//  its notifications, against UIKit's documentation.

import Foundation
@testable import FlipbookKit
import Testing

/// A window logging its key-status override points.
private final class KeyLoggingWindow: UIWindow {
    var calls: [String] = []
    var refusesKey = false
    override var canBecomeKey: Bool { !refusesKey }
    override func becomeKey() { calls.append("becomeKey"); super.becomeKey() }
    override func resignKey() { calls.append("resignKey"); super.resignKey() }
}

@Suite struct UIWindowAPITests {
    // UIKit docs, makeKey(): "This method causes the previous key window to resign the key status."
    // becomeKey(): "The system calls this method and posts didBecomeKeyNotification to let the window
    // know that it's the key window"; resignKey(): "… posts didResignKeyNotification to let the window
    // know when it's no longer the key window." didBecomeKeyNotification: "The notification object
    // is the window that became key."
    @Test func makeKeyTellsBothWindowsAndPostsTheirNotifications() {
        let first = KeyLoggingWindow()
        first.makeKey()
        let second = KeyLoggingWindow()
        let log = ThreadNotificationLog([UIWindow.didBecomeKeyNotification, UIWindow.didResignKeyNotification])
        second.makeKey()
        #expect(first.calls == ["becomeKey", "resignKey"] && second.calls == ["becomeKey"])
        #expect(second.isKeyWindow && !first.isKeyWindow)
        #expect(log.names == [UIWindow.didResignKeyNotification, UIWindow.didBecomeKeyNotification])
        #expect(log.entries.first?.object === first && log.entries.last?.object === second)
        second.makeKey()
        #expect(log.entries.count == 2, "already key: nothing changes")
    }

    // UIKit docs, canBecomeKey: "The default value is true. To indicate that the window can't become
    // the key window, override canBecomeKey and return false."
    @Test func aWindowThatCannotBecomeKeyStaysUnkeyed() {
        let key = UIWindow()
        key.makeKey()
        let refusing = KeyLoggingWindow()
        refusing.refusesKey = true
        refusing.makeKey()
        #expect(key.isKeyWindow && !refusing.isKeyWindow && refusing.calls.isEmpty)
        #expect(UIWindow().canBecomeKey)
    }

    // UIKit docs, windowLevel: "All windows assigned to the same window level appear in front of (or
    // behind) all windows assigned to a different window level"; UIWindow.Level: "Levels are listed in
    // order from lowest to highest" (normal, statusBar, alert). A window made with init(windowScene:)
    // is in that scene; UIApplication.windows (and a scene's) are ordered back to front.
    @Test func windowsJoinAScenesAndAreOrderedByLevel() {
        let main = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        main.makeKeyAndVisible()
        let scene = try! #require(main.windowScene)
        let alert = UIWindow(windowScene: scene)
        alert.windowLevel = .alert
        let banner = UIWindow(windowScene: scene)
        banner.windowLevel = .statusBar + 1
        let overlay = UIWindow(windowScene: scene)
        #expect(alert.windowScene === scene && alert.bounds.size == main.bounds.size, "the size of the scene's screen")
        #expect(scene.windows == [main, overlay, banner, alert])
        #expect(UIApplication.shared.windows == scene.windows)
        #expect(UIWindow.Level.normal < .statusBar && UIWindow.Level.statusBar < .alert)
        #expect(scene.keyWindow === main)
        overlay.windowScene = nil
        #expect(scene.windows == [main, banner, alert] && overlay.windowScene == nil)
    }

    // UIKit docs, convert(_:to:) (UIWindow): "The window into whose coordinate system point is to be
    // converted. If window is nil, this method converts to screen coordinates."
    @Test func pointsConvertBetweenWindowsAndTheScreen() {
        let a = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let b = UIWindow(frame: CGRect(x: 100, y: 200, width: 200, height: 200))
        #expect(b.convert(CGPoint(x: 10, y: 20), to: nil as UIWindow?) == CGPoint(x: 110, y: 220))
        #expect(b.convert(CGPoint(x: 10, y: 20), to: a) == CGPoint(x: 110, y: 220))
        #expect(a.convert(CGPoint(x: 110, y: 220), to: b) == CGPoint(x: 10, y: 20))
        #expect(b.convert(CGPoint(x: 110, y: 220), from: nil as UIWindow?) == CGPoint(x: 10, y: 20))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: a) == CGRect(x: 100, y: 200, width: 5, height: 5))
        #expect(a.convert(CGRect(x: 100, y: 200, width: 5, height: 5), to: b) == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(a.convert(CGRect(x: 100, y: 200, width: 5, height: 5), from: b) == CGRect(x: 200, y: 400, width: 5, height: 5))
    }

    // UIKit docs: didBecomeVisibleNotification is posted when a window becomes visible,
    // didBecomeHiddenNotification when it becomes hidden, with the window as the object. A new
    // window is hidden until makeKeyAndVisible() shows it.
    @Test func showingAndHidingPostTheirNotifications() {
        let window = UIWindow()
        let log = ThreadNotificationLog([UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification])
        window.makeKeyAndVisible()
        window.makeKeyAndVisible()
        window.isHidden = true
        window.isHidden = true
        window.isHidden = false
        #expect(log.names == [UIWindow.didBecomeVisibleNotification, UIWindow.didBecomeHiddenNotification,
                              UIWindow.didBecomeVisibleNotification])
        #expect(log.entries.allSatisfy { $0.object === window })
    }

    // UIKit docs, screen: "The screen on which the window is currently displayed." A window moved to a
    // screen takes its size here (each screen is its window's size).
    @Test func settingTheScreenGivesTheWindowItsSize() {
        let window = UIWindow()
        let pad = UIScreen(bounds: CGRect(x: 0, y: 0, width: 820, height: 1180))
        window.screen = pad
        #expect(window.screen === pad && window.bounds.size == CGSize(width: 820, height: 1180))
    }
}
