//  UIApplication.swift — FlipbookKit
//  Mirrors UIKit.UIApplication. Status: partial (the shared instance, its key window, the status
//  bar's style as state; no app delegate, scenes, URLs or background tasks).

import Foundation

/// The app: `UIApplication.shared`, for the code that reaches for the key window or the status bar.
open class UIApplication: UIResponder {
    /// Flipbook: one per thread, as a scene's other state is (the previewer runs its scenes on one).
    public static var shared: UIApplication { sharedStorage.value }
    private static let sharedStorage = ThreadLocal<UIApplication>("UIApplication.shared") { UIApplication() }

    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// Always `.active`: the previewer shows the app in the foreground.
    open var applicationState: State { .active }

    /// The key window: the scene's window the previewer shows.
    open var keyWindow: UIWindow? { UIWindow.current }

    /// The app's windows. Flipbook: a scene has one window, the key one (the scenes the previewer
    /// builds ahead to replay into are not the app's).
    open var windows: [UIWindow] { keyWindow.map { [$0] } ?? [] }

    /// Flipbook draws no status bar: the style and visibility are kept, and the first change
    /// says so in Diagnostics.
    open var statusBarStyle: UIStatusBarStyle = .default {
        didSet { noteStatusBar("statusBarStyle") }
    }

    open var isStatusBarHidden = false {
        didSet { noteStatusBar("isStatusBarHidden") }
    }

    open func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {
        self.statusBarStyle = statusBarStyle
    }

    open var isIdleTimerDisabled = false

    private var toldAboutStatusBar = false

    private func noteStatusBar(_ property: String) {
        guard !toldAboutStatusBar else { return }
        toldAboutStatusBar = true
        Diagnostics.report("UIApplication.\(property): the previewer draws no status bar; the value is kept, and nothing on the screen changes.",
                           near: keyWindow)
    }

    open override var next: UIResponder? { nil }
}

/// The status bar's content style (mirrors UIKit.UIStatusBarStyle).
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}
