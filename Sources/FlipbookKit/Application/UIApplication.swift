//  UIApplication.swift — FlipbookKit
//  Mirrors UIKit.UIApplication. Status: partial (the shared instance, its key window and scene,
//  actions and events, ignored interaction; the status bar, URLs, background tasks and the app's
//  life cycle in UIApplication+StatusBar, +URLs, +Background, +LifeCycle. No app is launched, no
//  other scene activated, no state restored).

import Foundation

/// The app: `UIApplication.shared`, for the code that reaches for the key window or the status bar.
open class UIApplication: UIResponder {
    /// Flipbook: one per thread, as a scene's other state is (the previewer runs its scenes on one).
    public static var shared: UIApplication { sharedStorage.value }
    private static let sharedStorage = ThreadLocal<UIApplication>("UIApplication.shared") { UIApplication() }

    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// The status bar's style, visibility and frame notifications (UIApplication+StatusBar).
    let statusBarState = StatusBarState()
    /// How many `beginIgnoringInteractionEvents()` are not yet ended (UIApplication+Events).
    var ignoredInteractionEvents = 0
    /// The background tasks begun and not yet ended, and the last identifier given (UIApplication+Background).
    var backgroundTasks: Set<Int> = []
    var lastBackgroundTask = 0
    var minimumBackgroundFetchIntervalStorage = UIApplication.backgroundFetchIntervalNever

    /// Always `.active`: the previewer shows the app in the foreground.
    open var applicationState: State { .active }

    /// The key window: the scene's window the previewer shows.
    open var keyWindow: UIWindow? { UIWindow.current }

    /// The windows of the key window's scene, back to front by window level (UIKit docs: "the
    /// windows are ordered back to front").
    // Flipbook: the previewer shows one scene, the key window's (the scenes it builds ahead to
    // replay into are not the app's).
    open var windows: [UIWindow] { keyWindow?.windowScene?.windows ?? keyWindow.map { [$0] } ?? [] }

    /// The scenes connected to the app: the key window's.
    // Flipbook: the previewer shows one scene at a time.
    open var connectedScenes: Set<UIScene> {
        guard let scene = keyWindow?.windowScene else { return [] }
        return [scene]
    }

    /// The sessions of the app's scenes: the key window's scene's.
    open var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }

    /// Whether the app may show several scenes at once. Flipbook: false, as for an app whose
    /// Info.plist does not opt in (there is no Info.plist here).
    open var supportsMultipleScenes: Bool { false }

    /// Nothing to refresh: the previewer has no app switcher whose snapshot would go stale.
    // Flipbook: no app switcher, so there is no snapshot to update.
    open func requestSceneSessionRefresh(_ sceneSession: UISceneSession) {}

    /// Whether the screen may dim and lock while the app runs. Flipbook: kept; the terminal never locks.
    open var isIdleTimerDisabled = false

    /// The user's preferred content size. Flipbook: `.large`, the default (Dynamic Type is not applied).
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }

    /// The direction the interface flows. Flipbook: left to right (the previewer's language is English).
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The orientations the app supports in `window` (UIKit docs: "the default set of interface
    /// orientations to use for the view controllers in the specified window"): the delegate's
    /// `application(_:supportedInterfaceOrientationsFor:)`, whose default is what an app's
    /// Info.plist lists when it says nothing else — all but upside down on an iPhone, all on an iPad.
    open func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        delegate?.application(self, supportedInterfaceOrientationsFor: window) ?? Self.defaultSupportedInterfaceOrientations
    }

    /// The orientations an app's Info.plist lists by default: all but upside down on an iPhone, all on an iPad.
    package static var defaultSupportedInterfaceOrientations: UIInterfaceOrientationMask {
        UIDevice.current.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    // MARK: Shake to edit, quick actions, the app icon

    /// Whether shaking the device offers undo. Flipbook: kept; the previewer cannot be shaken.
    open var applicationSupportsShakeToEdit = true

    /// The app's dynamic Home Screen quick actions. Flipbook: kept; there is no Home Screen to show them.
    open var shortcutItems: [UIApplicationShortcutItem]?

    /// Whether the app can change its icon. Flipbook: false: no Info.plist declares alternate icons.
    open var supportsAlternateIcons: Bool { false }

    /// The alternate icon shown; nil, the primary icon.
    open private(set) var alternateIconName: String?

    /// Fails, as iOS does for an app that declares no alternate icons: the handler gets an error
    /// on the main queue and the icon stays.
    // Flipbook: no Home Screen and no Info.plist; a nil name (the primary icon) succeeds.
    open func setAlternateIconName(_ alternateIconName: String?, completionHandler: (((any Error)?) -> Void)? = nil) {
        let error: (any Error)? = alternateIconName == nil ? nil : Self.noAlternateIconsError(alternateIconName!)
        DispatchQueue.main.async { completionHandler?(error) }
    }

    public func setAlternateIconName(_ alternateIconName: String?) async throws {
        if let alternateIconName { throw Self.noAlternateIconsError(alternateIconName) }
    }

    private static func noAlternateIconsError(_ name: String) -> NSError {
        NSError(domain: NSCocoaErrorDomain, code: 3328,  // NSFeatureUnsupportedError
                userInfo: [NSLocalizedDescriptionKey: "The app declares no alternate icon named \(name)."])
    }

    /// The number on the app's icon. Flipbook: kept, and drawn nowhere (there is no Home Screen).
    open var applicationIconBadgeNumber = 0

    // MARK: Default apps

    /// The kinds of apps a person can choose a default for.
    public enum Category: Int, Sendable {
        case webBrowser = 1
    }

    /// Errors from `isDefault(_:)`.
    public struct CategoryDefaultError: Error, Hashable, Sendable {
        public enum Code: Int, Sendable {
            case rateLimited = 1
        }
        public let code: Code
        public init(_ code: Code) { self.code = code }
        public static var errorDomain: String { "UIApplicationCategoryDefaultErrorDomain" }
        public static let rateLimited = Code.rateLimited
        public static let statusLastProvidedDateErrorKey = "UIApplicationCategoryDefaultStatusLastProvidedDateErrorKey"
        public static let retryAvailableDateErrorKey = "UIApplicationCategoryDefaultRetryAvailabilityDateErrorKey"
    }

    /// Whether the app is the person's default in `category`. Flipbook: false: the previewer has
    /// no default apps to be one of.
    public func isDefault(_ category: UIApplication.Category) throws -> Bool { false }

    // MARK: Protected data, remote control events

    /// Whether files protected by the device's lock can be read: true (the previewer never locks).
    open var isProtectedDataAvailable: Bool { true }
    /// Posted when the device unlocks. Flipbook: never posted: the previewer never locks.
    public static let protectedDataDidBecomeAvailableNotification = NSNotification.Name("UIApplicationProtectedDataDidBecomeAvailable")
    /// Posted when the device is about to lock. Flipbook: never posted: the previewer never locks.
    public static let protectedDataWillBecomeUnavailableNotification = NSNotification.Name("UIApplicationProtectedDataWillBecomeUnavailable")

    /// Asks for remote-control (media) events. Flipbook: none reach the previewer.
    open func beginReceivingRemoteControlEvents() {}
    /// Stops asking for remote-control events.
    open func endReceivingRemoteControlEvents() {}

    // MARK: State restoration

    /// Flipbook: no state restoration (the previewer launches no app and restores none).
    open func extendStateRestoration() {}
    /// Flipbook: no state restoration.
    open func completeStateRestoration() {}
    /// Flipbook: no app switcher snapshot to leave out.
    open func ignoreSnapshotOnNextApplicationLaunch() {}

    // MARK: The responder chain and actions

    /// The app's delegate. Flipbook: held weakly (UIKit: `unowned(unsafe)`); nothing calls its
    /// methods — it is here as the last responder of the chain.
    open weak var delegate: UIApplicationDelegate?

    /// The app delegate, when it is a responder other than a view, a view controller or the app.
    ///
    /// UIKit docs ("Using responders and the responder chain"): "The app object's next responder
    /// is the app delegate, but only if the app delegate is an instance of UIResponder and isn't a
    /// view, view controller, or the app object itself."
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder, responder !== self,
              !(responder is UIView), !(responder is UIViewController) else { return nil }
        return responder
    }

    /// Sends `action` to `target`, or, for a nil target, to the first object up the responder
    /// chain that handles it (`target(forAction:withSender:)`), with `sender` and `event` as the
    /// selector takes them: `tap`, `tap:` (sender), `tap:forEvent:` (sender, event). Returns
    /// whether an object handled it.
    ///
    /// UIKit docs: "If target is nil, the app sends the message to the first responder, from whence
    /// it progresses up the responder chain until it is handled." A target that does not implement
    /// the action is reported with the runtime's "unrecognized selector" message.
    // Flipbook: with no first responder in the sender's window (or the key window), the search
    // starts at the sender when it is a responder — a control's nil-targeted action reaches its view
    // controller, as on iOS — and finds nothing otherwise.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        sendAction(action, to: target, from: sender, for: event, chainStart: sender as? UIResponder)
    }

    /// `sendAction(_:to:from:for:)` whose search, with no first responder, starts at `chainStart`
    /// (a bar button item, not a responder itself, starts at the view showing it).
    @discardableResult
    package func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?, chainStart: UIResponder?) -> Bool {
        let receiver: AnyObject
        if let target = ObjCRuntime.unwrapped(target) {
            receiver = target as AnyObject
        } else {
            let window = (sender as? UIView)?.window ?? chainStart?.responderWindow ?? keyWindow
            guard let start = window?.firstResponder ?? chainStart,
                  let found = start.target(forAction: action, withSender: sender) else { return false }
            receiver = found as AnyObject
        }
        let arguments: [Any?] = [sender, event]
        return ObjCRuntime.deliver(action, to: receiver, arguments: Array(arguments.prefix(action.argumentCount))).wasDelivered
    }
}

extension UIApplication {
    /// Keys of the options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only when an app handles it as a universal link.
        public static let universalLinksOnly = Self("UIApplicationOpenURLOptionUniversalLinksOnly")
        /// An event attribution to pass along with a link a person tapped.
        public static let eventAttribution = Self("UIApplicationOpenExternalURLOptionsEventAttributionKey")
    }

    /// Keys of the options an app delegate's `application(_:open:options:)` is given.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = Self("UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = Self("UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = Self("UIApplicationOpenURLOptionsOpenInPlaceKey")
        public static let eventAttribution = Self("UIApplicationOpenURLOptionsEventAttributionKey")
    }

    /// Keys of the launch options an app delegate is given.
    // Flipbook: the previewer launches no app, so no launch options are ever given.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let url = Self("UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = Self("UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = Self("UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let annotation = Self("UIApplicationLaunchOptionsAnnotationKey")
        public static let location = Self("UIApplicationLaunchOptionsLocationKey")
        public static let newsstandDownloads = Self("UIApplicationLaunchOptionsNewsstandDownloadsKey")
        public static let bluetoothCentrals = Self("UIApplicationLaunchOptionsBluetoothCentralsKey")
        public static let bluetoothPeripherals = Self("UIApplicationLaunchOptionsBluetoothPeripheralsKey")
        public static let shortcutItem = Self("UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityDictionary = Self("UIApplicationLaunchOptionsUserActivityDictionaryKey")
        public static let userActivityType = Self("UIApplicationLaunchOptionsUserActivityTypeKey")
        public static let cloudKitShareMetadata = Self("UIApplicationLaunchOptionsCloudKitShareMetadataKey")
        public static let eventAttribution = Self("UIApplicationLaunchOptionsEventAttributionKey")
    }

    /// The kinds of app extension an app may refuse (`application(_:shouldAllowExtensionPointIdentifier:)`).
    public struct ExtensionPointIdentifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let keyboard = Self("com.apple.keyboard-service")
    }
}

/// The status bar's content style (mirrors UIKit.UIStatusBarStyle).
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}
