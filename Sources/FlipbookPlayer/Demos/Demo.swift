//  Demo.swift — FlipbookPlayer
//  What the previewer shows: a scene built from a seed document, and what the user can do in it.

import Foundation
import FlipbookKit

/// A transition demo: a scene the previewer can build afresh at any time, deterministically.
///
/// The player rebuilds a demo's scene whenever it needs to show an earlier moment than the
/// scene has reached (scrubbing back past a completed transition): it makes a fresh scene
/// and replays the user's actions at their times. So `makeScene(in:)` must depend on nothing but
/// the demo itself and the window it is given.
public protocol Demo: AnyObject {
    /// The name used on the command line (`flipbook pinterest`).
    var name: String { get }
    /// One line saying what the demo shows.
    var summary: String { get }
    /// The seed document it comes from, e.g. "000 (Pinterest-style transition)": Flipbook's own
    /// demos say which of its documents they show; yours need not (empty by default, and then
    /// neither the header nor `flipbook list` mentions one).
    var seed: String { get }
    /// Builds a fresh scene in `window` — new, the size of the device shown, its clock at 0 —
    /// giving it its root controller and making it key and visible.
    func makeScene(in window: UIWindow) -> DemoScene
    /// The values its animator reads, which the previewer's panel tunes (none by default).
    var parameters: [DemoParameter] { get }
    /// Builds a fresh scene as `makeScene(in:)` does, with the parameters at `values`. A demo with
    /// parameters implements this one; `makeScene(in:)` is then this one at the defaults.
    func makeScene(in window: UIWindow, with values: ParameterValues) -> DemoScene
}

extension Demo {
    /// No seed document: a demo of your own.
    public var seed: String { "" }

    /// No parameters.
    public var parameters: [DemoParameter] { [] }

    /// Without parameters, the scene `makeScene(in:)` builds.
    public func makeScene(in window: UIWindow, with values: ParameterValues) -> DemoScene {
        makeScene(in: window)
    }

    /// The demo's parameters at their defaults.
    public var defaultValues: ParameterValues { ParameterValues(parameters) }

    /// A fresh scene on a window the size of an iPhone's screen (390×844 pt).
    public func makeScene() -> DemoScene {
        makeScene(in: UIWindow())
    }

    /// A fresh scene on a window of `deviceSize` points, with the parameters at `values` (their
    /// defaults when nil).
    public func makeScene(deviceSize: CGSize, values: ParameterValues? = nil) -> DemoScene {
        makeScene(in: UIWindow(frame: CGRect(origin: .zero, size: deviceSize)), with: values ?? defaultValues)
    }
}

/// A demo made of a name, a summary and a function that builds its scene — the common case,
/// without a class of your own:
///
///     TransitionDemo(name: "card", summary: "A card rises over a dimming screen") { window in
///         let home = HomeViewController()
///         window.rootViewController = home
///         window.makeKeyAndVisible()
///         return DemoScene(window: window, primaryAction: { home.showCard() },
///                          backAction: { home.presentedViewController?.dismiss(animated: true) })
///     }
///
/// The function must build the same scene every time it is called (the player rebuilds it to
/// show earlier moments): everything it makes, it makes afresh.
///
/// With parameters, the function is given their values:
///
///     TransitionDemo(name: "card", summary: "…", parameters: [.dampingRatio("damping", default: 0.8)]) { window, values in
///         let home = HomeViewController(damping: values.cgFloat("damping"))
///         …
///     }
public final class TransitionDemo: Demo {
    public let name: String
    public let summary: String
    public let seed: String
    public let parameters: [DemoParameter]
    private let build: (UIWindow, ParameterValues) -> DemoScene

    public init(name: String, summary: String, seed: String = "", makeScene: @escaping (UIWindow) -> DemoScene) {
        self.name = name
        self.summary = summary
        self.seed = seed
        parameters = []
        build = { window, _ in makeScene(window) }
    }

    public init(name: String, summary: String, seed: String = "", parameters: [DemoParameter],
                makeScene: @escaping (UIWindow, ParameterValues) -> DemoScene) {
        self.name = name
        self.summary = summary
        self.seed = seed
        self.parameters = parameters
        build = makeScene
    }

    public func makeScene(in window: UIWindow) -> DemoScene {
        build(window, defaultValues)
    }

    public func makeScene(in window: UIWindow, with values: ParameterValues) -> DemoScene {
        build(window, values)
    }
}

/// A built demo: its window and the actions the user can take in it.
public final class DemoScene {
    public let window: UIWindow
    /// Enter: the demo's main action now (tap the selected item, present, push, run …).
    public var primaryAction: (() -> Void)?
    /// Esc / Backspace: go back (dismiss, pop …).
    public var backAction: (() -> Void)?
    /// Arrow keys: move the selection by (columns, rows), for demos with a collection.
    public var moveSelection: ((_ dx: Int, _ dy: Int) -> Void)?
    /// A script's `select <n>`: put the selection on item `n` (demos with a collection).
    public var selectItem: ((_ item: Int) -> Void)?
    /// Names of the actions, for the key hints ("tap/present", "dismiss").
    public var primaryActionName = "tap"
    public var backActionName = "back"

    public init(window: UIWindow) {
        self.window = window
    }

    /// A scene whose Enter does `primaryAction` (named `primaryActionName` in the key hints) and
    /// whose Esc does `backAction`.
    public convenience init(window: UIWindow, primaryActionName: String = "present", primaryAction: (() -> Void)?,
                            backActionName: String = "dismiss", backAction: (() -> Void)? = nil) {
        self.init(window: window)
        self.primaryAction = primaryAction
        self.primaryActionName = primaryActionName
        self.backAction = backAction
        self.backActionName = backActionName
    }
}

/// The demos the previewer knows, in the order `n`/`p` and `1`…`9` step through them.
public final class DemoRegistry {
    public private(set) var demos: [Demo]

    public init(_ demos: [Demo]) {
        self.demos = demos
    }

    /// The demo called `name` (case-insensitive).
    public func demo(named name: String) -> Demo? {
        index(named: name).map { demos[$0] }
    }

    /// Where the demo called `name` is in `demos` (case-insensitive).
    public func index(named name: String) -> Int? {
        Self.index(of: name, in: names)
    }

    public var names: [String] { demos.map(\.name) }

    /// Where `name` is among `names`, compared as demo names are everywhere (the registry, the
    /// command line, scripts): case-insensitively.
    public static func index(of name: String, in names: [String]) -> Int? {
        let wanted = name.lowercased()
        return names.firstIndex { $0.lowercased() == wanted }
    }
}
