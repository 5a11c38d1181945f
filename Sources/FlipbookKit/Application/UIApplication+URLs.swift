//  UIApplication+URLs.swift — FlipbookKit
//  Mirrors UIApplication's URL opening. Status: complete for a device where no app handles the
//  URL: the previewer cannot open URLs (no browser, no other apps), so every open fails, as iOS
//  reports a URL it cannot open.

import Foundation

extension UIApplication {
    /// Attempts to open `url`; the completion handler gets false, on the main queue (a scene's
    /// next tick), as iOS calls it when no app can open the URL.
    ///
    /// UIKit docs: "The block to execute with the results … This block is executed asynchronously
    /// on your app's main thread." — success: "false if the URL could not be opened."
    // Flipbook: the previewer opens no URL, whatever its scheme (no browser, no other apps).
    public func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: ((Bool) -> Void)? = nil) {
        noteCannotOpen(url)
        guard let completion else { return }
        DispatchQueue.main.async { completion(false) }
    }

    /// Attempts to open `url`: false, as `open(_:options:completionHandler:)` reports.
    public func open(_ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        noteCannotOpen(url)
        return false
    }

    /// Whether an app on the device can open `url`: false — the previewer has none.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// Opens `url` (deprecated in iOS 10): false, the URL was not opened.
    @discardableResult
    public func openURL(_ url: URL) -> Bool {
        noteCannotOpen(url)
        return false
    }

    /// The URL of the app's page in the Settings app.
    public static let openSettingsURLString = "app-settings:"
    /// The URL of the app's notification settings in the Settings app.
    public static let openNotificationSettingsURLString = "app-settings:notifications"
    /// The URL of the Default Apps page in the Settings app.
    public static let openDefaultApplicationsSettingsURLString = "app-settings:default-applications"

    /// Says once, in Diagnostics, that the previewer opens no URL.
    private func noteCannotOpen(_ url: URL) {
        Diagnostics.report("UIApplication.open(\(url.absoluteString)): the previewer cannot open URLs; the completion handler is told false.",
                           near: keyWindow)
    }
}
