//  UIApplication.swift — FlipbookKit
//  Mirrors UIKit.UIApplication. Status: partial (the shared instance, its key window, the status
//  bar's style as state, actions through the responder chain; the delegate is only held, and
//  there are no scenes, URLs or background tasks).

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

/// The status bar's content style (mirrors UIKit.UIStatusBarStyle).
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}
