//  UIApplication+Background.swift — FlipbookKit
//  Mirrors UIApplication's background execution and remote notification registration, and
//  UIBackgroundTaskIdentifier, UIBackgroundRefreshStatus and UIBackgroundFetchResult. Status:
//  complete for an app that stays in the foreground: the previewer's app never goes to the
//  background, so no task expires and no fetch runs; there is no push service to register with.

import Foundation

extension UIApplication {
    /// The time left to run in the background: `.greatestFiniteMagnitude` while the app is in the
    /// foreground (UIKit docs: "While the app is running in the foreground, the value in this
    /// property remains suitably large"), which the previewer's app always is.
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }

    /// Marks the start of a task that should go on if the app goes to the background, and returns
    /// its identifier (never `.invalid`). Flipbook: the app never goes to the background, so
    /// `handler` is never called.
    public func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// `beginBackgroundTask(expirationHandler:)` with a name for debugging.
    public func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
        lastBackgroundTask += 1
        backgroundTasks.insert(lastBackgroundTask)
        return UIBackgroundTaskIdentifier(rawValue: lastBackgroundTask)
    }

    /// Marks the end of a background task; one ended already, or `.invalid`, is ignored.
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        backgroundTasks.remove(identifier.rawValue)
    }

    /// Whether the app may refresh in the background: `.available` (nothing restricts it here).
    // Flipbook: the app is never in the background to refresh.
    public var backgroundRefreshStatus: UIBackgroundRefreshStatus { .available }

    /// Posted when the background refresh status changes. Flipbook: never posted: it never changes.
    public static let backgroundRefreshStatusDidChangeNotification = NSNotification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")

    /// The least time between background fetches. Flipbook: kept; no fetch runs (the app stays in the foreground).
    public func setMinimumBackgroundFetchInterval(_ minimumBackgroundFetchInterval: TimeInterval) {
        minimumBackgroundFetchIntervalStorage = minimumBackgroundFetchInterval
    }

    /// The smallest fetch interval the system allows (UIKit: 0).
    public static let backgroundFetchIntervalMinimum: TimeInterval = 0
    /// A fetch interval large enough that no fetch runs (UIKit: `DBL_MAX`).
    public static let backgroundFetchIntervalNever: TimeInterval = .greatestFiniteMagnitude

    // MARK: Remote notifications

    /// Registers with the push notification service: the previewer has none, so registration
    /// fails as it does where the service is not available — the delegate's
    /// `application(_:didFailToRegisterForRemoteNotificationsWithError:)` is called on the main queue.
    public func registerForRemoteNotifications() {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            let error = NSError(domain: NSCocoaErrorDomain, code: 3010,
                                userInfo: [NSLocalizedDescriptionKey: "remote notifications are not supported in the previewer"])
            self.delegate?.application(self, didFailToRegisterForRemoteNotificationsWithError: error)
        }
    }

    /// Unregisters from the push notification service (the app never was registered here).
    public func unregisterForRemoteNotifications() {}

    /// Whether the app is registered for remote notifications: false (registration always fails here).
    public var isRegisteredForRemoteNotifications: Bool { false }
}

/// A background task's identifier (`UIApplication.beginBackgroundTask(expirationHandler:)`).
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    /// No task: what a task's identifier is set to once ended, by convention.
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// Whether the app may refresh its content in the background.
public enum UIBackgroundRefreshStatus: Int, Sendable {
    case restricted = 0, denied, available
}

/// How a background fetch went.
public enum UIBackgroundFetchResult: UInt, Sendable {
    case newData = 0, noData, failed
}
