//  UIWindowScene.swift — FlipbookKit
//  Mirrors UIKit.UIWindowScene. Status: partial (a window made with `init(frame:)` makes its scene;
//  `UIWindow(windowScene:)` adds windows to it, ordered by window level, though the previewer draws
//  the first; the screen, orientation, traits and status bar are the first window's; a geometry
//  request turns that window. Activity items are kept, never shared; no focus system).

import Foundation

/// A scene that shows windows: in Flipbook, the scene of the window a demo, a test or an app makes.
open class UIWindowScene: UIScene {
    /// The windows in the scene (weakly held), in the order they joined it.
    private var windowStorage: [WeakSceneWindow] = []

    /// The scene's windows, back to front: by window level, then in the order they joined it.
    open var windows: [UIWindow] {
        windowStorage.compactMap(\.window).enumerated()
            .sorted { ($0.element.windowLevel, $0.offset) < ($1.element.windowLevel, $1.offset) }
            .map(\.element)
    }

    /// The scene's key window, if one of its windows is key.
    open var keyWindow: UIWindow? { windowStorage.lazy.compactMap(\.window).first { $0.isKeyWindow } }

    /// The screen the scene shows on: its first window's (a screen of that window's size).
    open var screen: UIScreen { primaryWindow?.screen ?? UIScreen.main }

    /// The scene's coordinate space: its screen's.
    open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }

    /// The orientation of the interface: portrait when the screen is taller than wide, otherwise
    /// landscape with the home button on the right (`.landscapeRight`, the device turned left).
    open var interfaceOrientation: UIInterfaceOrientation { Self.interfaceOrientation(ofScreen: screen.bounds.size) }

    /// What the scene shares. Flipbook: kept, never read — no share sheet or app switcher here.
    open weak var activityItemsConfigurationSource: (any UIActivityItemsConfigurationProviding)?

    /// The scene's traits: its screen's, with its overrides.
    open var traitCollection: UITraitCollection { ownTraitOverrides.applied(to: screen.traitCollection) }

    /// The traits this scene sets for itself and its windows (iOS 17).
    public var traitOverrides: UITraitOverrides {
        get { ownTraitOverrides }
        set { UIView.notifyingTraitChanges(of: [self] + windows.flatMap(\.traitEnvironments)) { ownTraitOverrides = newValue } }
    }
    private var ownTraitOverrides = UITraitOverrides()

    /// The scene's geometry now.
    open var effectiveGeometry: UIWindowScene.Geometry {
        Geometry(coordinateSpace: coordinateSpace, interfaceOrientation: interfaceOrientation)
    }

    /// Whether the scene fills its screen: true (the previewer's scene is the device's screen).
    open var isFullScreen: Bool { true }

    /// The limits on the scene's size: nil, as for a scene that cannot be resized (an iPhone's).
    open var sizeRestrictions: UISceneSizeRestrictions? { nil }

    /// How the scene behaves as a window: nil, as for a scene that is not a resizable window.
    open var windowingBehaviors: UISceneWindowingBehaviors? { nil }

    /// The status bar's frame and visibility in the scene.
    open var statusBarManager: UIStatusBarManager? { UIStatusBarManager(scene: self) }

    /// The scene's focus system: nil (UIKit docs: nil "if focus isn't supported"); the previewer has no focus engine.
    open var focusSystem: UIFocusSystem? { nil }

    /// The scene's screenshot service: nil; the previewer takes no system screenshots.
    open var screenshotService: UIScreenshotService? { nil }

    /// Asks to change the scene's geometry. An iOS request for interface orientations turns the
    /// scene's window to the first of them it is not already in (as the device turned, so the
    /// content containers are told of the new size); a request none of whose orientations the app
    /// supports calls `errorHandler` on the main queue.
    // Flipbook: the window changes size at once.
    open func requestGeometryUpdate(_ geometryPreferences: UIWindowScene.GeometryPreferences,
                                    errorHandler: ((any Error) -> Void)? = nil) {
        guard let preferences = geometryPreferences as? GeometryPreferences.iOS,
              let window = primaryWindow else { return }
        let requested = preferences.interfaceOrientations
        let supported = requested.intersection(UIApplication.shared.supportedInterfaceOrientations(for: window))
        guard !supported.isEmpty else {
            let error = NSError(domain: "UISceneErrorDomain", code: 101,
                                userInfo: [NSLocalizedDescriptionKey: "None of the requested orientations are supported by the app."])
            DispatchQueue.main.async { errorHandler?(error) }
            return
        }
        let landscape = interfaceOrientation.isLandscape
        let wantsOther = landscape ? supported.isDisjoint(with: .landscape) : supported.isDisjoint(with: [.portrait, .portraitUpsideDown])
        guard wantsOther else { return }
        var frame = window.frame
        frame.size = CGSize(width: frame.height, height: frame.width)
        window.frame = frame
    }

    /// A scene's size and orientation.
    open class Geometry: NSObject {
        public let coordinateSpace: any UICoordinateSpace
        public let interfaceOrientation: UIInterfaceOrientation
        /// Whether a person is resizing the scene: never here.
        open var isInteractivelyResizing: Bool { false }

        package init(coordinateSpace: any UICoordinateSpace, interfaceOrientation: UIInterfaceOrientation) {
            self.coordinateSpace = coordinateSpace
            self.interfaceOrientation = interfaceOrientation
            super.init()
        }
    }

    /// What a geometry request asks for; `GeometryPreferences.iOS` is the one for a phone or tablet.
    open class GeometryPreferences: NSObject {
        public override init() { super.init() }

        /// Interface orientations to turn to.
        open class iOS: GeometryPreferences {
            open var interfaceOrientations: UIInterfaceOrientationMask

            public init(interfaceOrientations: UIInterfaceOrientationMask) {
                self.interfaceOrientations = interfaceOrientations
                super.init()
            }

            public override convenience init() {
                self.init(interfaceOrientations: [])
            }
        }
    }

    // MARK: - Flipbook addition

    /// The window that made the scene (or the first to join it): the previewer's.
    package var primaryWindow: UIWindow? { windowStorage.lazy.compactMap(\.window).first }

    /// A new scene for `window`, in the application role.
    package convenience init(window: UIWindow) {
        let session = UISceneSession(role: .windowApplication,
                                     configuration: UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication))
        self.init(session: session, connectionOptions: UIScene.ConnectionOptions())
        add(window)
    }

    package func add(_ window: UIWindow) {
        windowStorage.removeAll { $0.window == nil || $0.window === window }
        windowStorage.append(WeakSceneWindow(window: window))
    }

    package func remove(_ window: UIWindow) {
        windowStorage.removeAll { $0.window == nil || $0.window === window }
    }

    /// The orientation of the interface on a screen of `size`.
    package static func interfaceOrientation(ofScreen size: CGSize) -> UIInterfaceOrientation {
        UIInterfaceOrientation(UIDevice.orientation(ofScreen: size))
    }

    /// The primary window changed size from `oldSize`: the window scene delegate is told.
    package func didChangeSize(from oldSize: CGSize) {
        guard let delegate = delegate as? UIWindowSceneDelegate else { return }
        let oldScreen = UIScreen(bounds: CGRect(origin: .zero, size: oldSize))
        delegate.windowScene(self, didUpdate: oldScreen.coordinateSpace,
                             interfaceOrientation: Self.interfaceOrientation(ofScreen: oldSize),
                             traitCollection: oldScreen.traitCollection)
    }
}

extension UIWindowScene: UITraitEnvironment {
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

private struct WeakSceneWindow {
    weak var window: UIWindow?
}

/// The limits on a resizable scene's size. Flipbook: no scene is resizable; none is ever made.
open class UISceneSizeRestrictions: NSObject {
    open var minimumSize: CGSize = .zero
    open var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    open var allowsFullScreen = true
    package override init() { super.init() }
}

/// How a scene behaves as a window. Flipbook: no scene is a window; none is ever made.
open class UISceneWindowingBehaviors: NSObject {
    open var isClosable = true
    open var isMiniaturizable = true
    package override init() { super.init() }
}

/// The system's screenshot service for a scene. Flipbook: no system screenshots; none is ever made.
open class UIScreenshotService: NSObject {
    open internal(set) weak var windowScene: UIWindowScene?
    package override init() { super.init() }
}
