//  UIScene.swift — FlipbookKit
//  Mirrors UIKit.UIScene. Status: partial (every window made with `init(frame:)` makes its scene, a
//  UIWindowScene, active in the foreground for its life: the previewer connects no scene through an
//  app's configuration, so the life-cycle notifications are never posted and the delegate is only
//  held; URLs are never opened; no pointer lock).

import Foundation

/// A part of the app's interface the system shows: in Flipbook, a window's `windowScene`.
open class UIScene: UIResponder {
    /// The scene's delegate, held strongly (as UIKit holds it).
    // Flipbook: told of nothing but, for a window scene's delegate, the scene's size changes
    // (`windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`): there is no scene life cycle.
    // A delegate that keeps the scene's window keeps the window and scene alive, as on iOS until the
    // scene disconnects — and no scene disconnects here.
    open var delegate: (any UISceneDelegate)?

    /// The scene's state: `.foregroundActive`, the previewer showing it.
    // Flipbook: a scene is active from when its window is made; it never goes to the background.
    open var activationState: UIScene.ActivationState { .foregroundActive }

    /// The title the system shows for the scene (the app switcher's). Flipbook: kept, shown nowhere.
    open var title: String!
    /// The subtitle the system shows for the scene. Flipbook: kept, shown nowhere.
    open var subtitle: String = ""

    /// The session the scene belongs to.
    public let session: UISceneSession

    /// When the system may choose this scene for a target content identifier. Flipbook: kept;
    /// the previewer shows one scene and activates no other.
    open var activationConditions = UISceneActivationConditions()

    /// The pointer lock state: nil, as on a scene that does not support pointer lock (an iPhone's).
    open var pointerLockState: UIPointerLockState? { nil }

    /// The application (UIKit docs, UIResponder.next: "UIScene returns UIApplication.shared").
    open override var next: UIResponder? { UIApplication.shared }

    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }

    /// Attempts to open `url`; the completion handler gets false on the main queue, as for a URL
    /// no app can open (`UIApplication.open(_:options:completionHandler:)`).
    open func open(_ url: URL, options: UIScene.OpenExternalURLOptions?, completionHandler completion: ((Bool) -> Void)? = nil) {
        UIApplication.shared.open(url, options: [:], completionHandler: completion)
    }

    /// Attempts to open `url`: false.
    public func open(_ url: URL, options: UIScene.OpenExternalURLOptions?) async -> Bool {
        await UIApplication.shared.open(url, options: [:])
    }

    /// A scene's state in its life cycle.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// What the system passes a scene when it connects. Flipbook: nothing (no scene connects through
    /// an app's configuration).
    open class ConnectionOptions: NSObject {
        open private(set) var sourceApplication: String?
        open private(set) var handoffUserActivityType: String?
        open private(set) var shortcutItem: UIApplicationShortcutItem?
        package override init() { super.init() }
    }

    /// Options of `open(_:options:completionHandler:)`.
    open class OpenExternalURLOptions: NSObject {
        /// Open the URL only when an app handles it as a universal link.
        open var universalLinksOnly = false
        public override init() { super.init() }
    }

    /// What the system passes with a URL another app opens in this one. Flipbook: never passed.
    open class OpenURLOptions: NSObject {
        open private(set) var sourceApplication: String?
        open private(set) var annotation: Any?
        open private(set) var openInPlace = false
        package override init() { super.init() }
    }

    /// Options of a request to activate a scene.
    open class ActivationRequestOptions: NSObject {
        /// The scene making the request.
        open var requestingScene: UIScene?
        public override init() { super.init() }
    }

    /// Posted when a scene connects to the app. Flipbook: never posted (no scene life cycle).
    public static let willConnectNotification = NSNotification.Name("UISceneWillConnectNotification")
    /// Posted when a scene is removed from the app. Flipbook: never posted.
    public static let didDisconnectNotification = NSNotification.Name("UISceneDidDisconnectNotification")
    /// Posted when a scene becomes active. Flipbook: never posted (it is active from the start).
    public static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to become inactive. Flipbook: never posted.
    public static let willDeactivateNotification = NSNotification.Name("UISceneWillDeactivateNotification")
    /// Posted before a scene comes to the foreground. Flipbook: never posted.
    public static let willEnterForegroundNotification = NSNotification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when a scene enters the background. Flipbook: never posted.
    public static let didEnterBackgroundNotification = NSNotification.Name("UISceneDidEnterBackgroundNotification")
}

/// When the system may choose a scene to show content. Flipbook: kept, never consulted.
open class UISceneActivationConditions: NSObject {
    open var canActivateForTargetContentIdentifierPredicate = NSPredicate(value: true)
    open var prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(value: false)
    public override init() { super.init() }
}

/// Whether a scene holds the pointer. Flipbook: no pointer here; a scene's `pointerLockState` is nil.
open class UIPointerLockState: NSObject {
    open var isLocked: Bool { false }
    public static let didChangeNotification = NSNotification.Name("UIPointerLockStateDidChangeNotification")
    public static let sceneUserInfoKey = "UIPointerLockStateSceneUserInfoKey"
    package override init() { super.init() }
}
