//  UIApplicationDelegate.swift — FlipbookKit
//  Mirrors UIKit.UIApplicationDelegate. Status: partial (every requirement of UIKit's is optional,
//  here a requirement with a default implementation, so an AppDelegate compiles unchanged. The
//  previewer launches no app — a demo builds its window directly — so the launch, life-cycle,
//  restoration and scene methods are never called; what Flipbook does call: the status bar's
//  frame and orientation changes, the interface orientations a window supports, and the failed
//  remote notification registration. The user-activity methods are never called either: no
//  Handoff here, nor the SiriKit ones. No CloudKit methods).

import Foundation

/// The app's delegate: `UIApplication.shared.delegate`. An app delegate that is a `UIResponder`
/// is the last object of the responder chain, after the application.
public protocol UIApplicationDelegate: NSObjectProtocol {
    // MARK: Initializing the app
    // Flipbook: never called: the previewer launches no app.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidFinishLaunching(_ application: UIApplication)

    // MARK: Configuring and discarding scenes
    // Flipbook: never called: a window makes its own scene, and no session is discarded.
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    // MARK: Responding to app life-cycle events
    // Flipbook: never called: the app is active from the start and stays in the foreground.
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)

    // MARK: Responding to environment changes
    // Flipbook: never called: no device lock, memory warnings or clock changes here.
    func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication)
    func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    func applicationSignificantTimeChange(_ application: UIApplication)

    // MARK: Managing app state restoration
    // Flipbook: never called: no state is saved or restored.
    func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                     coder: NSCoder) -> UIViewController?
    func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)
    func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)
    func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool
    func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool

    // MARK: Downloading data in the background
    // Flipbook: never called: the app never runs in the background.
    func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void)

    // MARK: Handling remote notification registration
    /// Never called: registration always fails here.
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Called on the main queue after `registerForRemoteNotifications()`: the previewer has no push service.
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    /// Never called: no remote notification arrives.
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)

    // MARK: Continuing user activity and handling quick actions
    // Flipbook: never called: no Handoff and no Home Screen quick actions.
    func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool
    func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                     restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool
    func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity)
    func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)

    // MARK: Interacting with WatchKit and HealthKit
    // Flipbook: never called: no paired watch, no HealthKit.
    func application(_ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
                     reply: @escaping ([AnyHashable: Any]?) -> Void)
    func applicationShouldRequestHealthAuthorization(_ application: UIApplication)

    // MARK: Opening a URL-specified resource
    /// Never called: no other app opens a URL in this one.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool

    // MARK: Disallowing specified app extension types
    /// Never called: no app extensions here.
    func application(_ application: UIApplication, shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier) -> Bool

    // MARK: Managing interface geometry
    /// The orientations `window` may take: asked by `UIApplication.supportedInterfaceOrientations(for:)`.
    /// The default is an app's Info.plist default: all but upside down on an iPhone, all on an iPad.
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
    /// Called before the interface turns (the key window changes between taller and wider).
    func application(_ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation,
                     duration: TimeInterval)
    /// Called after the interface turned.
    func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation)
    /// Called before the status bar's frame changes (it hides, shows, or the interface turns).
    func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect)
    /// Called after the status bar's frame changed.
    func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect)

    // MARK: Providing a window for storyboards
    /// The app's main window. Flipbook: the default keeps nothing (declare `var window: UIWindow?` to keep one);
    /// no storyboard sets it.
    var window: UIWindow? { get set }

    // MARK: Handling SiriKit intents
    // Flipbook: never called: no Siri or Shortcuts here.
    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any?
    func application(_ application: UIApplication, handle intent: INIntent, completionHandler: @escaping (INIntentResponse) -> Void)
}

extension UIApplicationDelegate {
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool { true }
    public func applicationDidFinishLaunching(_ application: UIApplication) {}

    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}

    public func applicationProtectedDataWillBecomeUnavailable(_ application: UIApplication) {}
    public func applicationProtectedDataDidBecomeAvailable(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    public func applicationSignificantTimeChange(_ application: UIApplication) {}

    public func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String],
                            coder: NSCoder) -> UIViewController? { nil }
    public func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder) {}
    public func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder) {}
    public func application(_ application: UIApplication, shouldSaveApplicationState coder: NSCoder) -> Bool { false }
    public func application(_ application: UIApplication, shouldRestoreApplicationState coder: NSCoder) -> Bool { false }

    public func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {}
    public func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
                            completionHandler: @escaping () -> Void) {}

    public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
    public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error) {}
    public func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                            fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {}

    public func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool { false }
    public func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                            restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool { false }
    public func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {}
    public func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? { nil }
    public func application(_ application: UIApplication, handle intent: INIntent, completionHandler: @escaping (INIntentResponse) -> Void) {}
    public func application(_ application: UIApplication, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}
    public func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {}

    public func application(_ application: UIApplication, handleWatchKitExtensionRequest userInfo: [AnyHashable: Any]?,
                            reply: @escaping ([AnyHashable: Any]?) -> Void) {}
    public func applicationShouldRequestHealthAuthorization(_ application: UIApplication) {}

    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool { false }

    public func application(_ application: UIApplication, shouldAllowExtensionPointIdentifier extensionPointIdentifier: UIApplication.ExtensionPointIdentifier) -> Bool { true }

    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        UIApplication.defaultSupportedInterfaceOrientations
    }
    public func application(_ application: UIApplication, willChangeStatusBarOrientation newStatusBarOrientation: UIInterfaceOrientation,
                            duration: TimeInterval) {}
    public func application(_ application: UIApplication, didChangeStatusBarOrientation oldStatusBarOrientation: UIInterfaceOrientation) {}
    public func application(_ application: UIApplication, willChangeStatusBarFrame newStatusBarFrame: CGRect) {}
    public func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect) {}

    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
