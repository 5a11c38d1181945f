//  UIApplication+APITests.swift — FlipbookKitTests
//  UIApplication's URLs, ignored interaction events, events, status bar, orientations, background
//  tasks and remote notification registration, against UIKit's documentation.

import Foundation
@testable import FlipbookKit
import Testing

/// Notifications of `names` posted on this thread, in order, with their user info.
final class ThreadNotificationLog: @unchecked Sendable {
    private(set) var entries: [(name: NSNotification.Name, object: AnyObject?, userInfo: [AnyHashable: Any]?)] = []
    private var tokens: [NSObjectProtocol] = []

    init(_ names: [NSNotification.Name]) {
        let thread = ObjectIdentifier(Thread.current)
        for name in names {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [unowned self] note in
                guard ObjectIdentifier(Thread.current) == thread else { return }
                entries.append((note.name, note.object as AnyObject?, note.userInfo))
            })
        }
    }

    var names: [NSNotification.Name] { entries.map(\.name) }

    deinit { tokens.forEach(NotificationCenter.default.removeObserver) }
}

/// A view that logs the touches it is given.
private final class TouchLog: UIView {
    var phases: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("cancelled") }
}

/// An app delegate logging what the application tells it.
private final class LoggingAppDelegate: UIResponder, UIApplicationDelegate {
    var calls: [String] = []
    var orientations: UIInterfaceOrientationMask?
    var registrationError: (any Error)?

    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        orientations ?? .allButUpsideDown
    }
    func application(_ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation,
                     duration: TimeInterval) {
        calls.append("willChangeOrientation \(newStatusBarOrientation.rawValue)")
    }
    func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation) {
        calls.append("didChangeOrientation \(oldStatusBarOrientation.rawValue)")
    }
    func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect) {
        calls.append("willChangeFrame \(newStatusBarFrame.height)")
    }
    func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect) {
        calls.append("didChangeFrame \(oldStatusBarFrame.height)")
    }
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {
        registrationError = error
    }
}

/// A key window of an iPhone's size, with the status bar shown (the app's state is the thread's).
private func keyPhoneWindow() -> UIWindow {
    let window = UIWindow()
    window.makeKeyAndVisible()
    UIApplication.shared.isStatusBarHidden = false
    return window
}

@Suite struct UIApplicationURLTests {
    // UIKit docs, open(_:options:completionHandler:): the completion block "is executed
    // asynchronously on your app's main thread", with success "false" when the URL was not opened.
    @Test func openReportsFailureOnTheMainQueueAfterReturning() {
        let window = keyPhoneWindow()
        var results: [Bool] = []
        UIApplication.shared.open(URL(string: "https://www.apple.com")!, options: [:]) { results.append($0) }
        #expect(results.isEmpty, "asynchronous: not before open returns")
        window.clock.tick(to: 1.0 / 60)
        #expect(results == [false])
    }

    // UIKit docs, canOpenURL(_:): "false if the device doesn't have an installed app registered to
    // handle the URL's scheme". openURL(_:): "true if the resource located by the URL was
    // successfully opened; otherwise false."
    @Test func noAppOpensAURLHere() async {
        let app = UIApplication.shared
        let url = URL(string: "tel://5551234")!
        #expect(!app.canOpenURL(url))
        #expect(!app.openURL(url))
        #expect(await app.open(url, options: [:]) == false)
    }

    // UIKit docs, UIScene.open(_:options:completionHandler:): "This block is executed
    // asynchronously on your app's main thread."
    @Test func aSceneOpensNoURLEither() {
        let window = keyPhoneWindow()
        var results: [Bool] = []
        window.windowScene?.open(URL(string: "mailto:a@b.c")!, options: nil) { results.append($0) }
        #expect(results.isEmpty)
        window.clock.tick(to: 1.0 / 60)
        #expect(results == [false])
    }
}

@Suite struct UIApplicationInteractionEventTests {
    // UIKit docs, beginIgnoringInteractionEvents(): "Tells the receiver to suspend the handling of
    // touch-related events." UIApplication.h: "nested. set should be set during animations &
    // transitions to ignore touch and other events" — each begin needs its end.
    @Test func touchesAreIgnoredUntilTheLastEnd() {
        let window = keyPhoneWindow()
        let view = TouchLog(frame: window.bounds)
        window.addSubview(view)
        let app = UIApplication.shared
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        window.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        window.sendTouch(.ended, at: CGPoint(x: 50, y: 50))
        app.endIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents, "one begin is still open")
        window.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        window.sendTouch(.ended, at: CGPoint(x: 50, y: 50))
        #expect(view.phases.isEmpty)
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
        window.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        window.sendTouch(.ended, at: CGPoint(x: 50, y: 50))
        #expect(view.phases == ["began", "ended"])
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents, "an unmatched end is not counted")
    }

    // A finger already down when the app starts ignoring is delivered to its end, so the view is
    // not left with a touch that never ends (UIKit docs, touchesBegan: "If you override this method
    // without calling super … you must also override the other methods for handling touch events").
    @Test func aFingerAlreadyDownFinishes() {
        let window = keyPhoneWindow()
        let view = TouchLog(frame: window.bounds)
        window.addSubview(view)
        window.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        UIApplication.shared.beginIgnoringInteractionEvents()
        defer { UIApplication.shared.endIgnoringInteractionEvents() }
        window.sendTouch(.moved, at: CGPoint(x: 60, y: 50))
        window.sendTouch(.ended, at: CGPoint(x: 60, y: 50))
        #expect(view.phases == ["began", "moved", "ended"])
    }
}

@Suite struct UIApplicationStatusBarTests {
    // UIKit docs, statusBarFrame: "The value of this property is CGRectZero if the status bar is
    // hidden." Expected: an iPhone 14's status bar is 47 pt tall, the screen's width.
    @Test func theFrameIsTheDevicesAndZeroWhenHidden() {
        let window = keyPhoneWindow()
        let app = UIApplication.shared
        #expect(app.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        #expect(window.windowScene?.statusBarManager?.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        app.setStatusBarHidden(true, with: .fade)
        #expect(app.statusBarFrame == .zero && window.windowScene?.statusBarManager?.isStatusBarHidden == true)
        app.isStatusBarHidden = false
    }

    // UIKit docs, willChangeStatusBarFrameNotification: "The userInfo dictionary contains an
    // NSValue object that encapsulates a CGRect structure expressing the location and size of the new
    // status bar frame"; didChangeStatusBarFrameNotification: "… the old status bar frame". The app
    // delegate's application(_:willChangeStatusBarFrame:) and (_:didChangeStatusBarFrame:) go with them.
    @Test func hidingPostsTheFrameChange() {
        let window = keyPhoneWindow()
        let app = UIApplication.shared
        let delegate = LoggingAppDelegate()
        app.delegate = delegate
        defer { app.delegate = nil }
        let log = ThreadNotificationLog([UIApplication.willChangeStatusBarFrameNotification, UIApplication.didChangeStatusBarFrameNotification])
        app.setStatusBarHidden(true, with: .slide)
        app.setStatusBarHidden(true, with: .slide)
        #expect(log.names == [UIApplication.willChangeStatusBarFrameNotification, UIApplication.didChangeStatusBarFrameNotification],
                "once: hiding it again changes nothing")
        let new = log.entries.first?.userInfo?[UIApplication.statusBarFrameUserInfoKey] as? NSValue
        let old = log.entries.last?.userInfo?[UIApplication.statusBarFrameUserInfoKey] as? NSValue
        #expect(new?.cgRectValue == .zero && old?.cgRectValue == CGRect(x: 0, y: 0, width: 390, height: 47))
        #expect(delegate.calls == ["willChangeFrame 0.0", "didChangeFrame 47.0"])
        app.isStatusBarHidden = false
        #expect(window.isKeyWindow)
    }

    // UIKit docs, willChangeStatusBarOrientationNotification: "The userInfo dictionary contains an
    // NSNumber object that encapsulates a UIInterfaceOrientation value … the new orientation";
    // didChange…: "… the old orientation". On an iPhone the status bar is hidden in landscape, so
    // its frame changes too.
    @Test func turningPostsTheOrientationAndFrameChanges() {
        let window = keyPhoneWindow()
        let app = UIApplication.shared
        let delegate = LoggingAppDelegate()
        app.delegate = delegate
        defer { app.delegate = nil }
        let log = ThreadNotificationLog([UIApplication.willChangeStatusBarOrientationNotification,
                                         UIApplication.didChangeStatusBarOrientationNotification,
                                         UIApplication.willChangeStatusBarFrameNotification,
                                         UIApplication.didChangeStatusBarFrameNotification])
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(log.names == [UIApplication.willChangeStatusBarOrientationNotification, UIApplication.willChangeStatusBarFrameNotification,
                              UIApplication.didChangeStatusBarOrientationNotification, UIApplication.didChangeStatusBarFrameNotification])
        #expect((log.entries[0].userInfo?[UIApplication.statusBarOrientationUserInfoKey] as? NSNumber)?.intValue
                == UIInterfaceOrientation.landscapeRight.rawValue)
        #expect((log.entries[2].userInfo?[UIApplication.statusBarOrientationUserInfoKey] as? NSNumber)?.intValue
                == UIInterfaceOrientation.portrait.rawValue)
        #expect(app.statusBarOrientation == .landscapeRight && app.statusBarFrame == .zero)
        #expect(delegate.calls == ["willChangeOrientation 3", "willChangeFrame 0.0", "didChangeOrientation 1", "didChangeFrame 47.0"])
    }

    // UIKit docs, setStatusBarOrientation(_:animated:): "Sets the app's status bar to the specified
    // orientation" — the interface turns with it (here: the key window takes the landscape size).
    @Test func settingTheOrientationTurnsTheKeyWindow() {
        let window = keyPhoneWindow()
        UIApplication.shared.setStatusBarOrientation(.landscapeLeft, animated: false)
        #expect(window.bounds.size == CGSize(width: 844, height: 390))
        UIApplication.shared.setStatusBarOrientation(.portrait, animated: false)
        #expect(window.bounds.size == CGSize(width: 390, height: 844))
    }
}

@Suite struct UIApplicationOrientationAndBackgroundTests {
    // UIKit docs, supportedInterfaceOrientations(for:): "Returns the default set of interface
    // orientations to use for the view controllers in the specified window";
    // application(_:supportedInterfaceOrientationsFor:): "This method returns the total set of
    // interface orientations supported by the app." Without it, the Info.plist's (Xcode's iPhone
    // template: all but upside down).
    @Test func theDelegateAnswersTheSupportedOrientations() {
        let window = keyPhoneWindow()
        let app = UIApplication.shared
        #expect(app.supportedInterfaceOrientations(for: window) == .allButUpsideDown)
        let delegate = LoggingAppDelegate()
        delegate.orientations = .portrait
        app.delegate = delegate
        defer { app.delegate = nil }
        #expect(app.supportedInterfaceOrientations(for: window) == .portrait)
    }

    // UIKit docs, backgroundTimeRemaining: "While the app is running in the foreground, the value
    // in this property remains suitably large." beginBackgroundTask: "A unique identifier for the
    // new background task."
    @Test func backgroundTasksHaveUniqueIdentifiersAndNeverExpireInTheForeground() {
        let window = keyPhoneWindow()
        let app = UIApplication.shared
        var expired = false
        let first = app.beginBackgroundTask { expired = true }
        let second = app.beginBackgroundTask(withName: "upload", expirationHandler: nil)
        #expect(first != second && first != .invalid && second != .invalid)
        #expect(app.backgroundTimeRemaining > 1e9)
        window.clock.tick(to: 60)
        #expect(!expired)
        app.endBackgroundTask(first)
        app.endBackgroundTask(second)
    }

    // UIKit docs: application(_:didFailToRegisterForRemoteNotificationsWithError:) tells the
    // delegate that Apple Push Notification service cannot complete the registration. The previewer
    // has no push service, so registration fails, asynchronously.
    @Test func registeringForRemoteNotificationsFails() {
        let window = keyPhoneWindow()
        let app = UIApplication.shared
        let delegate = LoggingAppDelegate()
        app.delegate = delegate
        defer { app.delegate = nil }
        app.registerForRemoteNotifications()
        #expect(delegate.registrationError == nil)
        window.clock.tick(to: 1.0 / 60)
        #expect(delegate.registrationError != nil && !app.isRegisteredForRemoteNotifications)
    }

    // UIKit docs: UIApplication.sendEvent(_:) dispatches an event to the appropriate responder
    // objects in the app; it calls UIWindow.sendEvent(_:) to dispatch events to the window.
    @Test func touchesGoThroughTheApplicationAndTheWindow() {
        let window = EventLoggingWindow()
        window.makeKeyAndVisible()
        let view = TouchLog(frame: window.bounds)
        window.addSubview(view)
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        window.sendTouch(.ended, at: CGPoint(x: 10, y: 10))
        #expect(window.phases == [.began, .ended])
        #expect(view.phases == ["began", "ended"])
    }
}

/// A window that logs the touch phases its `sendEvent(_:)` sees before the views do.
private final class EventLoggingWindow: UIWindow {
    var phases: [UITouch.Phase] = []
    override func sendEvent(_ event: UIEvent) {
        phases += (event.allTouches ?? []).map(\.phase).filter { $0 != .stationary }
        super.sendEvent(event)
    }
}
